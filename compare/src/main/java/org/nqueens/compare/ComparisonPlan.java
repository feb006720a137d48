package org.nqueens.compare;

import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.nqueens.problem.InvalidInputException;
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
 * @param solvers the ids of the formulations to compare; empty for every registered one. The reference is always asked.
 * @param reference the id of the formulation every answer is held against
 * @param timeLimit the time limit of each run
 * @param repeat how many times each formulation answers each question; the cell shows the run of median wall time
 * @param seed the seed of every formulation's random choices, the same in every run
 * @param threads the threads each run may use (one by default, so that the formulations' times compare core for core;
 *                more lets those that split their search use them: the counts of bitboard and dlx, cpsat-boolean's cubes)
 */
public record ComparisonPlan(Set<Question> questions, List<Integer> countSizes, List<Integer> setSizes, List<Integer> solveSizes,
                             List<Instance> instances, List<Variant> variants, List<String> solvers, String reference, Duration timeLimit,
                             int repeat, long seed, int threads) {

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

    /** Validates and copies the components. */
    public ComparisonPlan {
        if (questions == null || countSizes == null || setSizes == null || solveSizes == null || instances == null
                || variants == null || solvers == null || reference == null || timeLimit == null) {
            throw new IllegalArgumentException("A comparison plan needs every component; one was null.");
        }
        questions = questions.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(questions));
        countSizes = checkedSizes(countSizes, "count");
        setSizes = checkedSizes(setSizes, "compare the solution sets of");
        solveSizes = checkedSizes(solveSizes, "solve");
        for (int n : setSizes) {
            if (n > MAX_SET_SIZE) {
                throw new InvalidInputException("The solution sets of n = " + n + " are too large to compare in memory; sets go up to n = "
                        + MAX_SET_SIZE + ".");
            }
        }
        instances = List.copyOf(instances);
        variants = List.copyOf(variants);
        solvers = List.copyOf(solvers);
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
     * The default plan: counts for n = 1..10, solution sets up to n = 8, single solutions of 50 and 100, the bundled
     * partial boards, every formulation, 3 seconds a run, each question asked three times, the default seed, one thread a run.
     */
    public static ComparisonPlan defaults() {
        return new ComparisonPlan(EnumSet.allOf(Question.class), range(1, 10), range(1, 8), List.of(50, 100),
                InstanceSet.bundled(), Variant.standard(), List.of(), REFERENCE, DEFAULT_TIME_LIMIT, DEFAULT_REPEAT, SearchSettings.DEFAULT_SEED,
                1);
    }

    /** This plan asking only {@code chosen}. */
    public ComparisonPlan withQuestions(Set<Question> chosen) {
        return new ComparisonPlan(chosen, countSizes, setSizes, solveSizes, instances, variants, solvers, reference, timeLimit, repeat, seed, threads);
    }

    /** This plan with other board sizes: counts for {@code counted}, solution sets for those of them up to {@code setsUpTo}. */
    public ComparisonPlan withSizes(List<Integer> counted, int setsUpTo) {
        List<Integer> sets = counted.stream().filter(n -> n <= setsUpTo).toList();
        return new ComparisonPlan(questions, counted, sets, solveSizes, instances, variants, solvers, reference, timeLimit, repeat, seed, threads);
    }

    /** This plan solving the empty boards of {@code sizes}. */
    public ComparisonPlan withSolveSizes(List<Integer> sizes) {
        return new ComparisonPlan(questions, countSizes, setSizes, sizes, instances, variants, solvers, reference, timeLimit, repeat, seed, threads);
    }

    /** This plan completing {@code boards}. */
    public ComparisonPlan withInstances(List<Instance> boards) {
        return new ComparisonPlan(questions, countSizes, setSizes, solveSizes, boards, variants, solvers, reference, timeLimit, repeat, seed, threads);
    }

    /** This plan counting the variants {@code posed} instead of the standard ones. */
    public ComparisonPlan withVariants(List<Variant> posed) {
        return new ComparisonPlan(questions, countSizes, setSizes, solveSizes, instances, posed, solvers, reference, timeLimit, repeat, seed, threads);
    }

    /** This plan comparing only the formulations {@code ids} (and the reference). */
    public ComparisonPlan withSolvers(List<String> ids) {
        return new ComparisonPlan(questions, countSizes, setSizes, solveSizes, instances, variants, ids, reference, timeLimit, repeat, seed, threads);
    }

    /** This plan with another time limit a run. */
    public ComparisonPlan withTimeLimit(Duration limit) {
        return new ComparisonPlan(questions, countSizes, setSizes, solveSizes, instances, variants, solvers, reference, limit, repeat, seed, threads);
    }

    /** This plan running each question {@code runs} times, keeping the run of median wall time. */
    public ComparisonPlan withRepeat(int runs) {
        return new ComparisonPlan(questions, countSizes, setSizes, solveSizes, instances, variants, solvers, reference, timeLimit, runs, seed, threads);
    }

    /** This plan giving every formulation the seed {@code newSeed} for its random choices. */
    public ComparisonPlan withSeed(long newSeed) {
        return new ComparisonPlan(questions, countSizes, setSizes, solveSizes, instances, variants, solvers, reference, timeLimit, repeat, newSeed, threads);
    }

    /** This plan letting each run use {@code count} threads. */
    public ComparisonPlan withThreads(int count) {
        return new ComparisonPlan(questions, countSizes, setSizes, solveSizes, instances, variants, solvers, reference, timeLimit, repeat, seed, count);
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
