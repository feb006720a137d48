package org.nqueens.problem;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;

/**
 * The question every formulation answers: place {@link #pieces()} pieces of one kind on a board so
 * that none attacks another, keeping the given pieces, avoiding blocked squares, with fixed pawns
 * standing where they stand. A pawn occupies its square and stops line attacks through it; a
 * blocked square only refuses a piece (it stops nothing). The pieces counted include the given ones.
 *
 * <p>Plain n-queens (and its completion, CSPLib prob079/prob080) is the case of queens on the
 * plain n x n board, n of them, without pawns ({@link Scope#CLASSIC}). That case keeps a lean
 * one-queen-a-row representation inside this package (a board of n, its given queens by row), so it
 * costs nothing more than that, whatever its size (a million queens for {@code construct}); outside
 * this package it is read through {@link #freePart()}, {@link #givenColumn(int)} and the like.
 *
 * <p>Given pieces may attack each other: such a problem is a valid value with no solution, which
 * the verifier reports and the formulations refuse as inconsistent input.
 */
public final class Problem {

    private final Geometry geometry;
    private final Piece piece;
    private final int pieces;
    private final Set<Square> pawns;
    /** Null when the problem is a board's: its given queens and blocked squares are the board's. */
    private final Set<Square> given;
    private final Set<Square> blocked;
    /** The classic view, or null. */
    private final Board board;

    private Problem(Geometry geometry, Piece piece, int pieces, Set<Square> pawns, Set<Square> given, Set<Square> blocked,
                    Board board) {
        this.geometry = geometry;
        this.piece = piece;
        this.pieces = pieces;
        this.pawns = pawns;
        this.given = given;
        this.blocked = blocked;
        this.board = board;
    }

    /** The classic problem of {@code board}: n queens on its n x n board, its queens given, its squares blocked. */
    static Problem of(Board board) {
        return new Problem(Geometry.square(board.n()), Piece.QUEEN, board.n(), Set.of(), null, board.blocked(), board);
    }

    /** Plain n-queens. */
    public static Problem queens(int n) {
        return of(Board.empty(n));
    }

    /**
     * Classic n-queens completion (CSPLib prob079/prob080): n queens on the n x n board, {@code queens}
     * already placed (at most one a row), {@code blocked} refused.
     */
    public static Problem classic(int n, Collection<Square> queens, Collection<Square> blocked) {
        return of(Board.of(n, queens, blocked));
    }

    /**
     * Classic n-queens on the board of size {@code columns.length} whose row r holds a given queen in
     * column {@code columns[r - 1]}, or none where that is 0. The array is not kept.
     */
    public static Problem ofColumns(int... columns) {
        return of(Board.ofColumns(columns));
    }

    /** The full board of {@code solution}: every one of its queens given (to draw it or check it). */
    public static Problem of(Solution solution) {
        return of(Board.of(solution));
    }

    /** A builder of the problem on {@code geometry}: queens, no pawns, nothing given or blocked, the default number of pieces. */
    public static Builder on(Geometry geometry) {
        return new Builder(geometry);
    }

    /**
     * The number of pieces placed when none is asked for: one a row on boards with at least as many
     * columns as rows, one a column otherwise (the most line pieces that fit without pawns), so
     * {@code --piece knight} on 8 x 8 asks for 8 knights. On a box of layers, one on each line of the
     * axis with the fewest lines: n^2 on the n x n x n cube, every axis line then holding one.
     */
    public static int defaultPieces(Geometry geometry) {
        if (!geometry.isFlat()) {
            long rows = geometry.rows();
            long columns = geometry.columns();
            long layers = geometry.layers();
            return Math.toIntExact(Math.min(rows * columns, Math.min(rows * layers, columns * layers)));
        }
        return Math.min(geometry.rows(), geometry.columns());
    }

    /** The board's shape. */
    public Geometry geometry() {
        return geometry;
    }

    /** The number of rows. */
    public int rows() {
        return geometry.rows();
    }

    /** The number of columns. */
    public int columns() {
        return geometry.columns();
    }

    /** The kind of piece placed. */
    public Piece piece() {
        return piece;
    }

    /** How many pieces a solution holds, the given ones included. */
    public int pieces() {
        return pieces;
    }

    /** The fixed pawns, ordered by row then column. */
    public Set<Square> pawns() {
        return pawns;
    }

    /** The pieces already placed, ordered by row then column. */
    public Set<Square> given() {
        if (given == null) {
            return Collections.unmodifiableSet(new TreeSet<>(board.queens()));
        }
        return given;
    }

