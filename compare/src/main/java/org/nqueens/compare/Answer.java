package org.nqueens.compare;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import org.nqueens.problem.Placement;
import org.nqueens.solver.Status;

/**
 * What one formulation gave for one question, as a value: a count, a search for one solution's
 * status with the solution, a time-out, a crash with its cause, a solver that cannot run here, or a
 * question not asked. The referee judges these values and the formats render them; no format reads
 * an answer back from its text.
 */
public sealed interface Answer permits Answer.Count, Answer.Found, Answer.Optimised, Answer.TimedOut, Answer.Crashed, Answer.Unavailable, Answer.NotAsked {

    /** What became of the question, under the names the CSV and JSON formats use. */
    Outcome outcome();

    /** The answer as every format shows it: {@code 92}, {@code >=40}, {@code SAT}, {@code TIMEOUT}, {@code CRASH}, {@code n/a}, {@code -}. */
    String shown();

    /**
     * A number of solutions: counted, or listed and checked one by one.
     *
     * @param value how many
     * @param complete whether the search ran to its end; a partial count is a lower bound, not an answer
     */
    record Count(long value, boolean complete) implements Answer {

        /** Validates the count. */
        public Count {
            if (value < 0) {
                throw new IllegalArgumentException("The count (" + value + ") must not be negative.");
            }
        }

        @Override
        public Outcome outcome() {
            return complete ? Outcome.ANSWERED : Outcome.UNKNOWN;
        }

        @Override
        public String shown() {
            return complete ? Long.toString(value) : ">=" + value;
        }
    }

    /**
     * The answer to "find one solution": SAT with the solution found, UNSAT (proved), or UNKNOWN.
     *
     * @param status SAT, UNSAT or UNKNOWN
     * @param solution the pieces of the solution, present exactly when the status is SAT
     * @param foundBy the formulation whose search gave the answer: the one asked, or the racer of a portfolio that won
     */
    record Found(Status status, Optional<Placement> solution, String foundBy) implements Answer {

        /** Validates that a solution comes exactly with SAT. */
        public Found {
            if (status == null || solution == null || foundBy == null) {
                throw new IllegalArgumentException("A found answer needs a status, a solution (or none) and who found it; one was null.");
            }
            if (solution.isPresent() != (status == Status.SAT)) {
                throw new IllegalArgumentException("A " + status + " answer must " + (status == Status.SAT ? "" : "not ") + "carry a solution.");
            }
        }

        @Override
        public Outcome outcome() {
            return status == Status.UNKNOWN ? Outcome.UNKNOWN : Outcome.ANSWERED;
        }

        @Override
        public String shown() {
            return status.name();
        }
    }

    /**
     * The answer to an optimisation question: the value of the verified witness and the bound proved
     * on the other side; OPTIMAL when they meet, INFEASIBLE when no witness exists at all.
     *
     * @param status OPTIMAL, FEASIBLE, INFEASIBLE or UNKNOWN, as the optimisation runner decided it
     * @param value the witness's value; empty without a witness
     * @param bound the proved bound (meaningless for INFEASIBLE)
     */
    record Optimised(org.nqueens.optimise.Status status, OptionalInt value, int bound) implements Answer {

        /** Validates that a value comes exactly with a witness's statuses. */
        public Optimised {
            if (status == null || value == null) {
                throw new IllegalArgumentException("An optimum needs its status and its value (maybe empty); one was null.");
            }
            boolean witnessed = status == org.nqueens.optimise.Status.OPTIMAL || status == org.nqueens.optimise.Status.FEASIBLE;
            if (value.isPresent() != witnessed) {
                throw new IllegalArgumentException("A " + status + " optimum must " + (witnessed ? "" : "not ") + "carry a value.");
            }
        }

        @Override
        public Outcome outcome() {
            return status == org.nqueens.optimise.Status.OPTIMAL || status == org.nqueens.optimise.Status.INFEASIBLE
                    ? Outcome.ANSWERED : Outcome.UNKNOWN;
        }

        @Override
        public String shown() {
            return switch (status) {
                case OPTIMAL -> Integer.toString(value.getAsInt());
                case FEASIBLE -> value.getAsInt() + " (bound " + bound + ")";
                case INFEASIBLE -> "none";
                case UNKNOWN -> "UNKNOWN (bound " + bound + ")";
            };
        }
    }

    /**
     * No return within the time limit and its grace: the harness stopped waiting.
     *
     * @param waited how long the harness waited for it
     */
    record TimedOut(Duration waited) implements Answer {

        /** Validates the time waited. */
        public TimedOut {
            if (waited == null || waited.isNegative()) {
                throw new IllegalArgumentException("A time-out needs the time waited (" + waited + "), not negative.");
            }
        }

        @Override
        public Outcome outcome() {
            return Outcome.OVERRAN;
        }

        @Override
        public String shown() {
            return "TIMEOUT";
        }
    }

    /**
     * The formulation threw.
     *
     * @param cause what it threw, as one line: the exception's class, message and where it was thrown
     */
    record Crashed(String cause) implements Answer {

        /** Validates the cause. */
        public Crashed {
            if (cause == null || cause.isBlank()) {
                throw new IllegalArgumentException("A crash needs its cause.");
            }
        }

        @Override
        public Outcome outcome() {
            return Outcome.CRASHED;
        }

        @Override
        public String shown() {
            return "CRASH";
        }
    }

    /**
     * The formulation's solver cannot run in this process (a native library that does not load, say).
     *
     * @param reason why not
     */
    record Unavailable(String reason) implements Answer {

        /** Validates the reason. */
        public Unavailable {
            if (reason == null) {
                throw new IllegalArgumentException("An unavailable solver needs the reason.");
            }
        }

        @Override
        public Outcome outcome() {
            return Outcome.UNAVAILABLE;
        }

        @Override
        public String shown() {
            return "n/a";
        }
    }

    /**
     * The formulation was not asked: it refuses the board, or it stopped without an answer on a smaller one.
     *
     * @param reason why not
     */
    record NotAsked(String reason) implements Answer {

        /** Validates the reason. */
        public NotAsked {
            if (reason == null || reason.isBlank()) {
                throw new IllegalArgumentException("A question not asked needs the reason.");
            }
        }

        @Override
        public Outcome outcome() {
            return Outcome.NOT_ASKED;
        }

        @Override
        public String shown() {
            return "-";
        }
    }
}
