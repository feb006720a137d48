package org.nqueens.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nqueens.problem.Problem;

class BoardFilesTest {

    @TempDir
    Path dir;

    @Test
    void choosesTheFormatByContent() throws IOException {
        Path params = Files.writeString(dir.resolve("a.param"), "$ comment\nletting n = 4\n");
        Path grid = Files.writeString(dir.resolve("b.txt"), ".Q..\n...Q\nQ...\n..Q.\n");
        assertThat(BoardFiles.read(params)).isEqualTo(Problem.queens(4));
        assertThat(BoardFiles.read(grid).givenSolution()).isPresent();
    }

    @Test
    void namesTheFileOfEveryFault() throws IOException {
        assertThatThrownBy(() -> BoardFiles.read(dir.resolve("missing.param")))
                .isInstanceOf(BoardFormatException.class).hasMessage(dir.resolve("missing.param") + ": no such file");
        assertThatThrownBy(() -> BoardFiles.read(dir))
                .isInstanceOf(BoardFormatException.class).hasMessage(dir + ": is a directory, not a board file");
        Path binary = Files.write(dir.resolve("c.bin"), new byte[] {(byte) 0xff, (byte) 0xfe, 0x00});
        assertThatThrownBy(() -> BoardFiles.read(binary)).hasMessage(binary + ": is not UTF-8 text");
        Path bad = Files.writeString(dir.resolve("d.txt"), "..\n.?\n");
        assertThatThrownBy(() -> BoardFiles.read(bad)).hasMessageStartingWith(bad + ":2:2: unexpected character '?'");
    }

    @Test
    void readsACompactBoardFileAsSolveWritesIt() throws IOException {
        Path compact = Files.writeString(dir.resolve("q.txt"), "2 4 1 3\n");
        Path partial = Files.writeString(dir.resolve("p.txt"), ". 4 . .\n");

        assertThat(BoardFiles.read(compact)).isEqualTo(Problem.ofColumns(2, 4, 1, 3));
        assertThat(BoardFiles.read(partial)).isEqualTo(Problem.ofColumns(0, 4, 0, 0));
    }
}
