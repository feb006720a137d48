package org.nqueens.benchmarks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The arguments of the CPU-time benchmarks: board sizes, {@code -r RUNS}, and any other
 * {@code -x VALUE} option the benchmark reads with {@link #option}.
 */
record SizesAndRuns(List<Integer> sizes, int runs, Map<String, String> options) {

    /** Reads {@code args}, which may give {@code -r} and the options {@code flags}; the defaults stand for what they leave out. */
    static SizesAndRuns parse(String[] args, List<Integer> defaultSizes, int defaultRuns, String... flags) {
        List<String> known = new ArrayList<>(List.of(flags));
        known.add("-r");
        List<Integer> sizes = new ArrayList<>();
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].startsWith("-")) {
                if (!known.contains(args[i])) {
                    throw new IllegalArgumentException("Unknown option " + args[i] + "; this benchmark takes " + String.join(", ", known) + ".");
                }
                if (i + 1 == args.length) {
                    throw new IllegalArgumentException("The option " + args[i] + " needs a value.");
                }
                options.put(args[i], args[++i]);
            } else {
                sizes.add(Integer.parseInt(args[i]));
            }
        }
        int runs = options.containsKey("-r") ? Integer.parseInt(options.remove("-r")) : defaultRuns;
        return new SizesAndRuns(sizes.isEmpty() ? defaultSizes : List.copyOf(sizes), runs, Map.copyOf(options));
    }

    /** The value of the option {@code flag}, or {@code otherwise}. */
    String option(String flag, String otherwise) {
        return options.getOrDefault(flag, otherwise);
    }

    /** The comma-separated numbers of the option {@code flag} ({@code -t 1,2,16}), ascending and each once, or {@code otherwise}. */
    TreeSet<Integer> numbers(String flag, List<Integer> otherwise) {
        TreeSet<Integer> numbers = new TreeSet<>(otherwise);
        if (options.containsKey(flag)) {
            numbers.clear();
            Arrays.stream(options.get(flag).split(",")).map(Integer::parseInt).forEach(numbers::add);
        }
        return numbers;
    }
}
