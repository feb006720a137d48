package org.nqueens.formulations.bitboard.parts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.formulations.bitboard.count.Interior;
import org.nqueens.formulations.bitboard.count.PlainInteriorSearch;
import org.nqueens.formulations.bitboard.count.Subproblem;
import org.nqueens.formulations.bitboard.count.SymmetricSearch;
import org.nqueens.solver.SearchSettings;

/**
 * A frame's interior, searched by a plain row-by-row search that knows nothing of frames (as the gpu
 * program searches it), has the interiors the toolkit's own search of the part counts (by the fewest
 * squares first), and the nodes its top-to-bottom search counts; the parts without an interior are
 * the symmetric frames.
 */
class InteriorTest {

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {5, 6, 8, 9, 11, 12, 17})
    void aPlainSearchOfEachInteriorCountsWhatThePartCounts(int n) {
        CountParts parts = CountParts.plan(new EmptyBoardCount.Question(n, true, false));
        CountParts.Counter counter = parts.counter();
        SymmetricSearch topToBottom = new SymmetricSearch(n, false);
        List<Subproblem> frames = SymmetricSearch.parts(n);
        Map<String, Subproblem> framesById = new HashMap<>();
        for (Subproblem frame : frames) {
            framesById.put(new FramePart(frame, 1).id(), frame);
        }
        int symmetric = 0;
        // n = 17 is checked on every 40th part only: its parts take seconds in all.
        int step = n >= 17 ? 40 : 1;
        for (int index = 0; index < parts.size(); index += step) {
            Optional<Interior> interior = parts.interior(index);
            PartCounts own = counter.count(index);
            if (interior.isEmpty()) {
                symmetric++;
                continue;
            }
            long[] found = PlainInteriorSearch.of(interior.get());
            assertThat(own.counts().eightfold()).as("interiors of part %s of n = %d", parts.id(index), n).isEqualTo(found[0]);
            assertThat(own.counts().fourfold() + own.counts().twofold()).isZero();
            SymmetricSearch.Classes rowByRow = topToBottom.count(framesById.get(parts.id(index)), SearchSettings.defaults().start()).orElseThrow();
            assertThat(new PartCounts(Counts.of(rowByRow))).as("top to bottom, part %s of n = %d", parts.id(index), n)
                    .isEqualTo(PartCounts.ofInterior(found[0], found[1]));
        }
        if (step == 1) {
            assertThat(symmetric).as("symmetric frames of n = %d", n).isPositive().isLessThan(parts.size() / 2);
        }
    }

    @ParameterizedTest(name = "rows {0}")
    @ValueSource(ints = {0, 9})
    void anInteriorHasOneToNMinusTwoRowsAndAShiftBetweenEach(int rows) {
        assertThatThrownBy(() -> new Interior(9, new long[rows], new int[Math.max(0, rows - 1)]))
                .hasMessageContaining("An interior of the 9 x 9 board needs 1 to 7 free rows");
        assertThatThrownBy(() -> new Interior(9, new long[] {6, 5}, new int[] {0}))
                .hasMessage("The row distance (0) between free rows must lie between 1 and 8.");
    }
}