    /** How many pieces are already placed. */
    public int givenCount() {
        return given == null ? board.queenCount() : given.size();
    }

    /** The blocked squares, ordered by row then column. */
    public Set<Square> blocked() {
        return blocked;
    }

    /** Whether nothing is given, blocked or fixed: the board as it comes. */
    public boolean isEmpty() {
        return givenCount() == 0 && blocked.isEmpty() && pawns.isEmpty();
    }

    /**
     * This problem as a {@link Board} when it is classic n-queens (queens, the plain n x n board,
     * n of them, no pawns, at most one given queen a row); empty otherwise.
     */
    Optional<Board> board() {
        return Optional.ofNullable(board);
    }

    /**
     * The free part of this classic problem: its free rows and columns and the squares the given queens
     * leave, the representation the one-queen-a-row searches start from.
     *
     * @throws InconsistentBoardException if two given queens attack each other
     * @throws IllegalStateException if the problem is not classic n-queens (see {@link Scope#CLASSIC})
     */
    public FreePart freePart() {
        return FreePart.of(requireClassic());
    }

    /** The column of the queen given in {@code row} of this classic problem, if there is one. */
    public OptionalInt givenColumn(int row) {
        return requireClassic().queenColumn(row);
    }

    /** The given queens of this classic problem as a solution, when every row holds one (attacks or not). */
    public Optional<Solution> givenSolution() {
        return requireClassic().asSolution();
    }

    /** This classic problem with one more queen given at {@code square}. */
    public Problem withGiven(Square square) {
        return of(requireClassic().withQueen(square));
    }

    /** Whether the square at {@code row}, {@code column} is blocked. */
    public boolean isBlocked(int row, int column) {
        return !blocked.isEmpty() && row >= 1 && column >= 1 && blocked.contains(new Square(row, column));
    }

    /** The problem's name in a report: "n = 8" for classic n-queens, else {@link #describe()}. */
    public String label() {
        return board != null ? "n = " + board.n() : describe();
    }

    private Board requireClassic() {
        if (board == null) {
            throw new IllegalStateException("The problem (" + describe() + ") is not classic n-queens on an n x n board;"
                    + " only that problem has a one-queen-a-row view.");
        }
        return board;
    }

    /**
     * This problem, checked to give pieces that do not attack each other: given pieces that do are
     * a mistake in the input, not a problem without solution.
     *
     * @throws InvalidInputException naming the first attacking pair
     */
    public Problem requireConsistent() {
        if (board != null) {
            if (board.queenCount() > 0) {
                FreePart.of(board);
            }
            return this;
        }
        if (!given.isEmpty()) {
            Optional<Fault> attack = ProblemVerifier.firstAttack(this, Placement.of(given));
            if (attack.isPresent()) {
                throw new InvalidInputException("The given pieces are inconsistent: " + attack.get().describe(geometry));
            }
        }
        return this;
    }

    /** Whether the problem is classic n-queens on an n x n board (with its completion); outside this package, {@link Scope#CLASSIC}. */
    boolean isClassic() {
        return board != null;
    }

    /**
     * Whether every solution puts exactly one piece in each row: pieces that attack along rows, as
     * many as rows, no pawn to let two share a row.
     */
    public boolean onePerRow() {
        return geometry.isFlat() && piece.orthogonal() && pawns.isEmpty() && pieces == geometry.rows();
    }

    /** What the problem is, in a few words: "8 queens on 8 x 8", "9 queens on 8 x 8 with 1 pawn". */
    public String describe() {
        StringBuilder text = new StringBuilder();
        text.append(pieces).append(' ').append(pieces == 1 ? piece.id() : plural(piece)).append(" on ").append(geometry);
        if (!pawns.isEmpty()) {
            text.append(" with ").append(pawns.size()).append(pawns.size() == 1 ? " pawn" : " pawns");
        }
        if (givenCount() > 0) {
            text.append(", ").append(givenCount()).append(" given");
        }
        if (!blocked.isEmpty()) {
            text.append(", ").append(blocked.size()).append(" blocked");
        }
        return text.toString();
    }

    private static String plural(Piece piece) {
        return piece.id() + "s";
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Problem that
                && geometry.equals(that.geometry) && piece == that.piece && pieces == that.pieces && pawns.equals(that.pawns)
                && given().equals(that.given()) && blocked.equals(that.blocked);
    }

    @Override
    public int hashCode() {
        return Objects.hash(geometry, piece, pieces, pawns, given(), blocked);
    }

    @Override
    public String toString() {
        return "Problem(" + describe() + ")";
    }

