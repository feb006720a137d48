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
 * The disjoint question put to CP-SAT as a descent of decisions. "Are there t disjoint solutions?" is
 * an exact cover: a 0/1 variable a solution and one an empty square, every square held by exactly one
 * chosen solution or left empty, exactly t solutions chosen, and, since each solution holds one square
 * of every row and column, exactly n - t empty squares in each row and each column. Asked for t = n, n -
 * 1, ... down, the first t that CP-SAT fills is the optimum, every larger one proved empty; t = n alone
 * is the queen Latin square.
 *
 * <p>Why not the sum of the chosen maximised: its linear relaxation bounds every board by n (n
 * solutions of n squares fill the n^2), and CP-SAT did not close that gap (n = 10: value 8, bound 10
 * after 120 s). The decisions are searched by one worker with clause learning and no linear
 * relaxation, which refutes the empty cases (n = 10: t = 10 in 2 s, t = 9 in 17 s, on the 2-core
 * machine); a portfolio of two workers did not refute t = 9 in 60 s, so the packer uses one.
 */
public final class CpSatPacker implements Packer, Described<Named> {

    private static final Named NAME = Named.of("cpsat",
            "CP-SAT: a 0/1 variable a solution and one an empty square, an exact cover with t solutions, t from n down");

    private final NativeLibrary library;

    /**
     * The packer on the OR-Tools library of this process.
     *
     * @param threads the threads the command may use, at least 1; the decisions run on one (see the class comment)
     */
    public CpSatPacker(int threads) {
        this(NativeLibrary.OR_TOOLS, threads);
    }

    CpSatPacker(NativeLibrary library, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("The number of threads (" + threads + ") must be at least 1.");
        }
        this.library = library;
    }

    @Override
    public Named descriptor() {
        return NAME;
    }

    @Override
    public Packed maximise(SolutionPacking packing, Deadline deadline) {
        int n = packing.n();
        int count = packing.solutions().size();
        Tally work = new Tally();
        for (int t = Math.min(n, count); t >= 1; t--) {
            Decision decision = decide(packing, t, deadline, work);
            if (decision.status == CpSolverStatus.INFEASIBLE) {
                continue;
            }
            // Found: t is the optimum, every larger t refuted. Stopped: none found, and no more than t fit.
            return new Packed(decision.chosen, t, work.stats());
        }
        return new Packed(new int[0], 0, work.stats());
    }

    @Override
    public Packed latin(SolutionPacking packing, Deadline deadline) {
        int n = packing.n();
        Tally work = new Tally();
        if (packing.solutions().size() < n) {
            return new Packed(new int[0], n - 1, work.stats());
        }
        Decision decision = decide(packing, n, deadline, work);
        return new Packed(decision.chosen, decision.status == CpSolverStatus.INFEASIBLE ? n - 1 : n, work.stats());
    }

    /** Whether t disjoint solutions fit: the chosen ones if they do, none if refuted or stopped (the status says which). */
    private Decision decide(SolutionPacking packing, int t, Deadline deadline, Tally work) {
        library.require();
        int n = packing.n();
        int count = packing.solutions().size();
        CpModel model = new CpModel();
        BoolVar[] chosen = new BoolVar[count];
        BoolVar[] empty = new BoolVar[n * n];
        List<List<Literal>> holding = new ArrayList<>();
        for (int square = 0; square < n * n; square++) {
            empty[square] = model.newBoolVar("e" + square);
            holding.add(new ArrayList<>(List.of(empty[square])));
        }
        for (int index = 0; index < count; index++) {
            chosen[index] = model.newBoolVar("s" + index);
            for (int square : packing.squares(index)) {
                holding.get(square).add(chosen[index]);
            }
        }
        for (List<Literal> square : holding) {
            model.addExactlyOne(square);
        }
        model.addEquality(LinearExpr.sum(chosen), t);
        for (int line = 0; line < n; line++) {
            BoolVar[] row = new BoolVar[n];
            BoolVar[] column = new BoolVar[n];
            for (int k = 0; k < n; k++) {
                row[k] = empty[line * n + k];
                column[k] = empty[k * n + line];
            }
            model.addEquality(LinearExpr.sum(row), n - t);
            model.addEquality(LinearExpr.sum(column), n - t);
        }
        CpSolver solver = CpSatRun.newSolver();
        solver.getParameters().setNumWorkers(1).setLinearizationLevel(0);
        CpSatRun.limitTime(solver.getParameters(), deadline);
        CpSolverStatus status = deadline.reached() ? CpSolverStatus.UNKNOWN
                : CpSatRun.whileWatched(solver::stopSearch, deadline, () -> solver.solve(model));
        work.add(solver);
        if (status == CpSolverStatus.MODEL_INVALID) {
            throw new IllegalStateException("CP-SAT rejected the packing model of " + t + " solutions: " + status + ".");
        }
        if (status != CpSolverStatus.OPTIMAL && status != CpSolverStatus.FEASIBLE) {
            return new Decision(status, new int[0]);
        }
        List<Integer> picked = new ArrayList<>();
        for (int index = 0; index < count; index++) {
            if (solver.booleanValue(chosen[index])) {
                picked.add(index);
            }
        }
        return new Decision(CpSolverStatus.FEASIBLE, picked.stream().mapToInt(Integer::intValue).toArray());
    }

    /** A decision's answer: FEASIBLE with the chosen solutions, INFEASIBLE (refuted), or UNKNOWN (stopped first). */
    private record Decision(CpSolverStatus status, int[] chosen) {
    }

    /** The conflicts and branches of every decision of one question. */
    private static final class Tally {

        private long conflicts;
        private long branches;

        void add(CpSolver solver) {
            conflicts += solver.numConflicts();
            branches += solver.numBranches();
        }

        Stats stats() {
            return Stats.builder().put(Stats.CONFLICTS, conflicts).put(Stats.BRANCHES, branches).build();
        }
    }
}
