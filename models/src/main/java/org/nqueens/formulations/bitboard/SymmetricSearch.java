package org.nqueens.formulations.bitboard;

import java.util.ArrayList;
import java.util.List;
import org.nqueens.solver.Deadline;

/**
 * The counting search of one thread: bitmask backtracking over rows, with the columns and both
 * diagonals attacked by the queens above held as words, and the solutions classified by symmetry so
 * that each class is met once (the corner/side classification of T. Takaken's counter, after
 * Somers' bitmask search). Rows and columns are 0-based here; column c is bit c.
 *
 * <p>Every solution has one queen on each edge of the board. The <em>corner</em> solutions have a
 * queen in a corner; the search puts it at row 0, column 0, and of the solution and its transpose
 * keeps the one whose row-1 queen's column is less than its column-1 queen's row. Such a solution has
 * eight distinct images. The <em>side</em> solutions have no corner queen; the search keeps the
 * images whose row-0 queen, in column b of the left half, is at least as near to a corner as every
 * other edge queen. At most four such images exist; the smallest, row by row, is counted, with the
 * size of its orbit (2, 4 or 8).
 *
 * <p>Holds its working arrays, sized once; {@link #run} allocates nothing.
 */
final class SymmetricSearch {

    private static final Image[] IMAGES = Image.values();
    /** The search polls its deadline only in rows with at least this many rows below: a few milliseconds of work apart. */
    private static final int POLL_HEIGHT = 12;

    private final int n;
    private final int last;
    private final long side;
    private final long topBit;
    private final long[] allowed;
    private final long[] board;
    private final int[] columns;
    private final int[] image;
    private Subproblem.Kind kind;
    private int bound;
    private int guardRow;
    private long entryLeft;
    private long entryDown;
    private long entryRight;
    private int pollRow;
    private Deadline deadline;
    private boolean stopped;
    private long eightfold;
    private long fourfold;
    private long twofold;
    private long nodes;

    SymmetricSearch(int n) {
        this.n = n;
        this.last = n - 1;
        this.side = 1L | 1L << last;
        this.topBit = 1L << last;
        this.allowed = new long[n];
        this.board = new long[n];
        this.columns = new int[n];
        this.image = new int[n];
    }

    /**
     * The root parts of the count of the n x n board, n >= 2: corner solutions by the column of the
     * row-1 queen, side solutions by the column of the row-0 queen.
     */
    static List<Subproblem> roots(int n) {
        List<Subproblem> roots = new ArrayList<>();
        for (int column = 2; column < n - 1; column++) {
            roots.add(Subproblem.corner(n, column));
        }
        for (int column = 1; column < n - 1 - column; column++) {
            roots.add(Subproblem.side(n, column));
        }
        return roots;
    }

    /** The parts that fix one more row of {@code part}, each with a safe queen there; none if the row has no safe square. */
    List<Subproblem> children(Subproblem part) {
        int row = enter(part);
        List<Subproblem> children = new ArrayList<>();
        for (long free = candidates(row, entryLeft, entryDown, entryRight); free != 0; free &= free - 1) {
            children.add(part.with(Long.numberOfTrailingZeros(free)));
        }
        return children;
    }

    /** Solutions counted with eight distinct images. */
    long eightfold() {
        return eightfold;
    }

    /** Solutions counted with four distinct images (symmetric under the half turn only). */
    long fourfold() {
        return fourfold;
    }

    /** Solutions counted with two distinct images (symmetric under the quarter turn). */
    long twofold() {
        return twofold;
    }

    /** Queens placed on safe squares. */
    long nodes() {
        return nodes;
    }

    /** All solutions of the classes counted so far: each class times its size. */
    long total() {
        return 8 * eightfold + 4 * fourfold + 2 * twofold;
    }

    /** Symmetry classes counted so far. */
    long unique() {
        return eightfold + fourfold + twofold;
    }

