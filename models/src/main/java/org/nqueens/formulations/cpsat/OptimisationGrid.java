package org.nqueens.formulations.cpsat;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.Literal;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import org.nqueens.problem.Square;
import org.nqueens.optimise.Objective;
import org.nqueens.optimise.Question;
import org.nqueens.optimise.Witness;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Lines;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;

/**
 * The optimisation questions as a 0/1 model for CP-SAT, over the {@link Lines} of the problem
 * (maximal runs between pawns along the piece's directions, and its jumping pairs). One Boolean
 * {@code x[s]} a free square (neither pawn nor blocked; 1 on a given piece):
 * <pre>
 *   independence:            AtMostOne(x[s] : s on L)  every line L;   x[a] + x[b] &lt;= 1  every jump;   maximise sum x
 *   domination:              x[t] + sum(x[s] : s attacks t) &gt;= 1   every square t that is not a pawn;   minimise sum x
 *   independent domination:  both
 *   fewest pawns:            p[s] a pawn on free square s, x[s] + p[s] &lt;= 1, sum x = K, jumps as above, and along each
 *                            line (in its order) open[i] = x[i] or (open[i-1] and not p[i]), x[i] + open[i-1] &lt;= 1:
 *                            a piece only where no piece stands since the last pawn;   minimise sum p
 *   mixed army:              y[s] the partner; x[s] + y[s] &lt;= 1; on every line L of either kind, any(kind on L)
 *                            excludes every other piece on L; jumps exclude every pair with one jumper;
 *                            sum x = sum y;   maximise sum x
 * </pre>
 * Attacks along a line stop at pawns (the lines end there) but not at other pieces, as in the
 * piece's graph. Every auxiliary is fixed by x, p and y, so that enumerating the solutions of the
 * optimum counts witnesses, each once.
 */
final class OptimisationGrid {

    private final Question question;
    private final Geometry geometry;
    private final CpModel model = new CpModel();
    /** The piece on each square, null where none may stand. */
    private final BoolVar[] x;
    /** The chosen pawn on each square (fewest pawns), null where none may stand or none is chosen. */
    private final BoolVar[] p;
    /** The partner piece on each square (mixed army), null otherwise. */
    private final BoolVar[] y;
    private final LinearExpr objective;

    private OptimisationGrid(Question question) {
        this.question = question;
        Problem problem = question.problem();
        this.geometry = problem.geometry();
        int squares = geometry.squares();
        boolean[] pawn = marks(problem.pawns());
        boolean[] blocked = marks(problem.blocked());
        boolean[] given = marks(problem.given());
        Objective kind = question.objective();
        this.x = new BoolVar[squares];
        this.p = new BoolVar[squares];
        this.y = new BoolVar[squares];
        for (int s = 0; s < squares; s++) {
            if (pawn[s] || blocked[s]) {
                continue;
            }
            x[s] = model.newBoolVar("x" + name(s));
            if (given[s]) {
                model.addEquality(x[s], 1);
            } else if (kind == Objective.FEWEST_PAWNS) {
                p[s] = model.newBoolVar("p" + name(s));
                model.addAtMostOne(List.of(x[s], p[s]));
            } else if (kind == Objective.MIXED_ARMY) {
                y[s] = model.newBoolVar("y" + name(s));
                model.addAtMostOne(List.of(x[s], y[s]));
            }
        }
        Lines lines = Lines.of(problem);
        switch (kind) {
            case INDEPENDENCE -> {
                independent(lines);
                objective = sum(x);
                model.maximize(objective);
            }
            case DOMINATION -> {
                dominating(lines, pawn);
                objective = sum(x);
                model.minimize(objective);
            }
            case INDEPENDENT_DOMINATION -> {
                independent(lines);
                dominating(lines, pawn);
                objective = sum(x);
                model.minimize(objective);
            }
            case FEWEST_PAWNS -> {
                apartUnlessPawned(lines);
                model.addEquality(sum(x), problem.pieces());
                objective = sum(p);
                model.minimize(objective);
            }
            case MIXED_ARMY -> {
                Problem partners = Problem.on(geometry).piece(question.partner().orElseThrow()).pawns(problem.pawns())
                        .blocked(problem.blocked()).pieces(1).build();
                apart(lines, x, y);
                apart(Lines.of(partners), y, x);
                objective = sum(x);
                model.addEquality(objective, sum(y));
                model.maximize(objective);
            }
            default -> throw new IllegalStateException("Unknown objective " + kind);
        }
    }

