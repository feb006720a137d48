package org.nqueens.formulations.cpsat;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.Literal;
import com.google.ortools.sat.SatParameters;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.ToLongFunction;
import org.nqueens.problem.Square;
import org.nqueens.formulations.shared.FreeSquares;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Lines;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Descriptor;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;

/**
 * Every variant of the family as a 0/1 model for CP-SAT: one Boolean {@code x[r][c]} a square a
 * piece may take, and
 * <pre>
 *   ExactlyOne(x[s] : s on R)      for every run R of a row (or column) when the pieces fill them, one a run
 *   AtMostOne(x[s] : s on L)       for every other line L the piece moves along (a run no pawn cuts; wrapping on a torus)
 *   AtMostOne(x[a], x[b])          for every two squares a knight's move or a king's step apart
 *   sum(x[s] : s) = k - given      the pieces still to place, where no filled runs already fix it
 * </pre>
 * On the classic board that is ExactlyOne a row and a column and AtMostOne a diagonal: rows and
 * columns play the same part, so an emptied column is a conflict as soon as it happens, and every
 * constraint is a clause-like cardinality that CP-SAT's SAT core propagates and learns from
 * directly. The integer model ({@code cpsat}) states columns only through all-different, which
 * CP-SAT expands into "at most one a column", never "at least one". Squares that are pawns,
 * blocked, given or attacked by a given piece have no variable.
 *
 * <p>The search is CP-SAT's own, one worker a search. For a single solution it is first given the
 * whole board for {@value #WHOLE_CONFLICTS} conflicts; a board still unanswered then is split into
 * at least {@value #CUBES} cubes ({@link org.nqueens.formulations.shared.Cubes}: a queen placed on each free
 * square of the row or column with the fewest, in turn), solved without presolve on the run's
 * threads. Each cube's model is smaller and its search shorter, so the cubes together take fewer
 * seconds than the whole even on one thread, and the threads share them where CP-SAT's own
 * portfolio of workers would only share the cores.
 */
public final class CpSatBooleanModel implements CpSatFormulation {

    /**
     * Workers of a single-solution search. With several, CP-SAT runs a portfolio of differently
     * configured searches, one a worker; on the project's two cores they only share the time: with a
     * 10 s limit on the 12 CSPLib blocked boards of n >= 48 (loaded machine), 8 workers answered 1,
     * 2 workers 2 of the first 7, 1 worker 8 (README, "The Boolean models"). Counting and enumeration
     * use one in any case ({@link CpSatRun#enumerating}).
     */
    static final int WORKERS = 1;

    /**
     * Conflicts CP-SAT may spend on the whole board of a single-solution search before it is split
     * into cubes: about a seventh of a second here, which answers three of the four bundled CSPLib
     * boards of n = 28 without a split, and is all a hard board loses. 10,000 differed within the
     * noise on the two hardest boards (README, "The Boolean models": {@code CubeAndConquerTrial}).
     */
    static final long WHOLE_CONFLICTS = 3_000;

    /**
     * Cubes a hard board is split into, at least: enough that the threads stay busy to the end and
     * each cube is small. On the two hardest bundled boards (n = 48 and 56) on two threads, 64, 200
     * and 512 cubes took 6.5-8.5 s and 4.5-5.8 s, the whole board alone 22.0 and 16.2 s.
     */
    static final int CUBES = 200;

    private final CpSatRun<Grid> cpsat;
    private final long wholeConflicts;
    private final int cubes;
    private final CpSatRun.SearchChoice<Grid> cubeSearch;

    /** The formulation, on the OR-Tools library of this process. */
    public CpSatBooleanModel() {
        this(NativeLibrary.OR_TOOLS);
    }

    CpSatBooleanModel(NativeLibrary library) {
        this(library, WHOLE_CONFLICTS, CUBES);
    }

    /** The formulation turning to cube and conquer after {@code wholeConflicts} into at least {@code cubes} cubes, solved without presolve. */
    CpSatBooleanModel(NativeLibrary library, long wholeConflicts, int cubes) {
        this(library, wholeConflicts, cubes, false);
    }

    private CpSatBooleanModel(NativeLibrary library, long wholeConflicts, int cubes, boolean presolveCubes) {
        if (wholeConflicts < 0 || cubes < 1) {
            throw new IllegalArgumentException("The conflicts on the whole board (" + wholeConflicts + ") must be at least 0 and the cubes ("
                    + cubes + ") at least 1.");
        }
        this.cpsat = new CpSatRun<>(library, problem -> CpSatRun.Posing.posed(build(problem)), CpSatBooleanModel::chooseSearch);
        this.wholeConflicts = wholeConflicts;
        this.cubes = cubes;
        this.cubeSearch = presolveCubes ? CpSatBooleanModel::chooseSearch : CpSatBooleanModel::chooseCubeSearch;
    }

