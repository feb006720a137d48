package org.nqueens.formulations.choco;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.BoolVar;
import org.nqueens.problem.Square;
import org.nqueens.formulations.shared.FreeSquares;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Lines;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Descriptor;
import org.nqueens.solver.DescribedFormulation;
import org.nqueens.solver.FirstRowSplit;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Run;
import org.nqueens.solver.Tally;

/**
 * Every variant of the family as a Boolean grid model in Choco-solver: a 0/1 variable {@code x[s]}
 * a square that may take a piece, and
 * <pre>
 *   sum(x[s] : s on R)  = 1         for every run R of a row (or column) when the pieces fill them, one a run
 *   sum(x[s] : s on L) &lt;= 1        for every line L the piece moves along (a run no pawn cuts; wrapping on a torus)
 *   x[a] + x[b] &lt;= 1               for every two squares a knight's move or a king's step apart
 *   sum(x[s] : s) = k - given        the pieces still to place
 * </pre>
 * Squares that are pawns, blocked, given or attacked by a given piece have no variable. The search
 * tries the square with a piece first, squares in board order, so it places pieces as the
 * reference does and propagation removes the squares they attack.
 */
public final class ChocoGridModel implements DescribedFormulation {

    private static final String ID = "choco-grid";

    @Override
    public Descriptor descriptor() {
        return ChocoDescriptors.GRID;
    }

    @Override
    public ResumableSearch search(Problem problem, Run run) {
        Grid grid = build(problem);
        // Choco's input-order search takes no empty array: with every piece given there is nothing to branch on, and no strategy.
        return ChocoRun.search(grid, grid.x().length == 0 ? Optional.empty() : Optional.of(Search.inputOrderUBSearch(grid.x())), run);
    }

    /** On several threads a count of classic n-queens is split by the first free row's queen ({@link FirstRowSplit}). */
    @Override
    public Optional<Tally> tally(Problem problem, boolean unique, Run run) {
        return FirstRowSplit.count(this, problem, unique, run);
    }

    @Override
    public String modelText(Problem problem) {
        Grid grid = build(problem);
        return title() + "\n" + problem.describe() + ": " + grid.x().length + " Boolean variables, "
                + grid.model().getNbCstrs() + " constraints\n" + grid.model().toString();
    }

    /** The model of {@code problem}: one Boolean a candidate square, a line or jump at most one, their sum the pieces to place. */
    static Grid build(Problem problem) {
        Geometry geometry = problem.geometry();
        int squares = geometry.squares();
        Lines lines = Lines.of(problem);
        boolean[] candidate = FreeSquares.of(problem, lines);
        Model model = new Model(ID);
        BoolVar[] variableOf = new BoolVar[squares];
        List<BoolVar> x = new ArrayList<>();
        for (int s = 0; s < squares; s++) {
            if (candidate[s]) {
                Square square = geometry.squareAt(s);
                variableOf[s] = model.boolVar("x[" + square.row() + "," + square.column() + (geometry.isFlat() ? "" : "," + square.layer()) + "]");
                x.add(variableOf[s]);
            }
        }
        for (int[] line : lines.lines()) {
            BoolVar[] on = java.util.Arrays.stream(line).filter(s -> candidate[s]).mapToObj(s -> variableOf[s]).toArray(BoolVar[]::new);
            if (on.length >= 2) {
                model.sum(on, "<=", 1).post();
            }
        }
        for (Lines.Kind kind : Lines.Kind.axes(geometry)) {
            for (int[] run : Lines.filledRuns(problem, kind).orElse(List.of())) {
                BoolVar[] on = java.util.Arrays.stream(run).filter(s -> candidate[s]).mapToObj(s -> variableOf[s]).toArray(BoolVar[]::new);
                if (on.length == 0) {
                    model.falseConstraint().post();
                } else {
                    model.sum(on, "=", 1).post();
                }
            }
        }
        for (int[] jump : lines.jumps()) {
            if (candidate[jump[0]] && candidate[jump[1]]) {
                model.arithm(variableOf[jump[0]], "+", variableOf[jump[1]], "<=", 1).post();
            }
        }
        BoolVar[] all = x.toArray(BoolVar[]::new);
        if (all.length > 0) {
            model.sum(all, "=", problem.pieces() - problem.givenCount()).post();
        } else if (problem.pieces() > problem.givenCount()) { // Choco's sum takes no empty array
            model.falseConstraint().post();
        }
        return new Grid(model, all, variableOf, problem);
    }

    /** The posted grid model and how to read its pieces back. */
    record Grid(Model model, BoolVar[] x, BoolVar[] variableOf, Problem problem) implements ChocoRun.Posted {
        @Override
        public Placement placement() {
            List<Square> pieces = new ArrayList<>(problem.given());
            for (int s = 0; s < variableOf.length; s++) {
                if (variableOf[s] != null && variableOf[s].getValue() == 1) {
                    pieces.add(problem.geometry().squareAt(s));
                }
            }
            return Placement.of(pieces);
        }
    }
}