    /** The model of {@code question}. */
    static OptimisationGrid of(Question question) {
        return new OptimisationGrid(question);
    }

    CpModel model() {
        return model;
    }

    /** The expression optimised. */
    LinearExpr objective() {
        return objective;
    }

    /** Every decision variable (x, then p or y), the ones a witness is read from. */
    List<BoolVar> decisions() {
        List<BoolVar> all = new ArrayList<>();
        for (BoolVar[] grid : new BoolVar[][] {x, p, y}) {
            for (BoolVar v : grid) {
                if (v != null) {
                    all.add(v);
                }
            }
        }
        return all;
    }

    /** The witness in the solver's values. */
    Witness witness(Predicate<Literal> isTrue) {
        Set<Square> pawns = new TreeSet<>(question.problem().pawns());
        pawns.addAll(chosen(p, isTrue));
        return new Witness(Placement.of(chosen(x, isTrue)), pawns, Placement.of(chosen(y, isTrue)));
    }

    private List<Square> chosen(BoolVar[] grid, Predicate<Literal> isTrue) {
        List<Square> squares = new ArrayList<>();
        for (int s = 0; s < grid.length; s++) {
            if (grid[s] != null && isTrue.test(grid[s])) {
                squares.add(geometry.squareAt(s));
            }
        }
        return squares;
    }

    /** No two pieces on a line, nor on a jumping pair. */
    private void independent(Lines lines) {
        for (int[] line : lines.lines()) {
            List<Literal> on = present(x, line);
            if (on.size() > 1) {
                model.addAtMostOne(on);
            }
        }
        jumpsApart(lines);
    }

    private void jumpsApart(Lines lines) {
        for (int[] jump : lines.jumps()) {
            if (x[jump[0]] != null && x[jump[1]] != null) {
                model.addAtMostOne(List.of(x[jump[0]], x[jump[1]]));
            }
        }
    }

    /**
     * Every square that is not a pawn holds a piece or is attacked by one. A line is occupied when a
     * piece stands on it ({@code occupied[L] = or(x[s] : s on L)}), and a square is watched when it
     * holds a piece, one of its lines is occupied, or a piece stands a jump away. The occupied lines
     * of one direction are at most as many as the pieces (each piece stands on one line a direction):
     * redundant, but it is the counting argument of the lower bounds (k queens leave at least n - k
     * rows and n - k columns empty, whose crossings the diagonals alone must watch), which the
     * solver's linear relaxation then sees.
     */
    private void dominating(Lines lines, boolean[] pawn) {
        List<List<Literal>> watchers = new ArrayList<>();
        for (int s = 0; s < x.length; s++) {
            List<Literal> own = new ArrayList<>();
            if (x[s] != null) {
                own.add(x[s]);
            }
            watchers.add(own);
        }
        Map<Lines.Kind, List<BoolVar>> occupiedByKind = new EnumMap<>(Lines.Kind.class);
        for (int i = 0; i < lines.lines().size(); i++) {
            int[] line = lines.lines().get(i);
            List<Literal> on = present(x, line);
            if (on.isEmpty()) {
                continue;
            }
            BoolVar occupied = model.newBoolVar("occupied" + i);
            for (Literal piece : on) {
                model.addImplication(piece, occupied);
            }
            List<Literal> someone = new ArrayList<>(on);
            someone.add(occupied.not());
            model.addBoolOr(someone);
            occupiedByKind.computeIfAbsent(lines.kinds().get(i), k -> new ArrayList<>()).add(occupied);
            for (int t : line) {
                watchers.get(t).add(occupied);
            }
        }
        LinearExpr pieces = sum(x);
        for (List<BoolVar> occupied : occupiedByKind.values()) {
            model.addLessOrEqual(LinearExpr.sum(occupied.toArray(new BoolVar[0])), pieces);
        }
        for (int[] jump : lines.jumps()) {
            if (x[jump[0]] != null) {
                watchers.get(jump[1]).add(x[jump[0]]);
            }
            if (x[jump[1]] != null) {
                watchers.get(jump[0]).add(x[jump[1]]);
            }
        }
        for (int t = 0; t < x.length; t++) {
            if (!pawn[t]) {
                // An empty clause when nothing can watch t: the model is infeasible, as the question is.
                model.addBoolOr(watchers.get(t).stream().distinct().toList());
            }
        }
    }

