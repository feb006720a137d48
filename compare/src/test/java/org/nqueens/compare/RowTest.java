package org.nqueens.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nqueens.solver.Stats;

class RowTest {

    static Cell cell(long millis, boolean wrong) {
        return new Cell("s", new Answer.Count(92, true), Optional.of(Duration.ofMillis(millis)), Optional.empty(), Stats.of("nodes", millis),
                wrong, wrong ? "It is wrong." : "");
    }

    static Row row(Cell cell) {
        List<Cell> cells = List.of(cell, Cell.notAsked("t", "It refuses."));
        return new Row("n=8", 8, "92", cells, Row.judge(cells, List.of()), List.of());
    }

    @Test
    void mergingRepeatedRunsKeepsTheCellOfMedianWallTime() {
        Row merged = Row.merge(List.of(row(cell(5, false)), row(cell(1, false)), row(cell(3, false)), row(cell(9, false))));

        assertThat(merged.cell("s").wall()).hasValue(Duration.ofMillis(3));
        assertThat(merged.cell("s").stats().get("nodes")).hasValue(3);
        assertThat(merged.cell("t").outcome()).isEqualTo(Outcome.NOT_ASKED);
        assertThat(merged.verdict()).isEqualTo(Verdict.AGREE);
    }

    @Test
    void mergingKeepsAnyWrongRun() {
        Row merged = Row.merge(List.of(row(cell(5, false)), row(cell(7, true)), row(cell(3, false))));

        assertThat(merged.cell("s").wrong()).isTrue();
        assertThat(merged.verdict()).isEqualTo(Verdict.DISAGREE);
    }

    @Test
    void aRowWithoutAnyAnswerIsNoAnswer() {
        assertThat(row(Cell.notAsked("s", "It refuses.")).verdict()).isEqualTo(Verdict.NO_ANSWER);
    }
}
