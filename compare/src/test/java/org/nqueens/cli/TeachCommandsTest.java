package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueens.board.Board;
import org.nqueens.teach.ReferenceTrace;
import org.nqueens.teach.Trace;
import org.nqueens.teach.TraceTable;

class TeachCommandsTest {

    @Test
    void traceFromTheSeedsStartPrintsTheSeedsTable() {
        CommandRun run = CommandRun.of("trace", "8", "--start", "7 5 3 1");

        assertThat(run.exitCode()).as(run.err()).isZero();
        List<String> table = TraceTable.lines(Trace.record(ReferenceTrace.reference().from(7, 5, 3, 1), Board.empty(8), true, Long.MAX_VALUE));
        assertThat(run.out().lines().skip(1).limit(table.size()).toList()).containsExactlyElementsOf(table);
        assertThat(run.out()).contains("   2  7  5  3  1  4  .  .  .\n")
                .contains("  20  7  5  3  1  6  8  2  4   SOLUTION\n")
                .contains("stopped at the first solution: 20 events");
    }

    @Test
    void traceJsonHasTheContractsNames() {
        CommandRun run = CommandRun.of("trace", "8", "--start", "7 5 3 1", "--limit", "2", "--format", "json");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo("{\"events\":[{\"event\":\"reject\",\"row\":5,\"column\":2,\"conflict\":{\"row\":4,\"column\":1,\"rule\":\"diagonal\"}},"
                + "{\"event\":\"place\",\"row\":5,\"column\":4}]}\n");
    }

    @Test
    void traceOfAPartialBoardKeepsTheGivenQueens() {
        CommandRun run = CommandRun.of("trace", "--board", "3 . . 5 . . . .", "--every-column", "--limit", "3");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("   -  3  .  .  5  .  .  .  .   the given queens\n")
                .contains("   1  3  1  .  5  .  .  .  .\n")
                .contains("   2  3  1* 1* 5  .  .  .  .   j = l = 1 (same column as row 2)\n")
                .contains("   3  3  1* 2* 5  .  .  .  .   |j - l| = |2 - 1| = 1, |i - k| = |3 - 2| = 1\n");
    }

    @Test
    void traceRefusesBadRequestsWithOneLine() {
        assertRefused(CommandRun.of("trace", "13"), "trace follows boards up to n = 12");
        assertRefused(CommandRun.of("trace", "8", "--start", "7 7"), "is not feasible");
        assertRefused(CommandRun.of("trace", "8", "--start", "7 x"), "'x' is not one");
        assertRefused(CommandRun.of("trace", "10", "--all"), "give --limit K");
        assertRefused(CommandRun.of("trace", "8", "--solver", "nosuch"), "cannot be traced");
    }

    @Test
    void treeOfFourHasSixteenPlacementsAndTwoSolutions() {
        CommandRun run = CommandRun.of("tree", "4", "--format", "json");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("{\"solver\":\"backtrack\",\"n\":4,\"placements\":16,\"solutions\":2,\"stats\":{\"placements\":16},\"nodes\":[")
                .contains("{\"id\":0,\"parent\":null,\"row\":null,\"column\":null,\"kind\":\"root\"}")
                .contains("{\"id\":8,\"parent\":7,\"row\":4,\"column\":3,\"kind\":\"solution\"}");
        assertThat(CommandRun.of("tree", "4").out()).contains("16     row 2 column 2 (b2)  dead end");
        assertThat(CommandRun.of("tree", "4", "--format", "svg").out()).startsWith("<svg").contains("class=\"node solution\"");
    }

    @Test
    void treeRefusesAnUnreadableSizeSayingWhatWorks() {
        assertRefused(CommandRun.of("tree", "8"), "Try N = 7 or less");
    }

    static void assertRefused(CommandRun run, String message) {
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains(message).doesNotContain("\tat ");
        assertThat(run.err().lines().count()).isEqualTo(1);
    }
}
