package org.nqueens.formulations.cpsat;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.Literal;
import java.util.ArrayList;
import java.util.List;
import org.nqueens.relatives.Packed;
import org.nqueens.relatives.Packer;
import org.nqueens.relatives.SolutionPacking;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.Described;
import org.nqueens.solver.Named;
import org.nqueens.solver.Stats;

/**
 * The disjoint question put to CP-SAT: a 0/1 variable a solution of the board, at most one chosen
 * a square (exactly one for a queen Latin square), the sum of the chosen maximised. CP-SAT proves
 * the optimum by closing the gap with its bound, or reports the bound it had when stopped.
 */
public final class CpSatPacker implements Packer, Described<Named> {

    private static final Named NAME = Named.of("cpsat",
            "CP-SAT: a 0/1 variable a solution, at most one a square (exactly one for a Latin square), their sum maximised");

    private final NativeLibrary library;
    private final int workers;

    /** The packer on the OR-Tools library of this process, CP-SAT on {@code workers} threads. */
    public CpSatPacker(int workers) {
        this(NativeLibrary.OR_TOOLS, workers);
    }

    CpSatPacker(NativeLibrary library, int workers) {
        if (workers < 1) {
            throw new IllegalArgumentException("The number of CP-SAT workers (" + workers + ") must be at least 1.");
        }
        this.library = library;
        this.workers = workers;
    }

    @Override
    public Named descriptor() {
        return NAME;
    }

    @Override
    public Packed maximise(SolutionPacking packing, Deadline deadline) {
        return solve(packing, false, deadline);
    }

    @Override
    public Packed latin(SolutionPacking packing, Deadline deadline) {
        return solve(packing, true, deadline);
    }

    private Packed solve(SolutionPacking packing, boolean latin, Deadline deadline) {
        int n = packing.n();
        int count = packing.solutions().size();
        if (count == 0 || (latin && count < n)) {
            return new Packed(new int[0], latin ? n - 1 : 0, Stats.empty());
        }
        library.require();
        CpModel model = new CpModel();
        BoolVar[] chosen = new BoolVar[count];
        List<List<Literal>> holding = new ArrayList<>();
        for (int square = 0; square < n * n; square++) {
            holding.add(new ArrayList<>());
        }
        for (int index = 0; index < count; index++) {
            chosen[index] = model.newBoolVar("s" + index);
            for (int square : packing.squares(index)) {
                holding.get(square).add(chosen[index]);
            }
        }
        for (List<Literal> square : holding) {
            if (latin) {
                model.addExactlyOne(square);
            } else {
                model.addAtMostOne(square);
            }
        }
        if (!latin) {
            model.maximize(LinearExpr.sum(chosen));
        }
        CpSolver solver = new CpSolver();
        solver.getParameters().setNumWorkers(workers);
        CpSatRun.limitTime(solver.getParameters(), deadline);
        CpSolverStatus status = CpSatRun.whileWatched(solver::stopSearch, deadline, () -> solver.solve(model));
        Stats stats = Stats.builder().put(Stats.CONFLICTS, solver.numConflicts()).put(Stats.BRANCHES, solver.numBranches()).build();
        switch (status) {
            case OPTIMAL:
            case FEASIBLE: {
                List<Integer> picked = new ArrayList<>();
                for (int index = 0; index < count; index++) {
                    if (solver.booleanValue(chosen[index])) {
                        picked.add(index);
                    }
                }
                int[] indices = picked.stream().mapToInt(Integer::intValue).toArray();
                int bound = latin || status == CpSolverStatus.OPTIMAL ? indices.length
                        : Math.max(indices.length, (int) Math.min(n, Math.floor(solver.bestObjectiveBound() + 1e-9)));
                return new Packed(indices, bound, stats);
            }
            case INFEASIBLE:
                return new Packed(new int[0], n - 1, stats);
            default:
                if (status != CpSolverStatus.UNKNOWN) {
                    throw new IllegalStateException("CP-SAT rejected the packing model: " + status + ".");
                }
                return new Packed(new int[0], latin ? n : (int) Math.min(n, Math.floor(solver.bestObjectiveBound() + 1e-9)), stats);
        }
    }
}
