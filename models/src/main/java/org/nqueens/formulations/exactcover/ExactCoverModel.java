package org.nqueens.formulations.exactcover;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.nqueens.dlx.DancingLinks;
import org.nqueens.dlx.Engine;
import org.nqueens.dlx.ExactCover;
import org.nqueens.dlx.ExactCoverSearch;
import org.nqueens.dlx.ExactCoverText;
import org.nqueens.dlx.ParallelCount;
import org.nqueens.problem.FreePart;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Quote;
import org.nqueens.problem.Scope;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.DescribedFormulation;
import org.nqueens.solver.Descriptor;
import org.nqueens.solver.OneAnswer;
import org.nqueens.solver.Run;
import org.nqueens.solver.Tally;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Task;
import org.nqueens.solver.WorkSplitter;

/**
 * n-queens as generalized exact cover, solved by dancing links (D. E. Knuth, "Dancing Links", 2000;
 * <i>The Art of Computer Programming</i> 4B, 7.2.2.1): one option a square, the ranks and files as
 * primary items (exactly one queen each), the diagonals as secondary items (at most one queen each);
 * see {@link QueensMatrix}. The matrix is posed over the board's free part only: squares attacked by
 * a given queen or blocked have no option. The search is Knuth's Algorithm X with the fewest-options
 * rule, ties leftmost, so that its nodes and updates match his program DLX1 on the empty board.
 * Counting splits the search into subproblems over the settings' threads.
 */
public final class ExactCoverModel implements DescribedFormulation {

    /** The share of the heap a matrix may take before it is refused. */
    private static final double HEAP_SHARE = 0.5;
    private static final long FIRST_NODE_LIMIT = 1 << 14;
    private static final String EXHAUSTED = "Algorithm X tried every option of every item it chose.";
    /** The most free rows whose matrix the links can address; beyond it the estimate itself would overflow a long. */
    private static final int MAX_FREE_ROWS = maxFreeRows();
    private static final Descriptor DESCRIPTOR = Descriptor.of("dlx",
            "Exact cover by dancing links (Knuth's Algorithm X): ranks and files primary, diagonals secondary",
            EnumSet.of(Task.SOLVE, Task.COMPLETE, Task.COUNT, Task.ENUMERATE, Task.MODEL))
            .taking(Scope.FAMILY);

    /** The engine that searches the matrix: dancing links by default, whose nodes and updates are DLX1's. */
    private final Engine engine;

    /** The formulation on dancing links. */
    public ExactCoverModel() {
        this(Engine.LINKS);
    }

    /** The formulation on {@code engine}. */
    public ExactCoverModel(Engine engine) {
        this.engine = engine;
    }

