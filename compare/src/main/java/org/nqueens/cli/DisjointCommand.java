package org.nqueens.cli;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.nqueens.formulations.Packers;
import org.nqueens.io.Columns;
import org.nqueens.io.JsonWriter;
import org.nqueens.problem.Coordinates;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Solution;
import org.nqueens.relatives.DisjointAnswer;
import org.nqueens.relatives.DisjointSolutions;
import org.nqueens.relatives.Packer;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.SearchSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code nqueens disjoint N}: the most mutually disjoint solutions of one board, proved; {@code --latin}: whether n of them tile it. */
@Command(name = "disjoint", mixinStandardHelpOptions = true,
        description = {"The most solutions of n-queens that fit on one board with no two sharing a square (OEIS A171760), proved,"
                + " drawn with each set's queens as its number (1-9, then A-Z, a-z).",
            "--latin: whether n disjoint solutions tile the board (a queen Latin square, OEIS A168553), with the square or the proof"
                + " that there is none (exit 1).",
            "For n prime to 6 the modular square (row + 2 column) mod n answers at once (unless --solver names a search); otherwise"
                + " the search holds every solution of the board, so n is at most 13. Solvers: dlx (default), cpsat.",
            "Status OPTIMAL (value proved), FEASIBLE (a time limit stopped the proof: the bound is printed) or UNKNOWN (exit 4)."})
final class DisjointCommand implements Callable<Integer> {

    /** The marks of the sets in a drawing, set 1 first. */
    private static final String MARKS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

    @ParentCommand
    NqueensCommand parent;

    @Parameters(index = "0", paramLabel = "N", description = "The board size.")
    int n;

    @Option(names = "--latin", description = "Ask whether n disjoint solutions tile the board (a queen Latin square).")
    boolean latin;

    @Mixin
    SharedOptions.Solver solver = SharedOptions.Solver.defaulting("dlx; cpsat also answers, and without --solver the modular construction"
            + " answers n prime to 6");

    @Mixin
    SharedOptions.Threads threads;

    @Mixin
    SharedOptions.TimeLimit timeLimit = new SharedOptions.TimeLimit("Stopped so, it prints the most disjoint solutions found and the"
            + " bound proved (FEASIBLE, exit 0), or none (UNKNOWN, exit 4); --latin: exists unknown (exit 4).");

    @Mixin
    SharedOptions.Format<OutputFormat> format = SharedOptions.Format.of(OutputFormat.TEXT, OutputFormat.JSON);

    @Override
    public Integer call() {
        OutputFormat chosen = format.chosen();
        Packers packers = Packers.standard(threads.count());
        Optional<Packer> named = packers.named(solver.id);
        Cancellation cancellation = Cancellation.create();
        SearchSettings settings = timeLimit.applyTo(SearchSettings.defaults().withCancellation(cancellation));
        PrintWriter out = parent.spec.commandLine().getOut();
        try (Interruption interruption = Interruption.cancelling(cancellation)) {
            DisjointAnswer answer = DisjointSolutions.answer(n, latin, named, packers.first(), settings.start());
            if (chosen == OutputFormat.JSON) {
                json(out, answer);
            } else {
                text(out, answer);
            }
            out.flush();
            if (latin) {
                return answer.exists().map(exists -> exists ? ExitCodes.OK : ExitCodes.NO_SOLUTION)
                        .orElse(cancellation.isCancelled() ? ExitCodes.INTERRUPTED : ExitCodes.NO_ANSWER);
            }
            return answer.status() != DisjointAnswer.Status.UNKNOWN ? ExitCodes.OK
                    : cancellation.isCancelled() ? ExitCodes.INTERRUPTED : ExitCodes.NO_ANSWER;
        }
    }

