package org.nqueens.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.BooleanSupplier;
import org.nqueens.dlx.DancingLinks;
import org.nqueens.dlx.ExactCover;
import org.nqueens.dlx.ExactCoverFormatException;
import org.nqueens.dlx.ExactCoverText;
import org.nqueens.dlx.ParallelCount;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.solver.Cancellation;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code nqueens exact-cover FILE|-}: the dancing-links engine on any problem in Knuth's text format.
 * Counts by default (on several threads, with the nodes and updates of one search), or lists the
 * first solutions as option lines.
 */
@Command(name = "exact-cover", mixinStandardHelpOptions = true,
        description = {"Count or list the solutions of any exact-cover problem in Knuth's text format.",
            "The format (DLX1): a line of item names, primary items first and '|' before the secondary ones, then one option"
                + " a line; lines beginning with '|' are comments.",
            "Counts the solutions (with DLX1's nodes and updates), or with --first or --limit lists solutions as option lines.",
            "'nqueens generate exact-cover' writes pentomino, Langford and Sudoku problems; 'nqueens model N --solver dlx' the queens."})
final class ExactCoverCommand implements Callable<Integer> {

    private static final JsonFactory JSON = JsonFactory.builder().build();
    private static final String STANDARD_INPUT = "standard input";

    @ParentCommand
    NqueensCommand parent;

    @Parameters(index = "0", paramLabel = "FILE|-", description = "The problem, or '-' to read it from standard input.")
    String file;

    @ArgGroup(exclusive = true)
    Listing listing;

    @Mixin
    SharedOptions.Threads threads;

    @Mixin
    SharedOptions.TimeLimit timeLimit = new SharedOptions.TimeLimit("Stopped so, it prints what it counted or listed, marked partial (exit 4).");

    @Mixin
    SharedOptions.Format<OutputFormat> formatOption = SharedOptions.Format.of(OutputFormat.TEXT, OutputFormat.JSON);

    /** --first or --limit K: list solutions instead of only counting them. */
    static final class Listing {
        @Option(names = "--first", required = true, description = "Print the first solution found.")
        boolean first;

        @Option(names = "--limit", paramLabel = "K", required = true, description = "Print the first K solutions found.")
        Long limit;

        long solutions() {
            return first ? 1 : limit;
        }
    }

    @Override
    public Integer call() {
        OutputFormat format = formatOption.chosen();
        if (listing != null && listing.limit != null && listing.limit < 1) {
            throw new InvalidInputException("The limit --limit (" + listing.limit + ") must be at least 1.");
        }
        int threadCount = threads.count();
        String source = file.equals("-") ? STANDARD_INPUT : file;
        ExactCover problem = read(source);
        Cancellation cancellation = Cancellation.create();
        long start = System.nanoTime();
        BooleanSupplier stop = timeLimit.limit == null ? cancellation::isCancelled : deadline(start, timeLimit.limit, cancellation);
        PrintWriter out = parent.spec.commandLine().getOut();
        try (Interruption interruption = Interruption.cancelling(cancellation)) {
            Answer answer = listing == null
                    ? count(problem, threadCount, stop)
                    : list(problem, listing.solutions(), stop, format == OutputFormat.TEXT ? out : null);
            long millis = (System.nanoTime() - start) / 1_000_000;
            String reason = cancellation.isCancelled() ? "interrupted" : "time limit reached";
            if (format == OutputFormat.JSON) {
                json(out, file, problem, answer, millis);
            } else {
                text(out, problem, answer, millis, reason);
            }
            out.flush();
            return exitCode(answer);
        }
    }

    private static BooleanSupplier deadline(long start, Duration limit, Cancellation cancellation) {
        long end = start + limit.toNanos();
        return () -> cancellation.isCancelled() || System.nanoTime() - end >= 0;
    }

    /** What a run found: how many solutions, whether that is all, the listed ones, and the work. */
    private record Answer(long count, boolean exhausted, Long limit, List<int[]> solutions, int threads, long nodes, long updates) {
    }

    private static Answer count(ExactCover problem, int threads, BooleanSupplier stop) {
        ParallelCount.Result result = ParallelCount.count(problem, threads, stop);
        return new Answer(result.count(), result.exhausted(), null, List.of(), threads, result.nodes(), result.updates());
    }

    /** Lists up to {@code limit} solutions of one search; prints each to {@code text} as it is found when that is not null. */
    private static Answer list(ExactCover problem, long limit, BooleanSupplier stop, PrintWriter text) {
        DancingLinks search = DancingLinks.of(problem).stopWhen(stop);
        List<int[]> solutions = new ArrayList<>();
        long found = 0;
        while (found < limit && search.next() == DancingLinks.Outcome.SOLUTION) {
            found++;
            int[] options = search.solution();
            if (text == null) {
                solutions.add(options);
            } else {
                text.println("solution " + found + ":");
                for (int option : options) {
                    text.println(optionLine(problem, option));
                }
                text.println();
                text.flush();
                if (text.checkError()) {
                    // The reader has gone (a closed pipe): it has what it wanted, as if it had asked for no more; stop searching.
                    return new Answer(found, false, found, solutions, 1, search.nodes(), search.updates());
                }
            }
        }
        return new Answer(found, search.exhausted(), limit, solutions, 1, search.nodes(), search.updates());
    }

