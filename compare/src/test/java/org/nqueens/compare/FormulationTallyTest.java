package org.nqueens.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nqueens.solver.Stats;

class FormulationTallyTest {

    private static Cell count(String solver, long value, boolean complete, long millis) {
        return new Cell(solver, new Answer.Count(value, complete), Optional.of(Duration.ofMillis(millis)), Optional.empty(), Stats.empty(), false, "");
    }

    private static Row row(int n, Cell... cells) {
        List<Cell> list = List.of(cells);
        return new Row("n=" + n, n, "", list, Row.judge(list, List.of()), List.of());
    }

    @Test
    void talliesAnswersWrongOnesTimeOutsAndTheGeometricMeanOfRightAnswers() {
        Table counts = new Table(Question.COUNTS, List.of("a", "b"), List.of(
                row(4, count("a", 2, true, 1), count("b", 2, true, 2)),
                row(5, count("a", 10, true, 100), count("b", 11, true, 3).judgedWrong("It counted 11.")),
                row(6, count("a", 4, true, 10), count("b", 1, false, 50)),
                row(7, Cell.notAsked("a", "Not asked."), new Cell("b", new Answer.TimedOut(Duration.ofSeconds(4)), Optional.of(Duration.ofSeconds(4)),
                        Optional.empty(), Stats.empty(), false, "It overran."))));
        ComparisonResult result = new ComparisonResult("a", Duration.ofSeconds(3), 1, 1, "", List.of(counts));

        List<FormulationTally> tallies = FormulationTally.of(result);

        assertThat(tallies).extracting(FormulationTally::solver).containsExactly("a", "b");
        FormulationTally a = tallies.get(0);
        assertThat(List.of(a.asked(), a.answered(), a.wrong(), a.timeOuts())).containsExactly(3, 3, 0, 0);
        assertThat(a.geometricMean()).hasValue(Duration.ofMillis(10));
        FormulationTally b = tallies.get(1);
        assertThat(List.of(b.asked(), b.answered(), b.wrong(), b.timeOuts())).containsExactly(4, 2, 1, 2);
        assertThat(b.geometricMean()).as("only its one right answer counts").hasValue(Duration.ofMillis(2));
        assertThat(FormulationTally.of(result.reproducible()).get(0).geometricMean()).isEmpty();
    }

    @Test
    void countsOutsideTheirRangeAreRefused() {
        assertThatThrownBy(() -> new FormulationTally("a", 2, 3, 0, 0, Optional.empty())).hasMessageContaining("between 0 and the questions asked");
    }
}
