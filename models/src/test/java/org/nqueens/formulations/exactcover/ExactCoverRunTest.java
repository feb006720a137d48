package org.nqueens.formulations.exactcover;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.dlx.Engine;
import org.nqueens.dlx.ExactCover;
import org.nqueens.dlx.ExactCoverText;
import org.nqueens.solver.Cancellation;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Status;

/** Either engine (dancing links, dancing cells) on a general exact-cover problem, answering with the shared result types. */
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

    @ParameterizedTest
    @EnumSource(Engine.class)
    void aCountIsACountResultWithTheEnginesWork(Engine engine) {
        CountResult result = ExactCoverRun.count(read(KNUTH), engine, SearchSettings.defaults().withThreads(2));
        assertThat(result.count()).isEqualTo(1);
        assertThat(result.complete()).isTrue();
        assertThat(result.solver()).isEqualTo("dlx");
        assertThat(result.n()).isEqualTo(7);
        assertThat(result.stats().get(Stats.NODES)).isPresent();
        assertThat(result.stats().get(Stats.UPDATES)).isPresent();
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void aCountStoppedAtOnceIsPartial(Engine engine) {
        assertThat(ExactCoverRun.count(read(queens(10)), engine, SearchSettings.defaults()).count()).isEqualTo(724);
        CountResult result = ExactCoverRun.count(read(queens(10)), engine, cancelled());
        assertThat(result.complete()).isFalse();
    }

    static Stream<Arguments> limits() {
        return Arrays.stream(Engine.values()).flatMap(engine -> Stream.of(
                Arguments.of(engine, 1L, 1L, Status.SAT), Arguments.of(engine, 2L, 2L, Status.SAT), Arguments.of(engine, 5L, 2L, Status.SAT)));
    }

    @ParameterizedTest(name = "{0}, limit {1}: {2} found, {3}")
    @MethodSource("limits")
    void aListingSaysWhetherItFoundWhatWasAsked(Engine engine, long limit, long found, Status status) {
        ExactCoverRun.Listing listing = ExactCoverRun.list(read(TWO), engine, limit, SearchSettings.defaults(), true, (number, options) -> true);
        assertThat(listing.found()).isEqualTo(found);
        assertThat(listing.solutions()).hasSize((int) found);
        assertThat(listing.status()).isEqualTo(status);
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void aListingWithoutSolutionIsUnsatAndOneStoppedFirstIsUnknown(Engine engine) {
        ExactCover none = read("a b\na\n");
        assertThat(ExactCoverRun.list(none, engine, 1, SearchSettings.defaults(), true, (number, options) -> true).status())
                .isEqualTo(Status.UNSAT);
        ExactCoverRun.Listing stopped = ExactCoverRun.list(read(queens(10)), engine, 1000, cancelled(), true,
                (number, options) -> true);
        assertThat(stopped.status()).isEqualTo(Status.UNKNOWN);
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void aReaderThatGoesStopsTheListingAsIfNoMoreWereAsked(Engine engine) {
        ExactCoverRun.Listing listing = ExactCoverRun.list(read(TWO), engine, 5, SearchSettings.defaults(), false, (number, options) -> number < 1);
        assertThat(listing.found()).isEqualTo(1);
        assertThat(listing.solutions()).isEmpty();
        assertThat(listing.status()).isEqualTo(Status.SAT);
    }
}
