package org.nqueens.formulations.bitboard;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import org.nqueens.formulations.bitboard.complete.CompletionSearch;
import org.nqueens.formulations.bitboard.complete.RowWords;
import org.nqueens.formulations.bitboard.gpu.GpuCountEngine;
import org.nqueens.formulations.bitboard.parts.CountEngine;
import org.nqueens.formulations.bitboard.parts.CountParts;
import org.nqueens.formulations.bitboard.parts.EmptyBoardCount;
import org.nqueens.formulations.bitboard.variant.RowVariant;
import org.nqueens.formulations.bitboard.variant.VariantCount;
import org.nqueens.formulations.bitboard.variant.VariantRowSearch;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Quote;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Counter;
import org.nqueens.solver.DescribedFormulation;
import org.nqueens.solver.Descriptor;
import org.nqueens.solver.Run;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Tally;
import org.nqueens.solver.ResumableSearch;
import org.nqueens.solver.Task;

/**
 * Bitboard search, id {@code bitboard}: a row's columns and the columns and diagonals the queens
 * above attack held as 64-bit words, so that the safe squares of a row are one expression
 * (M. Richards' bitmask search, as popularised by J. Somers' counter).
 *
 * <p>Counting the empty board places the four border queens first and searches only the frames
 * that are the least of their eight images under the symmetries of the square (the approach of the
 * Q27 project, which counted n = 27), each interior with bitmasks; the frames kept by a turn have
 * their classes counted from the interiors that turn keeps (Burnside's lemma), so one run gives the
 * total (OEIS A000170) and the unique count (A002562). Each frame is an independent subproblem, counted on {@link org.nqueens.solver.SearchSettings#threads()}
 * threads, with progress reported after each one; a time limit or cancellation returns the count
 * so far. Solving, completing, enumerating and counting a partial board search the free rows most
 * constrained first with forward checking. Boards up to n = 64.
 *
 * <p>Two variants besides (see {@link RowVariant}): queens on the n x n torus and super-queens on the
 * n x n board, counted on the empty board by parts up to symmetry ({@link VariantCount}) and
 * otherwise searched row by row ({@link VariantRowSearch}).
 */
public final class BitboardCounter implements DescribedFormulation, Counter {

    /** The largest board: one row in a 64-bit word. */
    static final int MAX_N = 64;

    /** Classic n-queens, queens on the torus and super-queens, on n x n boards. */
    private static final Descriptor DESCRIPTOR = Descriptor.of("bitboard",
            "Bitboard search: rows as 64-bit words, counting with eight-fold symmetry on every core, most constrained row first when completing",
            EnumSet.of(Task.SOLVE, Task.COMPLETE, Task.COUNT, Task.COUNT_UNIQUE, Task.ENUMERATE))
            .alsoTaking(problem -> RowVariant.of(problem).isPresent(),
                    "n queens on the plain n x n board, queens on the n x n torus and super-queens on the n x n board");

    /** The bitboard formulation. */
    public BitboardCounter() {
    }

    @Override
    public Descriptor descriptor() {
        return DESCRIPTOR;
    }

    /** Classic n-queens, queens on the torus and super-queens, on n x n boards. */
    @Override
    public Optional<String> refusal(Task task, Problem problem) {
        if (problem.rows() > MAX_N) {
            return Optional.of("The solver " + Quote.of(id()) + " holds a row in one 64-bit word, so it takes boards up to n = " + MAX_N
                    + "; n = " + problem.rows() + " needs another solver.");
        }
        if (task == Task.COUNT_UNIQUE && !problem.isEmpty()) {
            return Optional.of("Unique counts are defined for the empty board only.");
        }
        if (task == Task.COUNT_UNIQUE && RowVariant.of(problem).isPresent() && problem.rows() > RowVariant.UNIQUE_LIMIT) {
            return Optional.of("The solver " + Quote.of(id()) + " counts the unique solutions of " + problem.geometry()
                    + " by classifying each solution, up to n = " + RowVariant.UNIQUE_LIMIT + ".");
        }
        return Optional.empty();
    }

