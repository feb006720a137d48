package org.nqueens.formulations.choco;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;
import org.nqueens.problem.Square;
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
import org.nqueens.solver.Stats;

/**
 * Independence and domination (plain and independent) as a Boolean grid model in Choco-solver,
 * over the {@link Lines} of the problem, with Choco's objective and its branch and bound:
 * <pre>
 *   x[s] in {0, 1}  a free square (1 on a given piece);   k = sum x
 *   independence:  sum(x on L) &lt;= 1  every line L;   x[a] + x[b] &lt;= 1  every jump;    maximise k
 *   domination:    occupied[L] = max(x on L);   x[t] + sum(occupied[L] : L through t) + sum(x[s] : s a jump from t) &gt;= 1
 *                  every square t that is not a pawn;   sum(occupied[L] : L of one direction) &lt;= k;   minimise k
 * </pre>
 * The search decides the squares in board order, a piece first when maximising and no piece first
 * when minimising, so the first solutions are greedy ones and each new one must beat the last by
 * one (Choco's cut). When the search ends by itself the best solution is proved optimal; stopped by
 * the time limit, the bound is the objective's bound the propagation proved at the root. Counting
 * fixes k at the optimum and enumerates, without the objective.
 */
public final class ChocoOptimiser implements DescribedOptimiser {

    /** The largest board it poses: one Boolean a square. */
    private static final long MAX_SQUARES = 10_000;

    private static final OptimiserDescriptor DESCRIPTOR = OptimiserDescriptor.of("choco",
                    "Choco, Boolean grid: a 0/1 variable a square, at most one a line, a line occupied or a piece for each square;"
                            + " branch and bound")
            .answering(Set.of(Objective.INDEPENDENCE, Objective.DOMINATION, Objective.INDEPENDENT_DOMINATION),
                    "independence and domination (plain and independent)")
            .limitedBy((id, question) -> question.problem().geometry().area() <= MAX_SQUARES ? Optional.empty()
                    : Optional.of(id + " poses a Boolean a square, on boards of up to " + MAX_SQUARES + " squares; "
                            + question.problem().geometry() + " has " + question.problem().geometry().area() + "."));

    @Override
    public OptimiserDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public Finding optimise(Question question, boolean count, Run run) {
        Grid grid = new Grid(question);
        boolean maximise = question.objective().maximise();
        grid.model.setObjective(maximise ? Model.MAXIMIZE : Model.MINIMIZE, grid.pieces);
        Solver solver = grid.model.getSolver();
        solver.setSearch(maximise ? Search.inputOrderUBSearch(grid.x) : Search.inputOrderLBSearch(grid.x));
        solver.addStopCriterion(run.deadline()::reached);
        Witness best = null;
        while (solver.solve()) {
            best = grid.witness();
        }
        boolean complete = !solver.isStopCriterionMet();
        Map<String, Long> stats = stats(solver, new LinkedHashMap<>());
        if (complete && best == null) {
            // Only a minimisation can have no witness at all (the empty placement is independent).
            return Finding.noneExists(stats, "Choco's search ended without a witness: none exists.");
        }
        if (complete) {
            int value = best.pieces().size();
            Finding finding = Finding.of(best, value, stats, "Choco's branch and bound ended: no " + (maximise ? "larger" : "smaller")
                    + " value exists.");
            if (!count) {
                return finding;
            }
            OptionalLong optimal = countOptimal(question, value, run, stats);
            String reason = optimal.isPresent() ? finding.boundReason()
                    : finding.boundReason() + " The count of optimal witnesses was stopped: " + run.deadline().reasonStopped() + ".";
            return new Finding(finding.best(), value, optimal, stats, reason);
        }
        int squares = question.problem().geometry().squares();
        // The objective manager keeps the best bound proved on the other side of the best solution: the
        // objective's bound after the root propagation, which branch and bound does not raise.
        Number proved = maximise ? solver.getObjectiveManager().getBestUB() : solver.getObjectiveManager().getBestLB();
        int bound = (int) Math.max(0, Math.min(squares, proved.longValue()));
        return new Finding(Optional.ofNullable(best), bound, OptionalLong.empty(), stats,
                "the bound of the number of pieces that Choco's propagation proved when it stopped (" + run.deadline().reasonStopped() + ").");
    }

