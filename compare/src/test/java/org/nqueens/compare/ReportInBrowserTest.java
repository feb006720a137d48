package org.nqueens.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.io.TempDir;

/** Opens the report in a real headless Chromium and reads the chart back from the browser's DOM. */
@Tag("browser")
@EnabledIf("chromiumIsInstalled")
class ReportInBrowserTest {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");

    static boolean chromiumIsInstalled() {
        return Files.isExecutable(CHROMIUM);
    }

    @Test
    void theBrowserShowsOneSeriesPerFormulationInEveryChart(@TempDir Path dir) throws IOException, InterruptedException {
        ComparisonResult result = HtmlReportTest.withACountOffByOne();
        Path report = dir.resolve("report.html");
        HtmlReport.write(result, report);

        String dom = dumpDom(report, dir.resolve("profile"));

        assertThat(dom).contains("VERDICT: DISAGREEMENT");
        assertThat(HtmlReportTest.chartsWithOneSeriesPerFormulation(result, dom)).as("charts in the browser's DOM").isEqualTo(3);
    }

    private static String dumpDom(Path report, Path profile) throws IOException, InterruptedException {
        Path out = profile.resolveSibling("dom.html");
        Process process = new ProcessBuilder(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--user-data-dir=" + profile, "--dump-dom", report.toUri().toString())
                .redirectOutput(out.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        if (!process.waitFor(90, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException("Chromium did not render the report within 90 s.");
        }
        assertThat(process.exitValue()).as("chromium's exit code").isZero();
        return Files.readString(out, StandardCharsets.UTF_8);
    }

}
