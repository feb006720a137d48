package org.nqueens.formulations.choco;

import java.util.StringJoiner;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.constraints.Propagator;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.solver.variables.view.IView;
import org.nqueens.board.FreePart;
import org.nqueens.board.Solution;
import org.nqueens.problem.Placement;

/**
 * The variables every Choco model of the toolkit starts from: one variable {@code q[r]} per free
 * row r, whose domain is the set of columns a queen of row r may take (free columns, off the
 * diagonals of the given queens, not blocked). Given queens and blocked squares thus enter the
 * model as removed values, never as filters on its answers.
 */
final class QueenVariables implements ChocoRun.Posted {

    private final FreePart free;
    private final Model model;
    private final IntVar[] q;
    /** The variables the search branches on, when the model chose others than q; null for q. */
    private IntVar[] branching;

    private QueenVariables(FreePart free, String name) {
        this.free = free;
        this.model = new Model(name);
        this.q = new IntVar[free.size()];
        for (int i = 0; i < q.length; i++) {
            q[i] = model.intVar("q[" + free.row(i) + "]", free.allowedColumns(free.row(i)));
        }
    }

    /**
     * The variables of the free rows of {@code free}, in a fresh model named {@code name}. Every
     * free row must allow at least one column (see {@link ChocoRun}, which answers the other boards
     * without a model).
     */
    static QueenVariables over(FreePart free, String name) {
        return new QueenVariables(free, name);
    }

    @Override
    public Model model() {
        return model;
    }

    @Override
    public Placement placement() {
        return Placement.of(solution());
    }

    /** The variables, free rows ascending. */
    IntVar[] q() {
        return q;
    }

    /** The variables the search branches on: q, unless the model named others with {@link #branchOn}. */
    IntVar[] branching() {
        return branching == null ? q : branching;
    }

    /** Makes the search branch on {@code variables} (a model with more viewpoints than q, such as the dual). */
    void branchOn(IntVar[] variables) {
        this.branching = variables.clone();
    }

    /** How many variables. */
    int size() {
        return q.length;
    }

    /** The board row of variable {@code i}: the diagonals are q[i] + row(i) and q[i] - row(i). */
    int row(int i) {
        return free.row(i);
    }

    /** The board solution of the current (complete) instantiation. */
    Solution solution() {
        int[] columns = new int[q.length];
        for (int i = 0; i < q.length; i++) {
            columns[i] = q[i].getValue();
        }
        return free.complete(columns);
    }

    /**
     * The model as posted, for a student: every variable with its domain (Choco's own notation)
     * and every constraint over the variables, views written as {@code q[r] + k}.
     */
    String describe(String title) {
        StringBuilder text = new StringBuilder();
        text.append(title).append('\n');
        text.append("Choco model '").append(model.getName()).append("': ").append(q.length).append(" variables, ")
                .append(model.getNbCstrs()).append(" constraints\n\n");
        text.append("Variables (one per free row; domain = the columns its queen may take):\n");
        for (IntVar variable : q) {
            text.append("  ").append(variable).append('\n');
        }
        if (branching != null) {
            text.append("\nVariables the search branches on:\n");
            for (IntVar variable : branching) {
                text.append("  ").append(term(variable)).append(" = ").append(domain(variable)).append('\n');
            }
        }
        text.append("\nConstraints:\n");
        for (Constraint constraint : model.getCstrs()) {
            text.append("  ").append(describe(constraint)).append('\n');
        }
        return text.toString();
    }

    private String describe(Constraint constraint) {
        Propagator<?> first = constraint.getPropagator(0);
        if ("ALLDIFFERENT".equals(constraint.getName())) {
            StringJoiner terms = new StringJoiner(", ", "allDifferent(", ")");
            for (int i = 0; i < first.getNbVars(); i++) {
                terms.add(term((IntVar) first.getVar(i)));
            }
            return terms.toString();
        }
        if ("INVERSECHANNELING".equals(constraint.getName()) && branching != null) {
            // Posted by the dual model over the two halves of its branching variables: rows, then columns.
            StringJoiner rows = new StringJoiner(", ", "inverseChanneling([", "], ");
            StringJoiner columns = new StringJoiner(", ", "[", "])");
            for (int i = 0; i < branching.length; i++) {
                (i < branching.length / 2 ? rows : columns).add(term(branching[i]));
            }
            return rows + columns.toString() + "   row i's queen in column j <=> column j's queen in row i";
        }
        // Binary arithmetic constraints print as "q[1].NEQ.q[2]+1"; write them as a student would.
        String text = first.toString();
        int open = text.indexOf('(');
        if (open >= 0 && text.endsWith(")")) {
            text = text.substring(open + 1, text.length() - 1);
        }
        return text.replace(".NEQ.", " != ").replace("+-", " - ").replace("+", " + ");
    }

    /** A domain as a student writes it: {1..4} or {1, 3, 4}. */
    private static String domain(IntVar variable) {
        StringJoiner values = new StringJoiner(", ", "{", "}");
        for (int value = variable.getLB(); value <= variable.getUB(); value = variable.nextValue(value)) {
            values.add(String.valueOf(value));
        }
        return values.toString();
    }

    /** A variable, or an offset view of one written as {@code q[r] + k}. */
    private static String term(IntVar variable) {
        if (variable instanceof IView<?> view && view.getNbObservedVariables() == 1) {
            IntVar base = (IntVar) view.getVariables()[0];
            int offset = variable.getLB() - base.getLB();
            return base.getName() + (offset < 0 ? " - " + -offset : " + " + offset);
        }
        return variable.getName();
    }
}