    /**
     * Fewest pawns: along each line, in its order, a piece stands only where no piece has stood since
     * the last pawn. The lines are runs between the fixed pawns; the chosen pawns cut them further.
     */
    private void apartUnlessPawned(Lines lines) {
        for (int[] line : lines.lines()) {
            Literal open = null;
            for (int s : line) {
                if (x[s] == null) {
                    continue; // a blocked square: no piece, no pawn, attacks pass through it
                }
                if (open != null) {
                    model.addAtMostOne(List.of(x[s], open));
                }
                BoolVar next = model.newBoolVar("open" + name(s));
                // next = x[s] or (open and not p[s]); given squares have no p and never break the line.
                List<Literal> why = new ArrayList<>(List.of(x[s]));
                model.addImplication(x[s], next);
                if (open != null) {
                    BoolVar carried = model.newBoolVar("carried" + name(s));
                    model.addImplication(carried, open);
                    if (p[s] != null) {
                        model.addImplication(carried, p[s].not());
                        model.addBoolOr(List.of(open.not(), p[s], carried));
                    } else {
                        model.addBoolOr(List.of(open.not(), carried));
                    }
                    model.addImplication(carried, next);
                    why.add(carried);
                }
                why.add(next.not());
                model.addBoolOr(why);
                open = next;
            }
        }
        jumpsApart(lines);
    }

    /** Mixed army: where a piece of {@code mine} stands on a line of its kind, no other piece of either kind does; likewise a jump. */
    private void apart(Lines lines, BoolVar[] mine, BoolVar[] theirs) {
        for (int[] line : lines.lines()) {
            List<Literal> own = present(mine, line);
            if (own.isEmpty()) {
                continue;
            }
            BoolVar occupied = model.newBoolVar("any");
            for (Literal piece : own) {
                model.addImplication(piece, occupied);
            }
            List<Literal> someone = new ArrayList<>(own);
            someone.add(occupied.not());
            model.addBoolOr(someone);
            model.addAtMostOne(own);
            for (int t : line) {
                if (theirs[t] != null) {
                    // A piece of mine on the line and one of theirs anywhere on it attack: not both.
                    model.addAtMostOne(List.of(occupied, theirs[t]));
                }
            }
        }
        for (int[] jump : lines.jumps()) {
            for (int[] pair : new int[][] {{jump[0], jump[1]}, {jump[1], jump[0]}}) {
                if (mine[pair[0]] == null) {
                    continue;
                }
                if (mine[pair[1]] != null) {
                    model.addAtMostOne(List.of(mine[pair[0]], mine[pair[1]]));
                }
                if (theirs[pair[1]] != null) {
                    model.addAtMostOne(List.of(mine[pair[0]], theirs[pair[1]]));
                }
            }
        }
    }

    private static List<Literal> present(BoolVar[] grid, int[] line) {
        List<Literal> on = new ArrayList<>();
        for (int s : line) {
            if (grid[s] != null) {
                on.add(grid[s]);
            }
        }
        return on;
    }

    private static LinearExpr sum(BoolVar[] grid) {
        List<BoolVar> present = new ArrayList<>();
        for (BoolVar v : grid) {
            if (v != null) {
                present.add(v);
            }
        }
        return LinearExpr.sum(present.toArray(new BoolVar[0]));
    }

    private boolean[] marks(Set<Square> squares) {
        boolean[] marked = new boolean[geometry.squares()];
        for (Square square : squares) {
            marked[geometry.index(square)] = true;
        }
        return marked;
    }

    private String name(int s) {
        Square square = geometry.squareAt(s);
        return "[" + square.row() + "][" + square.column() + "]";
    }
}
