package org.nqueens.spark;

import java.io.Serializable;
import org.nqueens.formulations.bitboard.parts.PartCounts;

/**
 * One part counted by an executor, sent back to the driver.
 *
 * @param index the part's index in the plan
 * @param id the part's id in the executor's plan, which the driver checks against its own (the same program on both sides)
 * @param counts what the part holds
 */
record FinishedPart(int index, String id, PartCounts counts) implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Validates the fields. */
    FinishedPart {
        if (index < 0 || id == null || counts == null) {
            throw new IllegalArgumentException("A finished part needs an index (" + index + ") of at least 0, an id and its counts.");
        }
    }
}
