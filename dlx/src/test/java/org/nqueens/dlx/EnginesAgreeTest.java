package org.nqueens.dlx;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.dlx.puzzles.Langford;
import org.nqueens.dlx.puzzles.Pentominoes;
import org.nqueens.dlx.puzzles.Sudoku;
import org.nqueens.dlx.puzzles.SudokuGrid;

/**
 * Dancing cells and dancing links find the same solutions of every matrix: the puzzles, the queens and
 * random matrices. Cells never enters more nodes than links, since both branch on the same items and
 * cells skips the options links enters only to find an item without options.
 */
class EnginesAgreeTest {

    static Stream<Arguments> matrices() {
        return Stream.of(
                Arguments.of("Knuth's example", ExactCoverText.parse("A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n")),
                Arguments.of("queens 1", DancingLinksTest.queens(1)),
                Arguments.of("queens 6", DancingLinksTest.queens(6)),
                Arguments.of("queens 9", DancingLinksTest.queens(9)),
                Arguments.of("pentominoes 3x20", Pentominoes.rectangle(3, 20)),
                Arguments.of("langford 7", Langford.pairings(7)),
                Arguments.of("langford 8", Langford.pairings(8)),
                Arguments.of("langford 9", Langford.pairings(9)),
                Arguments.of("sudoku (Wikipedia)", Sudoku.cover(SudokuGrid.parse(
                        "53..7.... 6..195... .98....6. 8...6...3 4..8.3..1 7...2...6 .6....28. ...419..5 ....8..79"))),
                Arguments.of("sudoku (Wikipedia) less its first row", Sudoku.cover(SudokuGrid.parse(
                        "......... 6..195... .98....6. 8...6...3 4..8.3..1 7...2...6 .6....28. ...419..5 ....8..79")))
        );
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("matrices")
    void findTheSameSolutions(String name, ExactCover problem) {
        assertAgree(name, problem);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("matrices")
    void stopAlikeAfterTheFirstSolutions(String name, ExactCover problem) {
        long expected = DancingLinks.of(problem).count(3);
        for (Engine engine : Engine.values()) {
            ExactCoverSearch search = engine.search(problem);
            List<int[]> three = new ArrayList<>();
            search.visit(options -> three.add(options) && three.size() < 3);
            three.forEach(options -> DancingLinksTest.assertCover(problem, options));
            assertThat(three).as("%s by %s", name, engine).hasSize((int) expected);
        }
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("largerMatrices")
    void findTheSameSolutionsOfTheLargerPuzzles(String name, ExactCover problem) {
        assertAgree(name, problem);
    }

    static Stream<Arguments> largerMatrices() {
        return Stream.of(Arguments.of("pentominoes 4x15", Pentominoes.rectangle(4, 15)),
                Arguments.of("pentominoes 6x10 up to symmetry", Pentominoes.rectangleUpToSymmetry(6, 10)),
                Arguments.of("pentominoes 5x12", Pentominoes.rectangle(5, 12)),
                Arguments.of("pentominoes 6x10", Pentominoes.rectangle(6, 10)),
                Arguments.of("langford 12", Langford.pairings(12)),
                Arguments.of("queens 11", DancingLinksTest.queens(11)));
    }

    static Stream<Long> seeds() {
        return LongStream.rangeClosed(1, 40).boxed();
    }

    /** Random matrices larger than brute force can check: up to 14 primary and 6 secondary items, up to 60 options. */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void findTheSameSolutionsOfRandomMatrices(long seed) {
        Random random = new Random(seed);
        ExactCover problem = DancingLinksTest.randomProblem(random, 14, 6, 60, 0.1 + 0.3 * random.nextDouble());
        assertAgree("seed " + seed + ", problem:\n" + ExactCoverText.write(problem), problem);
    }

    /**
     * Many short options over more items: most options tried are rejected at once, so the order in which a tried
     * option's items are hidden and the check of the item that the last rejected option emptied are both exercised,
     * with options of one item, options sharing several items and secondary items among them.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void findTheSameSolutionsOfSparseRandomMatrices(long seed) {
        Random random = new Random(1000 + seed);
        ExactCover problem = DancingLinksTest.randomProblem(random, 12, 4, 60, 0.1 + 0.15 * random.nextDouble());
        assertAgree("seed " + (1000 + seed) + ", problem:\n" + ExactCoverText.write(problem), problem);
    }

    /**
     * Dancing cells' nodes and updates do not depend on the order its sets hold their options in, nor on how it
     * finds that an option must be rejected: these are the figures of the engine before it hid items smallest
     * set first and checked the last emptied item first (count, nodes, updates).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("work")
    void countTheSameWorkAsBefore(String name, ExactCover problem, long count, long nodes, long updates) {
        ExactCoverSearch cells = Engine.CELLS.search(problem);
        assertThat(cells.count()).as("count of %s", name).isEqualTo(count);
        assertThat(cells.nodes()).as("nodes of %s", name).isEqualTo(nodes);
        assertThat(cells.updates()).as("updates of %s", name).isEqualTo(updates);
    }

    static Stream<Arguments> work() {
        return Stream.of(Arguments.of("pentominoes 3x20", Pentominoes.rectangle(3, 20), 8L, 9328L, 4140685L),
                Arguments.of("langford 9", Langford.pairings(9), 0L, 6695L, 128015L),
                Arguments.of("sudoku (Wikipedia) less its first row", Sudoku.cover(SudokuGrid.parse(
                        "......... 6..195... .98....6. 8...6...3 4..8.3..1 7...2...6 .6....28. ...419..5 ....8..79")), 2L, 88L, 1916L));
    }

    private static void assertAgree(String name, ExactCover problem) {
        ExactCoverSearch links = Engine.LINKS.search(problem);
        ExactCoverSearch cells = Engine.CELLS.search(problem);
        Set<List<Integer>> byLinks = sortedSolutions(links, problem);
        Set<List<Integer>> byCells = sortedSolutions(cells, problem);

        assertThat(byCells).as("solutions of %s", name).isEqualTo(byLinks);
        assertThat(cells.exhausted()).isTrue();
        assertThat(cells.nodes()).as("nodes of %s", name).isPositive().isLessThanOrEqualTo(links.nodes());
    }

    private static Set<List<Integer>> sortedSolutions(ExactCoverSearch search, ExactCover problem) {
        Set<List<Integer>> all = new HashSet<>();
        long found = search.visit(options -> {
            DancingLinksTest.assertCover(problem, options);
            return all.add(Arrays.stream(options).sorted().boxed().toList());
        });
        assertThat(all).as("no solution twice").hasSize((int) found);
        return all;
    }
}
