package org.nqueens.formulations.exactcover;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.nqueens.board.Board;
import org.nqueens.board.FreePart;
import org.nqueens.board.Solution;
import org.nqueens.dlx.DancingLinks;
import org.nqueens.dlx.ExactCoverText;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.Progress;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Task;
import org.nqueens.solver.UnsupportedTaskException;

/**
 * n-queens as generalized exact cover, solved by dancing links (D. E. Knuth, "Dancing Links", 2000;
 * <i>The Art of Computer Programming</i> 4B, 7.2.2.1): one option a square, the ranks and files as
 * primary items (exactly one queen each), the diagonals as secondary items (at most one queen each);
 * see {@link QueensMatrix}. The matrix is posed over the board's free part only: squares attacked by
 * a given queen or blocked have no option. The search is Knuth's Algorithm X with the fewest-options
 * rule, ties leftmost, so that its nodes and updates match his program DLX1 on the empty board.
 * Counting splits the search into subproblems over the settings' threads.
 */
public final class ExactCoverModel implements Formulation {

    /** The share of the heap a matrix may take before it is refused. */
    private static final double HEAP_SHARE = 0.5;
    private static final int SUBPROBLEMS_PER_THREAD = 8;
    private static final int MAX_SPLIT_DEPTH = 4;
    private static final long FIRST_NODE_LIMIT = 1 << 14;
    /** The most free rows whose matrix the links can address; beyond it the estimate itself would overflow a long. */
    private static final int MAX_FREE_ROWS = maxFreeRows();

    @Override
    public String id() {
        return "dlx";
    }

    @Override
    public String title() {
        return "Exact cover by dancing links (Knuth's Algorithm X): ranks and files primary, diagonals secondary";
    }

    @Override
    public Set<Task> tasks() {
        return EnumSet.of(Task.SOLVE, Task.COMPLETE, Task.COUNT, Task.ENUMERATE, Task.MODEL);
    }

    @Override
    public Optional<String> refusal(Task task, Board board) {
        if (board.n() - board.queenCount() > MAX_FREE_ROWS) {
            return Optional.of("The exact-cover matrix of this board (" + (board.n() - board.queenCount()) + " free rows) has more nodes than"
                    + " the solver '" + id() + "' can address (" + DancingLinks.MAX_NODES + ", over "
                    + megabytes(QueensMatrix.estimate(MAX_FREE_ROWS, MAX_FREE_ROWS).bytes()) + " MB); it takes at most " + MAX_FREE_ROWS + " free rows.");
        }
        QueensMatrix.Size size = QueensMatrix.estimate(board.n(), board.n() - board.queenCount());
        long budget = (long) (Runtime.getRuntime().maxMemory() * HEAP_SHARE);
        if (size.nodes() > DancingLinks.MAX_NODES || size.bytes() > budget) {
            return Optional.of("The exact-cover matrix of this board (" + (board.n() - board.queenCount()) + " free rows) could take "
                    + megabytes(size.bytes()) + " MB in " + size.nodes() + " nodes, more than the solver '" + id() + "' allows itself ("
                    + megabytes(budget) + " MB, half the heap, and at most " + DancingLinks.MAX_NODES + " nodes).");
        }
        return Optional.empty();
    }

    private static int maxFreeRows() {
        int low = 1;
        int high = 1 << 20;
        while (low < high) {
            int middle = (low + high + 1) >>> 1;
            if (QueensMatrix.estimate(middle, middle).nodes() <= DancingLinks.MAX_NODES) {
                low = middle;
            } else {
                high = middle - 1;
            }
        }
        return low;
    }

    private static long megabytes(long bytes) {
        return (bytes + (1 << 20) - 1) >> 20;
    }

    /**
     * Finds one solution by restarts: each attempt shuffles the order of the options and breaks ties
     * at random (under the settings' seed), and gives up after twice the nodes of the one before (the
     * first after 16384 nodes, or four a free row); a search that runs out of options proves there is
     * no solution.
     */
    @Override
    public SolveResult solve(Board board, SearchSettings settings) {
        UnsupportedTaskException.requireSupported(this, Task.findingOne(board), board);
        Deadline deadline = settings.start();
        FreePart free = FreePart.of(board);
        SplittableRandom random = new SplittableRandom(settings.seed());
        long nodes = 0;
        long updates = 0;
        for (long limit = Math.max(FIRST_NODE_LIMIT, 4L * free.size()); ; limit = Math.min(2 * limit, Long.MAX_VALUE / 2)) {
            QueensMatrix matrix = QueensMatrix.shuffled(free, random.split());
            DancingLinks search = DancingLinks.of(matrix.cover()).randomTies(random.nextLong()).nodeLimit(limit)
                    .stopWhen(deadline::reached);
            DancingLinks.Outcome outcome = search.next();
            nodes += search.nodes();
            updates += search.updates();
            Stats stats = stats(nodes, updates);
            if (outcome == DancingLinks.Outcome.SOLUTION) {
                return SolveResult.sat(id(), matrix.solution(search.solution()), deadline.elapsed(), stats);
            }
            if (outcome == DancingLinks.Outcome.EXHAUSTED) {
                return SolveResult.unsat(id(), board.n(), deadline.elapsed(), stats, "Algorithm X tried every option of every item it chose.");
            }
            if (deadline.reached()) {
                return SolveResult.unknown(id(), board.n(), deadline.elapsed(), stats, deadline.reasonStopped());
            }
        }
    }

