package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.io.TempDir;
import org.nqueens.teach.ReferenceTrace;
import org.nqueens.teach.Trace;
import org.nqueens.problem.Problem;

/** Opens the page of {@code nqueens animate} in a real headless Chromium, presses its buttons and reads the board back from the DOM. */
@Tag("browser")
@EnabledIf("chromiumIsInstalled")
class AnimationInBrowserTest {

    static boolean chromiumIsInstalled() {
        return HeadlessChromium.isInstalled();
    }

    @Test
    void steppingShowsTheTracedQueensOnTheBoard(@TempDir Path dir) throws Exception {
        Path page = dir.resolve("animation.html");
        CommandRun run = CommandRun.of("animate", "4", "--solvers", "backtrack,dlx,choco,bitboard", "--output", page.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();

        try (HeadlessChromium browser = HeadlessChromium.open(page.toUri().toString(), dir.resolve("profile"))) {
            browser.await("document.readyState === 'complete' && document.getElementById('board').dataset.step === '0'");
            assertThat(browser.evaluate("document.getElementById('board').dataset.queens")).isEqualTo(". . . .");

            browser.evaluate("document.getElementById('forward').click()");
            assertThat(browser.evaluate("document.getElementById('board').dataset.queens")).isEqualTo("1 . . .");
            assertThat(browser.evaluate("document.querySelectorAll('#board td.queen').length")).isEqualTo("1");
            assertThat(browser.evaluate("document.querySelector('#board td.queen').dataset.row + ',' + document.querySelector('#board td.queen').dataset.column"))
                    .isEqualTo("1,1");

            // place 1 1, reject 2 2 (diagonal), place 2 3: the rejected square is marked, then the second queen stands.
            browser.evaluate("document.getElementById('forward').click()");
            assertThat(browser.evaluate("document.querySelector('#board td.tried').dataset.row + ',' + document.querySelector('#board td.tried').dataset.column"))
                    .isEqualTo("2,2");
            browser.evaluate("document.getElementById('forward').click()");
            assertThat(browser.evaluate("document.getElementById('board').dataset.queens")).isEqualTo("1 3 . .");
            browser.evaluate("document.getElementById('back').click()");
            assertThat(browser.evaluate("document.getElementById('board').dataset.queens")).isEqualTo("1 . . .");
            assertThat(browser.evaluate("document.querySelectorAll('#log li.current').length")).isEqualTo("1");
            assertThat(browser.evaluate("document.querySelectorAll('#tree circle').length")).isEqualTo("17");
            // The whole search: at its end every queen is off again and both solutions were shown on the way.
            browser.evaluate("document.getElementById('play').click()");
            browser.evaluate("document.getElementById('play').click()");
            assertThat(browser.evaluate("document.getElementById('play').textContent")).isEqualTo("play");
            browser.evaluate("for (var i = 0; i < 200; i++) document.getElementById('forward').click()");
            int events = Trace.record(ReferenceTrace.reference(), Problem.queens(4), false, Long.MAX_VALUE).events().size();
            assertThat(browser.evaluate("document.getElementById('status').textContent")).startsWith("step " + events + " of " + events + ":");
            assertThat(browser.evaluate("document.getElementById('board').dataset.queens")).isEqualTo(". . . .");

            // Dancing links: first it chooses rank 2 (fewest options, centre first), then puts a queen on a2.
            browser.evaluate("var s = document.getElementById('solver'); s.value = '1'; s.dispatchEvent(new Event('change'))");
            browser.evaluate("document.getElementById('forward').click()");
            assertThat(browser.evaluate("document.getElementById('status').textContent")).isEqualTo("step 1 of 35: choose r2 (4 options)");
            browser.evaluate("document.getElementById('forward').click()");
            assertThat(browser.evaluate("document.getElementById('board').dataset.queens")).isEqualTo(". 1 . .");
            assertThat(browser.evaluate("document.querySelectorAll('#tree circle').length")).isEqualTo("13");

            // Choco: it chooses q[1] (first fail), places a1, and its propagation prunes the squares a1 attacks.
            browser.evaluate("var s = document.getElementById('solver'); s.value = '2'; s.dispatchEvent(new Event('change'))");
            browser.evaluate("document.getElementById('forward').click()");
            assertThat(browser.evaluate("document.getElementById('status').textContent")).startsWith("step 1 of 62: choose q[1] (4 options)");
            browser.evaluate("document.getElementById('forward').click(); document.getElementById('forward').click()");
            assertThat(browser.evaluate("document.getElementById('board').dataset.queens")).isEqualTo("1 . . .");
            assertThat(browser.evaluate("document.querySelectorAll('#board td.pruned').length")).isEqualTo("1");
            assertThat(browser.evaluate("document.querySelectorAll('#tree circle').length")).isEqualTo("6");
            browser.evaluate("for (var i = 0; i < 12; i++) document.getElementById('forward').click()");
            assertThat(browser.evaluate("document.getElementById('status').textContent"))
                    .isEqualTo("step 15 of 62: refute: no queen on row 2 column 3 from here on");

            // The bitboard: row 1's word holds every column, the queen goes on the lowest bit.
            browser.evaluate("var s = document.getElementById('solver'); s.value = '3'; s.dispatchEvent(new Event('change'))");
            browser.evaluate("document.getElementById('forward').click()");
            assertThat(browser.evaluate("document.getElementById('status').textContent")).startsWith("step 1 of ").endsWith(": choose row 1 {1, 2, 3, 4} (4 options)");
            browser.evaluate("document.getElementById('forward').click()");
            assertThat(browser.evaluate("document.getElementById('board').dataset.queens")).isEqualTo("1 . . .");
        }
    }
}
