package org.nqueens.formulations.choco;

import java.util.HashMap;
import java.util.Map;
import java.util.StringJoiner;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.constraints.Propagator;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.solver.variables.view.IView;
import org.nqueens.formulations.shared.OnePerRow;
import org.nqueens.problem.Placement;

/**
 * The variables every integer Choco model of the toolkit starts from: one variable {@code q[r]} per
 * row r that needs a piece, whose domain is the set of columns a piece of row r may take (on the
 * classic board: free columns, off the diagonals of the given queens, not blocked; see
 * {@link OnePerRow}). Given pieces and blocked squares thus enter the model as removed values,
 * never as filters on its answers.
 */
final class QueenVariables implements ChocoRun.Posted {

    private final OnePerRow rows;
    private final Model model;
    private final IntVar[] q;
    /** What constraints mean where Choco's own name says less (a modulo posted as a table, say). */
    private final Map<Constraint, String> meanings = new HashMap<>();
    /** The variables the search branches on, when the model chose others than q; null for q. */
    private IntVar[] branching;

    private QueenVariables(OnePerRow rows, String name) {
        this.rows = rows;
        this.model = new Model(name);
        this.q = new IntVar[rows.size()];
        for (int i = 0; i < q.length; i++) {
            q[i] = model.intVar("q[" + rows.row(i) + "]", rows.allowedColumns(i));
        }
    }

    /**
     * The variables of the rows of {@code rows}, in a fresh model named {@code name}. Every row
     * must allow at least one column (see {@link ChocoRun}, which answers the other problems
     * without a model).
     */
    static QueenVariables over(OnePerRow rows, String name) {
        return new QueenVariables(rows, name);
    }

    /** The rows the variables stand for, and the problem's attack relation between them. */
    OnePerRow rows() {
        return rows;
    }

    @Override
    public Model model() {
        return model;
    }

    @Override
    public Placement placement() {
        int[] columns = new int[q.length];
        for (int i = 0; i < q.length; i++) {
            columns[i] = q[i].getValue();
        }
        return rows.placement(columns);
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

    /** Posts {@code constraint}, which the printed model shows as {@code meaning}. */
    void post(Constraint constraint, String meaning) {
        constraint.post();
        meanings.put(constraint, meaning);
    }

    /** How many variables. */
    int size() {
        return q.length;
    }

    /** The board row of variable {@code i}: the diagonals are q[i] + row(i) and q[i] - row(i). */
    int row(int i) {
        return rows.row(i);
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
        if (meanings.containsKey(constraint)) {
            return meanings.get(constraint);
        }
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
        return text.replace(".NEQ.", " != ").replace("=/=", " != ").replace("+-", " - ").replace("+", " + ");
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
    static String term(IntVar variable) {
        if (variable instanceof IView<?> view && view.getNbObservedVariables() == 1) {
            IntVar base = (IntVar) view.getVariables()[0];
            int offset = variable.getLB() - base.getLB();
            return base.getName() + (offset < 0 ? " - " + -offset : " + " + offset);
        }
        return variable.getName();
    }
}
