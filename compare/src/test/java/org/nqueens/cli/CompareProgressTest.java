package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nqueens.compare.Question;

class CompareProgressTest {

    /** Every question asked of many formulations, with a finding on every second run: more than a piped log should hold. */
    private static String progressOf(CompareProgress.Mode mode) {
        StringWriter err = new StringWriter();
        try (CompareProgress progress = new CompareProgress(mode, new PrintWriter(err))) {
            progress.starting(Optional.empty(), "warm-up: backtrack");
            int run = 0;
            for (Question question : Question.values()) {
                for (int row = 1; row <= 20; row++) {
                    progress.starting(Optional.of(question), question.key() + " n=" + row + ": dlx");
                    if (++run % 2 == 0) {
                        progress.found(question.key() + " n=" + row + ": dlx WRONG: It counted " + run + " solutions.");
                    }
                }
            }
        }
        return err.toString();
    }

    @Test
    void pipedItSaysEachQuestionAndTheFirstFindingsInAtMostFortyLines() {
        String err = progressOf(CompareProgress.Mode.PIPED);

        // The warm-up, a line a question, the findings kept and the line saying how many were left out: within the bound.
        assertThat(err.lines()).hasSize(1 + Question.values().length + CompareProgress.MAX_FINDINGS + 1)
                .hasSizeLessThanOrEqualTo(CompareProgress.MAX_LINES)
                .anyMatch(line -> line.startsWith("compare: warming up... ("))
                .anyMatch(line -> line.startsWith("compare: optima... ("))
                .contains("compare: counts n=10: dlx WRONG: It counted 10 solutions.")
                .endsWith("compare: " + (Question.values().length * 10 - CompareProgress.MAX_FINDINGS)
                        + " more findings left out here; the tables show them.");
        assertThat(err).doesNotContain("\r");
    }

    @Test
    void onATerminalItRewritesOneLineAndPrintsTheFindingsAboveIt() {
        String err = progressOf(CompareProgress.Mode.TERMINAL);

        assertThat(err).contains("\rcompare 0:00  warm-up: backtrack", "\rcompare 0:00  optima n=1: dlx");
        // A run rewrites the line and never ends it: the only line ends are the findings' and the last line's.
        assertThat(err.chars().filter(c -> c == '\n').count()).isEqualTo(CompareProgress.MAX_FINDINGS + 1);
        assertThat(Arrays.stream(err.split("\n")).map(line -> line.substring(line.lastIndexOf('\r') + 1)).filter(line -> !line.isBlank()))
                .allMatch(line -> line.startsWith("compare: ") && (line.contains(" WRONG: ") || line.contains("left out")));
    }

    @Test
    void quietItSaysNothing() {
        assertThat(progressOf(CompareProgress.Mode.QUIET)).isEmpty();
    }
}
