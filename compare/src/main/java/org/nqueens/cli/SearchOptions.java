package org.nqueens.cli;

import java.time.Duration;
import org.nqueens.solver.SearchSettings;
import picocli.CommandLine.Option;

/** The options of every command that runs a search for one solution. */
final class SearchOptions {

    @Option(names = "--solver", paramLabel = "ID", defaultValue = "auto",
            description = "The formulation to use (default: ${DEFAULT-VALUE}); 'nqueens solvers' lists them.")
    String solver;

    @Option(names = "--time-limit", paramLabel = "T", converter = TimeLimitConverter.class,
            description = "Give up after this long (10s, 500ms, 2m); then the status is UNKNOWN and the exit code 4.")
    Duration timeLimit;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "The seed of the method's random choices (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text, compact or json (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    SearchSettings settings() {
        SearchSettings settings = SearchSettings.defaults().withSeed(seed);
        return timeLimit == null ? settings : settings.withTimeLimit(timeLimit);
    }
}
