package org.nqueens.formulations.bitboard.variant;

import java.util.Optional;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Scope;

/**
 * The variants of n queens on the n x n board that the bitboard search takes besides the classic
 * one, each still one queen a row, so that the search goes row by row with the attacked columns of
 * the next row in a few words: on the torus the two diagonal words turn by one bit a row within
 * the n bits of the board (a diagonal wraps around, so a bit leaving one edge comes back at the
 * other: a rotation, not a shift); for super-queens the diagonal words shift as in the classic
 * search and the knight moves add the columns c +- 2 of the queen one row up and c +- 1 of the
 * queen two rows up (a knight's move spans one or two rows, so those two queens are all it needs).
 *
 * <p>Column c is bit c, 0-based. The methods here serve the plans, estimates and the resumable
 * search; the counters ({@link TorusSearch}, {@link SuperQueenSearch}) write the same steps inline.
 */
public enum RowVariant {

    /** Queens on the n x n torus (Polya 1918): rows, columns and both diagonals wrap around. */
    TORUS("torus", 't'),
    /** Queens that also move as knights (amazons) on the plain n x n board. */
    SUPER_QUEEN("super-queen", 's');

    private final String title;
    private final char letter;

    RowVariant(String title, char letter) {
        this.title = title;
        this.letter = letter;
    }

    /**
     * The variant {@code problem} is, when the bitboard search takes it: n queens or super-queens
     * (one a row) on a square board without pawns (of at most 64 columns: the formulation {@code bitboard} refuses larger boards), queens on the torus or
     * super-queens on the plain board. Given queens and blocked squares are allowed (the search
     * goes row by row through them); the classic problem is not a variant.
     */
    public static Optional<RowVariant> of(Problem problem) {
        if (Scope.CLASSIC.admits(problem) || !problem.geometry().isSquare() || !problem.pawns().isEmpty() || problem.pieces() != problem.rows()) {
            return Optional.empty();
        }
        boolean torus = problem.geometry().torus();
        if (torus && problem.piece() == Piece.QUEEN) {
            return Optional.of(TORUS);
        }
        if (!torus && problem.piece() == Piece.SUPER_QUEEN) {
            return Optional.of(SUPER_QUEEN);
        }
        return Optional.empty();
    }

    /**
     * Up to this size the runner classifies a variant's solutions one by one for a unique count
     * (the torus has 8 n^2 symmetries to try on each).
     */
    public static final int UNIQUE_LIMIT = 16;

    /** "torus", "super-queen". */
    String title() {
        return title;
    }

    /** The letter that starts the id of a part of its count. */
    char letter() {
        return letter;
    }

    /** The columns of a board of size n: its low n bits. */
    static long full(int n) {
        return -1L >>> (64 - n);
    }

    /**
     * The columns of the current row that no queen above attacks, given the columns taken
     * ({@code cols}), the diagonal words of this row ({@code ld}, {@code rd}) and the columns bits of
     * the queens one and two rows up ({@code previous}, {@code second}; 0 where there is none).
     */
    long free(int n, long cols, long ld, long rd, long previous, long second) {
        long attacked = cols | ld | rd;
        if (this == SUPER_QUEEN) {
            attacked |= previous << 2 | previous >>> 2 | second << 1 | second >>> 1;
        }
        return full(n) & ~attacked;
    }

    /** The word of the diagonals that go up the columns, in the next row, after the queen {@code bit} of this one. */
    long nextLeft(int n, long ld, long bit) {
        long word = ld | bit;
        return this == TORUS ? rotateLeft(n, word) : (word << 1) & full(n);
    }

    /** The word of the diagonals that go down the columns, in the next row, after the queen {@code bit} of this one. */
    long nextRight(int n, long rd, long bit) {
        long word = rd | bit;
        return this == TORUS ? rotateRight(n, word) : word >>> 1;
    }

    /**
     * The column of {@code column}'s image in the left-right mirror that the count uses: c to
     * n - 1 - c on the plain board; on the torus c to -c (mod n), the mirror that keeps column 0,
     * where the count puts the first row's queen.
     */
    int mirror(int n, int column) {
        return this == TORUS ? (n - column) % n : n - 1 - column;
    }

    /** {@code word} (n bits) turned one column up: bit n - 1 comes back as bit 0. */
    static long rotateLeft(int n, long word) {
        return ((word << 1) | (word >>> (n - 1))) & full(n);
    }

    /** {@code word} (n bits) turned one column down: bit 0 comes back as bit n - 1. */
    static long rotateRight(int n, long word) {
        return (word >>> 1) | ((word & 1) << (n - 1));
    }
}
