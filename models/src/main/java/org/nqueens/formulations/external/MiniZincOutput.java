package org.nqueens.formulations.external;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.nqueens.problem.Quote;
import org.nqueens.solver.Stats;
import org.nqueens.problem.Problem;

/**
 * Reads MiniZinc's standard output back (the "DZN" output mode of the MiniZinc handbook, section
 * "Output"): each solution's lines closed by {@code ----------}, {@code ==========} once every solution
 * is listed, {@code =====UNSATISFIABLE=====} when there is none, {@code =====UNKNOWN=====} when the time
 * limit came first, {@code =====ERROR=====} on failure; {@code %} lines are comments, among them the
 * statistics {@code %%%mzn-stat: name=value}.
 */
final class MiniZincOutput {

    private static final Pattern QUEENS = Pattern.compile("queens = \\[([0-9, ]*)\\];");
    private static final Pattern STATISTIC = Pattern.compile("%%%mzn-stat: (\\w+)=(\\d+)");
    /** Gecode's statistics under the toolkit's names, in the order they are shown. */
    private static final Map<String, String> MEASURES = Map.of("nodes", Stats.NODES, "failures", Stats.FAILS, "propagations", "propagations");
    private static final List<String> ORDER = List.of("nodes", "failures", "propagations");

    private MiniZincOutput() {
    }

    /**
     * The answer in {@code finished}, the run of {@code system} on {@code problem}.
     *
     * @throws org.nqueens.solver.SolverUnavailableException if MiniZinc failed, or printed what cannot be read
     */
    static LaneAnswer read(String system, Problem problem, ExternalProgram.Finished finished) {
        if (!finished.stopped() && finished.exitCode() != 0) {
            throw LaneAnswer.failure(system, "it exited with status " + finished.exitCode() + ": " + finished.firstError());
        }
        List<int[]> solutions = new ArrayList<>();
        int[] pending = null;
        boolean complete = false;
        long[] measures = new long[ORDER.size()];
        boolean[] measured = new boolean[ORDER.size()];
        for (String line : finished.output().lines().map(String::strip).toList()) {
            Matcher queens = QUEENS.matcher(line);
            Matcher statistic = STATISTIC.matcher(line);
            if (line.isEmpty()) {
                continue;
            } else if (queens.matches()) {
                if (pending != null) {
                    throw LaneAnswer.failure(system, "it printed a solution without closing the one before with ----------.");
                }
                pending = columns(system, queens.group(1));
            } else if (line.equals("----------")) {
                if (pending == null) {
                    throw LaneAnswer.failure(system, "it closed a solution it never printed.");
                }
                solutions.add(pending);
                pending = null;
            } else if (line.equals("==========") || line.equals("=====UNSATISFIABLE=====")) {
                complete = true;
            } else if (line.equals("=====ERROR=====")) {
                throw LaneAnswer.failure(system, "it reported an error: " + finished.firstError());
            } else if (statistic.matches()) {
                int index = ORDER.indexOf(statistic.group(1));
                if (index >= 0) {
                    measures[index] = Long.parseLong(statistic.group(2));
                    measured[index] = true;
                }
            } else if (!line.startsWith("%") && !line.equals("=====UNKNOWN=====")) {
                throw LaneAnswer.failure(system, "it printed a line that is not MiniZinc's output: " + Quote.of(line) + ".");
            }
        }
        if (!finished.stopped() && !complete && solutions.isEmpty() && !finished.output().contains("=====UNKNOWN=====")) {
            throw LaneAnswer.failure(system, "it ended without an answer: " + finished.firstError());
        }
        Stats.Builder stats = Stats.builder();
        for (int i = 0; i < ORDER.size(); i++) {
            if (measured[i]) {
                stats.put(MEASURES.get(ORDER.get(i)), measures[i]);
            }
        }
        return LaneAnswer.checked(system, problem, solutions, complete && !finished.stopped(), stats.build());
    }

    private static int[] columns(String system, String list) {
        String[] parts = list.split(",");
        int[] columns = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                columns[i] = Integer.parseInt(parts[i].strip());
            } catch (NumberFormatException e) {
                throw LaneAnswer.failure(system, "it printed " + Quote.of(parts[i]) + " where a column belongs.");
            }
        }
        return columns;
    }

    static String abbreviate(String text) {
        return text.length() <= 80 ? text : text.substring(0, 77) + "...";
    }
}
