package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueens.problem.Solution;
import org.nqueens.relatives.DisjointCheck;
import org.nqueens.relatives.MagicSquare;

/** {@code disjoint} and {@code magic} on the command line: text, the JSON contract, exit codes, bad input. */
class RelativesCommandsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The sets of a JSON witness, each checked to be one queen a row, as solutions. */
    private static List<Solution> sets(JsonNode witness) {
        List<Solution> sets = new ArrayList<>();
        for (JsonNode set : witness.get("sets")) {
            int[] columns = new int[set.size()];
            for (JsonNode square : set) {
                columns[square.get(0).asInt() - 1] = square.get(1).asInt();
            }
            sets.add(Solution.of(columns));
        }
        return sets;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "disjoint 4 --format json, 4, 2, dlx",
        "disjoint 6 --solver cpsat --format json, 6, 4, cpsat",
        "disjoint 8 --format json, 8, 6, dlx",
        "disjoint 11 --format json, 11, 11, construction",
    })
    void disjointPrintsTheContractsJsonWithAVerifiedWitness(String command, int n, int value, String solver) throws Exception {
        CommandRun run = CommandRun.of(command.split(" "));
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode answer = JSON.readTree(run.out());
        assertThat(answer.get("n").asInt()).isEqualTo(n);
        assertThat(answer.get("value").asInt()).isEqualTo(value);
        assertThat(answer.get("bound").asInt()).isEqualTo(value);
        assertThat(answer.get("status").asText()).isEqualTo("OPTIMAL");
        assertThat(answer.get("solver").asText()).isEqualTo(solver);
        assertThat(answer.has("millis") && answer.has("stats")).isTrue();
        List<Solution> sets = sets(answer.get("witness"));
        assertThat(sets).hasSize(value);
        assertThat(DisjointCheck.fault(n, sets)).isEmpty();
    }

    @Test
    void disjointDrawsEachSetAsItsNumber() {
        CommandRun run = CommandRun.of("disjoint", "4");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("Disjoint solutions of 4-queens: 2 (OPTIMAL)\n"
                + "4 . 2 1 .\n"
                + "3 1 . . 2\n"
                + "2 2 . . 1\n"
                + "1 . 1 2 .\n"
                + "  a b c d\n");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "disjoint 7 --latin --format json, 0, true",
        "disjoint 10 --latin --format json, 1, false",
        "disjoint 8 --latin --solver cpsat --format json, 1, false",
    })
    void theLatinQuestionAnswersExistsWithTheSquareOrTheProof(String command, int exitCode, boolean exists) throws Exception {
        CommandRun run = CommandRun.of(command.split(" "));
        assertThat(run.exitCode()).as(run.err()).isEqualTo(exitCode);
        JsonNode answer = JSON.readTree(run.out());
        int n = answer.get("n").asInt();
        assertThat(answer.get("exists").asBoolean()).isEqualTo(exists);
        assertThat(answer.get("proved").asBoolean()).isTrue();
        if (exists) {
            List<Solution> sets = sets(answer.get("witness"));
            assertThat(sets).hasSize(n);
            assertThat(DisjointCheck.fault(n, sets)).isEmpty();
        } else {
            assertThat(answer.get("witness").isNull()).isTrue();
        }
    }

    @Test
    void magicPrintsAVerifiedSquareForNPrimeToSix() throws Exception {
        CommandRun run = CommandRun.of("magic", "7", "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode answer = JSON.readTree(run.out());
        assertThat(answer.get("status").asText()).isEqualTo("FOUND");
        assertThat(answer.get("proved").asBoolean()).isTrue();
        int[][] cells = JSON.treeToValue(answer.get("square"), int[][].class);
        MagicSquare square = MagicSquare.of(cells);
        assertThat(square.notMagic()).isEmpty();
        assertThat(square.queensBlocks()).hasSize(7);
        assertThat(square.queensRemainders()).hasSize(7);
    }

    @Test
    void magicSaysWhenNoneExistsAndThatItIsProved() {
        CommandRun run = CommandRun.of("magic", "6");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.NO_SOLUTION);
        assertThat(run.out()).startsWith("Magic square of order 6 with queens classes: NONE (proved)\n");
    }

    @Test
    void magicFileChecksASquareAndListsItsQueensClasses(@TempDir Path folder) throws Exception {
        Path built = folder.resolve("five.txt");
        Files.writeString(built, MagicCommand.drawing(MagicSquare.of(JSON.treeToValue(
                JSON.readTree(CommandRun.of("magic", "5", "--format", "json").out()).get("square"), int[][].class))));
        CommandRun run = CommandRun.of("magic", "--file", built.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("A magic square of order 5 (every row, column and diagonal sums to 65)")
                .contains("Blocks of 5 consecutive numbers whose cells are queens solutions: 5 of 5 (1-5, 6-10, 11-15, 16-20, 21-25).")
                .contains("Remainders mod 5 whose cells are queens solutions: 5 of 5 (0, 1, 2, 3, 4).");

        Path durer = folder.resolve("durer.txt");
        Files.writeString(durer, "16 3 2 13\n5 10 11 8\n9 6 7 12\n4 15 14 1\n");
        CommandRun magic = CommandRun.of("magic", "--file", durer.toString(), "--format", "json");
        assertThat(magic.exitCode()).isZero();
        JsonNode answer = JSON.readTree(magic.out());
        assertThat(answer.get("magic").asBoolean()).isTrue();
        assertThat(answer.get("sum").asInt()).isEqualTo(34);

        Path plain = folder.resolve("plain.txt");
        Files.writeString(plain, "1 2 3\n4 5 6\n7 8 9\n");
        CommandRun notMagic = CommandRun.of("magic", "--file", plain.toString());
        assertThat(notMagic.exitCode()).isEqualTo(ExitCodes.NO_SOLUTION);
        assertThat(notMagic.out()).isEqualTo("Not magic: row 1 sums to 6, not 15.\n"
                + "Blocks of 3 consecutive numbers whose cells are queens solutions: 0 of 3.\n"
                + "Remainders mod 3 whose cells are queens solutions: 0 of 3.\n");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "disjoint 0                | The board size n (0) must be at least 1.",
        "disjoint 14               | The board size n (14) must be at most 13 for the search (it holds every solution of the board in memory).",
        "disjoint 8 --solver choco | Unknown solver 'choco'; the solvers are: dlx, cpsat.",
        "magic 0                   | The order N (0) of a magic square must be at least 1.",
        "magic 14                  | The order N (14) must be at most 13 when it is not prime to 6: the search holds every solution of the board in memory.",
        "magic                     | magic takes either the order N of a square to build or --file F to check; give one of them.",
        "magic 5 --file x          | magic takes either the order N of a square to build or --file F to check; give one of them.",
    })
    void badInputIsOneLineAndExitTwo(String command, String message) {
        CommandRun run = CommandRun.of(command.trim().split(" +"));
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().strip()).endsWith(message).doesNotContain("\n");
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "1 2 3\\n4 5\\n6 7 8  | holds 2 numbers where the first row holds 3",
        "1 2\\n2 1            | The number 2 appears twice",
        "1 2\\n3 5            | The number 5 at row 2, column 2 lies outside 1..4",
    })
    void aBadSquareFileIsOneLineAndExitTwo(String text, String message, @TempDir Path folder) throws Exception {
        Path file = folder.resolve("bad.txt");
        Files.writeString(file, text.replace("\\n", "\n"));
        CommandRun run = CommandRun.of("magic", "--file", file.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).contains(message);
        assertThat(run.err().strip()).doesNotContain("\n");
    }

    @Test
    void aMissingSquareFileIsBadInput(@TempDir Path folder) {
        CommandRun run = CommandRun.of("magic", "--file", folder.resolve("none.txt").toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains("cannot be read: no such file or folder");
    }
}
