package org.nqueens.formulations.cpsat;

import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.Literal;
import com.google.ortools.sat.SatParameters;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.nqueens.formulations.OnePerRow;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;
import org.nqueens.solver.Task;

/**
 * n-queens as a 0/1 model for CP-SAT: one Boolean {@code x[r][c]} a square a queen may take, and
 * <pre>
 *   ExactlyOne(x[r][c] : c)          in every free row
 *   ExactlyOne(x[r][c] : r)          in every free column
 *   AtMostOne(x[r][c] : r - c = d)   on every diagonal
 *   AtMostOne(x[r][c] : r + c = a)   on every anti-diagonal
 * </pre>
 * Rows and columns play the same part, so an emptied column is a conflict as soon as it happens, and
 * every constraint is a clause-like cardinality that CP-SAT's SAT core propagates and learns from
 * directly. The integer model ({@code cpsat}) states columns only through all-different, which CP-SAT
 * expands into "at most one a column", never "at least one".
 */
public final class CpSatBooleanModel implements Formulation {

    private static final String ID = "cpsat-boolean";

    /**
     * Workers of a single-solution search. With several, CP-SAT runs a portfolio of differently
     * configured searches, one a worker; on the project's two cores they only share the time: with a
     * 10 s limit on the 12 CSPLib blocked boards of n >= 48 (loaded machine), 8 workers answered 1,
     * 2 workers 2 of the first 7, 1 worker 8 (README, "The Boolean models"). Counting and enumeration
     * use one in any case ({@link CpSatRun#enumerating}).
     */
    static final int WORKERS = 1;

    private final CpSatRun cpsat;

    /** The formulation, on the OR-Tools library of this process. */
    public CpSatBooleanModel() {
        this(NativeLibrary.OR_TOOLS);
    }

    CpSatBooleanModel(NativeLibrary library) {
        this.cpsat = new CpSatRun(library, CpSatBooleanModel::build, CpSatBooleanModel::chooseSearch);
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "CP-SAT, Boolean: a 0/1 variable a square, ExactlyOne a row and a column, AtMostOne a diagonal; CP-SAT's own search";
    }

    @Override
    public Set<Task> tasks() {
        return EnumSet.of(Task.SOLVE, Task.COMPLETE, Task.COUNT, Task.ENUMERATE, Task.MODEL);
    }

    @Override
    public ResumableSearch searchOne(Problem problem, Run run) {
        return cpsat.searchOne(problem, run);
    }

    @Override
    public ResumableSearch search(Problem problem, Run run) {
        return cpsat.search(problem, run);
    }

    @Override
    public String modelText(Problem problem) {
        return cpsat.modelText(problem, title());
    }

    /** The model: a Boolean a free square; exactly one a free row and column, at most one a diagonal. */
    static QueenModel build(OnePerRow rows) {
        QueenModel queens = QueenModel.squaresOver(rows);
        CpModel model = queens.model();
        int k = queens.size();
        Map<Integer, List<Literal>> diagonals = new LinkedHashMap<>();
        Map<Integer, List<Literal>> antidiagonals = new LinkedHashMap<>();
        for (int i = 0; i < k; i++) {
            List<Literal> row = new ArrayList<>();
            for (int j = 0; j < k; j++) {
                Literal x = queens.square(i, j);
                if (x != null) {
                    row.add(x);
                    diagonals.computeIfAbsent(queens.row(i) - queens.column(j), d -> new ArrayList<>()).add(x);
                    antidiagonals.computeIfAbsent(queens.row(i) + queens.column(j), a -> new ArrayList<>()).add(x);
                }
            }
            model.addExactlyOne(row);
        }
        for (int j = 0; j < k; j++) {
            List<Literal> column = new ArrayList<>();
            for (int i = 0; i < k; i++) {
                if (queens.square(i, j) != null) {
                    column.add(queens.square(i, j));
                }
            }
            model.addExactlyOne(column);
        }
        diagonals.values().stream().filter(line -> line.size() > 1).forEach(model::addAtMostOne);
        antidiagonals.values().stream().filter(line -> line.size() > 1).forEach(model::addAtMostOne);
        return queens;
    }

    /** The search: CP-SAT's own (presolve, clause learning), seeded, on {@value #WORKERS} worker, so that runs repeat for a seed. */
    static void chooseSearch(QueenModel queens, long seed, SatParameters.Builder parameters) {
        parameters.setNumWorkers(WORKERS).setRandomSeed((int) seed);
    }
}
