package org.nqueens.spark;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.nqueens.formulations.bitboard.parts.CountEngine;
import org.nqueens.formulations.bitboard.parts.CountParts;
import org.nqueens.formulations.bitboard.parts.EmptyBoardCount;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;

/**
 * The main class for {@code spark-submit}: counts the empty n x n board on the cluster that
 * {@code spark-submit --master} names, with the engine of {@code nqueens count --engine spark}.
 *
 * <pre>
 * spark-submit --master spark://HOST:7077 nqueens-spark-VERSION-submit.jar N [--unique] [--placements]
 *              [--checkpoint FILE] [--time-limit SECONDS]
 * </pre>
 *
 * Prints what {@code nqueens count} prints; exit 0 when the count is complete, 4 when the time
 * limit stopped it (the count so far, marked partial), 2 for bad arguments or a checkpoint of
 * another count. The checkpoint is a file of the machine the driver runs on.
 */
public final class SparkCount {

    private static final String USAGE = "usage: spark-submit [--master URL] nqueens-spark-submit.jar N [--unique] [--placements]"
            + " [--checkpoint FILE] [--time-limit SECONDS]";

    private SparkCount() {
    }

    /** Counts, prints and exits. */
    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Counts and prints; the exit code. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        Arguments arguments;
        try {
            arguments = Arguments.parse(List.of(args));
        } catch (InvalidInputException e) {
            err.println("nqueens-spark: " + e.getMessage());
            err.println(USAGE);
            return 2;
        }
        SearchSettings search = arguments.timeLimit().map(SearchSettings.defaults()::withTimeLimit).orElse(SearchSettings.defaults());
        CountEngine.Settings settings = new CountEngine.Settings(Optional.empty(), search, arguments.checkpoint(), program());
        CountResult result;
        try {
            result = new SparkCountEngine().count(CountParts.plan(arguments.question()), settings);
        } catch (InvalidInputException e) {
            err.println("nqueens-spark: " + e.getMessage());
            return 2;
        }
        StringBuilder line = new StringBuilder("n = " + result.n() + ": ");
        line.append(result.complete() ? "" : "at least ").append(result.count()).append(result.count() == 1 ? " solution" : " solutions");
        result.unique().ifPresent(unique -> line.append(", ").append(unique).append(" unique up to symmetry"));
        if (!result.complete()) {
            line.append(" (stopped: time limit reached; the count is partial)");
        }
        out.println(line);
        StringBuilder stats = new StringBuilder();
        result.stats().values().forEach((name, value) -> stats.append(", ").append(name).append(' ').append(value));
        out.println("solver " + result.solver() + " on spark, " + result.elapsed().toMillis() + " ms" + stats);
        return result.complete() ? 0 : 4;
    }

    /** The program named in a checkpoint's header: "nqueens VERSION", as the command line names it, so either resumes the other's journal. */
    private static String program() {
        String version = SparkCount.class.getPackage().getImplementationVersion();
        return "nqueens " + (version == null ? "unknown" : version);
    }

    /**
     * The arguments of a count.
     *
     * @param question what is counted
     * @param checkpoint the journal, if any
     * @param timeLimit the time limit, if any
     */
    record Arguments(EmptyBoardCount.Question question, Optional<Path> checkpoint, Optional<Duration> timeLimit) {

        static Arguments parse(List<String> args) {
            Integer n = null;
            boolean unique = false;
            boolean placements = false;
            Optional<Path> checkpoint = Optional.empty();
            Optional<Duration> timeLimit = Optional.empty();
            for (int i = 0; i < args.size(); i++) {
                String arg = args.get(i);
                switch (arg) {
                    case "--unique" -> unique = true;
                    case "--placements" -> placements = true;
                    case "--checkpoint" -> checkpoint = Optional.of(Path.of(value(args, ++i, arg)));
                    case "--time-limit" -> timeLimit = Optional.of(Duration.ofSeconds(whole(value(args, ++i, arg), "The time limit in seconds", 1)));
                    default -> {
                        if (n != null || arg.startsWith("-")) {
                            throw new InvalidInputException("The argument '" + arg + "' is not understood.");
                        }
                        n = (int) whole(arg, "The board size n", 1);
                    }
                }
            }
            if (n == null) {
                throw new InvalidInputException("The board size N is missing.");
            }
            if (n > 64) {
                throw new InvalidInputException("The board size n (" + n + ") must be at most 64 for the bitboard counter.");
            }
            return new Arguments(new EmptyBoardCount.Question(n, unique, placements), checkpoint, timeLimit);
        }

        private static String value(List<String> args, int i, String option) {
            if (i >= args.size()) {
                throw new InvalidInputException("The option " + option + " needs a value.");
            }
            return args.get(i);
        }

        private static long whole(String text, String what, long least) {
            long value;
            try {
                value = Long.parseLong(text);
            } catch (NumberFormatException e) {
                throw new InvalidInputException(what + " (" + text + ") must be a whole number.");
            }
            if (value < least || value > Integer.MAX_VALUE) {
                throw new InvalidInputException(what + " (" + text + ") must be at least " + least + ".");
            }
            return value;
        }
    }
}