    @Override
    public CountResult count(Board board, boolean unique, SearchSettings settings) {
        UnsupportedTaskException.requireSupported(this, unique ? Task.COUNT_UNIQUE : Task.COUNT, board);
        Deadline deadline = settings.start();
        QueensMatrix matrix = QueensMatrix.of(FreePart.of(board));
        if (settings.threads() == 1) {
            DancingLinks search = DancingLinks.of(matrix.cover()).stopWhen(deadline::reached);
            long count = search.count();
            return new CountResult(id(), board.n(), count, OptionalLong.empty(), search.exhausted(), deadline.elapsed(), stats(search));
        }
        return countInParallel(matrix, board.n(), settings, deadline);
    }

    /** Splits the search into subproblems (prefixes of choices) and counts them on the settings' threads. */
    private CountResult countInParallel(QueensMatrix matrix, int n, SearchSettings settings, Deadline deadline) {
        int threads = settings.threads();
        DancingLinks whole = DancingLinks.of(matrix.cover());
        List<int[]> prefixes = whole.prefixes(1);
        for (int depth = 2; depth <= MAX_SPLIT_DEPTH && prefixes.size() < SUBPROBLEMS_PER_THREAD * threads; depth++) {
            prefixes = whole.prefixes(depth);
        }
        List<int[]> parts = prefixes;
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        AtomicLong found = new AtomicLong();
        AtomicLong nodes = new AtomicLong();
        AtomicLong updates = new AtomicLong();
        AtomicInteger unfinished = new AtomicInteger();
        Runnable worker = () -> {
            for (int k = next.getAndIncrement(); k < parts.size(); k = next.getAndIncrement()) {
                DancingLinks part = DancingLinks.of(matrix.cover()).fix(parts.get(k)).stopWhen(deadline::reached);
                long count = part.count();
                nodes.addAndGet(part.nodes());
                updates.addAndGet(part.updates());
                if (!part.exhausted()) {
                    unfinished.incrementAndGet();
                    found.addAndGet(count);
                    return;
                }
                settings.progress().report(new Progress(done.incrementAndGet(), parts.size(), found.addAndGet(count)));
            }
        };
        runOnThreads(worker, Math.min(threads, Math.max(1, parts.size())));
        boolean complete = unfinished.get() == 0 && done.get() == parts.size();
        return new CountResult(id(), n, found.get(), OptionalLong.empty(), complete, deadline.elapsed(), stats(nodes.get(), updates.get()));
    }

    private static void runOnThreads(Runnable worker, int threads) {
        ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "dlx-count");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                running.add(pool.submit(worker));
            }
            for (Future<?> future : running) {
                future.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("The parallel count was interrupted.", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("A counting thread failed: " + e.getCause().getMessage(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    @Override
    public SolutionStream enumerate(Board board, SearchSettings settings) {
        UnsupportedTaskException.requireSupported(this, Task.ENUMERATE, board);
        Deadline deadline = settings.start();
        QueensMatrix matrix = QueensMatrix.of(FreePart.of(board));
        return SolutionStream.of(new QueenCovers(matrix, DancingLinks.of(matrix.cover()).stopWhen(deadline::reached)));
    }

    @Override
    public String model(Board board) {
        UnsupportedTaskException.requireSupported(this, Task.MODEL, board);
        QueensMatrix matrix = QueensMatrix.of(FreePart.of(board));
        StringBuilder text = new StringBuilder();
        text.append("| ").append(board.n()).append("-queens as exact cover (Knuth's text format): ")
                .append(matrix.cover().optionCount()).append(" options, one a square where a queen may stand.\n")
                .append("| Primary items rR and cC: rank R and file C, each to hold exactly one queen (centre first).\n")
                .append("| Secondary items aS and bD: the diagonals R + C = S and R - C + n = D, each to hold at most one queen.\n");
        ExactCoverText.write(matrix.cover(), text);
        return text.toString();
    }

    private static Stats stats(DancingLinks search) {
        return stats(search.nodes(), search.updates());
    }

    private static Stats stats(long nodes, long updates) {
        return Stats.builder().put(Stats.NODES, nodes).put(Stats.UPDATES, updates).build();
    }

    /** The dancing-links search, resumed from one queen solution to the next. */
    private record QueenCovers(QueensMatrix matrix, DancingLinks search) implements ResumableSearch {
        @Override
        public Step advance() {
            return switch (search.next()) {
                case SOLUTION -> Step.SOLUTION;
                case EXHAUSTED -> Step.EXHAUSTED;
                case STOPPED -> Step.STOPPED;
            };
        }

        @Override
        public Solution solution() {
            return matrix.solution(search.solution());
        }

        @Override
        public Stats stats() {
            return ExactCoverModel.stats(search);
        }
    }
}
