package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.cli.snapshot.CommandModels;
import org.nqueens.formulations.Formulations;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The command models replayed from the build's snapshot (what every run uses) are those picocli reads from the
 * annotations: the same help text for every command, the same options with the same attributes, the same parse of
 * the same arguments, values and refusals alike.
 */
class CommandModelSnapshotTest {

    private static final Formulations FORMULATIONS = Formulations.standard();

    private static CommandLine replayed(String... args) {
        return NqueensCommand.tree(CommandModels::of, new NqueensCommand(FORMULATIONS), args);
    }

    private static CommandLine annotated(String... args) {
        return NqueensCommand.tree(CommandModels::fromAnnotations, new NqueensCommand(FORMULATIONS), args);
    }

    /** Every command's name as the command line writes it ("nqueens generate exact-cover"), subcommands of subcommands included. */
    static List<String> commands() {
        List<String> names = new ArrayList<>();
        collect(annotated(), names);
        return names;
    }

    private static void collect(CommandLine command, List<String> names) {
        names.add(command.getCommandSpec().qualifiedName());
        command.getSubcommands().values().forEach(sub -> collect(sub, names));
    }

    private static CommandLine find(CommandLine top, String qualifiedName) {
        if (top.getCommandSpec().qualifiedName().equals(qualifiedName)) {
            return top;
        }
        for (CommandLine sub : top.getSubcommands().values()) {
            CommandLine found = find(sub, qualifiedName);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    @Test
    void theBuildWroteASnapshotThatHoldsEveryCommand() {
        assertThat(CommandModels.replayable(new NqueensCommand(FORMULATIONS))).isTrue();
        for (Class<?> command : NqueensCommand.SUBCOMMANDS) {
            assertThat(CommandModels.replayable(CommandModels.newCommand(command))).as(command.getName()).isTrue();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void theReplayedModelIsTheAnnotatedOne(String name) {
        CommandLine replayed = find(replayed(), name);
        CommandLine annotated = find(annotated(), name);
        assertThat(replayed).as(name).isNotNull();
        assertThat(replayed.getUsageMessage(CommandLine.Help.Ansi.OFF)).isEqualTo(annotated.getUsageMessage(CommandLine.Help.Ansi.OFF));
        assertThat(describe(replayed.getCommandSpec())).isEqualTo(describe(annotated.getCommandSpec()));
    }

    @Test
    void theTreeOfOneCommandIsReplayedAsTheWholeTreeIs() {
        for (Class<?> command : NqueensCommand.SUBCOMMANDS) {
            String name = CommandModels.name(command);
            if (command == CommandLine.HelpCommand.class) {
                continue;
            }
            CommandLine alone = replayed(name, "--help");
            assertThat(alone.getSubcommands()).as(name).containsOnlyKeys(name);
            assertThat(describe(alone.getSubcommands().get(name).getCommandSpec()))
                    .isEqualTo(describe(find(annotated(), "nqueens " + name).getCommandSpec()));
        }
    }

    /**
     * The command line leaves out picocli's built-in converters of {@link Nqueens#UNUSED_CONVERTERS}: no option or
     * parameter of any command may rely on one (a type of theirs with no converter of its own).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void noArgumentNeedsAConverterTheCommandLineLeavesOut(String name) {
        for (ArgSpec arg : find(annotated(), name).getCommandSpec().args()) {
            if (arg.converters().length > 0) {
                continue;
            }
            List<Class<?>> types = new ArrayList<>(List.of(arg.type()));
            types.addAll(List.of(arg.auxiliaryTypes()));
            for (Class<?> type : types) {
                assertThat(type.getName().matches(Nqueens.UNUSED_CONVERTERS)).as(name + " " + arg.paramLabel() + ": " + type.getName()).isFalse();
            }
        }
    }

    /** Argument lists: each command with each of its options given a value, and a few by hand. */
    static Stream<List<String>> argumentLists() {
        List<List<String>> lists = new ArrayList<>();
        for (String name : commands()) {
            List<String> words = new ArrayList<>(Arrays.asList(name.split(" ")));
            words.remove(0);
            CommandSpec spec = find(annotated(), name).getCommandSpec();
            lists.add(words);
            for (OptionSpec option : spec.options()) {
                if (option.usageHelp() || option.versionHelp()) {
                    continue;
                }
                List<String> list = new ArrayList<>(words);
                list.add("8");
                list.add(option.longestName());
                if (option.arity().max() > 0) {
                    Iterable<String> candidates = option.completionCandidates();
                    list.add(candidates != null && candidates.iterator().hasNext() ? candidates.iterator().next() : "3");
                }
                lists.add(list);
            }
        }
        lists.add(List.of("solve", "8", "--solver", "choco", "--time-limit", "5s", "--format", "JSON", "--seed", "3", "--threads", "2", "-q"));
        lists.add(List.of("solve", "--board", "3 . . 5 . . . .", "--file", "-"));
        lists.add(List.of("solve", "--board", "1 3 0 2"));
        lists.add(List.of("complete"));
        lists.add(List.of("count", "12", "--threads", "x"));
        lists.add(List.of("compare", "--solve", "4,5,6"));
        lists.add(List.of("generate", "completion", "10", "5", "--seed", "2", "--count", "3"));
        lists.add(List.of("generate", "exact-cover", "pentomino", "6x10"));
        lists.add(List.of("solve", "--nope"));
        lists.add(List.of("solv", "8"));
        lists.add(List.of("help", "solve"));
        lists.add(List.of("--verbose", "solve", "8"));
        return lists.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("argumentLists")
    void theReplayedModelParsesAsTheAnnotatedOne(List<String> args) {
        String[] argv = args.toArray(new String[0]);
        assertThat(parse(replayed(argv), argv)).isEqualTo(parse(annotated(argv), argv));
    }

    /** What a parse gave: every matched option's and positional's value, command by command, or the refusal's message. */
    private static String parse(CommandLine tree, String[] argv) {
        return parsed(tree, argv).replaceAll("@[0-9a-f]+\\b", "@");
    }

    private static String parsed(CommandLine tree, String[] argv) {
        try {
            StringBuilder text = new StringBuilder();
            for (CommandLine.ParseResult result = tree.parseArgs(argv); result != null; result = result.subcommand()) {
                text.append(result.commandSpec().qualifiedName()).append(":");
                for (ArgSpec arg : result.matchedArgs()) {
                    text.append(' ').append(arg.paramLabel()).append('=').append(Arrays.deepToString(new Object[] {arg.getValue()}));
                }
                text.append(" | every value:");
                for (ArgSpec arg : result.commandSpec().args()) {
                    text.append(' ').append(arg.paramLabel()).append('=').append(arg.isValueGettable()
                            ? Arrays.deepToString(new Object[] {arg.getValue()}) : "(no object)");
                }
                text.append('\n');
            }
            return text.toString();
        } catch (CommandLine.ParameterException refused) {
            return "refused: " + refused.getClass().getSimpleName() + ": " + refused.getMessage();
        }
    }

    /** Every attribute of a command's model that the help, the parse or the messages read. */
    private static String describe(CommandSpec spec) {
        StringBuilder text = new StringBuilder();
        text.append("name=").append(spec.name()).append(" aliases=").append(Arrays.toString(spec.aliases()))
                .append(" version=").append(Arrays.toString(spec.version())).append(" mixins=").append(spec.mixins().keySet())
                .append(" subcommands=").append(spec.subcommands().keySet()).append(" exitCodes=").append(spec.exitCodeOnSuccess())
                .append(',').append(spec.exitCodeOnUsageHelp()).append(',').append(spec.exitCodeOnVersionHelp()).append(',')
                .append(spec.exitCodeOnInvalidInput()).append(',').append(spec.exitCodeOnExecutionException())
                .append(" helpCommand=").append(spec.helpCommand()).append(" toString=").append(spec.toString())
                .append(" specs=").append(spec.specElements().size()).append(" parents=").append(spec.parentCommandElements().size())
                .append(" userObject=").append(spec.userObject().getClass().getName()).append('\n');
        for (CommandSpec mixin : spec.mixins().values()) {
            text.append("mixin ").append(mixin.toString()).append(' ').append(mixin.userObject().getClass().getName()).append('\n');
        }
        for (OptionSpec option : spec.options()) {
            text.append("option ").append(Arrays.toString(option.names())).append(" help=").append(option.usageHelp())
                    .append(option.versionHelp()).append(" negatable=").append(option.negatable()).append(" fallback=")
                    .append(option.fallbackValue()).append(" order=").append(option.order());
            describe(option, text);
        }
        for (PositionalParamSpec positional : spec.positionalParameters()) {
            text.append("positional ").append(positional.index()).append(" capacity=").append(positional.index());
            describe(positional, text);
        }
        for (ArgGroupSpec group : spec.argGroups()) {
            describe(group, text);
        }
        // Objects are each model's own: their identity hashes differ.
        return text.toString().replaceAll("@[0-9a-f]+\\b", "@");
    }

    private static void describe(ArgSpec arg, StringBuilder text) {
        Function<Object[], String> classes = types -> Arrays.stream(types).map(type -> type.getClass().getName()).toList().toString();
        text.append(" arity=").append(arg.arity()).append(" type=").append(arg.type()).append(" aux=").append(Arrays.toString(arg.auxiliaryTypes()))
                .append(" typeInfo=").append(arg.typeInfo()).append(" label=").append(arg.paramLabel()).append(" hideParamSyntax=")
                .append(arg.hideParamSyntax()).append(" description=").append(Arrays.toString(arg.description()))
                .append(" descriptionKey=").append(arg.descriptionKey()).append(" default=").append(arg.defaultValue())
                .append(" defaultString=").append(arg.defaultValueString()).append(" showDefault=").append(arg.showDefaultValue())
                .append(" required=").append(arg.required()).append(" hidden=").append(arg.hidden()).append(" split=")
                .append(arg.splitRegex()).append(arg.splitRegexSynopsisLabel()).append(" converters=").append(classes.apply(arg.converters()))
                .append(" completion=").append(arg.completionCandidates() == null ? "none" : String.join(",", arg.completionCandidates()))
                .append(" scope=").append(arg.scopeType()).append(" inherited=").append(arg.inherited()).append(" interactive=")
                .append(arg.interactive()).append(" initial=").append(arg.hasInitialValue()).append(Arrays.deepToString(new Object[] {arg.initialValue()}))
                .append(" userObject=").append(arg.userObject()).append(" toString=").append(arg)
                .append(" consumer=").append(arg.parameterConsumer() == null ? "none" : arg.parameterConsumer().getClass().getName())
                .append(" preprocessor=").append(arg.preprocessor().getClass().getName())
                .append(" group=").append(arg.group() == null ? "none" : arg.group().synopsis()).append('\n');
    }

    private static void describe(ArgGroupSpec group, StringBuilder text) {
        text.append("group ").append(group.synopsis()).append(" exclusive=").append(group.exclusive()).append(" multiplicity=")
                .append(group.multiplicity()).append(" validate=").append(group.validate()).append(" order=").append(group.order())
                .append(" heading=").append(group.heading()).append(" type=").append(group.typeInfo()).append(" args=")
                .append(group.args().size()).append(" subgroups=").append(group.subgroups().size()).append(" specs=")
                .append(group.specElements().size()).append('\n');
        group.subgroups().forEach(subgroup -> describe(subgroup, text));
    }
}
