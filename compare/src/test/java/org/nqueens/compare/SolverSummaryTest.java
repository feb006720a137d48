package org.nqueens.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Placement;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Status;

class SolverSummaryTest {

    private static Cell answered(String solver, long millis) {
        return new Cell(solver, new Answer.Found(Status.SAT, Optional.of(Placement.of(Solution.of(1, 5, 8, 6, 3, 7, 2, 4))), solver), Optional.of(Duration.ofMillis(millis)), Optional.empty(), Stats.empty(), false, "");
    }

    private static Cell unknown(String solver) {
        return new Cell(solver, new Answer.Found(Status.UNKNOWN, Optional.empty(), solver), Optional.of(Duration.ofSeconds(10)), Optional.empty(), Stats.empty(), false, "time limit");
    }

    private static Table table(List<List<Cell>> rows) {
        List<Row> built = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            built.add(new Row("i" + i, 8, "SAT", rows.get(i), Row.judge(rows.get(i), List.of()), List.of()));
        }
        return new Table(Question.COMPLETIONS, List.of("a", "b"), built);
    }

    @Test
    void countsRightAnswersAndTakesTheMedianWithUnansweredAsSlowest() {
        Table table = table(List.of(
                List.of(answered("a", 30), unknown("b")),
                List.of(answered("a", 10), answered("b", 5)),
                List.of(answered("a", 20), unknown("b")),
                List.of(answered("a", 40).judgedWrong("It says SAT."), Cell.notAsked("b", "refuses"))));

        List<SolverSummary> summaries = SolverSummary.of(table);

        assertThat(summaries).extracting(SolverSummary::solver).containsExactly("a", "b");
        SolverSummary a = summaries.get(0);
        assertThat(a.share()).isEqualTo("3/4 (75%)");
        assertThat(a.median()).contains(Duration.ofMillis(20));
        assertThat(a.worstAnswer()).contains(Duration.ofMillis(30));
        SolverSummary b = summaries.get(1);
        assertThat(b.share()).isEqualTo("1/3 (33%)");
        assertThat(b.medianText()).isEqualTo("unanswered");
        assertThat(b.worstText()).isEqualTo("5.00 ms");
    }
}
