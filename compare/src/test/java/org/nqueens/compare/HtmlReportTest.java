package org.nqueens.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class HtmlReportTest {

    private static final Pattern CHART = Pattern.compile("<svg class=\"chart\" data-question=\"(\\w+)\".*?</svg>", Pattern.DOTALL);
    private static final Pattern SERIES = Pattern.compile("<g class=\"series\" data-solver=\"([^\"]+)\">");

    static ComparisonResult withACountOffByOne() {
        return ComparisonTest.compare(ComparisonTest.small().withQuestions(EnumSet.allOf(Question.class)), Broken.countOffByOne(),
                Broken.solutionWithAttack());
    }

    @Test
    void thePageFetchesNothing() {
        String html = HtmlReport.render(withACountOffByOne());

        assertThat(html).startsWith("<!DOCTYPE html>").contains("<meta charset=\"utf-8\">", "<style>")
                .doesNotContain("<script", " src=", "url(", "@import", "<link", "<img");
        assertThat(Pattern.compile("href=\"([^\"]*)\"").matcher(html).results().map(link -> link.group(1)))
                .as("links only to the page's own sections").isNotEmpty().allMatch(link -> link.startsWith("#"));
        assertThat(html.replace("xmlns=\"http://www.w3.org/2000/svg\"", "")).doesNotContain("http:", "https:");
    }

    @Test
    void everyChartHasOneSeriesPerFormulationOfItsTable() {
        ComparisonResult result = withACountOffByOne();
        String html = HtmlReport.render(result);

        assertThat(chartsWithOneSeriesPerFormulation(result, html)).as("a chart for counts, sets and single solutions; none for completions")
                .isEqualTo(3);
        assertThat(html).doesNotContain("data-question=\"completion\" xmlns");
    }

    @Test
    void wrongAnswersAndTheVerdictAreMarked() {
        String html = HtmlReport.render(withACountOffByOne());

        assertThat(html).contains("<p class=\"verdict disagree\" id=\"verdict\">VERDICT: DISAGREEMENT",
                "<td class=\"cell wrong\"", "✗ 3 WRONG", "<tr class=\"disagree\">",
                "<li class=\"fault\">n=4 count-off-by-one: It counted 3 solutions, but n = 4 has 2 (the known count).</li>",
                "stroke=\"#c00\" stroke-width=\"2.5\"");
    }

    @Test
    void agreementIsShownAsSuch() {
        String html = HtmlReport.render(ComparisonTest.compare(ComparisonTest.small().withQuestions(EnumSet.of(Question.COUNTS))));

        assertThat(html).contains("<p class=\"verdict agree\" id=\"verdict\">VERDICT: AGREE").doesNotContain("cell wrong");
    }

    @Test
    void eachFormulationHasOneColourInEveryChartLegendAndTable() {
        String html = HtmlReport.render(withACountOffByOne());

        Map<String, Set<String>> colours = new TreeMap<>();
        Matcher series = Pattern.compile("<g class=\"series\" data-solver=\"([^\"]+)\">(.*?)</g>", Pattern.DOTALL).matcher(html);
        while (series.find()) {
            Matcher stroke = Pattern.compile("(?:stroke|fill)=\"(#[0-9a-f]{6})\"").matcher(series.group(2));
            while (stroke.find()) {
                if (!stroke.group(1).equals("#c00") && !stroke.group(1).equals("#ffffff")) {
                    colours.computeIfAbsent(series.group(1), key -> new TreeSet<>()).add(stroke.group(1));
                }
            }
        }
        Matcher legend = Pattern.compile("<g class=\"legend-entry\" data-solver=\"([^\"]+)\"><line [^>]*stroke=\"(#[0-9a-f]{6})\"").matcher(html);
        while (legend.find()) {
            colours.computeIfAbsent(legend.group(1), key -> new TreeSet<>()).add(legend.group(2));
        }
        Matcher swatch = Pattern.compile("data-solver=\"([^\"]+)\"><(?:th>)?<span class=\"swatch\" style=\"background:(#[0-9a-f]{6})\"").matcher(html);
        while (swatch.find()) {
            colours.computeIfAbsent(swatch.group(1), key -> new TreeSet<>()).add(swatch.group(2));
        }

        assertThat(colours.keySet()).contains("backtrack", "backtrack-mirror", "count-off-by-one", "solution-with-attack");
        colours.forEach((solver, used) -> assertThat(used).as("the colours of %s", solver).containsExactly(Palette.colour(solver)));
        assertThat(colours.keySet().stream().map(Palette::colour).distinct().count()).as("one colour a formulation").isEqualTo(colours.size());
    }

    @Test
    void theToolkitsFormulationsHaveColoursOfTheirOwnWhateverTheirPlace() {
        List<String> ids = org.nqueens.formulations.Formulations.standard().all().stream().map(org.nqueens.solver.Formulation::id).toList();

        assertThat(ids.stream().map(Palette::colour).distinct().count()).as("the colours of %s", ids).isEqualTo(ids.size());
        assertThat(ids).allSatisfy(id -> assertThat(Palette.dash(id)).isEmpty());
        assertThat(Palette.colour("a-plugin")).isEqualTo(Palette.colour("a-plugin")).matches("#[0-9a-f]{6}");
    }

    @Test
    void theNavigationLeadsToEverySectionAndTheSummaryComesFirst() {
        ComparisonResult result = withACountOffByOne();
        String html = HtmlReport.render(result);

        List<String> links = Pattern.compile("<a href=\"#([^\"]+)\">").matcher(html).results().map(link -> link.group(1)).toList();
        List<String> sections = Pattern.compile("<section id=\"([^\"]+)\">").matcher(html).results().map(section -> section.group(1)).toList();
        assertThat(links).isEqualTo(sections).startsWith("summary").endsWith("levels")
                .containsAll(result.tables().stream().map(table -> table.question().key()).toList());
        assertThat(html.indexOf("<nav")).isLessThan(html.indexOf("<section id=\"summary\">"));
        assertThat(html.indexOf("<section id=\"summary\">")).isLessThan(html.indexOf("<section id=\"counts\">"));
    }

    @Test
    void theSummaryHasARowAFormulationWithItsTally() {
        ComparisonResult result = withACountOffByOne();
        String html = HtmlReport.render(result);

        for (FormulationTally tally : FormulationTally.of(result)) {
            assertThat(html).containsPattern("<tr(?: class=\"has-wrong\")? data-solver=\"" + Pattern.quote(tally.solver()) + "\"><th>.*?</th>"
                    + "<td class=\"number\">" + tally.asked() + "</td><td class=\"number\">" + tally.answered() + "</td>"
                    + "<td class=\"number wrong-count\">" + tally.wrong() + "</td><td class=\"number\">" + tally.timeOuts() + "</td>");
        }
        FormulationTally offByOne = FormulationTally.of(result).stream().filter(t -> t.solver().equals("count-off-by-one")).findFirst().orElseThrow();
        assertThat(offByOne.wrong()).as("every count but none of n = 0 is wrong").isEqualTo(offByOne.asked());
        assertThat(html).contains("<tr class=\"has-wrong\" data-solver=\"count-off-by-one\">");
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6})
    void theLevelWidthsOfEachCountedSizeSumToTheSeedTablesPlacements(int n) {
        String html = HtmlReport.render(withACountOffByOne());

        Matcher row = Pattern.compile("<tr data-n=\"" + n + "\">(.*?)</tr>").matcher(html);
        assertThat(row.find()).as("a row of level widths for n = %d", n).isTrue();
        List<Long> cells = Pattern.compile("<td class=\"number(?: placements)?\">(\\d*)</td>").matcher(row.group(1)).results()
                .map(cell -> cell.group(1)).filter(text -> !text.isEmpty()).map(Long::valueOf).toList();
        List<Long> widths = cells.subList(0, n);
        long placements = org.nqueens.reference.KnownCounts.of(n).orElseThrow().dfsPlacements().orElseThrow();
        assertThat(widths.stream().mapToLong(Long::longValue).sum()).isEqualTo(placements);
        assertThat(cells.get(n)).as("the sum column").isEqualTo(placements);
        assertThat(cells.get(n + 1)).as("the last level is the solutions").isEqualTo(widths.get(n - 1))
                .isEqualTo(org.nqueens.reference.KnownCounts.of(n).orElseThrow().solutions());
        assertThat(html).contains("<g class=\"series\" data-n=\"" + n + "\">", "<g class=\"legend-entry\" data-n=\"" + n + "\">");
    }

    @Test
    void everyChartHasALegendWithAnEntryASeries() {
        String html = HtmlReport.render(withACountOffByOne());

        Matcher chart = Pattern.compile("<svg class=\"chart\".*?</svg>", Pattern.DOTALL).matcher(html);
        int charts = 0;
        while (chart.find()) {
            charts++;
            String svg = chart.group();
            long series = Pattern.compile("<g class=\"series\"").matcher(svg).results().count();
            assertThat(svg).contains("<g class=\"legend\"");
            assertThat(Pattern.compile("<g class=\"legend-entry\" data-(?:solver|n)=").matcher(svg).results().count()).isEqualTo(series);
        }
        assertThat(charts).as("three time charts and the level widths").isEqualTo(4);
    }

    /** Checks that every chart of {@code html} draws one series per formulation of its question's table; returns how many charts. */
    static int chartsWithOneSeriesPerFormulation(ComparisonResult result, String html) {
        Matcher chart = CHART.matcher(html);
        int charts = 0;
        while (chart.find()) {
            charts++;
            Question question = Question.ofKey(chart.group(1));
            Table table = result.tables().stream().filter(t -> t.question() == question).findFirst().orElseThrow();
            List<String> series = SERIES.matcher(chart.group()).results().map(match -> match.group(1)).toList();
            assertThat(series).as("the series of the %s chart", question.key()).isEqualTo(table.solvers());
        }
        return charts;
    }
}
