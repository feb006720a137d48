package org.nqueens.formulations.exactcover;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BooleanSupplier;
import org.nqueens.problem.Square;
import org.nqueens.dlx.ExactCover;
import org.nqueens.dlx.MaximumPacking;
import org.nqueens.dlx.MinimumCover;
import org.nqueens.optimise.Finding;
import org.nqueens.optimise.Objective;
import org.nqueens.optimise.DescribedOptimiser;
import org.nqueens.optimise.OptimiserDescriptor;
import org.nqueens.optimise.Question;
import org.nqueens.optimise.Witness;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Lines;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Run;

/**
 * Domination as a minimum cover and independence as a maximum packing, searched on dancing links by
 * {@link MinimumCover} and {@link MaximumPacking}.
 *
 * <p>Domination: the items are the squares to dominate, every square that is not a pawn; the option of
 * a free square holds that square and every square a piece there attacks (along its lines, which stop
 * at pawns and wrap on a torus, and its jumps, as {@link Lines} gives them). A set of options covering
 * every item at least once is a dominating set, and the fewest options is the domination number. For
 * independent domination each option also holds, as secondary items, the lines the piece stands on and
 * the jumps it makes, so that no two chosen pieces share a line or a jump: no two attack each other.
 * The proof of a minimum is the exhausted search under its bound (the options still to choose must
 * cover the squares left, and squares no single piece dominates together each need a piece of their
 * own; see {@link MinimumCover}).
 *
 * <p>Independence: the classic matrix of the queens, one option a free square holding the lines through
 * it and its jumps, every item at most once; the runs of rows (of diagonals for a bishop), single squares
 * between pawns included, are the primary items, so that the pieces still to place are bounded by the
 * runs that can still take one. Pieces without lines (knights, kings) are refused: their jumps bound nothing.
 *
 * <p>With {@code count}, the optimal sets are counted, each once. Fewest pawns and mixed armies are not
 * cover questions and are refused, as are given pieces and blocked squares.
 */
public final class CoverOptimiser implements DescribedOptimiser {

    /** The cover search. */
    public CoverOptimiser() {
        // Stateless: each question builds its own matrix.
    }

    private static final OptimiserDescriptor DESCRIPTOR = OptimiserDescriptor.of("dlx",
                    "domination as a minimum cover by dancing links, bounded by the largest coverages and disjoint squares")
            .limitedBy((id, question) -> question.objective() != Objective.INDEPENDENCE || boundingKind(question.problem()).isPresent()
                    ? Optional.empty()
                    : Optional.of(id + " answers independence for pieces that move along lines, one piece a line bounding the"
                            + " search; a " + question.problem().piece().id() + " has none."))
            .answering(Set.of(Objective.DOMINATION, Objective.INDEPENDENT_DOMINATION, Objective.INDEPENDENCE),
                    "domination, independent domination (a minimum cover) and independence (a maximum packing)")
            .pawnsOnly()
            .limitedBy((id, question) -> {
                if (question.objective() == Objective.INDEPENDENCE) {
                    return Optional.empty();
                }
                long entries = dominationEntries(question.problem());
                return entries <= CoverOptimiser.MAX_DOMINATION_ENTRIES ? Optional.empty()
                        : Optional.of(id + " answers " + question.objective().label() + " by a cover matrix that lists, for each square,"
                                + " every square that dominates it: " + entries + " entries on " + question.problem().geometry()
                                + ", more than the " + CoverOptimiser.MAX_DOMINATION_ENTRIES + " it builds.");
            });

    @Override
    public OptimiserDescriptor descriptor() {
        return DESCRIPTOR;
    }

    /**
     * The most entries of a domination matrix this formulation builds. A line of L squares adds L x (L - 1)
     * (each square attacked from every other), so n x n queens need about 4n^3: n = 1000 would be four
     * billion, built for minutes past any time limit before running out of memory.
     */
    static final long MAX_DOMINATION_ENTRIES = 50_000_000L;

    /** The entries of the domination matrix of {@code problem}: each square once, and each pair that attacks. */
    private static long dominationEntries(Problem problem) {
        return problem.geometry().squares() + Lines.of(problem).attackingPairs();
    }

