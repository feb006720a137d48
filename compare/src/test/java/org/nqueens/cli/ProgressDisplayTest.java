package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.solver.Progress;

class ProgressDisplayTest {

    private static final long SECOND = 1_000_000_000L;

    @Test
    void theTimeLeftIsTheTimeTakenScaledByTheShareLeft() {
        ProgressDisplay display = new ProgressDisplay(false, System.err, "count 18");
        // A quarter done in 30 s: three quarters left at the same pace is 90 s.
        assertThat(display.line(new Progress(250, 1000, 12345), 30 * SECOND))
                .isEqualTo("count 18: 25.0% (250 of 1000 parts), 12345 found, 0:30 taken, about 1:30 left");
        // Half done in 2 minutes: 2 minutes left; the estimate moves with the pace, it does not stay put.
        assertThat(display.line(new Progress(500, 1000, 99), 120 * SECOND)).endsWith("2:00 taken, about 2:00 left");
    }

    @Test
    void thePercentIsOfTheWorkAndTheCountIsOfTheParts() {
        ProgressDisplay display = new ProgressDisplay(false, System.err, "count 19");
        // The bitboard counter's units are its estimate of work: 2 of 7,432 parts may be 1.3 % of it.
        assertThat(display.line(new Progress(1_219_389_189L, 91_620_826_074L, 55_605_568, 2, 7432), 4 * SECOND))
                .startsWith("count 19: 1.3% (2 of 7432 parts), 55605568 found, 0:04 taken");
    }

    @Test
    void noEstimateFromTooLittleWork() {
        ProgressDisplay display = new ProgressDisplay(false, System.err, "count 20");
        assertThat(display.line(new Progress(5, 1000, 0), 3 * SECOND)).endsWith("0:03 taken, estimating the time left");
        assertThat(ProgressDisplay.clock(3725 * SECOND)).isEqualTo("1:02:05");
    }

    @Test
    void quietOrNoTerminalShowsNothingButRemembersTheCoverage() {
        ByteArrayOutputStream terminal = new ByteArrayOutputStream();
        try (ProgressDisplay display = new ProgressDisplay(false, new PrintStream(terminal, true, StandardCharsets.UTF_8), "count 9")) {
            display.report(new Progress(3, 4, 100));
            assertThat(display.coverage()).isEqualTo("covered 75.0% of the search (3 of 4 parts)");
        }
        assertThat(terminal.size()).isZero();
    }

    @Test
    void theCoverageOfAStoppedCountIsItsShareOfTheWorkWithItsParts() {
        try (ProgressDisplay display = new ProgressDisplay(false, System.err, "count 20")) {
            display.report(new Progress(900, 1000, 5, 1, 3));
            assertThat(display.coverage()).isEqualTo("covered 90.0% of the search (1 of 3 parts)");
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 7, 16, 2000, 4096})
    void theCoverageIsRoundedAsPercentOnePointFRoundsIt(int parts) {
        // Every share k / parts: 2000 parts give the halves (k / 20 percent), which %.1f rounds up.
        for (int k = 0; k <= parts; k++) {
            try (ProgressDisplay display = new ProgressDisplay(false, System.err, "count 20")) {
                Progress progress = new Progress(k, parts, 0);
                display.report(progress);
                assertThat(display.coverage()).as("%d of %d", k, parts)
                        .startsWith("covered " + String.format(Locale.ROOT, "%.1f", 100 * progress.fraction()) + "% of the search");
            }
        }
    }
}
