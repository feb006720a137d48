package org.nqueens.formulations.cpsat;

import com.google.ortools.sat.ConstraintProto;
import com.google.ortools.sat.CpModelProto;
import com.google.ortools.sat.DecisionStrategyProto;
import com.google.ortools.sat.IntegerVariableProto;
import com.google.ortools.sat.LinearExpressionProto;
import com.google.ortools.sat.SatParameters;
import java.util.List;
import java.util.StringJoiner;

/**
 * A CP-SAT model as a student reads it, written from the model CP-SAT itself holds (its
 * {@link CpModelProto}): the variables with their domains, the constraints over them, the
 * decision strategy and the solver parameters, in CP-SAT's own names.
 */
final class ModelText {

    private ModelText() {
    }

    static String of(String title, CpModelProto model, SatParameters parameters) {
        StringBuilder text = new StringBuilder(title).append('\n');
        text.append("CP-SAT model: ").append(model.getVariablesCount()).append(" variables, ")
                .append(model.getConstraintsCount()).append(" constraints\n\nVariables:\n");
        for (IntegerVariableProto variable : model.getVariablesList()) {
            text.append("  ").append(variable.getName()).append(" in ").append(domain(variable.getDomainList())).append('\n');
        }
        text.append("\nConstraints:\n");
        for (ConstraintProto constraint : model.getConstraintsList()) {
            text.append("  ").append(constraint(model, constraint)).append('\n');
        }
        text.append("\nDecision strategy:\n");
        if (model.getSearchStrategyCount() == 0) {
            text.append("  CP-SAT's own search\n");
        }
        for (DecisionStrategyProto strategy : model.getSearchStrategyList()) {
            StringJoiner order = new StringJoiner(", ", "  [", "]");
            strategy.getExprsList().forEach(expression -> order.add(expression(model, expression)));
            strategy.getVariablesList().forEach(variable -> order.add(literal(model, variable)));
            text.append(order).append("\n  ").append(strategy.getVariableSelectionStrategy()).append(", ")
                    .append(strategy.getDomainReductionStrategy()).append('\n');
        }
        text.append("\nParameters:\n");
        for (String line : parameters.toString().split("\n")) {
            if (!line.isBlank()) {
                text.append("  ").append(line.strip()).append('\n');
            }
        }
        return text.toString();
    }

    private static String constraint(CpModelProto model, ConstraintProto constraint) {
        StringJoiner terms;
        switch (constraint.getConstraintCase()) {
            case ALL_DIFF -> {
                terms = new StringJoiner(", ", "AllDifferent(", ")");
                constraint.getAllDiff().getExprsList().forEach(expression -> terms.add(expression(model, expression)));
            }
            case EXACTLY_ONE -> {
                terms = new StringJoiner(", ", "ExactlyOne(", ")");
                constraint.getExactlyOne().getLiteralsList().forEach(literal -> terms.add(literal(model, literal)));
            }
            case AT_MOST_ONE -> {
                terms = new StringJoiner(", ", "AtMostOne(", ")");
                constraint.getAtMostOne().getLiteralsList().forEach(literal -> terms.add(literal(model, literal)));
            }
            case INT_MOD -> {
                return expression(model, constraint.getIntMod().getTarget()) + " = (" + expression(model, constraint.getIntMod().getExprs(0))
                        + ") mod " + expression(model, constraint.getIntMod().getExprs(1));
            }
            case LINEAR -> {
                return linear(model, constraint);
            }
            default -> {
                return constraint.toString().replace('\n', ' ').strip();
            }
        }
        return terms.toString();
    }

    /**
     * A linear constraint: {@code sum in domain}, written {@code q[1] - q[2] != 2} when the domain
     * leaves out one value (CP-SAT's AddDifferent), else with its domain.
     */
    private static String linear(CpModelProto model, ConstraintProto constraint) {
        var linear = constraint.getLinear();
        LinearExpressionProto sum = LinearExpressionProto.newBuilder().addAllVars(linear.getVarsList())
                .addAllCoeffs(linear.getCoeffsList()).build();
        List<Long> domain = linear.getDomainList();
        if (domain.size() == 2 && domain.get(0).equals(domain.get(1))) {
            return expression(model, sum) + " = " + domain.get(0);
        }
        if (domain.size() == 4 && domain.get(1) + 2 == domain.get(2)) {
            return expression(model, sum) + " != " + (domain.get(1) + 1);
        }
        return expression(model, sum) + " in " + domain(domain);
    }

    /** {@code q[3] + 3}: an affine expression a.x + b, written without the 1s and 0s. */
    private static String expression(CpModelProto model, LinearExpressionProto expression) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < expression.getVarsCount(); i++) {
            long coefficient = expression.getCoeffs(i);
            String name = model.getVariables(expression.getVars(i)).getName();
            if (i > 0) {
                text.append(coefficient < 0 ? " - " : " + ");
            } else if (coefficient < 0) {
                text.append('-');
            }
            text.append(Math.abs(coefficient) == 1 ? name : Math.abs(coefficient) + "*" + name);
        }
        long offset = expression.getOffset();
        if (offset != 0 || text.length() == 0) {
            text.append(text.length() == 0 ? String.valueOf(offset) : (offset < 0 ? " - " : " + ") + Math.abs(offset));
        }
        return text.toString();
    }

    /** A literal: a Boolean variable's name, or its negation for the negative references. */
    private static String literal(CpModelProto model, int reference) {
        return reference >= 0 ? model.getVariables(reference).getName() : "not " + model.getVariables(-reference - 1).getName();
    }

    /** A domain in CP-SAT's flat form [a, b, c, d] = {a..b, c..d}. */
    private static String domain(List<Long> bounds) {
        StringJoiner intervals = new StringJoiner(", ", "{", "}");
        for (int i = 0; i + 1 < bounds.size(); i += 2) {
            long low = bounds.get(i);
            long high = bounds.get(i + 1);
            intervals.add(low == high ? String.valueOf(low) : low + ".." + high);
        }
        return intervals.toString();
    }
}
