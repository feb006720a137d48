package org.nqueens.problem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The pieces of an answer, each on its square (the given ones included), ordered by row then
 * column. It says nothing of attacks by itself; the {@link ProblemVerifier} (or, for classic
 * n-queens, the {@link org.nqueens.problem.Verifier}) decides whether it solves a problem.
 *
 * <p>A placement of one queen a row on an n x n board keeps its {@link Solution} (an array of n
 * columns), so a million queens cost four megabytes, not a million square objects; its squares are
 * listed only when asked for.
 */
public final class Placement implements Comparable<Placement> {

    /** The one-a-row form, or null. */
    private final Solution solution;
    /** The squares ascending, or null when the solution stands for them. */
    private final List<Square> squares;

    private Placement(Solution solution, List<Square> squares) {
        this.solution = solution;
        this.squares = squares;
    }

    /** The queens of {@code solution}, one a row of its n x n board. */
    public static Placement of(Solution solution) {
        return new Placement(solution, null);
    }

    /** The pieces on {@code squares}, each square once. */
    public static Placement of(Collection<Square> squares) {
        TreeSet<Square> sorted = new TreeSet<>();
        for (Square square : squares) {
            if (!sorted.add(square)) {
                throw new IllegalArgumentException("The square " + square + " holds two pieces of one placement.");
            }
        }
        return new Placement(null, Collections.unmodifiableList(new ArrayList<>(sorted)));
    }

    /** How many pieces it holds. */
    public int size() {
        return solution != null ? solution.n() : squares.size();
    }

    /** The squares of the pieces, ascending. */
    public List<Square> squares() {
        if (squares != null) {
            return squares;
        }
        List<Square> list = new ArrayList<>(solution.n());
        for (int row = 1; row <= solution.n(); row++) {
            list.add(solution.queenInRow(row));
        }
        return Collections.unmodifiableList(list);
    }

    /**
     * The column of the piece of each row, row 1 first, when each of the {@code rows} rows holds
     * exactly one piece; empty otherwise.
     */
    public Optional<int[]> columnsByRow(int rows) {
        if (solution != null) {
            return solution.n() == rows ? Optional.of(solution.toArray()) : Optional.empty();
        }
        if (squares.size() != rows) {
            return Optional.empty();
        }
        int[] columns = new int[rows];
        for (int i = 0; i < rows; i++) {
            Square square = squares.get(i);
            if (square.row() != i + 1) {
                return Optional.empty();
            }
            columns[i] = square.column();
        }
        return Optional.of(columns);
    }

    /** This placement as one queen a row of an n x n board (n its size), when it is one. */
    public Optional<Solution> solution() {
        return solution(size());
    }

    /** This placement as one queen a row of the n x n board, when it is one. */
    public Optional<Solution> solution(int n) {
        if (solution != null) {
            return solution.n() == n ? Optional.of(solution) : Optional.empty();
        }
        return columnsByRow(n).filter(columns -> Arrays.stream(columns).allMatch(c -> c <= n)).map(Solution::of);
    }

    /** Orders placements by size, then square by square. */
    @Override
    public int compareTo(Placement other) {
        if (size() != other.size()) {
            return Integer.compare(size(), other.size());
        }
        if (solution != null && other.solution != null) {
            return solution.compareTo(other.solution);
        }
        List<Square> mine = squares();
        List<Square> theirs = other.squares();
        for (int i = 0; i < mine.size(); i++) {
            int order = mine.get(i).compareTo(theirs.get(i));
            if (order != 0) {
                return order;
            }
        }
        return 0;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Placement that)) {
            return false;
        }
        if (solution != null && that.solution != null) {
            return solution.equals(that.solution);
        }
        return size() == that.size() && squares().equals(that.squares());
    }

    @Override
    public int hashCode() {
        return squares().hashCode();
    }

    /**
     * The squares in the drawing's coordinates: "a1 c2 e3"; where a square lies above the first layer (a box), every
     * square as its cell {@code x,y,z} ("1,1,1 1,1,2"), since the flat names of two layers are the same.
     */
    @Override
    public String toString() {
        boolean layered = squares().stream().anyMatch(square -> square.layer() > 1);
        StringBuilder text = new StringBuilder();
        for (Square square : squares()) {
            if (!text.isEmpty()) {
                text.append(' ');
            }
            text.append(layered ? Coordinates.cell(square) : Coordinates.name(square));
        }
        return text.toString();
    }
}
