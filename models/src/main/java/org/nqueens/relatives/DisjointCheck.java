package org.nqueens.relatives;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.nqueens.problem.Coordinates;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Square;

/**
 * The independent check of a witness of the disjoint question: each set is a solution of n-queens
 * (by the problem's verifier) and no two sets share a square.
 */
public final class DisjointCheck {

    private DisjointCheck() {
    }

    /** The first fault of {@code sets} as disjoint solutions of n-queens, in one sentence; empty when there is none. */
    public static Optional<String> fault(int n, List<Solution> sets) {
        Problem board = Problem.queens(n);
        Map<Square, Integer> owner = new HashMap<>();
        for (int k = 0; k < sets.size(); k++) {
            Solution set = sets.get(k);
            if (set.n() != n) {
                return Optional.of("Set " + (k + 1) + " (" + set + ") has " + set.n() + " queens, not " + n + ".");
            }
            Optional<String> why = ProblemVerifier.check(board, Placement.of(set)).map(fault -> fault.describe());
            if (why.isPresent()) {
                return Optional.of("Set " + (k + 1) + " is not a solution: " + why.get());
            }
            for (int row = 1; row <= n; row++) {
                Square square = set.queenInRow(row);
                Integer earlier = owner.putIfAbsent(square, k + 1);
                if (earlier != null) {
                    return Optional.of("Sets " + earlier + " and " + (k + 1) + " share the square " + Coordinates.name(square) + ".");
                }
            }
        }
        return Optional.empty();
    }
}
