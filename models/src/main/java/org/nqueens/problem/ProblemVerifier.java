package org.nqueens.problem;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The independent check of an answer to a {@link Problem}, written apart from every formulation and
 * from {@link Lines}: it walks from each piece along each of its lines, square by square, until a
 * pawn, the edge or (on a torus) the piece itself, and looks at each of its jumps, asking whether
 * another piece stands there. O(pieces x line length). On a box of layers (the cube) it compares
 * the pieces pair by pair on their coordinates instead. O(pieces^2).
 */
public final class ProblemVerifier {

    private static final int[][] ORTHOGONAL = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    private static final int[][] DIAGONAL = {{1, 1}, {-1, -1}, {1, -1}, {-1, 1}};
    private static final int[][] KNIGHT = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    private static final int[][] KING = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};

    private ProblemVerifier() {
    }

    /**
     * The first fault of {@code placement} as an answer to {@code problem}; empty when it solves it.
     * Classic n-queens with one queen a row is checked by the O(n) {@link Verifier} instead, so a
     * million queens take milliseconds.
     */
    public static Optional<Fault> check(Problem problem, Placement placement) {
        Optional<Board> board = problem.board();
        Optional<Solution> solution = placement.solution();
        if (board.isPresent() && solution.isPresent() && solution.get().n() == board.get().n()) {
            return Verifier.checkSolution(board.get(), solution.get()).map(ProblemVerifier::fault);
        }
        Geometry geometry = problem.geometry();
        for (Square square : placement.squares()) {
            if (!geometry.contains(square)) {
                return Optional.of(new Fault(Fault.Kind.OFF_BOARD, square, Optional.empty(), geometry.toString()));
            }
            if (problem.blocked().contains(square)) {
                return Optional.of(new Fault(Fault.Kind.ON_BLOCKED_SQUARE, square, Optional.empty(), ""));
            }
            if (problem.pawns().contains(square)) {
                return Optional.of(new Fault(Fault.Kind.ON_PAWN, square, Optional.empty(), ""));
            }
        }
        Set<Square> pieces = new HashSet<>(placement.squares());
        for (Square given : problem.given()) {
            if (!pieces.contains(given)) {
                return Optional.of(new Fault(Fault.Kind.GIVEN_MISSING, given, Optional.empty(), ""));
            }
        }
        Optional<Fault> attack = firstAttack(problem, placement);
        if (attack.isPresent()) {
            return attack;
        }
        if (placement.size() != problem.pieces()) {
            Square where = placement.squares().isEmpty() ? new Square(1, 1) : placement.squares().get(0);
            return Optional.of(new Fault(Fault.Kind.WRONG_COUNT, where, Optional.empty(),
                    placement.size() + " pieces where the problem asks for " + problem.pieces()));
        }
        return Optional.empty();
    }

    /** The first pair of pieces of {@code placement} that attack each other on {@code problem}'s board, whatever their number. */
    public static Optional<Fault> firstAttack(Problem problem, Placement placement) {
        if (!problem.geometry().isFlat()) {
            return firstAttackInBox(problem, placement);
        }
        Set<Square> pieces = new HashSet<>(placement.squares());
        Piece piece = problem.piece();
        for (Square from : placement.squares()) {
            if (piece.orthogonal()) {
                Optional<Fault> hit = slide(problem, pieces, from, ORTHOGONAL);
                if (hit.isPresent()) {
                    return hit;
                }
            }
            if (piece.diagonal()) {
                Optional<Fault> hit = slide(problem, pieces, from, DIAGONAL);
                if (hit.isPresent()) {
                    return hit;
                }
            }
            if (piece.knight()) {
                Optional<Fault> hit = jump(problem, pieces, from, KNIGHT, "a knight's move apart");
                if (hit.isPresent()) {
                    return hit;
                }
            }
            if (piece.king()) {
                Optional<Fault> hit = jump(problem, pieces, from, KING, "a king's step apart");
                if (hit.isPresent()) {
                    return hit;
                }
            }
        }
        return Optional.empty();
    }

    /** The classic verifier's finding as a fault. */
    private static Fault fault(Violation violation) {
        return switch (violation.kind()) {
            case ON_BLOCKED_SQUARE -> new Fault(Fault.Kind.ON_BLOCKED_SQUARE, violation.first(), Optional.empty(), "");
            case GIVEN_QUEEN_MOVED -> new Fault(Fault.Kind.GIVEN_MISSING, violation.first(), Optional.empty(), "");
            case SAME_COLUMN -> new Fault(Fault.Kind.ATTACK, violation.first(), violation.second(), "along a column");
            case SAME_DIAGONAL, SAME_ANTIDIAGONAL -> new Fault(Fault.Kind.ATTACK, violation.first(), violation.second(), "along a diagonal");
        };
    }

    /**
     * Why {@code placement} does not solve {@code problem}, in one sentence; empty when it solves it.
     * A queen a row of classic n-queens is told in the O(n) {@link Verifier}'s words, by rows and
     * columns ("The queens at row 1, column 1 and row 2, column 2 share a diagonal."), every other
     * answer by its {@link Fault}.
     */
    public static Optional<String> whyNot(Problem problem, Placement placement) {
        Optional<Board> board = problem.board();
        if (board.isPresent()) {
            Optional<Solution> solution = placement.solution(board.get().n());
            if (solution.isPresent()) {
                return Verifier.checkSolution(board.get(), solution.get()).map(Violation::describe);
            }
        }
        return check(problem, placement).map(fault -> fault.describe(problem.geometry()));
    }

    /** Why {@code solution} does not solve {@code problem}, as {@link #whyNot(Problem, Placement)} tells it. */
    public static Optional<String> whyNot(Problem problem, Solution solution) {
        return whyNot(problem, Placement.of(solution));
    }

    /** Whether {@code solution} solves {@code problem}. */
    public static boolean solves(Problem problem, Solution solution) {
        return whyNot(problem, solution).isEmpty();
    }

    /**
     * Why the given pieces of {@code problem} cannot stand together (two of them attack each other),
     * in one sentence; empty when they can. Classic n-queens is told in the {@link Verifier}'s words.
     */
    public static Optional<String> whyInconsistent(Problem problem) {
        Optional<Board> board = problem.board();
        if (board.isPresent()) {
            return Verifier.check(board.get()).map(Violation::describe);
        }
        return firstAttack(problem, Placement.of(problem.given())).map(fault -> fault.describe(problem.geometry()));
    }

    /** Whether {@code placement} solves {@code problem}. */
    public static boolean solves(Problem problem, Placement placement) {
        return check(problem, placement).isEmpty();
    }

    /**
     * The first attacking pair on a box of layers, pair by pair from the coordinates alone: the
     * differences (dr, dc, dl) lie on a line when their nonzero sizes are equal (one nonzero: an
     * axis, two: a face diagonal, three: a space diagonal), and the pair attacks along it unless a
     * pawn stands between; a knight's move differs by 1 and 2 on two axes, a king's step by at most 1
     * on each.
     */
    private static Optional<Fault> firstAttackInBox(Problem problem, Placement placement) {
        List<Square> pieces = placement.squares();
        Piece piece = problem.piece();
        for (int i = 0; i < pieces.size(); i++) {
            Square a = pieces.get(i);
            for (int j = i + 1; j < pieces.size(); j++) {
                Square b = pieces.get(j);
                int dr = b.row() - a.row();
                int dc = b.column() - a.column();
                int dl = b.layer() - a.layer();
                int[] sizes = {Math.abs(dr), Math.abs(dc), Math.abs(dl)};
                Arrays.sort(sizes);
                int axes = (sizes[0] > 0 ? 1 : 0) + (sizes[1] > 0 ? 1 : 0) + 1;
                boolean onLine = sizes[1] == 0 || sizes[0] == 0 && sizes[1] == sizes[2] || sizes[0] == sizes[2];
                if (onLine && (axes == 1 ? piece.orthogonal() : piece.diagonal()) && clear(problem, a, b, sizes[2])) {
                    String how = axes == 1 ? "along an axis" : axes == 2 ? "along a face diagonal" : "along a space diagonal";
                    return Optional.of(new Fault(Fault.Kind.ATTACK, a, Optional.of(b), how));
                }
                if (piece.knight() && sizes[0] == 0 && sizes[1] == 1 && sizes[2] == 2) {
                    return Optional.of(new Fault(Fault.Kind.ATTACK, a, Optional.of(b), "a knight's move apart"));
                }
                if (piece.king() && sizes[2] == 1) {
                    return Optional.of(new Fault(Fault.Kind.ATTACK, a, Optional.of(b), "a king's step apart"));
                }
            }
        }
        return Optional.empty();
    }

    /** Whether no pawn stands strictly between {@code a} and {@code b}, {@code steps} steps apart on one line. */
    private static boolean clear(Problem problem, Square a, Square b, int steps) {
        if (problem.pawns().isEmpty()) {
            return true;
        }
        int dr = Integer.signum(b.row() - a.row());
        int dc = Integer.signum(b.column() - a.column());
        int dl = Integer.signum(b.layer() - a.layer());
        for (int k = 1; k < steps; k++) {
            if (problem.pawns().contains(new Square(a.row() + k * dr, a.column() + k * dc, a.layer() + k * dl))) {
                return false;
            }
        }
        return true;
    }

    private static Optional<Fault> slide(Problem problem, Set<Square> pieces, Square from, int[][] directions) {
        Geometry geometry = problem.geometry();
        for (int[] direction : directions) {
            Square at = from;
            for (int steps = 0; steps < geometry.squares(); steps++) {
                Optional<Square> next = move(geometry, at, direction);
                if (next.isEmpty() || next.get().equals(from) || problem.pawns().contains(next.get())) {
                    break;
                }
                at = next.get();
                if (pieces.contains(at)) {
                    return Optional.of(new Fault(Fault.Kind.ATTACK, from, Optional.of(at), along(direction)));
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Fault> jump(Problem problem, Set<Square> pieces, Square from, int[][] moves, String how) {
        for (int[] move : moves) {
            Optional<Square> to = move(problem.geometry(), from, move);
            if (to.isPresent() && !to.get().equals(from) && pieces.contains(to.get())) {
                return Optional.of(new Fault(Fault.Kind.ATTACK, from, to, how));
            }
        }
        return Optional.empty();
    }

    private static Optional<Square> move(Geometry geometry, Square at, int[] by) {
        long row = at.row() + by[0];
        long column = at.column() + by[1];
        if (geometry.torus()) {
            row = Math.floorMod(row - 1, geometry.rows()) + 1;
            column = Math.floorMod(column - 1, geometry.columns()) + 1;
        } else if (row < 1 || row > geometry.rows() || column < 1 || column > geometry.columns()) {
            return Optional.empty();
        }
        return Optional.of(new Square((int) row, (int) column));
    }

    private static String along(int[] direction) {
        if (direction[0] == 0) {
            return "along a row";
        }
        if (direction[1] == 0) {
            return "along a column";
        }
        return "along a diagonal";
    }
}