    @Override
    public Descriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public Optional<String> refusal(Task task, Problem problem) {
        if (!Scope.CLASSIC.admits(problem)) {
            return ProblemMatrix.whyNot(problem).map(reason -> "The solver " + Quote.of(id()) + ": " + reason);
        }
        int freeRows = problem.rows() - problem.givenCount();
        if (freeRows > MAX_FREE_ROWS) {
            return Optional.of("The exact-cover matrix of this board (" + freeRows + " free rows) has more nodes than"
                    + " the solver " + Quote.of(id()) + " can address (" + DancingLinks.MAX_NODES + ", over "
                    + megabytes(QueensMatrix.estimate(MAX_FREE_ROWS, MAX_FREE_ROWS).bytes()) + " MB); it takes at most " + MAX_FREE_ROWS + " free rows.");
        }
        QueensMatrix.Size size = QueensMatrix.estimate(problem.rows(), freeRows);
        long budget = (long) (Runtime.getRuntime().maxMemory() * HEAP_SHARE);
        if (size.nodes() > DancingLinks.MAX_NODES || size.bytes() > budget) {
            return Optional.of("The exact-cover matrix of this board (" + freeRows + " free rows) could take "
                    + megabytes(size.bytes()) + " MB in " + size.nodes() + " nodes, more than the solver " + Quote.of(id()) + " allows itself ("
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
     * One solution by restarts: each attempt shuffles the order of the options and breaks ties at
     * random (under the run's seed), and gives up after twice the nodes of the one before (the
     * first after 16384 nodes, or four a free row); a search that runs out of options proves there
     * is no solution.
     */
    @Override
    public ResumableSearch searchOne(Problem problem, Run run) {
        if (!Scope.CLASSIC.admits(problem)) {
            return search(problem, run);
        }
        FreePart free = problem.freePart();
        SplittableRandom random = new SplittableRandom(run.seed());
        return OneAnswer.of(() -> {
            long nodes = 0;
            long updates = 0;
            for (long limit = Math.max(FIRST_NODE_LIMIT, 4L * free.size()); ; limit = Math.min(2 * limit, Long.MAX_VALUE / 2)) {
                QueensMatrix matrix = QueensMatrix.shuffled(free, random.split());
                ExactCoverSearch search = engine.search(matrix.cover()).randomTies(random.nextLong()).nodeLimit(limit)
                        .stopWhen(run.deadline()::reached);
                ExactCoverSearch.Outcome outcome = search.next();
                nodes += search.nodes();
                updates += search.updates();
                if (outcome == ExactCoverSearch.Outcome.SOLUTION) {
                    return OneAnswer.Outcome.solved(Placement.of(matrix.solution(search.solution())), stats(nodes, updates));
                }
                if (outcome == ExactCoverSearch.Outcome.EXHAUSTED) {
                    return OneAnswer.Outcome.none(stats(nodes, updates), EXHAUSTED);
                }
                if (run.stopped()) {
                    return OneAnswer.Outcome.stopped(stats(nodes, updates), run.deadline().reasonStopped());
                }
            }
        });
    }

    @Override
    public ResumableSearch search(Problem problem, Run run) {
        if (!Scope.CLASSIC.admits(problem)) {
            ProblemMatrix matrix = ProblemMatrix.of(problem);
            ExactCoverSearch search = engine.search(matrix.cover()).stopWhen(run.deadline()::reached);
            return new Covers(search, () -> matrix.placement(search.solution()));
        }
        QueensMatrix matrix = QueensMatrix.of(problem.freePart());
        ExactCoverSearch search = engine.search(matrix.cover()).stopWhen(run.deadline()::reached);
        return new Covers(search, () -> Placement.of(matrix.solution(search.solution())));
    }

    /**
     * Counting on several threads splits the search into subproblems (prefixes of choices, as
     * {@link ParallelCount#plan} chooses them), which the toolkit's {@link WorkSplitter} runs; their
     * nodes and updates add up to those of one search. One thread lets the runner count.
     */
    @Override
    public Optional<Tally> tally(Problem problem, boolean unique, Run run) {
        if (run.threads() == 1 || !Scope.CLASSIC.admits(problem)) {
            return Optional.empty();
        }
        ExactCover cover = QueensMatrix.of(problem.freePart()).cover();
        ExactCoverSearch.Split split = ParallelCount.plan(cover, engine, run.threads(), run.deadline()::reached);
        List<Prefix> parts = new ArrayList<>();
        for (int[] choices : split.prefixes()) {
            parts.add(new Prefix(parts.size(), choices));
        }
        WorkSplitter.Outcome<Counted> outcome = WorkSplitter.of(parts, Counted.SUM).run(run.deadline(), run.threads(), run.progress(),
                () -> (part, deadline) -> part.count(engine.search(cover), deadline), WorkSplitter.Journal.none());
        Counted sum = outcome.sum();
        return Optional.of(new Tally(sum.count(), OptionalLong.empty(), split.complete() && outcome.complete(),
                stats(split.nodes() + sum.nodes(), split.updates() + sum.updates())));
    }

    /** A subproblem of a parallel count: the search with the choices of one prefix fixed. */
    private record Prefix(int index, int[] choices) implements WorkSplitter.Part {
        @Override
        public String id() {
            return "prefix" + index;
        }

        @Override
        public long work() {
            return 1;
        }

        /**
         * The count of the subproblem, its work without the root it re-enters and the updates of fixing its
         * prefix, so that the parts add up to one search's work; empty when stopped.
         */
        Optional<Counted> count(ExactCoverSearch search, Deadline deadline) {
            ExactCoverSearch part = search.fix(choices).stopWhen(deadline::reached);
            long fixing = part.updates();
            long found = part.count();
            return part.exhausted() ? Optional.of(new Counted(found, part.nodes() - 1, part.updates() - fixing)) : Optional.empty();
        }
    }

    /** The count of some subproblems and their work. */
    private record Counted(long count, long nodes, long updates) {
        static final WorkSplitter.Summation<Counted> SUM = new WorkSplitter.Summation<>(new Counted(0, 0, 0),
                (a, b) -> new Counted(a.count + b.count, a.nodes + b.nodes, a.updates + b.updates), Counted::count);
    }

    @Override
    public String modelText(Problem problem) {
        if (!Scope.CLASSIC.admits(problem)) {
            ProblemMatrix matrix = ProblemMatrix.of(problem);
            StringBuilder text = new StringBuilder();
            text.append("| ").append(problem.describe()).append(" as exact cover (Knuth's text format): ")
                    .append(matrix.cover().optionCount()).append(" options, one a square where a piece may stand.\n")
                    .append("| Items rK, cK, dK, aK: the K-th run of a row, column, diagonal or anti-diagonal that pawns leave;"
                            + " primary (exactly one piece) where the pieces fill every such run, secondary (at most one) otherwise.\n")
                    .append("| Items jR.C-R.C: two squares a knight's move or a king's step apart, secondary.\n");
            if (!problem.geometry().isFlat()) {
                text.append("| On a box of layers also pK, the K-th pillar (through the layers), primary like rows and columns;"
                        + " eK, fK (row and layer), gK, hK (column and layer) the face diagonals and sK, tK, uK, vK the space diagonals;"
                        + " jR.C.L-R.C.L a jump between layers (L > 1).\n");
            }
            ExactCoverText.write(matrix.cover(), text);
            return text.toString();
        }
        QueensMatrix matrix = QueensMatrix.of(problem.freePart());
        StringBuilder text = new StringBuilder();
        text.append("| ").append(problem.rows()).append("-queens as exact cover (Knuth's text format): ")
                .append(matrix.cover().optionCount()).append(" options, one a square where a queen may stand.\n")
                .append("| Primary items rR and cC: rank R and file C, each to hold exactly one queen (centre first).\n")
                .append("| Secondary items aS and bD: the diagonals R + C = S and R - C + n = D, each to hold at most one queen.\n");
        ExactCoverText.write(matrix.cover(), text);
        return text.toString();
    }

    private static Stats stats(ExactCoverSearch search) {
        return stats(search.nodes(), search.updates());
    }

    private static Stats stats(long nodes, long updates) {
        return Stats.builder().put(Stats.NODES, nodes).put(Stats.UPDATES, updates).build();
    }

    /** The dancing-links search, resumed from one cover to the next, each read back as a placement. */
    private record Covers(ExactCoverSearch search, Supplier<Placement> reading) implements ResumableSearch {
        @Override
        public Step advance() {
            return switch (search.next()) {
                case SOLUTION -> Step.SOLUTION;
                case EXHAUSTED -> Step.EXHAUSTED;
                case STOPPED -> Step.STOPPED;
            };
        }

        @Override
        public Placement placement() {
            return reading.get();
        }

        @Override
        public String ending() {
            return EXHAUSTED;
        }

        @Override
        public Stats stats() {
            return ExactCoverModel.stats(search);
        }
    }
}
