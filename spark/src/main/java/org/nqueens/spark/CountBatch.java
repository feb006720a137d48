package org.nqueens.spark;

import java.io.Serializable;
import java.util.ArrayList;
import org.nqueens.formulations.bitboard.parts.CountParts;
import org.nqueens.formulations.bitboard.parts.EmptyBoardCount;
import scala.collection.Iterator;
import scala.runtime.AbstractFunction1;

/**
 * What one Spark task does on an executor: count the parts of its batch (indices into the plan)
 * one after another and return their counts. Only the question travels; the executor makes the plan
 * itself, once per process, the same plan as the driver's (the part ids say so).
 */
final class CountBatch extends AbstractFunction1<Iterator<int[]>, ArrayList<FinishedPart>> implements Serializable {

    private static final long serialVersionUID = 1L;

    private final int n;
    private final boolean unique;
    private final boolean placements;
    private final boolean levels;

    CountBatch(EmptyBoardCount.Question question) {
        this.n = question.n();
        this.unique = question.unique();
        this.placements = question.placements();
        this.levels = question.levels();
    }

    @Override
    public ArrayList<FinishedPart> apply(Iterator<int[]> batches) {
        CountParts plan = CountParts.cached(new EmptyBoardCount.Question(n, unique, placements, levels));
        CountParts.Counter counter = plan.counter();
        ArrayList<FinishedPart> finished = new ArrayList<>();
        while (batches.hasNext()) {
            for (int index : batches.next()) {
                finished.add(new FinishedPart(index, plan.id(index), counter.count(index)));
            }
        }
        return finished;
    }
}
