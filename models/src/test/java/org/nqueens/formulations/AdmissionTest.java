package org.nqueens.formulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.formulations.portfolio.PortfolioSolver;
import org.nqueens.problem.InconsistentBoardException;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Square;
import org.nqueens.solver.Admission;
import org.nqueens.solver.Admitted;
import org.nqueens.solver.DescribedFormulation;
import org.nqueens.solver.Descriptor;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Status;
import org.nqueens.solver.Task;
import org.nqueens.solver.UnsupportedTaskException;

/** One admission step: a request is checked once, and the runner and the portfolio trust it. */
class AdmissionTest {

    /** The reference backtracker, counting how often it is asked whether it takes a problem and whether it refuses one. */
    private static final class Watched implements DescribedFormulation {
        private final Formulation inner;
        private final Descriptor descriptor;
        final AtomicInteger asked = new AtomicInteger();

        Watched(Formulation inner, String id) {
            this.inner = inner;
            this.descriptor = Descriptor.of(id, inner.title(), EnumSet.of(Task.SOLVE, Task.COMPLETE, Task.COUNT));
        }

        @Override
        public Descriptor descriptor() {
            return descriptor;
        }

        @Override
        public boolean takes(Problem problem) {
            asked.incrementAndGet();
            return inner.takes(problem);
        }

        @Override
        public Optional<String> refusal(Task task, Problem problem) {
            return inner.refusal(task, problem);
        }

        @Override
        public ResumableSearch search(Problem problem, Run run) {
            return inner.search(problem, run);
        }
    }

    @Test
    void aRequestIsCheckedOnceFromTheRegistryToTheAnswer() {
        Watched watched = new Watched(ReferenceBacktracker.plain(), "watched");
        Admitted request = Formulations.of(List.of(watched)).admit("watched", Task.SOLVE, Problem.queens(8));
        assertThat(request.solve(SearchSettings.defaults()).status()).isEqualTo(Status.SAT);
        assertThat(watched.asked).hasValue(1);
    }

    @Test
    void thePortfolioAdmitsItsRacersThroughTheSameStepAndTheyTrustIt() {
        Watched first = new Watched(ReferenceBacktracker.plain(), "first");
        Watched second = new Watched(ReferenceBacktracker.plain(), "second");
        PortfolioSolver portfolio = new PortfolioSolver(List.of(first, second));
        Admitted request = Admission.admit(portfolio, Task.SOLVE, Problem.queens(8));
        assertThat(request.solve(SearchSettings.defaults()).status()).isEqualTo(Status.SAT);
        // Admitting the portfolio asks whether a racer takes the board (the first says yes); the race admits each racer once.
        assertThat(first.asked).hasValue(2);
        assertThat(second.asked).hasValue(1);
    }

    @Test
    void aRefusedRequestNamesTheReasonAndNoRequestIsMade() {
        Formulation counter = ReferenceBacktracker.mirrored();
        assertThatThrownBy(() -> Admission.admit(counter, Task.SOLVE, Problem.queens(8)))
                .isInstanceOf(UnsupportedTaskException.class)
                .hasMessage("The solver 'backtrack-mirror' cannot solve an empty board.");
        assertThat(Admission.tryAdmit(counter, Task.SOLVE, Problem.queens(8))).isEmpty();
    }

    @Test
    void inconsistentGivenPiecesAreRefusedAtAdmission() {
        Problem attacked = Problem.classic(8, List.of(new Square(1, 1), new Square(2, 2)), List.of());
        assertThatThrownBy(() -> Admission.admit(ReferenceBacktracker.plain(), Task.COMPLETE, attacked))
                .isInstanceOf(InconsistentBoardException.class);
    }

    @Test
    void aRequestRunsOnlyAsItWasAdmitted() {
        Admitted counting = Admission.admit(ReferenceBacktracker.plain(), Task.COUNT, Problem.queens(6));
        assertThat(counting.count(SearchSettings.defaults()).count()).isEqualTo(4);
        assertThatThrownBy(() -> counting.solve(SearchSettings.defaults()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("The request admitted to count all solutions was run for another task.");
        assertThatThrownBy(() -> ReferenceBacktracker.mirrored().count(counting, SearchSettings.defaults()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("The request admitted for the solver 'backtrack' was given to 'backtrack-mirror'");
    }
}
