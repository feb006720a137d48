package org.nqueens.formulations.bitboard.gpu;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.formulations.bitboard.count.Interior;
import org.nqueens.formulations.bitboard.count.Subproblem;
import org.nqueens.formulations.bitboard.count.SymmetricSearch;
import org.nqueens.solver.SearchSettings;

/**
 * What the gpu engine asks of a frame without nvcc: every frame's interior (with a symmetry or without), searched here
 * row by row as the program searches it, gives through {@link SymmetricSearch#classes} the classes and nodes that the
 * top-to-bottom search of the frame finds itself, for every frame of the board.
 */
class FrameClassesTest {

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {5, 6, 7, 8, 9, 10, 11, 12})
    void theClassesOfAFramesInteriorsCountedElsewhereAreThoseOfItsOwnSearch(int n) {
        SymmetricSearch search = new SymmetricSearch(n, false);
        int symmetric = 0;
        for (Subproblem frame : SymmetricSearch.parts(n)) {
            Optional<Interior> plain = search.interior(frame);
            Optional<Interior> kept = search.symmetricInterior(frame);
            assertThat(plain.isPresent() && kept.isPresent()).as("%s has one interior at most", frame).isFalse();
            Optional<Interior> interior = plain.isPresent() ? plain : kept;
            if (interior.isEmpty()) {
                continue;
            }
            symmetric += kept.isPresent() ? 1 : 0;
            long[] counted = interiorsAndNodes(interior.get());
            SymmetricSearch.Classes own = new SymmetricSearch(n, false).count(frame, SearchSettings.defaults().start()).orElseThrow();
            assertThat(search.classes(frame, counted[0], counted[1])).as("n = %d, %s", n, frame).isEqualTo(own);
        }
        assertThat(symmetric).as("n = %d has symmetric frames", n).isPositive();
    }

    /** The interiors of {@code interior} and the queens placed on safe squares, row by row as the program searches. */
    private static long[] interiorsAndNodes(Interior interior) {
        long[] counts = new long[2];
        below(interior, 0, interior.mask(0), 0, 0, 0, counts);
        return counts;
    }

    private static void below(Interior interior, int row, long free, long l, long d, long r, long[] counts) {
        counts[1] += Long.bitCount(free);
        if (row == interior.rows() - 1) {
            counts[0] += Long.bitCount(free);
            return;
        }
        int shift = interior.shift(row);
        for (long squares = free; squares != 0; squares &= squares - 1) {
            long bit = squares & -squares;
            long nl = (l | bit) << shift;
            long nd = d | bit;
            long nr = (r | bit) >>> shift;
            long next = interior.mask(row + 1) & ~(nl | nd | nr);
            if (next != 0) {
                below(interior, row + 1, next, nl, nd, nr, counts);
            }
        }
    }
}
