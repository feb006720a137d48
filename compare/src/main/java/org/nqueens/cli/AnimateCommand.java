package org.nqueens.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;
import org.nqueens.compare.WholeFile;
import org.nqueens.teach.AnimationPage;
import org.nqueens.teach.SearchTree;
import org.nqueens.teach.TracedSearch;
import org.nqueens.teach.TracedSearches;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code nqueens animate N --output FILE.html}: a page that steps through the traced searches. */
@Command(name = "animate", mixinStandardHelpOptions = true,
        description = {"Write one self-contained HTML page that steps through the search of a small board: the board, "
                + "the search tree growing, the event log, step back and forward, play and pause, and a choice among the searches.",
            "Up to " + SearchTree.MAX_FREE_ROWS + " free rows; nothing is fetched when the page is opened."})
final class AnimateCommand implements Callable<Integer> {

    @ParentCommand
    NqueensCommand parent;

    @Mixin
    BoardArguments question;

    @Option(names = "--solvers", paramLabel = "IDS", split = ",", defaultValue = "backtrack,forward-checking,bitboard,dlx,choco",
            description = "The searches to trace, comma-separated (default: ${DEFAULT-VALUE}).")
    List<String> solvers;

    @Option(names = "--output", paramLabel = "FILE.html", required = true, description = "Where to write the page (written whole beside it, then moved into place); - for standard output.")
    Path output;

    @Override
    public Integer call() {
        Problem problem = question.classic();
        SearchTree.requireReadable(problem);
        List<AnimationPage.Recording> recordings = new ArrayList<>();
        for (TracedSearch search : TracedSearches.of(solvers)) {
            recordings.add(AnimationPage.Recording.of(search, problem));
        }
        String page = AnimationPage.html(problem, recordings);
        if (output.toString().equals("-")) {
            parent.spec.commandLine().getOut().print(page);
            parent.spec.commandLine().getOut().flush();
            return ExitCodes.OK;
        }
        WholeFile.write(output, page, "the page to " + output);
        parent.spec.commandLine().getOut().println("wrote " + output + ": " + recordings.stream()
                .map(recording -> recording.search().id() + " (" + recording.events().size() + " events)").reduce((a, b) -> a + ", " + b).orElse(""));
        parent.spec.commandLine().getOut().flush();
        return ExitCodes.OK;
    }
}
