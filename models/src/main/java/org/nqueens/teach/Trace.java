package org.nqueens.teach;

import java.util.ArrayList;
import java.util.List;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Quote;
import org.nqueens.problem.Scope;

/**
 * The recorded steps of one traced search on one board, and why the recording ended.
 *
 * @param solver the id of the search traced
 * @param problem the problem searched: classic n-queens on a board (its given queens stay put), or a
 *     variant of the family that puts one piece a row, which the reference search traces
 * @param start the columns of rows 1..k the search resumed from (empty: the whole search)
 * @param events the steps in the order they happened
 * @param ending why the recording ended
 */
public record Trace(String solver, Problem problem, List<Integer> start, List<TraceEvent> events, Ending ending) {

    /** Why a recording ended. */
    public enum Ending {
        /** The search ran to its end: every branch explored. */
        SEARCH_DONE,
        /** The first solution was reached, where the seed's procedure stops. */
        FIRST_SOLUTION,
        /** The limit on events was reached. */
        LIMIT
    }

    /** Copies the lists and validates the parts. */
    public Trace {
        if (solver == null || problem == null || ending == null) {
            throw new IllegalArgumentException("A trace needs its solver, problem and ending.");
        }
        start = List.copyOf(start);
        events = List.copyOf(events);
    }

    /**
     * Records {@code search} on {@code problem}: classic n-queens for every traced search, a variant that
     * puts one piece a row for the reference search ({@link ReferenceTrace#run(Problem, SearchObserver)}).
     *
     * @param untilFirstSolution stop at the first solution, as the seed's procedure does (after the
     *     pruned squares that directly follow it: a constraint solver's propagation fixes the other queens)
     * @param limit stop after this many events (at least 1)
     * @throws InvalidInputException for a variant and a search that traces classic n-queens only
     */
    public static Trace record(TracedSearch search, Problem problem, boolean untilFirstSolution, long limit) {
        if (!Scope.CLASSIC.admits(problem) && !(search instanceof ReferenceTrace)) {
            throw classicOnly(search.id(), problem);
        }
        if (limit < 1) {
            throw new IllegalArgumentException("The limit on events (" + limit + ") must be at least 1.");
        }
        List<TraceEvent> events = new ArrayList<>();
        Ending[] ending = {Ending.SEARCH_DONE};
        boolean[] solved = {false};
        SearchObserver observer = event -> {
            if (solved[0] && event.kind() != TraceEvent.Kind.PRUNED) {
                // The first solution is recorded with the propagation that follows it: a solver's other queens.
                return false;
            }
            events.add(event);
            if (untilFirstSolution && event.kind() == TraceEvent.Kind.SOLUTION) {
                ending[0] = Ending.FIRST_SOLUTION;
                solved[0] = true;
                return events.size() < limit;
            }
            if (events.size() >= limit) {
                ending[0] = Ending.LIMIT;
                return false;
            }
            return true;
        };
        search.run(problem, observer);
        List<Integer> start = new ArrayList<>();
        if (search instanceof ReferenceTrace reference) {
            for (int column : reference.start()) {
                start.add(column);
            }
        }
        return new Trace(search.id(), problem, start, events, ending[0]);
    }

    /** The refusal of a variant by the search {@code id}, which follows classic n-queens only; the reference search follows it. */
    public static InvalidInputException classicOnly(String id, Problem problem) {
        return new InvalidInputException("The search " + Quote.of(id) + " is traced on classic n-queens only; " + problem.describe()
                + " is traced by the reference search, 'backtrack'.");
    }

    /** How many queens the recorded steps placed (places and solutions). */
    public long placements() {
        return events.stream().filter(event -> event.kind().placesQueen()).count();
    }
}
