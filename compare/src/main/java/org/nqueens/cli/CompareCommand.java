package org.nqueens.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import org.nqueens.compare.Comparison;
import org.nqueens.compare.ComparisonPlan;
import org.nqueens.compare.ComparisonResult;
import org.nqueens.compare.HtmlReport;
import org.nqueens.compare.InstanceSet;
import org.nqueens.compare.Question;
import org.nqueens.compare.ReportFormat;
import org.nqueens.compare.Variant;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Task;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code nqueens compare}: the same questions put to every formulation, each answer cross-checked, the work side by side. */
@Command(name = "compare", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Put the same questions to every formulation and cross-check the answers.",
            "Every formulation that can answer a question is asked it, and every answer is held against the"
                + " reference backtracker, the known counts and the verifier: counts of n = 1..10, solution sets up to n = 8,"
                + " completions of partial boards, single solutions of n = 50 and 100. Progress goes to standard error, the tables"
                + " to standard output. Exit 0 when all agree, 3 on any wrong answer (disagreement, failed verification, crash),"
                + " 4 when a question got no answer from any formulation."})
final class CompareCommand implements Callable<Integer> {

    /** The largest size --n takes: every size of the range is a question of its own, held in a list. */
    private static final int MAX_COUNTED = 999_999;

    @ParentCommand
    NqueensCommand parent;

    @Option(names = "--n", paramLabel = "FROM..TO", defaultValue = "1..10",
            description = "The board sizes to count (default: ${DEFAULT-VALUE}); one size is written 8.")
    String sizes;

    @Option(names = "--sets-up-to", paramLabel = "N", defaultValue = "8",
            description = "Compare the solution sets of the sizes of --n up to this one (default: ${DEFAULT-VALUE}; at most "
                    + ComparisonPlan.MAX_SET_SIZE + "; 0 for none).")
    int setsUpTo;

    @Option(names = "--solve", paramLabel = "N", split = ",", defaultValue = "50,100", converter = SharedOptions.SizeConverter.class,
            description = "The larger board sizes to find one solution of (default: ${DEFAULT-VALUE}).")
    List<Integer> solveSizes;

    @Option(names = "--solvers", paramLabel = "ID", split = ",",
            description = "Compare only these formulations (default: every one); the reference '" + ComparisonPlan.REFERENCE
                    + "' is always asked.")
    List<String> solvers;

    @Option(names = "--instances", paramLabel = "DIR",
            description = "Complete the boards of DIR (CSPLib .param files, grid .grid/.txt files) instead of the bundled set;"
                    + " an answers.csv there with columns file and answer gives the answers they must agree with.")
    Path instances;

    @Option(names = "--questions", paramLabel = "Q", split = ",",
            description = "Ask only these questions: counts, sets, completion, solve, variants, optima (default: all).")
    List<String> questions;

    @Mixin
    ProblemOptions family;

    @Mixin
    SharedOptions.TimeLimit timeLimit;

    @Option(names = "--repeat", paramLabel = "K", defaultValue = "" + ComparisonPlan.DEFAULT_REPEAT,
            description = "Ask each question K times and show the run of median wall time; any wrong run is shown instead,"
                    + " and a run without an answer is not repeated (default: ${DEFAULT-VALUE}).")
    int repeat;

    @Mixin
    SharedOptions.Seed seed;

    @Mixin
    SharedOptions.Threads threads;

    @Mixin
    SharedOptions.Format format;

    @Option(names = "--reproducible",
            description = "Leave out what depends on the clock or the machine (times, the environment, which racer of a portfolio"
                    + " won and its work), so that the same options and seed print the same output byte for byte, the report"
                    + " included, as long as no run reaches its time limit.")
    boolean reproducible;

    @Option(names = "--report", paramLabel = "FILE.html",
            description = "Also write one self-contained HTML page: a summary a formulation, the tables, charts of time against n"
                    + " (one colour a formulation) and the level widths of the sizes counted.")
    Path report;

