package org.nqueens.formulations.exactcover;

import java.util.Arrays;
import java.util.Comparator;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.nqueens.problem.FreePart;
import org.nqueens.problem.Solution;
import org.nqueens.dlx.DancingLinks;
import org.nqueens.dlx.ExactCover;

/**
 * The free part of a board as a generalized exact cover problem. One option a square where a queen
 * may stand; it names four items:
 * <pre>
 *   rR  the rank R of the square            primary:   every free rank holds exactly one queen
 *   cC  the file C of the square            primary:   every free file holds exactly one queen
 *   aS  the anti-diagonal, S = R + C        secondary: at most one queen on it
 *   bD  the diagonal, D = R - C + n         secondary: at most one queen on it
 * </pre>
 * A diagonal gets an item only when two or more allowed squares lie on it (on the empty board, the
 * 4n - 6 diagonals of length two or more). Ranks and files are listed in organ-pipe order, centre
 * first, so that the leftmost of equally constrained items is a central one.
 *
 * <p>Public for the teaching view of dancing links ({@code org.nqueens.teach.DancingLinksTrace}), which
 * traces the search of the solver {@code dlx} on this very matrix.
 */
public final class QueensMatrix {

    private final FreePart free;
    private final ExactCover cover;
    /** For each option, the index of its free row and its column. */
    private final int[] optionRowIndex;
    private final int[] optionColumn;

    private QueensMatrix(FreePart free, ExactCover cover, int[] optionRowIndex, int[] optionColumn) {
        this.free = free;
        this.cover = cover;
        this.optionRowIndex = optionRowIndex;
        this.optionColumn = optionColumn;
    }

    /** Options and items of every allowed square of {@code free}, options row by row, columns ascending. */
    public static QueensMatrix of(FreePart free) {
        return build(free, null);
    }

    /**
     * The same matrix with its options in a random order drawn from {@code random}: the order in
     * which dancing links tries the options of an item, so a search for one solution follows another path.
     */
    static QueensMatrix shuffled(FreePart free, SplittableRandom random) {
        return build(free, random);
    }

    private static QueensMatrix build(FreePart free, SplittableRandom random) {
        int n = free.n();
        int m = free.size();
        int[][] allowed = new int[m][];
        int options = 0;
        int[] onAnti = new int[2 * n + 2];
        int[] onDiagonal = new int[2 * n + 1];
        for (int i = 0; i < m; i++) {
            int row = free.row(i);
            allowed[i] = free.allowedColumns(row);
            options += allowed[i].length;
            for (int column : allowed[i]) {
                onAnti[row + column]++;
                onDiagonal[row - column + n]++;
            }
        }
        int[] optionRowIndex = new int[options];
        int[] optionColumn = new int[options];
        for (int i = 0, option = 0; i < m; i++) {
            for (int column : allowed[i]) {
                optionRowIndex[option] = i;
                optionColumn[option++] = column;
            }
        }
        if (random != null) {
            for (int k = options - 1; k > 0; k--) {
                int j = random.nextInt(k + 1);
                swap(optionRowIndex, k, j);
                swap(optionColumn, k, j);
            }
        }
        ExactCover.Builder builder = ExactCover.builder();
        int[] rank = new int[n + 1];
        int[] file = new int[n + 1];
        for (int[] line : organPipe(free)) {
            if (line[1] == 0) {
                rank[line[0]] = builder.addItem("r" + line[0], true);
            } else {
                file[line[0]] = builder.addItem("c" + line[0], true);
            }
        }
        int[] anti = secondaries(builder, "a", onAnti);
        int[] diagonal = secondaries(builder, "b", onDiagonal);
        int[] items = new int[4];
        for (int option = 0; option < options; option++) {
            int row = free.row(optionRowIndex[option]);
            int column = optionColumn[option];
            int size = 0;
            items[size++] = rank[row];
            items[size++] = file[column];
            if (anti[row + column] >= 0) {
                items[size++] = anti[row + column];
            }
            if (diagonal[row - column + n] >= 0) {
                items[size++] = diagonal[row - column + n];
            }
            builder.addOption(Arrays.copyOf(items, size));
        }
        return new QueensMatrix(free, builder.build(), optionRowIndex, optionColumn);
    }

    private static void swap(int[] values, int a, int b) {
        int t = values[a];
        values[a] = values[b];
        values[b] = t;
    }

    /** The free ranks and files as pairs (line, 0 for a rank or 1 for a file), centre first, rank before file. */
    private static int[][] organPipe(FreePart free) {
        int n = free.n();
        return IntStream.range(0, 2 * free.size())
                .mapToObj(k -> k % 2 == 0 ? new int[] {free.row(k / 2), 0} : new int[] {free.column(k / 2), 1})
                .sorted(Comparator.<int[]>comparingInt(line -> Math.abs(2 * line[0] - n - 1))
                        .thenComparingInt(line -> line[0]).thenComparingInt(line -> line[1]))
                .toArray(int[][]::new);
    }

    /** An item for each diagonal with two or more allowed squares; -1 for the others. */
    private static int[] secondaries(ExactCover.Builder builder, String prefix, int[] squaresOn) {
        int[] item = new int[squaresOn.length];
        for (int d = 0; d < squaresOn.length; d++) {
            item[d] = squaresOn[d] >= 2 ? builder.addItem(prefix + d, false) : -1;
        }
        return item;
    }

    /**
     * Upper bounds on the nodes of the links, and on the bytes the matrix, its links and its decoding
     * take, for a board of size {@code n} with {@code size} free rows; found without building anything:
     * every square of the free rows and columns allowed, four items each.
     */
    static Size estimate(int n, int size) {
        long squares = (long) size * size;
        long items = 2L * size + 4L * n;
        long entries = 4 * squares;
        return new Size(DancingLinks.nodeCount(items, squares, entries),
                DancingLinks.estimatedBytes(items, squares, entries) + 2 * entries * Integer.BYTES + 3 * squares * Integer.BYTES);
    }

    /** The nodes of a matrix's links and the bytes it takes in all. */
    record Size(long nodes, long bytes) {
    }

    /** The problem. */
    public ExactCover cover() {
        return cover;
    }

    /** The row of the square of {@code option}. */
    public int row(int option) {
        return free.row(optionRowIndex[option]);
    }

    /** The column of the square of {@code option}. */
    public int column(int option) {
        return optionColumn[option];
    }

    /** The board's solution that the options of a cover describe, with the given queens kept. */
    Solution solution(int[] options) {
        int[] columns = new int[free.size()];
        for (int option : options) {
            columns[optionRowIndex[option]] = optionColumn[option];
        }
        return free.complete(columns);
    }
}
