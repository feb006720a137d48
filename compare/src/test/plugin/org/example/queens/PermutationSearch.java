package org.example.queens;

import java.util.EnumSet;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.OneAnswer;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Tally;
import org.nqueens.solver.Task;

/**
 * A formulation from outside the toolkit, as a user would write one in their own jar: the queens as a
 * permutation of the columns, built row by row with the columns and diagonals in use marked. The jar names it
 * in META-INF/services/org.nqueens.solver.Formulation, and java.util.ServiceLoader brings it into nqueens.
 * The tests compile it and put it into a jar of its own (ServiceLoaderPluginTest, ReleaseArchiveIT).
 */
public final class PermutationSearch implements Formulation {

    @Override
    public String id() {
        return "example-permutations";
    }

    @Override
    public String title() {
        return "an example from another jar: a permutation of the columns, row by row";
    }

    @Override
    public Set<Task> tasks() {
        return EnumSet.of(Task.SOLVE, Task.COUNT);
    }

    @Override
    public Optional<String> refusal(Task task, Problem problem) {
        return problem.isEmpty() ? Optional.empty() : Optional.of("The example formulation takes empty boards only.");
    }

    @Override
    public ResumableSearch searchOne(Problem problem, Run run) {
        return OneAnswer.of(() -> {
            Search search = new Search(problem.rows(), run.deadline(), true);
            search.place(0);
            Stats stats = Stats.of(Stats.PLACEMENTS, search.placements);
            if (search.first != null) {
                return OneAnswer.Outcome.solved(Placement.of(Solution.of(search.first)), stats);
            }
            if (search.stopped) {
                return OneAnswer.Outcome.stopped(stats, run.deadline().reasonStopped());
            }
            return OneAnswer.Outcome.none(stats, "every permutation has two queens on a diagonal");
        });
    }

    @Override
    public Optional<Tally> tally(Problem problem, boolean unique, Run run) {
        Search search = new Search(problem.rows(), run.deadline(), false);
        search.place(0);
        return Optional.of(new Tally(search.solutions, OptionalLong.empty(), !search.stopped, Stats.of(Stats.PLACEMENTS, search.placements)));
    }

    /** The row-by-row search: columns 1..n, diagonals by row + column and row - column. */
    private static final class Search {
        private final int n;
        private final Deadline deadline;
        private final boolean stopAtFirst;
        private final int[] columns;
        private final boolean[] columnUsed;
        private final boolean[] sumUsed;
        private final boolean[] differenceUsed;
        long placements;
        long solutions;
        int[] first;
        boolean stopped;

        Search(int n, Deadline deadline, boolean stopAtFirst) {
            this.n = n;
            this.deadline = deadline;
            this.stopAtFirst = stopAtFirst;
            this.columns = new int[n];
            this.columnUsed = new boolean[n + 1];
            this.sumUsed = new boolean[2 * n + 1];
            this.differenceUsed = new boolean[2 * n + 1];
        }

        void place(int row) {
            if (row == n) {
                solutions++;
                if (first == null) {
                    first = columns.clone();
                }
                return;
            }
            for (int column = 1; column <= n && !(stopAtFirst && first != null) && !stopped; column++) {
                int sum = row + 1 + column;
                int difference = row + 1 - column + n;
                if (columnUsed[column] || sumUsed[sum] || differenceUsed[difference]) {
                    continue;
                }
                if ((placements & 0xFFF) == 0 && deadline.reached()) {
                    stopped = true;
                    return;
                }
                placements++;
                columns[row] = column;
                columnUsed[column] = sumUsed[sum] = differenceUsed[difference] = true;
                place(row + 1);
                columnUsed[column] = sumUsed[sum] = differenceUsed[difference] = false;
            }
        }
    }
}
