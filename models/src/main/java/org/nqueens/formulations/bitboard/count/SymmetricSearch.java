package org.nqueens.formulations.bitboard.count;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.nqueens.formulations.bitboard.complete.RowWords;
import org.nqueens.solver.Deadline;

/**
 * The counting search of one thread: the border queens placed first, one class of border
 * placements under the eight symmetries at a time, and the interior searched with bitmasks (the
 * approach of the Q27 project, which counted n = 27, with M. Richards' and J. Somers' bitmask
 * search inside). Rows and columns are 0-based here; column c is bit c.
 *
 * <p>Every solution has one queen on each edge of the board: its <em>frame</em>, the columns of the
 * queens of the first and last rows and the rows of the queens of the first and last columns (a
 * corner queen stands on two edges). The eight symmetries of the square act on frames; the search
 * takes only the frames that are the least of their images, read as the number
 * (top, bottom, left, right) in base n. A frame with no other symmetry stands for eight solutions per
 * interior found, one of each class. A frame kept by some turns (rare) has its interiors counted
 * the same way, and then the interiors those turns keep, which a small search builds directly; by
 * Burnside's lemma these give its classes of each size (2, 4 or 8) without classifying an interior.
 *
 * <p>The interiors are searched by the row with the fewest free squares first
 * ({@link FewestSquaresSearch}) on boards up to n = {@value FewestSquaresSearch#LARGEST}. On a
 * larger board they are searched top to bottom with Somers' shifted masks: the interior is the same
 * count seen from any side of the board, so from the side whose first rows leave the fewest
 * placements (counted a few rows deep; from n = 17 on, the side with the smallest estimate of the
 * whole search by random walks), with the frame's attacks on every row, and its two fixed rows
 * skipped, struck out beforehand.
 *
 * <p>Holds its working arrays, sized once; {@link #run} allocates nothing.
 */
public final class SymmetricSearch {

    /**
     * What the interiors of one frame add to the count: its classes of each size and the queens placed.
     *
     * @param eightfold classes of eight solutions
     * @param fourfold classes of four, symmetric under the half turn
     * @param twofold classes of two, symmetric under the quarter turn
     * @param nodes queens placed on safe squares inside the frame
     */
    public record Classes(long eightfold, long fourfold, long twofold, long nodes) {
    }

    /** The search polls its deadline only in rows with at least this many rows below: a few milliseconds of work apart. */
    private static final int POLL_HEIGHT = 12;
    /** How many rows deep the placements from each side are counted to choose the side to search from. */
    private static final int PROBE_ROWS = 4;
    /** How many rows deep the placements are counted to estimate a frame's work (cheaper than the probe: every frame is estimated). */
    private static final int ESTIMATE_ROWS = 3;
    /** How many random walks estimate a frame's work. */
    private static final int ESTIMATE_WALKS = 32;
    /**
     * The smallest board whose frames choose their side by random walks, {@value #SIDE_WALKS} a side,
     * rather than by the probe: at n = 17 the walks pick sides with 8.7 % fewer nodes than the probe
     * for about 4 % less CPU in all; below it they cost about what they save.
     */
    private static final int WALKED_FROM = 17;
    /** How many random walks a side estimate the interior search from it, when the side is chosen by walks. */
    private static final int SIDE_WALKS = 64;

    private final int n;
    private final int last;
    /** The frame's queens, top, bottom, left, right (the corner queen twice), as the search sees them. */
    private final int[] frameRows = new int[4];
    private final int[] frameColumns = new int[4];
    /** The free rows in search order: their board rows, their masks, the row distance to the next one. */
    private final int[] freeRows;
    private final long[] masks;
    private final int[] shifts;
    /** The queens of the search for interiors a turn keeps: each row's column (-1 for none) and the lines taken. */
    private final int[] columns;
    private final boolean[] columnTaken;
    private final boolean[] sumTaken;
    private final boolean[] differenceTaken;
    /** The search of the interiors of frames with no symmetry, where the board allows it; else those are searched top to bottom too. */
    private final FewestSquaresSearch fewestFirst;
    private int rows;
    private int pollDepth;
    private Deadline deadline;
    private boolean stopped;
    private long eightfold;
    private long fourfold;
    private long twofold;
    private long nodes;

