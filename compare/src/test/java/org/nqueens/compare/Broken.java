package org.nqueens.compare;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Solution;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.problem.Placement;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Task;

/**
 * Deliberately wrong formulations, each right except for one fault, so that a test can show the
 * harness catches exactly that fault. Each answers through the reference and then spoils the answer.
 */
public final class Broken {

    private static final ReferenceBacktracker RIGHT = ReferenceBacktracker.plain();

    private Broken() {
    }

    /** Counts one solution too many. */
    public static Formulation countOffByOne() {
        return new Faulty("count-off-by-one", EnumSet.of(Task.COUNT)) {
            @Override
            public CountResult count(Problem board, boolean unique, SearchSettings settings) {
                CountResult right = RIGHT.count(board, unique, settings);
                return new CountResult(id(), right.n(), right.count() + 1, right.unique(), right.complete(), right.elapsed(), right.stats());
            }
        };
    }

    /** Finds solutions of the empty board whose last two queens share a diagonal. */
    public static Formulation solutionWithAttack() {
        return new Faulty("solution-with-attack", EnumSet.of(Task.SOLVE)) {
            @Override
            public SolveResult solve(Problem board, SearchSettings settings) {
                int[] columns = new int[board.rows()];
                for (int row = 0; row < columns.length; row++) {
                    columns[row] = row + 1;
                }
                return SolveResult.sat(id(), Solution.of(columns), java.time.Duration.ZERO, Stats.empty());
            }
        };
    }

    /** Completes a partial board by solving the empty board, dropping the given queens. */
    public static Formulation completionDroppingAGiven() {
        return new Faulty("drops-given-queen", EnumSet.of(Task.COMPLETE)) {
            @Override
            public SolveResult solve(Problem board, SearchSettings settings) {
                SolveResult right = RIGHT.solve(Problem.queens(board.rows()), settings);
                return new SolveResult(id(), right.n(), right.status(), right.placement(), right.elapsed(), right.stats(), "");
            }
        };
    }

    /** Says UNSAT for every partial board. */
    public static Formulation unsatWhereSat() {
        return new Faulty("always-unsat", EnumSet.of(Task.COMPLETE)) {
            @Override
            public SolveResult solve(Problem board, SearchSettings settings) {
                return SolveResult.unsat(id(), board.rows(), java.time.Duration.ZERO, Stats.empty(), "It says so.");
            }
        };
    }

    /** Lists every solution but the last, and the first twice. */
    public static Formulation setWithDuplicateAndMiss() {
        return new Faulty("duplicate-and-miss", EnumSet.of(Task.ENUMERATE)) {
            @Override
            public SolutionStream enumerate(Problem board, SearchSettings settings) {
                List<Solution> all = new ArrayList<>();
                try (SolutionStream right = RIGHT.enumerate(board, settings)) {
                    right.forEachRemaining(placement -> all.add(placement.solution().orElseThrow()));
                }
                if (!all.isEmpty()) {
                    all.set(all.size() - 1, all.get(0));
                }
                return listed(all);
            }
        };
    }

    /** Counts n = 5 right the first time it is asked, and one too many every time after. */
    public static Formulation flakyOnSecondAsking() {
        java.util.concurrent.atomic.AtomicInteger askedFive = new java.util.concurrent.atomic.AtomicInteger();
        return new Faulty("flaky", EnumSet.of(Task.COUNT)) {
            @Override
            public CountResult count(Problem board, boolean unique, SearchSettings settings) {
                CountResult right = RIGHT.count(board, unique, settings);
                boolean wrong = board.rows() == 5 && askedFive.getAndIncrement() > 0;
                return new CountResult(id(), right.n(), right.count() + (wrong ? 1 : 0), right.unique(), right.complete(), right.elapsed(),
                        right.stats());
            }
        };
    }

    /** Returns null instead of a count. */
    public static Formulation returningNull() {
        return new Faulty("returns-null", EnumSet.of(Task.COUNT)) {
            @Override
            public CountResult count(Problem board, boolean unique, SearchSettings settings) {
                return null;
            }
        };
    }

    /** Throws on every question. */
    public static Formulation crashing() {
        return new Faulty("crashing", EnumSet.of(Task.COUNT, Task.SOLVE)) {
            @Override
            public CountResult count(Problem board, boolean unique, SearchSettings settings) {
                throw new IllegalStateException("deliberate failure while counting n = " + board.rows());
            }

            @Override
            public SolveResult solve(Problem board, SearchSettings settings) {
                throw new ArrayIndexOutOfBoundsException("deliberate failure while solving n = " + board.rows());
            }
        };
    }

    /** Ignores its time limit and sleeps far beyond it. */
    public static Formulation ignoringItsTimeLimit() {
        return new Faulty("sleepy", EnumSet.of(Task.SOLVE)) {
            @Override
            public SolveResult solve(Problem board, SearchSettings settings) {
                long until = System.nanoTime() + 60_000_000_000L;
                while (System.nanoTime() < until) {
                    try {
                        Thread.sleep(50);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        break;
                    }
                }
                return SolveResult.unknown(id(), board.rows(), java.time.Duration.ZERO, Stats.empty(), "woke up");
            }
        };
    }

    private static SolutionStream listed(List<Solution> solutions) {
        Iterator<Solution> iterator = solutions.iterator();
        return new SolutionStream() {
            @Override
            public Stats stats() {
                return Stats.empty();
            }

            @Override
            public boolean exhausted() {
                return !iterator.hasNext();
            }

            @Override
            public void close() {
            }

            @Override
            public boolean hasNext() {
                return iterator.hasNext();
            }

            @Override
            public Placement next() {
                return Placement.of(iterator.next());
            }
        };
    }

    /** A formulation with an id and tasks, whose methods a fault overrides. */
    private abstract static class Faulty implements Formulation {
        private final String id;
        private final Set<Task> tasks;

        Faulty(String id, Set<Task> tasks) {
            this.id = id;
            this.tasks = tasks;
        }

        @Override
        public String id() {
            return id;
        }

        @Override
        public String title() {
            return "A deliberately wrong formulation (" + id + ")";
        }

        @Override
        public Set<Task> tasks() {
            return tasks;
        }
    }
}
