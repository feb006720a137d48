package org.nqueens.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.nqueens.io.JsonLine;
import org.nqueens.compare.WholeFile;
import org.nqueens.generate.InstanceGenerator;
import org.nqueens.generate.InstanceKind;
import org.nqueens.generate.InstanceSpec;
import org.nqueens.io.CsplibParams;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code nqueens generate KIND N AMOUNT}: partial boards in the CSPLib formats, reproducible from their seed. */
@Command(name = "generate", mixinStandardHelpOptions = true,
        description = {"Write partial boards (CSPLib prob079/prob080 families), reproducible from a seed.",
            "The families: random completion (prob079: AMOUNT queens placed at random,"
            + " none attacking another), excluded diagonals (AMOUNT whole diagonals blocked, every row and column keeping"
            + " --min-free free squares) or blocked squares (prob080: AMOUNT squares blocked at random).",
            "With --out, files are written whole or not at all, and an existing file is kept unless --force is given."
            + " With --format json, one object says what was generated: {\"instances\": [{\"kind\", \"n\", \"amount\","
            + " \"min_free\", \"seed\", \"queens\", \"blocked\", \"file\"}]} (\"file\" null when printed).",
            "'generate exact-cover KIND' writes exact-cover problems that are not queens (pentomino, langford, sudoku)."},
        customSynopsis = {"nqueens generate KIND N AMOUNT [--min-free M] [--seed S] [--count C] [--out DIR] [--force] [--format text|json]",
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

    @Parameters(index = "1", arity = "0..1", paramLabel = "N", converter = SharedOptions.SizeConverter.class, description = "The board size.")
    Integer n;

    @Parameters(index = "2", arity = "0..1", paramLabel = "AMOUNT", description = "Queens to place, diagonals to exclude, or squares to block.")
    String amount;

    @Option(names = "--min-free", paramLabel = "M", defaultValue = "1",
            description = "For diagonals: the free squares every row and column keeps (default: ${DEFAULT-VALUE}).")
    String minFree;

    @Option(names = "--count", paramLabel = "C", defaultValue = "1",
            description = "How many instances, with seeds S, S+1, ... (default: ${DEFAULT-VALUE}).")
    String count;

    @Option(names = "--out", paramLabel = "DIR", description = "Write the instances as files into DIR (made if missing); without it, print the one instance.")
    String out;

    @Option(names = "--force", description = "With --out, replace instance files that already exist.")
    boolean force;

    @Mixin
    SharedOptions.Seed seed;

    @Mixin
    SharedOptions.Format<OutputFormat> format = SharedOptions.Format.of(OutputFormat.TEXT, OutputFormat.JSON);

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
        OutputFormat chosen = format.chosen();
        int instances = (int) Quantities.whole(count, "the number of instances --count", 1, 1_000_000);
        int amountValue = (int) Quantities.whole(amount, "the amount AMOUNT", 0, Integer.MAX_VALUE);
        int minFreeValue = (int) Quantities.whole(minFree, "the free squares --min-free", 1, Integer.MAX_VALUE);
        if (out == null && instances > 1) {
            throw new InvalidInputException("Give --out DIR to write " + instances + " instances; without it one instance is printed.");
        }
        Path folder = out == null ? null : folder(out);
        List<InstanceSpec> specs = new ArrayList<>();
        for (int i = 0; i < instances; i++) {
            specs.add(new InstanceSpec(kind, n, amountValue, minFreeValue, seed.value + i));
        }
        if (folder != null && !force) {
            for (InstanceSpec spec : specs) {
                Path file = folder.resolve(spec.fileName());
                if (Files.exists(file)) {
                    throw new InvalidInputException("The file " + file + " already exists; give --force to replace it, or another --out or --seed.");
                }
            }
        }
        PrintWriter stdout = parent.spec.commandLine().getOut();
        List<Object> written = new ArrayList<>();
        for (InstanceSpec spec : specs) {
            Problem problem = InstanceGenerator.generate(spec);
            String text = CsplibParams.format(problem);
            Path file = null;
            if (folder == null) {
                if (chosen == OutputFormat.TEXT) {
                    stdout.print(text);
                }
            } else {
                file = WholeFile.write(folder.resolve(spec.fileName()), text, folder.resolve(spec.fileName()).toString());
                if (chosen == OutputFormat.TEXT) {
                    stdout.println(file);
                }
            }
            written.add(JsonLine.object().field("kind", spec.kind().name().toLowerCase()).field("n", spec.n())
                    .field("amount", spec.amount()).field("min_free", spec.minFree()).field("seed", spec.seed())
                    .field("queens", problem.givenCount()).field("blocked", problem.blocked().size())
                    .field("file", file == null ? null : file.toString()));
        }
        if (chosen == OutputFormat.JSON) {
            stdout.println(JsonLine.object().field("instances", written).end());
        }
        stdout.flush();
        return ExitCodes.OK;
    }

    /** The folder of {@code --out}, made if missing; an empty name is refused rather than read as the current folder. */
    private static Path folder(String name) {
        if (name.isBlank()) {
            throw new InvalidInputException("The folder --out is empty; name a folder (--out . for the current one).");
        }
        Path folder = Path.of(name);
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new InvalidInputException("Cannot make the folder --out " + folder + ": " + InvalidInputException.reason(e) + ".");
        }
        return folder;
    }

}
