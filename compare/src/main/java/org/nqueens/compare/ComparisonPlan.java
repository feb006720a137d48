package org.nqueens.compare;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Quote;
import org.nqueens.solver.NamedSolvers;
import org.nqueens.solver.SearchSettings;

/**
 * What a comparison asks and of whom.
 *
 * @param questions the questions to put
 * @param countSizes the board sizes to count, ascending
 * @param setSizes the board sizes whose solution sets are compared, ascending
 * @param solveSizes the larger board sizes to find one solution of
 * @param instances the partial boards to complete
 * @param variants the variants of the family to count ({@link Variant#standard()} unless the command line poses its own)
 * @param optima the optimisation questions put to the optimisers
 * @param disjointSizes the board sizes whose most disjoint solutions are asked of the packers, ascending
 * @param solvers the ids of the formulations to compare; empty for every registered one. The reference is always asked.
 * @param reference the id of the formulation every answer is held against
 * @param timeLimit the time limit of each run
 * @param repeat how many times each formulation answers each question; the cell shows the run of median wall time
 * @param seed the seed of every formulation's random choices, the same in every run
 * @param threads the threads each run may use (one by default, so that the formulations' times compare core for core;
 *                more lets those that split their search use them: the counts of bitboard and dlx, cpsat-boolean's cubes)
 */
