package org.nqueens.relatives;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntPredicate;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Quote;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Square;

/**
 * A square of order N holding each of the numbers 1..N^2 once; whether it is magic (every row,
 * column and both diagonals summing to N(N^2 + 1)/2) is asked of it, as is which of its number
 * classes are queens solutions: the N numbers of each block {@code kN + 1 .. kN + N}, and those of
 * each remainder mod N.
 *
 * @param grid the numbers, {@code grid.at(row, column)} with rows from the top line, from 0
 */
public record MagicSquare(NumberGrid grid) {

    /** The largest order read or built: a million numbers. */
    public static final int MOST = 1000;

    /** Validates that the grid holds 1..N^2 once each, N from 1 to {@link #MOST}. */
    public MagicSquare {
        int n = grid.order();
        requireOrder(n);
        int[] seenAt = new int[n * n + 1];
        for (int row = 0; row < n; row++) {
            for (int column = 0; column < n; column++) {
                int number = grid.at(row, column);
                if (number < 1 || number > n * n) {
                    throw new InvalidInputException("The number " + number + " at row " + (row + 1) + ", column " + (column + 1)
                            + " lies outside 1.." + n * n + " (a square of order " + n + ").");
                }
                if (seenAt[number] != 0) {
                    int earlier = seenAt[number] - 1;
                    throw new InvalidInputException("The number " + number + " appears twice: at row " + (earlier / n + 1) + ", column "
                            + (earlier % n + 1) + " and at row " + (row + 1) + ", column " + (column + 1) + ".");
                }
                seenAt[number] = row * n + column + 1;
            }
        }
    }

    /**
     * The square of {@code grid.at(row, column)} (rows from the top line, from 0), copied.
     *
     * @throws InvalidInputException if the cells are not a square holding 1..N^2 once each
     */
    public static MagicSquare of(int[][] cells) {
        requireOrder(cells.length);
        return new MagicSquare(NumberGrid.of(cells));
    }

    /** Refuses an order outside 1..{@link #MOST} before a grid of it is copied or checked. */
    private static void requireOrder(int n) {
        if (n < 1 || n > MOST) {
            throw new InvalidInputException("The order of a magic square (" + n + ") must lie between 1 and " + MOST + ".");
        }
    }

    /**
     * The square written in {@code text}: whitespace-separated numbers, one row a line, blank lines
     * ignored; {@code source} names the text in messages.
     */
    public static MagicSquare parse(String text, String source) {
        List<int[]> rows = new ArrayList<>();
        String[] lines = text.split("\\R");
        int width = -1;
        for (int line = 0; line < lines.length; line++) {
            String stripped = lines[line].strip();
            if (stripped.isEmpty()) {
                continue;
            }
            String[] tokens = stripped.split("\\s+");
            if (width >= 0 && tokens.length != width) {
                throw new InvalidInputException("Line " + (line + 1) + " of " + source + " holds " + tokens.length + " numbers where the first"
                        + " row holds " + width + "; every row of a square has as many.");
            }
            width = tokens.length;
            if (width > MOST) {
                throw new InvalidInputException("Line " + (line + 1) + " of " + source + " holds " + width + " numbers; a magic square"
                        + " read from a file has at most " + MOST + " a row.");
            }
            int[] row = new int[width];
            for (int k = 0; k < width; k++) {
                try {
                    row[k] = Integer.parseInt(tokens[k]);
                } catch (NumberFormatException notANumber) {
                    throw new InvalidInputException(Quote.of(tokens[k]) + " on line " + (line + 1) + " of " + source
                            + " is not a whole number; a magic square holds the numbers 1..N^2.");
                }
            }
            rows.add(row);
        }
        if (rows.isEmpty()) {
            throw new InvalidInputException(source + " holds no numbers; a magic square is written as whitespace-separated numbers,"
                    + " one row a line.");
        }
        if (rows.size() != width) {
            throw new InvalidInputException(source + " holds " + rows.size() + " rows of " + width + " numbers; a square has as many"
                    + " rows as numbers in a row.");
        }
        try {
            return of(rows.toArray(new int[0][]));
        } catch (InvalidInputException fault) {
            throw new InvalidInputException("In " + source + ": " + fault.getMessage(), fault);
        }
    }

