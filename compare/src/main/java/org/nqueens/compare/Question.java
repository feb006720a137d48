package org.nqueens.compare;

import java.util.Optional;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Quote;
import org.nqueens.solver.Task;

/** The questions the harness puts to every formulation that can answer them. */
public enum Question {
    /** How many solutions the empty n x n board has; held against the reference and the known counts. */
    COUNTS("counts", "Counts", "n", Task.COUNT,
            "every solution of the empty n x n board counted; must equal the reference's count and the known count (OEIS A000170)"),
    /** Every solution of a small board; the set must be the reference's, without duplicates or misses. */
    SOLUTION_SETS("sets", "Solution sets", "n", Task.ENUMERATE,
            "every solution listed; each verified, no duplicates, and the set identical to the reference's"),
    /** A completion of a partial board, or a proof that there is none. */
    COMPLETIONS("completion", "Completions", "instance", Task.COMPLETE,
            "SAT with a verified completion (givens kept, blocked squares avoided), UNSAT, or UNKNOWN at the time limit;"
                    + " SAT and UNSAT must agree with each other and with the recorded answer"),
    /** One solution of a larger empty board. */
    SINGLE_SOLUTIONS("solve", "Single solutions", "n", Task.SOLVE,
            "one solution of the empty n x n board, verified (every n except 2 and 3 has one)"),
    /** How many solutions a variant of the family has: other boards, pieces, pawns. */
    VARIANTS("variants", "Variants", "problem", Task.COUNT,
            "every solution of a variant of the family counted (a torus, a rectangle, another piece, pawns); must equal the"
                    + " reference's count and the published count where there is one"),
    /** The optimum of an optimisation question (independence, domination, fewest pawns), put to the optimisers. */
    OPTIMA("optima", "Optima", "question", null,
            "the optimum of an optimisation question (the most pieces that stand, the fewest that dominate, the fewest pawns),"
                    + " asked of every optimiser that takes it; every witness verified, an OPTIMAL value must equal the published"
                    + " value and the other optimisers' optima, and a FEASIBLE answer's value and bound must lie on either side of it"),
    /** The most mutually disjoint solutions of the n x n board (OEIS A171760), put to the packers of the disjoint question. */
    DISJOINT("disjoint", "Disjoint solutions", "n", null,
            "the most n-queens solutions of one board no two of which share a square (OEIS A171760), asked of both packers"
                    + " (dancing links and CP-SAT); every witness checked (each set a solution, the sets disjoint), an OPTIMAL value"
                    + " must equal the value checked by hand (n <= 7) and the other packer's, a FEASIBLE one lie below its bound");

    private final String key;
    private final String title;
    private final String rowLabel;
    private final Task task;
    private final String rule;

    Question(String key, String title, String rowLabel, Task task, String rule) {
        this.key = key;
        this.title = title;
        this.rowLabel = rowLabel;
        this.task = task;
        this.rule = rule;
    }

    /** The word that names the question on the command line and in CSV and JSON: {@code counts}, {@code sets}... */
    public String key() {
        return key;
    }

    /** The heading of the question's table. */
    public String title() {
        return title;
    }

    /** What a row stands for: {@code n} or {@code instance}. */
    public String rowLabel() {
        return rowLabel;
    }

    /**
     * The task a formulation must support to be asked; empty for {@link #OPTIMA}, which is put to the optimisers, and
     * {@link #DISJOINT}, put to the packers.
     */
    public Optional<Task> task() {
        return Optional.ofNullable(task);
    }

    /** The rule answers are held to, as one sentence. */
    public String rule() {
        return rule;
    }

    /** Whether the rows are board sizes, so that time can be drawn against n. */
    public boolean bySize() {
        return this != COMPLETIONS && this != VARIANTS && this != OPTIMA && this != DISJOINT;
    }

    /** The question named {@code key}. */
    public static Question ofKey(String key) {
        for (Question question : values()) {
            if (question.key.equalsIgnoreCase(key.strip())) {
                return question;
            }
        }
        throw new InvalidInputException("Unknown question " + Quote.of(key) + "; the questions are counts, sets, completion, solve, variants, optima and disjoint.");
    }
}
