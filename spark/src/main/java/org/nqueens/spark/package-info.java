/**
 * Counting the empty board as an Apache Spark job: the parts of the bitboard counter's plan
 * ({@code org.nqueens.formulations.bitboard.parts.CountParts}) are the tasks, their counts come back to the
 * driver, which journals each in the count's checkpoint as it arrives and adds them up. The engine
 * {@code spark} of {@code nqueens count --engine spark} (found through {@link java.util.ServiceLoader}),
 * and {@link org.nqueens.spark.SparkCount}, the main class for {@code spark-submit}. Depends on
 * {@code org.nqueens.models} and Spark core only; nothing else in the toolkit depends on it.
 */
package org.nqueens.spark;
