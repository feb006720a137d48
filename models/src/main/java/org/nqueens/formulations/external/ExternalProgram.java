package org.nqueens.formulations.external;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.nqueens.problem.Quote;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.SolverUnavailableException;

/**
 * An executable found on a search path, and one run of it: its files written to a fresh directory,
 * its output captured in files (so that a chatty program can never block on a full pipe), and its
 * whole process tree killed when the run's deadline passes or the run is cancelled.
 */
final class ExternalProgram {

    /** How often a waiting run looks at its cancellation. */
    private static final long POLL_MILLIS = 20;
    /** How long the shutdown hook lets cancelled runs end and clean up after themselves before it does it for them. */
    private static final long SHUTDOWN_WAIT_MILLIS = 3_000;

    /** The runs under way, each removed by whoever cleans it up: its own thread, or the shutdown hook. */
    private static final Set<LiveRun> LIVE = ConcurrentHashMap.newKeySet();

    /**
     * The shutdown hook that cleans up the runs left at exit, registered by the first run (this class's first use,
     * initialising it once), not when the registry makes the lanes: a command that runs no external program has
     * no hook to make nor to start at exit.
     */
    private static final class CleanUpAtExit {
        static {
            Runtime.getRuntime().addShutdownHook(new Thread(ExternalProgram::cleanUpAtExit, "nqueens-external-cleanup"));
        }

        static void registered() {
            // Nothing: calling it initialises the class, which registers the hook once.
        }
    }

    /** A run's working directory, and its process once started. */
    private static final class LiveRun {
        private final Path directory;
        private volatile Process process;

        LiveRun(Path directory) {
            this.directory = directory;
        }
    }

    private final String name;
    /** The PATH value searched for the program; null for a program given its location. */
    private final String searchPath;
    /** Where the program is, once looked for (a search of the PATH, made on first use: a start that runs no lane makes none). */
    private volatile Optional<Path> location;

    private ExternalProgram(String name, String searchPath, Optional<Path> location) {
        this.name = name;
        this.searchPath = searchPath;
        this.location = location;
    }

    /** The program {@code name} as it will be found in the directories of {@code searchPath} (a PATH value), first match first. */
    static ExternalProgram find(String name, String searchPath) {
        return new ExternalProgram(name, searchPath == null ? "" : searchPath, null);
    }

