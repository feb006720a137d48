package org.nqueens.cli;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Whether a signal reaches a child process at all. A shell without job control starts a background command
 * ({@code nohup mvn verify &}) with SIGINT and SIGQUIT ignored, its children inherit that, and the JVM leaves
 * an ignored SIGINT ignored: a test that presses Ctrl-C on a child would then fail for the way the build was
 * started, not for the program. The tests that send SIGINT skip themselves, saying why, where it is ignored.
 */
final class SignalDisposition {

    private static final int SIGINT = 2;

    private SignalDisposition() {
    }

    /** Whether this process (and so every child it starts) ignores SIGINT; empty where the system does not say. */
    static Optional<Boolean> ignoresSigint() {
        Path status = Path.of("/proc/self/status");
        if (!Files.isReadable(status)) {
            return Optional.empty();
        }
        try {
            return Files.readAllLines(status).stream().filter(line -> line.startsWith("SigIgn:")).findFirst()
                    .map(line -> new BigInteger(line.substring("SigIgn:".length()).strip(), 16).testBit(SIGINT - 1));
        } catch (IOException unreadable) {
            return Optional.empty();
        }
    }

    /** Why a SIGINT test cannot run here, in a sentence: the build was started with SIGINT ignored. */
    static String ignoredSigint() {
        return "this build runs with SIGINT ignored (started in the background by a shell without job control), and its"
                + " children inherit that: run it in the foreground to try Ctrl-C";
    }
}
