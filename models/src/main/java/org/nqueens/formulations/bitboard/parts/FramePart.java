package org.nqueens.formulations.bitboard.parts;

import org.nqueens.formulations.bitboard.count.Subproblem;

/**
 * A frame of the symmetric count as a part of the work: id {@code f-TOP.BOTTOM.LEFT.RIGHT}.
 *
 * @param frame the border queens
 * @param work the estimate: the placements in the first rows of the side the search starts from
 */
record FramePart(Subproblem frame, long work) implements CountPart {

    /** Validates the estimate. */
    FramePart {
        CountPart.validate("frame", frame, work);
    }

    @Override
    public String id() {
        return "f-" + frame.top() + "." + frame.bottom() + "." + frame.left() + "." + frame.right();
    }
}