    /** The first of the directories of {@code searchPath} that holds an executable file {@code name}. */
    private static Optional<Path> search(String name, String searchPath) {
        for (String directory : searchPath.split(File.pathSeparator)) {
            if (directory.isEmpty()) {
                continue;
            }
            Path candidate = Path.of(directory, name);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** The program {@code name} at {@code location}, or missing where that is empty (a lane given its executable, a test's stand-in). */
    static ExternalProgram at(String name, Optional<Path> location) {
        return new ExternalProgram(name, null, location);
    }

    /** The program as found on this process's PATH. */
    static ExternalProgram onPath(String name) {
        return find(name, System.getenv("PATH"));
    }

    String name() {
        return name;
    }

    /** Where the program was found; empty when it was not. */
    Optional<Path> location() {
        Optional<Path> found = location;
        if (found == null) {
            // Two threads may both search; they find the same and either may keep it.
            found = search(name, searchPath);
            location = found;
        }
        return found;
    }

    /** Why the program cannot be run, empty when it was found. */
    Optional<String> missing(String installHint) {
        return location().isPresent() ? Optional.empty()
                : Optional.of(Quote.of(name) + " was not found on the PATH (" + installHint + ").");
    }

    /**
     * What one run came to.
     *
     * @param exitCode the program's exit status (meaningless when {@code stopped})
     * @param output its standard output
     * @param errors its standard error
     * @param stopped whether it was killed at the deadline or on cancellation before it ended
     */
    record Finished(int exitCode, String output, String errors, boolean stopped) {

        /** The first line of standard error that says anything, for a one-line report. */
        String firstError() {
            return errors.lines().map(String::strip).filter(line -> !line.isEmpty() && !line.startsWith("Warning: included file"))
                    .findFirst().orElse("(nothing on standard error)");
        }
    }

    /**
     * Runs the program with {@code arguments} in a fresh directory holding {@code files} (name to content),
     * with {@code environment} added to this process's, until it ends or {@code deadline} is reached
     * ({@code grace} later, so that a program told the limit itself gets to say so); the directory is
     * removed afterwards.
     *
     * @throws SolverUnavailableException if the program is missing or cannot be started
     */
    Finished run(List<String> arguments, Map<String, String> files, Map<String, String> environment, Deadline deadline, Duration grace) {
        Path executable = location().orElseThrow(() -> new SolverUnavailableException(missing("install it to run this lane").orElseThrow(), null));
        Path directory;
        try {
            directory = Files.createTempDirectory("nqueens-" + name + "-");
        } catch (IOException e) {
            throw new UncheckedIOException("Could not create a working directory for " + name + ".", e);
        }
        CleanUpAtExit.registered();
        LiveRun live = new LiveRun(directory);
        LIVE.add(live);
        try {
            for (Map.Entry<String, String> file : files.entrySet()) {
                Files.writeString(directory.resolve(file.getKey()), file.getValue(), StandardCharsets.UTF_8);
            }
            List<String> command = new ArrayList<>();
            command.add(executable.toString());
            command.addAll(arguments);
            ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile())
                    .redirectOutput(directory.resolve("stdout.txt").toFile())
                    .redirectError(directory.resolve("stderr.txt").toFile())
                    .redirectInput(ProcessBuilder.Redirect.PIPE);
            // The program's own temporary files (GNU Prolog's gplcXXXXXX, MiniZinc's) go in the working
            // directory, and so are removed with it.
            builder.environment().put("TMPDIR", directory.toString());
            builder.environment().putAll(environment);
            Process process;
            try {
                process = builder.start();
                live.process = process;
            } catch (IOException e) {
                throw new SolverUnavailableException("The external system " + Quote.of(name) + " could not be started: " + e.getMessage(), e);
            }
            process.getOutputStream().close();
            boolean stopped = !waitFor(process, deadline, grace);
            if (stopped) {
                killTree(process);
            }
            String output = Files.readString(directory.resolve("stdout.txt"), StandardCharsets.UTF_8);
            String errors = Files.readString(directory.resolve("stderr.txt"), StandardCharsets.UTF_8);
            return new Finished(stopped ? -1 : process.exitValue(), output, errors, stopped);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not pass files to or from " + name + " in " + directory + ".", e);
        } finally {
            if (LIVE.remove(live)) {
                delete(directory);
            }
        }
    }

    /**
     * The JVM is ending (Ctrl-C, SIGTERM, an exit) with runs under way: a cancelled run ends and cleans
     * up by itself within a few polls; whatever is left then is killed and its directory removed, so
     * that nothing is left in the temporary folder.
     */
    private static void cleanUpAtExit() {
        long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(SHUTDOWN_WAIT_MILLIS);
        try {
            while (!LIVE.isEmpty() && System.nanoTime() - until < 0) {
                Thread.sleep(POLL_MILLIS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        for (LiveRun live : List.copyOf(LIVE)) {
            if (LIVE.remove(live)) {
                Process process = live.process;
                if (process != null) {
                    killTree(process);
                }
                try {
                    delete(live.directory);
                } catch (UncheckedIOException e) {
                    // The JVM is ending; nothing more can be done about a directory that cannot be removed.
                }
            }
        }
    }

    /** Waits until the process ends (true) or the deadline plus grace passes, the run is cancelled or this thread is interrupted (false). */
    private static boolean waitFor(Process process, Deadline deadline, Duration grace) {
        Optional<Long> end = deadline.remaining().map(remaining -> System.nanoTime() + remaining.toNanos() + grace.toNanos());
        try {
            while (!deadline.cancelled()) {
                if (end.isPresent() && System.nanoTime() - end.get() >= 0) {
                    return false;
                }
                if (process.waitFor(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                    return true;
                }
            }
            return false;
        } catch (InterruptedException e) {
            // The caller gave up on this run: stop the program, and keep the interrupt for the caller to see.
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * Kills the process and every process it started (MiniZinc runs its solver as a child), and waits a
     * little for them to go, so that a run that returns leaves nothing of its program behind.
     */
    private static void killTree(Process process) {
        List<ProcessHandle> tree = new ArrayList<>(process.descendants().toList());
        tree.forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        tree.add(process.toHandle());
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
        try {
            while (tree.stream().anyMatch(ProcessHandle::isAlive) && System.nanoTime() - until < 0) {
                Thread.sleep(POLL_MILLIS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void delete(Path directory) {
        try (Stream<Path> paths = Files.walk(directory)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Could not remove the working directory " + directory + ".", e);
        }
    }
}