    private static OptionalLong countOptimal(Question question, int value, Run run, Map<String, Long> stats) {
        Grid grid = new Grid(question);
        grid.model.arithm(grid.pieces, "=", value).post();
        Solver solver = grid.model.getSolver();
        solver.setSearch(Search.inputOrderLBSearch(grid.x));
        solver.addStopCriterion(run.deadline()::reached);
        long found = 0;
        while (solver.solve()) {
            found++;
        }
        Map<String, Long> counting = stats(solver, new LinkedHashMap<>());
        counting.forEach((name, measure) -> stats.merge(name, measure, Long::sum));
        return solver.isStopCriterionMet() ? OptionalLong.empty() : OptionalLong.of(found);
    }

    private static Map<String, Long> stats(Solver solver, Map<String, Long> stats) {
        stats.put(Stats.NODES, solver.getNodeCount());
        stats.put(Stats.FAILS, solver.getFailCount());
        stats.put(Stats.BACKTRACKS, solver.getBackTrackCount());
        return stats;
    }

    /** The model of one question: its squares, their Booleans and the number of pieces. */
    private static final class Grid {
        private final Question question;
        private final Geometry geometry;
        private final Model model = new Model("optimise");
        private final BoolVar[] x;
        private final int[] squareOf;
        private final IntVar pieces;

        Grid(Question question) {
            this.question = question;
            Problem problem = question.problem();
            this.geometry = problem.geometry();
            int squares = geometry.squares();
            Set<Square> pawns = problem.pawns();
            Set<Square> blocked = problem.blocked();
            Set<Square> given = problem.given();
            BoolVar[] at = new BoolVar[squares];
            List<BoolVar> free = new ArrayList<>();
            List<Integer> where = new ArrayList<>();
            for (int s = 0; s < squares; s++) {
                Square square = geometry.squareAt(s);
                if (pawns.contains(square) || blocked.contains(square)) {
                    continue;
                }
                at[s] = given.contains(square) ? model.boolVar("x" + square, true) : model.boolVar("x" + square);
                free.add(at[s]);
                where.add(s);
            }
            this.x = free.toArray(new BoolVar[0]);
            this.squareOf = where.stream().mapToInt(Integer::intValue).toArray();
            this.pieces = model.intVar("k", 0, x.length);
            model.sum(x, "=", pieces).post();
            Lines lines = Lines.of(problem);
            Objective objective = question.objective();
            if (objective != Objective.DOMINATION) {
                countByCliques(lines, at);
                for (int[] line : lines.lines()) {
                    BoolVar[] on = present(at, line);
                    if (on.length > 1) {
                        model.sum(on, "<=", 1).post();
                    }
                }
                for (int[] jump : lines.jumps()) {
                    if (at[jump[0]] != null && at[jump[1]] != null) {
                        model.arithm(at[jump[0]], "+", at[jump[1]], "<=", 1).post();
                    }
                }
            }
            if (objective == Objective.DOMINATION || objective == Objective.INDEPENDENT_DOMINATION) {
                dominate(lines, at, pawns);
            }
        }

