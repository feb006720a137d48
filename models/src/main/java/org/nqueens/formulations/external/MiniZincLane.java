package org.nqueens.formulations.external;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Quote;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.Descriptor;
import org.nqueens.solver.Task;

/**
 * A {@link MiniZincModel} run by {@code minizinc --solver gecode}: the model and the board's data
 * written as {@code queens.mzn} and {@code board.dzn}, MiniZinc told the time limit (and killed with
 * its solver a second after it, should it not stop), the answer read back from MiniZinc's standard
 * output ({@code queens = [...];} lines, each closed by {@code ----------}; {@code ==========} when the
 * search covered everything; {@code =====UNSATISFIABLE=====}) with Gecode's statistics
 * ({@code %%%mzn-stat: nodes=...}): {@code nodes}, {@code fails} (Gecode's failures) and
 * {@code propagations}.
 *
 * <p>Counting and enumeration list every solution ({@code --all-solutions}), so they are offered only
 * up to n = {@value #LARGEST_LISTED} (14,200 solutions). The models state the whole problem, and MiniZinc's
 * compiler grows with n squared (about 0.6 GB at n = 400), so boards beyond n = {@value #LARGEST} are refused.
 */
public final class MiniZincLane implements ExternalLane {

    /** The largest board the lane poses. */
    static final int LARGEST = 200;
    /** The largest board whose solutions it lists. */
    static final int LARGEST_LISTED = 12;

    private static final String PROGRAM = "minizinc";
    private static final Duration GRACE = Duration.ofSeconds(1);

    private final MiniZincModel model;
    private final Descriptor descriptor;
    private final ExternalProgram minizinc;

    private MiniZincLane(MiniZincModel model, ExternalProgram minizinc) {
        this.model = model;
        this.descriptor = Descriptor.of(model.solverId(), model.title(),
                EnumSet.of(Task.SOLVE, Task.COMPLETE, Task.COUNT, Task.ENUMERATE, Task.MODEL));
        this.minizinc = minizinc;
    }

    /** The lane of {@code model}, running the {@code minizinc} found on this process's PATH. */
    public static MiniZincLane of(MiniZincModel model) {
        return new MiniZincLane(model, ExternalProgram.onPath(PROGRAM));
    }

    /** The lane of {@code model}, running the {@code minizinc} found in the directories of {@code searchPath}. */
    public static MiniZincLane of(MiniZincModel model, String searchPath) {
        return new MiniZincLane(model, ExternalProgram.find(PROGRAM, searchPath));
    }

    @Override
    public Descriptor descriptor() {
        return descriptor;
    }

    @Override
    public String program() {
        return PROGRAM;
    }

    @Override
    public Optional<String> unavailable() {
        return minizinc.missing("Debian: apt-get install minizinc, which brings Gecode with the flatzinc package");
    }

    @Override
    public Optional<String> limit(Task task, Problem problem) {
        if (problem.rows() > LARGEST) {
            return Optional.of("The solver " + Quote.of(id()) + " states the whole board in MiniZinc, whose compiler grows with n squared;"
                    + " it takes boards up to n = " + LARGEST + ", not " + problem.rows() + ".");
        }
        return ExternalLane.listedUpTo(id(), LARGEST_LISTED, task, problem.rows());
    }

    /** The MiniZinc model followed by the board as data: one file MiniZinc runs as it is. */
    @Override
    public String modelText(Problem problem) {
        return model.withData(problem);
    }

    @Override
    public LaneAnswer answer(Problem problem, boolean all, Deadline deadline) {
        List<String> arguments = new ArrayList<>(List.of("--solver", "gecode", "--statistics"));
        if (all) {
            arguments.add("--all-solutions");
        }
        deadline.remaining().ifPresent(left -> {
            arguments.add("--time-limit");
            arguments.add(Long.toString(Math.max(1, left.toMillis())));
        });
        arguments.add("queens.mzn");
        arguments.add("board.dzn");
        ExternalProgram.Finished finished = minizinc.run(arguments,
                Map.of("queens.mzn", model.text(), "board.dzn", MiniZincModel.data(problem)), Map.of(), deadline, GRACE);
        return MiniZincOutput.read(PROGRAM, problem, finished);
    }
}
