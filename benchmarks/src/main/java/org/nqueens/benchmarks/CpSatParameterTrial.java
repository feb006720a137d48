package org.nqueens.benchmarks;

import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.SatParameters;
import com.google.protobuf.TextFormat;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.nqueens.formulations.cpsat.CpSatBooleanModel;
import org.nqueens.io.BoardFiles;
import org.nqueens.problem.Problem;

/**
 * Solves the {@code cpsat-boolean} model of each board file under each set of CP-SAT parameters
 * named, one worker and seed 0 unless a set says otherwise, and prints the status, the wall time,
 * the conflicts and the branches: how the solver's own settings move it on a hard board, with the
 * model held fixed. A set is CP-SAT's parameter text format ({@code linearization_level: 2
 * search_branching: FIXED_SEARCH}); sets are separated by {@code ;}, and the empty set is the
 * formulation's own setting. Arguments: board files, {@code -t SECONDS} the limit a run (default
 * 25), {@code -p SETS}.
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
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "-t" -> seconds = Double.parseDouble(args[++i]);
                case "-p" -> sets = List.of(args[++i].split(";", -1));
                default -> files.add(Path.of(args[i]));
            }
        }
        System.out.println("| board | parameters | status | wall s | conflicts | branches |");
        System.out.println("| --- | --- | --- | ---: | ---: | ---: |");
        for (Path file : files) {
            Problem problem = Problem.of(BoardFiles.read(file));
            for (String set : sets) {
                CpModel model = CpSatBooleanModel.cpModel(problem);
                CpSolver solver = new CpSolver();
                SatParameters.Builder parameters = solver.getParameters();
                parameters.setNumWorkers(1).setRandomSeed(0).setMaxTimeInSeconds(seconds);
                TextFormat.merge(set, parameters);
                long start = System.nanoTime();
                CpSolverStatus status = solver.solve(model);
                double wall = (System.nanoTime() - start) / 1e9;
                System.out.printf("| %s | %s | %s | %.2f | %d | %d |%n", file.getFileName(), set.isBlank() ? "(the formulation's)" : set.strip(),
                        status, wall, solver.numConflicts(), solver.numBranches());
            }
        }
    }
}