    @Mixin
    SharedOptions.Quiet quiet;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        ReportFormat chosen = format.oneOf("compare", ReportFormat.values());
        ComparisonPlan plan = plan();
        if (report != null) {
            requireWritable(report);
        }
        PrintWriter err = parent.spec.commandLine().getErr();
        ComparisonResult measured = Comparison.run(parent.formulations(), plan, line -> {
            if (!quiet.quiet) {
                err.println("compare: " + line);
                err.flush();
            }
        });
        ComparisonResult result = reproducible ? measured.reproducible() : measured;
        chosen.write(result, parent.spec.commandLine().getOut());
        if (!chosen.includesVerdictLine()) {
            err.println(result.verdictLine());
        }
        if (report != null) {
            HtmlReport.write(result, report);
            err.println("compare: report written to " + report);
        }
        err.flush();
        return ExitCodes.of(result.verdict());
    }

    private ComparisonPlan plan() {
        ComparisonPlan plan = ComparisonPlan.defaults();
        if (setsUpTo < 0 || setsUpTo > ComparisonPlan.MAX_SET_SIZE) {
            throw new InvalidInputException("The size --sets-up-to (" + setsUpTo + ") must lie between 0 and "
                    + ComparisonPlan.MAX_SET_SIZE + ".");
        }
        for (int n : solveSizes) {
            SolverChoice.requireSize(parent.formulations(), Task.SOLVE, n);
        }
        Quantities.SizeRange counted = Quantities.range(sizes, "the sizes --n", 1);
        if (counted.to() > MAX_COUNTED) {
            throw new InvalidInputException("The sizes --n (" + sizes + ") go past n = " + MAX_COUNTED + ", the largest size compare counts.");
        }
        plan = plan.withSizes(ComparisonPlan.range(counted.from(), counted.to()), setsUpTo).withSolveSizes(solveSizes).withRepeat(repeat)
                .withSeed(seed.value)
                .withThreads(threads.countOr(1));
        if (questions != null) {
            if (family.any() && !questions.stream().map(String::strip).allMatch(Question.VARIANTS.key()::equals)) {
                throw new InvalidInputException("The family options (--size, --torus, --piece, --pawns, --pieces) pose the variant that"
                        + " compare counts, the question 'variants'; --questions " + String.join(",", questions)
                        + " asks of the classic board: give one or the other.");
            }
            Set<Question> chosen = EnumSet.noneOf(Question.class);
            questions.forEach(key -> chosen.add(Question.ofKey(key)));
            plan = plan.withQuestions(chosen);
        }
        if (solvers != null) {
            plan = plan.withSolvers(solvers.stream().map(String::strip).toList());
        }
        if (instances != null) {
            plan = plan.withInstances(InstanceSet.fromDirectory(instances));
        }
        if (family.any()) {
            plan = plan.withVariants(posedVariants(counted)).withQuestions(EnumSet.of(Question.VARIANTS));
        }
        if (timeLimit.limit != null) {
            plan = plan.withTimeLimit(timeLimit.limit);
        }
        return plan;
    }

    /**
     * The variants the family options pose: the board of --size, or one for each size of --n (the n x n board, a torus
     * with --torus), every formulation that takes it counting its solutions against the reference; no published
     * count is assumed.
     */
    private List<Variant> posedVariants(Quantities.SizeRange counted) {
        if (family.size != null) {
            if (spec.commandLine().getParseResult().hasMatchedOption("--n")) {
                throw new InvalidInputException("--size " + family.size + " poses one board and --n " + sizes + " a range of sizes;"
                        + " give one of them.");
            }
            Problem problem = family.problem(null, Optional.empty());
            return List.of(new Variant(problem.describe(), problem, Optional.empty()));
        }
        List<Variant> posed = new ArrayList<>();
        for (int n : ComparisonPlan.range(counted.from(), counted.to())) {
            Problem problem;
            try {
                problem = family.problem(n, Optional.empty());
            } catch (InvalidInputException e) {
                throw new InvalidInputException("For n = " + n + " of --n " + sizes + ": " + e.getMessage(), e);
            }
            posed.add(new Variant(problem.describe(), problem, Optional.empty()));
        }
        return posed;
    }

    /**
     * Refuses a report that could not be written, before the run rather than after it: the folder
     * must exist and be writable, and the file, if it exists, writable and not a folder.
     */
    private static void requireWritable(Path report) {
        Path folder = report.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new InvalidInputException("Cannot write the report " + report + ": the folder " + folder + " does not exist.");
        }
        if (Files.isDirectory(report)) {
            throw new InvalidInputException("Cannot write the report " + report + ": it is a folder; name a file, such as report.html.");
        }
        if (Files.exists(report) ? !Files.isWritable(report) : !Files.isWritable(folder)) {
            throw new InvalidInputException("Cannot write the report " + report + ": permission denied"
                    + (Files.exists(report) ? "." : " in the folder " + folder + "."));
        }
    }
}
