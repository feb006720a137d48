package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code verify} of placements of the problem family: the family options, and grid files with pawns (P), which every command reads. */
class VerifyVariantsTest {

    /** Nine queens and a pawn on 8 x 8: the pawn at c3 stands between the two queens of row 3 and of column 3. */
    private static final String NINE_QUEENS = String.join("\n",
            ". . . . . Q . .",
            ". . . . . . . Q",
            ". . Q . . . . .",
            "Q . . . . . . .",
            ". . . Q . . . .",
            ". Q P . . . Q .",
            ". . . . Q . . .",
            ". . Q . . . . .");

    @TempDir
    Path folder;

    private String file(String name, String text) throws IOException {
        Path path = folder.resolve(name);
        Files.writeString(path, text + "\n", StandardCharsets.UTF_8);
        return path.toString();
    }

    @Test
    void aGridWithAPawnIsCheckedAsTheFamilyProblemItDraws() throws IOException {
        CommandRun run = CommandRun.of("verify", "--file", file("nine.grid", NINE_QUEENS));
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).isEqualTo("valid: 9 queens on 8 x 8 with 1 pawn, no two pieces attack each other.\n");
        assertThat(run.exitCode()).isEqualTo(0);
    }

    @Test
    void withoutItsPawnTheSameQueensAttackAndThePairIsNamed() throws IOException {
        CommandRun run = CommandRun.of("verify", "--file", file("nine.grid", NINE_QUEENS.replace('P', '.')), "--pieces", "9");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).startsWith("attack: The pieces at ").contains(" attack each other ");
    }

    @Test
    void theFamilyOptionsSayWhatThePiecesAre() throws IOException {
        String knights = file("knights.grid", "N . N\n. . .\nN . N");
        CommandRun asKnights = CommandRun.of("verify", "--file", knights, "--piece", "knight");
        assertThat(asKnights.out()).isEqualTo("valid: 4 knights on 3 x 3, no two pieces attack each other.\n");
        assertThat(asKnights.exitCode()).isEqualTo(0);
        CommandRun asKings = CommandRun.of("verify", "--file", knights, "--piece", "king", "--format", "json");
        assertThat(asKings.exitCode()).isEqualTo(0);
        assertThat(asKings.out()).contains("\"valid\":true").contains("\"pieces\":[[1,1],[1,3],[3,1],[3,3]]").contains("\"pawns\":[]");
        CommandRun asRooks = CommandRun.of("verify", "--file", knights, "--piece", "rook", "--format", "json");
        assertThat(asRooks.exitCode()).isEqualTo(1);
        assertThat(asRooks.out()).contains("\"valid\":false").contains("\"attack\":\"The pieces at a1 and c1 attack each other");
    }

    @Test
    void aTorusAndARectangleAreTakenFromTheOptionsAndTheGrid() throws IOException {
        // 5 queens on the 5 x 5 torus: columns 1 3 5 2 4 (the knight's-move solution).
        String torus = file("torus.grid", ". . . Q .\n. Q . . .\n. . . . Q\n. . Q . .\nQ . . . .");
        assertThat(CommandRun.of("verify", "--file", torus, "--torus").exitCode()).isEqualTo(0);
        String plainOnly = file("plain.grid", ". Q . .\n. . . Q\nQ . . .\n. . Q .");
        CommandRun wrapped = CommandRun.of("verify", "--file", plainOnly, "--torus");
        assertThat(wrapped.exitCode()).isEqualTo(1);
        assertThat(wrapped.out()).startsWith("attack: The pieces at ");
        CommandRun rectangle = CommandRun.of("verify", "--file", file("wide.grid", ". . Q . .\nQ . . . ."), "--size", "2x5");
        assertThat(rectangle.out()).isEqualTo("valid: 2 queens on 2 x 5, no two pieces attack each other.\n");
    }

    @Test
    void aGridWithAPawnPosesItsPawnAndItsPiecesToEveryCommand() throws IOException {
        String start = file("start.grid", String.join("\n",
                ". . . . . . . .", ". . . . . . . .", ". . . . . . . .", ". . . . . . . .",
                ". . . . . . . .", ". Q P . . . . .", ". . . . . . . .", ". . . . . . . ."));
        CommandRun solved = CommandRun.of("solve", "--file", start, "--pieces", "9", "--format", "json");
        assertThat(solved.err()).isEmpty();
        assertThat(solved.exitCode()).isEqualTo(0);
        assertThat(solved.out()).contains("\"pawns\":[[3,3]]").contains("[3,2]");
        CommandRun counted = CommandRun.of("count", "--file", start, "--pieces", "9", "--solver", "backtrack");
        CommandRun countedByDlx = CommandRun.of("count", "--file", start, "--pieces", "9", "--solver", "dlx");
        assertThat(counted.exitCode()).isEqualTo(0);
        assertThat(counted.out().lines().findFirst()).hasValue("9 queens on 8 x 8 with 1 pawn, 1 given: 3 solutions");
        assertThat(countedByDlx.out().lines().findFirst()).hasValue("9 queens on 8 x 8 with 1 pawn, 1 given: 3 solutions");
    }

    @Test
    void malformedInputIsExitTwoWithOneLine() throws IOException {
        CommandRun ragged = CommandRun.of("verify", "--file", file("ragged.grid", "Q . P\n. Q"), "--piece", "queen");
        assertThat(ragged.exitCode()).isEqualTo(2);
        assertThat(ragged.err().lines()).hasSize(1);
        assertThat(ragged.err()).contains("row 1 has 2 squares");
        CommandRun letter = CommandRun.of("verify", "--file", file("letter.grid", "Q . Z\n. . .\n. . ."), "--piece", "queen");
        assertThat(letter.exitCode()).isEqualTo(2);
        assertThat(letter.err()).contains("unexpected character 'Z'");
        CommandRun size = CommandRun.of("verify", "--file", file("small.grid", "Q .\n. ."), "--size", "3x3");
        assertThat(size.exitCode()).isEqualTo(2);
        assertThat(size.err()).contains("The board given is 2 x 2 but the size asked for is 3 x 3");
        CommandRun pawnOffBoard = CommandRun.of("verify", "--file", file("two.grid", "Q .\n. ."), "--pawns", "c3");
        assertThat(pawnOffBoard.exitCode()).isEqualTo(2);
        assertThat(pawnOffBoard.err()).contains("lies outside the 2 x 2 board");
    }
}
