package org.nqueens.cli;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Quote;
import org.nqueens.solver.SearchSettings;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/**
 * The options several commands share, each declared once here as a picocli mixin: a command takes one with a
 * {@code @Mixin} line, {@code -q/--quiet} and {@code --verbose} every command inherits from the top ({@link Everywhere}).
 * A shared option whose help depends on the command ({@link Tailored}: the formats it prints, the default solver) is
 * given its help when the command joins the tree ({@link #tailor}). Values are read by {@link Quantities}, the one
 * parser of sizes, ranges and durations.
 */
final class SharedOptions {

    private SharedOptions() {
    }

    /** A shared option whose help (and whose refusals) name the values and the default of the command that takes it. */
    interface Tailored {

        /** The option's name, as declared. */
        String optionName();

        /** The option {@code declared} as {@code command} shows and takes it. */
        OptionSpec tailored(OptionSpec declared, CommandSpec command);
    }

    /**
     * Gives every shared option of {@code commandLine} and its subcommands the help of the command that takes it.
     * picocli builds an option's help from its annotation alone, the same in every command; this rebuilds each tailored
     * option from the mixin instance the command holds, which knows the command's formats and defaults.
     */
    static void tailor(CommandLine commandLine) {
        CommandSpec command = commandLine.getCommandSpec();
        for (Tailored option : tailoredMixins(command)) {
            OptionSpec declared = command.findOption(option.optionName());
            if (declared != null) {
                command.remove(declared);
                command.addOption(option.tailored(declared, command));
            }
        }
        commandLine.getSubcommands().values().forEach(SharedOptions::tailor);
    }

    /** The tailored mixins of {@code spec}, those inside its mixins included. */
    private static List<Tailored> tailoredMixins(CommandSpec spec) {
        List<Tailored> found = new ArrayList<>();
        for (CommandSpec mixin : spec.mixins().values()) {
            if (mixin.userObject() instanceof Tailored tailored) {
                found.add(tailored);
            }
            found.addAll(tailoredMixins(mixin));
        }
        return found;
    }

    /** "a, b or c". */
    private static String alternatives(List<String> values) {
        return values.size() == 1 ? values.get(0)
                : String.join(", ", values.subList(0, values.size() - 1)) + " or " + values.get(values.size() - 1);
    }

    /** {@code -q/--quiet} and {@code --verbose}: taken by every command, from the top of the tree down. */
    static final class Everywhere {

        @Option(names = {"-q", "--quiet"}, scope = ScopeType.INHERIT,
                description = "Print no progress on standard error, only the result and the errors (every command takes it).")
        boolean quiet;

        @Option(names = NqueensCommand.VERBOSE, scope = ScopeType.INHERIT,
                description = "On an internal error, also print the stack trace (as NQUEENS_DEBUG=1 does).")
        boolean verbose;
    }

    /** {@code --solver ID}: which formulation answers; each command says what it uses when none is named. */
    static final class Solver implements Tailored {

        private final String purpose;
        private final String fallback;

        @Option(names = "--solver", paramLabel = "ID", description = "The formulation to use.")
        String id;

        /**
         * The option of a command that uses {@code fallback} (as its help says it, or null when the command cannot do
         * without a solver) for the {@code purpose} the help names first.
         */
        Solver(String purpose, String fallback) {
            this.purpose = purpose;
            this.fallback = fallback;
        }

        /** The option of a command that picks a formulation itself when none is named, as {@code fallback} says. */
        static Solver defaulting(String fallback) {
            return new Solver("The formulation to use; 'nqueens solvers' lists them", fallback);
        }

        /** The option of a command that cannot do without a formulation. */
        static Solver required() {
            return new Solver("The formulation to use, which this command needs; 'nqueens solvers' lists them", null);
        }

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

        @Override
        public String optionName() {
            return "--solver";
        }

        @Override
        public OptionSpec tailored(OptionSpec declared, CommandSpec command) {
            return declared.toBuilder().description(purpose + (fallback == null ? "." : " (default: " + fallback + ").")).build();
        }
    }

    /** {@code --time-limit T}: how long a search may run; each command says what it prints when stopped so. */
    static final class TimeLimit implements Tailored {

        private final String stopped;

        @Option(names = "--time-limit", paramLabel = "T", converter = DurationConverter.class,
                description = "Stop after this long: 10s, 500ms, 2m or 1h; a bare number is seconds (10 is 10s).")
        Duration limit;

        /** The option of a command whose search, stopped, has no answer. */
        TimeLimit() {
            this("A search stopped so has no answer (exit 4).");
        }

        /** The option of a command that, stopped, does what {@code stopped} says (a sentence of the help). */
        TimeLimit(String stopped) {
            this.stopped = stopped;
        }