    private static int exitCode(Answer answer) {
        if (answer.limit() == null) {
            return answer.exhausted() ? ExitCodes.OK : ExitCodes.NO_ANSWER;
        }
        if (answer.count() == answer.limit() || answer.exhausted() && answer.count() > 0) {
            return ExitCodes.OK;
        }
        return answer.exhausted() ? ExitCodes.NO_SOLUTION : ExitCodes.NO_ANSWER;
    }

    /** Reads the problem; every fault of the input becomes one line naming the source (and the line where there is one). */
    private ExactCover read(String source) {
        ExactCover problem;
        try {
            if (source.equals(STANDARD_INPUT)) {
                // Standard input is not ours to close.
                problem = ExactCoverText.read(new InputStreamReader(System.in, StandardCharsets.UTF_8), source);
            } else {
                Path path = Path.of(file);
                if (Files.isDirectory(path)) {
                    throw new InvalidInputException(source + ": is a directory, not a file of an exact-cover problem.");
                }
                try (Reader reader = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
                    problem = ExactCoverText.read(reader, source);
                }
            }
        } catch (NoSuchFileException e) {
            throw new InvalidInputException(source + ": no such file.");
        } catch (IOException e) {
            throw new InvalidInputException(source + ": cannot be read: " + InvalidInputException.reason(e) + ".", e);
        } catch (UncheckedIOException e) {
            throw new InvalidInputException(source + ": cannot be read: " + InvalidInputException.reason(e.getCause()) + ".", e);
        } catch (ExactCoverFormatException e) {
            throw new InvalidInputException(e.getMessage());
        }
        if (problem.itemCount() == 0) {
            throw new InvalidInputException(source + ": no item line; the input is empty or holds only comments and blank lines,"
                    + " but a problem in Knuth's format begins with the line of its item names.");
        }
        return problem;
    }

    /** An option as Knuth's programs print it: its item names in the order given, separated by spaces. */
    private static String optionLine(ExactCover problem, int option) {
        StringBuilder line = new StringBuilder();
        for (int item : problem.option(option)) {
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(problem.itemName(item));
        }
        return line.toString();
    }

    private static void text(PrintWriter out, ExactCover problem, Answer answer, long millis, String reason) {
        String solutions = answer.count() + (answer.count() == 1 ? " solution" : " solutions");
        if (answer.limit() == null) {
            out.println(answer.exhausted() ? solutions : "at least " + solutions + " (stopped: " + reason + "; the count is partial)");
        } else if (answer.exhausted()) {
            out.println(answer.count() == 0 ? "no solution exists" : solutions + " listed: every solution");
        } else if (answer.count() == answer.limit()) {
            out.println(solutions + " listed, as asked; there may be more");
        } else {
            out.println(solutions + " listed (stopped: " + reason + " before " + answer.limit() + " were found)");
        }
        int primary = problem.primaryCount();
        out.println(problem.itemCount() + " items (" + primary + " primary, " + (problem.itemCount() - primary) + " secondary), "
                + problem.optionCount() + " options; " + answer.threads() + (answer.threads() == 1 ? " thread, " : " threads, ")
                + millis + " ms, nodes " + answer.nodes() + ", updates " + answer.updates());
    }

    private static void json(PrintWriter out, String source, ExactCover problem, Answer answer, long millis) {
        try (JsonGenerator generator = JSON.createGenerator(out)) {
            generator.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            generator.writeStartObject();
            generator.writeStringField("input", source);
            generator.writeNumberField("items", problem.itemCount());
            generator.writeNumberField("primary", problem.primaryCount());
            generator.writeNumberField("options", problem.optionCount());
            generator.writeNumberField("count", answer.count());
            generator.writeBooleanField("complete", answer.exhausted());
            if (answer.limit() != null) {
                generator.writeArrayFieldStart("solutions");
                for (int[] options : answer.solutions()) {
                    generator.writeStartArray();
                    for (int option : options) {
                        generator.writeString(optionLine(problem, option));
                    }
                    generator.writeEndArray();
                }
                generator.writeEndArray();
            }
            generator.writeNumberField("threads", answer.threads());
            generator.writeNumberField("millis", millis);
            generator.writeObjectFieldStart("stats");
            generator.writeNumberField("nodes", answer.nodes());
            generator.writeNumberField("updates", answer.updates());
            generator.writeEndObject();
            generator.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.println();
    }
}