        /**
         * The bound of independence by a clique cover: the squares split, greedily in board order, into
         * groups any two of which attack each other (a row for rooks and queens, a diagonal for bishops,
         * a 2 x 2 block for kings, a pair for knights); at most one piece a group, so
         * {@code k = sum(s[c])} with {@code s[c] = sum(x on c)} in {0, 1}, and k is at most the number
         * of groups that can still hold one. Plain {@code k = sum x} would bound k only by the free squares.
         */
        private void countByCliques(Lines lines, BoolVar[] at) {
            int squares = at.length;
            BitSet[] attacks = new BitSet[squares];
            for (int s = 0; s < squares; s++) {
                attacks[s] = new BitSet(squares);
            }
            for (int[] line : lines.lines()) {
                for (int a : line) {
                    for (int b : line) {
                        if (a != b) {
                            attacks[a].set(b);
                        }
                    }
                }
            }
            for (int[] jump : lines.jumps()) {
                attacks[jump[0]].set(jump[1]);
                attacks[jump[1]].set(jump[0]);
            }
            boolean[] covered = new boolean[squares];
            List<IntVar> groups = new ArrayList<>();
            for (int s = 0; s < squares; s++) {
                if (at[s] == null || covered[s]) {
                    continue;
                }
                List<BoolVar> clique = new ArrayList<>(List.of(at[s]));
                BitSet common = (BitSet) attacks[s].clone();
                covered[s] = true;
                for (int t = common.nextSetBit(s + 1); t >= 0; t = common.nextSetBit(t + 1)) {
                    if (at[t] != null && !covered[t]) {
                        clique.add(at[t]);
                        covered[t] = true;
                        common.and(attacks[t]);
                    }
                }
                IntVar group = model.intVar("group" + groups.size(), 0, 1);
                model.sum(clique.toArray(new BoolVar[0]), "=", group).post();
                groups.add(group);
            }
            model.sum(groups.toArray(new IntVar[0]), "=", pieces).post();
        }

        private void dominate(Lines lines, BoolVar[] at, Set<Square> pawns) {
            List<List<BoolVar>> watchers = new ArrayList<>();
            for (int s = 0; s < at.length; s++) {
                List<BoolVar> own = new ArrayList<>();
                if (at[s] != null) {
                    own.add(at[s]);
                }
                watchers.add(own);
            }
            Map<Lines.Kind, List<BoolVar>> occupiedByKind = new EnumMap<>(Lines.Kind.class);
            for (int i = 0; i < lines.lines().size(); i++) {
                int[] line = lines.lines().get(i);
                BoolVar[] on = present(at, line);
                if (on.length == 0) {
                    continue;
                }
                BoolVar occupied = model.boolVar("occupied" + i);
                model.max(occupied, on).post();
                occupiedByKind.computeIfAbsent(lines.kinds().get(i), k -> new ArrayList<>()).add(occupied);
                for (int t : line) {
                    watchers.get(t).add(occupied);
                }
            }
            for (List<BoolVar> occupied : occupiedByKind.values()) {
                model.sum(occupied.toArray(new BoolVar[0]), "<=", pieces).post();
            }
            for (int[] jump : lines.jumps()) {
                if (at[jump[0]] != null) {
                    watchers.get(jump[1]).add(at[jump[0]]);
                }
                if (at[jump[1]] != null) {
                    watchers.get(jump[0]).add(at[jump[1]]);
                }
            }
            for (int t = 0; t < at.length; t++) {
                if (pawns.contains(geometry.squareAt(t))) {
                    continue;
                }
                BoolVar[] watching = watchers.get(t).stream().distinct().toArray(BoolVar[]::new);
                if (watching.length == 0) {
                    model.falseConstraint().post(); // nothing can watch t: no witness exists
                } else {
                    model.sum(watching, ">=", 1).post();
                }
            }
        }

        private static BoolVar[] present(BoolVar[] at, int[] line) {
            List<BoolVar> on = new ArrayList<>();
            for (int s : line) {
                if (at[s] != null) {
                    on.add(at[s]);
                }
            }
            return on.toArray(new BoolVar[0]);
        }

        /** The witness of the current solution. */
        Witness witness() {
            List<Square> placed = new ArrayList<>();
            for (int i = 0; i < x.length; i++) {
                if (x[i].getValue() == 1) {
                    placed.add(geometry.squareAt(squareOf[i]));
                }
            }
            return Witness.of(Placement.of(placed), question.problem().pawns());
        }
    }
}
