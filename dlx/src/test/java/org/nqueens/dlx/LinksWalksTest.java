package org.nqueens.dlx;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.dlx.puzzles.Langford;
import org.nqueens.dlx.puzzles.Pentominoes;

/**
 * Dancing links walks an option's nodes by their NEXT links where options are short and by address, as DLX1 does,
 * where they are long: the two walks make one search, the same solutions in the same order, the same nodes and updates,
 * whichever the problem's shape would choose.
 */
class LinksWalksTest {

    static Stream<Arguments> matrices() {
        return Stream.of(
                Arguments.of("queens 8 (4 items an option)", DancingLinksTest.queens(8)),
                Arguments.of("pentominoes 3x20 (6)", Pentominoes.rectangle(3, 20)),
                Arguments.of("langford 8 (3)", Langford.pairings(8)),
                Arguments.of("options of 1 and of 7 items", ExactCoverText.parse("A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n"
                        + "A B C D E F G\nA\nB\nC\nD\nE\nF\nG\n")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("matrices")
    void makeOneSearchOfEachMatrix(String name, ExactCover problem) {
        assertOneSearch(name, problem);
    }

    static Stream<Long> seeds() {
        return LongStream.rangeClosed(1, 30).boxed();
    }

    /** Long options (about 12 items, most of them secondary), where the shape chooses the walk by address. */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void makeOneSearchOfRandomMatricesOfLongOptions(long seed) {
        Random random = new Random(seed);
        ExactCover problem = DancingLinksTest.randomProblem(random, 10, 40, 50, 0.25);
        assertOneSearch("seed " + seed + ", problem:\n" + ExactCoverText.write(problem), problem);
    }

    /** Short options over more items, where the shape chooses the NEXT links. */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void makeOneSearchOfRandomMatricesOfShortOptions(long seed) {
        Random random = new Random(500 + seed);
        ExactCover problem = DancingLinksTest.randomProblem(random, 14, 6, 60, 0.1 + 0.2 * random.nextDouble());
        assertOneSearch("seed " + (500 + seed) + ", problem:\n" + ExactCoverText.write(problem), problem);
    }

    @Test
    void chainsOptionsOfAtMostEightItemsOnAverage() {
        ExactCover eight = ExactCoverText.parse("A B C D E F G H | s t u v w x y z\nA B C D E F G H\ns t u v w x y z\n");
        ExactCover nine = ExactCoverText.parse("A B C D E F G H | s t u v w x y z q\nA B C D E F G H q\ns t u v w x y z\n");

        assertThat(DancingLinks.chainedSuits(eight)).isTrue();
        assertThat(DancingLinks.chainedSuits(nine)).isFalse();
        assertThat(DancingLinks.chainedSuits(DancingLinksTest.queens(8))).isTrue();
    }

    private static void assertOneSearch(String name, ExactCover problem) {
        DancingLinks chained = DancingLinks.walking(problem, true);
        DancingLinks byAddress = DancingLinks.walking(problem, false);
        List<int[]> solutionsChained = solutions(chained, problem);
        List<int[]> solutionsByAddress = solutions(byAddress, problem);

        assertThat(solutionsChained).as("solutions of %s, in order", name).containsExactlyElementsOf(solutionsByAddress);
        assertThat(chained.nodes()).as("nodes of %s", name).isEqualTo(byAddress.nodes());
        assertThat(chained.updates()).as("updates of %s", name).isEqualTo(byAddress.updates());
        assertThat(chained.exhausted()).isTrue();
        DancingLinks chosen = DancingLinks.of(problem);
        assertThat(chosen.count()).as("count of %s by the shape's walk", name).isEqualTo(solutionsChained.size());
        assertThat(chosen.updates()).isEqualTo(byAddress.updates());
    }

    private static List<int[]> solutions(DancingLinks search, ExactCover problem) {
        List<int[]> found = new ArrayList<>();
        search.visit(options -> {
            DancingLinksTest.assertCover(problem, options);
            return found.add(options.clone());
        });
        return found;
    }
}
