package org.nqueens.compare;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.nqueens.io.BoardFiles;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Quote;
import org.nqueens.solver.Status;

/**
 * The partial boards a comparison completes: the toolkit's bundled set, or a directory of CSPLib
 * parameter files ({@code .param}) and grid files ({@code .grid}, {@code .txt}) with an optional
 * {@code answers.csv} whose header names a {@code file} and an {@code answer} column (SAT or UNSAT;
 * UNKNOWN or empty records no answer, anything else is refused), read as RFC 4180 CSV by Apache Commons CSV.
 */
public final class InstanceSet {

    /** The file of recorded answers, in the bundled set and in a directory. */
    public static final String ANSWERS = "answers.csv";

    private static final String BUNDLED = "instances/";
    private static final List<String> BOARD_SUFFIXES = List.of(".param", ".grid", ".txt");
    /** The answers an answers.csv records, by their text (any case); UNKNOWN or an empty field records no answer. */
    private static final Map<String, Status> RECORDED = Map.of("SAT", Status.SAT, "UNSAT", Status.UNSAT);
    private static final String NO_ANSWER = "UNKNOWN";

    private InstanceSet() {
    }

    /** The bundled set: Nauck's 1850 question and a few small SAT and UNSAT boards, in the order of its answers.csv. */
    public static List<Instance> bundled() {
        Map<String, Optional<Status>> answers = parseAnswers(resource(ANSWERS), "the bundled " + ANSWERS);
        List<Instance> instances = new ArrayList<>();
        answers.forEach((file, answer) -> instances.add(instance(file, BoardFiles.parse(resource(file), file), answer)));
        return List.copyOf(instances);
    }

    /**
     * The boards of {@code directory}, by file name, with the answers its {@code answers.csv} records.
     *
     * @throws InvalidInputException if the directory cannot be read, holds no board, a file is not a board,
     *     or answers.csv names a file that is not there
     */
    public static List<Instance> fromDirectory(Path directory) {
        if (!Files.isDirectory(directory)) {
            throw new InvalidInputException("The instances directory " + directory + " does not exist or is not a directory.");
        }
        Path answersFile = directory.resolve(ANSWERS);
        Map<String, Optional<Status>> answers = Files.isRegularFile(answersFile)
                ? parseAnswers(read(answersFile), answersFile.toString()) : Map.of();
        List<Path> files;
        try (Stream<Path> listing = Files.list(directory)) {
            files = listing.filter(Files::isRegularFile).filter(InstanceSet::isBoardFile).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot list the instances directory " + directory, e);
        }
        if (files.isEmpty()) {
            throw new InvalidInputException("The instances directory " + directory + " holds no board file (" + String.join(", ", BOARD_SUFFIXES) + ").");
        }
        List<String> names = files.stream().map(file -> file.getFileName().toString()).toList();
        for (String named : answers.keySet()) {
            if (!names.contains(named)) {
                throw new InvalidInputException(answersFile + " gives the answer of " + named + ", which is not a board file of " + directory + ".");
            }
        }
        List<Instance> instances = new ArrayList<>();
        for (Path file : files) {
            String name = file.getFileName().toString();
            instances.add(instance(name, BoardFiles.read(file), answers.getOrDefault(name, Optional.empty())));
        }
        return List.copyOf(instances);
    }

    /**
     * The answers of an answers.csv text (RFC 4180, read by Apache Commons CSV: quoted fields may hold commas, quotes and
     * line breaks; a header names the columns, of which {@code file} and {@code answer} are needed; blank lines and a
     * byte-order mark are skipped): file name to SAT, UNSAT or nothing, in the file's order.
     *
     * @throws InvalidInputException if the header lacks a column, a row lacks a field, a file is listed twice, an answer is not SAT, UNSAT,
     *     UNKNOWN or empty, or the text is not CSV
     */
    static Map<String, Optional<Status>> parseAnswers(String text, String source) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        if (body.isBlank()) {
            throw new InvalidInputException(source + " is empty; it needs a header naming the columns file and answer.");
        }
        CSVFormat format = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).setIgnoreEmptyLines(true).setIgnoreSurroundingSpaces(true)
                .setTrim(true)
                .setAllowMissingColumnNames(true).get();
        Map<String, Optional<Status>> answers = new LinkedHashMap<>();
        try (CSVParser parser = CSVParser.parse(body, format)) {
            List<String> header = parser.getHeaderNames();
            if (!header.contains("file") || !header.contains("answer")) {
                throw new InvalidInputException(source + ": the header " + String.join(",", header) + " must name the columns 'file' and 'answer'.");
            }
            int row = 1;
            for (CSVRecord record : parser) {
                row++;
                if (!record.isSet("file") || !record.isSet("answer")) {
                    throw new InvalidInputException(source + ", row " + row + ": the row '" + String.join(",", record.values())
                            + "' has too few columns for 'file' and 'answer'.");
                }
                String file = record.get("file");
                String answer = record.get("answer");
                if (!answer.isEmpty() && !NO_ANSWER.equalsIgnoreCase(answer) && !RECORDED.containsKey(answer.toUpperCase(Locale.ROOT))) {
                    // A typo (MAYBE, STAT) would otherwise drop the file's answer without a word.
                    throw new InvalidInputException(source + ", row " + row + ": the answer " + Quote.of(answer) + " of " + file
                            + " must be SAT, UNSAT, " + NO_ANSWER + " or empty (no answer).");
                }
                Optional<Status> status = Optional.ofNullable(RECORDED.get(answer.toUpperCase(Locale.ROOT)));
                if (answers.put(file, status) != null) {
                    throw new InvalidInputException(source + ", row " + row + ": the file " + file + " is listed twice.");
                }
            }
        } catch (UncheckedIOException | IOException e) {
            // A quote left open, text after a closing quote: what Commons CSV finds wrong, located as it says.
            throw new InvalidInputException(source + " is not CSV: " + (e.getCause() != null ? e.getCause().getMessage() : e.getMessage()), e);
        }
        return answers;
    }

    private static Instance instance(String name, Problem problem, Optional<Status> answer) {
        ProblemVerifier.whyInconsistent(problem).ifPresent(fault -> {
            throw new InvalidInputException("The instance " + name + " is not a question: " + fault);
        });
        return new Instance(name, problem, answer);
    }

    private static boolean isBoardFile(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        return !name.startsWith(".") && BOARD_SUFFIXES.stream().anyMatch(name::endsWith);
    }

    private static String resource(String name) {
        try (InputStream in = InstanceSet.class.getResourceAsStream(BUNDLED + name)) {
            if (in == null) {
                throw new IllegalStateException("The bundled instance file " + name + " is missing from the classpath.");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the bundled instance file " + name, e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InvalidInputException("Cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
