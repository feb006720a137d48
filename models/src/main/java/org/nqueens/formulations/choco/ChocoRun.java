package org.nqueens.formulations.choco;

import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.SearchState;
import org.chocosolver.solver.search.strategy.strategy.AbstractStrategy;
import org.chocosolver.solver.variables.IntVar;
import org.nqueens.board.Board;
import org.nqueens.board.FreePart;
import org.nqueens.board.Solution;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Stats;

/**
 * Runs one Choco formulation: builds its model over the free part of a board, installs its search,
 * and turns what the solver reports into the toolkit's results. The formulation supplies the two
 * steps that make it what it is, the model and the search; everything else is shared.
 */
final class ChocoRun {

    private final String id;
    private final Function<FreePart, QueenVariables> build;
    private final Function<QueenVariables, AbstractStrategy<IntVar>> search;

    /**
     * The run of formulation {@code id}, whose model {@code build} states and whose search
     * {@code search} chooses. The searches make no random choice, so the seed has no effect.
     */
    ChocoRun(String id, Function<FreePart, QueenVariables> build, Function<QueenVariables, AbstractStrategy<IntVar>> search) {
        this.id = id;
        this.build = build;
        this.search = search;
    }

    SolveResult solve(Board board, SearchSettings settings) {
        Deadline deadline = settings.start();
        FreePart free = FreePart.of(board);
        Optional<String> noModel = withoutModel(free);
        if (noModel.isPresent()) {
            return free.size() == 0
                    ? SolveResult.sat(id, free.complete(new int[0]), deadline.elapsed(), Stats.empty())
                    : SolveResult.unsat(id, board.n(), deadline.elapsed(), Stats.empty(), noModel.get());
        }
        QueenVariables queens = start(free, deadline);
        Solver solver = queens.model().getSolver();
        if (solver.solve()) {
            return SolveResult.sat(id, queens.solution(), deadline.elapsed(), stats(solver));
        }
        return stopped(solver)
                ? SolveResult.unknown(id, board.n(), deadline.elapsed(), stats(solver), deadline.reasonStopped())
                : SolveResult.unsat(id, board.n(), deadline.elapsed(), stats(solver), "Choco's search exhausted the model.");
    }

    CountResult count(Board board, SearchSettings settings) {
        Deadline deadline = settings.start();
        FreePart free = FreePart.of(board);
        if (withoutModel(free).isPresent()) {
            return new CountResult(id, board.n(), free.size() == 0 ? 1 : 0, OptionalLong.empty(), true, deadline.elapsed(),
                    Stats.empty());
        }
        Solver solver = start(free, deadline).model().getSolver();
        long count = 0;
        while (solver.solve()) {
            count++;
        }
        return new CountResult(id, board.n(), count, OptionalLong.empty(), !stopped(solver), deadline.elapsed(), stats(solver));
    }

    SolutionStream enumerate(Board board, SearchSettings settings) {
        Deadline deadline = settings.start();
        FreePart free = FreePart.of(board);
        if (withoutModel(free).isPresent()) {
            return SolutionStream.of(new Decided(free.size() == 0 ? Optional.of(free.complete(new int[0])) : Optional.empty()));
        }
        return SolutionStream.of(new ChocoSearch(start(free, deadline)));
    }

    String model(Board board, String title) {
        FreePart free = FreePart.of(board);
        Optional<String> noModel = withoutModel(free);
        if (noModel.isPresent()) {
            return title + "\nNo Choco model is needed: " + noModel.get() + "\n";
        }
        return build.apply(free).describe(title);
    }

    /** Why a board needs no model: every row has its queen, or a free row has no square left. */
    private static Optional<String> withoutModel(FreePart free) {
        if (free.size() == 0) {
            return Optional.of("every row already holds a given queen.");
        }
        for (int i = 0; i < free.size(); i++) {
            if (free.allowedColumns(free.row(i)).length == 0) {
                return Optional.of("row " + free.row(i) + " has no square left for its queen.");
            }
        }
        return Optional.empty();
    }

    private QueenVariables start(FreePart free, Deadline deadline) {
        QueenVariables queens = build.apply(free);
        Solver solver = queens.model().getSolver();
        solver.setSearch(search.apply(queens));
        solver.addStopCriterion(deadline::reached);
        return queens;
    }

    private static boolean stopped(Solver solver) {
        return solver.getSearchState() == SearchState.STOPPED || solver.isStopCriterionMet();
    }

    private static Stats stats(Solver solver) {
        return Stats.builder()
                .put(Stats.NODES, solver.getNodeCount())
                .put(Stats.FAILS, solver.getFailCount())
                .put(Stats.BACKTRACKS, solver.getBackTrackCount())
                .build();
    }

    /** Choco's resumable {@code solve()}: each call goes on to the next solution. */
    private record ChocoSearch(QueenVariables queens) implements ResumableSearch {
        @Override
        public Step advance() {
            Solver solver = queens.model().getSolver();
            if (solver.solve()) {
                return Step.SOLUTION;
            }
            return stopped(solver) ? Step.STOPPED : Step.EXHAUSTED;
        }

        @Override
        public Solution solution() {
            return queens.solution();
        }

        @Override
        public Stats stats() {
            return ChocoRun.stats(queens.model().getSolver());
        }
    }

    /** A board that needs no model: its one solution (every row given), or none (a row without a square). */
    private static final class Decided implements ResumableSearch {
        private final Optional<Solution> only;
        private boolean given;

        Decided(Optional<Solution> only) {
            this.only = only;
        }

        @Override
        public Step advance() {
            if (given || only.isEmpty()) {
                return Step.EXHAUSTED;
            }
            given = true;
            return Step.SOLUTION;
        }

        @Override
        public Solution solution() {
            return only.orElseThrow();
        }

        @Override
        public Stats stats() {
            return Stats.empty();
        }
    }
}
