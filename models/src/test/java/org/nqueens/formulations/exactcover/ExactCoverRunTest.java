package org.nqueens.formulations.exactcover;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.nqueens.dlx.ExactCover;
import org.nqueens.dlx.ExactCoverText;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Status;

/** The dancing-links engine on a general exact-cover problem, answering with the shared result types. */
class ExactCoverRunTest {

    /** Knuth's example (TAOCP 7.2.2.1, (6)): one solution, options 1 4 5 (c e; a d g; b f). */
    private static final String KNUTH = """
            a b c d e f g
            c e
            a d g
            b c f
            a d f
            b g
            d e g
            """;

    /** Two items, options {a}, {b} and {a b}: two solutions, {a b} and {a}, {b}. */
    private static final String TWO = """
            a b
            a
            b
            a b
            """;

    /** Settings whose run is cancelled before it starts. */
    private static SearchSettings cancelled() {
        Cancellation cancellation = Cancellation.create();
        cancellation.cancel();
        return SearchSettings.defaults().withCancellation(cancellation);
    }

    /** n queens in Knuth's format: rows and columns primary, the diagonals secondary (10 queens: 724 solutions, tens of thousands of nodes). */
    private static String queens(int n) {
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= n; i++) {
            text.append("r").append(i).append(" c").append(i).append(' ');
        }
        text.append('|');
        for (int d = 2; d <= 2 * n; d++) {
            text.append(" a").append(d).append(" d").append(d);
        }
        text.append('\n');
        for (int r = 1; r <= n; r++) {
            for (int c = 1; c <= n; c++) {
                text.append("r").append(r).append(" c").append(c).append(" a").append(r + c).append(" d").append(r - c + n + 1).append('\n');
            }
        }
        return text.toString();
    }

    private static ExactCover read(String text) {
        return ExactCoverText.read(new StringReader(text), "test");
    }

    @Test
    void aCountIsACountResultWithTheEnginesWork() {
        CountResult result = ExactCoverRun.count(read(KNUTH), SearchSettings.defaults().withThreads(2));
        assertThat(result.count()).isEqualTo(1);
        assertThat(result.complete()).isTrue();
        assertThat(result.solver()).isEqualTo("dlx");
        assertThat(result.n()).isEqualTo(7);
        assertThat(result.stats().get(Stats.NODES)).isPresent();
        assertThat(result.stats().get(Stats.UPDATES)).isPresent();
    }

    @Test
    void aCountStoppedAtOnceIsPartial() {
        assertThat(ExactCoverRun.count(read(queens(10)), SearchSettings.defaults()).count()).isEqualTo(724);
        CountResult result = ExactCoverRun.count(read(queens(10)), cancelled());
        assertThat(result.complete()).isFalse();
    }

    @ParameterizedTest(name = "limit {0}: {1} found, {2}")
    @CsvSource({"1, 1, SAT", "2, 2, SAT", "5, 2, SAT"})
    void aListingSaysWhetherItFoundWhatWasAsked(long limit, long found, Status status) {
        ExactCoverRun.Listing listing = ExactCoverRun.list(read(TWO), limit, SearchSettings.defaults(), true, (number, options) -> true);
        assertThat(listing.found()).isEqualTo(found);
        assertThat(listing.solutions()).hasSize((int) found);
        assertThat(listing.status()).isEqualTo(status);
    }

    @Test
    void aListingWithoutSolutionIsUnsatAndOneStoppedFirstIsUnknown() {
        ExactCover none = read("a b\na\n");
        assertThat(ExactCoverRun.list(none, 1, SearchSettings.defaults(), true, (number, options) -> true).status()).isEqualTo(Status.UNSAT);
        ExactCoverRun.Listing stopped = ExactCoverRun.list(read(queens(10)), 1000, cancelled(), true,
                (number, options) -> true);
        assertThat(stopped.status()).isEqualTo(Status.UNKNOWN);
    }

    @Test
    void aReaderThatGoesStopsTheListingAsIfNoMoreWereAsked() {
        ExactCoverRun.Listing listing = ExactCoverRun.list(read(TWO), 5, SearchSettings.defaults(), false, (number, options) -> number < 1);
        assertThat(listing.found()).isEqualTo(1);
        assertThat(listing.solutions()).isEmpty();
        assertThat(listing.status()).isEqualTo(Status.SAT);
    }
}