    @Override
    public ResumableSearch search(Problem problem, Run run) {
        Optional<RowVariant> variant = RowVariant.of(problem);
        if (variant.isPresent()) {
            return new VariantRowSearch(variant.get(), problem, run.deadline());
        }
        return new CompletionSearch(RowWords.of(problem.freePart()), run.deadline());
    }

    /** The empty board is counted by border frames and symmetry; a partial board by its completions, one by one. */
    @Override
    public Optional<Tally> tally(Problem problem, boolean unique, Run run) {
        Optional<RowVariant> variant = RowVariant.of(problem);
        if (variant.isPresent()) {
            return problem.isEmpty() && !unique
                    ? Optional.of(VariantCount.plan(variant.get(), problem.rows()).count(run.deadline(), run.settings()))
                    : Optional.empty();
        }
        return problem.isEmpty() ? Optional.of(countSymmetric(problem.rows(), run)) : Optional.empty();
    }

    /** Counts on this process's threads, on Spark (the spark module, found only when asked for) and on NVIDIA GPUs. */
    @Override
    public List<String> engines() {
        return List.of(LOCAL, "spark", "gpu");
    }

    /**
     * The levels on this process's threads and on Spark, which count the row parts the levels are journalled by, and on
     * NVIDIA GPUs, which count the whole row in one run (no checkpoint).
     */
    @Override
    public List<String> levelsEngines() {
        return List.of(LOCAL, "spark", "gpu");
    }

    /** The empty board's frames as parts: on this process's threads by {@link EmptyBoardCount}, else by a {@link CountEngine}. */
    @Override
    public CountResult countInParts(Parts parts) {
        EmptyBoardCount.Question asked = new EmptyBoardCount.Question(parts.problem().rows(), parts.unique(), parts.placements(),
                parts.levels());
        if (asked.levels() && !levelsEngines().contains(parts.engine())) {
            throw new InvalidInputException("The engine " + Quote.of(parts.engine()) + " does not count the levels; "
                    + String.join(" and ", levelsEngines()) + " do.");
        }
        SearchSettings settings = parts.settings();
        if (asked.levels() && parts.engine().equals("gpu")) {
            if (parts.checkpoint().isPresent()) {
                throw new InvalidInputException("--checkpoint journals the parts of a count on --engine local or spark; --engine gpu"
                        + " counts the levels in one run of seconds, with nothing to journal.");
            }
            return new GpuCountEngine(parts.devices()).countLevels(id(), parts.problem().rows(), settings);
        }
        CountEngine engine = switch (parts.engine()) {
            case LOCAL -> null;
            case "spark" -> spark();
            case "gpu" -> new GpuCountEngine(parts.devices());
            default -> throw new IllegalArgumentException("The engine " + Quote.of(parts.engine()) + " is not one of " + engines() + ".");
        };
        if (engine == null) {
            EmptyBoardCount plan = EmptyBoardCount.plan(asked, settings.threads());
            return parts.checkpoint().isEmpty() ? plan.count(settings) : plan.count(settings, parts.checkpoint().get(), parts.program());
        }
        engine.requireCountable(asked);
        return engine.count(CountParts.plan(asked, settings.threads()),
                new CountEngine.Settings(parts.master(), settings, parts.checkpoint(), parts.program()));
    }

    /** The spark engine, from the spark module on the class path, loaded only now. */
    private static CountEngine spark() {
        try {
            for (CountEngine engine : ServiceLoader.load(CountEngine.class)) {
                if (engine.id().equals("spark")) {
                    return engine;
                }
            }
        } catch (ServiceConfigurationError | LinkageError e) {
            throw new MissingEngineException("spark", "--engine spark could not load the spark module (" + e.getMessage()
                    + "): its jars are incomplete;");
        }
        throw new MissingEngineException("spark", "--engine spark needs the spark module, which is not on the class path:");
    }

    private static Tally countSymmetric(int n, Run run) {
        CountResult count = EmptyBoardCount.plan(new EmptyBoardCount.Question(n, true, false), run.settings().threads())
                .count(run.deadline(), run.settings());
        return new Tally(count.count(), count.unique(), count.complete(), count.stats());
    }
}
