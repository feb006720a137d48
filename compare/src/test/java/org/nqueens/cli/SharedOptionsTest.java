package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.compare.ReportFormat;
import org.nqueens.formulations.Formulations;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** The options commands share, over the whole command tree: taken where they mean something, declared once, each help its own. */
class SharedOptionsTest {

    /** The shared options: every command takes the first two; the others, those commands where they mean something. */
    private static final List<String> SHARED = List.of("--quiet", "--verbose", "--format", "--solver", "--seed", "--time-limit", "--threads");

    /** Every format word any command knows. */
    private static final List<String> EVERY_FORMAT = Stream.concat(Arrays.stream(OutputFormat.values()), Arrays.stream(ReportFormat.values()))
            .map(format -> format.name().toLowerCase(Locale.ROOT)).distinct().toList();

    /** Every command of the tree, subcommands of subcommands included, the top too. */
    static List<CommandLine> commands() {
        List<CommandLine> all = new ArrayList<>();
        collect(NqueensCommand.tree(new NqueensCommand(Formulations.standard())), all);
        return all;
    }

    private static void collect(CommandLine command, List<CommandLine> all) {
        all.add(command);
        command.getSubcommands().values().forEach(sub -> collect(sub, all));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void everyCommandTakesQuietAndVerbose(CommandLine command) {
        CommandSpec spec = command.getCommandSpec();
        assertThat(spec.findOption("-q")).as(spec.qualifiedName()).isNotNull().isSameAs(spec.findOption("--quiet"));
        assertThat(spec.findOption("--verbose")).as(spec.qualifiedName()).isNotNull();
        // With --help, the command's own required arguments may be left out.
        assertThat(command.parseArgs("-q", "--help").hasMatchedOption("--quiet")).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void eachSharedOptionComesFromItsOneMixin(CommandLine command) {
        for (String name : SHARED) {
            OptionSpec option = command.getCommandSpec().findOption(name);
            if (option != null) {
                assertThat(option.userObject()).as(command.getCommandSpec().qualifiedName() + " " + name).isInstanceOf(Field.class);
                Class<?> declaring = ((Field) option.userObject()).getDeclaringClass();
                assertThat(declaring.getEnclosingClass()).as(command.getCommandSpec().qualifiedName() + " " + name + " is declared in " + declaring)
                        .isEqualTo(SharedOptions.class);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void theFormatHelpNamesTheFormatsTheCommandTakesAndNoOther(CommandLine command) {
        OptionSpec option = command.getCommandSpec().findOption("--format");
        if (option == null) {
            return;
        }
        String help = String.join(" ", option.description());
        Matcher listed = Pattern.compile("How to print the result: (.*) \\(default: text\\)\\.").matcher(help);
        assertThat(listed.matches()).as(help).isTrue();
        List<String> named = Arrays.asList(listed.group(1).split(", | or "));
        SharedOptions.Format<?> format = formatOf(command.getCommandSpec());
        for (String word : EVERY_FORMAT) {
            format.name = word;
            boolean taken;
            try {
                format.chosen();
                taken = true;
            } catch (RuntimeException refused) {
                assertThat(refused).hasMessageStartingWith("The format --format '" + word + "' is not a format of "
                        + command.getCommandName() + "; its formats are ");
                taken = false;
            }
            assertThat(named.contains(word)).as(command.getCommandSpec().qualifiedName() + " --format " + word + ": " + help).isEqualTo(taken);
        }
        assertThat(named).contains("text");
    }

    private static SharedOptions.Format<?> formatOf(CommandSpec spec) {
        for (CommandSpec mixin : spec.mixins().values()) {
            if (mixin.userObject() instanceof SharedOptions.Format<?> format) {
                return format;
            }
            SharedOptions.Format<?> inner = formatOf(mixin);
            if (inner != null) {
                return inner;
            }
        }
        return null;
    }

    @Test
    void eachSharedOptionIsDeclaredOnceInTheSources() throws IOException {
        Path sources = Path.of("src/main/java");
        List<String> declarations = new ArrayList<>();
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path file : files.filter(path -> path.toString().endsWith(".java")).toList()) {
                Matcher option = Pattern.compile("@Option\\(names = (\\{[^}]*}|\"[^\"]*\"|[A-Za-z_.]+)").matcher(Files.readString(file));
                while (option.find()) {
                    String names = option.group(1).replace("NqueensCommand.VERBOSE", "\"--verbose\"");
                    for (String name : SHARED) {
                        if (names.contains("\"" + name + "\"")) {
                            declarations.add(name + " in " + file.getFileName());
                        }
                    }
                }
            }
        }
        assertThat(declarations).as("where the shared options are declared").hasSize(SHARED.size())
                .allMatch(declaration -> declaration.endsWith(" in SharedOptions.java"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve 8", "count 6", "exact-cover --help", "levels 5", "solvers", "verify --board '2 4 1 3'"})
    void aScriptCanPassQuietToAnyCommand(String line) {
        List<String> args = new ArrayList<>(List.of("-q"));
        Matcher words = Pattern.compile("'([^']*)'|(\\S+)").matcher(line);
        List<String> command = new ArrayList<>();
        while (words.find()) {
            command.add(words.group(1) != null ? words.group(1) : words.group(2));
        }
        command.addAll(1, args);
        CommandRun run = CommandRun.of(command.toArray(String[]::new));

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).isEmpty();
    }

    @Test
    void theSharedHelpSpeaksOfTheCommandAtHand() {
        String count = help("count");
        String compare = help("compare");

        assertThat(count).contains("How many threads to search on (default: every core). At most 64, or four a core on a machine")
                .doesNotContain("(at least 64)", "compare:");
        assertThat(compare).contains("(default: one a run, so that the times compare core for core)");
        assertThat(help("solve")).contains("(default: auto, which picks one for the board)").doesNotContain("count and enumerate");
        assertThat(help("trace")).contains("The search to trace (default: backtrack, the reference backtracker).");
        assertThat(help("solve")).contains("A search stopped so has no answer (exit 4).").doesNotContain("a count");
        assertThat(count).contains("A count stopped so prints what it counted, marked partial (exit 4).");
        assertThat(compare).contains("The limit of each run (default: 3s)");
    }

    private static String help(String command) {
        CommandRun run = CommandRun.of(command, "--help");
        assertThat(run.exitCode()).isZero();
        return run.out().replaceAll("\\s+", " ");
    }
}
