package org.nqueens.formulations.bitboard.parts;

import org.nqueens.formulations.bitboard.placements.RowPrefix;

/**
 * A row prefix of the placements count as a part of the work: id {@code r-C1.C2...}.
 *
 * @param prefix the queens of the first rows
 * @param work the estimate of the placements below the prefix, in the plan's unit
 */
record PrefixPart(RowPrefix prefix, long work) implements CountPart {

    /** Validates the estimate. */
    PrefixPart {
        CountPart.validate("prefix", prefix, work);
    }

    @Override
    public String id() {
        return prefix.id();
    }
}
