package org.nqueens.solver;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.nqueens.problem.Scope;
import org.nqueens.problem.Symmetry;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Transform;

/**
 * The one adapter that runs every formulation: it takes a request that {@link Admission} admitted
 * (and trusts it: the formulation supports the task and takes the problem, the given pieces are
 * consistent), starts the clock, drives the formulation's search, and turns where it stopped into the typed answer (SAT with its placement,
 * UNSAT with the proof, UNKNOWN with the reason; a complete or partial count; a lazy stream).
 */
final class Runner {

    private Runner() {
    }

    static SolveResult solve(Formulation formulation, Admitted request, SearchSettings settings) {
        request.require(formulation, Task.SOLVE, Task.COMPLETE);
        Problem problem = request.problem();
        Run run = Run.start(settings);
        String id = formulation.id();
        try (Closing closing = new Closing(formulation.searchOne(problem, run))) {
            return answer(id, problem, run, closing.search);
        }
    }

    private static SolveResult answer(String id, Problem problem, Run run, ResumableSearch search) {
        ResumableSearch.Step step = search.advance();
        return switch (step) {
            case SOLUTION -> SolveResult.sat(id, problem.rows(), search.placement(), run.deadline().elapsed(), search.stats());
            case EXHAUSTED -> search.complete()
                    ? SolveResult.unsat(id, problem.rows(), run.deadline().elapsed(), search.stats(), search.ending())
                    : SolveResult.unknown(id, problem.rows(), run.deadline().elapsed(), search.stats(), search.ending());
            case STOPPED -> SolveResult.unknown(id, problem.rows(), run.deadline().elapsed(), search.stats(),
                    run.deadline().reached() ? run.deadline().reasonStopped() : search.ending());
        };
    }

    static CountResult count(Formulation formulation, Admitted request, SearchSettings settings) {
        request.require(formulation, Task.COUNT, Task.COUNT_UNIQUE);
        Problem problem = request.problem();
        boolean unique = request.task() == Task.COUNT_UNIQUE;
        Run run = Run.start(settings);
        Optional<Tally> own = formulation.tally(problem, unique, run);
        if (own.isPresent()) {
            Tally tally = own.get();
            return new CountResult(formulation.id(), problem.rows(), tally.count(), unique ? tally.unique() : OptionalLong.empty(),
                    tally.complete(), run.deadline().elapsed(), tally.stats());
        }
        return countOneByOne(formulation, problem, unique, run);
    }

    /** The solutions of the formulation's search of {@code problem}, counted one by one (and classified, for a unique count). */
    static CountResult countOneByOne(Formulation formulation, Problem problem, boolean unique, Run run) {
        try (Closing closing = new Closing(formulation.search(problem, run))) {
            return countOneByOne(formulation.id(), problem, unique, run, closing.search);
        }
    }

    private static CountResult countOneByOne(String id, Problem problem, boolean unique, Run run, ResumableSearch search) {
        Classes classes = unique ? new Classes(problem) : null;
        long count = 0;
        ResumableSearch.Step step;
        while ((step = search.advance()) == ResumableSearch.Step.SOLUTION) {
            count++;
            if (classes != null) {
                classes.add(search.placement());
            }
        }
        boolean complete = step == ResumableSearch.Step.EXHAUSTED && search.complete();
        return new CountResult(id, problem.rows(), count,
                classes == null ? OptionalLong.empty() : OptionalLong.of(classes.size()), complete, run.deadline().elapsed(), search.stats());
    }

    static SolutionStream enumerate(Formulation formulation, Admitted request, SearchSettings settings) {
        request.require(formulation, Task.ENUMERATE);
        return SolutionStream.of(formulation.search(request.problem(), Run.start(settings)));
    }

    static String model(Formulation formulation, Admitted request) {
        request.require(formulation, Task.MODEL);
        return formulation.modelText(request.problem());
    }

    /** Closes a search when the answer is taken. */
    private record Closing(ResumableSearch search) implements AutoCloseable {
        @Override
        public void close() {
            search.close();
        }
    }

    /** The symmetry classes met so far: the least image of each solution under the problem's symmetries. */
    private static final class Classes {
        private final List<Transform> transforms;
        private final boolean classic;
        private final Set<Object> seen = new HashSet<>();

        Classes(Problem problem) {
            this.classic = Scope.EMPTY_BOARD.admits(problem);
            this.transforms = classic ? List.of() : Transform.of(problem);
        }

        void add(Placement placement) {
            if (classic) {
                seen.add(Symmetry.canonical(placement.solution().orElseThrow()));
            } else {
                seen.add(Transform.canonical(transforms, placement));
            }
        }

        long size() {
            return seen.size();
        }
    }
}
