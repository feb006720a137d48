package org.nqueens.compare;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.nqueens.problem.Quote;

/**
 * The comparison at a glance, for a terminal: what was asked, one row a formulation (questions answered right, wrong,
 * unanswered, median and worst time), the first wrong answers, and the verdict; no line wider than {@link #WIDTH}
 * columns. The per-question tables ({@link TextTables}) are one option away.
 */
final class TextSummary {

    /** The widest line the summary prints: a terminal of 100 columns shows it unwrapped. */
    static final int WIDTH = 100;
    /** The wrong answers listed; the rest are counted, and the tables hold them all. */
    static final int FAULTS_SHOWN = 10;

    private TextSummary() {
    }

    /** The summary and, when {@code detail}, the per-question tables after it; the verdict ends both. */
    static void write(ComparisonResult result, PrintWriter out, boolean detail) {
        wrap("nqueens compare: " + plural(result.questionCount(), "question") + " put to " + plural(result.solvers().size(), "formulation")
                + ", every answer held against the reference " + Quote.of(result.reference()) + ", the known counts and the verifier. "
                + result.setting(), "").forEach(out::println);
        wrap("Asked: " + result.tables().stream().map(TextSummary::asked).collect(Collectors.joining("; ")) + ".", "").forEach(out::println);
        out.println();
        table(result).forEach(out::println);
        List<String> faults = faults(result);
        if (!faults.isEmpty()) {
            out.println();
            faults.stream().limit(FAULTS_SHOWN).forEach(out::println);
            if (faults.size() > FAULTS_SHOWN) {
                out.println("!! and " + (faults.size() - FAULTS_SHOWN) + " more wrong answers; --detail shows them all.");
            }
        }
        if (detail) {
            out.println();
            TextTables.write(result, out);
            return;
        }
        out.println();
        out.println("Each answer: --detail, --format md|csv|json or --report FILE.html; --full asks the whole battery.");
        wrap(result.verdictLine(), "").forEach(out::println);
    }

    /** "counts n=1..8", "completions of 3 boards", "4 variants": what one table asked. */
    private static String asked(Table table) {
        List<Row> rows = table.rows();
        return switch (table.question()) {
            case COUNTS, SOLUTION_SETS, SINGLE_SOLUTIONS -> table.question().title().toLowerCase(Locale.ROOT) + " n=" + sizes(rows);
            case COMPLETIONS -> "completions of " + plural(rows.size(), "board");
            case VARIANTS -> plural(rows.size(), "variant");
            case OPTIMA -> rows.size() + (rows.size() == 1 ? " optimum" : " optima");
            case DISJOINT -> "disjoint n=" + sizes(rows);
        };
    }

    /** "1..8" for a run of sizes, "16, 24" otherwise. */
    private static String sizes(List<Row> rows) {
        List<Integer> sizes = rows.stream().map(Row::n).toList();
        boolean run = sizes.size() > 2 && sizes.get(sizes.size() - 1) - sizes.get(0) == sizes.size() - 1;
        return run ? sizes.get(0) + ".." + sizes.get(sizes.size() - 1) : sizes.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }

    /** The table of formulations: a header, then one line each, a formulation asked nothing with the reason. */
    private static List<String> table(ComparisonResult result) {
        Map<String, FormulationTally> tallies = FormulationTally.of(result).stream()
                .collect(Collectors.toMap(FormulationTally::solver, Function.identity()));
        Map<String, SolverSummary> times = SolverSummary.of(result).stream()
                .collect(Collectors.toMap(SolverSummary::solver, Function.identity()));
        int nameWidth = "formulation".length();
        for (String solver : result.solvers()) {
            nameWidth = Math.max(nameWidth, label(solver, result).length());
        }
        String format = "%-" + nameWidth + "s %6s %6s %6s %11s %10s %10s";
        List<String> lines = new ArrayList<>();
        lines.add(String.format(format, "formulation", "asked", "right", "wrong", "unanswered", "median", "worst"));
        for (String solver : result.solvers()) {
            FormulationTally tally = tallies.get(solver);
            SolverSummary time = times.get(solver);
            boolean timed = result.timed();
            if (tally.asked() == 0) {
                lines.add(fitted(String.format("%-" + nameWidth + "s  not asked: ", label(solver, result)) + notAskedReason(solver, result)));
                continue;
            }
            long right = cells(solver, result).filter(cell -> cell.answered() && !cell.wrong()).count();
            lines.add(String.format(format, label(solver, result), tally.asked(), right, tally.wrong(), tally.asked() - right - tally.wrong(),
                    timed ? time.medianText() : "-", timed ? time.worstText() : "-"));
        }
        lines.add("median: over the questions asked, no right answer counting as slowest; worst: slowest right answer");
        return lines;
    }

    private static String label(String solver, ComparisonResult result) {
        return solver.equals(result.reference()) ? solver + " (ref)" : solver;
    }

    /** Why {@code solver} was asked nothing: the note of its first cell. */
    private static String notAskedReason(String solver, ComparisonResult result) {
        return cells(solver, result).map(Cell::note).filter(note -> !note.isEmpty()).findFirst().orElse("it takes none of these questions");
    }

    /** The cells of {@code solver} in every table it is a column of. */
    private static Stream<Cell> cells(String solver, ComparisonResult result) {
        return result.tables().stream().filter(table -> table.solvers().contains(solver))
                .flatMap(table -> table.rows().stream()).map(row -> row.cell(solver));
    }

    /** One line a wrong answer: "!! counts n=4 count-off-by-one: It counted 3 solutions, ...", cut to the width. */
    private static List<String> faults(ComparisonResult result) {
        List<String> faults = new ArrayList<>();
        for (Table table : result.tables()) {
            for (Row row : table.rows()) {
                for (Cell cell : row.cells()) {
                    if (cell.wrong()) {
                        faults.add(fitted("!! " + table.question().key() + " " + row.label() + " " + cell.solver() + ": " + cell.note()));
                    }
                }
                row.notes().forEach(note -> faults.add(fitted("!! " + table.question().key() + " " + row.label() + ": " + note)));
            }
        }
        return faults;
    }

    /** {@code line} cut to the width, ending in "..." when cut. */
    static String fitted(String line) {
        return line.length() <= WIDTH ? line : line.substring(0, WIDTH - 3) + "...";
    }

    /** {@code text} broken at spaces into lines of at most the width, every line after the first starting with {@code indent}. */
    static List<String> wrap(String text, String indent) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > WIDTH) {
                lines.add(line.toString());
                line = new StringBuilder(indent);
            }
            if (line.length() > 0 && !line.toString().equals(indent)) {
                line.append(' ');
            }
            line.append(word);
        }
        lines.add(line.toString());
        return lines.stream().map(TextSummary::fitted).toList();
    }

    private static String plural(long count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }
}
