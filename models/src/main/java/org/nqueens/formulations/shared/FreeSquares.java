package org.nqueens.formulations.shared;

import java.util.Arrays;
import java.util.Optional;
import org.nqueens.problem.Quote;
import org.nqueens.problem.Square;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Lines;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Descriptor;

/**
 * The squares a grid model ({@code choco-grid}, {@code cpsat-boolean}) gives a 0/1 variable: those
 * that are neither a pawn, nor blocked, nor given, nor attacked by a given piece. The others could
 * only ever be 0, so the model leaves them out rather than fixing them.
 */
public final class FreeSquares {

    private FreeSquares() {
    }

    /** The size guard of a grid model: it poses a Boolean a square, on boards of at most {@code mostSquares} squares. */
    public static Descriptor.Limit upTo(long mostSquares) {
        return (id, task, problem) -> problem.geometry().area() > mostSquares
                ? Optional.of("The solver " + Quote.of(id) + " poses a Boolean a square, on boards of up to " + mostSquares + " squares; "
                        + problem.geometry() + " has " + problem.geometry().area() + ".")
                : Optional.empty();
    }

    /** Whether a piece may still stand on each square of {@code problem}'s board, by square index; {@code lines} are the problem's. */
    public static boolean[] of(Problem problem, Lines lines) {
        Geometry geometry = problem.geometry();
        boolean[] free = new boolean[geometry.squares()];
        Arrays.fill(free, true);
        problem.pawns().forEach(square -> free[geometry.index(square)] = false);
        problem.blocked().forEach(square -> free[geometry.index(square)] = false);
        for (Square given : problem.given()) {
            int g = geometry.index(given);
            free[g] = false;
            for (int[] line : lines.lines()) {
                if (Arrays.binarySearch(line, g) >= 0) {
                    for (int s : line) {
                        free[s] = false;
                    }
                }
            }
            for (int[] jump : lines.jumps()) {
                if (jump[0] == g || jump[1] == g) {
                    free[jump[0]] = false;
                    free[jump[1]] = false;
                }
            }
        }
        return free;
    }
}
