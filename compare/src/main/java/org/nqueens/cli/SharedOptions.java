package org.nqueens.cli;

import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.solver.SearchSettings;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The options several commands share, each declared once here as a picocli mixin: a command takes
 * one with a {@code @Mixin} line. Values are read by {@link Quantities}, the one parser of sizes,
 * ranges and durations.
 */
final class SharedOptions {

    private SharedOptions() {
    }

    /** {@code --solver ID}: which formulation answers; each command has its own default. */
    static final class Solver {

        @Option(names = "--solver", paramLabel = "ID",
                description = "The formulation to use; 'nqueens solvers' lists them (default: auto for solve and complete,"
                        + " the fastest counter for count and enumerate).")
        String id;

        /** The id given, or {@code fallback} when none was. */
        String orElse(String fallback) {
            return id == null ? fallback : id;
        }

        /** The id given; {@code command} cannot do without one. */
        String required(String command) {
            if (id == null) {
                throw new InvalidInputException(command + " needs the formulation to print: add --solver ID ('nqueens solvers' lists them).");
            }
            return id;
        }
    }

    /** {@code --time-limit T}: how long a search may run. */
    static final class TimeLimit {

        @Option(names = "--time-limit", paramLabel = "T", converter = DurationConverter.class,
                description = "Stop after this long: 10s, 500ms, 2m or 1h; a bare number is seconds (10 is 10s)."
                        + " A search stopped so has no answer (exit 4); a count prints what it counted.")
        Duration limit;

        /** The settings with this limit, if one was given. */
        SearchSettings applyTo(SearchSettings settings) {
            return limit == null ? settings : settings.withTimeLimit(limit);
        }
    }

    /** {@code --seed S}: the seed of every random choice, so that a run can be repeated. */
    static final class Seed {

        @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
                description = "The seed of every random choice (default: ${DEFAULT-VALUE}).")
        long value;
    }

    /** {@code --threads T}: how many threads a search may use; at most {@link #most()}. */
    static final class Threads {

        @Option(names = "--threads", paramLabel = "T",
                description = "Threads to search on, from 1 to four a core (at least 64) (default: every core; compare: one a run).")
        String text;

        /** The thread count given, or every core. */
        int count() {
            return countOr(Runtime.getRuntime().availableProcessors());
        }

        /** The thread count given, or {@code otherwise}. */
        int countOr(int otherwise) {
            return text == null ? otherwise : (int) Quantities.whole(text, "the thread count --threads", 1, most());
        }

        /** The most threads a search may be given: four a core, and at least 64. */
        static int most() {
            return Math.max(64, 4 * Runtime.getRuntime().availableProcessors());
        }
    }

    /** {@code --format FORMAT}: how a result is printed; each command names the formats it takes. */
    static final class Format {

        @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
                description = "How to print the result: text (default) or json; solve and complete also take compact,"
                        + " enumerate prints compact lines or json lines, compare also takes md and csv.")
        String name;

        /** The format given, which must be one of {@code allowed}; {@code command} names the command in the message. */
        @SafeVarargs
        final <E extends Enum<E>> E oneOf(String command, E... allowed) {
            for (E format : allowed) {
                if (format.name().equalsIgnoreCase(name.strip())) {
                    return format;
                }
            }
            throw new InvalidInputException("The format --format '" + name + "' is not a format of " + command + "; its formats are "
                    + Arrays.stream(allowed).map(f -> f.name().toLowerCase(Locale.ROOT)).collect(Collectors.joining(", ")) + ".");
        }
    }

    /** {@code --quiet}: no progress line, for scripts. */
    static final class Quiet {

        @Option(names = {"-q", "--quiet"}, description = "Show no progress line on standard error.")
        boolean quiet;
    }

    /** {@code --count} of the optimisation commands: also count the optimal witnesses once the optimum is proved. */
    static final class CountOptima {

        @Option(names = "--count", description = "Also count the optimal witnesses (the largest placements, the minimum"
                + " dominating sets) once the optimum is proved.")
        boolean count;
    }

    /** Reads a duration option with {@link Quantities#duration}. */
    static final class DurationConverter implements CommandLine.ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            return converted(value, text -> Quantities.duration(text, "the duration"),
                    "is not a duration from 1ms to 10000 days; write it as 10s, 500ms, 2m or 1h (a bare number is seconds)");
        }
    }

    /** Reads a board size with {@link Quantities#size}. */
    static final class SizeConverter implements CommandLine.ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            return converted(value, text -> Quantities.size(text, "the board size"),
                    "is not a board size; write a whole number from 1 to " + Integer.MAX_VALUE);
        }
    }

    /** {@code value} read by {@code reader}; picocli puts the option's name before {@code rule} when it is not. */
    private static <T> T converted(String value, Function<String, T> reader, String rule) {
        try {
            return reader.apply(value);
        } catch (InvalidInputException e) {
            throw new CommandLine.TypeConversionException("'" + value + "' " + rule);
        }
    }
}
