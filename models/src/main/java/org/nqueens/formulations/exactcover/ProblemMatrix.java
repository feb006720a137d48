package org.nqueens.formulations.exactcover;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.nqueens.problem.Square;
import org.nqueens.dlx.ExactCover;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Lines;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;

/**
 * A variant of the family as generalized exact cover: one option a free square, holding the items
 * of the lines through it and of the jumps it makes. A line that must hold exactly one piece is a
 * primary item: the rows when the pieces, one a row, fill every run of a row that pawns leave (and
 * the columns too when they also fill every run of a column); every other line, and every pair of
 * squares a knight's move or a king's step apart, is a secondary item, to hold at most one piece.
 * Torus lines wrap around. On a box of layers (the cube) the lines run in its thirteen directions
 * and each axis (rows, columns, pillars) whose runs the pieces fill is primary: n^2 queens in the
 * n x n x n cube hold exactly one on every axis-parallel line, and at most one on every diagonal
 * line of two cells or more. The lines holding a given piece, and the squares it attacks, are left
 * out, as in {@link QueensMatrix}.
 *
 * <p>Exact cover cannot say "exactly k pieces" otherwise, so a problem whose count is not fixed by
 * its rows or columns (knights, kings, bishops, fewer line pieces than rows) is refused.
 */
final class ProblemMatrix {

    private final ExactCover cover;
    private final int[] squareOfOption;
    private final Problem problem;

    private ProblemMatrix(ExactCover cover, int[] squareOfOption, Problem problem) {
        this.cover = cover;
        this.squareOfOption = squareOfOption;
        this.problem = problem;
    }

    /**
     * The most cells of a box it poses (the 100-cube): each cell's option holds up to 14 nodes (its
     * 13 lines and a spacer), some 14 million nodes in all, a few hundred megabytes with the items;
     * the n^2 queens of a cube that large are far beyond any search anyway.
     */
    static final long MAX_BOX_CELLS = 1_000_000;

    /** Why exact cover cannot pose {@code problem}; empty when it can. */
    static Optional<String> whyNot(Problem problem) {
        if (!problem.geometry().isFlat() && problem.geometry().area() > MAX_BOX_CELLS) {
            return Optional.of("Exact cover poses boxes of up to " + MAX_BOX_CELLS + " cells (a node for each line through each cell);"
                    + " " + problem.geometry() + " has " + problem.geometry().area() + ".");
        }
        if (!problem.piece().orthogonal()) {
            return Optional.of("Exact cover needs lines that each hold exactly one piece, so it takes pieces that attack along rows"
                    + " (queen, rook, super-queen); a " + problem.piece().id() + " does not.");
        }
        if (Lines.Kind.on(problem.geometry()).stream().noneMatch(kind -> kind.axial() && Lines.filledRuns(problem, kind).isPresent())) {
            return Optional.of("Exact cover needs the pieces to fill every row (or every column"
                    + (problem.geometry().isFlat() ? "" : ", or every pillar") + ") that pawns leave, one a run: "
                    + problem.describe() + " places " + (problem.pieces() - problem.givenCount())
                    + " pieces, as many as neither its free runs of rows nor those of columns"
                    + (problem.geometry().isFlat() ? "" : " nor those of pillars") + ".");
        }
        return Optional.empty();
    }

    /** The matrix of {@code problem}, which {@link #whyNot} accepts. */
    static ProblemMatrix of(Problem problem) {
        Geometry geometry = problem.geometry();
        int squares = geometry.squares();
        boolean[] taken = new boolean[squares];
        for (Square given : problem.given()) {
            taken[geometry.index(given)] = true;
        }
        boolean[] attacked = new boolean[squares];
        boolean[] open = new boolean[squares];
        for (int s = 0; s < squares; s++) {
            open[s] = true;
        }
        problem.pawns().forEach(square -> open[geometry.index(square)] = false);
        problem.blocked().forEach(square -> open[geometry.index(square)] = false);
        ExactCover.Builder builder = ExactCover.builder();
        List<List<Integer>> itemsOf = new ArrayList<>(squares);
        for (int s = 0; s < squares; s++) {
            itemsOf.add(new ArrayList<>());
        }
        for (Lines.Kind kind : Lines.Kind.on(geometry)) {
            if (!kind.movedBy(problem.piece())) {
                continue;
            }
            List<int[]> runs = Lines.runs(problem, kind);
            boolean primary = Lines.filledRuns(problem, kind).isPresent();
            int number = 0;
            for (int[] run : runs) {
                number++;
                if (holdsGiven(run, taken)) {
                    for (int s : run) {
                        attacked[s] = true;
                    }
                    continue;
                }
                if (!primary && run.length < 2) {
                    continue;
                }
                int item = builder.addItem(kind.tag() + "" + number, primary);
                for (int s : run) {
                    itemsOf.get(s).add(item);
                }
            }
        }
        for (int[] jump : Lines.of(problem).jumps()) {
            if (taken[jump[0]] || taken[jump[1]]) {
                attacked[jump[0]] = true;
                attacked[jump[1]] = true;
                continue;
            }
            int item = builder.addItem("j" + itemName(geometry.squareAt(jump[0])) + "-" + itemName(geometry.squareAt(jump[1])), false);
            itemsOf.get(jump[0]).add(item);
            itemsOf.get(jump[1]).add(item);
        }
        List<Integer> options = new ArrayList<>();
        for (int s = 0; s < squares; s++) {
            if (open[s] && !taken[s] && !attacked[s] && !itemsOf.get(s).isEmpty()) {
                builder.addOption(itemsOf.get(s).stream().mapToInt(Integer::intValue).toArray());
                options.add(s);
            }
        }
        return new ProblemMatrix(builder.build(), options.stream().mapToInt(Integer::intValue).toArray(), problem);
    }

    /** The problem as exact cover. */
    ExactCover cover() {
        return cover;
    }

    /** The placement of the chosen options, with the given pieces. */
    Placement placement(int[] options) {
        List<Square> pieces = new ArrayList<>(problem.given());
        for (int option : options) {
            pieces.add(problem.geometry().squareAt(squareOfOption[option]));
        }
        return Placement.of(pieces);
    }

    /** A square in an item's name: "3.5" (row, column), "3.5.2" on a box of layers. */
    private static String itemName(Square square) {
        return square.row() + "." + square.column() + (square.layer() > 1 ? "." + square.layer() : "");
    }

    private static boolean holdsGiven(int[] run, boolean[] taken) {
        for (int s : run) {
            if (taken[s]) {
                return true;
            }
        }
        return false;
    }
}
