package org.nqueens.dlx.puzzles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.dlx.DancingLinks;
import org.nqueens.dlx.ExactCover;

class PuzzlesTest {

    /** Every tiling counted, each checked to be a tiling; the published counts (Haselgrove 1960, Knuth 2000). */
    @ParameterizedTest(name = "{0}x{1}: {2} tilings")
    @CsvSource({"3, 20, 8", "20, 3, 8", "4, 15, 1472"})
    void countsThePentominoTilingsOfARectangle(int rows, int columns, long tilings) {
        ExactCover cover = Pentominoes.rectangle(rows, columns);

        long count = DancingLinks.of(cover).visit(options -> {
            assertTiling(cover, options, rows, columns);
            return true;
        });

        assertThat(count).isEqualTo(tilings);
    }

    @ParameterizedTest(name = "{0}x{1}: {2} tilings")
    @CsvSource({"5, 12, 4040", "6, 10, 9356"})
    @Tag("slow")
    void countsThePentominoTilingsOfTheLargerRectangles(int rows, int columns, long tilings) {
        assertThat(DancingLinks.of(Pentominoes.rectangle(rows, columns)).count()).isEqualTo(tilings);
    }

    @Test
    void hasOnePieceAndSixtyCellsAsPrimaryItems() {
        ExactCover cover = Pentominoes.rectangle(6, 10);

        assertThat(cover.primaryCount()).isEqualTo(cover.itemCount()).isEqualTo(12 + 60);
        assertThat(cover.itemName(0)).isEqualTo("F");
        assertThat(cover.itemName(12)).isEqualTo(Pentominoes.cell(0, 0));
    }

