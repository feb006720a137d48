package org.nqueens.formulations.portfolio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nqueens.problem.InconsistentBoardException;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Square;
import org.nqueens.formulations.Formulations;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Admission;
import org.nqueens.solver.Admitted;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.SolverUnavailableException;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Status;
import org.nqueens.solver.Task;
import org.nqueens.testing.Instances;

class PortfolioSolverTest {

    /** A formulation whose behaviour the test scripts. */
    private record Scripted(String id, Behaviour behaviour) implements Formulation {
        enum Behaviour { WAIT_FOR_CANCEL, ANSWER_AFTER_50MS, UNAVAILABLE, WRONG_SOLUTION }

        @Override
        public String title() {
            return "scripted " + behaviour;
        }

        @Override
        public Set<Task> tasks() {
            return EnumSet.of(Task.SOLVE, Task.COMPLETE);
        }

        @Override
        public SolveResult solve(Admitted request, SearchSettings settings) {
            Problem board = request.problem();
            Deadline deadline = settings.start();
            switch (behaviour) {
                case WAIT_FOR_CANCEL -> {
                    while (!deadline.reached()) {
                        Thread.onSpinWait();
                    }
                    return SolveResult.unknown(id, board.rows(), deadline.elapsed(), Stats.of(Stats.NODES, 7), deadline.reasonStopped());
                }
                case ANSWER_AFTER_50MS -> {
                    sleep(50);
                    return ReferenceBacktracker.plain().solve(board, SearchSettings.defaults());
                }
                case UNAVAILABLE -> throw new SolverUnavailableException("the native library did not load", null);
                default -> {
                    return SolveResult.sat(id, Solution.of(1, 2, 3, 4), deadline.elapsed(), Stats.empty());
                }
            }
        }

