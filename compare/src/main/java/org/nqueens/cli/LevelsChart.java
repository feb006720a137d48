package org.nqueens.cli;

import java.util.Locale;
import java.util.stream.LongStream;
import org.nqueens.compare.Figures;
import org.nqueens.teach.LevelWidths;

/**
 * The profile of the search tree as a bar chart in SVG ({@code levels N --format svg}): one bar a depth k, as high as
 * the safe k-arrangements at that depth, each labelled with its value; the axes named, the sum (the placements of the
 * reference search) and the solutions beneath. The widths grow by orders of magnitude with n, so a log scale is one
 * option away; a width of 0 (n = 2 and 3 run out of room) is a bar of no height, labelled 0. A self-contained SVG
 * document: no script, style sheet or font is fetched.
 */
final class LevelsChart {

    private static final int LEFT = 80;
    private static final int RIGHT = 20;
    private static final int TOP = 50;
    private static final int PLOT_HEIGHT = 300;
    private static final int BOTTOM = 70;
    private static final int SLOT = 44;
    private static final int MIN_PLOT_WIDTH = 440;
    private static final String BAR_COLOUR = "#4e79a7";

    private LevelsChart() {
    }

    /** The chart of {@code levels}, on a log scale when {@code log}. */
    static String svg(LevelWidths levels, boolean log) {
        long[] widths = levels.widths();
        int n = levels.n();
        int plotWidth = Math.max(MIN_PLOT_WIDTH, n * SLOT);
        int width = LEFT + plotWidth + RIGHT;
        int height = TOP + PLOT_HEIGHT + BOTTOM;
        int plotBottom = TOP + PLOT_HEIGHT;
        long widest = 1;
        for (long level : widths) {
            widest = Math.max(widest, level);
        }
        Scale scale = log ? new LogScale(widest) : new LinearScale(widest);
        StringBuilder svg = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\""
                + " role=\"img\" aria-label=\"n = %d: safe k-arrangements at each depth k%s\">%n", width, height, width, height, n,
                log ? ", log scale" : ""));
        svg.append(String.format(Locale.ROOT, "<title>n = %d: the safe k-arrangements at each depth k of the search tree</title>%n", n));
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        svg.append("<g class=\"axes\" font-family=\"sans-serif\" font-size=\"12\" fill=\"#333\">\n");
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"24\" font-size=\"15\">n = %d: safe k-arrangements at each depth k</text>%n",
                LEFT, n));
        for (long tick : scale.ticks()) {
            double y = plotBottom - scale.height(tick);
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>%n", LEFT, y, LEFT + plotWidth, y));
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>%n", LEFT - 6, y + 4, tickLabel(tick)));
        }
        svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#333\"/>%n", LEFT, TOP, LEFT, plotBottom));
        svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#333\"/>%n", LEFT, plotBottom,
                LEFT + plotWidth, plotBottom));
        double slot = (double) plotWidth / n;
        for (int k = 1; k <= n; k++) {
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d</text>%n", LEFT + slot * (k - 0.5),
                    plotBottom + 16, k));
        }
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">depth k (queens placed on rows 1..k)</text>%n",
                LEFT + plotWidth / 2, plotBottom + 36));
        svg.append(String.format(Locale.ROOT, "<text transform=\"translate(18 %d) rotate(-90)\" text-anchor=\"middle\">safe k-arrangements%s</text>%n",
                TOP + PLOT_HEIGHT / 2, log ? " (log scale)" : ""));
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">sum %d: the queens the reference search places; last level %d:"
                + " the solutions</text>%n", LEFT, plotBottom + 58, levels.placements(), levels.solutions()));
        svg.append("</g>\n<g class=\"bars\" font-family=\"sans-serif\" font-size=\"11\" fill=\"#333\">\n");
        double barWidth = slot * 0.7;
        for (int k = 1; k <= n; k++) {
            long level = widths[k - 1];
            double barHeight = scale.height(level);
            double x = LEFT + slot * (k - 1) + (slot - barWidth) / 2;
            svg.append(String.format(Locale.ROOT, "<rect class=\"bar\" data-k=\"%d\" data-width=\"%d\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\""
                    + " height=\"%.1f\" fill=\"%s\"><title>depth %d: %d</title></rect>%n", k, level, x, plotBottom - barHeight, barWidth, barHeight,
                    BAR_COLOUR, k, level));
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%s</text>%n", x + barWidth / 2,
                    plotBottom - barHeight - 4, valueLabel(level)));
        }
        svg.append("</g>\n</svg>\n");
        return svg.toString();
    }

    /** A value over its bar: exact up to 99,999, then shortened with k, M, G so that it fits the bar's width. */
    static String valueLabel(long value) {
        return value < 100_000 ? Long.toString(value) : Figures.amount(value);
    }

    private static String tickLabel(long tick) {
        return tick < 10_000 ? Long.toString(tick) : valueLabel(tick);
    }

    /** How a width becomes a height on the plot, and where the axis is labelled. */
    private interface Scale {
        double height(long value);

        long[] ticks();
    }

    /** Heights in proportion to the widths; ticks at a round step, about five of them. */
    private record LinearScale(long top, long step) implements Scale {

        LinearScale(long widest) {
            this(roundUp(widest, step(widest)), step(widest));
        }

        private static long step(long widest) {
            long rough = Math.max(1, widest / 5);
            long power = 1;
            while (power * 10 <= rough) {
                power *= 10;
            }
            for (long factor : new long[] {1, 2, 5, 10}) {
                if (power * factor >= rough) {
                    return power * factor;
                }
            }
            return power * 10;
        }

        private static long roundUp(long value, long step) {
            return Math.max(step, (value + step - 1) / step * step);
        }

        /** A level of any width is at least a pixel high, so that it shows beside widths millions of times larger. */
        @Override
        public double height(long value) {
            return value <= 0 ? 0 : Math.max(1, PLOT_HEIGHT * (double) value / top);
        }

        @Override
        public long[] ticks() {
            return LongStream.rangeClosed(0, top / step).map(i -> i * step).toArray();
        }
    }

    /** Heights by the logarithm of the widths, a width of 1 a sliver above the axis; ticks at each power of ten. */
    private record LogScale(int decades) implements Scale {

        LogScale(long widest) {
            this(Math.max(1, (int) Math.ceil(Math.log10(Math.max(2, widest)))));
        }

        @Override
        public double height(long value) {
            return value <= 0 ? 0 : PLOT_HEIGHT * (0.02 + 0.98 * Math.log10(value) / decades);
        }

        @Override
        public long[] ticks() {
            return LongStream.rangeClosed(0, decades).map(decade -> (long) Math.pow(10, decade)).toArray();
        }
    }
}