    @Override
    public Finding optimise(Question question, boolean count, Run run) {
        refusal(question).ifPresent(reason -> {
            throw new IllegalArgumentException(reason);
        });
        Problem problem = question.problem();
        if (question.objective() == Objective.INDEPENDENCE) {
            return independence(problem, count, run);
        }
        SquareMatrix matrix;
        try {
            matrix = SquareMatrix.domination(problem, question.objective() == Objective.INDEPENDENT_DOMINATION, run::stopped);
        } catch (BuildStopped e) {
            return new Finding(Optional.empty(), 0, OptionalLong.empty(), Map.of(), BuildStopped.REASON);
        }
        MinimumCover search = MinimumCover.of(matrix.cover()).stopWhen(run::stopped);
        MinimumCover.Outcome outcome = search.minimise();
        OptionalLong counted = count && outcome == MinimumCover.Outcome.OPTIMAL ? search.countMinimum() : OptionalLong.empty();
        Optional<Witness> witness = search.best().map(options -> Witness.of(matrix.placement(options), problem.pawns()));
        Map<String, Long> stats = Map.of("nodes", search.nodes(), "updates", search.updates());
        return switch (outcome) {
            case OPTIMAL -> new Finding(witness, search.lowerBound(), counted, stats,
                    "search exhausted: no cover of " + (search.lowerBound() - 1) + " pieces");
            case STOPPED -> new Finding(witness, search.lowerBound(), OptionalLong.empty(), stats,
                    "the largest coverages and the squares no piece dominates two of");
            case NO_COVER -> throw new IllegalStateException("Every free square holding a piece dominates itself, and a maximal"
                    + " independent set dominates the board, yet no cover was found for " + problem.describe() + ".");
        };
    }

    /** The kind of line whose runs bound a placement, one piece a run: rows for pieces that move along them, else diagonals. */
    private static Optional<Lines.Kind> boundingKind(Problem problem) {
        if (problem.piece().orthogonal()) {
            return Optional.of(Lines.Kind.ROW);
        }
        return problem.piece().diagonal() ? Optional.of(Lines.Kind.DIAGONAL) : Optional.empty();
    }

    private static Finding independence(Problem problem, boolean count, Run run) {
        Lines.Kind bounding = boundingKind(problem).orElseThrow();
        SquareMatrix matrix;
        try {
            matrix = SquareMatrix.independence(problem, bounding, run::stopped);
        } catch (BuildStopped e) {
            return new Finding(Optional.empty(), Lines.runs(problem, bounding).size(), OptionalLong.empty(), Map.of(),
                    BuildStopped.REASON + "; one piece a run");
        }
        MaximumPacking search = MaximumPacking.of(matrix.cover()).stopWhen(run::stopped);
        boolean proved = search.maximise();
        OptionalLong counted = count && proved ? search.countMaximum() : OptionalLong.empty();
        Optional<Witness> witness = search.best().map(options -> Witness.of(matrix.placement(options), problem.pawns()));
        Map<String, Long> stats = Map.of("nodes", search.nodes(), "updates", search.updates());
        String line = bounding == Lines.Kind.ROW ? "row" : "diagonal";
        String reason = proved ? "search exhausted: no placement of " + (search.bestSize() + 1) + " pieces"
                : "one piece a " + line + " run: " + search.upperBound() + " runs";
        return new Finding(witness, search.upperBound(), counted, stats, reason);
    }

    /** The run's deadline or cancellation, seen while a large matrix is built: the build takes seconds on big boards. */
    private static final class BuildStopped extends RuntimeException {
        static final String REASON = "the run stopped while the matrix was built";
        private static final long serialVersionUID = 1L;

        private BuildStopped() {
            super(REASON, null, false, false);
        }

        /** Throws every 1024th step {@code k} once {@code stopped} holds. */
        static void check(int k, BooleanSupplier stopped) {
            if ((k & 1023) == 0 && stopped.getAsBoolean()) {
                throw new BuildStopped();
            }
        }
    }

    /** The matrix of a question, one option a free square, and the square of each option. */
    record SquareMatrix(ExactCover cover, int[] squareOfOption, Geometry geometry) {

