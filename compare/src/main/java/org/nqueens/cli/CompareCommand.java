package org.nqueens.cli;

import java.io.IOException;
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
import org.nqueens.formulations.Optimisers;
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
                + " reference backtracker, the known counts and the verifier. With no options, a quick battery of each question"
                + " (under 30 s on two cores): counts of n = 1..6, solution sets up to n = 5, two partial boards, one"
                + " solution of n = 16, five variants (16 queens in the 4 x 4 x 4 cube among them), three optima and the"
                + " disjoint solutions of n = 4 and 6 (both packers), each asked once; --full asks the whole battery"
                + " (counts of n = 1..10, sets up to 8, every bundled board, solutions of n = 50 and 100, every variant (the"
                + " cubes of n = 2..7 among them) and optimum, the disjoint solutions of n = 1..8, each asked three times). Standard output gets a summary a formulation and the verdict (--detail"
                + " adds a table a question), standard error the progress. Exit 0 when all agree, 3 on any wrong answer"
                + " (disagreement, failed verification, crash), 4 when a question got no answer from any formulation."})
final class CompareCommand implements Callable<Integer> {

    /** The largest size --n takes: every size of the range is a question of its own, held in a list. */
    private static final int MAX_COUNTED = 999_999;

    @ParentCommand
    NqueensCommand parent;

    @Option(names = "--full",
            description = "Ask the whole battery: every size, board, variant and optimum, each question three times (a minute"
                    + " or two on two cores; the options below still choose).")
    boolean full;

    @Option(names = "--detail", description = "In text, also print a table a question: every answer, its time and its work.")
    boolean detail;

    @Option(names = "--n", paramLabel = "FROM..TO",
            description = "The board sizes to count (default: 1.." + ComparisonPlan.QUICK_LARGEST_COUNTED + "; --full: 1..10);"
                    + " one size is written 8.")
    String sizes;

    @Option(names = "--sets-up-to", paramLabel = "N",
            description = "Compare the solution sets of the sizes of --n up to this one (default: " + ComparisonPlan.QUICK_LARGEST_SET
                    + "; --full: 8; at most " + ComparisonPlan.MAX_SET_SIZE + "; 0 for none).")
    Integer setsUpTo;

    @Option(names = "--solve", paramLabel = "N", split = ",", converter = SharedOptions.SizeConverter.class,
            description = "The larger board sizes to find one solution of (default: 16; --full: 50,100).")
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
            description = "Ask only these questions: counts, sets, completion, solve, variants, optima, disjoint (default: all).")
    List<String> questions;

    @Mixin
    ProblemOptions family;

    @Mixin
    SharedOptions.TimeLimit timeLimit = new SharedOptions.TimeLimit("The limit of each run (default: "
            + ComparisonPlan.DEFAULT_TIME_LIMIT.toSeconds() + "s); a run stopped so has no answer,"
            + " and a formulation stopped on one board size is not asked the larger ones.");

    @Option(names = "--repeat", paramLabel = "K",
            description = "Ask each question K times and show the run of median wall time; any wrong run is shown instead,"
                    + " and a run without an answer is not repeated (default: 1; --full: " + ComparisonPlan.DEFAULT_REPEAT + ").")
    Integer repeat;

    @Mixin
    SharedOptions.Seed seed;

    @Mixin
    SharedOptions.Threads threads = new SharedOptions.Threads("one a run, so that the times compare core for core");

    @Mixin
    SharedOptions.Format<ReportFormat> format = SharedOptions.Format.of(ReportFormat.values());

    @Option(names = "--reproducible",
            description = "Leave out what depends on the clock or the machine (times, the environment, which racer of a portfolio"
                    + " won and its work), so that the same options and seed print the same output byte for byte, the report"
                    + " included, as long as no run reaches its time limit.")
    boolean reproducible;

    @Option(names = "--report", paramLabel = "FILE.html",
            description = "Also write one self-contained HTML page: a summary a formulation, the tables, charts of time against n"
                    + " (one colour a formulation) and the level widths of the sizes counted.")
    Path report;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        ReportFormat chosen = format.chosen();
        ComparisonPlan plan = plan();
        if (report != null) {
            requireWritable(report);
        }
        PrintWriter err = parent.spec.commandLine().getErr();
        ComparisonResult measured;
        try (CompareProgress progress = CompareProgress.of(parent.quiet(), err)) {
            measured = Comparison.run(parent.formulations(), Optimisers.standard(), plan, progress);
        }
        ComparisonResult result = reproducible ? measured.reproducible() : measured;
        chosen.write(result, parent.spec.commandLine().getOut(), detail);
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
        ComparisonPlan plan = full ? ComparisonPlan.full() : ComparisonPlan.quick();
        int largestSet = setsUpTo == null ? plan.largestSet() : setsUpTo;
        if (largestSet < 0 || largestSet > ComparisonPlan.MAX_SET_SIZE) {
            throw new InvalidInputException("The size --sets-up-to (" + largestSet + ") must lie between 0 and "
                    + ComparisonPlan.MAX_SET_SIZE + ".");
        }
        List<Integer> solved = solveSizes == null ? plan.solveSizes() : solveSizes;
        for (int n : solved) {
            SolverChoice.requireSize(parent.formulations(), Task.SOLVE, n);
        }
        List<Integer> planned = plan.countSizes();
        String countedText = sizes == null ? planned.get(0) + ".." + planned.get(planned.size() - 1) : sizes;
        Quantities.SizeRange counted = Quantities.range(countedText, "the sizes --n", 1);
        if (counted.to() > MAX_COUNTED) {
            throw new InvalidInputException("The sizes --n (" + countedText + ") go past n = " + MAX_COUNTED + ", the largest size compare counts.");
        }
        plan = plan.withSizes(ComparisonPlan.range(counted.from(), counted.to()), largestSet).withSolveSizes(solved)
                .withRepeat(repeat == null ? plan.repeat() : repeat)
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
            plan = plan.withVariants(posedVariants(counted, countedText)).withQuestions(EnumSet.of(Question.VARIANTS));
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
    private List<Variant> posedVariants(Quantities.SizeRange counted, String countedText) {
        if (family.size != null) {
            if (spec.commandLine().getParseResult().hasMatchedOption("--n")) {
                throw new InvalidInputException("--size " + family.size + " poses one board and --n " + countedText + " a range of sizes;"
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
                throw new InvalidInputException("For n = " + n + " of --n " + countedText + ": " + e.getMessage(), e);
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
            // access(2) fails alike for a mode that forbids writing and for a read-only mount; only the second needs another disk.
            throw new InvalidInputException("Cannot write the report " + report + ": " + (readOnly(folder)
                    ? "the folder " + folder + " is on a read-only file system."
                    : "permission denied" + (Files.exists(report) ? "." : " in the folder " + folder + ".")));
        }
    }

    /** Whether {@code folder} lies on a file system mounted read-only; false where that cannot be told. */
    private static boolean readOnly(Path folder) {
        try {
            return Files.getFileStore(folder).isReadOnly();
        } catch (IOException e) {
            return false;
        }
    }
}
