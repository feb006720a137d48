package org.nqueens.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.nqueens.io.Columns;
import org.nqueens.io.JsonWriter;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.relatives.MagicAnswer;
import org.nqueens.relatives.MagicSquare;
import org.nqueens.relatives.MagicSquares;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.SearchSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code nqueens magic N}: a magic square of order N whose number classes are queens solutions;
 * {@code nqueens magic --file F}: checks a square and says which of its classes are.
 */
@Command(name = "magic", mixinStandardHelpOptions = true,
        description = {"A magic square of order N (the numbers 1..N^2, every row, column and both diagonals with the same sum) whose"
                + " number classes are queens solutions: the cells of each block of N consecutive numbers, and of each remainder"
                + " mod N, are N non-attacking queens. Built as N * A + B + 1 from two orthogonal queen Latin squares: at once for N"
                + " prime to 6 (up to 100), by a search otherwise (N at most 13); FOUND, NONE (exit 1; proved or not) or UNKNOWN (exit 4).",
            "--file F ('-' reads standard input): checks the square written in F (whitespace-separated numbers, one row a line):"
                + " a square that is not magic is answered 'not magic' with the first row, column or diagonal whose sum differs"
                + " (exit 1); the blocks (block k holds (k-1)N+1..kN) and remainders whose cells are queens solutions are listed."})
final class MagicCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand parent;

    @Parameters(index = "0", arity = "0..1", paramLabel = "N", description = "The order of the square to build.")
    Integer n;

    @Option(names = "--file", paramLabel = "F", description = "Check the square in this file instead ('-' reads standard input).")
    String file;

    @Mixin
    SharedOptions.Threads threads;

    @Mixin
    SharedOptions.TimeLimit timeLimit = new SharedOptions.TimeLimit("Stopped so, it answers UNKNOWN (exit 4).");

    @Mixin
    SharedOptions.Format<OutputFormat> format = SharedOptions.Format.of(OutputFormat.TEXT, OutputFormat.JSON);

    @Override
    public Integer call() {
        OutputFormat chosen = format.chosen();
        if ((n == null) == (file == null)) {
            throw new InvalidInputException("magic takes either the order N of a square to build or --file F to check; give one of them.");
        }
        PrintWriter out = parent.spec.commandLine().getOut();
        if (file != null) {
            String source = file.equals(BoardOptions.STANDARD_INPUT) ? "standard input" : file;
            return check(out, MagicSquare.parse(read(file, source), source), chosen);
        }
        Cancellation cancellation = Cancellation.create();
        SearchSettings settings = timeLimit.applyTo(SearchSettings.defaults().withCancellation(cancellation));
        try (Interruption interruption = Interruption.cancelling(cancellation)) {
            MagicAnswer answer = MagicSquares.find(n, settings.start(), threads.count());
            if (chosen == OutputFormat.JSON) {
                JsonWriter.line(out, generator -> {
                    generator.writeStartObject();
                    generator.writeNumberField("n", answer.n());
                    generator.writeStringField("status", answer.status().name());
                    generator.writeBooleanField("proved", answer.proved());
                    generator.writeFieldName("square");
                    if (answer.square().isPresent()) {
                        generator.writeStartArray();
                        for (int[] row : answer.square().get().cells()) {
                            generator.writeArray(row, 0, row.length);
                        }
                        generator.writeEndArray();
                    } else {
                        generator.writeNull();
                    }
                    generator.writeStringField("reason", answer.reason());
                    generator.writeNumberField("millis", answer.elapsed().toMillis());
                    generator.writeEndObject();
                });
            } else {
                out.println("Magic square of order " + answer.n() + " with queens classes: " + answer.status()
                        + (answer.status() == MagicAnswer.Status.NONE ? (answer.proved() ? " (proved)" : " (not proved)") : ""));
                answer.square().ifPresent(square -> {
                    out.print(drawing(square));
                    out.println("Every row, column and diagonal sums to " + square.magicSum() + "; every block of " + answer.n()
                            + " consecutive numbers and every remainder mod " + answer.n() + " is a queens solution.");
                });
                out.println(answer.reason());
                out.flush();
            }
            return switch (answer.status()) {
                case FOUND -> ExitCodes.OK;
                case NONE -> ExitCodes.NO_SOLUTION;
                case UNKNOWN -> cancellation.isCancelled() ? ExitCodes.INTERRUPTED : ExitCodes.NO_ANSWER;
            };
        }
    }

    /** Checks {@code square}: magic or not (exit 1), and which of its classes are queens solutions. */
    private static int check(PrintWriter out, MagicSquare square, OutputFormat format) {
        Optional<String> fault = square.notMagic();
        List<Integer> blocks = square.queensBlocks().stream().map(k -> k + 1).toList();
        List<Integer> remainders = square.queensRemainders();
        int n = square.n();
        if (format == OutputFormat.JSON) {
            JsonWriter.line(out, generator -> {
                generator.writeStartObject();
                generator.writeNumberField("n", n);
                generator.writeBooleanField("magic", fault.isEmpty());
                if (fault.isPresent()) {
                    generator.writeStringField("fault", fault.get());
                } else {
                    generator.writeNullField("fault");
                }
                generator.writeNumberField("sum", square.magicSum());
                generator.writeArrayFieldStart("queens_blocks");
                for (int block : blocks) {
                    generator.writeNumber(block);
                }
                generator.writeEndArray();
                generator.writeArrayFieldStart("queens_remainders");
                for (int remainder : remainders) {
                    generator.writeNumber(remainder);
                }
                generator.writeEndArray();
                generator.writeEndObject();
            });
        } else {
            out.println(fault.map(why -> "Not magic: " + why + ".")
                    .orElse("A magic square of order " + n + " (every row, column and diagonal sums to " + square.magicSum() + ")."));
            out.println("Blocks of " + n + " consecutive numbers whose cells are queens solutions: " + blocks.size() + " of " + n
                    + listed(blocks.stream().map(k -> ((k - 1) * n + 1) + "-" + (k * n)).toList()));
            out.println("Remainders mod " + n + " whose cells are queens solutions: " + remainders.size() + " of " + n
                    + listed(remainders.stream().map(String::valueOf).toList()));
            out.flush();
        }
        return fault.isPresent() ? ExitCodes.NO_SOLUTION : ExitCodes.OK;
    }

    private static String listed(List<String> names) {
        return names.isEmpty() ? "." : " (" + String.join(", ", names) + ").";
    }

    /** The square's numbers in right-aligned columns, top row first. */
    static String drawing(MagicSquare square) {
        int width = Integer.toString(square.n() * square.n()).length();
        StringBuilder text = new StringBuilder();
        for (int[] row : square.cells()) {
            text.append(Arrays.stream(row).mapToObj(number -> Columns.right(number, width))
                    .collect(Collectors.joining(" "))).append('\n');
        }
        return text.toString();
    }

    /** The text of {@code file} ('-': standard input); a file that cannot be read is bad input. */
    private static String read(String file, String source) {
        try {
            byte[] bytes = file.equals(BoardOptions.STANDARD_INPUT) ? System.in.readAllBytes() : Files.readAllBytes(Path.of(file));
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InvalidInputException(source + ": cannot be read: " + InvalidInputException.reason(e) + ".", e);
        } catch (UncheckedIOException e) {
            throw new InvalidInputException(source + ": cannot be read: " + InvalidInputException.reason(e.getCause()) + ".", e);
        }
    }
}
