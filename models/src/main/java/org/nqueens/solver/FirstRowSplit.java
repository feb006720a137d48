package org.nqueens.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicReference;
import org.nqueens.problem.FreePart;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Scope;
import org.nqueens.problem.Square;

/**
 * A count on several threads for a formulation that counts its search's solutions one by one (a
 * constraint model, a SAT encoding): the problem split by the queen of its first free row, a part a
 * square that row allows, each part the problem with that queen given and counted by the
 * formulation's own search on one thread, the parts run on the run's threads by the toolkit's
 * {@link WorkSplitter}. Every solution has exactly one queen in that row, so the parts' counts add
 * up to the count; their statistics add up too, and are then those of the parts' searches (one
 * search a square of the row), not of one search of the whole board. A formulation opts in from its
 * {@link Formulation#tally}: the plain backtrackers keep one search, whose placements are the
 * reference table's.
 */
public final class FirstRowSplit {

    private FirstRowSplit() {
    }

    /**
     * The count of {@code problem} by {@code formulation} split by its first free row's queen, or empty where it is not
     * split: one thread, a unique count (classes need every solution in one place), a problem that is not classic
     * n-queens, a first free row of fewer than two squares, or a part the formulation does not take.
     */
    public static Optional<Tally> count(Formulation formulation, Problem problem, boolean unique, Run run) {
        if (unique || run.threads() == 1 || !Scope.CLASSIC.admits(problem)) {
            return Optional.empty();
        }
        FreePart free = problem.freePart();
        if (free.size() < 2) {
            return Optional.empty();
        }
        int row = free.row(0);
        List<GivenQueen> parts = new ArrayList<>();
        for (int column : free.allowedColumns(row)) {
            Problem part = problem.withGiven(new Square(row, column));
            if (Admission.tryAdmit(formulation, Task.COUNT, part).isEmpty()) {
                return Optional.empty();
            }
            parts.add(new GivenQueen("r" + row + "c" + column, part));
        }
        if (parts.size() < 2) {
            return Optional.empty();
        }
        // Each part on one thread, its progress the split's own (a part a report).
        SearchSettings partSettings = run.settings().withThreads(1).withProgress(ProgressListener.NONE);
        // What the parts stopped before their end found: the splitter counts a part whole or not at all, but a stopped
        // count still says how many solutions it met ("at least"), as one search would.
        AtomicReference<Counted> unfinished = new AtomicReference<>(Counted.SUM.zero());
        WorkSplitter.Outcome<Counted> outcome = WorkSplitter.of(parts, Counted.SUM).run(run.deadline(), run.threads(), run.progress(),
                () -> (part, deadline) -> part.count(formulation, new Run(partSettings, deadline), unfinished), WorkSplitter.Journal.none());
        Counted sum = outcome.sum().plus(unfinished.get());
        Stats.Builder stats = Stats.builder();
        sum.stats().values().forEach(stats::put);
        stats.put(Stats.SUBPROBLEMS, outcome.parts()).put(Stats.SUBPROBLEMS_DONE, outcome.partsDone());
        return Optional.of(new Tally(sum.count(), OptionalLong.empty(), outcome.complete(), stats.build()));
    }

    /** A part: the problem with one more queen given, every part the same estimated work. */
    private record GivenQueen(String id, Problem problem) implements WorkSplitter.Part {

        @Override
        public long work() {
            return 1;
        }

        /**
         * The part's solutions, counted one by one, with its search's statistics; empty when the run stopped first, what
         * it found then added to {@code unfinished}.
         */
        Optional<Counted> count(Formulation formulation, Run run, AtomicReference<Counted> unfinished) {
            CountResult result = Runner.countOneByOne(formulation, problem, false, run);
            Counted counted = new Counted(result.count(), result.stats());
            if (result.complete()) {
                return Optional.of(counted);
            }
            unfinished.accumulateAndGet(counted, Counted::plus);
            return Optional.empty();
        }
    }

    /** The solutions of finished parts and their searches' statistics, added up name by name. */
    private record Counted(long count, Stats stats) {

        static final WorkSplitter.Summation<Counted> SUM = new WorkSplitter.Summation<>(new Counted(0, Stats.empty()),
                Counted::plus, Counted::count);

        Counted plus(Counted other) {
            Stats.Builder sum = Stats.builder();
            stats.values().forEach(sum::put);
            other.stats.values().forEach((name, value) -> sum.put(name, stats.get(name).orElse(0) + value));
            return new Counted(count + other.count, sum.build());
        }
    }
}
