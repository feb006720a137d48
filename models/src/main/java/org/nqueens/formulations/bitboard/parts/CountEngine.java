package org.nqueens.formulations.bitboard.parts;

import java.nio.file.Path;
import java.util.Optional;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;

/**
 * An engine that counts the parts of an empty-board count ({@link CountParts}) somewhere other than
 * this process's threads: a cluster. An engine lives in its own module and is found through
 * {@link java.util.ServiceLoader} by its {@link #id()} ({@code spark}), so a program that does not
 * ask for it never loads it or its libraries.
 */
public interface CountEngine {

    /** The engine's name, as {@code count --engine} spells it. */
    String id();

    /**
     * Refuses, before a plan is made (which takes minutes for the largest boards), a question this
     * engine cannot count; the default takes every question.
     *
     * @throws org.nqueens.problem.InvalidInputException naming the engines that count it
     */
    default void requireCountable(EmptyBoardCount.Question question) {
    }

    /**
     * Counts every part of {@code parts} that the checkpoint (if any) does not record as finished,
     * recording each part in it as its result arrives; stops at the settings' time limit or
     * cancellation with the count so far (marked incomplete).
     *
     * @throws org.nqueens.problem.InvalidInputException if the place to run is malformed or cannot be reached, or the
     *         checkpoint belongs to another count
     */
    CountResult count(CountParts parts, Settings settings);

    /**
     * Where and how to count.
     *
     * @param master where the work runs, in the engine's own terms (a Spark master URL); empty for the engine's default
     * @param search the time limit, cancellation and progress listener of the count (its thread count is the engine's concern)
     * @param checkpoint the journal of finished parts, if any
     * @param program the program and its version, written in a new checkpoint's header and required to match an old one's
     */
    record Settings(Optional<String> master, SearchSettings search, Optional<Path> checkpoint, String program) {

        /** Validates that nothing is missing. */
        public Settings {
            if (master == null || search == null || checkpoint == null || program == null || program.isBlank()) {
                throw new IllegalArgumentException("Engine settings need a master (or none), search settings, a checkpoint (or none) and"
                        + " the program's name; one was missing.");
            }
            if (master.isPresent() && master.get().isBlank()) {
                throw new IllegalArgumentException("The master URL must not be blank.");
            }
        }
    }
}
