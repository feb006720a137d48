package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nqueens.formulations.Formulations;

/** Output that nobody reads any more (a pipe closed by {@code head}) stops the writing, and the search, at once. */
class ReaderGoneTest {

    @TempDir
    Path dir;

    /** Standard output whose reader leaves after {@code accepted} bytes: every later write fails, and is counted. */
    private static final class ClosedPipe extends OutputStream {
        private final int accepted;
        private int written;
        int failedWrites;

        ClosedPipe(int accepted) {
            this.accepted = accepted;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            if (written + length > accepted) {
                failedWrites++;
                throw new IOException("Broken pipe");
            }
            written += length;
        }
    }

    private static PrintWriter standardOutput(OutputStream stream) {
        // As the command line's own: buffered, its failures shown by checkError.
        return new PrintWriter(new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), 1 << 16), false);
    }

    @Test
    void aMillionQueenBoardStopsBeingWrittenOnceItsReaderHasGone() {
        ClosedPipe pipe = new ClosedPipe(1 << 10);
        int code = Nqueens.run(Formulations.standard(), standardOutput(pipe), new PrintWriter(new StringWriter()),
                "solve", "1000000", "--format", "compact");

        assertThat(code).isEqualTo(ExitCodes.OK);
        // Without the check, each of about two million appends after the first failure failed again.
        assertThat(pipe.failedWrites).isBetween(1, 4);
    }

    @Test
    void anExactCoverListingStopsSearchingOnceItsReaderHasGone() throws IOException {
        Path pentominoes = dir.resolve("pentomino-6x10.txt");
        StringWriter generated = new StringWriter();
        assertThat(Nqueens.run(Formulations.standard(), new PrintWriter(generated), new PrintWriter(new StringWriter()),
                "generate", "exact-cover", "pentomino", "6x10")).isEqualTo(ExitCodes.OK);
        Files.writeString(pentominoes, generated.toString());
        ClosedPipe pipe = new ClosedPipe(200);

        int code = Nqueens.run(Formulations.standard(), standardOutput(pipe), new PrintWriter(new StringWriter()),
                "exact-cover", pentominoes.toString(), "--limit", "100000");

        assertThat(code).isEqualTo(ExitCodes.OK);
        // Without the check, every one of the 9,356 x 4 solutions was flushed into the closed pipe.
        assertThat(pipe.failedWrites).isBetween(1, 4);
    }
}
