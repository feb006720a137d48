package org.nqueens.teach;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Quote;
import org.nqueens.solver.NamedSolvers;

/** The searches that can be traced, by solver id; the reference backtracker first. */
public final class TracedSearches {

    private static final Map<String, Supplier<TracedSearch>> SEARCHES = new LinkedHashMap<>();

    static {
        SEARCHES.put("backtrack", ReferenceTrace::reference);
        SEARCHES.put("forward-checking", ForwardCheckingTrace::new);
        SEARCHES.put("bitboard", BitboardTrace::new);
        SEARCHES.put("bitboard-completion", BitboardCompletionTrace::new);
        SEARCHES.put("dlx", DancingLinksTrace::new);
        SEARCHES.put("choco", () -> new ChocoTrace("choco"));
        SEARCHES.put("choco-pairwise", () -> new ChocoTrace("choco-pairwise"));
        SEARCHES.put("choco-dual", () -> new ChocoTrace("choco-dual"));
    }

    private TracedSearches() {
    }

    /** The ids of the searches that can be traced. */
    public static List<String> ids() {
        return new ArrayList<>(SEARCHES.keySet());
    }

    /** The traced search of solver {@code id}. */
    public static TracedSearch of(String id) {
        Supplier<TracedSearch> search = SEARCHES.get(id);
        if (search == null && id.startsWith("cpsat")) {
            throw new InvalidInputException("CP-SAT exposes no search tree (no hook sees its decisions or propagation), so " + Quote.of(id)
                    + " cannot be drawn or stepped through; 'nqueens trace N --solver cpsat' shows its root domains and each solution "
                    + "with its branches and conflicts. Searches with a tree: " + String.join(", ", ids()) + ".");
        }
        if (search == null) {
            throw new InvalidInputException("The solver " + Quote.of(id) + " cannot be traced; traced solvers: " + String.join(", ", ids()) + ".");
        }
        return search.get();
    }

    /**
     * The view of solver {@code id} where its search has no tree to trace but shows what it exposes
     * (CP-SAT: its root domains and each solution); empty for the others.
     */
    public static Optional<CpSatTrace> watched(String id) {
        return id.equals(CpSatTrace.ID) ? Optional.of(new CpSatTrace()) : Optional.empty();
    }

    /** The traced searches of a comma-separated list of ids, in the order given. */
    public static List<TracedSearch> of(List<String> ids) {
        List<TracedSearch> searches = new ArrayList<>();
        for (String id : NamedSolvers.distinct(ids)) {
            searches.add(of(id));
        }
        return searches;
    }
}
