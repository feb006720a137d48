package org.nqueens.formulations.bitboard.gpu;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.formulations.bitboard.count.Interior;
import org.nqueens.formulations.bitboard.count.PlainInteriorSearch;
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
            long[] counted = PlainInteriorSearch.of(interior.get());
            SymmetricSearch.Classes own = new SymmetricSearch(n, false).count(frame, SearchSettings.defaults().start()).orElseThrow();
            assertThat(search.classes(frame, counted[0], counted[1])).as("n = %d, %s", n, frame).isEqualTo(own);
        }
        assertThat(symmetric).as("n = %d has symmetric frames", n).isPositive();
    }
}
