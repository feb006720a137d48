package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueens.teach.ReferenceTrace;
import org.nqueens.teach.Trace;
import org.nqueens.teach.TraceTable;
import org.nqueens.problem.Problem;

class TeachCommandsTest {

    @Test
    void traceFromTheSeedsStartPrintsTheSeedsTable() {
        CommandRun run = CommandRun.of("trace", "8", "--start", "7 5 3 1");

        assertThat(run.exitCode()).as(run.err()).isZero();
        List<String> table = TraceTable.lines(Trace.record(ReferenceTrace.reference().from(7, 5, 3, 1), Problem.queens(8), true, Long.MAX_VALUE));
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
    void sideBySideForSixEachTreeCountsTheWorkThatCountReports() {
        CommandRun run = CommandRun.of("tree", "6", "--solvers", "backtrack,dlx", "--format", "json");

        assertThat(run.exitCode()).as(run.err()).isZero();
        for (String solver : List.of("backtrack", "dlx")) {
            String stats = statsOf(CommandRun.of("count", "6", "--solver", solver, "--threads", "1", "--format", "json").out());
            String tree = run.out().substring(run.out().indexOf("{\"solver\":\"" + solver + "\""));
            assertThat(stats).as(solver + "'s work in count").isNotEmpty();
            assertThat(tree).as(solver + "'s tree").startsWith("{\"solver\":\"" + solver + "\",\"n\":6,");
            assertThat(statsOf(tree)).isEqualTo(stats.substring(0, stats.indexOf(',') < 0 ? stats.length() : stats.indexOf(',')));
        }
        String svg = CommandRun.of("tree", "6", "--solvers", "backtrack,dlx", "--format", "svg").out();
        assertThat(svg).contains("data-solver=\"backtrack\" data-nodes=\"153\" data-work-name=\"placements\" data-work=\"152\"")
                .contains("data-solver=\"dlx\" data-nodes=\"93\" data-work-name=\"nodes\" data-work=\"93\"");
        assertThat(CommandRun.of("tree", "6", "--solvers", "backtrack,dlx").out())
                .startsWith("backtrack on 6 x 6: 152 placements, 4 solutions, 46 dead ends, 0 pruned; placements 152\n"
                        + "dlx on 6 x 6: 92 placements, 4 solutions, 0 dead ends, 26 pruned; nodes 93\n");
    }

    @Test
    void chocoAndTheBitboardAreTracedAndTheirTreesCountWhatCountReports() {
        CommandRun run = CommandRun.of("tree", "6", "--solvers", "backtrack,bitboard,choco,choco-pairwise", "--format", "json");

        assertThat(run.exitCode()).as(run.err()).isZero();
        for (String solver : List.of("choco", "choco-pairwise")) {
            String stats = statsOf(CommandRun.of("count", "6", "--solver", solver, "--threads", "1", "--format", "json").out());
            String tree = run.out().substring(run.out().indexOf("{\"solver\":\"" + solver + "\""));
            assertThat(statsOf(tree)).as(solver + "'s nodes").isEqualTo(stats).startsWith("\"nodes\":");
        }
        assertThat(CommandRun.of("tree", "6", "--solvers", "backtrack,bitboard,choco").out())
                .startsWith("backtrack on 6 x 6: 152 placements, 4 solutions, 46 dead ends, 0 pruned; placements 152\n"
                        + "bitboard on 6 x 6: 152 placements, 4 solutions, 0 dead ends, 46 pruned; placements 152\n"
                        + "choco on 6 x 6: 37 placements, 4 solutions, 0 dead ends, 18 pruned; nodes 39\n");

        CommandRun trace = CommandRun.of("trace", "8", "--solver", "choco");
        assertThat(trace.exitCode()).as(trace.err()).isZero();
        assertThat(trace.out()).contains("   1  .  .  .  .  .  .  .  .   choose q[1] (8 options)\n", "   2  1  .  .  .  .  .  .  .\n",
                "prune row 2 column 2: |j - l| = |2 - 1| = 1, |i - k| = |2 - 1| = 1", "refute: no queen at row", "dead end: propagation left a row no column",
                "SOLUTION").contains("stopped at the first solution");
        assertThat(CommandRun.of("trace", "4", "--solver", "choco").out())
                .endsWith("  31  2  4' 1' 3'  prune row 4 column 4: j = l = 4 (same column as row 2)\n"
                        + "stopped at the first solution: 31 events, 3 placements (--all goes on to the end of the search)\n");
        String four = CommandRun.of("trace", "4", "--solver", "choco", "--all").out();
        assertThat(four).contains("  22  2  .  .  .   SOLUTION\n", "  31  2  4' 1' 3'  prune row 4 column 4: j = l = 4 (same column as row 2)\n")
                .endsWith("the search is done: 62 events, 5 placements\n");
        assertThat(CommandRun.of("trace", "5", "--solver", "bitboard").out()).contains("   3  1  .  .  .  .   choose row 2 {3, 4, 5} (3 options)\n");
        assertThat(CommandRun.of("trace", "5", "--solver", "bitboard").out()).contains("the search: Bitboard, the plain row loop in row order");
        String partial = "3 . . 5 . . . .";
        String completion = CommandRun.of("tree", "--board", partial, "--solvers", "bitboard-completion", "--format", "json").out();
        assertThat(statsOf(completion)).isEqualTo(statsOf(CommandRun.of("count", "--board", partial, "--solver", "bitboard", "--format", "json").out()))
                .isEqualTo("\"nodes\":22");
    }

    @Test
    void cpSatShowsItsRootDomainsAndSolutionsAndHasNoTree() {
        CommandRun run = CommandRun.of("trace", "--board", "3 . . 5 . . . .", "--solver", "cpsat", "--all");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("CP-SAT exposes no search tree", "  row 5: {8}   (the model allowed {1, 2, 8})\n")
                .contains("solution 1: 3 ", "solution 2: 3 ").endsWith("the search is done: 2 solutions\n");
        CommandRun json = CommandRun.of("trace", "6", "--solver", "cpsat", "--all", "--format", "json");
        assertThat(json.out()).startsWith("{\"solver\":\"cpsat\",").contains("\"root\":[{\"row\":1,\"columns\":[1,2,3,4,5,6]}")
                .contains("\"complete\":true");
        assertThat(json.out().split("\"solution\":\\[", -1)).hasSize(5);
        assertRefused(CommandRun.of("tree", "5", "--solvers", "backtrack,cpsat"), "CP-SAT exposes no search tree");
    }

    /** The first measure in the "stats" object of a JSON document: "name":value. */
    private static String statsOf(String json) {
        int start = json.indexOf("\"stats\":{") + 9;
        String inside = json.substring(start, json.indexOf('}', start));
        return inside.contains(",") ? inside.substring(0, inside.indexOf(',')) : inside;
    }

    @Test
    void treeRefusesAnUnreadableSizeSayingWhatWorks() {
        assertRefused(CommandRun.of("tree", "8"), "Try N = 7 or less");
    }

    @Test
    void levelsSumToTheReferencePlacements() {
        CommandRun run = CommandRun.of("levels", "8", "--format", "json");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo("{\"n\":8,\"levels\":[8,42,140,344,568,550,312,92],\"placements\":2056}\n");
        assertThat(CommandRun.of("levels", "4").out()).contains("sum 16:");
        assertRefused(CommandRun.of("levels", "65"), "n = 1..64");
    }

    @Test
    void enumerateUniqueListsTwelveClassesOfEightQueensSummingToNinetyTwo() {
        CommandRun run = CommandRun.of("enumerate", "8", "--unique", "--format", "json");

        assertThat(run.exitCode()).as(run.err()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(12).allMatch(line -> line.matches("\\{\"solution\":\\[[1-8](,[1-8]){7}],\"class_size\":[48],\"fixed_by\":\\[.*]}"));
        assertThat(lines.stream().mapToInt(line -> line.contains("\"class_size\":8") ? 8 : 4).sum()).isEqualTo(92);
        assertThat(lines).filteredOn(line -> line.contains("\"class_size\":4")).singleElement().asString()
                .contains("\"fixed_by\":[\"identity\",\"rotate-180\"]");
        String text = CommandRun.of("enumerate", "8", "--unique", "--format", "text").out();
        assertThat(text).contains("class 1 of 12: 1 5 8 6 3 7 2 4, 8 solutions; fixed by the identity only")
                .contains("4 solutions; fixed by the identity, the half turn").endsWith("12 classes, 92 solutions\n");
        assertRefused(CommandRun.of("enumerate", "--board", "1 . . . .", "--unique"), "empty board");
    }

    @Test
    void animateWritesOneSelfContainedPage(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws java.io.IOException {
        java.nio.file.Path page = dir.resolve("a.html");
        CommandRun run = CommandRun.of("animate", "5", "--output", page.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        String html = java.nio.file.Files.readString(page);
        assertThat(html).startsWith("<!DOCTYPE html>").contains("id=\"board\"", "id=\"forward\"", "id=\"back\"", "id=\"play\"", "id=\"solver\"")
                .doesNotContain("https://", "<link", " src=", "@import", "url(");
        assertThat(html.replace("http://www.w3.org/2000/svg", "")).as("no address but the SVG namespace").doesNotContain("http://");
        assertRefused(CommandRun.of("animate", "8", "--output", page.toString()), "Try N = 7 or less");
        assertRefused(CommandRun.of("animate", "4", "--output", dir.resolve("no/such/folder.html").toString()),
                "its folder " + dir.resolve("no/such") + " does not exist.");
        assertRefused(CommandRun.of("animate", "4", "--output", dir.toString()), "Cannot write the page to " + dir + ": ");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "tree 4 --piece knight           | 4 knights on 4 x 4 is a variant",
        "animate 5 --torus --output x    | 5 queens on 5 x 5 torus is a variant",
        "tree 4 --size 4x5               | disagree",
        "trace 5 --pawns c3              | 5 queens on 5 x 5 with 1 pawn does not",
        "trace 5 --torus --solver dlx    | traced by the reference search, 'backtrack'",
        "trace 5 --torus --solver cpsat  | traced by the reference search, 'backtrack'",
        "trace 5 --torus --start=1       | A start resumes the search of the empty n x n board",
    })
    void theTeachingViewsRefuseAVariantInsteadOfTracingTheClassicBoard(String command, String message) {
        assertRefused(CommandRun.of(command.split(" ")), message);
    }

    @Test
    void traceFollowsTheReferenceSearchOnAVariantThatPutsOnePieceARow() {
        CommandRun torus = CommandRun.of("trace", "5", "--torus");
        assertThat(torus.exitCode()).as(torus.err()).isZero();
        assertThat(torus.out()).startsWith("trace of backtrack on 5 queens on 5 x 5 torus: the columns of the pieces of rows 1..5")
                .contains("   8  1  3  5  2  4   SOLUTION\n");
        CommandRun noneOnTheFourTorus = CommandRun.of("trace", "4", "--torus", "--all");
        assertThat(noneOnTheFourTorus.exitCode()).isEqualTo(ExitCodes.NO_SOLUTION);
        assertThat(noneOnTheFourTorus.out()).endsWith("the search is done: 32 events, 8 placements\n");
        CommandRun superQueens = CommandRun.of("trace", "4", "--piece", "super-queen", "--all", "--format", "json");
        assertThat(superQueens.out()).contains("{\"event\":\"reject\",\"row\":2,\"column\":3,\"conflict\":{\"row\":1,\"column\":1,\"rule\":\"knight\"}}");
    }

    @Test
    void theFamilyOptionsMayRestateTheClassicBoard() {
        CommandRun restated = CommandRun.of("trace", "4", "--piece", "queen", "--size", "4");
        assertThat(restated.exitCode()).as(restated.err()).isZero();
        assertThat(restated.out()).isEqualTo(CommandRun.of("trace", "4").out());
    }

    @Test
    void aCompleteBoardIsASolutionWithNothingToTrace() {
        CommandRun trace = CommandRun.of("trace", "--board", "2 4 1 3");
        assertThat(trace.exitCode()).as(trace.err()).isZero();
        assertThat(trace.out()).isEqualTo(TraceCommand.COMPLETE_BOARD + "\n");
        assertThat(CommandRun.of("trace", "--board", "2 4 1 3", "--format", "json").out()).isEqualTo("{\"events\":[]}\n");
        CommandRun tree = CommandRun.of("tree", "--board", "2 4 1 3");
        assertThat(tree.exitCode()).as(tree.err()).isZero();
        assertThat(tree.out()).endsWith(TraceCommand.COMPLETE_BOARD + "\n");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {"trace 6 --format dimacs | trace | text, json", "trace 6 --format minizinc | trace | text, json",
        "trace 6 --format compact | trace | text, json", "levels 8 --format dimacs | levels | text, json, svg",
        "levels 8 --format minizinc | levels | text, json, svg", "levels 8 --format compact | levels | text, json, svg"})
    void traceAndLevelsRefuseAFormatTheyDoNotPrint(String arguments, String command, String formats) {
        CommandRun run = CommandRun.of(arguments.split(" "));
        assertRefused(run, "is not a format of " + command + "; its formats are " + formats + ".");
        assertThat(run.out()).isEmpty();
    }

    static void assertRefused(CommandRun run, String message) {
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains(message).doesNotContain("\tat ");
        assertThat(run.err().lines().count()).isEqualTo(1);
    }
}
