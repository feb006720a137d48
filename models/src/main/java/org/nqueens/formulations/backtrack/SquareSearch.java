package org.nqueens.formulations.backtrack;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.nqueens.problem.Square;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Lines;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Stats;

/**
 * The reference search for every variant of the family: the squares in order (row 1 first, then
 * column), each free one either taken by a piece or passed over, a square free when it is neither a
 * pawn, nor blocked, nor given, nor attacked by a piece already placed. Every set of pieces is
 * met once, in increasing order of squares, so each solution is produced exactly once.
 *
 * <p>It backs off as soon as the pieces still to place cannot fit: the free squares ahead are split
 * into groups that attack each other pairwise (the piece's lines first, a row a group for a queen,
 * then greedily by attacks: a king's 2 x 2 blocks, a knight's pairs), and at most one piece fits a
 * group. For a queen, one a row, this is "every row still needs its queen", and the search places
 * exactly the queens the one-a-row search places; {@code placements} counts every piece put on a free
 * square, as the reference table does.
 */
final class SquareSearch implements ResumableSearch {

    private static final int POLL_MASK = (1 << 12) - 1;

    private final Geometry geometry;
    private final int squares;
    /** The squares each square attacks. */
    private final int[][] attacks;
    /** The group (a set of squares attacking each other pairwise) of each candidate square; -1 for the others. */
    private final int[] group;
    private final int groups;
    /** Whether a square may ever take a piece: no pawn, not blocked, not given. */
    private final boolean[] candidate;
    /** How many placed or given pieces attack each square. */
    private final int[] attackers;
    private final int[] stamp;
    private final List<Square> given;
    private final int needed;
    private final int[] placed;
    private final Deadline deadline;
    private int depth;
    private int from;
    private boolean atSolution;
    private boolean finished;
    private long placements;
    private long polls;
    private int stampClock;

    SquareSearch(Problem problem, Deadline deadline) {
        this.geometry = problem.geometry();
        this.squares = geometry.squares();
        this.deadline = deadline;
        this.attacks = attackLists(problem);
        this.candidate = new boolean[squares];
        java.util.Arrays.fill(candidate, true);
        problem.pawns().forEach(square -> candidate[geometry.index(square)] = false);
        problem.blocked().forEach(square -> candidate[geometry.index(square)] = false);
        this.given = new ArrayList<>(problem.given());
        this.attackers = new int[squares];
        for (Square square : given) {
            int s = geometry.index(square);
            candidate[s] = false;
            for (int t : attacks[s]) {
                attackers[t]++;
            }
        }
        this.group = new int[squares];
        this.groups = cover(problem);
        this.stamp = new int[groups];
        this.needed = problem.pieces() - given.size();
        this.placed = new int[needed];
    }

    @Override
    public Step advance() {
        if (finished) {
            return Step.EXHAUSTED;
        }
        while (true) {
            if ((++polls & POLL_MASK) == 0 && deadline.reached()) {
                return Step.STOPPED;
            }
            if (atSolution) {
                atSolution = false;
                if (!backtrack()) {
                    return Step.EXHAUSTED;
                }
                continue;
            }
            if (depth == needed) {
                atSolution = true;
                return Step.SOLUTION;
            }
            int next = depth < needed && fits(needed - depth) ? nextFree(from) : -1;
            if (next < 0) {
                if (!backtrack()) {
                    return Step.EXHAUSTED;
                }
                continue;
            }
            place(next);
        }
    }

    @Override
    public Placement placement() {
        List<Square> pieces = new ArrayList<>(given);
        for (int i = 0; i < depth; i++) {
            pieces.add(geometry.squareAt(placed[i]));
        }
        return Placement.of(pieces);
    }

    @Override
    public Stats stats() {
        return Stats.of(Stats.PLACEMENTS, placements);
    }

    @Override
    public String ending() {
        return "The search tried every set of free squares that could still hold the pieces.";
    }

    /** Takes the last piece off and goes on from the square after it; false when none is left to take off. */
    private boolean backtrack() {
        if (depth == 0) {
            finished = true;
            return false;
        }
        int s = placed[--depth];
        for (int t : attacks[s]) {
            attackers[t]--;
        }
        from = s + 1;
        return true;
    }

    private void place(int s) {
        placed[depth++] = s;
        for (int t : attacks[s]) {
            attackers[t]++;
        }
        placements++;
        from = s + 1;
    }

    private int nextFree(int start) {
        for (int s = start; s < squares; s++) {
            if (candidate[s] && attackers[s] == 0) {
                return s;
            }
        }
        return -1;
    }

    /** Whether {@code count} more pieces can fit on the free squares from {@code from} on: at most one a group. */
    private boolean fits(int count) {
        int open = 0;
        stampClock++;
        for (int s = from; s < squares && open < count; s++) {
            if (candidate[s] && attackers[s] == 0 && stamp[group[s]] != stampClock) {
                stamp[group[s]] = stampClock;
                open++;
            }
        }
        return open >= count;
    }

    /** Splits the candidate squares into groups that attack each other pairwise; returns how many. */
    private int cover(Problem problem) {
        java.util.Arrays.fill(group, -1);
        int count = 0;
        for (int[] line : Lines.of(problem).lines()) {
            boolean any = false;
            for (int s : line) {
                if (candidate[s] && group[s] < 0) {
                    group[s] = count;
                    any = true;
                }
            }
            if (any) {
                count++;
            }
        }
        BitSet[] attacked = new BitSet[squares];
        for (int s = 0; s < squares; s++) {
            if (candidate[s] && group[s] < 0) {
                attacked[s] = new BitSet(squares);
                for (int t : attacks[s]) {
                    attacked[s].set(t);
                }
            }
        }
        for (int s = 0; s < squares; s++) {
            if (!candidate[s] || group[s] >= 0) {
                continue;
            }
            group[s] = count;
            BitSet common = (BitSet) attacked[s].clone();
            for (int t = common.nextSetBit(s + 1); t >= 0; t = common.nextSetBit(t + 1)) {
                if (candidate[t] && group[t] < 0) {
                    group[t] = count;
                    common.and(attacked[t]);
                }
            }
            count++;
        }
        for (int s = 0; s < squares; s++) {
            if (group[s] < 0) {
                group[s] = 0;
            }
        }
        return Math.max(count, 1);
    }

    /** The squares each square attacks, from the lines and jumps of the problem. */
    private static int[][] attackLists(Problem problem) {
        int squares = problem.geometry().squares();
        Lines lines = Lines.of(problem);
        BitSet[] attacked = new BitSet[squares];
        for (int s = 0; s < squares; s++) {
            attacked[s] = new BitSet();
        }
        for (int[] line : lines.lines()) {
            for (int a : line) {
                for (int b : line) {
                    if (a != b) {
                        attacked[a].set(b);
                    }
                }
            }
        }
        for (int[] jump : lines.jumps()) {
            attacked[jump[0]].set(jump[1]);
            attacked[jump[1]].set(jump[0]);
        }
        int[][] lists = new int[squares][];
        for (int s = 0; s < squares; s++) {
            lists[s] = attacked[s].stream().toArray();
        }
        return lists;
    }
}
