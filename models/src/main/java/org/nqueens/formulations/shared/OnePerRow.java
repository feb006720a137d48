package org.nqueens.formulations.shared;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.nqueens.problem.FreePart;
import org.nqueens.problem.Scope;
import org.nqueens.problem.Square;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Descriptor;
import org.nqueens.solver.Task;

/**
 * A problem whose every solution puts exactly one piece in each row, as the integer models
 * ({@code choco}, {@code choco-pairwise}, {@code cpsat}) pose it: one variable {@code q[r]} a row
 * that still needs its piece, ranging over the columns the piece may take there. The rows and
 * columns of the pieces are then all different, and what is left of the attack relation is stated
 * between rows: the diagonals (modular on a torus) and, for super-queens, the knight's moves
 * between rows one and two apart.
 *
 * <p>Classic n-queens takes its rows and columns from the board's {@link FreePart} (the rows
 * without a given queen, the columns their queens may take), as the models always did; a variant
 * keeps every row, a given piece fixing its row's column and a blocked square removing one.
 */
public final class OnePerRow {

    private final Problem problem;
    /** The classic board's free part; null for a variant. */
    private final FreePart free;
    private final int[] rows;
    private final int[][] allowed;

    private OnePerRow(Problem problem, FreePart free, int[] rows, int[][] allowed) {
        this.problem = problem;
        this.free = free;
        this.rows = rows;
        this.allowed = allowed;
    }

    /**
     * Whether the integer models take {@code problem}: classic n-queens; or queens or super-queens,
     * one a row (no pawns, as many as rows) on a board with at least as many columns as rows,
     * plain, or for queens a torus.
     */
    public static boolean takes(Problem problem) {
        if (Scope.CLASSIC.admits(problem)) {
            return true;
        }
        Piece piece = problem.piece();
        return problem.onePerRow() && problem.rows() <= problem.columns()
                && (piece == Piece.QUEEN || piece == Piece.SUPER_QUEEN && !problem.geometry().torus());
    }

    /** The variants {@link #takes} takes, in words, for the message that refuses another. */
    public static final String VARIANTS = "queens or super-queens, one a row, on boards of n x m with n <= m, and queens on the torus";

    /**
     * What an integer model ({@code choco}, {@code choco-pairwise}, {@code cpsat}) is, but for its
     * id and title: it solves, completes, counts, enumerates and prints its model (up to
     * {@link PrintedModels#MAX_N}), for the problems {@link #takes} takes.
     */
    public static Descriptor integerModel(String id, String title) {
        return Descriptor.of(id, title, EnumSet.of(Task.SOLVE, Task.COMPLETE, Task.COUNT, Task.ENUMERATE, Task.MODEL))
                .alsoTaking(OnePerRow::takes, VARIANTS)
                .limitedBy(PrintedModels.LIMIT);
    }

    /** The rows of {@code problem}, which the integer models take. */
    public static OnePerRow of(Problem problem) {
        if (!takes(problem)) {
            throw new IllegalArgumentException("The integer models do not take " + problem.describe() + ".");
        }
        if (Scope.CLASSIC.admits(problem)) {
            FreePart free = problem.freePart();
            int[][] allowed = new int[free.size()][];
            for (int i = 0; i < allowed.length; i++) {
                allowed[i] = free.allowedColumns(free.row(i));
            }
            return new OnePerRow(problem, free, free.rows(), allowed);
        }
        Geometry geometry = problem.geometry();
        int[][] allowed = new int[geometry.rows()][];
        for (int row = 1; row <= geometry.rows(); row++) {
            int r = row;
            allowed[row - 1] = problem.given().stream().filter(square -> square.row() == r).mapToInt(Square::column).findFirst()
                    .stream().toArray();
            if (allowed[row - 1].length == 0) {
                allowed[row - 1] = IntStream.rangeClosed(1, geometry.columns())
                        .filter(column -> !problem.blocked().contains(new Square(r, column))).toArray();
            }
        }
        return new OnePerRow(problem, null, IntStream.rangeClosed(1, geometry.rows()).toArray(), allowed);
    }

    /** The problem. */
    public Problem problem() {
        return problem;
    }

    /** The classic board's free part (its free rows and columns), or empty for a variant. */
    public Optional<FreePart> freePart() {
        return Optional.ofNullable(free);
    }

    /** How many rows need a piece: the number of variables. */
    public int size() {
        return rows.length;
    }

    /** The board row of variable {@code i}, ascending in {@code i}. */
    public int row(int i) {
        return rows[i];
    }

    /** The columns the piece of variable {@code i} may take, ascending. */
    public int[] allowedColumns(int i) {
        return allowed[i].clone();
    }

    /** How many columns the board has. */
    public int columns() {
        return problem.columns();
    }

    /** Whether the diagonals wrap around (a torus). */
    public boolean torus() {
        return problem.geometry().torus();
    }

    /**
     * The modulus of the diagonals on a torus: two squares of an r x c torus share a diagonal when
     * their {@code column - row} (an anti-diagonal: {@code column + row}) agree modulo gcd(r, c).
     */
    public int diagonalModulus() {
        return gcd(problem.rows(), problem.columns());
    }

    /**
     * The column differences {@code q[j] - q[i]} with which two pieces {@code d} rows apart share a
     * diagonal: {@code +-d}, and on a torus every difference congruent to them modulo
     * {@link #diagonalModulus()} that the columns allow.
     */
    public int[] diagonalDifferences(int d) {
        if (!torus()) {
            return new int[] {d, -d};
        }
        int modulus = diagonalModulus();
        return IntStream.range(1 - columns(), columns())
                .filter(e -> Math.floorMod(e - d, modulus) == 0 || Math.floorMod(e + d, modulus) == 0).toArray();
    }

    /** Whether the pieces also attack a knight's move away (super-queens). */
    public boolean knight() {
        return problem.piece().knight();
    }

    /** Whether nothing is given or blocked. */
    public boolean emptyBoard() {
        return problem.givenCount() == 0 && problem.blocked().isEmpty();
    }

    /**
     * Why no model is needed to answer: every row already holds a given queen (one solution), or a
     * row has no square left (none); empty when a search is needed.
     */
    public Optional<String> decidedWithoutSearch() {
        if (free != null) {
            return free.decidedWithoutSearch();
        }
        for (int i = 0; i < rows.length; i++) {
            if (allowed[i].length == 0) {
                return Optional.of("row " + rows[i] + " has no square left for its " + problem.piece() + ".");
            }
        }
        return Optional.empty();
    }

    /** The answer when {@link #decidedWithoutSearch()} says no search is needed: the board when every row is given, else none. */
    public Optional<Placement> decidedPlacement() {
        return rows.length == 0 ? Optional.of(placement(new int[0])) : Optional.empty();
    }

    /** The placement that puts the piece of variable {@code i} in {@code columns[i]}, given pieces kept. */
    public Placement placement(int[] columns) {
        if (free != null) {
            return Placement.of(free.complete(columns));
        }
        List<Square> pieces = new ArrayList<>(columns.length);
        for (int i = 0; i < columns.length; i++) {
            pieces.add(new Square(rows[i], columns[i]));
        }
        return Placement.of(pieces);
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    @Override
    public String toString() {
        return "OnePerRow(" + problem.describe() + ", rows " + Arrays.toString(rows) + ")";
    }
}
