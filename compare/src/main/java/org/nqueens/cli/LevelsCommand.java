package org.nqueens.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.nqueens.teach.LevelWidths;
import org.nqueens.teach.TeachJson;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code nqueens levels N}: the safe k-arrangements at each depth k, whose sum is the reference search's placements. */
@Command(name = "levels", mixinStandardHelpOptions = true,
        description = {"Count the safe k-arrangements at each depth k: k queens on rows 1..k that do not attack each other "
                + "(the level-by-level construction). They sum to the placements of the reference search; the last is the solutions.",
            "For n = 1.." + LevelWidths.MAX_N + ". With --format svg, the profile as a bar chart, one bar a depth."})
final class LevelsCommand implements Callable<Integer> {

    private static final int BAR = 50;

    @ParentCommand
    NqueensCommand parent;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "N", converter = SharedOptions.SizeConverter.class, description = "The board size.")
    int n;

    /** --board and --file, which the other commands take: refused by name, since the widths are the empty board's. */
    @Option(names = "--board", paramLabel = "B", hidden = true)
    void refuseBoard(String ignored) {
        throw takesNOnly("--board");
    }

    @Option(names = "--file", paramLabel = "F", hidden = true)
    void refuseFile(String ignored) {
        throw takesNOnly("--file");
    }

    @Mixin
    SharedOptions.Format<OutputFormat> formatOption = SharedOptions.Format.of(OutputFormat.TEXT, OutputFormat.JSON, OutputFormat.SVG);

    @Option(names = "--log", description = "With --format svg, draw the bars on a log scale: the widths grow by orders of magnitude"
            + " down the tree, and the first levels vanish beside the widest on a linear one.")
    boolean log;

    private ParameterException takesNOnly(String option) {
        return new ParameterException(spec.commandLine(), "levels counts the empty board of size N; it takes N only, not " + option);
    }

    @Override
    public Integer call() {
        OutputFormat format = formatOption.chosen();
        LevelWidths levels = LevelWidths.of(n);
        long[] widths = levels.widths();
        PrintWriter out = parent.spec.commandLine().getOut();
        if (format == OutputFormat.SVG) {
            out.print(LevelsChart.svg(levels, log));
            out.flush();
        } else if (format == OutputFormat.JSON) {
            TeachJson.write(out, generator -> {
                generator.writeStartObject();
                generator.writeNumberField("n", n);
                generator.writeArrayFieldStart("levels");
                for (long width : widths) {
                    generator.writeNumber(width);
                }
                generator.writeEndArray();
                generator.writeNumberField("placements", levels.placements());
                generator.writeEndObject();
            });
        } else {
            long widest = 1;
            for (long width : widths) {
                widest = Math.max(widest, width);
            }
            int numberWidth = Math.max(12, Long.toString(widest).length() + 1);
            out.println("n = " + n + ": safe k-arrangements at each depth k (k queens on rows 1..k, none attacking another)");
            out.println(String.format("%3s %" + numberWidth + "s", "k", "arrangements"));
            for (int k = 1; k <= n; k++) {
                long width = widths[k - 1];
                int bar = (int) Math.round((double) width * BAR / widest);
                out.println(String.format("%3d %" + numberWidth + "d  %s", k, width, "#".repeat(width > 0 ? Math.max(bar, 1) : 0)).stripTrailing());
            }
            out.println("sum " + levels.placements() + ": the queens the reference search places (constrained DFS); last level "
                    + levels.solutions() + ": the solutions");
            out.flush();
        }
        return ExitCodes.OK;
    }
}