        /**
         * The packing matrix of independence: the runs of {@code bounding} (single squares included) are
         * the primary items, one in every option; the piece's other lines and its jumps are secondary.
         */
        static SquareMatrix independence(Problem problem, Lines.Kind bounding, BooleanSupplier stopped) {
            Geometry geometry = problem.geometry();
            int squares = geometry.squares();
            List<List<Integer>> itemsOf = new ArrayList<>(squares);
            for (int s = 0; s < squares; s++) {
                itemsOf.add(new ArrayList<>());
            }
            ExactCover.Builder builder = ExactCover.builder();
            List<int[]> runs = Lines.runs(problem, bounding);
            for (int k = 0; k < runs.size(); k++) {
                int item = builder.addItem("run" + k, true);
                for (int s : runs.get(k)) {
                    itemsOf.get(s).add(item);
                }
            }
            Lines lines = Lines.of(problem);
            for (int k = 0; k < lines.lines().size(); k++) {
                BuildStopped.check(k, stopped);
                if (lines.kinds().get(k) == bounding) {
                    continue;
                }
                int item = builder.addItem("line" + k, false);
                for (int s : lines.lines().get(k)) {
                    itemsOf.get(s).add(item);
                }
            }
            for (int k = 0; k < lines.jumps().size(); k++) {
                int item = builder.addItem("jump" + k, false);
                itemsOf.get(lines.jumps().get(k)[0]).add(item);
                itemsOf.get(lines.jumps().get(k)[1]).add(item);
            }
            List<Integer> options = new ArrayList<>();
            for (int s = 0; s < squares; s++) {
                BuildStopped.check(s, stopped);
                if (!itemsOf.get(s).isEmpty()) {
                    builder.addOption(new TreeSet<>(itemsOf.get(s)).stream().mapToInt(Integer::intValue).toArray());
                    options.add(s);
                }
            }
            return new SquareMatrix(builder.build(), options.stream().mapToInt(Integer::intValue).toArray(), geometry);
        }

        /** The cover matrix of domination: the squares to dominate primary, with the lines and jumps secondary when independent. */
        static SquareMatrix domination(Problem problem, boolean independent, BooleanSupplier stopped) {
            Geometry geometry = problem.geometry();
            int squares = geometry.squares();
            boolean[] pawn = new boolean[squares];
            problem.pawns().forEach(square -> pawn[geometry.index(square)] = true);
            Lines lines = Lines.of(problem);
            List<List<Integer>> attacked = new ArrayList<>(squares);
            List<List<Integer>> occupied = new ArrayList<>(squares);
            for (int s = 0; s < squares; s++) {
                attacked.add(new ArrayList<>());
                occupied.add(new ArrayList<>());
            }
            ExactCover.Builder builder = ExactCover.builder();
            int[] itemOfSquare = new int[squares];
            for (int s = 0; s < squares; s++) {
                if (!pawn[s]) {
                    Square square = geometry.squareAt(s);
                    itemOfSquare[s] = builder.addItem("r" + square.row() + "c" + square.column() + (square.layer() > 1 ? "l" + square.layer() : ""), true);
                    attacked.get(s).add(itemOfSquare[s]);
                }
            }
            for (int k = 0; k < lines.lines().size(); k++) {
                BuildStopped.check(k, stopped);
                int[] line = lines.lines().get(k);
                int item = independent ? builder.addItem("line" + k, false) : -1;
                for (int s : line) {
                    for (int t : line) {
                        if (t != s) {
                            attacked.get(s).add(itemOfSquare[t]);
                        }
                    }
                    if (independent) {
                        occupied.get(s).add(item);
                    }
                }
            }
            for (int k = 0; k < lines.jumps().size(); k++) {
                int[] jump = lines.jumps().get(k);
                attacked.get(jump[0]).add(itemOfSquare[jump[1]]);
                attacked.get(jump[1]).add(itemOfSquare[jump[0]]);
                if (independent) {
                    int item = builder.addItem("jump" + k, false);
                    occupied.get(jump[0]).add(item);
                    occupied.get(jump[1]).add(item);
                }
            }
            List<Integer> options = new ArrayList<>();
            for (int s = 0; s < squares; s++) {
                BuildStopped.check(s, stopped);
                if (pawn[s]) {
                    continue;
                }
                // A torus line may meet a square's own line twice (a 1 x 2 cycle, say): keep each item once.
                Set<Integer> items = new TreeSet<>(attacked.get(s));
                items.addAll(occupied.get(s));
                builder.addOption(items.stream().mapToInt(Integer::intValue).toArray());
                options.add(s);
            }
            return new SquareMatrix(builder.build(), options.stream().mapToInt(Integer::intValue).toArray(), geometry);
        }

        /** The pieces of a cover: the squares of its options. */
        Placement placement(int[] options) {
            Set<Square> squares = new TreeSet<>();
            for (int option : options) {
                squares.add(geometry.squareAt(squareOfOption[option]));
            }
            return Placement.of(squares);
        }
    }
}
