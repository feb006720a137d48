package org.nqueens.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import org.nqueens.io.JsonWriter;
import org.nqueens.dlx.Engine;
import org.nqueens.dlx.ExactCover;
import org.nqueens.dlx.ExactCoverFormatException;
import org.nqueens.dlx.ExactCoverText;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.formulations.exactcover.ExactCoverRun;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Stats;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code nqueens exact-cover FILE|-}: dancing cells or dancing links on any problem in Knuth's text format.
 * Counts by default (on several threads, with the nodes and updates of one search), or lists the
 * first solutions as option lines.
 */
@Command(name = "exact-cover", mixinStandardHelpOptions = true,
        description = {"Count or list the solutions of any exact-cover problem in Knuth's text format.",
            "The format (DLX1): a line of item names, primary items first and '|' before the secondary ones, then one option"
                + " a line; lines beginning with '|' are comments.",
            "Counts the solutions (with the engine's nodes and updates; by links they are DLX1's), or with --first or --limit lists"
                + " solutions as option lines.",
            "'nqueens generate exact-cover' writes pentomino, Langford and Sudoku problems; 'nqueens model N --solver dlx' the queens."})
final class ExactCoverCommand implements Callable<Integer> {

    private static final String STANDARD_INPUT = "standard input";

    @ParentCommand
    NqueensCommand parent;

    @Parameters(index = "0", paramLabel = "FILE|-", description = "The problem, or '-' to read it from standard input.")
    String file;

    @ArgGroup(exclusive = true)
    Listing listing;