    private static void text(PrintWriter out, DisjointAnswer answer) {
        int n = answer.n();
        if (answer.latin()) {
            String verdict = answer.exists().map(exists -> exists ? "exists" : "none exists (proved)").orElse("unknown (stopped)");
            out.println("Queen Latin square of order " + n + " (" + n + " disjoint solutions): " + verdict);
        } else {
            String headline = switch (answer.status()) {
                case OPTIMAL -> answer.value() + " (OPTIMAL)";
                case FEASIBLE -> answer.value() + " (FEASIBLE, bound " + answer.bound() + ")";
                case UNKNOWN -> "no set found (UNKNOWN, bound " + answer.bound() + ")";
            };
            out.println("Disjoint solutions of " + n + "-queens: " + headline);
        }
        if (!answer.sets().isEmpty()) {
            out.print(draw(n, answer.sets()));
        }
        out.println(answer.reason());
        StringBuilder work = new StringBuilder("solver " + answer.solver() + ", " + answer.elapsed().toMillis() + " ms");
        for (Map.Entry<String, Long> entry : answer.stats().values().entrySet()) {
            work.append(", ").append(entry.getKey()).append(' ').append(entry.getValue());
        }
        out.println(work);
    }

    /** The board with set k's queens drawn as its mark, row n at the top; the sets listed instead where there are too many to mark. */
    private static String draw(int n, List<Solution> sets) {
        if (sets.size() > MARKS.length()) {
            StringBuilder list = new StringBuilder();
            for (int k = 0; k < sets.size(); k++) {
                list.append("set ").append(k + 1).append(": ").append(sets.get(k)).append('\n');
            }
            return list.toString();
        }
        char[][] marks = new char[n + 1][n + 1];
        for (char[] row : marks) {
            Arrays.fill(row, '.');
        }
        for (int k = 0; k < sets.size(); k++) {
            for (int row = 1; row <= n; row++) {
                marks[row][sets.get(k).column(row)] = MARKS.charAt(k);
            }
        }
        int labelWidth = Integer.toString(n).length();
        StringBuilder text = new StringBuilder();
        for (int row = n; row >= 1; row--) {
            text.append(Columns.right(row, labelWidth));
            for (int column = 1; column <= n; column++) {
                text.append(' ').append(marks[row][column]);
            }
            text.append('\n');
        }
        if (n <= 26) {
            text.append(" ".repeat(labelWidth));
            for (int column = 1; column <= n; column++) {
                text.append(' ').append(Coordinates.columnName(column));
            }
            text.append('\n');
        }
        return text.toString();
    }

    private static void json(PrintWriter out, DisjointAnswer answer) {
        JsonWriter.line(out, generator -> {
            generator.writeStartObject();
            generator.writeNumberField("n", answer.n());
            if (answer.latin()) {
                Optional<Boolean> exists = answer.exists();
                if (exists.isPresent()) {
                    generator.writeBooleanField("exists", exists.get());
                } else {
                    generator.writeNullField("exists");
                }
                generator.writeBooleanField("proved", exists.isPresent());
            } else {
                if (answer.status() == DisjointAnswer.Status.UNKNOWN) {
                    generator.writeNullField("value");
                } else {
                    generator.writeNumberField("value", answer.value());
                }
                generator.writeNumberField("bound", answer.bound());
                generator.writeStringField("status", answer.status().name());
            }
            generator.writeStringField("bound_reason", answer.reason());
            generator.writeFieldName("witness");
            if (answer.sets().isEmpty() && (answer.latin() || answer.status() == DisjointAnswer.Status.UNKNOWN)) {
                generator.writeNull();
            } else {
                generator.writeStartObject();
                generator.writeArrayFieldStart("sets");
                for (Solution set : answer.sets()) {
                    JsonWriter.squares(generator, Placement.of(set).squares());
                }
                generator.writeEndArray();
                generator.writeEndObject();
            }
            generator.writeStringField("solver", answer.solver());
            generator.writeNumberField("millis", answer.elapsed().toMillis());
            generator.writeObjectFieldStart("stats");
            for (Map.Entry<String, Long> entry : answer.stats().values().entrySet()) {
                generator.writeNumberField(entry.getKey(), entry.getValue());
            }
            generator.writeEndObject();
            generator.writeEndObject();
        });
    }
}
