package org.nqueens.formulations.bitboard;

import org.nqueens.solver.WorkSplitter;

/** One part of an empty-board count: a frame of the symmetric count, or a row prefix of the placements count. */
sealed interface CountPart extends WorkSplitter.Part permits FramePart, RowPrefix {
}