    /**
     * Searches {@code part} to the end, adding to the counts; polls {@code deadline} when the search
     * returns to a shallow row, and gives up there when it is reached.
     *
     * @return whether the part was searched to the end
     */
    boolean run(Subproblem part, Deadline deadline) {
        int start = enter(part);
        long free = candidates(start, entryLeft, entryDown, entryRight);
        if (start == last) {
            if (free != 0) {
                nodes++;
                classify(free);
            }
            return true;
        }
        this.deadline = deadline;
        this.pollRow = Math.max(start, n - POLL_HEIGHT);
        this.stopped = false;
        if (free != 0) {
            nodes += search(start, free, entryLeft, entryDown, entryRight);
        }
        return !stopped;
    }

    /**
     * Places the queen of {@code row}, a row no deeper than the polling row, on each square of
     * {@code free} in turn and searches below it, polling the deadline after each; returns the
     * queens placed.
     */
    private long search(int row, long free, long l, long d, long r) {
        long placed = 0;
        int next = row + 1;
        while (free != 0) {
            long bit = free & -free;
            free ^= bit;
            if (row < pollRow && next < last) {
                placed++;
                long nl = (l | bit) << 1;
                long nd = d | bit;
                long nr = (r | bit) >>> 1;
                long nextFree = candidates(next, nl, nd, nr);
                if (nextFree != 0) {
                    board[row] = bit;
                    placed += search(next, nextFree, nl, nd, nr);
                }
            } else {
                placed += searchBelow(row, bit, l, d, r);
            }
            if (stopped || deadline.reached()) {
                stopped = true;
                break;
            }
        }
        return placed;
    }

    /**
     * Places the queen of {@code row} on each square of {@code free} in turn and searches on, without
     * polling; returns the queens placed. Takes two rows a call; the queen of the last row is
     * checked, not searched.
     */
    private long searchBelow(int row, long free, long l, long d, long r) {
        int next = row + 1;
        if (next == last) {
            return lastTwoRows(row, free, l, d, r);
        }
        long placed = Long.bitCount(free);
        int after = next + 1;
        if (after == last) {
            while (free != 0) {
                long bit = free & -free;
                free ^= bit;
                long nl = (l | bit) << 1;
                long nd = d | bit;
                long nr = (r | bit) >>> 1;
                long nextFree = candidates(next, nl, nd, nr);
                if (nextFree != 0) {
                    board[row] = bit;
                    placed += lastTwoRows(next, nextFree, nl, nd, nr);
                }
            }
            return placed;
        }
        while (free != 0) {
            long bit = free & -free;
            free ^= bit;
            long nl = (l | bit) << 1;
            long nd = d | bit;
            long nr = (r | bit) >>> 1;
            long nextFree = candidates(next, nl, nd, nr);
            if (nextFree == 0) {
                continue;
            }
            board[row] = bit;
            placed += Long.bitCount(nextFree);
            do {
                long bit2 = nextFree & -nextFree;
                nextFree ^= bit2;
                long nl2 = (nl | bit2) << 1;
                long nd2 = nd | bit2;
                long nr2 = (nr | bit2) >>> 1;
                long afterFree = candidates(after, nl2, nd2, nr2);
                if (afterFree != 0) {
                    board[next] = bit2;
                    placed += searchBelow(after, afterFree, nl2, nd2, nr2);
                }
            } while (nextFree != 0);
        }
        return placed;
    }

    /** Places the queen of the row before the last on each square of {@code free} and checks the last row; returns the queens placed. */
    private long lastTwoRows(int row, long free, long l, long d, long r) {
        long placed = Long.bitCount(free);
        long lastRow = allowed[last];
        while (free != 0) {
            long bit = free & -free;
            free ^= bit;
            long lastFree = lastRow & ~(((l | bit) << 1) | d | bit | ((r | bit) >>> 1));
            if (lastFree != 0) {
                board[row] = bit;
                placed++;
                classify(lastFree);
            }
        }
        return placed;
    }

