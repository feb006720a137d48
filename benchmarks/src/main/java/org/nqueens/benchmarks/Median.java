package org.nqueens.benchmarks;

/** The median the wall-clock benchmarks report: of an even number of runs, the mean of the two middle ones. */
final class Median {

    private Median() {
    }

    /**
     * The middle of {@code values} as they are ordered: the median when they are sorted, or, when they
     * are ordered by another measure of the same runs, that measure's median run's value.
     */
    static double middle(double[] values) {
        int half = values.length / 2;
        return values.length % 2 == 1 ? values[half] : (values[half - 1] + values[half]) / 2;
    }
}