    /** The square {@code N * A + B + 1} of two orthogonal queen Latin squares. */
    public static MagicSquare of(QueenLatinSquare a, QueenLatinSquare b) {
        if (!a.orthogonalTo(b)) {
            throw new IllegalArgumentException("The two queen Latin squares are not orthogonal, so N * A + B + 1 repeats a number.");
        }
        int n = a.n();
        int[][] cells = new int[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                cells[i][j] = n * a.symbol(i, j) + b.symbol(i, j) + 1;
            }
        }
        return of(cells);
    }

    /** The order N. */
    public int n() {
        return grid.order();
    }

    /** The number at {@code row}, {@code column} (from 0). */
    public int at(int row, int column) {
        return grid.at(row, column);
    }

    /** The cells, a fresh copy: {@code [row][column]}, from 0. */
    public int[][] cells() {
        return grid.toArray();
    }

    /** The sum of every line of a magic square of this order: N(N^2 + 1)/2. */
    public long magicSum() {
        long n = n();
        return n * (n * n + 1) / 2;
    }

    /** The first row, column or diagonal whose sum differs from the magic sum, in one sentence; empty when the square is magic. */
    public Optional<String> notMagic() {
        int n = n();
        long target = magicSum();
        for (int row = 0; row < n; row++) {
            long sum = 0;
            for (int column = 0; column < n; column++) {
                sum += grid.at(row, column);
            }
            if (sum != target) {
                return Optional.of("row " + (row + 1) + " sums to " + sum + ", not " + target);
            }
        }
        for (int column = 0; column < n; column++) {
            long sum = 0;
            for (int row = 0; row < n; row++) {
                sum += grid.at(row, column);
            }
            if (sum != target) {
                return Optional.of("column " + (column + 1) + " sums to " + sum + ", not " + target);
            }
        }
        long main = 0;
        long anti = 0;
        for (int k = 0; k < n; k++) {
            main += grid.at(k, k);
            anti += grid.at(k, n - 1 - k);
        }
        if (main != target) {
            return Optional.of("the diagonal from the top left sums to " + main + ", not " + target);
        }
        if (anti != target) {
            return Optional.of("the diagonal from the top right sums to " + anti + ", not " + target);
        }
        return Optional.empty();
    }

    /** Whether the cells of the numbers {@code kN + 1 .. kN + N} (k from 0) are n non-attacking queens. */
    public boolean blockIsQueens(int k) {
        return isQueens(number -> (number - 1) / n() == k);
    }

    /** Whether the cells of the numbers with remainder {@code r} mod N are n non-attacking queens. */
    public boolean remainderIsQueens(int r) {
        return isQueens(number -> number % n() == r);
    }

    /** The blocks k (from 0) whose cells are queens solutions. */
    public List<Integer> queensBlocks() {
        List<Integer> blocks = new ArrayList<>();
        for (int k = 0; k < n(); k++) {
            if (blockIsQueens(k)) {
                blocks.add(k);
            }
        }
        return blocks;
    }

    /** The remainders r mod N whose cells are queens solutions. */
    public List<Integer> queensRemainders() {
        List<Integer> remainders = new ArrayList<>();
        for (int r = 0; r < n(); r++) {
            if (remainderIsQueens(r)) {
                remainders.add(r);
            }
        }
        return remainders;
    }

    private boolean isQueens(IntPredicate inClass) {
        int n = n();
        List<Square> squares = new ArrayList<>();
        for (int row = 0; row < n; row++) {
            for (int column = 0; column < n; column++) {
                if (inClass.test(grid.at(row, column))) {
                    squares.add(new Square(n - row, column + 1));
                }
            }
        }
        return ProblemVerifier.check(Problem.queens(n), Placement.of(squares)).isEmpty();
    }
}