    /**
     * The formulation with another split, for those who measure it (the benchmark {@code
     * CubeAndConquerTrial} does): {@code wholeConflicts} on the whole board, then at least
     * {@code cubes} cubes, each presolved or not.
     */
    public static CpSatBooleanModel withCubes(long wholeConflicts, int cubes, boolean presolveCubes) {
        return new CpSatBooleanModel(NativeLibrary.OR_TOOLS, wholeConflicts, cubes, presolveCubes);
    }

    @Override
    public Descriptor descriptor() {
        return CpSatDescriptors.BOOLEAN;
    }

    @Override
    public ResumableSearch searchOne(Problem problem, Run run) {
        return cpsat.searchOneInCubes(problem, run, wholeConflicts, cubes, cubeSearch);
    }

    @Override
    public CpSatRun<Grid> cpsat() {
        return cpsat;
    }

    /**
     * The CP-SAT model this formulation poses for {@code problem}, for those who solve it under their
     * own parameters (the benchmark {@code CpSatParameterTrial} does); loads the OR-Tools native library.
     *
     * @throws org.nqueens.solver.SolverUnavailableException if the library does not load
     */
    public static CpModel cpModel(Problem problem) {
        NativeLibrary.OR_TOOLS.require();
        return build(problem).model();
    }

    /** The model: a Boolean a free square; exactly one a filled run, at most one a line or jumping pair, the count fixed. */
    static Grid build(Problem problem) {
        Geometry geometry = problem.geometry();
        Lines lines = Lines.of(problem);
        boolean[] free = FreeSquares.of(problem, lines);
        CpModel model = new CpModel();
        BoolVar[] x = new BoolVar[geometry.squares()];
        for (int s = 0; s < x.length; s++) {
            if (free[s]) {
                Square square = geometry.squareAt(s);
                x[s] = model.newBoolVar("x[" + square.row() + "][" + square.column() + "]" + (geometry.isFlat() ? "" : "[" + square.layer() + "]"));
            }
        }
        EnumSet<Lines.Kind> filled = EnumSet.noneOf(Lines.Kind.class);
        for (Lines.Kind kind : Lines.Kind.axes(geometry)) {
            Optional<List<int[]>> runs = Lines.filledRuns(problem, kind);
            if (runs.isPresent()) {
                filled.add(kind);
                runs.get().forEach(run -> model.addExactlyOne(on(x, run)));
            }
        }
        for (int i = 0; i < lines.lines().size(); i++) {
            Literal[] line = on(x, lines.lines().get(i));
            if (!filled.contains(lines.kinds().get(i)) && line.length > 1) {
                model.addAtMostOne(line);
            }
        }
        for (int[] jump : lines.jumps()) {
            if (free[jump[0]] && free[jump[1]]) {
                model.addAtMostOne(new Literal[] {x[jump[0]], x[jump[1]]});
            }
        }
        if (filled.isEmpty()) {
            model.addEquality(LinearExpr.sum(Arrays.stream(x).filter(Objects::nonNull).toArray(BoolVar[]::new)),
                    problem.pieces() - problem.givenCount());
        }
        return new Grid(model, x, problem);
    }

    /** The variables of the squares of {@code line} that have one. */
    private static Literal[] on(BoolVar[] x, int[] line) {
        return Arrays.stream(line).filter(s -> x[s] != null).mapToObj(s -> x[s]).toArray(Literal[]::new);
    }

    /** The search of the whole board: CP-SAT's own (presolve, clause learning), seeded, on {@value #WORKERS} worker, so that runs repeat for a seed. */
    static void chooseSearch(Grid grid, long seed, SatParameters.Builder parameters) {
        parameters.setNumWorkers(WORKERS).setRandomSeed((int) seed);
    }

    /**
     * The search of a cube: the same without presolve. A cube's model is already what the split left
     * free, and presolving each of some 300 cost more than it saved: on the two hardest bundled boards,
     * two threads, 10-28 % less time without it in each of four settings (README, "The Boolean models").
     */
    static void chooseCubeSearch(Grid grid, long seed, SatParameters.Builder parameters) {
        chooseSearch(grid, seed, parameters);
        parameters.setCpModelPresolve(false);
    }

    /** The posted grid model and how to read its pieces back: the given ones and the squares set to 1. */
    record Grid(CpModel model, BoolVar[] x, Problem problem) implements CpSatRun.Posed {
        @Override
        public Placement placement(ToLongFunction<IntVar> value) {
            List<Square> pieces = new ArrayList<>(problem.given());
            for (int s = 0; s < x.length; s++) {
                if (x[s] != null && value.applyAsLong(x[s]) == 1) {
                    pieces.add(problem.geometry().squareAt(s));
                }
            }
            return Placement.of(pieces);
        }
    }
}
