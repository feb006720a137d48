package org.nqueens.cli;

import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import org.nqueens.formulations.Formulations;
import org.nqueens.formulations.cpsat.OrToolsLibrary;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Quote;
import picocli.CommandLine;

/**
 * The {@code nqueens} command line: builds the command tree and maps every outcome to an exit code
 * under the error contract: bad input is one line and exit 2, running out of memory one line and
 * exit 5, anything else a bug, one line asking for a report and exit 70, with the stack trace only
 * under {@code --verbose} or {@code NQUEENS_DEBUG=1}.
 */
public final class Nqueens {

    /** The environment variable that, set to anything but empty or 0, adds stack traces to internal errors. */
    static final String DEBUG_VARIABLE = "NQUEENS_DEBUG";
    /** The environment variable the launcher passes to the JVM, where a larger heap is asked for. */
    static final String JAVA_OPTIONS_VARIABLE = "NQUEENS_JAVA_OPTS";

    /**
     * The types whose built-in converters picocli need not register (a pattern on their class names): no option of
     * the command line has one of these types. picocli registers them in every command's parser by looking their
     * classes up by name, which initialises java.time's zones and formatters and loads java.sql, about a tenth of a
     * short command's main thread (two parsers: the top command's and the one that runs).
     */
    static final String UNUSED_CONVERTERS = "java\\.(sql|time)\\..*";

    private Nqueens() {
    }

