package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/** The classes the start links ahead are picocli's, by the names this version of picocli gives them. */
class PicocliLinkerTest {

    @ParameterizedTest(name = "{0}")
    @FieldSource("org.nqueens.cli.PicocliLinker#CLASSES")
    void eachClassToLinkIsPicocli(String name) {
        assertThat(PicocliLinker.link(name, PicocliLinkerTest.class.getClassLoader())).as(name).isTrue();
    }

    @Test
    void aNameThatPicocliDoesNotHaveIsNotLinked() {
        assertThat(PicocliLinker.link("picocli.CommandLine$NoSuchClass", PicocliLinkerTest.class.getClassLoader())).isFalse();
    }

    @Test
    void theLinkerIsADaemonThatEnds() throws InterruptedException {
        PicocliLinker linker = new PicocliLinker(PicocliLinkerTest.class.getClassLoader());
        linker.start();
        linker.join(10_000);
        assertThat(linker.isAlive()).isFalse();
        assertThat(linker.isDaemon()).isTrue();
    }
}
