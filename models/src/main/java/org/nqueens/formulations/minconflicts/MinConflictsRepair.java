package org.nqueens.formulations.minconflicts;

import java.util.EnumSet;
import java.util.Set;
import org.nqueens.problem.FreePart;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.OneAnswer;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Task;

/**
 * Iterative repair with the min-conflicts heuristic (Minton, Johnston, Philips and Laird,
 * "Minimizing conflicts: a heuristic repair method for constraint satisfaction and scheduling
 * problems", Artificial Intelligence 58, 1992) in the permutation form of Sosic and Gu ("Fast search
 * algorithms for the n-queens problem", IEEE Trans. SMC 21(6), 1991): the free rows hold the free
 * columns in some order, a greedy starting board leaves few queens in conflict, and repair steps
 * swap the columns of a conflicted queen and a random partner whenever that lowers the number of
 * attacks (or, failing that, keeps it: a sideways step). Each step is O(1) expected work, and a
 * million queens take about as many steps as a thousand.
 *
 * <p>Given queens are never moved and blocked squares count as conflicts, so a partial board is
 * completed when repair reaches zero conflicts. The method is incomplete: when every starting board
 * has run out of attempts, or the time is up, it answers UNKNOWN, never UNSAT. It reports
 * {@code steps} (repair swaps made, starting boards aside) and {@code restarts}. The seed of the
 * settings drives every random choice, so runs repeat.
 */
public final class MinConflictsRepair implements Formulation {

    /** The default limit of repair attempts on one starting board. */
    public static final long DEFAULT_ATTEMPTS = 10_000_000L;
    /** The default number of fresh starting boards after the first. */
    public static final int DEFAULT_RESTARTS = 1_000;

    private final long attemptLimit;
    private final int restarts;

    private MinConflictsRepair(long attemptLimit, int restarts) {
        if (attemptLimit < 1) {
            throw new IllegalArgumentException("The attempt limit (" + attemptLimit + ") must be at least 1.");
        }
        if (restarts < 0) {
            throw new IllegalArgumentException("The number of restarts (" + restarts + ") cannot be negative.");
        }
        this.attemptLimit = attemptLimit;
        this.restarts = restarts;
    }

    /** Min-conflicts with the default limits: {@value #DEFAULT_ATTEMPTS} attempts a start, {@value #DEFAULT_RESTARTS} restarts. */
    public static MinConflictsRepair standard() {
        return new MinConflictsRepair(DEFAULT_ATTEMPTS, DEFAULT_RESTARTS);
    }

    /**
     * Min-conflicts that gives up after {@code restarts} fresh starting boards beyond the first, each
     * repaired for at most {@code attemptLimit} attempts (an attempt: one conflicted queen offered a few swaps).
     */
    public static MinConflictsRepair withLimits(long attemptLimit, int restarts) {
        return new MinConflictsRepair(attemptLimit, restarts);
    }

    @Override
    public String id() {
        return "minconflicts";
    }

    @Override
    public String title() {
        return "Min-conflicts repair: greedy start, conflict-lowering column swaps (Minton et al.; Sosic and Gu), incomplete";
    }

    @Override
    public Set<Task> tasks() {
        return EnumSet.of(Task.SOLVE, Task.COMPLETE, Task.MODEL);
    }

    /** The model (free rows, their columns as a permutation, the cost driven to 0) and the search that repairs it. */
    @Override
    public String modelText(Problem problem) {
        FreePart free = problem.freePart();
        return "Min-conflicts repair for n = " + free.n() + ": a local search; no constraint is posted, a cost is driven to 0.\n"
                + "variables: c[r], the column of each of the " + free.size() + " free rows r (" + free.givenCount()
                + " queens given, never moved)\n"
                + "           the c[r] are a permutation of the free columns, so rows and columns never clash\n"
                + "cost = sum over diagonals       d of max(0, queens with r - c[r] = d - 1)   (given queens counted)\n"
                + "     + sum over anti-diagonals  a of max(0, queens with r + c[r] = a - 1)\n"
                + "     + number of free rows r with the square (r, c[r]) blocked           (" + free.blocked().size()
                + " blocked squares)\n"
                + "a solution is a placement of cost 0; counters of queens per diagonal make every cost change O(1)\n"
                + "start:   each free row in turn takes, of up to " + RepairSearch.CANDIDATES
                + " random free columns, the first of cost 0 or else the cheapest\n"
                + "step:    a conflicted queen swaps columns with the first of " + RepairSearch.PARTNERS
                + " random partners that lowers the cost, or else keeps it (a sideways step)\n"
                + "restart: after " + RepairSearch.STALL + " attempts in a row that lower nothing, or " + attemptLimit
                + " attempts; give up (UNKNOWN) after " + (restarts + 1) + " starting boards\n";
    }

    /** Repair from up to {@code restarts + 1} starting boards; incomplete, so giving up is UNKNOWN, never UNSAT. */
    @Override
    public ResumableSearch searchOne(Problem problem, Run run) {
        return OneAnswer.of(() -> repair(problem.freePart(), run));
    }

    private OneAnswer.Outcome repair(FreePart free, Run run) {
        QueenPermutation queens = new QueenPermutation(free);
        RepairSearch search = new RepairSearch(queens, run.seed(), run.deadline());
        for (int start = 0; ; start++) {
            RepairSearch.Outcome outcome = queens.size() == 0 ? RepairSearch.Outcome.SOLVED : search.run(attemptLimit, start == 0);
            Stats stats = Stats.builder().put(Stats.STEPS, search.steps()).put("restarts", start).build();
            switch (outcome) {
                case SOLVED -> {
                    return OneAnswer.Outcome.solved(Placement.of(free.complete(queens.columns())), stats);
                }
                case STOPPED -> {
                    return OneAnswer.Outcome.stopped(stats, run.deadline().reasonStopped()
                            + " before repair reached zero conflicts (min-conflicts cannot prove that no solution exists)");
                }
                case STUCK -> {
                    if (start == restarts) {
                        return OneAnswer.Outcome.gaveUp(stats, "gave up after " + (restarts + 1)
                                + (restarts == 0 ? " starting board" : " starting boards")
                                + " without reaching zero conflicts; min-conflicts is incomplete and cannot prove that no solution exists");
                    }
                }
            }
        }
    }
}
