package org.nqueens.solver;

/**
 * One run of a formulation as its search sees it: the settings it was given and the clock that
 * started with it. Searches poll {@link #deadline()}, draw their random choices from
 * {@link #seed()} and use up to {@link #threads()} threads.
 *
 * @param settings the settings of the run
 * @param deadline the run's clock, started when the run began
 */
public record Run(SearchSettings settings, Deadline deadline) {

    /** Validates that both are present. */
    public Run {
        if (settings == null || deadline == null) {
            throw new IllegalArgumentException("A run needs its settings and its deadline; one was null.");
        }
    }

    /** A run starting now under {@code settings}. */
    public static Run start(SearchSettings settings) {
        return new Run(settings, settings.start());
    }

    /** The seed of the run's random choices. */
    public long seed() {
        return settings.seed();
    }

    /** How many threads the run may use. */
    public int threads() {
        return settings.threads();
    }

    /** Where progress goes. */
    public ProgressListener progress() {
        return settings.progress();
    }

    /** Whether the run must stop now. */
    public boolean stopped() {
        return deadline.reached();
    }
}