public record ComparisonPlan(Set<Question> questions, List<Integer> countSizes, List<Integer> setSizes, List<Integer> solveSizes,
                             List<Instance> instances, List<Variant> variants, List<OptimisationCase> optima, List<Integer> disjointSizes,
                             List<String> solvers,
                             String reference, Duration timeLimit, int repeat, long seed, int threads) {

    /** The formulation every answer is held against. */
    public static final String REFERENCE = "backtrack";
    /** The time limit of each run unless one is given. */
    public static final Duration DEFAULT_TIME_LIMIT = Duration.ofSeconds(3);
    /** How many times each question is put to each formulation unless told otherwise; a run that gets no answer is not repeated. */
    public static final int DEFAULT_REPEAT = 3;
    /** The most runs of one question by one formulation. */
    public static final int MAX_REPEAT = 99;
    /** The largest board whose solution set may be compared: 14 has 365,596 solutions, kept in memory. */
    public static final int MAX_SET_SIZE = 14;
    /** The largest board the quick battery counts. */
    public static final int QUICK_LARGEST_COUNTED = 6;
    /** The largest board whose solution set the quick battery compares. */
    public static final int QUICK_LARGEST_SET = 5;
    /** The boards the quick battery finds one solution of. */
    public static final List<Integer> QUICK_SOLVED = List.of(16);
    /** The largest board whose disjoint solutions are asked: both packers prove n = 9 in seconds, CP-SAT not n = 10. */
    public static final int MAX_DISJOINT_SIZE = 9;
    /** The boards whose disjoint solutions the quick battery asks (n = 6: four solutions that differ in every row). */
    public static final List<Integer> QUICK_DISJOINT = List.of(4, 6);

    /** Validates and copies the components. */
    public ComparisonPlan {
        if (questions == null || countSizes == null || setSizes == null || solveSizes == null || instances == null
                || variants == null || optima == null || disjointSizes == null || solvers == null || reference == null || timeLimit == null) {
            throw new IllegalArgumentException("A comparison plan needs every component; one was null.");
        }
        questions = questions.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(questions));
        countSizes = checkedSizes(countSizes, "count");
        setSizes = checkedSizes(setSizes, "compare the solution sets of");
        solveSizes = checkedSizes(solveSizes, "solve");
        disjointSizes = checkedSizes(disjointSizes, "pack the disjoint solutions of");
        for (int n : disjointSizes) {
            if (n > MAX_DISJOINT_SIZE) {
                throw new InvalidInputException("The disjoint solutions of n = " + n + " are too slow to prove in a battery; they are asked"
                        + " up to n = " + MAX_DISJOINT_SIZE + ".");
            }
        }
        for (int n : setSizes) {
            if (n > MAX_SET_SIZE) {
                throw new InvalidInputException("The solution sets of n = " + n + " are too large to compare in memory; sets go up to n = "
                        + MAX_SET_SIZE + ".");
            }
        }
        instances = List.copyOf(instances);
        variants = List.copyOf(variants);
        optima = List.copyOf(optima);
        solvers = NamedSolvers.distinct(solvers);
        if (repeat < 1 || repeat > MAX_REPEAT) {
            throw new InvalidInputException("The number of runs a question (" + repeat + ") must lie between 1 and " + MAX_REPEAT + ".");
        }
        if (timeLimit.isNegative() || timeLimit.isZero()) {
            throw new InvalidInputException("The time limit (" + timeLimit + ") must be positive.");
        }
        if (threads < 1) {
            throw new InvalidInputException("The number of threads a run (" + threads + ") must be at least 1.");
        }
    }

    /**
     * The full battery ({@code compare --full}): counts for n = 1..10, solution sets up to n = 8, single solutions of 50
     * and 100, the bundled partial boards, the standard variants (the cubes among them) and optima, the disjoint
     * solutions of n = 1..8, every formulation, 3 seconds a run, each question asked three times, the default seed, one
     * thread a run.
     */
    public static ComparisonPlan full() {
        return new ComparisonPlan(EnumSet.allOf(Question.class), range(1, 10), range(1, 8), List.of(50, 100),
                InstanceSet.bundled(), Variant.standard(), OptimisationCase.standard(), range(1, 8), List.of(), REFERENCE, DEFAULT_TIME_LIMIT,
                DEFAULT_REPEAT, SearchSettings.DEFAULT_SEED, 1);
    }

    /**
     * The quick battery ({@code compare} with no options): every question of the full battery, each on a few rows that
     * every formulation answers well within the time limit, asked once: counts for n = 1..6, solution sets up to n = 5,
     * a completion and a proof that none exists, one solution of n = 16, five variants (a torus, a rectangle,
     * knights, a pawn, 16 queens in the 4 x 4 x 4 cube), three optima and the disjoint solutions of n = 4 and 6. The rows of the full battery left out are those where some formulation runs
     * for seconds (n = 9 and 10 counted by SAT, 50 and 100 solved by backtracking or the grid model, the UNSAT boards
     * an incomplete search gives up on only at the time limit), and enough of the others that a run stays well under
     * 30 s on two busy cores with the external systems installed (each MiniZinc run starts a process, about 0.25 s).
     */
    public static ComparisonPlan quick() {
        return new ComparisonPlan(EnumSet.allOf(Question.class), range(1, QUICK_LARGEST_COUNTED), range(1, QUICK_LARGEST_SET), QUICK_SOLVED,
                named(InstanceSet.bundled(), Instance::name, "completion-n10-sat.grid", "completion-n8-unsat.param"),
                named(Variant.standard(), Variant::label, "torus 7", "queens 6x9", "8 knights 4x4", "7 queens 6x6, pawn c3",
                        "queens 4x4x4"),
                named(OptimisationCase.standard(), OptimisationCase::label, "queen domination 5x5", "knight independence 8x8",
                        "queen independence 8x8"),
                QUICK_DISJOINT, List.of(), REFERENCE, DEFAULT_TIME_LIMIT, 1, SearchSettings.DEFAULT_SEED, 1);
    }

    /** The items of {@code all} named {@code names}, in that order; a name that is not there is a bug of the battery. */
    private static <T> List<T> named(List<T> all, Function<T, String> name, String... names) {
        List<T> chosen = new ArrayList<>();
        for (String wanted : names) {
            chosen.add(all.stream().filter(item -> name.apply(item).equals(wanted)).findFirst()
                    .orElseThrow(() -> new IllegalStateException("The quick battery names " + Quote.of(wanted) + ", which the full one lacks.")));
        }
        return List.copyOf(chosen);
    }

    /** This plan asking only {@code chosen}. */
    public ComparisonPlan withQuestions(Set<Question> chosen) {
        return new ComparisonPlan(chosen, countSizes, setSizes, solveSizes, instances, variants, optima, disjointSizes, solvers, reference, timeLimit, repeat, seed, threads);
    }

    /** This plan with other board sizes: counts for {@code counted}, solution sets for those of them up to {@code setsUpTo}. */
    public ComparisonPlan withSizes(List<Integer> counted, int setsUpTo) {
        List<Integer> sets = counted.stream().filter(n -> n <= setsUpTo).toList();
        return new ComparisonPlan(questions, counted, sets, solveSizes, instances, variants, optima, disjointSizes, solvers, reference, timeLimit, repeat, seed, threads);
    }

    /** This plan solving the empty boards of {@code sizes}. */
    public ComparisonPlan withSolveSizes(List<Integer> sizes) {
        return new ComparisonPlan(questions, countSizes, setSizes, sizes, instances, variants, optima, disjointSizes, solvers, reference, timeLimit, repeat, seed, threads);
    }

    /** This plan completing {@code boards}. */
    public ComparisonPlan withInstances(List<Instance> boards) {
        return new ComparisonPlan(questions, countSizes, setSizes, solveSizes, boards, variants, optima, disjointSizes, solvers, reference, timeLimit, repeat, seed, threads);
    }

    /** This plan counting the variants {@code posed} instead of the standard ones. */
    public ComparisonPlan withVariants(List<Variant> posed) {
        return new ComparisonPlan(questions, countSizes, setSizes, solveSizes, instances, posed, optima, disjointSizes, solvers, reference, timeLimit, repeat, seed, threads);
    }

    /** This plan putting the optimisation questions {@code cases} to the optimisers. */
    public ComparisonPlan withOptima(List<OptimisationCase> cases) {
        return new ComparisonPlan(questions, countSizes, setSizes, solveSizes, instances, variants, cases, disjointSizes, solvers, reference, timeLimit, repeat, seed, threads);
    }

    /** This plan asking the packers for the disjoint solutions of {@code sizes}. */
    public ComparisonPlan withDisjointSizes(List<Integer> sizes) {
        return new ComparisonPlan(questions, countSizes, setSizes, solveSizes, instances, variants, optima, sizes, solvers, reference, timeLimit, repeat, seed, threads);
    }

    /** The largest size whose solution set is compared; 0 when none is. */
    public int largestSet() {
        return setSizes.isEmpty() ? 0 : setSizes.get(setSizes.size() - 1);
    }

    /** This plan comparing only the formulations {@code ids} (and the reference). */
    public ComparisonPlan withSolvers(List<String> ids) {
        return new ComparisonPlan(questions, countSizes, setSizes, solveSizes, instances, variants, optima, disjointSizes, ids, reference, timeLimit, repeat, seed, threads);
    }

    /** This plan with another time limit a run. */
    public ComparisonPlan withTimeLimit(Duration limit) {
        return new ComparisonPlan(questions, countSizes, setSizes, solveSizes, instances, variants, optima, disjointSizes, solvers, reference, limit, repeat, seed, threads);
    }

    /** This plan running each question {@code runs} times, keeping the run of median wall time. */
    public ComparisonPlan withRepeat(int runs) {
        return new ComparisonPlan(questions, countSizes, setSizes, solveSizes, instances, variants, optima, disjointSizes, solvers, reference, timeLimit, runs, seed, threads);
    }

    /** This plan giving every formulation the seed {@code newSeed} for its random choices. */
    public ComparisonPlan withSeed(long newSeed) {
        return new ComparisonPlan(questions, countSizes, setSizes, solveSizes, instances, variants, optima, disjointSizes, solvers, reference, timeLimit, repeat, newSeed, threads);
    }

    /** This plan letting each run use {@code count} threads. */
    public ComparisonPlan withThreads(int count) {
        return new ComparisonPlan(questions, countSizes, setSizes, solveSizes, instances, variants, optima, disjointSizes, solvers, reference, timeLimit, repeat, seed, count);
    }

    /** The board sizes {@code from..to}. */
    public static List<Integer> range(int from, int to) {
        if (from < 1 || to < from) {
            throw new InvalidInputException("The range of board sizes " + from + ".." + to + " must have 1 <= from <= to.");
        }
        return java.util.stream.IntStream.rangeClosed(from, to).boxed().toList();
    }

    private static List<Integer> checkedSizes(List<Integer> sizes, String verb) {
        for (Integer n : sizes) {
            if (n == null || n < 1) {
                throw new InvalidInputException("Cannot " + verb + " a board of size " + n + "; the board size n must be at least 1.");
            }
        }
        return sizes.stream().distinct().sorted().toList();
    }
}