    @Option(names = "--engine", paramLabel = "ENGINE",
            description = "The search: 'cells' (dancing cells, as Knuth's SSXC1) or 'links' (dancing links, as his DLX1)."
                + " Default: the faster on the problem, links where the secondary items outnumber the primary ones more than four"
                + " to one (a super-queen's knight pairs, a cube's lines), cells elsewhere (queens, pentominoes, Langford pairs, Sudoku).")
    Engine engine;

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
        Engine chosen = engine != null ? engine : Engine.fasterOn(problem);
        Cancellation cancellation = Cancellation.create();
        SearchSettings settings = timeLimit.applyTo(SearchSettings.defaults().withThreads(threadCount).withCancellation(cancellation));
        PrintWriter out = parent.spec.commandLine().getOut();
        boolean json = format == OutputFormat.JSON;
        try (Interruption interruption = Interruption.cancelling(cancellation)) {
            if (listing == null) {
                CountResult counted = ExactCoverRun.count(problem, chosen, settings);
                if (json) {
                    json(out, problem, chosen, counted.count(), counted.complete(), null, threadCount, counted.elapsed(), counted.stats());
                } else {
                    String solutions = solutions(counted.count());
                    out.println(counted.complete() ? solutions
                            : "at least " + solutions + " (stopped: " + reason(cancellation) + "; the count is partial)");
                    work(out, problem, threadCount, chosen, counted.elapsed(), counted.stats());
                }
                out.flush();
                return ExitCodes.of(counted);
            }
            ExactCoverRun.Listing listed = ExactCoverRun.list(problem, chosen, listing.solutions(), settings, json,
                    (number, options) -> json || print(out, problem, number, options));
            if (json) {
                json(out, problem, chosen, listed.found(), listed.exhausted(), listed.solutions(), 1, listed.elapsed(), listed.stats());
            } else {
                String solutions = solutions(listed.found());
                if (listed.exhausted()) {
                    out.println(listed.found() == 0 ? "no solution exists" : solutions + " listed: every solution");
                } else if (listed.found() == listed.limit()) {
                    out.println(solutions + " listed, as asked; there may be more");
                } else {
                    out.println(solutions + " listed (stopped: " + reason(cancellation) + " before " + listed.limit() + " were found)");
                }
                work(out, problem, 1, chosen, listed.elapsed(), listed.stats());
            }
            out.flush();
            return ExitCodes.of(listed.status());
        }
    }

    private static String reason(Cancellation cancellation) {
        return cancellation.isCancelled() ? "interrupted" : "time limit reached";
    }

    private static String solutions(long count) {
        return count + (count == 1 ? " solution" : " solutions");
    }

    /** Prints solution {@code number} as its option lines; false when the reader has gone (a closed pipe), to stop the search. */
    private static boolean print(PrintWriter out, ExactCover problem, long number, int[] options) {
        out.println("solution " + number + ":");
        for (int option : options) {
            out.println(optionLine(problem, option));
        }
        out.println();
        out.flush();
        // The reader has gone: it has what it wanted, as if it had asked for no more.
        return !out.checkError();
    }

    /**
     * The text of {@code bytes}: UTF-8 after a byte-order mark, if any (as board files are read); a byte
     * that is not UTF-8 is one line naming its offset and line.
     */
    private static String text(byte[] bytes, String source) {
        ByteBuffer input = ByteBuffer.wrap(bytes);
        CharBuffer output = CharBuffer.allocate(bytes.length);
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder();
        CoderResult result = decoder.decode(input, output, true);
        if (result.isError()) {
            int offset = input.position();
            int line = 1;
            for (int i = 0; i < offset; i++) {
                line += bytes[i] == '\n' ? 1 : 0;
            }
            throw new InvalidInputException(source + ": is not UTF-8 text: byte " + (offset + 1) + " (on line " + line
                    + ") is not part of a UTF-8 character.");
        }
        decoder.flush(output);
        String text = output.flip().toString();
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /**
     * Refuses a closed standard input. The JVM then gives descriptor 0 to the first file it opens (its own
     * lib/modules), which System.in would read as the problem; on Linux /proc names what descriptor 0 is.
     */
    private static void requireStandardInputOpen() {
        Path descriptor = Path.of("/proc/self/fd/0");
        try {
            if (Files.isSymbolicLink(descriptor)
                    && Files.readSymbolicLink(descriptor).startsWith(Path.of(System.getProperty("java.home")).toRealPath())) {
                throw new InvalidInputException(STANDARD_INPUT + ": is closed; give a file, or pipe the problem in.");
            }
        } catch (IOException e) {
            // Where /proc cannot say, standard input is read as it is.
        }
    }

    /** Reads the problem; every fault of the input becomes one line naming the source (and the line where there is one). */
    private ExactCover read(String source) {
        ExactCover problem;
        try {
            byte[] bytes;
            if (source.equals(STANDARD_INPUT)) {
                // Standard input is not ours to close.
                requireStandardInputOpen();
                bytes = System.in.readAllBytes();
            } else {
                Path path = Path.of(file);
                if (Files.isDirectory(path)) {
                    throw new InvalidInputException(source + ": is a directory, not a file of an exact-cover problem.");
                }
                bytes = Files.readAllBytes(path);
            }
            problem = ExactCoverText.read(new StringReader(text(bytes, source)), source);
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

    /** The problem's size and the search's work, the last line of the text. */
    private static void work(PrintWriter out, ExactCover problem, int threads, Engine engine, Duration elapsed, Stats stats) {
        int primary = problem.primaryCount();
        out.println(problem.itemCount() + " items (" + primary + " primary, " + (problem.itemCount() - primary) + " secondary), "
                + problem.optionCount() + " options; " + threads + (threads == 1 ? " thread, " : " threads, ")
                + "dancing " + engine.id() + ", " + elapsed.toMillis() + " ms, nodes " + stats.get(Stats.NODES).orElse(0) + ", updates " + stats.get(Stats.UPDATES).orElse(0));
    }

    /** The answer as one JSON object; {@code solutions} null for a count, which lists none. */
    private void json(PrintWriter out, ExactCover problem, Engine engine, long count, boolean complete, List<int[]> solutions, int threads, Duration elapsed,
            Stats stats) {
        JsonWriter.line(out, generator -> {
            generator.writeStartObject();
            generator.writeStringField("input", file);
            generator.writeNumberField("items", problem.itemCount());
            generator.writeNumberField("primary", problem.primaryCount());
            generator.writeNumberField("options", problem.optionCount());
            generator.writeNumberField("count", count);
            generator.writeBooleanField("complete", complete);
            if (solutions != null) {
                generator.writeArrayFieldStart("solutions");
                for (int[] options : solutions) {
                    generator.writeStartArray();
                    for (int option : options) {
                        generator.writeString(optionLine(problem, option));
                    }
                    generator.writeEndArray();
                }
                generator.writeEndArray();
            }
            generator.writeStringField("engine", engine.id());
            generator.writeNumberField("threads", threads);
            generator.writeNumberField("millis", elapsed.toMillis());
            generator.writeObjectFieldStart("stats");
            generator.writeNumberField("nodes", stats.get(Stats.NODES).orElse(0));
            generator.writeNumberField("updates", stats.get(Stats.UPDATES).orElse(0));
            generator.writeEndObject();
            generator.writeEndObject();
        });
    }
}
