package org.nqueens.relatives;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Solution;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.Stats;

/**
 * The disjoint question answered: for n prime to 6 the modular square tiles the board at once (n
 * sets, and no more can fit, since each holds a queen of row 1); otherwise, or when a packer is
 * named, that packer searches every solution of the board.
 */
public final class DisjointSolutions {

    /** The id of the modular construction, in answers. */
    public static final String CONSTRUCTION = "construction";

    /** The largest board the modular construction draws. */
    public static final int MOST_CONSTRUCTED = 100;

    private DisjointSolutions() {
    }

    /** Whether n is prime to 6, where the square {@code (i + 2j) mod n} tiles the board with queens solutions. */
    public static boolean constructible(int n) {
        return n % 2 != 0 && n % 3 != 0;
    }

    /**
     * The most disjoint solutions of n-queens ({@code latin}: whether n of them exist), by
     * {@code packer} when one is given, else by the construction where it applies and {@code fallback}
     * elsewhere.
     */
    public static DisjointAnswer answer(int n, boolean latin, Optional<Packer> packer, Packer fallback, Deadline deadline) {
        if (n < 1) {
            throw new InvalidInputException("The board size n (" + n + ") must be at least 1.");
        }
        if (packer.isEmpty() && constructible(n)) {
            if (n > MOST_CONSTRUCTED) {
                throw new InvalidInputException("The board size n (" + n + ") must be at most " + MOST_CONSTRUCTED
                        + " for the modular construction's drawing.");
            }
            QueenLatinSquare square = QueenLatinSquare.modular(n, 1, 2);
            List<Solution> sets = new ArrayList<>(square.classes());
            sets.sort(Comparator.comparingInt(set -> set.column(1)));
            return new DisjointAnswer(n, latin, sets, n, CONSTRUCTION, deadline.elapsed(), Stats.empty(),
                    "n = " + n + " is prime to 6, so the squares of each value of (row + 2 column) mod n are a solution;"
                            + " no more than n fit, each holding a queen of row 1.");
        }
        if (n > QueensSolutions.MOST) {
            throw new InvalidInputException("The board size n (" + n + ") must be at most " + QueensSolutions.MOST + " for the search"
                    + " (it holds every solution of the board in memory)" + (constructible(n) ? "; without --solver the modular"
                    + " construction answers up to " + MOST_CONSTRUCTED : "") + ".");
        }
        Packer chosen = packer.orElse(fallback);
        SolutionPacking packing = SolutionPacking.of(n);
        Packed packed = latin ? chosen.latin(packing, deadline) : chosen.maximise(packing, deadline);
        String reason;
        if (latin) {
            reason = packed.size() == n ? chosen.id() + " found n disjoint solutions among the " + packing.solutions().size() + "."
                    : packed.bound() < n ? chosen.id() + " searched every tiling of the board by its " + packing.solutions().size()
                            + " solutions to its end: none exists."
                    : chosen.id() + " stopped (" + deadline.reasonStopped() + ") before it knew.";
        } else {
            reason = packed.proved() ? chosen.id() + " searched every packing of the " + packing.solutions().size() + " solutions to its end."
                    : chosen.id() + " stopped (" + deadline.reasonStopped() + "); " + packed.bound() + " is the bound it had proved.";
        }
        List<Solution> sets = new ArrayList<>(packing.chosen(packed.chosen()));
        sets.sort(Comparator.comparingInt(set -> set.column(1)));
        return new DisjointAnswer(n, latin, sets, packed.bound(), chosen.id(), deadline.elapsed(), packed.stats(), reason);
    }
}