        /** The settings with this limit, if one was given. */
        SearchSettings applyTo(SearchSettings settings) {
            return limit == null ? settings : settings.withTimeLimit(limit);
        }

        @Override
        public String optionName() {
            return "--time-limit";
        }

        @Override
        public OptionSpec tailored(OptionSpec declared, CommandSpec command) {
            return declared.toBuilder().description("Stop after this long: 10s, 500ms, 2m or 1h; a bare number is seconds (10 is 10s). "
                    + stopped).build();
        }
    }

    /** {@code --master URL}: where a count on {@code --engine spark} runs (count and levels). */
    static final class SparkMaster {

        @Option(names = "--master", paramLabel = "URL",
                description = "With --engine spark, the Spark master: local[*] (default: Spark inside this process, every core; local[T]"
                        + " with --threads T) or spark://HOST:7077 (a standalone cluster).")
        String url;
    }

    /** {@code --seed S}: the seed of every random choice, so that a run can be repeated. */
    static final class Seed {

        @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
                description = "The seed of every random choice, so that a run can be repeated (default: ${DEFAULT-VALUE}).")
        long value;
    }

    /** {@code --threads T}: how many threads a search may use; at most {@link #most()}. */
    static final class Threads implements Tailored {

        private final String fallback;

        @Option(names = "--threads", paramLabel = "T", description = "How many threads to search on.")
        String text;

        /** The option of a command that uses every core unless told. */
        Threads() {
            this("every core");
        }

        /** The option of a command that uses {@code fallback} threads unless told (as its help says it). */
        Threads(String fallback) {
            this.fallback = fallback;
        }

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

        @Override
        public String optionName() {
            return "--threads";
        }

        @Override
        public OptionSpec tailored(OptionSpec declared, CommandSpec command) {
            return declared.toBuilder().description("How many threads to search on (default: " + fallback + "). At most 64, or four"
                    + " a core on a machine of more than 16 cores.").build();
        }
    }

    /**
     * {@code --format FORMAT}: how a result is printed, one of the formats of the command that takes it (its help
     * names those alone); text unless told.
     *
     * @param <E> the command's formats
     */
    static final class Format<E extends Enum<E>> implements Tailored {

        private final List<E> formats;
        private String command = "this command";

        @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", description = "How to print the result.")
        String name;

        private Format(List<E> formats) {
            this.formats = List.copyOf(formats);
        }

        /** The option of a command that prints in {@code formats}, text among them. */
        @SafeVarargs
        static <E extends Enum<E>> Format<E> of(E... formats) {
            // A loop, not a stream: this runs in every short command, where the stream took about a millisecond (its first use).
            for (E format : formats) {
                if (format.name().equals("TEXT")) {
                    return new Format<>(List.of(formats));
                }
            }
            throw new IllegalArgumentException("The formats " + Arrays.toString(formats) + " must include text, the default.");
        }

        /** The format given, which must be one of the command's. */
        E chosen() {
            for (E format : formats) {
                if (format.name().equalsIgnoreCase(name.strip())) {
                    return format;
                }
            }
            throw new InvalidInputException("The format --format " + Quote.of(name) + " is not a format of " + command + "; its formats are "
                    + String.join(", ", names()) + ".");
        }

        /** The command's formats as the command line writes them: text, json... */
        List<String> names() {
            return formats.stream().map(format -> format.name().toLowerCase(Locale.ROOT)).toList();
        }

        @Override
        public String optionName() {
            return "--format";
        }

        @Override
        public OptionSpec tailored(OptionSpec declared, CommandSpec command) {
            this.command = command.name();
            return declared.toBuilder().completionCandidates(names())
                    .description("How to print the result: " + alternatives(names()) + " (default: ${DEFAULT-VALUE}).").build();
        }
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
            try {
                return Quantities.duration(value, "the duration");
            } catch (InvalidInputException e) {
                throw refused(value, "is not a duration from 1ms to 10000 days; write it as 10s, 500ms, 2m or 1h (a bare number is seconds)");
            }
        }
    }

    /**
     * Reads a board size with {@link Quantities#size}. (No lambda here or in the duration's converter: this one's was
     * the only lambda of a short command that the class-data archive did not hold, and spinning it at run time loaded
     * the JDK's bytecode writer, twenty classes, at every start.)
     */
    static final class SizeConverter implements CommandLine.ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            try {
                return Quantities.size(value, "the board size");
            } catch (InvalidInputException e) {
                throw refused(value, "is not a board size; write a whole number from 1 to " + Integer.MAX_VALUE);
            }
        }
    }

    /** The refusal of {@code value}; picocli puts the option's name before {@code rule} when it is not. */
    private static CommandLine.TypeConversionException refused(String value, String rule) {
        return new CommandLine.TypeConversionException(Quote.of(value) + " " + rule);
    }
}
