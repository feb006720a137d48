package org.nqueens.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.nqueens.teach.LevelWidths;

/**
 * The level widths of the plain search for the board sizes a comparison counted ({@link LevelWidths}: the safe
 * k-arrangements at each depth k, seed 000's breadth-first construction), as an inline SVG chart (one line a board size,
 * width on a log scale against the depth) and as a table whose rows sum to the queens the reference places. Widths of
 * zero (n = 2 and 3 run out of room) are drawn on the bottom edge, labelled 0. The board sizes are coloured along a ramp,
 * unlike the formulations, whose colours they must not be taken for.
 */
final class LevelChart {

    private static final int WIDTH = 760;
    private static final int PLOT_HEIGHT = 380;
    private static final int LEFT = 80;
    private static final int RIGHT = 230;
    private static final int TOP = 20;
    private static final int BOTTOM = 50;
    /** How far above the bottom edge a width of 1 is drawn, so that a width of 0 has a place below it. */
    private static final int ZERO_GAP = 22;
    private static final int LEGEND_STEP = 18;

    private LevelChart() {
    }

    /** The board sizes of {@code result} whose level widths are drawn: those counted or listed, up to {@link LevelWidths#MAX_N}. */
    static List<Integer> sizes(ComparisonResult result) {
        return result.tables().stream().filter(table -> table.question() == Question.COUNTS || table.question() == Question.SOLUTION_SETS)
                .flatMap(table -> table.rows().stream()).map(Row::n).filter(n -> n <= LevelWidths.MAX_N).distinct().sorted().toList();
    }

    /** The level widths of each of {@code sizes}. */
    static List<LevelWidths> widths(List<Integer> sizes) {
        return sizes.stream().map(LevelWidths::of).toList();
    }

    /** The colour of the line of the {@code index}-th of {@code count} board sizes: a ramp from violet (the smallest) to orange. */
    static String colour(int index, int count) {
        int hue = count == 1 ? 220 : 280 - Math.round(255f * index / (count - 1));
        return "hsl(" + hue + ", 75%, " + (index % 2 == 0 ? 40 : 50) + "%)";
    }