    /** Builds a problem; {@link #build()} validates it. */
    public static final class Builder {
        private final Geometry geometry;
        private Piece piece = Piece.QUEEN;
        private Integer pieces;
        private final List<Square> pawns = new ArrayList<>();
        private final List<Square> given = new ArrayList<>();
        private final List<Square> blocked = new ArrayList<>();

        private Builder(Geometry geometry) {
            this.geometry = Objects.requireNonNull(geometry, "geometry");
        }

        /** The piece to place (queen unless said). */
        public Builder piece(Piece newPiece) {
            this.piece = Objects.requireNonNull(newPiece, "piece");
            return this;
        }

        /** How many pieces a solution holds, the given ones included. */
        public Builder pieces(int count) {
            this.pieces = count;
            return this;
        }

        /** Fixed pawns. */
        public Builder pawns(Collection<Square> squares) {
            pawns.addAll(squares);
            return this;
        }

        /** Pieces already placed. */
        public Builder given(Collection<Square> squares) {
            given.addAll(squares);
            return this;
        }

        /** Squares no piece may take. */
        public Builder blocked(Collection<Square> squares) {
            blocked.addAll(squares);
            return this;
        }

        /**
         * The problem, validated: every square on the board, a square at most one of pawn, given
         * piece and blocked, at least one piece to place and no more than the squares can hold.
         */
        public Problem build() {
            Set<Square> pawnSet = squares(pawns, "pawn");
            Set<Square> givenSet = squares(given, "given " + piece.id());
            Set<Square> blockedSet = squares(blocked, "blocked square");
            for (Square pawn : pawnSet) {
                if (givenSet.contains(pawn)) {
                    throw new InvalidInputException("The pawn at " + named(pawn) + " stands on a given " + piece.id() + ".");
                }
                if (blockedSet.contains(pawn)) {
                    throw new InvalidInputException("The pawn at " + named(pawn) + " stands on a blocked square.");
                }
            }
            for (Square square : givenSet) {
                if (blockedSet.contains(square)) {
                    throw new InvalidInputException("The given " + piece.id() + " at " + named(square) + " stands on a blocked square.");
                }
            }
            int count = pieces == null ? Math.max(defaultPieces(geometry), givenSet.size()) : pieces;
            if (count < 1) {
                throw new InvalidInputException("The number of pieces (" + count + ") must be at least 1.");
            }
            if (count < givenSet.size()) {
                throw new InvalidInputException("The number of pieces (" + count + ") must be at least the " + givenSet.size()
                        + " already given.");
            }
            long room = geometry.area() - pawnSet.size() - blockedSet.size();
            if (count > room) {
                throw new InvalidInputException("The number of pieces (" + count + ") is more than the " + room
                        + " squares of the " + geometry + " board left free of pawns and blocks.");
            }
            Problem classic = classic(count, pawnSet, givenSet, blockedSet);
            if (classic != null) {
                return classic;
            }
            return new Problem(geometry, piece, count, pawnSet, givenSet, blockedSet, null);
        }

        /** The board's problem when this one is classic n-queens with at most one given queen a row. */
        private Problem classic(int count, Set<Square> pawnSet, Set<Square> givenSet, Set<Square> blockedSet) {
            if (piece != Piece.QUEEN || !geometry.isSquare() || !geometry.isFlat() || geometry.torus() || !pawnSet.isEmpty() || count != geometry.rows()) {
                return null;
            }
            int previousRow = 0;
            for (Square square : givenSet) {
                if (square.row() == previousRow) {
                    return null;
                }
                previousRow = square.row();
            }
            return Problem.of(Board.of(geometry.rows(), givenSet, blockedSet));
        }

        /** A square as messages name it: "row 3, column 5" on a flat board, the cell "5,3,2" (x,y,z) on a box. */
        private String named(Square square) {
            return geometry.isFlat() ? square.toString() : Coordinates.cell(square);
        }

        private Set<Square> squares(List<Square> squares, String what) {
            Set<Square> set = new TreeSet<>();
            for (Square square : squares) {
                if (!geometry.contains(square)) {
                    throw new InvalidInputException("The " + what + " at " + named(square) + " lies outside the " + geometry + " board (rows 1 to "
                            + geometry.rows() + ", columns 1 to " + geometry.columns()
                            + (geometry.isFlat() ? "" : ", layers 1 to " + geometry.layers()) + ").");
                }
                if (!set.add(square)) {
                    throw new InvalidInputException("The " + what + " at " + named(square) + " is given twice.");
                }
            }
            return Collections.unmodifiableSet(set);
        }
    }
}
