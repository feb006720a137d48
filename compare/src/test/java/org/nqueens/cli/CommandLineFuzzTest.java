package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.nqueens.formulations.Formulations;
import org.nqueens.problem.InvalidInputException;
import picocli.CommandLine;

/**
 * Fuzzes the command line of every command: the input is an argument vector, its arguments separated
 * by NUL bytes ({@code solve\0--size\03x1000000000}), which goes through the command tree's parse step
 * with the error handler the program uses, and never runs: a fuzzer's argv could name any file to
 * write, and a solve takes its time. Each vector parses (exit 0) or is one line on standard error and
 * exit 2; nothing else escapes picocli, and no option's converter fails with anything but a
 * conversion error or an input error. The dictionary (CommandLineFuzzTest.dict) holds the commands,
 * the option names and awkward values. Replays its committed inputs in the default suite;
 * {@code scripts/fuzz CommandLineFuzzTest MINUTES} runs a campaign.
 */
class CommandLineFuzzTest {

    private static final Formulations FORMULATIONS = Formulations.standard();

    @FuzzTest
    @DictionaryFile(resourcePath = "CommandLineFuzzTest.dict")
    void parsesTheArgumentsOrSaysWhyNot(byte[] input) {
        String[] argv = input.length == 0 ? new String[0] : new String(input, StandardCharsets.UTF_8).split("\\x00", -1);
        List<String> args = List.of(argv);
        StringWriter err = new StringWriter();
        PrintWriter errWriter = new PrintWriter(err);
        CommandLine tree = NqueensCommand.tree(new NqueensCommand(FORMULATIONS), argv);
        tree.setOut(new PrintWriter(Writer.nullWriter()));
        tree.setErr(errWriter);
        Nqueens.UsageErrors usageErrors = new Nqueens.UsageErrors(errWriter);
        tree.setParameterExceptionHandler((exception, arguments) -> {
            Throwable cause = exception.getCause();
            assertThat(cause == null || cause instanceof CommandLine.TypeConversionException || cause instanceof InvalidInputException)
                    .as("the cause of the usage error %s for %s: %s", exception.getMessage(), args, cause).isTrue();
            return usageErrors.handleParseException(exception, arguments);
        });
        tree.setExecutionStrategy(parsed -> ExitCodes.OK);

        int code = tree.execute(argv);

        errWriter.flush();
        String said = err.toString();
        assertThat(code).as("the exit code of %s (standard error: %s)", args, said).isIn(ExitCodes.OK, ExitCodes.BAD_INPUT);
        if (code == ExitCodes.BAD_INPUT) {
            assertThat(said).as("standard error of %s", args).endsWith(System.lineSeparator());
            String line = said.substring(0, said.length() - System.lineSeparator().length());
            assertThat(line).as("the usage error of %s", args).isNotBlank()
                    .doesNotContainPattern("[\\x00-\\x1f\\x7f-\\x9f\\u2028\\u2029]").hasSizeLessThanOrEqualTo(1000);
        }
    }
}