    /** The chart of {@code levels}. */
    static String svg(List<LevelWidths> levels) {
        int depth = levels.stream().mapToInt(LevelWidths::n).max().orElse(1);
        long widest = levels.stream().flatMapToLong(level -> java.util.Arrays.stream(level.widths())).max().orElse(1);
        int highDecade = Math.max(1, (int) Math.ceil(Math.log10(Math.max(1, widest))));
        int height = Math.max(PLOT_HEIGHT, TOP + 8 + (levels.size() + 1) * LEGEND_STEP);
        int plotRight = WIDTH - RIGHT;
        int plotBottom = PLOT_HEIGHT - BOTTOM;
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg class=\"chart\" data-chart=\"levels\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"Level widths: safe k-arrangements against the depth k, log scale\">%n",
                WIDTH, height, WIDTH, height));
        svg.append("<g class=\"axes\" font-family=\"sans-serif\" font-size=\"11\" fill=\"#333\">\n");
        for (int decade = 0; decade <= highDecade; decade++) {
            double y = y(Math.pow(10, decade), highDecade);
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>%n", LEFT, y, plotRight, y));
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>%n", LEFT - 6, y + 4,
                    decade < 4 ? Long.toString(Math.round(Math.pow(10, decade))) : "1e" + decade));
        }
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">0</text>%n", LEFT - 6, plotBottom + 4));
        for (int k = 1; k <= depth; k++) {
            double x = x(k, depth);
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#333\"/>%n", x, plotBottom, x, plotBottom + 4));
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d</text>%n", x, plotBottom + 17, k));
        }
        svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#333\"/>%n",
                LEFT, TOP, plotRight - LEFT, plotBottom - TOP));
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">depth k (queens placed on rows 1..k)</text>%n",
                (LEFT + plotRight) / 2, PLOT_HEIGHT - 12));
        svg.append(String.format(Locale.ROOT, "<text transform=\"translate(16 %d) rotate(-90)\" text-anchor=\"middle\">safe k-arrangements (log scale)</text>%n",
                (TOP + plotBottom) / 2));
        svg.append("</g>\n");
        for (int index = 0; index < levels.size(); index++) {
            LevelWidths level = levels.get(index);
            String colour = colour(index, levels.size());
            long[] widths = level.widths();
            List<String> points = new ArrayList<>();
            StringBuilder marks = new StringBuilder();
            for (int k = 1; k <= widths.length; k++) {
                double x = x(k, depth);
                double y = y(widths[k - 1], highDecade);
                points.add(String.format(Locale.ROOT, "%.1f,%.1f", x, y));
                marks.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"><title>n = %d, depth %d: %d</title></circle>%n",
                        x, y, colour, level.n(), k, widths[k - 1]));
            }
            svg.append("<g class=\"series\" data-n=\"").append(level.n()).append("\">\n");
            if (points.size() > 1) {
                svg.append("<polyline fill=\"none\" stroke=\"").append(colour).append("\" stroke-width=\"2\" points=\"")
                        .append(String.join(" ", points)).append("\"/>\n");
            }
            svg.append(marks).append("</g>\n");
        }
        int x = plotRight + 14;
        svg.append("<g class=\"legend\" font-family=\"sans-serif\" font-size=\"12\">\n");
        for (int i = 0; i < levels.size(); i++) {
            LevelWidths level = levels.get(i);
            double y = TOP + 8 + i * LEGEND_STEP;
            svg.append(String.format(Locale.ROOT, "<g class=\"legend-entry\" data-n=\"%d\"><line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"%s\""
                            + " stroke-width=\"2\"/><circle cx=\"%d\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/><text x=\"%d\" y=\"%.1f\">n = %d: %s placed</text></g>%n",
                    level.n(), x, y, x + 24, y, colour(i, levels.size()), x + 12, y, colour(i, levels.size()), x + 30, y + 4, level.n(),
                    Figures.amount(level.placements())));
        }
        svg.append("</g>\n</svg>\n");
        return svg.toString();
    }

    /** The table of {@code levels}: a row a board size, a column a depth, then the sum (queens placed) and the solutions. */
    static String table(List<LevelWidths> levels) {
        int depth = levels.stream().mapToInt(LevelWidths::n).max().orElse(1);
        StringBuilder html = new StringBuilder("<div class=\"table-box\"><table class=\"levels\">\n<thead><tr><th>n</th>");
        for (int k = 1; k <= depth; k++) {
            html.append("<th>k = ").append(k).append("</th>");
        }
        html.append("<th>placed (sum)</th><th>solutions</th></tr></thead>\n<tbody>\n");
        for (int index = 0; index < levels.size(); index++) {
            LevelWidths level = levels.get(index);
            html.append("<tr data-n=\"").append(level.n()).append("\"><th><span class=\"swatch\" style=\"background:").append(colour(index, levels.size()))
                    .append("\"></span>").append(level.n()).append("</th>");
            long[] widths = level.widths();
            for (int k = 1; k <= depth; k++) {
                html.append("<td class=\"number\">").append(k <= widths.length ? Long.toString(widths[k - 1]) : "").append("</td>");
            }
            html.append("<td class=\"number placements\">").append(level.placements()).append("</td><td class=\"number\">")
                    .append(level.solutions()).append("</td></tr>\n");
        }
        html.append("</tbody>\n</table></div>\n");
        return html.toString();
    }

    private static double x(int k, int depth) {
        double width = WIDTH - RIGHT - LEFT - 30;
        return depth == 1 ? LEFT + 15 + width / 2 : LEFT + 15 + width * (k - 1) / (depth - 1);
    }

    private static double y(double width, int highDecade) {
        int plotBottom = PLOT_HEIGHT - BOTTOM;
        if (width <= 0) {
            return plotBottom;
        }
        double height = plotBottom - ZERO_GAP - TOP;
        return TOP + height * (highDecade - Math.log10(width)) / highDecade;
    }
}
