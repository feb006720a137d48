package org.nqueens.solver;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;

/**
 * A formulation that counts the empty board in independent parts, and so offers what a count of
 * hours needs: a checkpoint (a journal of the finished parts, resumed after a stop or a kill), the
 * placements of the plain constrained search besides the count, and engines other than this
 * process's threads ({@link #engines()}). The command line asks a formulation for this capability
 * rather than for a solver by name.
 */
public interface Counter {

    /** The engine that counts on this process's threads, which every counter offers. */
    String LOCAL = "local";

    /** The engines this counter counts on, as {@code count --engine} spells them, {@link #LOCAL} first. */
    List<String> engines();

    /**
     * The engines of {@link #engines()} that count the levels of the plain search ({@link Parts#levels()}), as
     * {@code levels --engine} spells them, {@link #LOCAL} first; by default this process's threads only.
     */
    default List<String> levelsEngines() {
        return List.of(LOCAL);
    }

    /**
     * Counts the empty board of {@code parts} part by part on its engine, journalling each finished
     * part in the checkpoint if one is given; stops at the settings' time limit or cancellation with
     * the count so far (marked incomplete).
     *
     * @throws InvalidInputException if the question is beyond the engine, or the checkpoint belongs to another count
     * @throws MissingEngineException if the engine is one of {@link #engines()} but its module is not on the class path
     */
    CountResult countInParts(Parts parts);

    /**
     * A count in parts.
     *
     * @param problem the empty board counted
     * @param unique whether the solutions distinct up to symmetry are counted too
     * @param placements whether the placements of the plain constrained search are counted too
     * @param levels whether those placements are counted level by level (k queens on the first k rows, for each k) into
     *     the result's {@link CountResult#levels()}; implies {@code placements}, which are their sum (one search)
     * @param engine where the count runs, one of {@link #engines()}
     * @param master the engine's place to run in its own terms (a Spark master URL); empty for its default
     * @param devices how many devices the engine uses (GPUs); empty for all
     * @param settings the time limit, threads, cancellation and progress listener
     * @param checkpoint the journal of finished parts, if any
     * @param program the program and its version, written in a new checkpoint's header and required of an old one's
     */
    record Parts(Problem problem, boolean unique, boolean placements, boolean levels, String engine, Optional<String> master,
            OptionalInt devices, SearchSettings settings, Optional<Path> checkpoint, String program) {

        /** Validates that nothing is missing. */
        public Parts {
            if (problem == null || engine == null || master == null || devices == null || settings == null || checkpoint == null
                    || program == null || program.isBlank()) {
                throw new IllegalArgumentException("A count in parts needs a problem, an engine, a master (or none), devices (or all),"
                        + " search settings, a checkpoint (or none) and the program's name; one was missing.");
            }
        }
    }

    /** The engine asked for is one the counter offers, but the module that holds it is not on the class path, or is broken. */
    final class MissingEngineException extends InvalidInputException {

        private static final long serialVersionUID = 1L;

        private final String engine;

        /** The engine {@code engine} is missing; {@code message} says what was found instead. */
        public MissingEngineException(String engine, String message) {
            super(message);
            this.engine = engine;
        }

        /** The engine that is missing: {@code spark}. */
        public String engine() {
            return engine;
        }
    }
}