    /** A search of the n x n board's frames, 2 <= n <= 64. */
    public SymmetricSearch(int n) {
        this(n, n <= FewestSquaresSearch.LARGEST);
    }

    /** A search whose frames with no symmetry are searched by the fewest squares first or, when not {@code fewestFirst}, top to bottom. */
    public SymmetricSearch(int n, boolean fewestFirst) {
        if (n < 2 || n > Long.SIZE) {
            throw new IllegalArgumentException("The board size n (" + n + ") of a count by frames must lie between 2 and " + Long.SIZE
                    + " (the one queen of n = 1 is kept by every symmetry, and has no frame of four edges to search).");
        }
        this.n = n;
        this.fewestFirst = fewestFirst ? new FewestSquaresSearch(n) : null;
        this.last = n - 1;
        this.freeRows = new int[n];
        this.masks = new long[n];
        this.shifts = new int[n];
        this.columns = new int[n];
        this.columnTaken = new boolean[n];
        this.sumTaken = new boolean[2 * n];
        this.differenceTaken = new boolean[2 * n];
    }

    /**
     * The parts of the count of the n x n board, n >= 2: every frame whose queens are safe and that
     * is the least of its images (about n<sup>4</sup>/8 of them).
     */
    public static List<Subproblem> parts(int n) {
        SymmetricSearch search = new SymmetricSearch(n);
        int last = n - 1;
        List<Subproblem> parts = new ArrayList<>();
        for (int top = 0; top <= last - top; top++) {
            for (int bottom = top; bottom <= last - top; bottom++) {
                for (int left = top; left <= last - top; left++) {
                    for (int right = top; right <= last - top; right++) {
                        if (search.setFrame(top, bottom, left, right) && search.isLeast()) {
                            parts.add(new Subproblem(n, top, bottom, left, right));
                        }
                    }
                }
            }
        }
        return parts;
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

    /** Queens placed on safe squares inside frames. */
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
     * Searches the interior of the frame {@code part} to the end, adding to the counts; polls
     * {@code deadline} when the search returns to a shallow row, and gives up when it is reached.
     *
     * @return whether the part was searched to the end
     */
    boolean run(Subproblem part, Deadline deadline) {
        if (part.n() != n) {
            throw new IllegalArgumentException("A search of the board of size " + n + " was given a part of size " + part.n() + ".");
        }
        if (!setFrame(part.top(), part.bottom(), part.left(), part.right())) {
            throw new IllegalArgumentException("The border queens of " + part + " attack each other or meet at a corner inconsistently.");
        }
        if (!isLeast()) {
            throw new IllegalArgumentException("The border queens of " + part + " are not the least of their images under the symmetries.");
        }
        this.deadline = deadline;
        this.stopped = false;
        countFrame();
        return !stopped;
    }

    /**
     * Searches the frame {@code part} as {@link #run} does and returns what it alone found; empty
     * when the deadline stopped it.
     */
    public Optional<Classes> count(Subproblem part, Deadline deadline) {
        long eightfoldBefore = eightfold;
        long fourfoldBefore = fourfold;
        long twofoldBefore = twofold;
        long nodesBefore = nodes;
        if (!run(part, deadline)) {
            return Optional.empty();
        }
        return Optional.of(new Classes(eightfold - eightfoldBefore, fourfold - fourfoldBefore, twofold - twofoldBefore, nodes - nodesBefore));
    }

    /**
     * An estimate of the nodes of the frame {@code part} (the plan scales it to its unit of work): Knuth's random walks down
     * its top-to-bottom search from the side whose first {@value #ESTIMATE_ROWS} free rows leave the
     * fewest placements. The search by the fewest squares first visits about a quarter of those nodes,
     * and its nodes follow the estimate less closely (n = 17: logarithms correlated 0.78, against
     * 0.88 for the top-to-bottom nodes), but closely enough to start the largest parts first: the
     * largest part started in the last 5 % of the order has an eighth of the largest part's nodes.
     */
    public double estimate(Subproblem part) {
        if (!setFrame(part.top(), part.bottom(), part.left(), part.right())) {
            throw new IllegalArgumentException("The border queens of " + part + " attack each other or meet at a corner inconsistently.");
        }
        long fewest = Long.MAX_VALUE;
        int best = 0;
        for (int turn = 0; turn < 4; turn++) {
            rotateFrame(turn == 0 ? 0 : 1);
            prepareRows();
            long placements = rows < 2 ? 0 : placements(0, masks[0], 0, 0, 0, ESTIMATE_ROWS);
            if (placements < fewest) {
                fewest = placements;
                best = turn;
            }
        }
        rotateFrame(1 + best);
        prepareRows();
        return walks((((long) part.top() * n + part.bottom()) * n + part.left()) * n + part.right(), ESTIMATE_WALKS);
    }

    /**
     * Knuth's estimate (1975) of the nodes of the interior search from the current side: the mean
     * over {@code walkCount} random walks down the free rows of the sums of the products of the free
     * squares met. Seeded, so a plan and a search are the same on every run.
     */
    private double walks(long seed, int walkCount) {
        SplittableRandom random = new SplittableRandom(seed);
        double nodes = 0;
        for (int walk = 0; walk < walkCount; walk++) {
            long l = 0;
            long d = 0;
            long r = 0;
            long free = masks[0];
            double paths = 1;
            for (int i = 0; i < rows; i++) {
                int count = Long.bitCount(free);
                if (count == 0) {
                    break;
                }
                paths *= count;
                nodes += paths;
                if (i + 1 == rows) {
                    break;
                }
                // A square by the high half of a random word times the count (Lemire's multiply-shift): no
                // division, unlike nextInt(count), and biased by under 2^-26 for at most 64 squares.
                for (int skip = (int) ((random.nextLong() >>> 32) * count >>> 32); skip > 0; skip--) {
                    free &= free - 1;
                }
                long bit = free & -free;
                l = (l | bit) << shifts[i];
                d |= bit;
                r = (r | bit) >>> shifts[i];
                free = masks[i + 1] & ~(l | d | r);
            }
        }
        return nodes / walkCount;
    }

    /** Placements in {@code depth} free rows from {@code i} on (at most the row before the last), for estimates. */
    private long placements(int i, long free, long l, long d, long r, int depth) {
        long placed = Long.bitCount(free);
        if (depth <= 1 || i + 2 >= rows) {
            return placed;
        }
        int shift = shifts[i];
        long below = masks[i + 1];
        while (free != 0) {
            long bit = free & -free;
            free ^= bit;
            long nl = (l | bit) << shift;
            long nd = d | bit;
            long nr = (r | bit) >>> shift;
            long next = below & ~(nl | nd | nr);
            if (next != 0) {
                placed += placements(i + 1, next, nl, nd, nr, depth - 1);
            }
        }
        return placed;
    }

    /** Places the frame in the part's view; whether its queens are safe and meet at the corners consistently. */
    private boolean setFrame(int top, int bottom, int left, int right) {
        if ((top == 0) != (left == 0) || (top == last) != (right == 0) || (bottom == 0) != (left == last)
                || (bottom == last) != (right == last)) {
            return false;
        }
        frameRows[0] = 0;
        frameColumns[0] = top;
        frameRows[1] = last;
        frameColumns[1] = bottom;
        frameRows[2] = left;
        frameColumns[2] = 0;
        frameRows[3] = right;
        frameColumns[3] = last;
        for (int i = 0; i < 4; i++) {
            for (int j = i + 1; j < 4; j++) {
                boolean same = frameRows[i] == frameRows[j] && frameColumns[i] == frameColumns[j];
                if (!same && attacks(frameRows[i], frameColumns[i], frameRows[j], frameColumns[j])) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether the frame is the least of its eight images. */
    private boolean isLeast() {
        long key = frameKey(0);
        for (int symmetry = 1; symmetry < 8; symmetry++) {
            if (frameKey(symmetry) < key) {
                return false;
            }
        }
        return true;
    }

    /** The symmetries that map the frame onto itself, its stabiliser: bit s for symmetry s, bit 0 (the identity) always. */
    private int stabiliser() {
        long key = frameKey(0);
        int kept = 1;
        for (int symmetry = 1; symmetry < 8; symmetry++) {
            if (frameKey(symmetry) == key) {
                kept |= 1 << symmetry;
            }
        }
        return kept;
    }

    /** The frame's image under {@code symmetry} as the number (top, bottom, left, right) in base n. */
    private long frameKey(int symmetry) {
        int top = 0;
        int bottom = 0;
        int left = 0;
        int right = 0;
        for (int i = 0; i < 4; i++) {
            int row = imageRow(symmetry, frameRows[i], frameColumns[i]);
            int column = imageColumn(symmetry, frameRows[i], frameColumns[i]);
            if (row == 0) {
                top = column;
            }
            if (row == last) {
                bottom = column;
            }
            if (column == 0) {
                left = row;
            }
            if (column == last) {
                right = row;
            }
        }
        return (((long) top * n + bottom) * n + left) * n + right;
    }

    /**
     * The free rows of the frame {@code part} as a top-to-bottom search sees them, from the side it
     * would search from, when the frame has no symmetry and at least one free row: then each of its
     * interiors is a class of eight, and the interiors (and the queens a search places) are all it
     * counts. Empty for a symmetric frame (its classes are counted with the interiors its turns
     * keep, {@link #countFrame}) or a frame that is a whole solution.
     */
    public Optional<Interior> interior(Subproblem part) {
        requireFrame(part);
        chooseSide();
        if (rows == 0 || stabiliser() != 1) {
            return Optional.empty();
        }
        return Optional.of(new Interior(n, Arrays.copyOf(masks, rows), Arrays.copyOf(shifts, rows - 1)));
    }

    /**
     * The free rows of the frame {@code part} as {@link #interior} gives them, when the frame is kept by some symmetry
     * and has a free row: a search elsewhere may count its interiors too, and {@link #classes} makes its classes of
     * them. Empty for a frame with no symmetry (see {@link #interior}) or a frame that is a whole solution.
     */
    public Optional<Interior> symmetricInterior(Subproblem part) {
        requireFrame(part);
        chooseSide();
        if (rows == 0 || stabiliser() == 1) {
            return Optional.empty();
        }
        return Optional.of(new Interior(n, Arrays.copyOf(masks, rows), Arrays.copyOf(shifts, rows - 1)));
    }

    /**
     * What the frame {@code part} adds to the count, its interiors (of {@link #interior} or {@link #symmetricInterior})
     * counted elsewhere: for a frame with no symmetry, a class of eight an interior; for a symmetric frame, the classes
     * by Burnside's lemma as {@link #countFrame} makes them, the interiors its turns keep searched here (a small search)
     * from the same side, their queens added to the nodes. So the classes and nodes are those a top-to-bottom search of
     * the frame here would find. This search's own counts are left as they were.
     *
     * @param interiors the frame's interiors found elsewhere
     * @param interiorNodes the queens that search placed on safe squares
     */
    public Classes classes(Subproblem part, long interiors, long interiorNodes) {
        requireFrame(part);
        if (stabiliser() == 1) {
            return new Classes(interiors, 0, 0, interiorNodes);
        }
        chooseSide();
        int stabiliser = stabiliser();
        long[] before = {eightfold, fourfold, twofold, nodes};
        addTurnClasses(interiors, stabiliser);
        Classes classes = new Classes(eightfold - before[0], fourfold - before[1], twofold - before[2], interiorNodes + nodes - before[3]);
        eightfold = before[0];
        fourfold = before[1];
        twofold = before[2];
        nodes = before[3];
        return classes;
    }

    /** Places the frame {@code part}, which must be a part of this board's count. */
    private void requireFrame(Subproblem part) {
        if (part.n() != n || !setFrame(part.top(), part.bottom(), part.left(), part.right()) || !isLeast()) {
            throw new IllegalArgumentException("The frame " + part + " is not a part of the count of the " + n + " x " + n + " board.");
        }
    }

    /**
     * Counts the interiors of the frame and adds their classes to the counts. A frame with no symmetry
     * stands for eight solutions per interior, one of each class. A frame kept by more symmetries (its
     * stabiliser G, of order |G|) has its classes counted by Burnside's lemma rather than by
     * classifying every interior: G acts on the interiors, a class meets them in one orbit, and an
     * interior kept by the subgroup H of G lies in an orbit of |G| / |H|. No solution is kept by a
     * reflection (two queens it swaps would share a row, or the other diagonal), so H is made of
     * turns: the interiors kept by the half turn and by the quarter turn, counted by a search that
     * builds only those ({@link #keptInteriors}), give the number in each orbit size.
     */
    private void countFrame() {
        long interiors = interiors();
        int stabiliser = stabiliser();
        if (stabiliser == 1) {
            eightfold += interiors;
            return;
        }
        if (stopped) {
            return;
        }
        addTurnClasses(interiors, stabiliser);
    }

    /**
     * Adds the classes of a frame kept by the symmetries {@code stabiliser} (more than the identity) with
     * {@code interiors} interiors, searching the interiors its turns keep from the current side.
     */
    private void addTurnClasses(long interiors, int stabiliser) {
        // Symmetry 2 is the half turn, 1 the quarter turn (see imageRow).
        long halfTurn = (stabiliser & 1 << 2) != 0 ? keptInteriors(2) : 0;
        long quarterTurn = (stabiliser & 1 << 1) != 0 ? keptInteriors(1) : 0;
        int order = Integer.bitCount(stabiliser);
        eightfold += orbits(interiors - halfTurn, 1, order);
        fourfold += orbits(halfTurn - quarterTurn, 2, order);
        twofold += orbits(quarterTurn, 4, order);
    }

    /**
     * The interiors of the frame: by the fewest squares first where the board allows it, else top to
     * bottom from the side with the smallest search. Adds the queens placed to the nodes.
     */
    private long interiors() {
        if (fewestFirst != null) {
            prepareRows();
            if (rows == 0) {
                return 1;
            }
            long nodesBefore = fewestFirst.nodes();
            long found = fewestFirst.count(masks, freeRows, rows, deadline);
            nodes += fewestFirst.nodes() - nodesBefore;
            stopped = fewestFirst.stopped();
            return found;
        }
        chooseSide();
        pollDepth = rows - POLL_HEIGHT;
        if (rows == 0) {
            return 1;
        }
        long found = rows == 1 ? Long.bitCount(masks[0]) : countBelow(0, masks[0], 0, 0, 0);
        nodes += found;
        return found;
    }

    /**
     * The orbits that {@code interiors}, each kept by a subgroup of order {@code subgroup}, form under
     * the frame's stabiliser of order {@code stabiliser}: {@code stabiliser / subgroup} interiors an orbit.
     */
    private long orbits(long interiors, int subgroup, int stabiliser) {
        if (interiors * subgroup % stabiliser != 0) {
            throw new IllegalStateException("The " + interiors + " interiors kept by " + subgroup + " symmetries of a frame kept by " + stabiliser
                    + " cannot form whole orbits: the search of n = " + n + " is wrong.");
        }
        return interiors * subgroup / stabiliser;
    }

    /** Turns the frame to the side whose search is the smallest (estimated) and lists its free rows from there. */
    private void chooseSide() {
        int best = 0;
        long fewest = Long.MAX_VALUE;
        for (int turn = 0; turn < 4; turn++) {
            rotateFrame(turn == 0 ? 0 : 1);
            prepareRows();
            long work = rows < 2 ? 0 : n >= WALKED_FROM ? Math.round(walks(turn, SIDE_WALKS)) : placements(0, masks[0], 0, 0, 0, PROBE_ROWS);
            if (work < fewest) {
                fewest = work;
                best = turn;
            }
        }
        rotateFrame(1 + best);
        prepareRows();
    }

    /** Turns the frame a quarter turn {@code times} times. */
    private void rotateFrame(int times) {
        for (int t = 0; t < times % 4; t++) {
            for (int i = 0; i < 4; i++) {
                int row = frameRows[i];
                frameRows[i] = imageRow(1, row, frameColumns[i]);
                frameColumns[i] = imageColumn(1, row, frameColumns[i]);
            }
        }
    }

    /** Lists the rows without a frame queen, top to bottom, with the columns the frame leaves them. */
    private void prepareRows() {
        long interior = (-1L >>> (64 - n)) & ~1L & ~(1L << last);
        long freeColumns = interior;
        for (int i = 0; i < 4; i++) {
            freeColumns &= ~(1L << frameColumns[i]);
        }
        rows = 0;
        for (int row = 1; row < last; row++) {
            if (row == frameRows[0] || row == frameRows[1] || row == frameRows[2] || row == frameRows[3]) {
                continue;
            }
            long mask = freeColumns;
            for (int i = 0; i < 4; i++) {
                mask &= ~RowWords.attacks(n, frameColumns[i], Math.abs(row - frameRows[i]));
            }
            if (rows > 0) {
                shifts[rows - 1] = row - freeRows[rows - 1];
            }
            freeRows[rows] = row;
            masks[rows] = mask;
            rows++;
        }
    }

    /**
     * The interiors below free row {@code i}, whose queen takes each square of {@code free} in turn,
     * given the attacked diagonals and columns; at least two free rows remain. Polls the deadline in
     * shallow rows and hands the deep ones to {@link #countDeep}. Adds the queens placed, except those
     * of the last row, to the nodes.
     */
    private long countBelow(int i, long free, long l, long d, long r) {
        if (i >= pollDepth && i + 4 <= rows) {
            return countDeep(i, free, l, d, r);
        }
        nodes += Long.bitCount(free);
        int shift = shifts[i];
        long below = masks[i + 1];
        long found = 0;
        if (i + 2 == rows) {
            while (free != 0) {
                long bit = free & -free;
                free ^= bit;
                if ((below & ~(((l | bit) << shift) | d | bit | ((r | bit) >>> shift))) != 0) {
                    found++;
                }
            }
            return found;
        }
        boolean poll = i < pollDepth;
        while (free != 0) {
            long bit = free & -free;
            free ^= bit;
            long nl = (l | bit) << shift;
            long nd = d | bit;
            long nr = (r | bit) >>> shift;
            long next = below & ~(nl | nd | nr);
            if (next != 0) {
                found += countBelow(i + 1, next, nl, nd, nr);
            }
            if (poll && (stopped || deadline.reached())) {
                stopped = true;
                break;
            }
        }
        return found;
    }

    /**
     * As {@link #countBelow}, below the rows that poll, with at least four free rows from {@code i}
     * on: the loop that takes nearly all the time. A queen is placed in the next row only if the row
     * after it keeps a square (looked ahead with the two queens' attacks on it, one shift further),
     * which saves the call that would find it empty; the queens of the next row are still counted as
     * nodes, so the nodes are those of the plain search. Four rows from the end the last three rows
     * are counted by {@link #lastThree}, without a call.
     */
    private long countDeep(int i, long free, long l, long d, long r) {
        nodes += Long.bitCount(free);
        int shift = shifts[i];
        long below = masks[i + 1];
        int shift2 = shifts[i + 1];
        long below2 = masks[i + 2];
        long found = 0;
        if (i + 4 == rows) {
            int shift3 = shifts[i + 2];
            long below3 = masks[i + 3];
            while (free != 0) {
                long bit = free & -free;
                free ^= bit;
                long nl = (l | bit) << shift;
                long nd = d | bit;
                long nr = (r | bit) >>> shift;
                found += lastThree(below & ~(nl | nd | nr), nl, nd, nr, shift2, below2, shift3, below3);
            }
            return found;
        }
        while (free != 0) {
            long bit = free & -free;
            free ^= bit;
            long nl = (l | bit) << shift;
            long nd = d | bit;
            long nr = (r | bit) >>> shift;
            long next = below & ~(nl | nd | nr);
            if (next != 0) {
                if ((below2 & ~((nl << shift2) | nd | (nr >>> shift2))) != 0) {
                    found += countDeep(i + 1, next, nl, nd, nr);
                } else {
                    nodes += Long.bitCount(next);
                }
            }
        }
        return found;
    }

    /**
     * The interiors of the last three free rows, the first with the squares {@code free}, the second
     * {@code shiftA} rows below it with the frame's squares {@code maskB}, the last {@code shiftB}
     * below that with {@code maskC}: two nested loops, the last row tested and not entered (it has at
     * most one column left). Adds the queens of the first two rows to the nodes.
     */
    private long lastThree(long free, long l, long d, long r, int shiftA, long maskB, int shiftB, long maskC) {
        nodes += Long.bitCount(free);
        long found = 0;
        while (free != 0) {
            long bit = free & -free;
            free ^= bit;
            long nl = (l | bit) << shiftA;
            long nd = d | bit;
            long nr = (r | bit) >>> shiftA;
            long next = maskB & ~(nl | nd | nr);
            nodes += Long.bitCount(next);
            while (next != 0) {
                long queen = next & -next;
                next ^= queen;
                long lastRow = maskC & ~(((nl | queen) << shiftB) | nd | queen | ((nr | queen) >>> shiftB));
                found += -lastRow >>> 63;
            }
        }
        return found;
    }

    /**
     * The interiors of the frame kept by {@code turns} quarter turns (1 or 2), a turn that keeps the
     * frame: the free rows are filled top to bottom, and a queen is placed with its whole orbit under
     * the turn (two squares, or four, or the centre alone), so that only interiors the turn keeps are
     * built: a few thousand queens where the whole search places millions. Adds them to the nodes.
     */
    private long keptInteriors(int turns) {
        Arrays.fill(columns, -1);
        Arrays.fill(columnTaken, false);
        Arrays.fill(sumTaken, false);
        Arrays.fill(differenceTaken, false);
        for (int i = 0; i < 4; i++) {
            if (columns[frameRows[i]] != frameColumns[i]) {
                take(frameRows[i], frameColumns[i]);
            }
        }
        return keptBelow(0, turns);
    }

    /** The interiors kept by the turn with the free rows above free row {@code i} filled. */
    private long keptBelow(int i, int turns) {
        while (i < rows && columns[freeRows[i]] >= 0) {
            i++;
        }
        if (i == rows) {
            return 1;
        }
        int row = freeRows[i];
        long found = 0;
        for (long free = masks[i]; free != 0; free &= free - 1) {
            int column = Long.numberOfTrailingZeros(free);
            int placed = takeOrbit(row, column, turns);
            if (placed == 0) {
                continue;
            }
            nodes += placed;
            found += keptBelow(i + 1, turns);
            releaseOrbit(row, column, turns, placed);
        }
        return found;
    }

    /**
     * Places queens on square (row, column) and its images under the turn, in turn, until the orbit
     * closes; how many, or 0 (with none left placed) if one of them is attacked or its row is filled.
     */
    private int takeOrbit(int row, int column, int turns) {
        int first = row * n + column;
        int square = first;
        int placed = 0;
        do {
            int r = square / n;
            int c = square % n;
            if (columns[r] >= 0 || columnTaken[c] || sumTaken[r + c] || differenceTaken[r - c + last]) {
                releaseOrbit(row, column, turns, placed);
                return 0;
            }
            take(r, c);
            placed++;
            square = turned(square, turns);
        } while (square != first);
        return placed;
    }

    /** Removes the first {@code placed} queens of the orbit of square (row, column) under the turn. */
    private void releaseOrbit(int row, int column, int turns, int placed) {
        int square = row * n + column;
        for (int k = 0; k < placed; k++) {
            int r = square / n;
            int c = square % n;
            columns[r] = -1;
            columnTaken[c] = false;
            sumTaken[r + c] = false;
            differenceTaken[r - c + last] = false;
            square = turned(square, turns);
        }
    }

    /** The image of the square numbered row * n + column under {@code turns} quarter turns, numbered the same way. */
    private int turned(int square, int turns) {
        int row = square / n;
        int column = square % n;
        return imageRow(turns, row, column) * n + imageColumn(turns, row, column);
    }

    /** Places a queen on square (row, column) for the search for kept interiors. */
    private void take(int row, int column) {
        columns[row] = column;
        columnTaken[column] = true;
        sumTaken[row + column] = true;
        differenceTaken[row - column + last] = true;
    }

    /** The row of the image of square (row, column) under {@code symmetry}: 0-3 quarter turns, 4-7 reflections. */
    private int imageRow(int symmetry, int row, int column) {
        return switch (symmetry) {
            case 0, 4 -> row;
            case 1, 6 -> column;
            case 2, 5 -> last - row;
            default -> last - column;
        };
    }

    /** The column of the image of square (row, column) under {@code symmetry}. */
    private int imageColumn(int symmetry, int row, int column) {
        return switch (symmetry) {
            case 0, 5 -> column;
            case 1, 7 -> last - row;
            case 2, 4 -> last - column;
            default -> row;
        };
    }

    private static boolean attacks(int row1, int column1, int row2, int column2) {
        return row1 == row2 || column1 == column2 || Math.abs(row1 - row2) == Math.abs(column1 - column2);
    }
}
