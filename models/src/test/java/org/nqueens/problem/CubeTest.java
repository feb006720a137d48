package org.nqueens.problem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Boxes of layers (the cube) on the problem model: sizes, cells, lines, the verifier, the symmetries. */
class CubeTest {

    private static Problem problem(String size, String piece) {
        return Problem.on(Geometry.parse(size, false)).piece(Piece.parse(piece)).pieces(1).build();
    }

    /** The squares a piece on {@code cell} attacks, from the lines and jumps of {@link Lines}. */
    private static int attackedFrom(Problem problem, String cell) {
        Geometry geometry = problem.geometry();
        int s = geometry.index(Coordinates.parseCell(cell, "cell"));
        Lines lines = Lines.of(problem);
        BitSet attacked = new BitSet();
        for (int[] line : lines.lines()) {
            if (java.util.Arrays.stream(line).anyMatch(t -> t == s)) {
                java.util.Arrays.stream(line).forEach(attacked::set);
            }
        }
        for (int[] jump : lines.jumps()) {
            if (jump[0] == s || jump[1] == s) {
                attacked.set(jump[0]);
                attacked.set(jump[1]);
            }
        }
        attacked.clear(s);
        return attacked.cardinality();
    }

    /**
     * Counted by hand. The 3-cube's centre sees every other cell (26) as a queen or a king. Its corner
     * 1,1,1: 3 axes of 2 cells (6), of the 6 face diagonals the 3 that point inside, 2 cells each (6),
     * of the 4 space diagonals the 1 inside (2): 14 as a queen, 6 as a rook, 8 as a bishop, 14 + 6
     * knight's moves (none on a line) = 20 as a super-queen; a king
     * there has the 7 cells of the 2x2x2 corner; a knight 1 and 2 along two axes, both positive: 3 x 2
     * = 6 (and none from the centre: a 2 from 2 leaves the board). In the 5-cube a knight at the
     * centre has all 24 moves, one at a corner 6; a queen at the 5-cube's centre 3 x 4 + 6 x 4 + 4 x 4 = 52.
     */
    @ParameterizedTest(name = "{0} at {2} of {1}: {3}")
    @CsvSource({
        "queen,       3x3x3, 2,2,2, 26",
        "king,        3x3x3, 2,2,2, 26",
        "knight,      3x3x3, 2,2,2, 0",
        "queen,       3x3x3, 1,1,1, 14",
        "rook,        3x3x3, 1,1,1, 6",
        "bishop,      3x3x3, 1,1,1, 8",
        "king,        3x3x3, 1,1,1, 7",
        "knight,      3x3x3, 1,1,1, 6",
        "super-queen, 3x3x3, 1,1,1, 20",
        "knight,      5x5x5, 3,3,3, 24",
        "knight,      5x5x5, 1,1,1, 6",
        "queen,       5x5x5, 3,3,3, 52",
        "rook,        2x3x4, 1,1,1, 6",
    })
    void linesAndJumpsReachTheCellsCountedByHand(String piece, String size, String x, String y, String z, int attacked) {
        assertThat(attackedFrom(problem(size, piece), x + "," + y + "," + z)).isEqualTo(attacked);
    }

    @Test
    void aFlatBoardKeepsItsFourDirectionsAndItsEightJumps() {
        Problem queens = Problem.on(Geometry.square(8)).piece(Piece.SUPER_QUEEN).pieces(8).build();
        assertThat(Lines.of(queens).kinds()).containsOnly(Lines.Kind.ROW, Lines.Kind.COLUMN, Lines.Kind.DIAGONAL, Lines.Kind.ANTIDIAGONAL);
        assertThat(attackedFrom(problem("5x5x5", "knight"), "3,3,3")).isEqualTo(24);
        Problem knight = Problem.on(Geometry.square(5)).piece(Piece.KNIGHT).pieces(1).build();
        assertThat(Lines.of(knight).jumps()).hasSize(48);
    }

    /** The independent verifier (pairwise on coordinates) and Lines agree on every pair of cells, for every piece. */
    @Test
    void theVerifierAndTheLinesAgreeOnEveryPair() {
        for (Piece piece : Piece.values()) {
            Problem problem = Problem.on(Geometry.box(3, 4, 3)).piece(piece).pieces(2).build();
            Geometry geometry = problem.geometry();
            Lines lines = Lines.of(problem);
            boolean[][] attacks = new boolean[geometry.squares()][geometry.squares()];
            for (int[] line : lines.lines()) {
                for (int a : line) {
                    for (int b : line) {
                        attacks[a][b] = a != b;
                    }
                }
            }
            for (int[] jump : lines.jumps()) {
                attacks[jump[0]][jump[1]] = true;
                attacks[jump[1]][jump[0]] = true;
            }
            for (int a = 0; a < geometry.squares(); a++) {
                for (int b = a + 1; b < geometry.squares(); b++) {
                    Placement pair = Placement.of(List.of(geometry.squareAt(a), geometry.squareAt(b)));
                    assertThat(ProblemVerifier.firstAttack(problem, pair).isPresent())
                            .as(piece + " " + pair).isEqualTo(attacks[a][b]);
                }
            }
        }
    }

    @Test
    void aPawnStopsALineThroughTheLayers() {
        Geometry cube = Geometry.cube(3);
        Problem problem = Problem.on(cube).pieces(2).pawns(List.of(new Square(2, 2, 2))).build();
        assertThat(ProblemVerifier.check(problem, Placement.of(List.of(new Square(1, 1, 1), new Square(3, 3, 3))))).isEmpty();
        assertThat(ProblemVerifier.whyNot(problem, Placement.of(List.of(new Square(1, 1, 1), new Square(1, 1, 3)))))
                .contains("The pieces at 1,1,1 and 1,1,3 attack each other along an axis.");
    }

