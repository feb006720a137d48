package org.nqueens.generate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Square;
import org.nqueens.problem.InvalidInputException;

/**
 * Makes partial boards of the families studied for n-queens completion (CSPLib prob079 and prob080;
 * Gent, Jefferson and Nightingale, "Complexity of n-Queens Completion", JAIR 59, 2017). The same
 * {@link InstanceSpec} always gives the same board.
 */
public final class InstanceGenerator {

    private InstanceGenerator() {
    }

    /** The partial board {@code spec} describes, as a classic problem. */
    public static Problem generate(InstanceSpec spec) {
        Random random = new Random(spec.seed());
        return switch (spec.kind()) {
            case COMPLETION -> randomCompletion(spec.n(), spec.amount(), random);
            case DIAGONALS -> excludedDiagonals(spec.n(), spec.amount(), spec.minFree(), random);
            case BLOCKED -> blockedSquares(spec.n(), spec.amount(), random);
        };
    }

    /**
     * Places {@code queens} queens one at a time: a row chosen at random among the empty rows that
     * still have a square no queen attacks, then a column at random among that row's safe squares.
     * Stops early, with fewer queens, when no safe square is left.
     */
    private static Problem randomCompletion(int n, int queens, Random random) {
        boolean[] columnTaken = new boolean[n + 1];
        boolean[] diagonalTaken = new boolean[2 * n + 1];
        boolean[] antidiagonalTaken = new boolean[2 * n + 2];
        List<Integer> openRows = new ArrayList<>();
        for (int row = 1; row <= n; row++) {
            openRows.add(row);
        }
        List<Square> placed = new ArrayList<>();
        int[] safe = new int[n];
        while (placed.size() < queens && !openRows.isEmpty()) {
            int pick = random.nextInt(openRows.size());
            int row = openRows.get(pick);
            int count = 0;
            for (int column = 1; column <= n; column++) {
                if (!columnTaken[column] && !diagonalTaken[row - column + n] && !antidiagonalTaken[row + column]) {
                    safe[count++] = column;
                }
            }
            openRows.set(pick, openRows.get(openRows.size() - 1));
            openRows.remove(openRows.size() - 1);
            if (count == 0) {
                continue;
            }
            int column = safe[random.nextInt(count)];
            columnTaken[column] = true;
            diagonalTaken[row - column + n] = true;
            antidiagonalTaken[row + column] = true;
            placed.add(new Square(row, column));
        }
        return Problem.classic(n, placed, List.of());
    }

    /**
     * Blocks {@code diagonals} whole diagonals (of either direction, taken in a random order), skipping
     * any whose squares would leave a row or a column with fewer than {@code minFree} free squares.
     *
     * @throws InvalidInputException if fewer diagonals can be excluded under that rule
     */
    private static Problem excludedDiagonals(int n, int diagonals, int minFree, Random random) {
        List<int[]> candidates = new ArrayList<>();
        for (int k = -(n - 1); k <= n - 1; k++) {
            candidates.add(new int[] {0, k});
        }
        for (int s = 2; s <= 2 * n; s++) {
            candidates.add(new int[] {1, s});
        }
        Collections.shuffle(candidates, random);
        int[] rowFree = new int[n + 1];
        int[] columnFree = new int[n + 1];
        Arrays.fill(rowFree, n);
        Arrays.fill(columnFree, n);
        Set<Square> blocked = new HashSet<>();
        int excluded = 0;
        for (int[] candidate : candidates) {
            if (excluded == diagonals) {
                break;
            }
            List<Square> squares = diagonal(n, candidate[0] == 1, candidate[1]);
            boolean keepsEnough = squares.stream().allMatch(sq -> rowFree[sq.row()] > minFree && columnFree[sq.column()] > minFree);
            if (!keepsEnough) {
                continue;
            }
            for (Square square : squares) {
                if (blocked.add(square)) {
                    rowFree[square.row()]--;
                    columnFree[square.column()]--;
                }
            }
            excluded++;
        }
        if (excluded < diagonals) {
            throw new InvalidInputException("Only " + excluded + " diagonals of n = " + n + " can be excluded while every row and column keeps "
                    + minFree + " free squares; " + diagonals + " were asked for.");
        }
        return Problem.classic(n, List.of(), blocked);
    }

    /** The squares of a diagonal: row - column = {@code key}, or for an anti-diagonal row + column = {@code key}. */
    private static List<Square> diagonal(int n, boolean anti, int key) {
        List<Square> squares = new ArrayList<>();
        for (int row = 1; row <= n; row++) {
            int column = anti ? key - row : row - key;
            if (column >= 1 && column <= n) {
                squares.add(new Square(row, column));
            }
        }
        return squares;
    }

    /** Blocks {@code count} distinct squares chosen uniformly at random. */
    private static Problem blockedSquares(int n, int count, Random random) {
        Set<Square> blocked = new HashSet<>();
        long total = (long) n * n;
        // Floyd's algorithm: count distinct indices out of total, each subset equally likely.
        Set<Long> chosen = new HashSet<>();
        for (long j = total - count; j < total; j++) {
            long t = (long) (random.nextDouble() * (j + 1));
            chosen.add(chosen.contains(t) ? j : t);
        }
        for (long index : chosen) {
            blocked.add(new Square((int) (index / n) + 1, (int) (index % n) + 1));
        }
        return Problem.classic(n, List.of(), blocked);
    }
}
