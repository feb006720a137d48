package org.nqueens.problem;

import org.nqueens.cli.ExitCodes;

/** A class of the bottom layer that uses the command line: what {@code ArchitectureTest}'s layers must refuse. */
final class LayerBreach {

    private LayerBreach() {
    }

    /** The exit code of a failure, asked of the top layer. */
    static int exitCode(Throwable failure) {
        return ExitCodes.of(failure);
    }
}
