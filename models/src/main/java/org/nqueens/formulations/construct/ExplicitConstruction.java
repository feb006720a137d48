package org.nqueens.formulations.construct;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.nqueens.problem.Quote;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.OneAnswer;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Task;

/**
 * A solution of the empty n x n board written down by a closed-form rule, with no search: the
 * "n mod 12" rule (as given in the "Eight queens puzzle" article of Wikipedia, after the explicit
 * solutions of Hoffman, Loessi and Moore, Mathematics Magazine 42, 1969, and Bernhardsson, SIGART
 * Bulletin 2(2), 1991). It covers n = 1 and every n &gt;= 4 on its own, so no second rule is needed;
 * n = 2 and n = 3 have no solution, and the answer says why. O(n) time and memory.
 *
 * <p>The rule, with r = n mod 12: list the even numbers 2, 4, .., then the odd numbers 1, 3, ..,
 * up to n, amended as follows. If r is 3 or 9, 2 goes to the end of the evens and 1, 3 to the end
 * of the odds. If r is 8, the odds are switched in pairs (3, 1, 7, 5, ..). If r is 2, 1 and 3
 * change places and 5 goes to the end. Entry r of the list is the column of row r's queen.
 *
 * <p>It builds a solution of the empty board only: it cannot keep given queens or avoid blocked squares.
 */
public final class ExplicitConstruction implements Formulation {

    private static final String NO_SOLUTION_2 = "No solution exists for n = 2: the queens of rows 1 and 2 stand in columns a and b"
            + " with |a - b| <= 1, so they share a column (a = b) or a diagonal (|a - b| = 1 = the distance of their rows).";
    private static final String NO_SOLUTION_3 = "No solution exists for n = 3: a queen in the middle of row 2 attacks every other square;"
            + " a queen at its edge, say column 1, leaves rows 1 and 3 only column 3 each, and those two queens share it"
            + " (column 3 mirrors this).";
    private static final int MODEL_SHOWN = 64;

    @Override
    public String id() {
        return "construct";
    }

    @Override
    public String title() {
        return "Explicit construction: the n mod 12 rule writes a solution down in O(n), no search";
    }

    @Override
    public Set<Task> tasks() {
        return EnumSet.of(Task.SOLVE, Task.MODEL);
    }

    @Override
    public Optional<String> refusal(Task task, Problem problem) {
        if (!problem.isEmpty()) {
            return Optional.of("The solver " + Quote.of(id()) + " writes down a solution of the empty board by a fixed rule;"
                    + " it cannot keep given queens or avoid blocked squares.");
        }
        return Optional.empty();
    }

    @Override
    public ResumableSearch searchOne(Problem problem, Run run) {
        int n = problem.rows();
        return OneAnswer.of(() -> n == 2 || n == 3
                ? OneAnswer.Outcome.none(Stats.empty(), n == 2 ? NO_SOLUTION_2 : NO_SOLUTION_3)
                : OneAnswer.Outcome.solved(Placement.of(Solution.of(columns(n))), Stats.empty()));
    }

    @Override
    public String modelText(Problem problem) {
        int n = problem.rows();
        int r = n % 12;
        StringBuilder text = new StringBuilder();
        text.append("Explicit construction for n = ").append(n).append(" (the n mod 12 rule; no variables, no search)\n");
        if (n == 2 || n == 3) {
            return text.append(n == 2 ? NO_SOLUTION_2 : NO_SOLUTION_3).append('\n').toString();
        }
        text.append("n mod 12 = ").append(r).append('\n');
        text.append("evens: ").append(r == 3 || r == 9 ? "4, 6, .., then 2 at the end" : "2, 4, 6, ..").append('\n');
        text.append("odds:  ").append(switch (r) {
            case 8 -> "switched in pairs: 3, 1, 7, 5, 11, 9, ..";
            case 2 -> "3, 1, 7, 9, 11, .., then 5 at the end";
            case 3, 9 -> "5, 7, 9, .., then 1, 3 at the end";
            default -> "1, 3, 5, ..";
        }).append('\n');
        text.append("q[r] = entry r of evens followed by odds (the column of row r's queen):\n  q = ");
        int[] q = columns(n);
        int shown = Math.min(n, MODEL_SHOWN);
        for (int i = 0; i < shown; i++) {
            text.append(i > 0 ? ", " : "").append(q[i]);
        }
        return text.append(shown < n ? ", .. (" + (n - shown) + " more)" : "").append('\n').toString();
    }

    /** The columns of rows 1..n by the n mod 12 rule; n is 1 or at least 4. */
    static int[] columns(int n) {
        int r = n % 12;
        boolean twoAndOneThreeLast = r == 3 || r == 9;
        int[] q = new int[n];
        int k = 0;
        for (int even = twoAndOneThreeLast ? 4 : 2; even <= n; even += 2) {
            q[k++] = even;
        }
        if (twoAndOneThreeLast) {
            q[k++] = 2;
        }
        if (r == 8) {
            for (int odd = 1; odd <= n; odd += 4) {
                q[k++] = odd + 2;
                q[k++] = odd;
            }
        } else if (r == 2) {
            q[k++] = 3;
            q[k++] = 1;
            for (int odd = 7; odd <= n; odd += 2) {
                q[k++] = odd;
            }
            q[k++] = 5;
        } else if (twoAndOneThreeLast) {
            for (int odd = 5; odd <= n; odd += 2) {
                q[k++] = odd;
            }
            q[k++] = 1;
            q[k++] = 3;
        } else {
            for (int odd = 1; odd <= n; odd += 2) {
                q[k++] = odd;
            }
        }
        return q;
    }
}
