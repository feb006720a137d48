package org.nqueens.formulations.cpsat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.ortools.sat.SatParameters;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.nqueens.formulations.shared.OnePerRow;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Solution;
import org.nqueens.formulations.choco.ChocoAllDifferentModel;
import org.nqueens.problem.Problem;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolverUnavailableException;
import org.nqueens.solver.Status;

class CpSatModelTest {

    @Test
    void countingUsesOneWorkerWhateverTheSearchAsksFor() {
        CpSatRun.SearchChoice<QueenModel> eightWorkers = (queens, seed, parameters) -> {
            CpSatModel.chooseSearch(queens, seed, parameters);
            parameters.setNumWorkers(8);
        };
        CpSatRun<QueenModel> run = CpSatRun.overRows(NativeLibrary.OR_TOOLS, CpSatModel::build, eightWorkers);
        Problem board = Problem.queens(8);
        SatParameters.Builder parameters = SatParameters.newBuilder();
        NativeLibrary.OR_TOOLS.require();
        run.enumerating(CpSatModel.build(OnePerRow.of(board)), 1, parameters, SearchSettings.defaults().start());
        assertThat(parameters.getNumWorkers()).isEqualTo(1);
        assertThat(parameters.getEnumerateAllSolutions()).isTrue();
        ResumableSearch search = run.search(board, Run.start(SearchSettings.defaults().withThreads(8)));
        long count = 0;
        while (search.advance() == ResumableSearch.Step.SOLUTION) {
            count++;
        }
        assertThat(count).isEqualTo(92);
    }

    @Test
    void countsAreRightWhenSettingsAskForManyThreads() {
        assertThat(new CpSatModel().count(Problem.queens(8), false, SearchSettings.defaults().withThreads(8)).count()).isEqualTo(92);
    }

    @Test
    void theNativeLibraryLoadsOnce() {
        AtomicInteger loads = new AtomicInteger();
        NativeLibrary library = new NativeLibrary(loads::incrementAndGet);
        library.require();
        library.require();
        assertThat(loads).hasValue(1);
    }

    @Test
    void aLibraryThatDoesNotLoadMakesCpSatUnavailableAndLeavesTheOthersWorking() {
        AtomicInteger attempts = new AtomicInteger();
        NativeLibrary missing = new NativeLibrary(() -> {
            attempts.incrementAndGet();
            throw new UnsatisfiedLinkError("no jniortools in java.library.path");
        });
        CpSatModel cpsat = new CpSatModel(missing);
        for (int i = 0; i < 2; i++) {
            assertThatThrownBy(() -> cpsat.solve(Problem.queens(8), SearchSettings.defaults()))
                    .isInstanceOf(SolverUnavailableException.class)
                    .hasMessageContaining("OR-Tools native library did not load")
                    .hasMessageContaining("no jniortools")
                    .hasMessageContaining("choose another solver");
        }
        assertThat(attempts).hasValue(1);
        assertThat(new ChocoAllDifferentModel().solve(Problem.queens(8), SearchSettings.defaults()).status()).isEqualTo(Status.SAT);
    }

    @Test
    void theSeedChangesTheRowOrderAndTheAnswerStaysRight() {
        CpSatModel cpsat = new CpSatModel();
        Problem board = Problem.queens(40);
        for (long seed = 1; seed <= 3; seed++) {
            Solution solution = cpsat.solve(board, SearchSettings.defaults().withSeed(seed)).solution().orElseThrow();
            assertThat(ProblemVerifier.solves(board, solution)).as("seed %d", seed).isTrue();
        }
        assertThat(cpsat.model(Problem.queens(12))).contains("random_seed: 1", "FIXED_SEARCH", "num_workers: 1");
    }
}
