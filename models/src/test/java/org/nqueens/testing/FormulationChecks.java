package org.nqueens.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Square;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.reference.KnownCounts;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Status;

/** The checks every complete formulation of the classic board is held to, shared by the tests of the formulation families. */
public final class FormulationChecks {

    private FormulationChecks() {
    }

    /** Its count of the empty n x n board is complete and equals the known count. */
    public static void assertCountsAsKnown(Formulation formulation, int n) {
        CountResult result = formulation.count(Problem.queens(n), false, SearchSettings.defaults());
        assertThat(result.complete()).isTrue();
        assertThat(result.count()).as("%s, n = %d", formulation.id(), n).isEqualTo(KnownCounts.of(n).orElseThrow().solutions());
    }

    /** It enumerates the reference backtracker's solutions of the empty n x n board, each once and each verified. */
    public static void assertEnumeratesTheReferenceSet(Formulation formulation, int n) {
        Problem board = Problem.queens(n);
        List<Solution> produced = new ArrayList<>();
        try (SolutionStream stream = formulation.enumerate(board, SearchSettings.defaults())) {
            stream.forEachRemaining(placement -> produced.add(placement.solution().orElseThrow()));
            assertThat(stream.exhausted()).isTrue();
        }
        Set<Solution> reference = new HashSet<>();
        try (SolutionStream stream = ReferenceBacktracker.plain().enumerate(board, SearchSettings.defaults())) {
            stream.forEachRemaining(placement -> reference.add(placement.solution().orElseThrow()));
        }
        assertThat(produced).doesNotHaveDuplicates().allMatch(solution -> ProblemVerifier.solves(board, solution));
        assertThat(new HashSet<>(produced)).isEqualTo(reference);
    }

    /** It solves every empty board from 1 to {@code largest} with a verified solution, and proves 2 and 3 have none. */
    public static void assertSolvesEmptyBoardsUpTo(Formulation formulation, int largest) {
        for (int n = 1; n <= largest; n++) {
            SolveResult result = formulation.solve(Problem.queens(n), SearchSettings.defaults());
            if (n == 2 || n == 3) {
                assertThat(result.status()).as("n = %d", n).isEqualTo(Status.UNSAT);
            } else {
                assertThat(result.status()).as("n = %d", n).isEqualTo(Status.SAT);
                assertThat(ProblemVerifier.solves(Problem.queens(n), result.solution().orElseThrow())).as("n = %d", n).isTrue();
            }
        }
    }

    /**
     * On a partial board of n = 12 with two given queens and two blocked squares it finds a verified
     * completion, and enumerates completions, each once and each verified, as many as the reference counts.
     */
    public static void assertCompletesKeepingGivenQueensAndAvoidingBlockedSquares(Formulation formulation) {
        Problem board = Problem.classic(12, List.of(new Square(1, 3), new Square(7, 8)), List.of(new Square(2, 1), new Square(2, 5)));
        SolveResult result = formulation.solve(board, SearchSettings.defaults());
        assertThat(result.status()).isEqualTo(Status.SAT);
        assertThat(ProblemVerifier.whyNot(board, result.solution().orElseThrow())).isEmpty();
        try (SolutionStream stream = formulation.enumerate(board, SearchSettings.defaults())) {
            List<Solution> all = new ArrayList<>();
            stream.forEachRemaining(placement -> all.add(placement.solution().orElseThrow()));
            assertThat(all).isNotEmpty().doesNotHaveDuplicates().allMatch(solution -> ProblemVerifier.solves(board, solution));
            assertThat((long) all.size()).isEqualTo(ReferenceBacktracker.plain().count(board, false, SearchSettings.defaults()).count());
        }
    }

    /**
     * Boards with nothing to search are answered: a full board is its own solution and count; a board with
     * a row, or a column, wholly blocked has none (UNSAT, count 0, an empty enumeration that is exhausted).
     * Returns the answer for the blocked row, whose explanation a formulation may check further.
     */
    public static SolveResult assertAnswersBoardsThatNeedNoSearch(Formulation formulation) {
        Problem full = Problem.of(Solution.of(2, 4, 1, 3));
        assertThat(formulation.solve(full, SearchSettings.defaults()).solution()).contains(Solution.of(2, 4, 1, 3));
        assertThat(formulation.count(full, false, SearchSettings.defaults()).count()).isEqualTo(1);
        Problem rowBlocked = Problem.classic(4, List.of(), List.of(new Square(3, 1), new Square(3, 2), new Square(3, 3), new Square(3, 4)));
        SolveResult none = formulation.solve(rowBlocked, SearchSettings.defaults());
        assertThat(none.status()).isEqualTo(Status.UNSAT);
        try (SolutionStream stream = formulation.enumerate(rowBlocked, SearchSettings.defaults())) {
            assertThat(stream.hasNext()).isFalse();
            assertThat(stream.exhausted()).isTrue();
        }
        Problem columnBlocked = Problem.classic(4, List.of(), List.of(new Square(1, 2), new Square(2, 2), new Square(3, 2), new Square(4, 2)));
        assertThat(formulation.solve(columnBlocked, SearchSettings.defaults()).status()).isEqualTo(Status.UNSAT);
        assertThat(formulation.count(columnBlocked, false, SearchSettings.defaults()).count()).isZero();
        return none;
    }
}
