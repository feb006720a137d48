package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.nqueens.solver.Progress;

class ProgressDisplayTest {

    @Test
    void theCoverageOfAStoppedCountIsItsShareOfTheWorkWithItsParts() {
        try (ProgressDisplay display = new ProgressDisplay(false, System.err, "count 20")) {
            display.report(new Progress(900, 1000, 5, 1, 3));
            assertThat(display.coverage()).isEqualTo("covered 90.0% of the search (1 of 3 parts)");
        }
    }
}
