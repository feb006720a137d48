package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.compare.Broken;
import org.nqueens.formulations.Formulations;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.solver.Formulation;

class CompareCommandTest {

    /** The two reference backtrackers alone: what these tests expect does not change as formulations are added. */
    private static final Formulations REFERENCE_ONLY = Formulations.of(List.of(ReferenceBacktracker.plain(), ReferenceBacktracker.mirrored()));

    private static final String[] SMALL = {"compare", "--n", "1..6", "--sets-up-to", "6", "--solve", "8,12", "--time-limit", "2s"};

    /** What one in-process run printed and returned. */
    record Run(int code, String out, String err) {
    }

    static Run run(Formulations formulations, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Nqueens.run(formulations, new PrintWriter(out), new PrintWriter(err), args);
        return new Run(code, out.toString(), err.toString());
    }

    static String[] small(String... more) {
        List<String> args = new ArrayList<>(List.of(SMALL));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    static Formulations withBroken(Formulation... broken) {
        List<Formulation> all = new ArrayList<>(List.of(ReferenceBacktracker.plain(), ReferenceBacktracker.mirrored()));
        all.addAll(List.of(broken));
        return Formulations.of(all);
    }

    @Test
    void theStandardFormulationsAgreeAndTheTextIsASummaryThatFitsATerminal() {
        Run run = run(Formulations.standard(), small());

        assertThat(run.code()).as(run.out() + run.err()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines).as(run.out()).hasSizeLessThanOrEqualTo(60).allSatisfy(line -> assertThat(line).hasSizeLessThanOrEqualTo(100));
        assertThat(lines.get(0)).startsWith("nqueens compare: 26 questions put to " + Formulations.standard().all().size() + " formulations");
        assertThat(String.join(" ", lines)).contains("Asked: counts n=1..6; solution sets n=1..6; completions of 2 boards; single solutions"
                + " n=8, 12; 5 variants; 3 optima; disjoint n=4, 6.");
        assertThat(run.out()).containsPattern("\\nformulation +asked +right +wrong +unanswered +median +worst\\n")
                .containsPattern("\\nbacktrack \\(ref\\) +(\\d+) +\\1 +0 +0 ")
                .doesNotContain("Counts:", "| n=6 |");
        assertThat(String.join(" ", lines.subList(lines.size() - 2, lines.size()))).isEqualTo("VERDICT: AGREE - all "
                + Formulations.standard().all().size() + " formulations agree with the reference 'backtrack', the known facts and the"
                + " verifier on 26 questions.");
        assertThat(run.err().lines().map(line -> line.replaceAll(" \\(\\d+:\\d\\d\\)$", ""))).as(run.err())
                .containsExactly("compare: warming up...", "compare: counts...", "compare: solution sets...", "compare: completions...",
                        "compare: single solutions...", "compare: variants...", "compare: optima...",
                        "compare: disjoint solutions...");
        assertThat(run.out().lines()).noneMatch(line -> line.startsWith("compare: "));
    }

    @Test
    void detailAddsATableAQuestionEndingInTheVerdictLine() {
        Run run = run(REFERENCE_ONLY, "compare", "--questions", "counts,sets,completion,solve", "--n", "1..6", "--sets-up-to", "6", "--solve", "8,12", "--detail");

        assertThat(run.code()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("formulation ", "Counts:", "Solution sets:", "Completions:", "Single solutions:", "| n=6 | 4 ")
                .endsWith("VERDICT: AGREE - all 2 formulations agree with the reference 'backtrack', the known facts and the verifier on 16 questions."
                        + System.lineSeparator());
    }

    @Test
    void fullAsksTheWholeBatteryAndTheQuickOneAFewRowsOfIt() {
        Run quick = run(REFERENCE_ONLY, "compare", "--questions", "counts,solve", "--format", "csv");
        Run full = run(REFERENCE_ONLY, "compare", "--questions", "counts", "--full", "--format", "csv");

        assertThat(quick.out().lines().map(line -> line.split(",")[1]).distinct())
                .containsExactly("row", "n=1", "n=2", "n=3", "n=4", "n=5", "n=6", "n=16");
        assertThat(full.out().lines().map(line -> line.split(",")[1]).distinct())
                .containsExactly("row", "n=1", "n=2", "n=3", "n=4", "n=5", "n=6", "n=7", "n=8", "n=9", "n=10");
        assertThat(full.code()).as(full.err()).isZero();
    }

    @Test
    void everyDeliberatelyBrokenFormulationIsReportedAndTheExitCodeIsThree() {
        Run run = run(withBroken(Broken.countOffByOne(), Broken.solutionWithAttack(), Broken.completionDroppingAGiven(),
                Broken.unsatWhereSat(), Broken.setWithDuplicateAndMiss(), Broken.crashing()),
                small("--detail", "--full", "--repeat", "1", "--questions", "counts,sets,completion,solve"));

        assertThat(run.code()).as(run.out() + run.err()).isEqualTo(ExitCodes.DISAGREEMENT);
        assertThat(run.out()).contains(
                "!! n=4 count-off-by-one: It counted 3 solutions, but n = 4 has 2 (the known count).",
                "!! n=8 solution-with-attack: Its solution fails verification: The queens at row 1, column 1 and row 2, column 2 share a diagonal.",
                "!! nauck1850-n8.param drops-given-queen: Its solution fails verification: The queen given at row 4, column 4 is not kept",
                "!! nauck1850-n8.param always-unsat: It says UNSAT, but the solver 'backtrack' found a completion that passes verification.",
                "!! n=6 duplicate-and-miss: It lists 1 duplicate, e.g. 2 4 6 1 3 5 twice. It misses 1 of the reference's solutions, e.g. 5 3 1 6 4 2.",
                "!! n=5 crashing: It crashed: IllegalStateException: deliberate failure while counting n = 5",
                "DISAGREE <<<", "!! 3 WRONG")
                .contains("VERDICT: DISAGREEMENT - ");
        assertThat(run.err()).contains("compare: counts n=4: count-off-by-one WRONG: It counted 3 solutions");
        assertThat(run.out()).containsPattern("\\ncrashing +(\\d+) +0 +\\1 +0 ").containsPattern("\\ncount-off-by-one +6 +0 +6 +0 ")
                .contains("!! counts n=4 count-off-by-one: It counted 3 solutions, but n = 4 has 2 (the known count).");
    }

    @ParameterizedTest
    @ValueSource(strings = {"count", "attack", "drop", "unsat", "set"})
    void eachBrokenFormulationAloneGivesExitCodeThree(String which) {
        Formulation broken = switch (which) {
            case "count" -> Broken.countOffByOne();
            case "attack" -> Broken.solutionWithAttack();
            case "drop" -> Broken.completionDroppingAGiven();
            case "unsat" -> Broken.unsatWhereSat();
            default -> Broken.setWithDuplicateAndMiss();
        };

        Run run = run(withBroken(broken), small("--format", "csv"));

        assertThat(run.code()).isEqualTo(ExitCodes.DISAGREEMENT);
        assertThat(run.out().lines().filter(line -> line.contains("," + broken.id() + ",")).anyMatch(line -> line.contains(",true,")))
                .as(run.out()).isTrue();
        assertThat(run.err()).contains("VERDICT: DISAGREEMENT");
    }

    @Test
    void aQuestionWithoutAnyAnswerExitsFour() {
        Run run = run(REFERENCE_ONLY, "compare", "--questions", "solve", "--solve", "60", "--time-limit", "100ms", "--detail");

        assertThat(run.code()).isEqualTo(ExitCodes.NO_ANSWER);
        assertThat(run.out()).contains("| n=60 | UNKNOWN", "VERDICT: NO ANSWER");
    }

    @Test
    void theFamilyOptionsPoseTheVariantEveryFormulationCountsForEachSizeOfN() {
        Run run = run(Formulations.standard(), "compare", "--torus", "--n", "4..7", "--solvers", "bitboard,dlx", "--repeat", "1",
                "--format", "csv");

        assertThat(run.code()).as(run.err()).isZero();
        List<String> lines = run.out().lines().toList();
        // Four sizes, three formulations each (the reference, bitboard, dlx); Polya: only n = 5 and 7 have solutions (10 and 28).
        assertThat(lines).hasSize(1 + 4 * 3);
        assertThat(lines).allMatch(line -> line.startsWith("question") || line.startsWith("variants,"));
        assertThat(lines).anyMatch(line -> line.startsWith("variants,5 queens on 5 x 5 torus,5,bitboard,false,ANSWERED,10,false,"))
                .anyMatch(line -> line.startsWith("variants,7 queens on 7 x 7 torus,7,dlx,false,ANSWERED,28,false,"))
                .anyMatch(line -> line.startsWith("variants,6 queens on 6 x 6 torus,6,backtrack,true,ANSWERED,0,false,"));
        assertThat(run.err()).contains("VERDICT: AGREE");
    }

    @Test
    void aSizeOfTheFamilyIsOneVariantAndTheOptionsThatAskOfTheClassicBoardAreRefused() {
        Run rectangle = run(REFERENCE_ONLY, "compare", "--size", "4x6", "--format", "csv");
        assertThat(rectangle.code()).as(rectangle.err()).isZero();
        assertThat(rectangle.out().lines().skip(1)).hasSize(2).allMatch(line -> line.startsWith("variants,4 queens on 4 x 6,"));
        for (String[] refused : List.of(
                new String[] {"--torus", "--questions", "counts"},
                new String[] {"--size", "4x6", "--n", "4..6"},
                new String[] {"--pieces", "9"})) {
            List<String> args = new ArrayList<>(List.of("compare"));
            args.addAll(List.of(refused));
            Run run = run(REFERENCE_ONLY, args.toArray(String[]::new));
            assertThat(run.code()).as(String.join(" ", refused)).isEqualTo(ExitCodes.BAD_INPUT);
            assertThat(run.err().lines()).hasSize(1).allSatisfy(line -> assertThat(line).startsWith("nqueens compare: "));
        }
        assertThat(run(REFERENCE_ONLY, "compare", "--pieces", "9").err()).contains("For n = 1 of --n 1..6: The number of pieces (9)");
    }

    @Test
    void csvHasAHeaderAndOneLineACell() {
        Run run = run(REFERENCE_ONLY, "compare", "--questions", "counts", "--n", "4..6", "--format", "csv");

        List<String> lines = run.out().lines().toList();
        assertThat(lines.get(0)).isEqualTo("question,row,n,solver,reference,outcome,answer,wrong,wall_ms,cpu_ms,work,expected,row_verdict,note");
        assertThat(lines).hasSize(1 + 3 * 2);
        assertThat(lines.get(1)).startsWith("counts,n=4,4,backtrack,true,ANSWERED,2,false,").contains(",placements=16,2 (known count),AGREE,");
        assertThat(run.err()).contains("VERDICT: AGREE");
    }

    @Test
    void markdownHasATableAQuestion() {
        Run run = run(REFERENCE_ONLY, "compare", "--questions", "counts,completion", "--n", "8", "--format", "md");

        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("## Counts", "| n | backtrack (ref) | backtrack-mirror | expected | verdict |",
                "| n=8 | 92<br>", "## Completions", "| completion-n10-sat.grid | SAT<br>", "**VERDICT: AGREE");
        assertThat(run.out()).contains("| formulation | answered | median | worst answer |").containsPattern("\\| backtrack \\| (\\d+)/\\1 \\(100%\\) \\| ");
    }

    @Test
    void jsonIsOneWellFormedDocumentWithEveryCell() throws IOException {
        Run run = run(withBroken(Broken.countOffByOne()), "compare", "--questions", "counts", "--n", "7", "--format", "json");

        assertThat(run.code()).isEqualTo(ExitCodes.DISAGREEMENT);
        List<String> fields = new ArrayList<>();
        try (JsonParser parser = new JsonFactory().createParser(run.out())) {
            while (parser.nextToken() != null) {
                if (parser.currentToken() == JsonToken.FIELD_NAME) {
                    fields.add(parser.currentName());
                }
            }
        }
        assertThat(fields).contains("verdict", "questions", "solvers", "rows", "cells", "millis", "cpuMillis", "stats", "placements", "wrong");
        assertThat(run.out()).contains("\"verdict\" : \"DISAGREE\"", "\"answer\" : \"41\"", "\"wrong\" : true");
    }

    @Test
    void aDirectoryOfInstancesIsHeldToItsAnswers(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("nauck.param"), "letting n = 8\nletting init = [[3, 3], [4, 1]]\n");
        Files.writeString(dir.resolve("corner.grid"), "....\n....\n....\nQ...\n");
        Files.writeString(dir.resolve("answers.csv"), "file,kind,n,answer\nnauck.param,completion,8,SAT\ncorner.grid,completion,4,SAT\n");

        Run run = run(REFERENCE_ONLY, "compare", "--questions", "completion", "--instances", dir.toString(), "--detail");

        assertThat(run.code()).as(run.out()).isEqualTo(ExitCodes.DISAGREEMENT);
        assertThat(run.out()).contains("| corner.grid ", "| nauck.param ",
                "!! corner.grid backtrack: It says UNSAT, but the recorded answer is SAT.");

        Files.writeString(dir.resolve("answers.csv"), "file,answer\ncorner.grid,UNSAT\n");
        assertThat(run(REFERENCE_ONLY, "compare", "--questions", "completion", "--instances", dir.toString()).code()).isZero();
    }

    @Test
    void eachRunGetsOneThreadUnlessToldAndTheSettingSaysHowMany() {
        Run one = run(REFERENCE_ONLY, "compare", "--questions", "counts", "--n", "1..4", "--format", "md");
        Run two = run(REFERENCE_ONLY, "compare", "--questions", "counts", "--n", "1..4", "--format", "md", "--threads", "2");

        assertThat(one.code()).as(one.err()).isZero();
        assertThat(two.code()).as(two.err()).isZero();
        assertThat(one.out()).contains(" cores, 1 thread a run, ");
        assertThat(two.out()).contains(" cores, 2 threads a run, ");
    }

    @Test
    void theReportIsWrittenWhereAsked(@TempDir Path dir) throws IOException {
        Path report = dir.resolve("report.html");

        Run run = run(REFERENCE_ONLY, "compare", "--questions", "counts", "--n", "1..5", "--report", report.toString());

        assertThat(run.code()).isZero();
        assertThat(Files.readString(report)).startsWith("<!DOCTYPE html>").contains("<svg class=\"chart\" data-question=\"counts\"");
        assertThat(run.err()).contains("compare: report written to " + report);
    }

    @ParameterizedTest
    @ValueSource(strings = {"text", "md", "csv", "json"})
    void theReproducibleOutputIsTheSameByteForByteAndSaysItsSeed(String format, @TempDir Path dir) throws IOException {
        String[] args = {"compare", "--questions", "counts,completion,solve", "--n", "1..6", "--solve", "8", "--seed", "7",
            "--reproducible", "--format", format, "--report", dir.resolve("first.html").toString()};
        Run first = run(REFERENCE_ONLY, args);
        args[args.length - 1] = dir.resolve("second.html").toString();
        Run second = run(REFERENCE_ONLY, args);

        assertThat(first.code()).as(first.err()).isZero();
        assertThat(second.out()).isEqualTo(first.out());
        assertThat(Files.readString(dir.resolve("second.html"))).isEqualTo(Files.readString(dir.resolve("first.html")));
        assertThat(first.out()).doesNotContain(" ms", "Java ");
        if (!format.equals("csv")) {
            assertThat(first.out()).contains("seed", "7");
        }
        Run measured = run(REFERENCE_ONLY, "compare", "--questions", "counts", "--n", "1..6", "--format", format);
        assertThat(measured.out()).as("without --reproducible the times are there").containsPattern("\\d ms|\"millis\" : \\d|,\\d+\\.\\d{3},");
    }

    @ParameterizedTest
    @ValueSource(strings = {"--n=0..3", "--n=abc", "--n=5..2", "--solvers=nope", "--format=xml", "--instances=/no/such/dir",
        "--sets-up-to=20", "--questions=foo", "--time-limit=0", "--solve=x", "--report=/no/such/dir/r.html", "--threads=0"})
    void badOptionsExitTwoWithOneLine(String option) {
        Run run = run(REFERENCE_ONLY, "compare", "--questions", "counts", "--n", "4", option);

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err().lines().filter(line -> !line.startsWith("compare: counts") && !line.startsWith("compare: warm")))
                .hasSize(1).allSatisfy(line -> assertThat(line).startsWith("nqueens compare: "));
        assertThat(run.out()).isEmpty();
    }
}
