package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * README.md and the guide in docs/: every relative link resolves (the file, and the heading an anchor names), and
 * every example shown as a command with its output prints that output when the command runs in this process.
 *
 * <p>An example is a fenced block whose first line starts with {@code $ nqueens }: each {@code $ } line is a command
 * (two commands may be joined by {@code |}, the first's output then being the second's standard input), and the
 * lines up to the next {@code $ } line are what it prints: standard output, and standard error too when the exit
 * code is not 0. A last line {@code [exit N]} gives the exit code (0 when there is none); a line {@code ...} stands
 * for any number of lines. Times (a number with ms, s or us, JSON's millis) vary from run to run and are compared as
 * "some time". Files a command writes ({@code --output}, {@code --report}, {@code --checkpoint}, {@code --out}) go
 * to a temporary folder, the same for every command of a page, and a path of the clone is read from the clone.
 */
class GuidePagesTest {

    /** The root of the clone (the tests run in compare/). */
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
    private static final Pattern FENCE = Pattern.compile("^\\s*```");
    private static final Pattern EXIT = Pattern.compile("\\[exit (\\d+)\\]");
    private static final Pattern TIME = Pattern.compile("\\b\\d+(?:\\.\\d+)? ?(?:ms|s|us)\\b");
    private static final Pattern MILLIS = Pattern.compile("(\"(?:millis|cpuMillis)\":\\s*)\\d+");
    /** A text answer's last line, "solver ID, TIME, name value, ...": the names in the order of the method's map. */
    private static final Pattern WORK_LINE = Pattern.compile("^(solver [^,]+, TIME), ([a-z_]+ \\d+(?:, [a-z_]+ \\d+)*)$");
    private static final Pattern JSON_STATS = Pattern.compile("(\"stats\":\\{)([^{}]*)(\\})");
    private static final Set<String> WRITTEN_FILE_OPTIONS = Set.of("--output", "--report", "--checkpoint", "--out");
    private static final String PROMPT = "$ ";

    @TempDir
    static Path written;

    static Map<Path, String> texts;

    @BeforeAll
    static void readThePages() {
        texts = new HashMap<>();
        for (Path page : pages().toList()) {
            texts.put(page, read(page));
        }
    }

    static Stream<Path> pages() {
        try (Stream<Path> guide = Files.list(ROOT.resolve("docs"))) {
            List<Path> all = new ArrayList<>();
            all.add(ROOT.resolve("README.md"));
            guide.filter(path -> path.toString().endsWith(".md")).sorted().forEach(all::add);
            return all.stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void theReadmeIsShortAndLeadsIntoTheGuide() {
        String readme = read(ROOT.resolve("README.md"));

        assertThat(readme.lines().count()).as("README.md lines").isLessThan(250);
        // .ci/run runs the README's test command; the main job is the first thing to try.
        assertThat(readme).contains("./mvnw -B verify").contains("./nqueens compare").contains("(docs/index.md)");
        List<String> tour = examples(ROOT.resolve("README.md")).stream().map(Example::command).toList();
        for (String command : List.of("solve", "count", "complete", "compare", "trace", "animate", "domination",
                "exact-cover")) {
            assertThat(tour).as("the tour shows " + command).anySatisfy(line -> assertThat(line).contains("nqueens " + command + " "));
        }
        assertThat(tour).as("the tour counts at scale").anySatisfy(line -> assertThat(line).contains("--checkpoint"));
    }

    @Test
    void theGuideHasAnIndexLinkingEveryPage() throws IOException {
        String index = read(ROOT.resolve("docs/index.md"));
        try (Stream<Path> guide = Files.list(ROOT.resolve("docs"))) {
            for (Path page : guide.filter(path -> path.toString().endsWith(".md")).toList()) {
                if (!page.getFileName().toString().equals("index.md")) {
                    assertThat(index).as("docs/index.md links " + page.getFileName()).contains("(" + page.getFileName() + ")");
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pages")
    void everyRelativeLinkResolves(Path page) {
        String text = withoutCode(texts.get(page));
        Matcher link = LINK.matcher(text);
        List<String> broken = new ArrayList<>();
        int links = 0;
        while (link.find()) {
            String target = link.group(1);
            if (target.matches("^[a-z]+:.*")) {
                continue;
            }
            links++;
            int hash = target.indexOf('#');
            String file = hash < 0 ? target : target.substring(0, hash);
            String anchor = hash < 0 ? null : target.substring(hash + 1);
            Path resolved = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
            if (!resolved.startsWith(ROOT) || !Files.exists(resolved)) {
                broken.add(target + " (no such file)");
            } else if (anchor != null && resolved.toString().endsWith(".md") && !anchors(resolved).contains(anchor)) {
                broken.add(target + " (no such heading in " + ROOT.relativize(resolved) + ")");
            }
        }
        assertThat(broken).as(ROOT.relativize(page) + ": broken links").isEmpty();
        if (page.getFileName().toString().equals("README.md")) {
            assertThat(links).as("README.md links into the guide").isGreaterThan(5);
        }
    }

    static Stream<Example> examples() {
        return pages().flatMap(page -> examples(page).stream());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void everyExamplePrintsWhatThePageShows(Example example) {
        CommandRun run = example.run(written);

        String printed = run.exitCode() == 0 ? run.out() : run.out() + run.err();
        // A file written to the temporary folder is named as the page names it.
        String shown = printed.replace(written + File.separator, "");
        assertThat(run.exitCode()).as(example + "\nexit code; it printed:\n" + run.out() + run.err()).isEqualTo(example.exitCode());
        assertThat(normalised(shown)).as(example + "\nprints what the page shows; it printed:\n" + shown)
                .matches(example.expected());
    }

    /** One command of a page and what the page says it prints. */
    record Example(Path page, int line, String command, List<String> output, int exitCode) {

        /** The output as a pattern: each line as it stands (times normalised), "..." any lines. */
        Pattern expected() {
            StringBuilder pattern = new StringBuilder();
            for (String shown : output) {
                pattern.append(shown.equals("...") ? "(?:[^\\n]*\\n)*" : Pattern.quote(normalisedLine(shown) + "\n"));
            }
            return Pattern.compile(pattern.toString());
        }

        CommandRun run(Path folder) {
            String[] stages = command.split(" \\| ");
            InputStream standardInput = System.in;
            try {
                CommandRun run = null;
                for (String stage : stages) {
                    if (run != null) {
                        System.setIn(new ByteArrayInputStream(run.out().getBytes(StandardCharsets.UTF_8)));
                    }
                    run = CommandRun.of(arguments(stage, folder));
                }
                return run;
            } finally {
                System.setIn(standardInput);
            }
        }

        private static String[] arguments(String stage, Path folder) {
            List<String> words = words(stage);
            assertThat(words).as(stage).isNotEmpty();
            assertThat(words.get(0)).as(stage).isEqualTo("nqueens");
            List<String> arguments = new ArrayList<>();
            for (int i = 1; i < words.size(); i++) {
                String word = words.get(i);
                if (WRITTEN_FILE_OPTIONS.contains(words.get(i - 1))) {
                    arguments.add(folder.resolve(word).toString());
                } else if (!word.startsWith("-") && word.contains("/") && Files.exists(ROOT.resolve(word))) {
                    arguments.add(ROOT.resolve(word).toString());
                } else {
                    arguments.add(word);
                }
            }
            return arguments.toArray(String[]::new);
        }

        @Override
        public String toString() {
            return ROOT.relativize(page) + ":" + line + ": " + command;
        }
    }

    /** The examples of a page: the commands of its fenced blocks that start with "$ nqueens". */
    static List<Example> examples(Path page) {
        List<String> lines = read(page).lines().toList();
        List<Example> examples = new ArrayList<>();
        boolean inBlock = false;
        boolean example = false;
        String command = null;
        int commandLine = 0;
        List<String> output = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (FENCE.matcher(line).find()) {
                if (inBlock && command != null) {
                    examples.add(example(page, commandLine, command, output));
                }
                inBlock = !inBlock;
                example = inBlock && i + 1 < lines.size() && lines.get(i + 1).startsWith(PROMPT + "nqueens ");
                command = null;
                continue;
            }
            if (!example) {
                continue;
            }
            if (line.startsWith(PROMPT)) {
                if (command != null) {
                    examples.add(example(page, commandLine, command, output));
                }
                command = line.substring(PROMPT.length()).strip();
                commandLine = i + 1;
                output = new ArrayList<>();
            } else {
                output.add(line);
            }
        }
        return examples;
    }

    private static Example example(Path page, int line, String command, List<String> output) {
        List<String> shown = new ArrayList<>(output);
        int exitCode = 0;
        if (!shown.isEmpty()) {
            Matcher exit = EXIT.matcher(shown.get(shown.size() - 1).strip());
            if (exit.matches()) {
                exitCode = Integer.parseInt(exit.group(1));
                shown.remove(shown.size() - 1);
            }
        }
        return new Example(page, line, command, List.copyOf(shown), exitCode);
    }

    /** A command line split as the shell splits it: at spaces, except inside single or double quotes. */
    static List<String> words(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (char c : line.toCharArray()) {
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (c == ' ') {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }

    /** Output line by line as {@link #normalisedLine} makes it, blank last lines dropped, every line ending in a newline. */
    static String normalised(String text) {
        StringBuilder lines = new StringBuilder();
        for (String line : text.lines().toList()) {
            lines.append(normalisedLine(line)).append('\n');
        }
        return lines.toString().replaceAll("\n+$", "\n").replaceAll("^\n$", "");
    }

    /**
     * A line with the times made alike, the measures of work in name order (some methods keep them in a map whose
     * order changes from run to run) and trailing blanks dropped.
     */
    static String normalisedLine(String line) {
        String timeless = MILLIS.matcher(TIME.matcher(line).replaceAll("TIME")).replaceAll("$1TIME").stripTrailing();
        Matcher work = WORK_LINE.matcher(timeless);
        if (work.matches()) {
            timeless = work.group(1) + ", " + String.join(", ", Stream.of(work.group(2).split(", ")).sorted().toList());
        }
        Matcher stats = JSON_STATS.matcher(timeless);
        if (stats.find()) {
            String sorted = String.join(",", Stream.of(stats.group(2).split(",")).sorted().toList());
            timeless = timeless.substring(0, stats.start()) + stats.group(1) + sorted + stats.group(3) + timeless.substring(stats.end());
        }
        return timeless;
    }

    /** The anchors of a page's headings, as GitHub makes them: lower case, punctuation dropped, spaces to hyphens. */
    static Set<String> anchors(Path page) {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        for (String line : withoutCode(read(page)).lines().toList()) {
            if (line.matches("^#{1,6} .*")) {
                String slug = line.replaceFirst("^#+ ", "").strip().toLowerCase(Locale.ROOT)
                        .replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
                int times = seen.merge(slug, 1, Integer::sum);
                anchors.add(times == 1 ? slug : slug + "-" + (times - 1));
            }
        }
        return anchors;
    }

    /** The page without its fenced blocks, whose text is code, not links or headings. */
    static String withoutCode(String text) {
        StringBuilder kept = new StringBuilder();
        boolean inBlock = false;
        for (String line : text.lines().toList()) {
            if (FENCE.matcher(line).find()) {
                inBlock = !inBlock;
            } else if (!inBlock) {
                kept.append(line).append('\n');
            }
        }
        return kept.toString();
    }

    private static String read(Path page) {
        try {
            return Files.readString(page);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void theExamplesAreFoundAsThePageWritesThem() {
        assertThat(words("nqueens complete --board \"3 . . 5\" --solver 'bit board'"))
                .containsExactly("nqueens", "complete", "--board", "3 . . 5", "--solver", "bit board");
        assertThat(normalised("solver bitboard, 34 ms, nodes 5\n{\"millis\":12, \"cpuMillis\": 3}  \n"))
                .isEqualTo("solver bitboard, TIME, nodes 5\n{\"millis\":TIME, \"cpuMillis\": TIME}\n");
        assertThat(normalised("solver dlx, 6 ms, updates 3, nodes 2\n\n"))
                .isEqualTo(normalised("solver dlx, 5 ms, nodes 2, updates 3\n"));
        assertThat(normalised("{\"stats\":{\"updates\":3,\"nodes\":2}}"))
                .isEqualTo("{\"stats\":{\"nodes\":2,\"updates\":3}}\n");
        assertThat(anchors(ROOT.resolve("docs/index.md"))).isNotEmpty();
    }
}
