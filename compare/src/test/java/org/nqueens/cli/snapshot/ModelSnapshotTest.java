package org.nqueens.cli.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/** The snapshot's text and its use: values read back as written, a changed class read from its annotations. */
class ModelSnapshotTest {

    @Command(name = "fixture", description = "A command of the test.")
    static final class Fixture {
        @Option(names = {"-x", "--ex"}, description = "The x, as recorded.", split = ",")
        List<Integer> x;
    }

    private static String snapshotOfFixture() {
        return SnapshotWriter.write(List.of(Fixture.class));
    }

    @Test
    void aRecordedClassIsReplayedFromItsRecordNotItsAnnotations() {
        // The recorded description changed, the checksum kept: the model shows the record's description.
        ModelSnapshot snapshot = ModelSnapshot.parse(snapshotOfFixture().replace("The x\\, as recorded.", "The x\\, replayed."));
        CommandSpec spec = CommandModels.of(new Fixture(), snapshot);
        assertThat(spec.findOption("--ex").description()).containsExactly("The x, replayed.");
        assertThat(spec.findOption("--ex").splitRegex()).isEqualTo(",");
        assertThat(new CommandLine(spec).parseArgs("-x", "1,2").matchedOptionValue("-x", List.of())).isEqualTo(List.of(1, 2));
    }

    @Test
    void aClassChangedSinceItsRecordIsReadFromItsAnnotations() {
        String snapshot = snapshotOfFixture();
        String checksum = ModelSnapshot.checksum(Fixture.class);
        String stale = snapshot.replace("The x\\, as recorded.", "The x\\, replayed.").replace("\t" + checksum + "\n", "\t0\n");
        assertThat(stale).isNotEqualTo(snapshot.replace("The x\\, as recorded.", "The x\\, replayed."));
        CommandSpec spec = CommandModels.of(new Fixture(), ModelSnapshot.parse(stale));
        assertThat(spec.findOption("--ex").description()).containsExactly("The x, as recorded.");
    }

    @Command(name = "helped", mixinStandardHelpOptions = true)
    static final class Helped {
    }

    @Test
    void picocliHelpOptionsAreRecordedUnderPicocliVersionAndReplayedOnlyForIt() throws ClassNotFoundException {
        String snapshot = SnapshotWriter.write(List.of(Helped.class, Class.forName(CommandModels.STANDARD_HELP_MIXIN)));
        String version = "picocli-" + CommandLine.VERSION;
        assertThat(ModelSnapshot.checksum(CommandLine.HelpCommand.class)).isEqualTo(version);
        assertThat(snapshot).contains("class\t" + CommandModels.STANDARD_HELP_MIXIN + "\t" + version + "\n");
        String help = new CommandLine(new Helped()).getCommandSpec().findOption("--help").description()[0];
        String edited = snapshot.replace(":" + help + "\t", ":Help as replayed.\t");
        assertThat(edited).isNotEqualTo(snapshot);
        assertThat(CommandModels.of(new Helped(), ModelSnapshot.parse(edited)).findOption("--help").description())
                .containsExactly("Help as replayed.");
        String otherPicocli = edited.replace("\t" + version + "\n", "\tpicocli-0.0.1\n");
        assertThat(CommandModels.of(new Helped(), ModelSnapshot.parse(otherPicocli)).findOption("--help").description())
                .containsExactly(help);
    }

    @Test
    void aClassMissingFromTheSnapshotIsReadFromItsAnnotations() {
        CommandSpec spec = CommandModels.of(new Fixture(), ModelSnapshot.EMPTY);
        assertThat(spec.findOption("--ex").description()).containsExactly("The x, as recorded.");
        assertThat(spec.name()).isEqualTo("fixture");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", ",", "a,b", "tab\there", "line\nbreak\r", "back\\slash\\", "\\,\\t", "${DEFAULT-VALUE} %n"})
    void everyStringIsReadBackAsWritten(String text) {
        assertThat(Tokens.decode(Tokens.encode(text))).isEqualTo(text);
        assertThat((String[]) Tokens.decode(Tokens.encode(new String[] {text, text, ""}))).containsExactly(text, text, "");
        assertThat((String[]) Tokens.decode(Tokens.encode(new String[] {text}))).containsExactly(text);
    }

    @Test
    void randomStringsAreReadBackAsWritten() {
        long seed = new Random().nextLong();
        Random random = new Random(seed);
        String alphabet = "ab,\\\t\n\r:%$ é";
        for (int i = 0; i < 1000; i++) {
            StringBuilder text = new StringBuilder();
            for (int length = random.nextInt(12); length > 0; length--) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            assertThat((String[]) Tokens.decode(Tokens.encode(new String[] {text.toString(), "x"})))
                    .as("seed %d: %s", seed, text).containsExactly(text.toString(), "x");
        }
    }

    @Test
    void valuesOfEveryOtherKindAreReadBackAsWritten() {
        assertThat(Tokens.decode(Tokens.encode(new String[0]))).isEqualTo(new String[0]);
        assertThat(Tokens.decode(Tokens.encode(true))).isEqualTo(true);
        assertThat(Tokens.decode(Tokens.encode(-7))).isEqualTo(-7);
        assertThat(Tokens.decode(Tokens.encode('*'))).isEqualTo('*');
        assertThat(Tokens.decode(Tokens.encode(Fixture.class))).isEqualTo(Fixture.class);
        assertThat(Tokens.decode(Tokens.encode(new Class<?>[] {int.class, String[].class}))).isEqualTo(new Class<?>[] {int.class, String[].class});
        assertThat(Tokens.decode(Tokens.encode(ScopeType.INHERIT))).isEqualTo(ScopeType.INHERIT);
        assertThat(Tokens.decode(Tokens.encode(Help.Visibility.ALWAYS))).isEqualTo(Help.Visibility.ALWAYS);
    }
}
