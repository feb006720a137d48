package org.nqueens.teach;

import java.io.PrintWriter;
import java.util.StringJoiner;
import org.nqueens.formulations.cpsat.CpSatWatch;
import org.nqueens.io.Columns;
import org.nqueens.problem.Problem;
import org.nqueens.solver.SearchSettings;

/**
 * {@code nqueens trace N --solver cpsat}: what CP-SAT shows of its search, since it exposes no tree:
 * the rows' columns after presolve and root propagation, then each solution with the branches and
 * conflicts so far. {@link TracedSearches#watched} offers it for the solver it watches.
 */
public final class CpSatTrace {

    /** The solver id this view answers for. */
    static final String ID = "cpsat";

    /** Why CP-SAT has no tree or step-by-step trace, for every refusal. */
    static final String NO_TREE = "CP-SAT exposes no search tree (no hook sees its decisions or propagation)";

    CpSatTrace() {
    }

    /** The solver id this view answers for. */
    public String id() {
        return ID;
    }

    /** Prints the watch of the classic problem {@code problem} with up to {@code limit} solutions; returns whether it found one. */
    public boolean print(PrintWriter out, Problem problem, long limit, boolean json) {
        CpSatWatch.Watch watch = CpSatWatch.watch(problem, SearchSettings.DEFAULT_SEED, (int) Math.min(limit, Integer.MAX_VALUE));
        if (json) {
            TeachJson.write(out, generator -> {
                generator.writeStartObject();
                generator.writeStringField("solver", ID);
                generator.writeStringField("note", NO_TREE + "; shown: the root domains and each solution with the search statistics so far");
                generator.writeArrayFieldStart("root");
                for (int i = 0; i < watch.rows().length; i++) {
                    generator.writeStartObject();
                    generator.writeNumberField("row", watch.rows()[i]);
                    generator.writeArrayFieldStart("columns");
                    long domain = watch.root().isPresent() ? watch.root().get()[i] : 0;
                    for (long bits = domain; bits != 0; bits &= bits - 1) {
                        generator.writeNumber(Long.numberOfTrailingZeros(bits) + 1);
                    }
                    generator.writeEndArray();
                    generator.writeEndObject();
                }
                generator.writeEndArray();
                generator.writeArrayFieldStart("solutions");
                for (CpSatWatch.Found found : watch.solutions()) {
                    generator.writeStartObject();
                    generator.writeArrayFieldStart("solution");
                    for (int column : found.solution().columns().toArray()) {
                        generator.writeNumber(column);
                    }
                    generator.writeEndArray();
                    generator.writeNumberField("branches", found.branches());
                    generator.writeNumberField("conflicts", found.conflicts());
                    generator.writeEndObject();
                }
                generator.writeEndArray();
                generator.writeBooleanField("complete", watch.complete());
                generator.writeEndObject();
            });
        } else {
            int n = problem.rows();
            out.println("trace of cpsat on the " + n + " x " + n + " board: " + NO_TREE + ", so this shows what it does expose.");
            out.println("The columns of each free row after CP-SAT's presolve and root propagation (before any branch):");
            if (watch.root().isEmpty()) {
                out.println("  none: the board needs no search, or presolve proved it has no solution");
            }
            for (int i = 0; i < watch.rows().length && watch.root().isPresent(); i++) {
                long initial = watch.initial()[i];
                long root = watch.root().get()[i];
                out.println("  row " + Columns.right(watch.rows()[i], Integer.toString(n).length()) + ": " + columns(root)
                        + (root == initial ? "" : "   (the model allowed " + columns(initial) + ")"));
            }
            int number = 0;
            for (CpSatWatch.Found found : watch.solutions()) {
                number++;
                StringJoiner columns = new StringJoiner(" ");
                for (int column : found.solution().columns().toArray()) {
                    columns.add(Integer.toString(column));
                }
                out.println("solution " + number + ": " + columns + "   after " + found.branches() + " branches, " + found.conflicts() + " conflicts");
            }
            out.println(watch.complete() ? "the search is done: " + watch.solutions().size() + " solutions"
                    : "stopped after " + watch.solutions().size() + (watch.solutions().size() == 1 ? " solution" : " solutions")
                    + (limit == 1 ? " (--all goes on to every solution)" : ""));
        }
        out.flush();
        return !watch.solutions().isEmpty();
    }

    private static String columns(long domain) {
        StringJoiner columns = new StringJoiner(", ", "{", "}");
        for (long bits = domain; bits != 0; bits &= bits - 1) {
            columns.add(Integer.toString(Long.numberOfTrailingZeros(bits) + 1));
        }
        return columns.toString();
    }
}
