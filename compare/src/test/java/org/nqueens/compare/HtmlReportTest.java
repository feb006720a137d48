package org.nqueens.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

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
                .doesNotContain("<script", " src=", "href=", "url(", "@import", "<link", "<img");
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