    /** Runs the command line and exits with its code. */
    public static void main(String[] args) {
        // First of all, picocli's largest classes are linked on the other core: the JVM verifies them at every start.
        new PicocliLinker(Nqueens.class.getClassLoader()).start();
        // Standard output straight on its file descriptor, buffered: a failed write (a reader that has gone)
        // then shows in checkError(), where System.out would swallow it. Commands flush what they print.
        StandardOutput stdout = new StandardOutput(new FileOutputStream(FileDescriptor.out));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(stdout, StandardCharsets.UTF_8), 1 << 16), false);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        // picocli's default factory otherwise looks for Groovy's Closure class, a search that misses in, and so opens,
        // every jar of the class path (their central directories: thousands of entries), at every start.
        System.setProperty("picocli.disable.closures", "true");
        System.setProperty("picocli.converters.excludes", UNUSED_CONVERTERS);
        // The registry of formulations is built on a second thread while this one builds the command: one after the
        // other they took about a quarter and a half of a short command's main thread, and the machine has two cores.
        RegistryBuilder registry = new RegistryBuilder(System.getProperty(PluginJars.PROPERTY), Thread.currentThread().getContextClassLoader());
        registry.start();
        int code = run(registry::built, out, stdout::failure, err, args);
        if (!Interruption.signalled()) {
            // After Ctrl-C the JVM is already exiting with the signal's status; System.exit would wait forever.
            System.exit(code);
        }
    }

    /**
     * The thread that builds the registry of formulations (a plain thread and its fields: a {@code FutureTask} loads
     * a dozen classes of its own, the VarHandle machinery, that the rest of a short command does not use).
     */
    private static final class RegistryBuilder extends Thread {
        private final String pluginJars;
        private final ClassLoader classPath;
        private Formulations registry;
        private RuntimeException refusal;
        private Error failure;

        RegistryBuilder(String pluginJars, ClassLoader classPath) {
            super("nqueens-registry");
            setDaemon(true);
            this.pluginJars = pluginJars;
            this.classPath = classPath;
        }

        @Override
        public void run() {
            // What it throws (a broken plug-in jar, a bug) is thrown again on the main thread, where it is reported.
            try {
                registry = Formulations.standard(PluginJars.loader(pluginJars, classPath));
            } catch (RuntimeException e) {
                refusal = e;
            } catch (Error e) {
                failure = e;
            }
        }

        /** The registry, once built (seeing the thread end, by isAlive or join, makes what it wrote visible here); what it threw, thrown here. */
        Formulations built() {
            boolean interrupted = false;
            while (isAlive()) {
                try {
                    join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            if (refusal != null) {
                throw refusal;
            }
            if (failure != null) {
                throw failure;
            }
            return registry;
        }
    }

    /**
     * Runs one command in-process with the given formulations, printing to {@code out} and
     * {@code err}, and returns its exit code. Tests call this directly.
     */
    public static int run(Formulations formulations, PrintWriter out, PrintWriter err, String... args) {
        return run(() -> formulations, out, () -> null, err, args);
    }

    /**
     * Runs one command as {@link #run(Formulations, PrintWriter, PrintWriter, String...)} does, where
     * {@code formulations} gives the registry when it is first needed (after the command tree is built: {@link #main}
     * builds it meanwhile on another thread), and {@code outFailure} gives the first write error of the stream under {@code out} (a
     * {@link PrintWriter} keeps only that there was one): an output that could not be written is one
     * line and {@link ExitCodes#IO_ERROR}, unless its reader closed the pipe after reading enough.
     */
    static int run(Supplier<Formulations> formulations, PrintWriter out, Supplier<IOException> outFailure, PrintWriter err, String... args) {
        boolean verbose = Arrays.asList(args).contains(NqueensCommand.VERBOSE) || debugRequested(System.getenv(DEBUG_VARIABLE));
        CommandLine commandLine = NqueensCommand.tree(new NqueensCommand(formulations), args);
        try {
            formulations.get();
        } catch (InvalidInputException e) {
            // A broken plug-in jar: every command would fail the same way, so it is said once, before any command.
            err.println("nqueens: " + e.getMessage());
            err.flush();
            return ExitCodes.BAD_INPUT;
        }
        commandLine.setOut(out);
        commandLine.setErr(err);
        // Named classes, not lambdas: a lambda of a picocli interface (Java 5 class files) keeps the interface and
        // picocli's own implementations of it out of the class-data archive, and is spun at every start.
        commandLine.setParameterExceptionHandler(new UsageErrors(err));
        commandLine.setExecutionExceptionHandler(new Failures(verbose, err));
        int code;
        try {
            code = commandLine.execute(args);
        } catch (OutOfMemoryError | StackOverflowError | LinkageError error) {
            // picocli passes on only exceptions; an error escaping a command arrives here.
            code = report(error, commandName(commandLine.getParseResult()), verbose, err);
        }
        if (verbose) {
            // Why OR-Tools' native libraries came from a temporary folder this run (a cache that could not be used).
            OrToolsLibrary.takeNote().ifPresent(note -> err.println("nqueens: " + note));
        }
        out.flush();
        IOException failure = out.checkError() ? outFailure.get() : null;
        if (failure != null && !StandardOutput.readerHasGone(failure) && code != ExitCodes.INTERRUPTED) {
            err.println(commandName(commandLine.getParseResult()) + ": standard output cannot be written: "
                    + InvalidInputException.reason(failure) + ".");
            code = ExitCodes.IO_ERROR;
        }
        err.flush();
        return code;
    }

    /** A usage error: one line, exit 2 (package-private for the command line's fuzz target, which parses through it). */
    static final class UsageErrors implements CommandLine.IParameterExceptionHandler {
        private final PrintWriter err;

        UsageErrors(PrintWriter err) {
            this.err = err;
        }

        @Override
        public int handleParseException(CommandLine.ParameterException exception, String[] arguments) {
            err.println(usageLine(exception));
            err.flush();
            return ExitCodes.BAD_INPUT;
        }
    }

    /** A command that failed: its one line (and stack trace for a bug under --verbose), its exit code. */
    private static final class Failures implements CommandLine.IExecutionExceptionHandler {
        private final boolean verbose;
        private final PrintWriter err;

        Failures(boolean verbose, PrintWriter err) {
            this.verbose = verbose;
            this.err = err;
        }

        @Override
        public int handleExecutionException(Exception exception, CommandLine failed, CommandLine.ParseResult parseResult) {
            return report(exception, failed.getCommandSpec().qualifiedName(), verbose, err);
        }
    }

    /** "nqueens solve": the command that ran, as far as the parse got. */
    private static String commandName(CommandLine.ParseResult parsed) {
        CommandLine.ParseResult last = parsed;
        while (last != null && last.subcommand() != null) {
            last = last.subcommand();
        }
        return last == null ? "nqueens" : last.commandSpec().qualifiedName();
    }

    /** Whether the value of {@value #DEBUG_VARIABLE} asks for stack traces. */
    static boolean debugRequested(String value) {
        return value != null && !value.isBlank() && !value.strip().equals("0") && !value.strip().equalsIgnoreCase("false");
    }

    /** One line for a usage error, with picocli's suggestions for a misspelt command or option. */
    private static String usageLine(CommandLine.ParameterException exception) {
        String name = exception.getCommandLine().getCommandSpec().qualifiedName();
        String message = exception.getMessage();
        if (exception instanceof CommandLine.UnmatchedArgumentException unmatched) {
            List<String> suggestions = unmatched.getSuggestions();
            List<String> what = unmatched.getUnmatched();
            if (!what.isEmpty()) {
                String first = what.get(0);
                message = (first.startsWith("-") ? "unknown option '" : "unexpected argument '") + first + "'";
                if (exception.getCommandLine().getSubcommands().size() > 0 && !first.startsWith("-")) {
                    message = "unknown command " + Quote.of(first);
                }
            }
            String typed = what.isEmpty() ? "" : what.get(0).split("=", 2)[0];
            suggestions = suggestions.stream().filter(s -> close(typed, s)).toList();
            if (!suggestions.isEmpty()) {
                message += ". Did you mean: " + String.join(" or ", suggestions.subList(0, Math.min(3, suggestions.size()))) + "?";
            }
        }
        return Quote.line(name + ": " + message + " (see '" + name + " --help')");
    }

    /**
     * Whether {@code suggestion} is a plausible correction of {@code typed}: at most two edits apart
     * (a swap of neighbours counts as one), or a third of its length for long words.
     */
    static boolean close(String typed, String suggestion) {
        int[][] distance = new int[typed.length() + 1][suggestion.length() + 1];
        for (int i = 0; i <= typed.length(); i++) {
            for (int j = 0; j <= suggestion.length(); j++) {
                if (i == 0 || j == 0) {
                    distance[i][j] = i + j;
                    continue;
                }
                int cost = typed.charAt(i - 1) == suggestion.charAt(j - 1) ? 0 : 1;
                int best = Math.min(distance[i - 1][j - 1] + cost, Math.min(distance[i - 1][j], distance[i][j - 1]) + 1);
                if (i > 1 && j > 1 && typed.charAt(i - 1) == suggestion.charAt(j - 2) && typed.charAt(i - 2) == suggestion.charAt(j - 1)) {
                    best = Math.min(best, distance[i - 2][j - 2] + 1);
                }
                distance[i][j] = best;
            }
        }
        return distance[typed.length()][suggestion.length()] <= Math.max(2, suggestion.length() / 3);
    }

    /** Prints the one line of a failed command (and, for a bug under --verbose, its stack trace); returns the exit code. */
    private static int report(Throwable failure, String name, boolean verbose, PrintWriter err) {
        int code = ExitCodes.of(failure);
        switch (code) {
            case ExitCodes.OUT_OF_MEMORY -> err.println(name + ": " + outOfMemoryLine(ExitCodes.outOfMemory(failure)));
            case ExitCodes.INTERNAL_ERROR -> {
                err.println(name + ": internal error (" + failure.getClass().getSimpleName()
                        + (failure.getMessage() == null ? "" : ": " + firstLine(failure.getMessage()))
                        + "); this is a bug in nqueens, please report it with the command that caused it"
                        + (verbose ? "." : " (--verbose or " + DEBUG_VARIABLE + "=1 adds the stack trace)."));
                if (verbose) {
                    failure.printStackTrace(err);
                }
            }
            default -> err.println(name + ": " + firstLine(failure.getMessage()));
        }
        err.flush();
        return code;
    }

    /** What ran out, how much the JVM may use, and how to give it more. */
    static String outOfMemoryLine(OutOfMemoryError error) {
        long maxMegabytes = Runtime.getRuntime().maxMemory() >> 20;
        String what = error.getMessage() == null ? "memory" : error.getMessage();
        return "out of memory (" + what + "; the JVM may use at most " + maxMegabytes + " MB of heap)."
                + " Give it more with " + JAVA_OPTIONS_VARIABLE + "=-Xmx8g (say), or ask a smaller question.";
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "failed";
        }
        int end = message.indexOf('\n');
        // The values a message echoes are quoted with Quote.of already; this keeps the texts of the dlx module and picocli safe too.
        return Quote.line(end < 0 ? message : message.substring(0, end));
    }
}
