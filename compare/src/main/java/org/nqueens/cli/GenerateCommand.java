package org.nqueens.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.nqueens.generate.InstanceGenerator;
import org.nqueens.generate.InstanceKind;
import org.nqueens.generate.InstanceSpec;
import org.nqueens.io.CsplibParams;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code nqueens generate KIND N AMOUNT}: partial boards in the CSPLib formats, reproducible from their seed. */
@Command(name = "generate", mixinStandardHelpOptions = true,
        description = {"Write partial boards in the CSPLib formats: random completion (prob079: AMOUNT queens placed at random,",
            "none attacking another), excluded diagonals (AMOUNT whole diagonals blocked, every row and column keeping",
            "--min-free free squares) or blocked squares (prob080: AMOUNT squares blocked at random).",
            "'generate exact-cover KIND' writes exact-cover problems that are not queens (pentomino, langford, sudoku)."},
        customSynopsis = {"nqueens generate KIND N AMOUNT [--min-free M] [--seed S] [--count C] [--out DIR]",
            "       nqueens generate exact-cover KIND [SIZE] [--up-to-symmetry] [--seed S] [--puzzle GRID]"},
        subcommands = GenerateExactCoverCommand.class)
final class GenerateCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand parent;

    @Spec
    CommandSpec spec;

    // Required, but declared optional and checked in call(): picocli would otherwise demand them before 'generate exact-cover'.
    @Parameters(index = "0", arity = "0..1", paramLabel = "KIND", description = "completion, diagonals or blocked.")
    InstanceKind kind;

    @Parameters(index = "1", arity = "0..1", paramLabel = "N", description = "The board size.")
    Integer n;

    @Parameters(index = "2", arity = "0..1", paramLabel = "AMOUNT", description = "Queens to place, diagonals to exclude, or squares to block.")
    Integer amount;

    @Option(names = "--min-free", paramLabel = "M", defaultValue = "1",
            description = "For diagonals: the free squares every row and column keeps (default: ${DEFAULT-VALUE}).")
    int minFree;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "The seed of the first instance (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--count", paramLabel = "C", defaultValue = "1",
            description = "How many instances, with seeds S, S+1, ... (default: ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--out", paramLabel = "DIR", description = "Write the instances as files into DIR (made if missing); without it, print the one instance.")
    Path out;

    @Override
    public Integer call() {
        List<String> missing = new ArrayList<>();
        if (kind == null) {
            missing.add("'KIND'");
        }
        if (n == null) {
            missing.add("'N'");
        }
        if (amount == null) {
            missing.add("'AMOUNT'");
        }
        if (!missing.isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "Missing required parameters: " + String.join(", ", missing));
        }
        if (count < 1) {
            throw new IllegalArgumentException("The number of instances --count (" + count + ") must be at least 1.");
        }
        if (out == null && count > 1) {
            throw new IllegalArgumentException("Give --out DIR to write " + count + " instances; without it one instance is printed.");
        }
        List<InstanceSpec> specs = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            specs.add(new InstanceSpec(kind, n, amount, minFree, seed + i));
        }
        List<String> texts = specs.stream().map(spec -> CsplibParams.format(InstanceGenerator.generate(spec))).toList();
        PrintWriter stdout = parent.spec.commandLine().getOut();
        if (out == null) {
            stdout.print(texts.get(0));
        } else {
            for (int i = 0; i < specs.size(); i++) {
                Path file = write(out, specs.get(i).fileName(), texts.get(i));
                stdout.println(file);
            }
        }
        stdout.flush();
        return ExitCodes.OK;
    }

    /** Writes through a temporary file moved into place, so that no half-written instance is ever left. */
    private static Path write(Path dir, String name, String text) {
        try {
            Files.createDirectories(dir);
            Path file = dir.resolve(name);
            Path partial = Files.createTempFile(dir, name, ".part");
            Files.writeString(partial, text);
            return Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write " + dir.resolve(name) + ": " + e.getMessage(), e);
        }
    }
}
