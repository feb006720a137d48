package org.nqueens.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Status;
import org.nqueens.problem.ProblemVerifier;

class InstanceSetTest {

    static List<Instance> bundled() {
        return InstanceSet.bundled();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bundled")
    void everyBundledAnswerIsTheReferenceBacktrackersAnswer(Instance instance) {
        SolveResult result = ReferenceBacktracker.plain().solve(instance.problem(), SearchSettings.defaults());

        assertThat(instance.expected()).isPresent();
        assertThat(result.status()).isEqualTo(instance.expected().get());
        result.solution().ifPresent(solution -> assertThat(ProblemVerifier.whyNot(instance.problem(), solution)).isEmpty());
    }

    @Test
    void theBundledSetHasNaucksQuestionFirstAndBothAnswers() {
        List<Instance> instances = InstanceSet.bundled();

        assertThat(instances.get(0).name()).isEqualTo("nauck1850-n8.param");
        assertThat(ReferenceBacktracker.plain().count(instances.get(0).problem(), false, SearchSettings.defaults()).count()).isEqualTo(2);
        assertThat(instances).extracting(Instance::expected).contains(Optional.of(Status.SAT), Optional.of(Status.UNSAT));
        assertThat(instances).anyMatch(i -> !i.problem().blocked().isEmpty()).anyMatch(i -> i.problem().givenCount() > 0);
    }

    @Test
    void aDirectoryIsReadByFileNameWithItsAnswers(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("b.param"), "letting n = 5\nletting blocks = [[1, 1]]\n");
        Files.writeString(dir.resolve("a.grid"), "...\n...\nQ..\n");
        Files.writeString(dir.resolve("README.md"), "not a board");
        Files.writeString(dir.resolve("answers.csv"), "file,kind,n,answer\nb.param,blocked,5,SAT\na.grid,completion,3,unsat\n");

        List<Instance> instances = InstanceSet.fromDirectory(dir);

        assertThat(instances).extracting(Instance::name).containsExactly("a.grid", "b.param");
        assertThat(instances).extracting(Instance::expected).containsExactly(Optional.of(Status.UNSAT), Optional.of(Status.SAT));
        assertThat(instances.get(0).problem().givenColumn(1)).hasValue(1);
    }

    @Test
    void quotedFieldsWithCommasAndQuotesAndTheHeaderAreReadAsCsv(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("odd, name.param"), "letting n = 4\nletting init = [[0, 0]]\n");
        Files.writeString(dir.resolve("plain.grid"), "....\n....\n....\n....\n");
        Files.writeString(dir.resolve("answers.csv"), "\uFEFF\"answer\",\"note, in words\",file\r\n"
                + "UNSAT,\"a corner queen, \"\"never\"\" completed\",\"odd, name.param\"\r\n"
                + "\r\n"
                + " sat , \"two lines\nof note\", plain.grid\r\n");

        List<Instance> instances = InstanceSet.fromDirectory(dir);

        assertThat(instances).extracting(Instance::name).containsExactly("odd, name.param", "plain.grid");
        assertThat(instances).extracting(Instance::expected).containsExactly(Optional.of(Status.UNSAT), Optional.of(Status.SAT));
        assertThat(InstanceSet.parseAnswers("file,answer\n\"a \"\"quoted\"\", name.grid\",SAT\n", "test"))
                .containsExactly(java.util.Map.entry("a \"quoted\", name.grid", Optional.of(Status.SAT)));
    }

    @Test
    void textThatIsNotCsvIsRefusedNamingTheFile() {
        assertThatThrownBy(() -> InstanceSet.parseAnswers("file,answer\n\"open.grid,SAT\n", "answers.csv"))
                .isInstanceOf(org.nqueens.problem.InvalidInputException.class).hasMessageStartingWith("answers.csv is not CSV: ");
        assertThatThrownBy(() -> InstanceSet.parseAnswers("file,answer\nonly-a-file.grid\n", "answers.csv"))
                .hasMessage("answers.csv, row 2: the row 'only-a-file.grid' has too few columns for 'file' and 'answer'.");
        assertThatThrownBy(() -> InstanceSet.parseAnswers("file,answer\na.grid,SAT\na.grid,UNSAT\n", "answers.csv"))
                .hasMessage("answers.csv, row 3: the file a.grid is listed twice.");
        assertThatThrownBy(() -> InstanceSet.parseAnswers("\n\n", "answers.csv")).hasMessageContaining("is empty");
    }

    @Test
    void anAnswerOtherThanSatUnsatOrUnknownIsRefusedNamingTheFileAndRow() {
        assertThatThrownBy(() -> InstanceSet.parseAnswers("file,answer\na.grid,SAT\nb.grid,MAYBE\n", "answers.csv"))
                .isInstanceOf(org.nqueens.problem.InvalidInputException.class)
                .hasMessage("answers.csv, row 3: the answer 'MAYBE' of b.grid must be SAT, UNSAT, UNKNOWN or empty (no answer).");
        assertThat(InstanceSet.parseAnswers("file,answer\na.grid,sat\nb.grid,\nc.grid,unknown\n", "answers.csv"))
                .containsExactly(java.util.Map.entry("a.grid", Optional.of(Status.SAT)), java.util.Map.entry("b.grid", Optional.empty()),
                        java.util.Map.entry("c.grid", Optional.empty()));
    }

    @Test
    void aMissingAnswersFileRecordsNoAnswers(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("x.txt"), "Q.\n..\n");

        assertThat(InstanceSet.fromDirectory(dir)).singleElement().satisfies(i -> assertThat(i.expected()).isEmpty());
    }

    @Test
    void faultsInADirectoryAreNamed(@TempDir Path dir) throws IOException {
        assertThatThrownBy(() -> InstanceSet.fromDirectory(dir)).hasMessageContaining("holds no board file");
        assertThatThrownBy(() -> InstanceSet.fromDirectory(dir.resolve("none"))).hasMessageContaining("does not exist");

        Files.writeString(dir.resolve("attack.grid"), "Q.\n.Q\n");
        assertThatThrownBy(() -> InstanceSet.fromDirectory(dir)).hasMessageContaining("attack.grid").hasMessageContaining("share an anti-diagonal");

        Files.delete(dir.resolve("attack.grid"));
        Files.writeString(dir.resolve("ok.grid"), "..\n..\n");
        Files.writeString(dir.resolve("answers.csv"), "file,answer\ngone.param,SAT\n");
        assertThatThrownBy(() -> InstanceSet.fromDirectory(dir)).hasMessageContaining("gone.param");

        Files.writeString(dir.resolve("answers.csv"), "name,result\nok.grid,SAT\n");
        assertThatThrownBy(() -> InstanceSet.fromDirectory(dir)).hasMessageContaining("must name the columns 'file' and 'answer'");
    }
}
