package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueens.problem.Square;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;

/** The problem-family options on the command line: sizes, torus, pieces, pawns, how many pieces. */
class VariantCommandsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static Placement pieces(JsonNode answer) {
        List<Square> squares = new ArrayList<>();
        answer.get("pieces").forEach(pair -> squares.add(new Square(pair.get(0).asInt(), pair.get(1).asInt())));
        return Placement.of(squares);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "solve --size 8x10 --format json                              | 8x10  | queen       | 8  | ",
        "solve 7 --torus --format json                                | 7     | queen       | 7  | ",
        "solve 10 --piece super-queen --format json                   | 10    | super-queen | 10 | ",
        "solve 8 --piece amazon --pieces 1 --format json              | 8     | super-queen | 1  | ",
        "solve 8 --piece knight --pieces 32 --solver backtrack --format json | 8 | knight | 32 | ",
        "solve 8 --piece bishop --pieces 14 --format json             | 8     | bishop      | 14 | ",
        "solve 8 --piece king --pieces 16 --format json               | 8     | king        | 16 | ",
        "solve 8 --piece rook --format json                           | 8     | rook        | 8  | ",
        "solve 8 --pieces 9 --pawns c3 --format json                  | 8     | queen       | 9  | c3",
    })
    void solvesEachVariantWithAVerifiedPlacement(String line, String size, String piece, int count, String pawns) throws Exception {
        CommandRun run = CommandRun.of(line.trim().split("\\s+"));
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode answer = JSON.readTree(run.out());
        assertThat(answer.get("status").asText()).isEqualTo("SAT");
        Geometry geometry = Geometry.parse(size, line.contains("--torus"));
        Problem.Builder builder = Problem.on(geometry).piece(Piece.parse(piece)).pieces(count);
        if (pawns != null) {
            builder.pawns(org.nqueens.problem.Coordinates.parseList(pawns, geometry, "pawns"));
            assertThat(answer.get("pawns").get(0).get(0).asInt()).isEqualTo(3);
        }
        Problem problem = builder.build();
        assertThat(ProblemVerifier.check(problem, pieces(answer))).isEmpty();
    }

    @Test
    void aRectangleAnswerStillHasAColumnARow() throws Exception {
        JsonNode answer = JSON.readTree(CommandRun.of("solve", "--size", "4x6", "--format", "json").out());
        assertThat(answer.get("solution").size()).isEqualTo(4);
        JsonNode knights = JSON.readTree(CommandRun.of("solve", "4", "--piece", "knight", "--pieces", "8", "--format", "json").out());
        assertThat(knights.get("solution").isNull()).isTrue();
        assertThat(knights.get("pieces").size()).isEqualTo(8);
    }

    @Test
    void countsVariantsWithoutASolverNamed() {
        CommandRun rooks = CommandRun.of("count", "8", "--piece", "rook");
        assertThat(rooks.exitCode()).isZero();
        assertThat(rooks.out()).startsWith("8 rooks on 8 x 8: 40320 solutions");
        CommandRun torus = CommandRun.of("count", "7", "--torus", "--unique");
        assertThat(torus.out()).startsWith("7 queens on 7 x 7 torus: 28 solutions, 1 unique up to symmetry");
    }

    /** The torus and super-queens are counted by the bitboard counter when no solver is named: the fastest that takes them. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "count 13 --torus --format json                | 4524",
        "count 12 --piece super-queen --format json    | 156",
        "count 11 --torus --threads 2 --format json    | 88",
    })
    void countsTheTorusAndSuperQueensWithTheBitboardCounterByDefault(String line, long count) throws Exception {
        CommandRun run = CommandRun.of(line.trim().split("\\s+"));
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode answer = JSON.readTree(run.out());
        assertThat(answer.get("solver").asText()).isEqualTo("bitboard");
        assertThat(answer.get("count").asLong()).isEqualTo(count);
        assertThat(answer.get("complete").asBoolean()).isTrue();
    }

    @Test
    void drawsPiecesAndPawns() {
        CommandRun run = CommandRun.of("solve", "8", "--pieces", "9", "--pawns", "c3", "--solver", "backtrack");
        assertThat(run.out()).startsWith("SAT: a solution of 9 queens on 8 x 8 with 1 pawn (solver backtrack");
        assertThat(run.out()).contains(" P ").contains("  a b c d e f g h\n");
        assertThat(run.out().chars().filter(c -> c == 'Q').count()).isEqualTo(9);
    }

    @Test
    void enumeratesVariantsOneLineEach() {
        CommandRun run = CommandRun.of("enumerate", "5", "--torus");
        assertThat(run.out().lines()).hasSize(10);
        CommandRun kings = CommandRun.of("enumerate", "3", "--piece", "king", "--pieces", "4");
        assertThat(kings.out()).isEqualTo("a1 c1 a3 c3\n");
    }

    @Test
    void aFormulationThatDoesNotTakeTheVariantRefusesNamingThoseThatDo() {
        CommandRun run = CommandRun.of("solve", "8", "--torus", "--solver", "choco-dual");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("nqueens solve: The solver 'choco-dual' does not take 8 queens on 8 x 8 torus;"
                        + " it takes n queens on the plain n x n board.")
                .contains("solvers that can: backtrack, bitboard, dlx, choco, choco-pairwise, choco-grid, cpsat");
        CommandRun superQueens = CommandRun.of("count", "7", "--torus", "--piece", "super-queen", "--solver", "cpsat");
        assertThat(superQueens.exitCode()).isEqualTo(2);
        assertThat(superQueens.err()).startsWith("nqueens count: The solver 'cpsat' does not take 7 super-queens on 7 x 7 torus;"
                + " it takes queens or super-queens, one a row, on boards of n x m with n <= m, and queens on the torus.");
        CommandRun knights = CommandRun.of("count", "6", "--piece", "knight", "--solver", "dlx");
        assertThat(knights.exitCode()).isEqualTo(2);
        assertThat(knights.err()).contains("Exact cover needs lines that each hold exactly one piece").contains("solvers that can: backtrack");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "solve --size 8x0                     | nqueens solve: The number of columns (0) must be at least 1.",
        "solve --size x9                      | nqueens solve: The board size 'x9' lacks its number of rows; write N, RxC or RxCxL, e.g. 8, 8x10 or 5x5x5.",
        "solve 8 --piece pawn                 | nqueens solve: The piece 'pawn' is unknown; pieces: queen, rook, bishop, knight, king, super-queen (amazon is super-queen).",
        "solve 8 --pawns i9                   | nqueens solve: --pawns, square 1: 'i9' (row 9, column 9) lies outside the 8 x 8 board (a1 to h8).",
        "solve 8 --piece king --pieces 65     | nqueens solve: The number of pieces (65) is more than the 64 squares of the 8 x 8 board left free of pawns and blocks.",
        "solve --board '1 . . .' --pawns a1   | nqueens solve: The pawn at row 1, column 1 stands on a given queen.",
        "solve 8 --size 9                     | nqueens solve: The size N (8) and --size 9 disagree; give one of them.",
    })
    void badVariantInputGetsOneLineAndExitTwo(String line, String message) {
        List<String> args = new ArrayList<>();
        java.util.regex.Matcher token = java.util.regex.Pattern.compile("'([^']*)'|(\\S+)").matcher(line.trim());
        while (token.find()) {
            args.add(token.group(1) != null ? token.group(1) : token.group(2));
        }
        CommandRun run = CommandRun.of(args.toArray(String[]::new));
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo(message + "\n");
    }
}
