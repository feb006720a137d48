package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class ExactCoverCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** Published counts of problems that are not queens; pentominoes count every rotation and reflection, Langford both reversals. */
    @ParameterizedTest(name = "{0} {1} on {3} threads: {2}")
    @CsvSource({
        "pentomino, 3x20, 8, 1", "pentomino, 3x20, 8, 2",
        "langford, 3, 2, 1", "langford, 4, 2, 2", "langford, 5, 0, 2",
        "langford, 7, 52, 1", "langford, 7, 52, 3", "langford, 8, 300, 1", "langford, 8, 300, 2"})
    void countsTheGeneratedProblems(String kind, String size, long count, int threads) throws IOException {
        Path file = generate(kind, size);

        JsonNode answer = countJson(file, threads);

        assertThat(answer.get("count").asLong()).isEqualTo(count);
        assertThat(answer.get("complete").asBoolean()).isTrue();
        assertThat(answer.get("threads").asInt()).isEqualTo(threads);
        JsonNode oneThread = countJson(file, 1);
        assertThat(answer.get("stats")).as("nodes and updates on %d threads against one", threads).isEqualTo(oneThread.get("stats"));
    }

    /** Both engines count the same; each engine's nodes and updates are the same on any number of threads. */
    @ParameterizedTest(name = "{0} {1} on {2} threads")
    @CsvSource({"pentomino, 3x20, 2", "langford, 8, 1", "langford, 8, 3", "sudoku, , 1"})
    void countsAlikeOnEitherEngine(String kind, String size, int threads) throws IOException {
        Path file = size == null ? dir.resolve(kind + ".txt") : generate(kind, size);
        if (size == null) {
            Files.writeString(file, succeeded(CommandRun.of("generate", "exact-cover", kind)).out());
        }

        JsonNode links = countJson(file, threads, "links");
        JsonNode cells = countJson(file, threads, "cells");

        assertThat(cells.get("count")).isEqualTo(links.get("count"));
        assertThat(cells.get("complete").asBoolean()).isTrue();
        assertThat(cells.get("stats")).isEqualTo(countJson(file, 1, "cells").get("stats"));
        assertThat(cells.at("/stats/nodes").asLong()).isPositive().isLessThanOrEqualTo(links.at("/stats/nodes").asLong());
        JsonNode byDefault = countJson(file, threads);
        assertThat(byDefault.get("engine").asText()).as("the faster on a problem of primary items only").isEqualTo("cells");
        assertThat(byDefault.get("stats")).isEqualTo(cells.get("stats"));
    }

    /**
     * Without --engine: cells on the queens' matrix (46 secondary items for 26 primary ones, where cells is the faster),
     * links on the super-queens' (322 for 20: the knight pairs), and the engine that ran is named in the output.
     */
    @Test
    void choosesTheEngineByTheShareOfSecondaryItems() throws IOException {
        Path queens = dir.resolve("queens-9.txt");
        Files.writeString(queens, succeeded(CommandRun.of("model", "9", "--solver", "dlx")).out());
        Path superQueens = dir.resolve("super-queens-10.txt");
        Files.writeString(superQueens, succeeded(CommandRun.of("model", "10", "--piece", "super-queen", "--solver", "dlx")).out());

        JsonNode onQueens = countJson(queens, 2);
        JsonNode onSuperQueens = countJson(superQueens, 2);
        CommandRun text = CommandRun.of("exact-cover", superQueens.toString(), "--threads", "1", "--first");
        List<String> lines = text.out().lines().toList();

        assertThat(onQueens.get("engine").asText()).isEqualTo("cells");
        assertThat(onQueens.get("count").asLong()).isEqualTo(352);
        assertThat(onSuperQueens.get("engine").asText()).isEqualTo("links");
        assertThat(onSuperQueens.get("stats")).isEqualTo(countJson(superQueens, 2, "links").get("stats"));
        assertThat(onSuperQueens.get("count").asLong()).isEqualTo(4);
        assertThat(text.exitCode()).isZero();
        assertThat(lines.get(lines.size() - 1)).contains(", dancing links, ");
        assertThat(countJson(superQueens, 2, "cells").get("engine").asText()).as("a chosen engine is kept").isEqualTo("cells");
    }

    @ParameterizedTest(name = "pentomino {0}: {1}")
    @CsvSource({"4x15, 1472", "5x12, 4040", "6x10, 9356"})
    @Tag("slow")
    void countsTheLargerPentominoRectangles(String size, long count) throws IOException {
        Path file = generate("pentomino", size);

        JsonNode two = countJson(file, 2);

        assertThat(two.get("count").asLong()).isEqualTo(count);
        assertThat(two.get("stats")).isEqualTo(countJson(file, 1).get("stats"));
    }

    @Test
    @Tag("slow")
    void countsTheSixByTenTilingsUpToSymmetry() throws IOException {
        Path file = dir.resolve("6x10-sym.txt");
        Files.writeString(file, succeeded(CommandRun.of("generate", "exact-cover", "pentomino", "6x10", "--up-to-symmetry")).out());

        assertThat(countJson(file, 2).get("count").asLong()).isEqualTo(9356 / 4);
    }

    /** DLX1's figures on the queens matrix that {@code model N --solver dlx} prints (Knuth's table: reference/dlx-queens.csv), read from standard input. */
    @ParameterizedTest(name = "n = {0}")
    @MethodSource("dlxQueensUpTo12")
    void reproducesTheNodesAndUpdatesOfDlx1OnTheQueensMatrix(int n, long solutions, long nodes, long updates) {
        String matrix = succeeded(CommandRun.of("model", Integer.toString(n), "--solver", "dlx")).out();

        for (String threads : List.of("1", "2")) {
            CommandRun run = withStandardInput(matrix, "exact-cover", "-", "--engine", "links", "--threads", threads, "--format", "json");
            JsonNode answer = json(succeeded(run));
            assertThat(answer.get("input").asText()).isEqualTo("-");
            assertThat(answer.get("count").asLong()).as("n = %d on %s threads", n, threads).isEqualTo(solutions);
            assertThat(answer.at("/stats/nodes").asLong()).as("nodes, n = %d on %s threads", n, threads).isEqualTo(nodes);
            assertThat(answer.at("/stats/updates").asLong()).as("updates, n = %d on %s threads", n, threads).isEqualTo(updates);
        }
    }

    @Test
    @Tag("slow")
    void reproducesDlx1OnTheThirteenQueensMatrix() throws IOException {
        Path file = dir.resolve("queens-13.txt");
        Files.writeString(file, succeeded(CommandRun.of("model", "13", "--solver", "dlx")).out());

        JsonNode answer = countJson(file, 2, "links");

        assertThat(answer.get("count").asLong()).isEqualTo(73712);
        assertThat(answer.at("/stats/nodes").asLong()).isEqualTo(1046319);
        assertThat(answer.at("/stats/updates").asLong()).isEqualTo(17463157);
    }

    @Test
    void printsTheCountAndDlx1StatisticsAsText() throws IOException {
        Path file = dir.resolve("queens-12.txt");
        Files.writeString(file, succeeded(CommandRun.of("model", "12", "--solver", "dlx")).out());

        CommandRun run = CommandRun.of("exact-cover", file.toString(), "--threads", "2", "--engine", "links");

        assertThat(run.exitCode()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0)).isEqualTo("14200 solutions");
        assertThat(lines.get(1)).startsWith("66 items (24 primary, 42 secondary), 144 options; 2 threads, dancing links, ")
                .endsWith(" ms, nodes 211716, updates 3594752");
    }

    @Test
    void readsTheSameProblemFromAFileAndFromStandardInput() throws IOException {
        Path file = generate("langford", "7");

        JsonNode fromFile = countJson(file, 2);
        JsonNode fromStdin = json(succeeded(withStandardInput(Files.readString(file), "exact-cover", "-", "--threads", "2", "--format", "json")));

        for (String field : List.of("items", "primary", "options", "count", "complete", "stats")) {
            assertThat(fromStdin.get(field)).as(field).isEqualTo(fromFile.get(field));
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 7})
    void solvesAGeneratedSudokuWhoseOneSolutionKeepsTheRules(long seed) throws IOException {
        Path file = dir.resolve("sudoku-" + seed + ".txt");
        Files.writeString(file, succeeded(CommandRun.of("generate", "exact-cover", "sudoku", "--seed", Long.toString(seed))).out());

        JsonNode answer = json(succeeded(CommandRun.of("exact-cover", file.toString(), "--limit", "2", "--format", "json")));

        assertThat(answer.get("count").asLong()).as("seed %d", seed).isEqualTo(1);
        assertThat(answer.get("complete").asBoolean()).isTrue();
        assertThat(answer.get("solutions")).hasSize(1);
        int[][] grid = sudokuGrid(answer.get("solutions").get(0));
        assertSudoku(grid);
        assertThat(givenCells(file)).as("clues of seed %d", seed).isNotEmpty().allSatisfy((cell, digit) ->
                assertThat(grid[cell / 9][cell % 9]).as("clue at row %d, column %d", cell / 9 + 1, cell % 9 + 1).isEqualTo(digit));
        assertThat(CommandRun.of("exact-cover", file.toString()).out()).startsWith("1 solution\n");
    }

    @Test
    void solvesAGivenSudoku() {
        String puzzle = "53..7.... 6..195... .98....6. 8...6...3 4..8.3..1 7...2...6 .6....28. ...419..5 ....8..79";
        String matrix = succeeded(CommandRun.of("generate", "exact-cover", "sudoku", "--puzzle", puzzle)).out();

        JsonNode answer = json(succeeded(withStandardInput(matrix, "exact-cover", "-", "--first", "--format", "json")));

        int[][] grid = sudokuGrid(answer.get("solutions").get(0));
        assertSudoku(grid);
        assertThat(grid[0]).containsExactly(5, 3, 4, 6, 7, 8, 9, 1, 2);
        assertThat(grid[8]).containsExactly(3, 4, 5, 2, 8, 6, 1, 7, 9);
    }

    @Test
    void listsSolutionsAsOptionLines() throws IOException {
        Path file = dir.resolve("knuth.txt");
        Files.writeString(file, "| the example of Knuth's paper\nA B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n");

        CommandRun run = CommandRun.of("exact-cover", file.toString(), "--limit", "5");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("solution 1:\nA D\nC E F\nB G\n\n1 solution listed: every solution\n7 items (7 primary, 0 secondary), 6 options; 1 thread, ");
        JsonNode answer = json(succeeded(CommandRun.of("exact-cover", file.toString(), "--first", "--format", "json")));
        assertThat(answer.get("solutions").toString()).isEqualTo("[[\"A D\",\"C E F\",\"B G\"]]");
        assertThat(answer.get("complete").asBoolean()).isFalse();
    }

    @Test
    void listsLangfordPairingsThatKeepTheRule() throws IOException {
        Path file = generate("langford", "8");

        JsonNode answer = json(succeeded(CommandRun.of("exact-cover", file.toString(), "--limit", "1000", "--format", "json")));

        assertThat(answer.get("count").asLong()).isEqualTo(300);
        assertThat(answer.get("complete").asBoolean()).isTrue();
        Set<List<Integer>> pairings = new HashSet<>();
        for (JsonNode solution : answer.get("solutions")) {
            pairings.add(langford(solution, 8));
        }
        assertThat(pairings).hasSize(300);
    }

    @Test
    void stopsAtTheLimitAndSaysThereMayBeMore() throws IOException {
        Path file = generate("langford", "7");

        CommandRun run = CommandRun.of("exact-cover", file.toString(), "--limit", "3", "--threads", "2");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out().lines().filter(line -> line.startsWith("solution "))).hasSize(3);
        assertThat(run.out()).contains("3 solutions listed, as asked; there may be more\n");
    }

    @Test
    void exitsOneWhenAListingFindsNoSolution() throws IOException {
        Path file = generate("langford", "5");

        CommandRun run = CommandRun.of("exact-cover", file.toString(), "--first");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).startsWith("no solution exists\n");
        assertThat(CommandRun.of("exact-cover", file.toString()).exitCode()).isZero();
    }

    @ParameterizedTest(name = "{0} threads")
    @ValueSource(strings = {"1", "2"})
    void printsAPartialCountWhenTheTimeLimitIsReached(String threads) throws IOException {
        Path file = generate("pentomino", "6x10");

        CommandRun text = CommandRun.of("exact-cover", file.toString(), "--time-limit", "300ms", "--threads", threads);
        CommandRun json = CommandRun.of("exact-cover", file.toString(), "--time-limit", "300ms", "--threads", threads, "--format", "json");

        assertThat(text.exitCode()).isEqualTo(4);
        assertThat(text.out()).startsWith("at least ").contains("(stopped: time limit reached; the count is partial)");
        assertThat(json.exitCode()).isEqualTo(4);
        JsonNode answer = json(json);
        assertThat(answer.get("complete").asBoolean()).isFalse();
        assertThat(answer.get("count").asLong()).isLessThan(9356);
    }

    static Stream<Arguments> malformedFiles() {
        return Stream.of(
                Arguments.of("a b\na\nb q\n", 3, "The option b q names 'q', which is not a declared item."),
                Arguments.of("| comment\na b | a\na\n", 2, "The item 'a' is declared twice; item names must be distinct."),
                Arguments.of("a b c\n\na b\na b a\n", 4, "Option 1 names the item 'a' twice; an option is a set of distinct items."),
                Arguments.of("a | b | c\na\n", 1, "The item line has 2 '|' separators; at most one goes between the primary and the secondary items."));
    }

    @ParameterizedTest(name = "line {1}: {2}")
    @MethodSource("malformedFiles")
    void namesTheFileAndTheLineOfAFault(String text, int line, String fault) throws IOException {
        Path file = dir.resolve("bad.txt");
        Files.writeString(file, text);

        CommandRun fromFile = CommandRun.of("exact-cover", file.toString());
        CommandRun fromStdin = withStandardInput(text, "exact-cover", "-", "--format", "json");

        assertThat(fromFile.exitCode()).isEqualTo(2);
        assertThat(fromFile.out()).isEmpty();
        assertThat(fromFile.err()).isEqualTo("nqueens exact-cover: " + file + ":" + line + ": " + fault + "\n");
        assertThat(fromStdin.exitCode()).isEqualTo(2);
        assertThat(fromStdin.out()).isEmpty();
        assertThat(fromStdin.err()).isEqualTo("nqueens exact-cover: standard input:" + line + ": " + fault + "\n");
    }

    @Test
    void refusesEmptyInputMissingFilesAndBadOptionsInOneLine() throws IOException {
        Path empty = dir.resolve("empty.txt");
        Files.writeString(empty, "| only a comment\n\n");
        Map<CommandRun, String> expected = new HashMap<>();
        expected.put(withStandardInput("", "exact-cover", "-"), "nqueens exact-cover: standard input: no item line;");
        expected.put(CommandRun.of("exact-cover", empty.toString()), "nqueens exact-cover: " + empty + ": no item line;");
        expected.put(CommandRun.of("exact-cover", dir.resolve("absent.txt").toString()), "nqueens exact-cover: " + dir.resolve("absent.txt") + ": no such file.");
        expected.put(CommandRun.of("exact-cover", dir.toString()), "nqueens exact-cover: " + dir + ": is a directory");
        expected.put(CommandRun.of("exact-cover", empty.toString(), "--limit", "0"), "nqueens exact-cover: The limit --limit (0) must be at least 1.");
        expected.put(CommandRun.of("exact-cover", empty.toString(), "--threads", "0"), "nqueens exact-cover: The thread count --threads (0) must lie between 1 and ");
        expected.put(CommandRun.of("exact-cover", empty.toString(), "--first", "--limit", "2"), "nqueens exact-cover: Error: --first, --limit=K are mutually exclusive");
        expected.put(CommandRun.of("exact-cover", empty.toString(), "--format", "compact"), "nqueens exact-cover: The format --format 'compact' is not a format of exact-cover; its formats are text, json.");
        expected.put(CommandRun.of("exact-cover"), "nqueens exact-cover: Missing required parameter: 'FILE|-'");
        expected.put(CommandRun.of("exact-cover", empty.toString(), "--engine", "ropes"), "nqueens exact-cover: Invalid value for option '--engine'");
        expected.forEach((run, start) -> {
            assertThat(run.exitCode()).as(start).isEqualTo(2);
            assertThat(run.out()).as(start).isEmpty();
            assertThat(run.err()).as(start).startsWith(start).hasLineCount(1);
        });
    }

    @Test
    void refusesBadGeneratorArgumentsInOneLine() {
        Map<List<String>, String> expected = Map.of(
                List.of("pentomino", "5x10"), "The rectangle 5x10 must have 60 cells",
                List.of("pentomino", "six"), "The rectangle 'six' must be written RxC",
                List.of("pentomino"), "pentomino needs SIZE: RxC",
                List.of("pentomino", "5x12", "--up-to-symmetry"), "The rectangle 5x12 has an odd side",
                List.of("langford", "x"), "The Langford order 'x' must be a whole number",
                List.of("langford", "0"), "The Langford order n (0) must lie between 1 and 1000.",
                List.of("langford", "7", "--up-to-symmetry"), "--up-to-symmetry is an option of pentomino, not of langford.",
                List.of("sudoku", "3"), "sudoku takes no SIZE ('3')",
                List.of("sudoku", "--puzzle", "12x"), "The Sudoku grid has 'x' at cell 3",
                List.of("tiles", "3"), "Invalid value for positional parameter at index 0 (KIND)");
        expected.forEach((arguments, start) -> {
            List<String> args = new ArrayList<>(List.of("generate", "exact-cover"));
            args.addAll(arguments);
            CommandRun run = CommandRun.of(args.toArray(String[]::new));
            assertThat(run.exitCode()).as(arguments.toString()).isEqualTo(2);
            assertThat(run.out()).as(arguments.toString()).isEmpty();
            assertThat(run.err()).as(arguments.toString()).startsWith("nqueens generate exact-cover: " + start).hasLineCount(1);
        });
    }

    @Test
    void generatesTheSameProblemEveryTime() {
        assertThat(CommandRun.of("generate", "exact-cover", "sudoku", "--seed", "4").out())
                .isEqualTo(CommandRun.of("generate", "exact-cover", "sudoku", "--seed", "4").out())
                .isNotEqualTo(CommandRun.of("generate", "exact-cover", "sudoku", "--seed", "5").out());
        assertThat(CommandRun.of("generate", "exact-cover", "pentomino", "6x10").out())
                .startsWith("| Pentomino tilings of the 6 x 10 rectangle").contains("\nF I L N P T U V W X Y Z 0.0 0.1 ");
    }

    static Stream<Arguments> dlxQueensUpTo12() throws IOException {
        List<Arguments> rows = new ArrayList<>();
        try (InputStream in = ExactCoverCommandTest.class.getResourceAsStream("/org/nqueens/reference/dlx-queens.csv");
             BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            reader.readLine();
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                long[] row = Arrays.stream(line.split(",")).mapToLong(Long::parseLong).toArray();
                // Knuth's table gives exact figures up to n = 13 (rounded beyond); 13 is in the slow group.
                if (row[0] <= 12) {
                    rows.add(Arguments.of((int) row[0], row[1], row[2], row[3]));
                }
            }
        }
        assertThat(rows).hasSizeGreaterThanOrEqualTo(4);
        return rows.stream();
    }

    private Path generate(String kind, String size) throws IOException {
        Path file = dir.resolve(kind + "-" + size + ".txt");
        Files.writeString(file, succeeded(CommandRun.of("generate", "exact-cover", kind, size)).out());
        return file;
    }

    private static JsonNode countJson(Path file, int threads) {
        return json(succeeded(CommandRun.of("exact-cover", file.toString(), "--threads", Integer.toString(threads), "--format", "json")));
    }

    private static JsonNode countJson(Path file, int threads, String engine) {
        return json(succeeded(CommandRun.of("exact-cover", file.toString(), "--threads", Integer.toString(threads), "--engine", engine,
                "--format", "json")));
    }

    private static CommandRun succeeded(CommandRun run) {
        assertThat(run.exitCode()).as("exit code; stderr: %s", run.err()).isZero();
        return run;
    }

    private static JsonNode json(CommandRun run) {
        try {
            return JSON.readTree(run.out());
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + run.out(), e);
        }
    }

    private static CommandRun withStandardInput(String input, String... args) {
        InputStream saved = System.in;
        System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
        try {
            return CommandRun.of(args);
        } finally {
            System.setIn(saved);
        }
    }

    /** The grid a Sudoku solution's option lines fill in, read from the item names pRC and rRD alone. */
    private static int[][] sudokuGrid(JsonNode solution) {
        int[][] grid = new int[9][9];
        for (JsonNode option : solution) {
            int row = 0;
            int column = 0;
            int digit = 0;
            for (String item : option.asText().split(" ")) {
                if (item.startsWith("p")) {
                    row = item.charAt(1) - '0';
                    column = item.charAt(2) - '0';
                } else if (item.startsWith("r")) {
                    digit = item.charAt(2) - '0';
                }
            }
            assertThat(grid[row - 1][column - 1]).as("cell %d,%d filled twice", row, column).isZero();
            grid[row - 1][column - 1] = digit;
        }
        return grid;
    }

    /** The rules, checked directly: every row, column and 3 x 3 box holds each of 1..9 once. */
    private static void assertSudoku(int[][] grid) {
        for (int a = 0; a < 9; a++) {
            Set<Integer> row = new HashSet<>();
            Set<Integer> column = new HashSet<>();
            Set<Integer> box = new HashSet<>();
            for (int b = 0; b < 9; b++) {
                row.add(grid[a][b]);
                column.add(grid[b][a]);
                box.add(grid[a / 3 * 3 + b / 3][a % 3 * 3 + b % 3]);
            }
            assertThat(row).as("row %d", a + 1).containsExactlyInAnyOrder(1, 2, 3, 4, 5, 6, 7, 8, 9);
            assertThat(column).as("column %d", a + 1).containsExactlyInAnyOrder(1, 2, 3, 4, 5, 6, 7, 8, 9);
            assertThat(box).as("box %d", a + 1).containsExactlyInAnyOrder(1, 2, 3, 4, 5, 6, 7, 8, 9);
        }
    }

    /** The given cells of a Sudoku matrix: those with one option only (an empty cell has one a digit), cell index to digit. */
    private static Map<Integer, Integer> givenCells(Path file) throws IOException {
        Map<Integer, List<Integer>> digits = new HashMap<>();
        List<String> lines = Files.readAllLines(file).stream().filter(line -> !line.startsWith("|")).toList();
        for (String line : lines.subList(1, lines.size())) {
            String[] items = line.split(" ");
            int cell = (items[0].charAt(1) - '1') * 9 + items[0].charAt(2) - '1';
            digits.computeIfAbsent(cell, key -> new ArrayList<>()).add(items[1].charAt(2) - '0');
        }
        assertThat(digits).hasSize(81);
        Map<Integer, Integer> given = new HashMap<>();
        digits.forEach((cell, options) -> {
            if (options.size() == 1) {
                given.put(cell, options.get(0));
            } else {
                assertThat(options).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9);
            }
        });
        return given;
    }

    /** The row of 2n numbers a Langford solution's option lines place, checked against the rule: k numbers between the two k's. */
    private static List<Integer> langford(JsonNode solution, int n) {
        Integer[] slots = new Integer[2 * n];
        for (JsonNode option : solution) {
            String[] items = option.asText().split(" ");
            int k = Integer.parseInt(items[0]);
            int first = Integer.parseInt(items[1].substring(1));
            int second = Integer.parseInt(items[2].substring(1));
            assertThat(Math.abs(second - first)).isEqualTo(k + 1);
            for (int slot : new int[] {first, second}) {
                assertThat(slots[slot - 1]).isNull();
                slots[slot - 1] = k;
            }
        }
        assertThat(slots).doesNotContainNull();
        return List.of(slots);
    }
}