        private static void sleep(long millis) {
            try {
                Thread.sleep(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Test
    void takesTheFirstProvenAnswerAndCancelsTheRest() {
        PortfolioSolver portfolio = new PortfolioSolver(List.of(
                new Scripted("slow", Scripted.Behaviour.WAIT_FOR_CANCEL),
                new Scripted("fast", Scripted.Behaviour.ANSWER_AFTER_50MS)));
        SolveResult result = portfolio.solve(Problem.queens(8), SearchSettings.defaults());
        assertThat(result.status()).isEqualTo(Status.SAT);
        assertThat(result.solver()).isEqualTo("backtrack");
        assertThat(ProblemVerifier.whyNot(Problem.queens(8), result.solution().orElseThrow())).isEmpty();
        assertThat(result.explanation()).contains("slow: stopped after", "(nodes 7)", "fast: won with SAT");
        assertThat(result.elapsed()).isLessThan(Duration.ofSeconds(5));
    }

    @Test
    void answersUnknownAtTheTimeLimitWhenNoRacerAnswers() {
        PortfolioSolver portfolio = new PortfolioSolver(List.of(new Scripted("slow", Scripted.Behaviour.WAIT_FOR_CANCEL)));
        SolveResult result = portfolio.solve(Problem.queens(8), SearchSettings.defaults().withTimeLimit(Duration.ofMillis(100)));
        assertThat(result.status()).isEqualTo(Status.UNKNOWN);
        assertThat(result.solver()).isEqualTo("auto");
        assertThat(result.explanation()).startsWith("time limit reached. auto raced 1 formulation;");
    }

    @Test
    void anUnavailableSolverDropsOutAndTheOthersGoOn() {
        PortfolioSolver portfolio = new PortfolioSolver(List.of(
                new Scripted("broken", Scripted.Behaviour.UNAVAILABLE),
                new Scripted("fast", Scripted.Behaviour.ANSWER_AFTER_50MS)));
        SolveResult result = portfolio.solve(Problem.queens(6), SearchSettings.defaults());
        assertThat(result.status()).isEqualTo(Status.SAT);
        assertThat(result.explanation()).contains("broken: unavailable (the native library did not load)");
    }

    @Test
    void aWrongSolutionIsADefectNotAnAnswer() {
        PortfolioSolver portfolio = new PortfolioSolver(List.of(new Scripted("liar", Scripted.Behaviour.WRONG_SOLUTION)));
        assertThatThrownBy(() -> portfolio.solve(Problem.queens(4), SearchSettings.defaults()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("The solver 'liar' returned a wrong solution: The pieces at a1 and b2 attack each other along a diagonal");
    }

    @Test
    void inconsistentGivenQueensAreBadInputBeforeAnyRace() {
        Problem board = Problem.classic(8, List.of(new Square(1, 1), new Square(8, 8)), List.of());
        assertThatThrownBy(() -> Formulations.standard().get("auto").solve(board, SearchSettings.defaults()))
                .isInstanceOf(InconsistentBoardException.class);
    }

    @Test
    void theStandardPortfolioAnswersTheSmallInstances() {
        Formulation auto = Formulations.standard().get("auto");
        for (Instances.Instance instance : Instances.upTo(8)) {
            SolveResult result = auto.solve(instance.problem(), SearchSettings.defaults());
            assertThat(result.status()).as(instance.file()).isEqualTo(instance.answer());
            result.solution().ifPresent(s -> assertThat(ProblemVerifier.whyNot(instance.problem(), s)).isEmpty());
        }
    }

    @Test
    void racesOnlyAsManyTakersAsItHasLanesMostPreferredFirst() {
        Scripted first = new Scripted("first", Scripted.Behaviour.WAIT_FOR_CANCEL);
        Scripted second = new Scripted("second", Scripted.Behaviour.ANSWER_AFTER_50MS);
        PortfolioSolver oneLane = new PortfolioSolver(List.of(second, first), 1);
        assertThat(entrants(oneLane, Task.SOLVE, Problem.queens(8))).containsExactly(second);
        SolveResult result = oneLane.solve(Problem.queens(8), SearchSettings.defaults());
        assertThat(result.status()).isEqualTo(Status.SAT);
        assertThat(result.explanation()).startsWith("auto raced 1 formulation; second: won with SAT").doesNotContain("first");
    }

    @Test
    void aLaneIsNotSpentOnARacerThatRefusesTheBoard() {
        Formulation construct = Formulations.standard().get("construct");
        Formulation backtrack = ReferenceBacktracker.plain();
        PortfolioSolver oneLane = new PortfolioSolver(List.of(construct, backtrack), 1);
        Problem partial = Problem.classic(8, List.of(new Square(1, 1)), List.of());
        assertThat(entrants(oneLane, Task.COMPLETE, partial)).containsExactly(backtrack);
        assertThat(entrants(oneLane, Task.SOLVE, Problem.queens(8))).containsExactly(construct);
    }

    @Test
    void theStandardPortfolioPutsConstructionOnEmptyBoardsAndBitboardOnSmallPartialOnes() {
        PortfolioSolver auto = (PortfolioSolver) Formulations.standard().get("auto");
        assertThat(entrants(auto, Task.SOLVE, Problem.queens(1000)).get(0).id()).isEqualTo("construct");
        Problem partial = Problem.classic(40, List.of(new Square(1, 1)), List.of());
        assertThat(entrants(auto, Task.COMPLETE, partial).get(0).id()).isEqualTo("bitboard");
        assertThat(entrants(auto, Task.COMPLETE, partial)).hasSizeLessThanOrEqualTo(Math.max(2, Runtime.getRuntime().availableProcessors()));
    }

    @Test
    void lanesMustBeAtLeastOne() {
        assertThatThrownBy(() -> new PortfolioSolver(List.of(ReferenceBacktracker.plain()), 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("The number of racers at a time (0) must be at least 1.");
    }

    /** The formulations the portfolio races on {@code problem}, the request admitted first. */
    private static List<Formulation> entrants(PortfolioSolver portfolio, Task task, Problem problem) {
        return portfolio.entrants(Admission.admit(portfolio, task, problem)).stream().map(Admitted::formulation).toList();
    }
}
