package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueens.problem.Square;
import org.nqueens.optimise.Objective;
import org.nqueens.optimise.Question;
import org.nqueens.optimise.Witness;
import org.nqueens.optimise.WitnessCheck;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;

/** {@code independence} and {@code domination} on the command line: the seed's figures, the JSON contract, exit codes. */
class OptimisationCommandsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static List<Square> squares(JsonNode pairs) {
        List<Square> squares = new ArrayList<>();
        pairs.forEach(pair -> squares.add(new Square(pair.get(0).asInt(), pair.get(1).asInt())));
        return squares;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "independence 8 --piece knight --format json              | independence           | knight | 32 | 0 | cpsat",
        "independence 8 --piece bishop --format json              | independence           | bishop | 14 | 0 | dlx",
        "independence 8 --piece king --format json                | independence           | king   | 16 | 0 | cpsat",
        "independence 8 --piece rook --format json                | independence           | rook   | 8  | 0 | dlx",
        "domination 8 --format json                               | domination             | queen  | 5  | 0 | dlx",
        "domination 8 --independent --format json                 | independent-domination | queen  | 5  | 0 | dlx",
        "independence 8 --pieces 9 --fewest-pawns --format json   | fewest-pawns           | queen  | 1  | 9 | cpsat",
        "independence 8 --piece king --solver choco --format json | independence           | king   | 16 | 0 | choco",
        "domination 7 --solver choco --format json                | domination             | queen  | 4  | 0 | choco",
        "domination 6 --solver backtrack --format json            | domination             | queen  | 3  | 0 | backtrack",
    })
    void theSeedsFiguresComeOutProvedOptimalWithAWitnessThatVerifies(String command, String question, String piece, int value, int pieces,
            String solver)
            throws Exception {
        CommandRun run = CommandRun.of(command.split(" "));
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode answer = JSON.readTree(run.out());
        assertThat(answer.get("question").asText()).isEqualTo(question);
        assertThat(answer.get("status").asText()).isEqualTo("OPTIMAL");
        assertThat(answer.get("value").asInt()).isEqualTo(value);
        assertThat(answer.get("bound").asInt()).isEqualTo(value);
        assertThat(answer.get("solver").asText()).isEqualTo(solver); // the first optimiser that takes the question, or the one named
        assertThat(answer.has("millis") && answer.has("stats") && answer.has("count")).isTrue();
        // The witness printed answers the question, checked here again from the JSON alone.
        int n = Integer.parseInt(command.split(" ")[1]);
        Problem.Builder builder = Problem.on(Geometry.square(n)).piece(Piece.parse(piece));
        if (pieces > 0) {
            builder.pieces(pieces);
        }
        Objective objective = switch (question) {
            case "independence" -> Objective.INDEPENDENCE;
            case "domination" -> Objective.DOMINATION;
            case "independent-domination" -> Objective.INDEPENDENT_DOMINATION;
            default -> Objective.FEWEST_PAWNS;
        };
        Set<Square> pawns = new TreeSet<>(squares(answer.get("witness").get("pawns")));
        Witness witness = Witness.of(Placement.of(squares(answer.get("witness").get("pieces"))), pawns);
        assertThat(WitnessCheck.fault(Question.of(objective, builder.build()), witness)).isEmpty();
    }

    @Test
    void textShowsTheDrawingTheValueTheBoundAndTheWork() {
        CommandRun run = CommandRun.of("independence", "8", "--piece", "knight");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("independence of knights on 8 x 8: 32 (OPTIMAL)\n")
                .contains("  a b c d e f g h\n").contains("bound: 32 (").contains("solver cpsat, ");
        assertThat(run.out().chars().filter(c -> c == 'N').count()).isEqualTo(32);
    }

    @Test
    void countsTheLargestPlacements() throws Exception {
        CommandRun run = CommandRun.of("independence", "6", "--piece", "knight", "--count", "--format", "json");
        assertThat(run.exitCode()).isZero();
        assertThat(JSON.readTree(run.out()).get("count").asLong()).isEqualTo(2);
    }

    @Test
    void aMixedArmyPrintsBothArmies() throws Exception {
        CommandRun run = CommandRun.of("independence", "5", "--partner", "knight", "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode answer = JSON.readTree(run.out());
        assertThat(answer.get("question").asText()).isEqualTo("mixed-army");
        assertThat(answer.get("witness").get("partners").size()).isEqualTo(answer.get("value").asInt());
    }

    @Test
    void aTimeLimitOnAHardBoardGivesFeasibleOrUnknownNeverAWrongOptimal() throws Exception {
        CommandRun run = CommandRun.of("domination", "16", "--time-limit", "300ms", "--threads", "1", "--format", "json");
        JsonNode answer = JSON.readTree(run.out());
        assertThat(answer.get("status").asText()).isIn("FEASIBLE", "UNKNOWN");
        assertThat(run.exitCode()).isEqualTo(answer.get("status").asText().equals("FEASIBLE") ? 0 : 4);
    }

    @Test
    void theTimeLimitHoldsOnALargeMatrixWhoseNodesTakeMilliseconds() throws Exception {
        // The domination matrix of n = 100 has ten thousand options of about 400 squares: the cover search's
        // nodes take tens of milliseconds, and polled every 4,096 nodes it ran for minutes past a 500 ms limit.
        long start = System.nanoTime();
        CommandRun run = CommandRun.of("domination", "100", "--solver", "dlx", "--time-limit", "500ms", "--format", "json");
        double seconds = (System.nanoTime() - start) / 1e9;
        JsonNode answer = JSON.readTree(run.out());
        assertThat(answer.get("status").asText()).isIn("FEASIBLE", "UNKNOWN");
        assertThat(seconds).as("seconds for a 500 ms limit, matrix built in the same run").isLessThan(10);
    }

    @Test
    void aSquareNothingCanWatchIsInfeasibleWithExitOne(@TempDir Path folder) throws Exception {
        // Knights on 3 x 3 with the centre blocked: no knight move reaches the centre, so nothing watches it.
        Path grid = Files.writeString(folder.resolve("centre.txt"), "...\n.x.\n...\n");
        CommandRun run = CommandRun.of("domination", "--file", grid.toString(), "--piece", "knight");
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(1);
        assertThat(run.out()).contains("INFEASIBLE");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "independence 8 --fewest-pawns                   | --pieces K",
        "independence 8 --pieces 9                       | --fewest-pawns",
        "independence 8 --pieces 9 --fewest-pawns --partner knight | give one of them",
        "domination 8 --independent --pieces 3           | no meaning for domination",
        "independence 8 --independent                    | --independent",
        "independence 8 --solver nope                    | Unknown solver 'nope'",
        "independence 8 --partner dragon                 | dragon",
        "domination 8 --format compact                   | --format",
        "independence 8 --pieces 9 --fewest-pawns --solver choco | Optimisers that do: cpsat",
        "independence 8 --piece knight --solver dlx     | Optimisers that do: cpsat",
        "domination 9 --solver backtrack                 | dlx",
    })
    void badInputIsOneLineAndExitTwo(String command, String named) {
        CommandRun run = CommandRun.of(command.split(" "));
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains(named);
        assertThat(run.err().strip().lines().count()).as(run.err()).isLessThanOrEqualTo(3);
        assertThat(run.err()).doesNotContain("Exception");
    }
}
