package org.nqueens.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.nqueens.teach.SearchTree;
import org.nqueens.teach.TeachJson;
import org.nqueens.teach.TracedSearch;
import org.nqueens.teach.TracedSearches;
import org.nqueens.teach.TreeDrawing;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import org.nqueens.problem.Problem;

/** {@code nqueens tree N}: the whole search tree of one or more searches, nodes numbered depth-first. */
@Command(name = "tree", mixinStandardHelpOptions = true,
        description = {"Draw the search tree of a small board, nodes numbered in depth-first order and marked as solution, "
                + "dead end or pruned by propagation; several searches side by side with --solvers.",
            "Readable up to " + SearchTree.MAX_FREE_ROWS + " free rows (n = 8's reference tree has 2,056 placements)."})
final class TreeCommand implements Callable<Integer> {

    /** How a tree is printed. */
    enum TreeFormat {
        /** An indented outline, one line a node. */
        TEXT,
        /** An SVG drawing, the trees side by side. */
        SVG,
        /** The contract's JSON. */
        JSON
    }

    @ParentCommand
    NqueensCommand parent;

    @Mixin
    BoardArguments question;

    @Option(names = "--solvers", paramLabel = "IDS", split = ",", defaultValue = "backtrack",
            description = "The searches to draw, comma-separated (default: ${DEFAULT-VALUE}).")
    List<String> solvers;

    @Mixin
    SharedOptions.Format<TreeFormat> format = SharedOptions.Format.of(TreeFormat.values());

    @Override
    public Integer call() {
        Problem problem = question.classic();
        SearchTree.requireReadable(problem);
        boolean complete = problem.givenCount() == problem.rows();
        List<TracedSearch> searches = TracedSearches.of(solvers);
        List<SearchTree> trees = new ArrayList<>();
        for (TracedSearch search : searches) {
            trees.add(SearchTree.of(search, problem));
        }
        PrintWriter out = parent.spec.commandLine().getOut();
        switch (format.chosen()) {
            case JSON -> TeachJson.write(out, generator -> {
                if (trees.size() == 1) {
                    TeachJson.tree(generator, trees.get(0));
                } else {
                    generator.writeStartObject();
                    generator.writeArrayFieldStart("trees");
                    for (SearchTree tree : trees) {
                        TeachJson.tree(generator, tree);
                    }
                    generator.writeEndArray();
                    generator.writeEndObject();
                }
            });
            case SVG -> out.print(TreeDrawing.svg(trees));
            case TEXT -> {
                if (trees.size() > 1) {
                    trees.forEach(tree -> out.println(TreeDrawing.summary(tree)));
                    out.println();
                }
                for (SearchTree tree : trees) {
                    TreeDrawing.outline(tree).forEach(out::println);
                    out.println();
                }
                if (complete) {
                    out.println(TraceCommand.COMPLETE_BOARD);
                }
            }
        }
        out.flush();
        return complete || trees.get(0).solutions() > 0 ? ExitCodes.OK : ExitCodes.NO_SOLUTION;
    }
}
