package org.nqueens.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntToLongFunction;

/**
 * The parts still to count, dealt into the batches that become Spark tasks. A task costs the
 * scheduler a few milliseconds whatever it holds, and a plan has thousands of parts, most of them
 * small; so the parts, largest first, are cut into about {@code target} batches of similar
 * estimated work: the largest parts each make a batch of their own, the small ones share one. The
 * batches keep the largest-first order, which is the order Spark starts tasks in, so the long tasks
 * run early and the short ones fill the end.
 */
final class Batches {

    private Batches() {
    }

    /**
     * The batches of {@code largestFirst} (part indices, largest estimate first), about {@code target}
     * of them, each a non-empty run of that list.
     */
    static List<int[]> of(List<Integer> largestFirst, IntToLongFunction work, int target) {
        if (target < 1) {
            throw new IllegalArgumentException("The number of batches (" + target + ") must be at least 1.");
        }
        long total = 0;
        for (int index : largestFirst) {
            total += work.applyAsLong(index);
        }
        long share = Math.max(1, (total + target - 1) / target);
        List<int[]> batches = new ArrayList<>();
        List<Integer> batch = new ArrayList<>();
        long batchWork = 0;
        for (int index : largestFirst) {
            batch.add(index);
            batchWork += work.applyAsLong(index);
            if (batchWork >= share) {
                batches.add(toArray(batch));
                batch.clear();
                batchWork = 0;
            }
        }
        if (!batch.isEmpty()) {
            batches.add(toArray(batch));
        }
        return batches;
    }

    private static int[] toArray(List<Integer> batch) {
        return batch.stream().mapToInt(Integer::intValue).toArray();
    }
}