    @Test
    void theCubeHas48SymmetriesAndABoxThoseThatKeepItsShape() {
        assertThat(Transform.of(Problem.on(Geometry.cube(3)).pieces(4).build())).hasSize(48);
        assertThat(Transform.of(Problem.on(Geometry.box(3, 3, 5)).pieces(4).build())).hasSize(16);
        assertThat(Transform.of(Problem.on(Geometry.box(2, 3, 4)).pieces(4).build())).hasSize(8);
        assertThat(Transform.of(Problem.on(Geometry.square(5)).build())).hasSize(8);
    }

    /** Every symmetry of the cube maps a solution onto a solution, and a cell in general position (of the 7-cube) has 48 distinct images. */
    @Test
    void everySymmetryMapsSolutionsToSolutions() {
        long seed = 29L;
        Random random = new Random(seed);
        Problem problem = Problem.on(Geometry.cube(4)).pieces(5).build();
        Geometry geometry = problem.geometry();
        for (int trial = 0; trial < 20; trial++) {
            List<Square> pieces = new ArrayList<>();
            for (int s = 0; s < geometry.squares() && pieces.size() < 5; s++) {
                Square square = geometry.squareAt(random.nextInt(geometry.squares()));
                Placement tried = Placement.of(concat(pieces, square));
                if (!pieces.contains(square) && ProblemVerifier.firstAttack(problem, tried).isEmpty()) {
                    pieces.add(square);
                }
            }
            Placement placement = Placement.of(pieces);
            boolean solves = ProblemVerifier.solves(problem, placement);
            for (Transform transform : Transform.of(problem)) {
                assertThat(ProblemVerifier.solves(problem, transform.apply(placement))).as("seed " + seed + ", " + transform).isEqualTo(solves);
            }
        }
        Square general = new Square(1, 2, 3);
        Problem seven = Problem.on(Geometry.cube(7)).build();
        assertThat(Transform.of(seven).stream().map(t -> t.apply(general)).distinct()).hasSize(48);
    }

    private static List<Square> concat(List<Square> squares, Square square) {
        List<Square> all = new ArrayList<>(squares);
        if (!all.contains(square)) {
            all.add(square);
        }
        return all;
    }

    @Test
    void aFlatSquareReadsAsBefore() {
        assertThat(new Square(3, 5)).isEqualTo(new Square(3, 5, 1)).hasToString("row 3, column 5");
        assertThat(new Square(3, 5, 2)).hasToString("row 3, column 5, layer 2");
        assertThat(new Square(2, 1).compareTo(new Square(1, 2))).isPositive();
        assertThat(new Square(1, 1, 2).compareTo(new Square(5, 5, 1))).isPositive();
        assertThat(Geometry.parse("8x10", false)).isEqualTo(new Geometry(8, 10, false)).hasToString("8 x 10");
        assertThat(Geometry.parse("5x5x5", false)).isEqualTo(Geometry.cube(5)).hasToString("5 x 5 x 5");
        assertThat(Geometry.parse("1x1x1", false).isFlat()).isFalse();
        assertThat(Coordinates.name(new Square(4, 4), Geometry.square(8))).isEqualTo("d4");
        assertThat(Coordinates.name(new Square(3, 2, 1), Geometry.cube(3))).isEqualTo("2,3,1");
        assertThat(Coordinates.parseCell("2,3,1", "cell")).isEqualTo(new Square(3, 2, 1));
    }

    @Test
    void theDefaultPiecesOfACubeFillEveryAxisLine() {
        assertThat(Problem.on(Geometry.cube(5)).build().pieces()).isEqualTo(25);
        assertThat(Problem.on(Geometry.box(2, 3, 4)).build().pieces()).isEqualTo(6);
        assertThat(Problem.on(Geometry.cube(1)).build().isClassic()).isFalse();
        assertThat(Problem.on(Geometry.cube(5)).build().onePerRow()).isFalse();
        assertThat(Problem.on(Geometry.cube(5)).build().describe()).isEqualTo("25 queens on 5 x 5 x 5");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "5x5x5x5 | The board size '5x5x5x5' has 4 numbers; write N, RxC or RxCxL, e.g. 8, 8x10 or 5x5x5.",
        "5x5x0   | The number of layers (0) must be at least 1.",
        "5x5x    | The board size '5x5x' lacks its number of layers; write N, RxC or RxCxL, e.g. 8, 8x10 or 5x5x5.",
        "0x5x5   | The number of rows (0) must be at least 1.",
    })
    void badSizesAreRefusedNamingTheRule(String size, String message) {
        assertThatThrownBy(() -> Geometry.parse(size, false)).isInstanceOf(InvalidInputException.class).hasMessage(message);
    }

    @Test
    void badCellsAndATorusOfLayersAreRefused() {
        assertThatThrownBy(() -> Coordinates.parseList("1,1,1 2,2", Geometry.cube(3), "--pawns"))
                .hasMessage("--pawns, cell 2: '2,2' is not a cell; write x,y,z (column, row, layer, each from 1), e.g. 2,3,1.");
        assertThatThrownBy(() -> Coordinates.parseList("1,1,4", Geometry.cube(3), "--pawns"))
                .hasMessage("--pawns, cell 1: '1,1,4' lies outside the 3 x 3 x 3 box (x from 1 to 3, y from 1 to 3, z from 1 to 3).");
        assertThatThrownBy(() -> Coordinates.parseCell("0,1,1", "cell")).isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> Geometry.parse("3x3x3", true)).hasMessage("A box of 3 layers cannot be a torus; --torus takes flat boards only.");
    }
}
