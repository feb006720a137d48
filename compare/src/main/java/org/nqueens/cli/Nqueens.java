package org.nqueens.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.nqueens.formulations.Formulations;
import picocli.CommandLine;

/** The {@code nqueens} command line: builds the command tree and maps every outcome to an exit code. */
public final class Nqueens {

    private Nqueens() {
    }

    /** Runs the command line and exits with its code. */
    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        int code = run(Formulations.standard(), out, err, args);
        if (!Interruption.signalled()) {
            // After Ctrl-C the JVM is already exiting with the signal's status; System.exit would wait forever.
            System.exit(code);
        }
    }

    /**
     * Runs one command in-process with the given formulations, printing to {@code out} and
     * {@code err}, and returns its exit code. Tests call this directly.
     */
    public static int run(Formulations formulations, PrintWriter out, PrintWriter err, String... args) {
        CommandLine commandLine = new CommandLine(new NqueensCommand(formulations));
        commandLine.setOut(out);
        commandLine.setErr(err);
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        commandLine.setParameterExceptionHandler((exception, arguments) -> {
            CommandLine failed = exception.getCommandLine();
            err.println(failed.getCommandSpec().qualifiedName() + ": " + exception.getMessage()
                    + " (see '" + failed.getCommandSpec().qualifiedName() + " --help')");
            err.flush();
            return ExitCodes.BAD_INPUT;
        });
        commandLine.setExecutionExceptionHandler((exception, failed, parseResult) -> {
            int code = ExitCodes.of(exception);
            String name = failed.getCommandSpec().qualifiedName();
            if (code == ExitCodes.INTERNAL_ERROR) {
                err.println(name + ": internal error, please report it: " + exception);
                exception.printStackTrace(err);
            } else {
                err.println(name + ": " + exception.getMessage());
            }
            err.flush();
            return code;
        });
        int code = commandLine.execute(args);
        out.flush();
        err.flush();
        return code;
    }
}
