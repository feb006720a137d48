package org.nqueens.relatives;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.nqueens.dlx.DancingLinks;
import org.nqueens.dlx.ExactCover;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Solution;
import org.nqueens.solver.Deadline;

/**
 * Magic squares whose number classes are queens solutions: {@code M = N * A + B + 1} for two
 * orthogonal queen Latin squares A and B. Every row and column of M holds each value of A and of B
 * once, and so does each diagonal, since a symbol's squares (a queens solution) meet a diagonal of
 * length N at most once; so M is magic, its blocks are A's classes and its remainders B's.
 *
 * <p>For N prime to 6, {@code A = (i + 2j) mod N} and {@code B = (2i + j) mod N} are such squares:
 * a symbol class of {@code (ai + bj) mod N} meets each row and column once as a and b are units, and
 * each diagonal once as {@code a + b} and {@code a - b} are (3 and -1, 3 and 1); the pair is
 * orthogonal as its determinant, 1 - 4 = -3, is a unit. For other N the search lists the queen
 * Latin squares by dancing links (the tilings of the board by its solutions, one at least of each
 * class under the board's symmetries, {@link LatinTilings}: a symmetry carries a mate with its
 * square) and looks for an orthogonal mate of each: a tiling by the solutions that meet each of its
 * classes once.
 */
public final class MagicSquares {

    private MagicSquares() {
    }

    /** A magic square of order {@code n} with queens classes, or why there is none; the search stops at {@code deadline}. */
    public static MagicAnswer find(int n, Deadline deadline, int threads) {
        if (n < 1) {
            throw new InvalidInputException("The order N (" + n + ") of a magic square must be at least 1.");
        }
        if (DisjointSolutions.constructible(n)) {
            if (n > DisjointSolutions.MOST_CONSTRUCTED) {
                throw new InvalidInputException("The order N (" + n + ") must be at most " + DisjointSolutions.MOST_CONSTRUCTED
                        + " for the modular construction.");
            }
            MagicSquare square = MagicSquare.of(QueenLatinSquare.modular(n, 1, 2), QueenLatinSquare.modular(n, 2, 1));
            return new MagicAnswer(n, MagicAnswer.Status.FOUND, true, Optional.of(square),
                    "N = " + n + " is prime to 6: A = (i + 2j) mod N and B = (2i + j) mod N are orthogonal queen Latin squares.",
                    deadline.elapsed());
        }
        if (n > QueensSolutions.MOST) {
            throw new InvalidInputException("The order N (" + n + ") must be at most " + QueensSolutions.MOST + " when it is not prime"
                    + " to 6: the search holds every solution of the board in memory.");
        }
        SolutionPacking packing = new SolutionPacking(n, QueensSolutions.of(n, "the magic question"));
        LatinTilings.Outcome<MagicSquare> outcome = LatinTilings.search(packing, deadline, threads, tiling -> {
            QueenLatinSquare a = QueenLatinSquare.of(n, tiling);
            return mate(a, packing, deadline).map(b -> MagicSquare.of(a, b));
        });
        long squares = outcome.found().tilings();
        if (outcome.found().answer().isPresent()) {
            return new MagicAnswer(n, MagicAnswer.Status.FOUND, true, outcome.found().answer(),
                    "A queen Latin square and an orthogonal mate found by dancing links (" + squares + " squares tried).",
                    deadline.elapsed());
        }
        if (!outcome.complete()) {
            return new MagicAnswer(n, MagicAnswer.Status.UNKNOWN, false, Optional.empty(), "The search stopped ("
                    + deadline.reasonStopped() + ") after " + squares + " queen Latin squares without a mate.", deadline.elapsed());
        }
        String why = squares == 0
                ? "no queen Latin square of order " + n + " exists (no " + n + " disjoint solutions tile the board)"
                : "none of the " + squares + " queen Latin squares of order " + n + " (up to the board's symmetries) has an"
                        + " orthogonal mate";
        return new MagicAnswer(n, MagicAnswer.Status.NONE, true, Optional.empty(), "Proved by dancing links: " + why + ".",
                deadline.elapsed());
    }

    /** A queen Latin square orthogonal to {@code a}: a tiling by the solutions that meet each of a's classes once. */
    private static Optional<QueenLatinSquare> mate(QueenLatinSquare a, SolutionPacking packing, Deadline deadline) {
        int n = a.n();
        List<Solution> transversals = new ArrayList<>();
        for (Solution solution : packing.solutions()) {
            boolean[] met = new boolean[n];
            boolean once = true;
            for (int row = 1; row <= n && once; row++) {
                int symbol = a.symbol(row - 1, solution.column(row) - 1);
                once = !met[symbol];
                met[symbol] = true;
            }
            if (once) {
                transversals.add(solution);
            }
        }
        if (transversals.size() < n) {
            return Optional.empty();
        }
        SolutionPacking mates = new SolutionPacking(n, transversals);
        ExactCover matrix = mates.latinMatrix();
        DancingLinks search = DancingLinks.of(matrix).stopWhen(deadline::reached);
        return search.next() == DancingLinks.Outcome.SOLUTION
                ? Optional.of(QueenLatinSquare.of(n, mates.chosen(search.solution())))
                : Optional.empty();
    }
}
