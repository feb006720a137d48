package org.nqueens.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.io.TempDir;
import org.nqueens.cli.HeadlessChromium;
import org.nqueens.solver.Stats;

/**
 * Opens the report in a real headless Chromium, at a laptop's screen size, and reads it back from the browser: the
 * charts and their series and legends, the navigation, the tables' width, and every error the page reported over the
 * DevTools protocol (an uncaught exception, a console error, a resource that failed to load).
 */
@Tag("browser")
@EnabledIf("chromiumIsInstalled")
class ReportInBrowserTest {

    /** A laptop's screen, in CSS pixels. */
    private static final int WIDTH = 1280;
    private static final int HEIGHT = 800;

    static boolean chromiumIsInstalled() {
        return HeadlessChromium.isInstalled();
    }

    private static HeadlessChromium open(ComparisonResult result, Path dir) throws Exception {
        Path report = dir.resolve("report.html");
        HtmlReport.write(result, report);
        return HeadlessChromium.load(report.toUri().toString(), dir.resolve("profile"), WIDTH, HEIGHT);
    }

    @Test
    void theReportRendersWithEveryChartLegendAndLinkAndNoError(@TempDir Path dir) throws Exception {
        ComparisonResult result = HtmlReportTest.withACountOffByOne();

        try (HeadlessChromium browser = open(result, dir)) {
            assertThat(browser.evaluate("document.getElementById('verdict').textContent")).startsWith("VERDICT: DISAGREEMENT");
            String dom = browser.evaluate("document.documentElement.outerHTML");
            assertThat(HtmlReportTest.chartsWithOneSeriesPerFormulation(result, dom)).as("time charts in the browser's DOM").isEqualTo(3);
            assertThat(browser.evaluate("document.querySelectorAll('svg.chart').length")).as("the time charts and the level widths").isEqualTo("4");

            assertThat(browser.evaluate("Array.from(document.querySelectorAll('svg.chart')).filter(svg => {"
                    + " const box = svg.getBoundingClientRect(); return box.width > 0 && box.height > 0; }).length"))
                    .as("charts drawn with a size").isEqualTo("4");
            assertThat(browser.evaluate("Array.from(document.querySelectorAll('svg.chart')).filter(svg => {"
                    + " const legend = svg.querySelector('g.legend'); if (!legend) return true;"
                    + " const entries = legend.querySelectorAll('g.legend-entry[data-solver], g.legend-entry[data-n]').length;"
                    + " const box = legend.getBBox(); const view = svg.viewBox.baseVal;"
                    + " return entries !== svg.querySelectorAll('g.series').length || box.width === 0"
                    + " || box.x + box.width > view.width || box.y + box.height > view.height; }).map(svg => svg.outerHTML.slice(0, 80)).join(' | ')"))
                    .as("charts without a legend entry a series drawn inside the chart").isEmpty();

            String links = browser.evaluate("Array.from(document.querySelectorAll('nav a')).map(a => a.getAttribute('href')).join(' ')");
            assertThat(links.split(" ")).contains("#summary", "#counts", "#sets", "#completion", "#solve", "#variants", "#levels");
            assertThat(browser.evaluate("Array.from(document.querySelectorAll('nav a')).filter(a =>"
                    + " !(a.hash.length > 1 && document.getElementById(a.hash.slice(1)) && document.getElementById(a.hash.slice(1)).tagName === 'SECTION'))"
                    + ".map(a => a.getAttribute('href')).join(' ')")).as("links that lead to no section").isEmpty();
            browser.evaluate("document.querySelector('nav a[href=\"#levels\"]').click()");
            browser.await("location.hash === '#levels'");
            assertThat(browser.evaluate("Math.abs(document.getElementById('levels').getBoundingClientRect().top) < " + HEIGHT))
                    .as("following the link brings the section into view").isEqualTo("true");

            assertThat(browser.evaluate("document.querySelectorAll('#summary tbody tr').length")).isEqualTo(Integer.toString(result.solvers().size()));
            assertThat(browser.errors()).as("errors the page reported").isEmpty();
        }
    }

    @Test
    void aWideTableScrollsInsideItsBoxNotThePage(@TempDir Path dir) throws Exception {
        try (HeadlessChromium browser = open(wide(24), dir)) {
            assertThat(browser.evaluate("document.querySelector('table[data-question=\"counts\"]').scrollWidth > " + WIDTH))
                    .as("the table is wider than the screen").isEqualTo("true");
            assertThat(browser.evaluate("document.documentElement.scrollWidth <= window.innerWidth")).as("the page itself does not scroll sideways")
                    .isEqualTo("true");
            assertThat(browser.evaluate("Array.from(document.querySelectorAll('.table-box')).every(box =>"
                    + " box.getBoundingClientRect().right <= window.innerWidth && getComputedStyle(box).overflowX === 'auto')")).isEqualTo("true");
            assertThat(browser.evaluate("Array.from(document.querySelectorAll('svg.chart')).every(svg => svg.getBoundingClientRect().right <= window.innerWidth)"))
                    .as("charts shrink to the screen").isEqualTo("true");
            assertThat(browser.errors()).isEmpty();
        }
    }

    @Test
    void theBrowserReportsTheErrorsOfABrokenPage(@TempDir Path dir) throws Exception {
        Path page = dir.resolve("broken.html");
        Files.writeString(page, "<!DOCTYPE html><html><head><title>broken</title></head><body><p>text</p>"
                + "<script>console.error('deliberate'); undefinedFunction();</script><img src=\"missing.png\"></body></html>");

        try (HeadlessChromium browser = HeadlessChromium.load(page.toUri().toString(), dir.resolve("profile"), WIDTH, HEIGHT)) {
            browser.await("document.readyState === 'complete'");
            Thread.sleep(200);
            assertThat(browser.errors()).anyMatch(error -> error.contains("deliberate")).anyMatch(error -> error.contains("undefinedFunction"))
                    .anyMatch(error -> error.contains("missing.png"));
        }
    }

    /** A comparison of {@code columns} formulations over counts of n = 1..12, every one right: a table wider than a laptop's screen. */
    private static ComparisonResult wide(int columns) throws IOException {
        List<String> solvers = new ArrayList<>();
        for (int i = 1; i <= columns; i++) {
            solvers.add(i == 1 ? "backtrack" : String.format("formulation-%02d", i));
        }
        long[] known = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200};
        List<Row> rows = new ArrayList<>();
        for (int n = 1; n <= known.length; n++) {
            List<Cell> cells = new ArrayList<>();
            for (int i = 0; i < columns; i++) {
                cells.add(new Cell(solvers.get(i), new Answer.Count(known[n - 1], true), Optional.of(Duration.ofNanos(1000 * ((long) (10 * Math.pow(3, n)) + i))),
                        Optional.empty(), Stats.of("nodes", 1000L * n * (i + 1)), false, ""));
            }
            rows.add(new Row("n=" + n, n, known[n - 1] + " (known count)", cells, Row.judge(cells, List.of()), List.of()));
        }
        return new ComparisonResult("backtrack", Duration.ofSeconds(3), 1, 1, "Java (test), 2 cores", List.of(new Table(Question.COUNTS, solvers, rows)));
    }
}