    @Test
    void refusesARectangleOfTheWrongArea() {
        assertThatThrownBy(() -> Pentominoes.rectangle(5, 10)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("The rectangle 5x10 must have 60 cells");
        assertThatThrownBy(() -> Pentominoes.rectangleUpToSymmetry(5, 12)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("odd side");
    }

    /** Twice the published numbers of Langford pairings (OEIS A014552: 0, 0, 1, 1, 0, 0, 26, 150), both reversals counted. */
    @ParameterizedTest(name = "n = {0}: {1} pairings")
    @CsvSource({"1, 0", "2, 0", "3, 2", "4, 2", "5, 0", "6, 0", "7, 52", "8, 300"})
    void countsLangfordPairings(int n, long pairings) {
        ExactCover cover = Langford.pairings(n);
        Set<List<Integer>> seen = new HashSet<>();

        long count = DancingLinks.of(cover).visit(options -> {
            assertThat(seen.add(langfordSequence(cover, options, n))).isTrue();
            return true;
        });

        assertThat(count).isEqualTo(pairings);
        for (List<Integer> sequence : seen) {
            List<Integer> reversal = new ArrayList<>(sequence);
            Collections.reverse(reversal);
            assertThat(seen).contains(reversal);
        }
    }

    @Test
    void refusesALangfordOrderOutOfRange() {
        assertThatThrownBy(() -> Langford.pairings(0)).hasMessage("The Langford order n (0) must lie between 1 and 1000.");
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 42})
    void generatesASudokuWithExactlyOneSolution(long seed) {
        SudokuGrid puzzle = Sudoku.generate(seed);
        ExactCover cover = Sudoku.cover(puzzle);
        List<SudokuGrid> solutions = new ArrayList<>();

        DancingLinks.of(cover).visit(options -> solutions.add(Sudoku.grid(cover, options)));

        assertThat(solutions).as("seed %d, puzzle %s", seed, puzzle).hasSize(1);
        assertSudokuSolves(solutions.get(0), puzzle);
        assertThat(puzzle.filled()).as("seed %d", seed).isBetween(17, 40);
        assertThat(Sudoku.generate(seed)).isEqualTo(puzzle);
    }

    @Test
    void generatesAPuzzleFromWhichNoClueCanBeRemoved() {
        SudokuGrid puzzle = Sudoku.generate(5);

        for (int row = 1; row <= 9; row++) {
            for (int column = 1; column <= 9; column++) {
                if (puzzle.digit(row, column) != 0) {
                    SudokuGrid fewer = puzzle.with(row, column, 0);
                    assertThat(DancingLinks.of(Sudoku.cover(fewer)).count(2)).as("without the clue at %d,%d", row, column).isEqualTo(2);
                }
            }
        }
    }

    @Test
    void solvesAPublishedPuzzle() {
        // The puzzle of the Wikipedia article "Sudoku" (2005), with its one solution.
        SudokuGrid puzzle = SudokuGrid.parse("53..7.... 6..195... .98....6. 8...6...3 4..8.3..1 7...2...6 .6....28. ...419..5 ....8..79");
        ExactCover cover = Sudoku.cover(puzzle);
        DancingLinks search = DancingLinks.of(cover);

        assertThat(search.next()).isEqualTo(DancingLinks.Outcome.SOLUTION);
        SudokuGrid solution = Sudoku.grid(cover, search.solution());
        assertThat(search.next()).isEqualTo(DancingLinks.Outcome.EXHAUSTED);
        assertSudokuSolves(solution, puzzle);
        assertThat(solution.toString()).startsWith("534678912672195348");
    }

    @Test
    void refusesAMalformedGrid() {
        assertThatThrownBy(() -> SudokuGrid.parse("123")).hasMessage("The Sudoku grid has 3 cells; it must have 81 (9 rows of 9).");
        assertThatThrownBy(() -> SudokuGrid.parse("x".repeat(81))).hasMessageContaining("has 'x' at cell 1");
    }

    /** The rules, checked directly: every row, column and box holds 1..9 once each, and the clues are kept. */
    static void assertSudokuSolves(SudokuGrid solution, SudokuGrid puzzle) {
        for (int a = 0; a < 9; a++) {
            Set<Integer> row = new HashSet<>();
            Set<Integer> column = new HashSet<>();
            Set<Integer> box = new HashSet<>();
            for (int b = 0; b < 9; b++) {
                row.add(solution.digit(a + 1, b + 1));
                column.add(solution.digit(b + 1, a + 1));
                box.add(solution.digit(a / 3 * 3 + b / 3 + 1, a % 3 * 3 + b % 3 + 1));
            }
            assertThat(row).as("row %d of %s", a + 1, solution).containsExactlyInAnyOrder(1, 2, 3, 4, 5, 6, 7, 8, 9);
            assertThat(column).as("column %d of %s", a + 1, solution).containsExactlyInAnyOrder(1, 2, 3, 4, 5, 6, 7, 8, 9);
            assertThat(box).as("box %d of %s", a + 1, solution).containsExactlyInAnyOrder(1, 2, 3, 4, 5, 6, 7, 8, 9);
        }
        for (int r = 1; r <= 9; r++) {
            for (int c = 1; c <= 9; c++) {
                if (puzzle.digit(r, c) != 0) {
                    assertThat(solution.digit(r, c)).as("clue at %d,%d", r, c).isEqualTo(puzzle.digit(r, c));
                }
            }
        }
    }

    /** The row of 2n numbers an option set places, checked against Langford's rule: the two k's have k numbers between them. */
    private static List<Integer> langfordSequence(ExactCover cover, int[] options, int n) {
        Integer[] slots = new Integer[2 * n];
        for (int option : options) {
            int[] items = cover.option(option);
            int k = Integer.parseInt(cover.itemName(items[0]));
            int first = Integer.parseInt(cover.itemName(items[1]).substring(1));
            int second = Integer.parseInt(cover.itemName(items[2]).substring(1));
            assertThat(second - first).isEqualTo(k + 1);
            for (int slot : new int[] {first, second}) {
                assertThat(slots[slot - 1]).isNull();
                slots[slot - 1] = k;
            }
        }
        assertThat(slots).doesNotContainNull();
        return List.of(slots);
    }

    /** Each piece once, each cell once, each piece's cells a connected pentomino of its letter's size. */
    private static void assertTiling(ExactCover cover, int[] options, int rows, int columns) {
        Set<String> pieces = new HashSet<>();
        Set<String> cells = new HashSet<>();
        for (int option : options) {
            int[] items = cover.option(option);
            assertThat(items).hasSize(6);
            assertThat(pieces.add(cover.itemName(items[0]))).isTrue();
            for (int k = 1; k < items.length; k++) {
                assertThat(cells.add(cover.itemName(items[k]))).isTrue();
            }
        }
        assertThat(pieces).hasSize(12);
        assertThat(cells).hasSize(rows * columns);
    }
}
