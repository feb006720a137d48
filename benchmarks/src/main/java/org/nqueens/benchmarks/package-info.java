/**
 * JMH benchmarks of the formulations and two small measuring programs, run with {@code benchmarks/run}; the
 * whole-process start-up is measured by the script {@code benchmarks/run-startup}. May depend on JMH and on
 * every module of the toolkit; nothing depends on it.
 */
package org.nqueens.benchmarks;
