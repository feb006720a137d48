package org.nqueens.solver;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Scope;

/**
 * A formulation whose search is a script: it produces the given placements, then ends with the given step, complete or
 * not; it takes the problems of its scope and refuses what its refusal says. It records whether its searches were
 * closed, so that a test can tell the runner closed them.
 */
final class ScriptedFormulation implements Formulation {

    private final String id;
    private final Set<Task> tasks;
    private final Scope scope;
    private final List<Placement> solutions;
    private final ResumableSearch.Step end;
    private final boolean complete;
    private final Optional<String> refusal;
    private final Optional<Tally> tally;
    int closed;
    int searchedOne;

    private ScriptedFormulation(String id, Set<Task> tasks, Scope scope, List<Placement> solutions, ResumableSearch.Step end, boolean complete,
            Optional<String> refusal, Optional<Tally> tally) {
        this.id = id;
        this.tasks = tasks;
        this.scope = scope;
        this.solutions = solutions;
        this.end = end;
        this.complete = complete;
        this.refusal = refusal;
        this.tally = tally;
    }

    /** Every task on the classic board; its search produces {@code solutions} then ends with {@code end}. */
    static ScriptedFormulation producing(List<Placement> solutions, ResumableSearch.Step end, boolean complete) {
        return new ScriptedFormulation("scripted", EnumSet.allOf(Task.class), Scope.FAMILY, solutions, end, complete, Optional.empty(),
                Optional.empty());
    }

    /** The same formulation, named {@code newId}. */
    ScriptedFormulation named(String newId) {
        return new ScriptedFormulation(newId, tasks, scope, solutions, end, complete, refusal, tally);
    }

    /** The same formulation, supporting only {@code supported}. */
    ScriptedFormulation supporting(Task first, Task... rest) {
        return new ScriptedFormulation(id, EnumSet.of(first, rest), scope, solutions, end, complete, refusal, tally);
    }

    /** The same formulation, taking only the problems of {@code only}. */
    ScriptedFormulation taking(Scope only) {
        return new ScriptedFormulation(id, tasks, only, solutions, end, complete, refusal, tally);
    }

    /** The same formulation, refusing every problem it takes for {@code reason}. */
    ScriptedFormulation refusing(String reason) {
        return new ScriptedFormulation(id, tasks, scope, solutions, end, complete, Optional.of(reason), tally);
    }

    /** The same formulation, counting its own way: {@code own}. */
    ScriptedFormulation tallying(Tally own) {
        return new ScriptedFormulation(id, tasks, scope, solutions, end, complete, refusal, Optional.of(own));
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String title() {
        return "a scripted search";
    }

    @Override
    public Set<Task> tasks() {
        return tasks;
    }

    @Override
    public Scope scope() {
        return scope;
    }

    @Override
    public Optional<String> refusal(Task task, Problem problem) {
        return refusal;
    }

    @Override
    public Optional<Tally> tally(Problem problem, boolean unique, Run run) {
        return tally;
    }

    @Override
    public String modelText(Problem problem) {
        return "the model of " + problem.describe();
    }

    @Override
    public ResumableSearch searchOne(Problem problem, Run run) {
        searchedOne++;
        return search(problem, run);
    }

    @Override
    public ResumableSearch search(Problem problem, Run run) {
        return new ResumableSearch() {
            private int next;

            @Override
            public Step advance() {
                if (next < solutions.size()) {
                    next++;
                    return Step.SOLUTION;
                }
                return end;
            }

            @Override
            public Placement placement() {
                return solutions.get(next - 1);
            }

            @Override
            public Stats stats() {
                return Stats.of(Stats.NODES, next);
            }

            @Override
            public boolean complete() {
                return complete;
            }

            @Override
            public String ending() {
                return "the script ended";
            }

            @Override
            public void close() {
                closed++;
            }
        };
    }
}
