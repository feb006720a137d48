package org.nqueens.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Quote;
import org.nqueens.problem.Scope;
import org.nqueens.teach.CpSatTrace;
import org.nqueens.teach.ReferenceTrace;
import org.nqueens.teach.TeachJson;
import org.nqueens.teach.Trace;
import org.nqueens.teach.TraceTable;
import org.nqueens.teach.TracedSearch;
import org.nqueens.teach.TracedSearches;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code nqueens trace N}: the search step by step, one line an event, as seed 004's table. */
@Command(name = "trace", mixinStandardHelpOptions = true,
        description = {"Follow a search step by step on a small board: each queen placed, each square rejected with the queen "
                + "that attacks it and the rule that failed (same column, or |j - l| = |i - k|), each backtrack, the solution.",
            "Stops at the first solution (as the seed's procedure does) unless --all is given."})
final class TraceCommand implements Callable<Integer> {

    /** The largest board traced: beyond it the table no longer fits a screen. */
    static final int MAX_N = 12;
    /** The most free rows traced to the end of the search (--all) without a --limit. */
    static final int MAX_WHOLE_SEARCH_ROWS = 8;
    /** What trace and tree say of a board whose given queens fill every row. */
    static final String COMPLETE_BOARD = "the board as given is complete: a queen in every row, none attacking another, so it is a solution;"
            + " there is nothing to search";

    @ParentCommand
    NqueensCommand parent;

    @Mixin
    BoardArguments question;

    @Option(names = "--start", paramLabel = "COLUMNS",
            description = "Resume the search from these columns of rows 1..k, e.g. \"7 5 3 1\" (the reference backtracker, empty board).")
    String start;

    @Mixin
    SharedOptions.Solver solverOption = new SharedOptions.Solver("The search to trace", "backtrack, the reference backtracker");

    @Option(names = "--limit", paramLabel = "K", description = "Stop after K events.")
    Long limit;

    @Option(names = "--all", description = "Go on past the first solution to the end of the search.")
    boolean all;

    @Option(names = "--every-column",
            description = "Try every column, as the test Place(k, i) does, and show the used ones rejected by the column rule "
                    + "(by default only the columns not yet used are tried, as in seed 004's table).")
    boolean everyColumn;

    @Mixin
    SharedOptions.Format<OutputFormat> formatOption = SharedOptions.Format.of(OutputFormat.TEXT, OutputFormat.JSON);

    @Override
    public Integer call() {
        OutputFormat format = formatOption.chosen();
        if (limit != null && limit < 1) {
            throw new InvalidInputException("The limit --limit (" + limit + ") must be at least 1.");
        }
        Problem problem = question.problem();
        if (Math.max(problem.rows(), problem.columns()) > MAX_N) {
            throw new InvalidInputException("trace follows boards up to n = " + MAX_N + " (a line a step, a column a row); "
                    + problem.geometry() + " is too wide. Try N = 8, or use count for large boards.");
        }
        int free = problem.rows() - problem.given().size();
        if (free == 0) {
            // The given queens fill every row and attack no other (checked when the board was read): a solution, no search.
            PrintWriter out = parent.spec.commandLine().getOut();
            if (format == OutputFormat.JSON) {
                TeachJson.events(out, List.of());
            } else {
                out.println(COMPLETE_BOARD);
                out.flush();
            }
            return ExitCodes.OK;
        }
        if (all && limit == null && free > MAX_WHOLE_SEARCH_ROWS) {
            throw new InvalidInputException("--all traces the whole search, which for " + free + " free rows runs to millions of lines; "
                    + "give --limit K, or a board with at most " + MAX_WHOLE_SEARCH_ROWS + " free rows.");
        }
        Optional<CpSatTrace> watched = TracedSearches.watched(solver());
        if (watched.isPresent()) {
            CpSatTrace watch = watched.get();
            if (!Scope.CLASSIC.admits(problem)) {
                throw Trace.classicOnly(watch.id(), problem);
            }
            if (start != null || everyColumn) {
                throw new InvalidInputException("--start and --every-column are for the reference backtracker (--solver backtrack), not '"
                        + watch.id() + "'.");
            }
            boolean found = watch.print(parent.spec.commandLine().getOut(), problem, all ? (limit == null ? Integer.MAX_VALUE : limit) : 1,
                    format == OutputFormat.JSON);
            return found ? ExitCodes.OK : ExitCodes.NO_SOLUTION;
        }
        TracedSearch search = search();
        Trace trace = Trace.record(search, problem, !all, limit == null ? Long.MAX_VALUE : limit);
        PrintWriter out = parent.spec.commandLine().getOut();
        if (format == OutputFormat.JSON) {
            TeachJson.events(out, trace.events());
        } else {
            boolean classic = Scope.CLASSIC.admits(problem);
            String on = classic ? "the " + problem.rows() + " x " + problem.rows() + " board" : problem.describe();
            out.println("trace of " + search.id() + " on " + on + ": the columns of the " + (classic ? "queens" : "pieces")
                    + " of rows 1.." + problem.rows() + ", the attacking pair starred; (i, j) is the square tried, (k, l) the queen that attacks it"
                    + (search.fixesByPropagation() ? "; 4' a queen fixed by propagation, not decided" : ""));
            if (!(search instanceof ReferenceTrace)) {
                // What the search is, and for the bitboard which of its searches this is: the output says so.
                out.println("the search: " + search.title());
            }
            TraceTable.lines(trace).forEach(out::println);
            out.println(ending(trace));
            out.flush();
        }
        boolean solved = trace.events().stream().anyMatch(event -> event.kind() == org.nqueens.teach.TraceEvent.Kind.SOLUTION);
        return trace.ending() == Trace.Ending.SEARCH_DONE && !solved ? ExitCodes.NO_SOLUTION : ExitCodes.OK;
    }

    /** The search to trace: the one named, else the reference backtracker. */
    private String solver() {
        return solverOption.orElse("backtrack");
    }

    private TracedSearch search() {
        TracedSearch search = TracedSearches.of(solver());
        if (search instanceof ReferenceTrace reference) {
            if (everyColumn) {
                reference = reference.everyColumn();
            }
            if (start != null) {
                reference = reference.from(columns(start));
            }
            return reference;
        }
        if (start != null || everyColumn) {
            throw new InvalidInputException("--start and --every-column are for the reference backtracker (--solver backtrack), not " + Quote.of(solver()) + ".");
        }
        return search;
    }

    private static int[] columns(String text) {
        String[] tokens = text.strip().split("[\\s,]+");
        int[] columns = new int[tokens.length];
        for (int i = 0; i < tokens.length; i++) {
            try {
                columns[i] = Integer.parseInt(tokens[i]);
            } catch (NumberFormatException e) {
                throw new InvalidInputException("The start --start \"" + text + "\" must list columns (whole numbers) of rows 1..k; '"
                        + tokens[i] + "' is not one.");
            }
        }
        if (text.isBlank()) {
            throw new InvalidInputException("The start --start is empty; give the columns of rows 1..k, e.g. \"7 5 3 1\".");
        }
        return columns;
    }

    private static String ending(Trace trace) {
        long events = trace.events().size();
        String counts = events + (events == 1 ? " event, " : " events, ") + trace.placements() + " placements";
        return switch (trace.ending()) {
            case FIRST_SOLUTION -> "stopped at the first solution: " + counts + " (--all goes on to the end of the search)";
            case LIMIT -> "stopped at the limit: " + counts;
            case SEARCH_DONE -> "the search is done: " + counts;
        };
    }
}
