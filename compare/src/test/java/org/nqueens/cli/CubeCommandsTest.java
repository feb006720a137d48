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
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Square;

/** The cube on the command line: --size RxCxL, cells x,y,z in options, grid files and JSON, the dlx matrix through exact-cover. */
class CubeCommandsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path folder;

    /** The cells of a JSON answer, [x, y, z] each: column, row, layer. */
    private static Placement cells(JsonNode pieces) {
        List<Square> squares = new ArrayList<>();
        pieces.forEach(xyz -> squares.add(new Square(xyz.get(1).asInt(), xyz.get(0).asInt(), xyz.get(2).asInt())));
        return Placement.of(squares);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "solve --size 3x3x3 --pieces 4 --solver backtrack --format json     | 4",
        "solve --size 3x3x3 --pieces 4 --solver cpsat-boolean --format json | 4",
        "solve --size 4x4x4 --pieces 7 --solver choco-grid --format json    | 7",
        "solve --size 2x3x4 --piece rook --format json                      | 6",
    })
    void solvesTheCubeWithAVerifiedPlacementInCells(String line, int count) throws Exception {
        CommandRun run = CommandRun.of(line.trim().split("\\s+"));
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode answer = JSON.readTree(run.out());
        assertThat(answer.get("status").asText()).isEqualTo("SAT");
        assertThat(answer.get("solution").isNull()).isTrue();
        assertThat(answer.get("pieces")).hasSize(count).allSatisfy(cell -> assertThat(cell).hasSize(3));
        String size = line.replaceAll(".*--size (\\S+).*", "$1");
        Problem problem = Problem.on(Geometry.parse(size, false)).piece(org.nqueens.problem.Piece.parse(line.contains("rook") ? "rook" : "queen"))
                .pieces(count).build();
        assertThat(ProblemVerifier.whyNot(problem, cells(answer.get("pieces")))).isEmpty();
    }

    @Test
    void theDlxMatrixReadBackByExactCoverCountsAsDlx() throws Exception {
        for (String size : List.of("3x3x3", "2x2x2", "1x1x1")) {
            CommandRun model = CommandRun.of("model", "--solver", "dlx", "--size", size);
            assertThat(model.exitCode()).as(model.err()).isZero();
            Path matrix = folder.resolve(size + ".dlx");
            Files.writeString(matrix, model.out());
            JsonNode cover = JSON.readTree(CommandRun.of("exact-cover", matrix.toString(), "--format", "json").out());
            JsonNode dlx = JSON.readTree(CommandRun.of("count", "--size", size, "--solver", "dlx", "--format", "json").out());
            assertThat(cover.get("count").asLong()).as(size).isEqualTo(dlx.get("count").asLong());
        }
        CommandRun rooks = CommandRun.of("model", "--solver", "dlx", "--size", "3x3x3", "--piece", "rook");
        Path matrix = folder.resolve("rooks.dlx");
        Files.writeString(matrix, rooks.out());
        assertThat(JSON.readTree(CommandRun.of("exact-cover", matrix.toString(), "--format", "json").out()).get("count").asLong())
                .as("9 rooks in the 3-cube: the 12 Latin squares of order 3").isEqualTo(12);
    }

    @Test
    void countsUpToTheCubesSymmetriesAndListsTheClasses() throws Exception {
        CommandRun count = CommandRun.of("count", "--size", "3x3x3", "--pieces", "4", "--unique", "--solver", "backtrack", "--format", "json");
        JsonNode answer = JSON.readTree(count.out());
        assertThat(answer.get("count").asLong()).isEqualTo(16);
        assertThat(answer.get("unique").asLong()).isEqualTo(1);
        CommandRun classes = CommandRun.of("enumerate", "--size", "3x3x3", "--pieces", "4", "--unique", "--format", "json");
        assertThat(classes.exitCode()).as(classes.err()).isZero();
        JsonNode only = JSON.readTree(classes.out());
        assertThat(only.get("class_size").asInt()).isEqualTo(16);
        assertThat(only.get("pieces")).hasSize(4);
    }

    @Test
    void verifiesALayeredGridFileAndNamesTheAttackInCells() throws Exception {
        Path good = folder.resolve("good.grid");
        Files.writeString(good, "...\n..Q\nQ..\n\nQ..\n...\n...\n\n...\n...\n.Q.\n");
        CommandRun valid = CommandRun.of("verify", "--file", good.toString(), "--size", "3x3x3");
        assertThat(valid.exitCode()).as(valid.err()).isZero();
        assertThat(valid.out()).isEqualTo("valid: 4 queens on 3 x 3 x 3, no two pieces attack each other.\n");
        Path bad = folder.resolve("bad.grid");
        Files.writeString(bad, "...\n...\nQ..\n\n...\n...\n...\n\n...\n...\nQ..\n");
        CommandRun attack = CommandRun.of("verify", "--file", bad.toString(), "--format", "json");
        assertThat(attack.exitCode()).isEqualTo(ExitCodes.NO_SOLUTION);
        JsonNode verdict = JSON.readTree(attack.out());
        assertThat(verdict.get("attack").asText()).isEqualTo("The pieces at 1,1,1 and 1,1,3 attack each other along an axis.");
        assertThat(verdict.get("pieces").toString()).isEqualTo("[[1,1,1],[1,1,3]]");
    }

    @Test
    void completesALayeredGridAndRefusesGivenQueensThatAttack() throws Exception {
        Path start = folder.resolve("start.grid");
        Files.writeString(start, "...\n...\nQ..\n\n...\n...\n...\n\n...\n...\n...\n");
        CommandRun completed = CommandRun.of("complete", "--file", start.toString(), "--pieces", "4", "--solver", "backtrack", "--format", "json");
        assertThat(completed.exitCode()).as(completed.err()).isZero();
        JsonNode answer = JSON.readTree(completed.out());
        Placement placement = cells(answer.get("pieces"));
        assertThat(placement.squares()).contains(new Square(1, 1, 1)).hasSize(4);
        assertThat(ProblemVerifier.whyNot(Problem.on(Geometry.cube(3)).pieces(4).build(), placement)).isEmpty();
        Path attacking = folder.resolve("attacking.grid");
        Files.writeString(attacking, "...\n...\nQ..\n\n...\n.Q.\n...\n\n...\n...\n...\n");
        CommandRun refused = CommandRun.of("complete", "--file", attacking.toString(), "--pieces", "4");
        assertThat(refused.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(refused.err()).isEqualTo("nqueens complete: The given pieces are inconsistent: The pieces at 1,1,1 and 2,2,2 attack each other"
                + " along a space diagonal.\n");
    }

    @Test
    void drawsEachLayerAndTakesPawnsAsCells() {
        CommandRun run = CommandRun.of("solve", "--size", "3x3x3", "--pieces", "4", "--pawns", "2,2,2", "--solver", "backtrack");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("z = 1\n", "\nz = 2\n", "\nz = 3\n", "  1 2 3\n", "2 . P .\n");
    }

    @Test
    void theFlatFormulationsRefuseTheCubeNamingThoseThatTakeIt() {
        CommandRun run = CommandRun.of("count", "--size", "5x5x5", "--solver", "bitboard");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains("solvers that can: backtrack, dlx, choco-grid, cpsat-boolean.");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "count --size 5x5x5x5                  | nqueens count: The board size '5x5x5x5' has 4 numbers; write N, RxC or RxCxL, e.g. 8, 8x10 or 5x5x5.",
        "count --size 5x5x0                    | nqueens count: The number of layers (0) must be at least 1.",
        "count --size 0x0x0                    | nqueens count: The number of rows (0) must be at least 1.",
        "count --size 3x3x3 --torus            | nqueens count: A box of 3 layers cannot be a torus; --torus takes flat boards only.",
        "solve --size 3x3x3 --pawns 1,1        | nqueens solve: --pawns, cell 1: '1,1' is not a cell; write x,y,z (column, row, layer, each from 1), e.g. 2,3,1.",
        "solve --size 3x3x3 --pawns 1,x,1      | nqueens solve: --pawns, cell 1: '1,x,1' is not a cell; write x,y,z (column, row, layer, each a whole number from 1), e.g. 2,3,1.",
        "solve --size 3x3x3 --pawns 4,1,1      | nqueens solve: --pawns, cell 1: '4,1,1' lies outside the 3 x 3 x 3 box (x from 1 to 3, y from 1 to 3, z from 1 to 3).",
        "count --size 20x20x20 --solver backtrack | nqueens count: The solver 'backtrack' takes variant boards of up to 4096 squares; 20 x 20 x 20 has 8000. For 400 queens on 20 x 20 x 20, solvers that can: dlx, choco-grid, cpsat-boolean.",
        "count --size 200x200x200 --solver dlx | nqueens count: The solver 'dlx': Exact cover poses boxes of up to 1000000 cells (a node for each line through each cell); 200 x 200 x 200 has 8000000. For 40000 queens on 200 x 200 x 200, no solver can.",
        "count --size 2000x2000x2000           | nqueens count: The box 2000 x 2000 x 2000 has 8000000000 cells, more than the 2147483647 any formulation can index.",
        "solve 5 --size 5x5x5                  | nqueens solve: The size N (5) and --size 5x5x5 disagree; give one of them.",
    })
    void badCubeInputGetsOneLineAndExitTwo(String line, String message) {
        CommandRun run = CommandRun.of(line.trim().split("\\s+"));
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo(message + "\n");
    }

    @Test
    void aGridFileWithRaggedLayersIsRefusedInOneLine() throws Exception {
        Path ragged = folder.resolve("ragged.grid");
        Files.writeString(ragged, "...\n...\nQ..\n\n...\n...\n");
        CommandRun run = CommandRun.of("verify", "--file", ragged.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("nqueens verify: " + ragged + ":5: layer 2 has 2 lines but layer 1 has 3; every layer of a box has"
                + " as many lines, a blank line between layers\n");
    }
}
