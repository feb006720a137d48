package org.nqueens.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.nqueens.board.Board;
import org.nqueens.board.Solution;
import org.nqueens.board.Verifier;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.reference.KnownCounts;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Status;

/** The checks every complete formulation of the empty board is held to, shared by the tests of the formulation families. */
public final class FormulationChecks {

    private FormulationChecks() {
    }

    /** Its count of the empty n x n board is complete and equals the known count. */
    public static void assertCountsAsKnown(Formulation formulation, int n) {
        CountResult result = formulation.count(Board.empty(n), false, SearchSettings.defaults());
        assertThat(result.complete()).isTrue();
        assertThat(result.count()).as("%s, n = %d", formulation.id(), n).isEqualTo(KnownCounts.of(n).orElseThrow().solutions());
    }

    /** It enumerates the reference backtracker's solutions of the empty n x n board, each once and each verified. */
    public static void assertEnumeratesTheReferenceSet(Formulation formulation, int n) {
        Board board = Board.empty(n);
        List<Solution> produced = new ArrayList<>();
        try (SolutionStream stream = formulation.enumerate(board, SearchSettings.defaults())) {
            stream.forEachRemaining(placement -> produced.add(placement.solution().orElseThrow()));
            assertThat(stream.exhausted()).isTrue();
        }
        Set<Solution> reference = new HashSet<>();
        try (SolutionStream stream = ReferenceBacktracker.plain().enumerate(board, SearchSettings.defaults())) {
            stream.forEachRemaining(placement -> reference.add(placement.solution().orElseThrow()));
        }
        assertThat(produced).doesNotHaveDuplicates().allMatch(solution -> Verifier.solves(board, solution));
        assertThat(new HashSet<>(produced)).isEqualTo(reference);
    }

    /** It solves every empty board from 1 to {@code largest} with a verified solution, and proves 2 and 3 have none. */
    public static void assertSolvesEmptyBoardsUpTo(Formulation formulation, int largest) {
        for (int n = 1; n <= largest; n++) {
            SolveResult result = formulation.solve(Board.empty(n), SearchSettings.defaults());
            if (n == 2 || n == 3) {
                assertThat(result.status()).as("n = %d", n).isEqualTo(Status.UNSAT);
            } else {
                assertThat(result.status()).as("n = %d", n).isEqualTo(Status.SAT);
                assertThat(Verifier.solves(Board.empty(n), result.solution().orElseThrow())).as("n = %d", n).isTrue();
            }
        }
    }
}