    /** Sets the row masks of the part's case and places its fixed queens; returns the first free row. */
    private int enter(Subproblem part) {
        if (part.n() != n) {
            throw new IllegalArgumentException("A search of the board of size " + n + " was given a part of size " + part.n() + ".");
        }
        kind = part.kind();
        bound = part.bound();
        long full = -1L >>> (64 - n);
        if (kind == Subproblem.Kind.CORNER) {
            allowed[0] = 1L;
            for (int row = 1; row < n; row++) {
                allowed[row] = row == 1 ? 1L << bound : row < bound ? full & ~2L : full;
            }
            guardRow = -1;
        } else {
            allowed[0] = 1L << bound;
            for (int row = 1; row < n; row++) {
                allowed[row] = row < bound || row > last - bound ? full & ~side : full;
            }
            allowed[last] &= -(1L << bound) & (-1L >>> (63 - (last - bound)));
            guardRow = last - bound;
        }
        long l = 0;
        long d = 0;
        long r = 0;
        for (int row = 0; row < part.depth(); row++) {
            long bit = 1L << part.column(row);
            if ((candidates(row, l, d, r) & bit) == 0) {
                throw new IllegalArgumentException("The fixed queen of row " + row + ", column " + part.column(row)
                        + ", is attacked or outside its part of the search.");
            }
            board[row] = bit;
            l = (l | bit) << 1;
            d |= bit;
            r = (r | bit) >>> 1;
        }
        entryLeft = l;
        entryDown = d;
        entryRight = r;
        return part.depth();
    }

    /** The columns of {@code row} a queen may take, given the attacked columns and diagonals. */
    private long candidates(int row, long l, long d, long r) {
        long free = allowed[row] & ~(l | d | r);
        if (row == guardRow) {
            long missing = side & ~d;
            if (missing == side) {
                return 0;
            }
            if (missing != 0) {
                free &= missing;
            }
        }
        return free;
    }

    /** Counts the solution on {@code board} with its last queen at {@code lastBit} if it is its class's representative. */
    private void classify(long lastBit) {
        if (kind == Subproblem.Kind.CORNER) {
            eightfold++;
            return;
        }
        boolean quarter = board[last - bound] == 1L;
        boolean threeQuarter = board[bound] == topBit;
        boolean half = lastBit == 1L << (last - bound);
        boolean flip = lastBit == 1L << bound;
        if (!(quarter || threeQuarter || half || flip)) {
            eightfold++;
            return;
        }
        board[last] = lastBit;
        for (int row = 0; row < n; row++) {
            columns[row] = Long.numberOfTrailingZeros(board[row]);
        }
        boolean rotational = false;
        boolean halfTurn = false;
        for (Image candidate : IMAGES) {
            boolean applies = switch (candidate) {
                case QUARTER -> quarter;
                case THREE_QUARTER -> threeQuarter;
                case HALF -> half;
                case FLIP -> flip;
            };
            if (!applies) {
                continue;
            }
            int order = compareWith(candidate);
            if (order > 0) {
                return;
            }
            if (order == 0) {
                rotational |= candidate == Image.QUARTER || candidate == Image.THREE_QUARTER;
                halfTurn |= candidate == Image.HALF;
            }
        }
        if (rotational) {
            twofold++;
        } else if (halfTurn) {
            fourfold++;
        } else {
            eightfold++;
        }
    }

    /** The images that can share the row-0 queen of a side solution. */
    private enum Image {
        /** (r, c) to (c, n-1-r): the column-0 queen moves to row 0. */
        QUARTER,
        /** (r, c) to (n-1-c, r): the column-(n-1) queen moves to row 0. */
        THREE_QUARTER,
        /** (r, c) to (n-1-r, n-1-c). */
        HALF,
        /** (r, c) to (n-1-r, c). */
        FLIP
    }

    /** The sign of the current solution compared, row by row, with its image. */
    private int compareWith(Image candidate) {
        for (int row = 0; row < n; row++) {
            int column = columns[row];
            switch (candidate) {
                case QUARTER -> image[column] = last - row;
                case THREE_QUARTER -> image[last - column] = row;
                case HALF -> image[last - row] = last - column;
                case FLIP -> image[last - row] = column;
            }
        }
        for (int row = 0; row < n; row++) {
            if (columns[row] != image[row]) {
                return columns[row] < image[row] ? -1 : 1;
            }
        }
        return 0;
    }
}
