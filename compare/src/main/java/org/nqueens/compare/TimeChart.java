package org.nqueens.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * An inline SVG chart of wall time against n for one question, one series a formulation, time on a
 * log scale, so that a reader sees where each formulation's cost takes off. Answers are filled
 * points; runs stopped by the time limit are hollow; wrong answers are ringed red. Each series is a
 * {@code <g class="series" data-solver="id">}, which the report check counts, in the formulation's own colour
 * ({@link Palette}), and the legend, {@code <g class="legend">}, names each series and the marks.
 */
final class TimeChart {

    private static final int WIDTH = 760;
    private static final int PLOT_HEIGHT = 380;
    private static final int LEGEND_STEP = 18;
    private static final int LEFT = 70;
    private static final int RIGHT = 190;
    private static final int TOP = 20;
    private static final int BOTTOM = 50;
    private static final double FLOOR_MILLIS = 0.001;

    private TimeChart() {
    }

    /** The chart of {@code table}, whose rows are board sizes, with the time limit drawn as a dashed line. */
    static String svg(Table table, double limitMillis) {
        List<Integer> sizes = table.rows().stream().map(Row::n).distinct().sorted().toList();
        double lowest = limitMillis;
        double highest = limitMillis;
        for (Row row : table.rows()) {
            for (Cell cell : row.cells()) {
                if (cell.wall().isPresent()) {
                    double millis = Math.max(FLOOR_MILLIS, Figures.millis(cell.wall().get()));
                    lowest = Math.min(lowest, millis);
                    highest = Math.max(highest, millis);
                }
            }
        }
        int lowDecade = (int) Math.floor(Math.log10(lowest));
        int highDecade = Math.max(lowDecade + 1, (int) Math.ceil(Math.log10(highest)));
        // The plot keeps its height; the chart grows below it when the legend needs more room than the plot's side.
        int height = Math.max(PLOT_HEIGHT, TOP + 8 + (table.solvers().size() + 3) * LEGEND_STEP);
        Scale scale = new Scale(sizes.get(0), sizes.get(sizes.size() - 1), lowDecade, highDecade);
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg class=\"chart\" data-question=\"%s\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"%s\">%n", table.question().key(), WIDTH, height, WIDTH, height,
                Html.escape(table.question().title() + ": wall time against n, log scale")));
        axes(svg, scale, sizes, limitMillis);
        List<Boolean> drawn = new ArrayList<>();
        for (String solver : table.solvers()) {
            drawn.add(series(svg, table, solver, scale));
        }
        legend(svg, table.solvers(), drawn);
        svg.append("</svg>\n");
        return svg.toString();
    }

    /** The legend at the right of the plot: a line and a point in each formulation's colour, then what the marks mean. */
    private static void legend(StringBuilder svg, List<String> solvers, List<Boolean> drawn) {
        int x = WIDTH - RIGHT + 14;
        svg.append("<g class=\"legend\" font-family=\"sans-serif\" font-size=\"12\">\n");
        for (int i = 0; i < solvers.size(); i++) {
            String solver = solvers.get(i);
            String colour = Palette.colour(solver);
            String dash = Palette.dash(solver);
            double y = TOP + 8 + i * LEGEND_STEP;
            svg.append("<g class=\"legend-entry\" data-solver=\"").append(Html.escape(solver)).append("\">");
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"2\"%s/>",
                    x, y, x + 24, y, colour, dash.isEmpty() ? "" : " stroke-dasharray=\"" + dash + "\""));
            svg.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%.1f\" r=\"3.5\" fill=\"%s\"/>", x + 12, y, colour));
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\">%s%s</text></g>%n", x + 30, y + 4, Html.escape(solver),
                    drawn.get(i) ? "" : " (no runs)"));
        }
        double y = TOP + 8 + (solvers.size() + 0.5) * LEGEND_STEP;
        svg.append(String.format(Locale.ROOT, "<g class=\"legend-entry\"><circle cx=\"%d\" cy=\"%.1f\" r=\"3.5\" fill=\"white\" stroke=\"#555\""
                + " stroke-width=\"1.5\"/><text x=\"%d\" y=\"%.1f\">stopped, no answer</text></g>%n", x + 12, y, x + 30, y + 4));
        y += LEGEND_STEP;
        svg.append(String.format(Locale.ROOT, "<g class=\"legend-entry\"><circle cx=\"%d\" cy=\"%.1f\" r=\"6\" fill=\"#555\" stroke=\"#c00\""
                + " stroke-width=\"2.5\"/><text x=\"%d\" y=\"%.1f\">wrong answer</text></g>%n", x + 12, y, x + 30, y + 4));
        svg.append("</g>\n");
    }

    private static void axes(StringBuilder svg, Scale scale, List<Integer> sizes, double limitMillis) {
        int plotRight = WIDTH - RIGHT;
        int plotBottom = PLOT_HEIGHT - BOTTOM;
        svg.append("<g class=\"axes\" font-family=\"sans-serif\" font-size=\"11\" fill=\"#333\">\n");
        for (int decade = scale.lowDecade; decade <= scale.highDecade; decade++) {
            double y = scale.y(Math.pow(10, decade));
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>%n", LEFT, y, plotRight, y));
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>%n", LEFT - 6, y + 4, decadeLabel(decade)));
        }
        int step = Math.max(1, (int) Math.ceil(sizes.size() / 12.0));
        for (int i = 0; i < sizes.size(); i += step) {
            double x = scale.x(sizes.get(i));
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#333\"/>%n", x, plotBottom, x, plotBottom + 4));
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d</text>%n", x, plotBottom + 17, sizes.get(i)));
        }
        svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#333\"/>%n",
                LEFT, TOP, plotRight - LEFT, plotBottom - TOP));
        double limitY = scale.y(limitMillis);
        svg.append(String.format(Locale.ROOT, "<line class=\"time-limit\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#c00\""
                + " stroke-dasharray=\"4 4\"/>%n", LEFT, limitY, plotRight, limitY));
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" fill=\"#c00\">time limit</text>%n", LEFT + 4, limitY - 4));
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">n</text>%n", (LEFT + plotRight) / 2, PLOT_HEIGHT - 12));
        svg.append(String.format(Locale.ROOT, "<text transform=\"translate(16 %d) rotate(-90)\" text-anchor=\"middle\">wall time (log scale)</text>%n",
                (TOP + plotBottom) / 2));
        svg.append("</g>\n");
    }

    /** Draws the series of {@code solver}; whether it had any timed run to draw. */
    private static boolean series(StringBuilder svg, Table table, String solver, Scale scale) {
        String colour = Palette.colour(solver);
        String dash = Palette.dash(solver);
        List<String> points = new ArrayList<>();
        StringBuilder marks = new StringBuilder();
        for (Row row : table.rows()) {
            Cell cell = row.cell(solver);
            if (cell.wall().isEmpty()) {
                continue;
            }
            double x = scale.x(row.n());
            double y = scale.y(Math.max(FLOOR_MILLIS, Figures.millis(cell.wall().get())));
            points.add(String.format(Locale.ROOT, "%.1f,%.1f", x, y));
            boolean answered = cell.answered();
            marks.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%s\" fill=\"%s\" stroke=\"%s\" stroke-width=\"%s\">"
                            + "<title>%s</title></circle>%n", x, y, cell.wrong() ? "6" : "3.5", answered ? colour : "white",
                    cell.wrong() ? "#c00" : colour, cell.wrong() ? "2.5" : "1.5",
                    Html.escape(solver + ", " + row.label() + ": " + Figures.answer(cell) + " in " + Figures.wall(cell)
                            + (Figures.work(cell).isEmpty() ? "" : ", " + Figures.work(cell)))));
        }
        svg.append("<g class=\"series\" data-solver=\"").append(Html.escape(solver)).append("\">\n");
        if (points.size() > 1) {
            svg.append("<polyline fill=\"none\" stroke=\"").append(colour).append("\" stroke-width=\"2\"")
                    .append(dash.isEmpty() ? "" : " stroke-dasharray=\"" + dash + "\"")
                    .append(" points=\"").append(String.join(" ", points)).append("\"/>\n");
        }
        svg.append(marks);
        svg.append("</g>\n");
        return !points.isEmpty();
    }

    private static String decadeLabel(int decade) {
        return switch (decade) {
            case -3 -> "1 µs";
            case -2 -> "10 µs";
            case -1 -> "100 µs";
            case 0 -> "1 ms";
            case 1 -> "10 ms";
            case 2 -> "100 ms";
            case 3 -> "1 s";
            case 4 -> "10 s";
            case 5 -> "100 s";
            default -> "1e" + decade + " ms";
        };
    }

    /** Maps n linearly and milliseconds logarithmically onto the plot area. */
    private record Scale(int minN, int maxN, int lowDecade, int highDecade) {
        double x(int n) {
            double width = WIDTH - RIGHT - LEFT - 30;
            return maxN == minN ? LEFT + 15 + width / 2 : LEFT + 15 + width * (n - minN) / (maxN - minN);
        }

        double y(double millis) {
            double height = PLOT_HEIGHT - BOTTOM - TOP;
            return TOP + height * (highDecade - Math.log10(millis)) / (highDecade - lowDecade);
        }
    }
}
