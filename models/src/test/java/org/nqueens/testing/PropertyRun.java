package org.nqueens.testing;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.function.Function;
import org.opentest4j.TestAbortedException;

/**
 * A property checked on generated cases: a fixed number of tries from a fixed seed in the default
 * suite, so a build passes or fails the same way every time; {@code -Dnqueens.properties.tries=N}
 * and {@code -Dnqueens.properties.seed=S} run longer or elsewhere ({@code scripts/properties}). Try
 * {@code i} draws its case from its own generator, split from the seed's, so one try can be run again
 * alone. A failing case is shrunk (each smaller candidate that still fails is taken, until none does)
 * and reported with the seed, the try and the case as it prints, ready to be written as an example test.
 * A check skips a case it cannot judge (too many solutions, say) by failing an assumption
 * ({@link org.junit.jupiter.api.Assumptions}); a property whose cases are mostly skipped fails.
 */
public final class PropertyRun {

    /** The system property that sets the number of tries of every property. */
    public static final String TRIES = "nqueens.properties.tries";

    /** The system property that sets the seed. */
    public static final String SEED = "nqueens.properties.seed";

    /** The seed of the default suite. */
    public static final long DEFAULT_SEED = 20261127L;

    /** The most shrinking steps taken: each is a smaller case that still fails. */
    private static final int MOST_SHRINKS = 200;

    private PropertyRun() {
    }

    /** The number of tries: {@code tries}, or what {@value #TRIES} says. */
    public static int tries(int tries) {
        String asked = System.getProperty(TRIES, "").trim();
        int count = asked.isEmpty() ? tries : Integer.parseInt(asked);
        if (count < 1) {
            throw new IllegalArgumentException("The number of tries (" + count + ", " + TRIES + ") must be at least 1.");
        }
        return count;
    }

    /** The seed: {@link #DEFAULT_SEED}, or what {@value #SEED} says. */
    public static long seed() {
        String asked = System.getProperty(SEED, "").trim();
        return asked.isEmpty() ? DEFAULT_SEED : Long.parseLong(asked);
    }

    /**
     * Checks {@code check} on {@code tries} cases that {@code generate} draws (or as many as {@value #TRIES}
     * says), shrinking a failing case through {@code smaller}, which lists the candidates one step smaller.
     *
     * @throws AssertionError naming the property, the seed, the try and the shrunk case, caused by the check's failure
     */
    public static <T> void forAll(String property, int tries, Function<SplittableRandom, T> generate, Function<T, List<T>> smaller,
                                  Consumer<T> check) {
        int count = tries(tries);
        long seed = seed();
        SplittableRandom root = new SplittableRandom(seed);
        int skipped = 0;
        for (int attempt = 0, checked = 0; checked < count; attempt++) {
            SplittableRandom random = root.split();
            T generated = generate.apply(random);
            Outcome outcome = outcome(check, generated);
            if (outcome.skipped()) {
                skipped++;
                if (skipped > 5 * count + 100) {
                    throw new AssertionError("The property '" + property + "' skipped " + skipped + " cases for " + checked
                            + " checked (seed " + seed + "): its generator makes too many cases it cannot judge.");
                }
                continue;
            }
            checked++;
            if (outcome.failure() != null) {
                throw shrunk(property, seed, attempt, generated, outcome.failure, smaller, check);
            }
        }
    }

    private static <T> AssertionError shrunk(String property, long seed, int attempt, T generated, Throwable failure,
                                             Function<T, List<T>> smaller, Consumer<T> check) {
        T least = generated;
        Throwable leastFailure = failure;
        int steps = 0;
        boolean shrinking = true;
        while (shrinking && steps < MOST_SHRINKS) {
            shrinking = false;
            for (T candidate : smaller.apply(least)) {
                Outcome outcome = outcome(check, candidate);
                if (outcome.failure() != null) {
                    least = candidate;
                    leastFailure = outcome.failure();
                    steps++;
                    shrinking = true;
                    break;
                }
            }
        }
        return new AssertionError("The property '" + property + "' fails (seed " + seed + ", -D" + SEED + "=" + seed + "; case " + attempt
                + "), shrunk in " + steps + " steps from\n  " + generated + "\nto\n  " + least + "\n" + leastFailure.getMessage(), leastFailure);
    }

    /** How a check of one case ended: passed (neither skipped nor failed), skipped, or failed with the failure. */
    private record Outcome(boolean skipped, Throwable failure) {
        static final Outcome PASSED = new Outcome(false, null);
        static final Outcome SKIPPED = new Outcome(true, null);
    }

    private static <T> Outcome outcome(Consumer<T> check, T value) {
        try {
            check.accept(value);
            return Outcome.PASSED;
        } catch (TestAbortedException e) {
            return Outcome.SKIPPED;
        } catch (AssertionError | RuntimeException e) {
            // A check's failure, or a formulation that throws on a case it admitted: both are what the property looks for.
            return new Outcome(false, e);
        }
    }
}
