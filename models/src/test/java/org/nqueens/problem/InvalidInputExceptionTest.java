package org.nqueens.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import org.junit.jupiter.api.Test;

class InvalidInputExceptionTest {

    @Test
    void theReasonAFileFailedIsInWordsWithoutThePathTheSystemRepeats() {
        assertThat(InvalidInputException.reason(new AccessDeniedException("/a/b"))).isEqualTo("permission denied");
        assertThat(InvalidInputException.reason(new NoSuchFileException("/a/b.tmp123"))).isEqualTo("no such file or folder");
        assertThat(InvalidInputException.reason(new FileSystemException("/a", null, "No space left on device")))
                .isEqualTo("No space left on device");
        assertThat(InvalidInputException.reason(new FileSystemException("/a"))).isEqualTo("/a");
        assertThat(InvalidInputException.reason(new IOException("Input/output error"))).isEqualTo("Input/output error");
        assertThat(InvalidInputException.reason(new IOException())).isEqualTo("IOException");
    }
}
