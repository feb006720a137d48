package org.nqueens.benchmarks;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.DecisionStrategyProto;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.SatParameters;
import com.google.ortools.util.Domain;
import com.google.protobuf.TextFormat;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.nqueens.formulations.cpsat.CpSatBooleanModel;
import org.nqueens.io.BoardFiles;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Scope;

/**
 * Solves the {@code cpsat-boolean} model of each board file under each set of CP-SAT parameters
 * named, one worker and seed 0 unless a set says otherwise, and prints the status, the wall time,
 * the conflicts and the branches: how the solver's own settings move it on a hard board, with the
 * model held fixed. A set is CP-SAT's parameter text format ({@code linearization_level: 2
 * search_branching: FIXED_SEARCH}); sets are separated by {@code ;}, and the empty set is the
 * formulation's own setting. Arguments: board files, {@code -t SECONDS} the limit a run (default
 * 25), {@code -p SETS}, {@code -m MODEL}: {@code grid} (default) the formulation's model as it is, or
 * {@code channelled}, a trial model for classic boards: the grid plus an integer variable a free row
 * (the column of its queen) and a free column (the row of its queen), each tied to the squares'
 * Booleans ({@code q[r] = c} exactly when {@code x[r][c]}), all-different over the rows' and over the
 * columns' variables, and a decision strategy that takes the row or column with the fewest values left
 * and tries its smallest (DLX's choice, which CP-SAT follows under {@code search_branching:
 * FIXED_SEARCH}). With {@code max_alldiff_domain_size: 1} presolve keeps the two all-different as
 * propagators instead of expanding them into at-most-ones.
 *
 * <pre>
 * java -cp benchmarks/target/classes:$(cat benchmarks/target/runtime-classpath.txt) org.nqueens.benchmarks.CpSatParameterTrial \
 *     models/src/test/resources/instances/blocked-asp-n48-1721315836.param -t 25 -p ";linearization_level: 2;use_erwa_heuristic: true"
 * </pre>
 */
public final class CpSatParameterTrial {

    private CpSatParameterTrial() {
    }

    public static void main(String[] args) throws TextFormat.ParseException {
        double seconds = 25;
        List<String> sets = List.of("");
        boolean channelled = false;
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "-t" -> seconds = Double.parseDouble(args[++i]);
                case "-p" -> sets = List.of(args[++i].split(";", -1));
                case "-m" -> channelled = switch (args[++i]) {
                    case "grid" -> false;
                    case "channelled" -> true;
                    default -> throw new IllegalArgumentException("Unknown model " + args[i] + "; the models are grid and channelled.");
                };
                default -> {
                    if (args[i].startsWith("-")) {
                        throw new IllegalArgumentException("Unknown option " + args[i] + "; this benchmark takes -t, -p, -m.");
                    }
                    files.add(Path.of(args[i]));
                }
            }
        }
        System.out.println("| board | model | parameters | status | wall s | conflicts | branches |");
        System.out.println("| --- | --- | --- | --- | ---: | ---: | ---: |");
        for (Path file : files) {
            Problem problem = BoardFiles.read(file);
            if (channelled && !Scope.CLASSIC.admits(problem)) {
                throw new IllegalArgumentException("The channelled model is for classic boards; " + file + " is " + problem.describe() + ".");
            }
            for (String set : sets) {
                CpModel model = CpSatBooleanModel.cpModel(problem);
                if (channelled) {
                    channel(model);
                }
                CpSolver solver = new CpSolver();
                SatParameters.Builder parameters = solver.getParameters();
                parameters.setNumWorkers(1).setRandomSeed(0).setMaxTimeInSeconds(seconds);
                TextFormat.merge(set, parameters);
                long start = System.nanoTime();
                CpSolverStatus status = solver.solve(model);
                double wall = (System.nanoTime() - start) / 1e9;
                System.out.printf("| %s | %s | %s | %s | %.2f | %d | %d |%n", file.getFileName(), channelled ? "channelled" : "grid",
                        set.isBlank() ? "(the formulation's)" : set.strip(), status, wall, solver.numConflicts(), solver.numBranches());
            }
        }
    }

    /** A square variable's name in the grid model, as {@code model --solver cpsat-boolean} prints it. */
    private static final Pattern SQUARE = Pattern.compile("x\\[(\\d+)]\\[(\\d+)]");

    /**
     * Adds the channelled trial's variables and constraints to the grid {@code model}: an integer a
     * line (row or column) that has squares, equal to the other coordinate of the square whose Boolean
     * is true, all-different a direction, and the fewest-values-first strategy over all of them.
     */
    private static void channel(CpModel model) {
        Map<Integer, Map<Integer, BoolVar>> rows = new TreeMap<>();
        Map<Integer, Map<Integer, BoolVar>> columns = new TreeMap<>();
        for (int i = 0; i < model.getBuilder().getVariablesCount(); i++) {
            Matcher square = SQUARE.matcher(model.getBuilder().getVariables(i).getName());
            if (square.matches()) {
                int row = Integer.parseInt(square.group(1));
                int column = Integer.parseInt(square.group(2));
                BoolVar x = model.getBoolVarFromProtoIndex(i);
                rows.computeIfAbsent(row, r -> new TreeMap<>()).put(column, x);
                columns.computeIfAbsent(column, c -> new TreeMap<>()).put(row, x);
            }
        }
        List<IntVar> rowVariables = channels(model, "q", rows);
        List<IntVar> columnVariables = channels(model, "p", columns);
        model.addAllDifferent(rowVariables);
        model.addAllDifferent(columnVariables);
        List<IntVar> lines = new ArrayList<>(rowVariables);
        lines.addAll(columnVariables);
        model.addDecisionStrategy(lines, DecisionStrategyProto.VariableSelectionStrategy.CHOOSE_MIN_DOMAIN_SIZE,
                DecisionStrategyProto.DomainReductionStrategy.SELECT_MIN_VALUE);
    }

    /** One integer a line of {@code lines} (line -> the other coordinate -> its square's Boolean), tied to its Booleans. */
    private static List<IntVar> channels(CpModel model, String name, Map<Integer, Map<Integer, BoolVar>> lines) {
        List<IntVar> variables = new ArrayList<>();
        lines.forEach((line, squares) -> {
            IntVar v = model.newIntVarFromDomain(Domain.fromValues(squares.keySet().stream().mapToLong(Integer::longValue).toArray()),
                    name + "[" + line + "]");
            squares.forEach((other, x) -> {
                model.addEquality(v, other).onlyEnforceIf(x);
                model.addDifferent(v, other).onlyEnforceIf(x.not());
            });
            variables.add(v);
        });
        return variables;
    }
}
