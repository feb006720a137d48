package org.nqueens.formulations.backtrack;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;
import org.nqueens.problem.Square;
import org.nqueens.optimise.Finding;
import org.nqueens.optimise.Objective;
import org.nqueens.optimise.DescribedOptimiser;
import org.nqueens.optimise.OptimiserDescriptor;
import org.nqueens.optimise.Question;
import org.nqueens.optimise.Witness;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.solver.Run;

/**
 * The yardstick of the optimisation questions: exhaustive search over the squares of a small board
 * (at most 64, one bit a square), plain enough to be checked by reading, for every objective.
 *
 * <ul>
 *   <li>Independence: each free square in turn holds a piece or not (a piece only where nothing
 *       attacks it), cut when the pieces placed plus a bound on those that still fit (the squares
 *       left, or the runs of one direction that meet them) cannot beat the best.</li>
 *   <li>Domination, plain or independent: every set of k squares, for k = 0, 1, 2, ... until some set
 *       dominates every free square; cut when the pieces left could not cover the squares left even if
 *       each covered as many as the most any square dominates.</li>
 *   <li>Fewest pawns: every set of p pawns, for p = 0, 1, ..., until the problem's number of pieces
 *       fits on one (the independence search, asked for that many).</li>
 *   <li>Mixed army: m pieces and m partners, for m = 1, 2, ..., until they no longer fit (an army of
 *       m + 1 of each holds one of m, so the first m that fails ends the search).</li>
 * </ul>
 *
 * Counting counts the optimal witnesses: maximum independent placements, minimum dominating sets,
 * (pawns, placement) pairs with the fewest pawns, mixed armies of the largest size. Given pieces and
 * blocked squares are not taken; for fewest pawns the board starts without pawns.
 */
public final class BacktrackOptimiser implements DescribedOptimiser {

    /** The most squares it takes: one bit a square of a long. */
    public static final int MOST_SQUARES = Long.SIZE;

    private static final int POLL_MASK = (1 << 12) - 1;

    /** The yardstick. */
    public BacktrackOptimiser() {
        // Stateless: each question gets its own search.
    }

    private static final OptimiserDescriptor DESCRIPTOR = OptimiserDescriptor.of("backtrack",
                    "exhaustive search over the squares, the yardstick for boards of at most 64 squares")
            .limitedBy((id, question) -> {
                Geometry geometry = question.problem().geometry();
                return geometry.area() <= MOST_SQUARES ? Optional.empty()
                        : Optional.of(id + " searches boards of at most " + MOST_SQUARES + " squares (8 x 8); " + geometry + " has "
                                + geometry.area() + ". Use cpsat for larger boards.");
            })
            .pawnsOnly()
            .limitedBy((id, question) -> question.objective() != Objective.FEWEST_PAWNS || question.problem().pawns().isEmpty()
                    ? Optional.empty()
                    : Optional.of(id + " answers fewest pawns on a board that starts without pawns; " + question.problem().describe()
                            + " has some."));

    @Override
    public OptimiserDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public Finding optimise(Question question, boolean count, Run run) {
        refusal(question).ifPresent(reason -> {
            throw new IllegalArgumentException(reason);
        });
        Search search = new Search(question.problem(), run);
        return switch (question.objective()) {
            case INDEPENDENCE -> search.independence(count);
            case DOMINATION -> search.domination(false, count);
            case INDEPENDENT_DOMINATION -> search.domination(true, count);
            case FEWEST_PAWNS -> search.fewestPawns(count);
            case MIXED_ARMY -> search.mixedArmy(question.partner().orElseThrow(), count);
        };
    }

    /** One question's search, with its work counted. */
    private static final class Search {
        private final Problem problem;
        private final Geometry geometry;
        private final Run run;
        private long nodes;
        private boolean stopped;

        Search(Problem problem, Run run) {
            this.problem = problem;
            this.geometry = problem.geometry();
            this.run = run;
        }

        private boolean stopNow() {
            if (!stopped && (++nodes & POLL_MASK) == 0 && run.stopped()) {
                stopped = true;
            }
            return stopped;
        }

        private long pawnMask() {
            long pawns = 0;
            for (Square pawn : problem.pawns()) {
                pawns |= AttackMasks.bit(geometry.index(pawn));
            }
            return pawns;
        }

        private Map<String, Long> stats() {
            return Map.of("nodes", nodes);
        }

        // Independence.

        /** The most pieces that fit, or with {@code target} set, whether (and how often) exactly that many fit. */
        private final class Placements {
            final AttackMasks masks;
            final boolean counting;
            final int target;
            int best;
            long bestSet;
            long count;

            Placements(AttackMasks masks, boolean counting, int target) {
                this.masks = masks;
                this.counting = counting;
                this.target = target;
                this.best = target > 0 ? target - 1 : -1;
            }

            /** Each available square, lowest first, holds a piece or not. */
            void search(long chosen, int size, long available) {
                if (stopNow()) {
                    return;
                }
                boolean full = target > 0 && size == target;
                if (full || available == 0) {
                    if (target > 0 && !full) {
                        return;
                    }
                    if (size > best) {
                        best = size;
                        bestSet = chosen;
                        count = 1;
                    } else if (size == best && counting) {
                        count++;
                    }
                    return;
                }
                int bound = size + masks.fitBound(available);
                if (target > 0 ? bound < target : counting ? bound < best : bound <= best) {
                    return;
                }
                if (target > 0 && !counting && best >= target) {
                    return;
                }
                int s = Long.numberOfTrailingZeros(available);
                long square = AttackMasks.bit(s);
                search(chosen | square, size + 1, available & ~square & ~masks.attack()[s]);
                if (target > 0 && !counting && best >= target) {
                    return;
                }
                search(chosen, size, available & ~square);
            }
        }

        Finding independence(boolean count) {
            AttackMasks masks = AttackMasks.of(geometry, problem.piece(), pawnMask());
            Placements placements = new Placements(masks, count, 0);
            int rootBound = masks.fitBound(masks.free());
            placements.search(0, 0, masks.free());
            Witness witness = Witness.of(placement(placements.bestSet), problem.pawns());
            if (stopped) {
                return new Finding(Optional.of(witness), rootBound, OptionalLong.empty(), stats(),
                        "at most one piece a square, or a run of squares it moves along");
            }
            return new Finding(Optional.of(witness), placements.best, count ? OptionalLong.of(placements.count) : OptionalLong.empty(),
                    stats(), "search exhausted: no placement of " + (placements.best + 1) + " fits");
        }

        // Domination.

        /** The sets of k squares that dominate every free square, smallest k first. */
        private final class Dominators {
            final AttackMasks masks;
            final boolean independent;
            final boolean counting;
            final long target;
            final int[] candidates;
            final int widest;
            long found;
            long first;

            Dominators(AttackMasks masks, boolean independent, boolean counting) {
                this.masks = masks;
                this.independent = independent;
                this.counting = counting;
                this.target = masks.free();
                List<Integer> squares = new ArrayList<>();
                int most = 0;
                for (int s = 0; s < masks.squares(); s++) {
                    if ((target & AttackMasks.bit(s)) != 0) {
                        squares.add(s);
                        most = Math.max(most, Long.bitCount(masks.dominated(s)));
                    }
                }
                this.candidates = squares.stream().mapToInt(Integer::intValue).toArray();
                this.widest = most;
            }

            /** Chooses {@code left} more squares from candidates[from..]; {@code chosen} holds those chosen. */
            void search(int from, int left, long chosen, long covered) {
                if (stopNow() || !counting && found > 0) {
                    return;
                }
                if (left == 0) {
                    if ((covered & target) == target) {
                        if (found++ == 0) {
                            first = chosen;
                        }
                    }
                    return;
                }
                if ((long) left * widest < Long.bitCount(target & ~covered)) {
                    return;
                }
                for (int k = from; k <= candidates.length - left; k++) {
                    int s = candidates[k];
                    if (independent && (masks.attack()[s] & chosen) != 0) {
                        continue;
                    }
                    search(k + 1, left - 1, chosen | AttackMasks.bit(s), covered | masks.dominated(s));
                }
            }
        }

        Finding domination(boolean independent, boolean count) {
            AttackMasks masks = AttackMasks.of(geometry, problem.piece(), pawnMask());
            Dominators dominators = new Dominators(masks, independent, count);
            for (int k = 0; k <= dominators.candidates.length; k++) {
                dominators.search(0, k, 0, 0);
                if (stopped && dominators.found > 0) {
                    return new Finding(Optional.of(Witness.of(placement(dominators.first), problem.pawns())), k, OptionalLong.empty(),
                            stats(), "every set of fewer than " + k + " squares tried");
                }
                if (stopped) {
                    return new Finding(Optional.empty(), k, OptionalLong.empty(), stats(),
                            "every set of fewer than " + k + " squares tried");
                }
                if (dominators.found > 0) {
                    Witness witness = Witness.of(placement(dominators.first), problem.pawns());
                    return new Finding(Optional.of(witness), k, count ? OptionalLong.of(dominators.found) : OptionalLong.empty(),
                            stats(), "search exhausted: every set of " + (k - 1) + " squares leaves a square undominated");
                }
            }
            throw new IllegalStateException("Every free square holding a piece dominates the board; no set was found on " + geometry + ".");
        }

        // Fewest pawns.

        Finding fewestPawns(boolean count) {
            int pieces = problem.pieces();
            int squares = geometry.squares();
            for (int p = 0; pieces + p <= squares; p++) {
                PawnSets sets = new PawnSets(pieces, count);
                sets.search(0, p, 0);
                if (stopped) {
                    Optional<Witness> witness = sets.found > 0 ? Optional.of(sets.witness) : Optional.empty();
                    return new Finding(witness, p, OptionalLong.empty(), stats(),
                            "every set of fewer than " + p + " pawns tried");
                }
                if (sets.found > 0) {
                    return new Finding(Optional.of(sets.witness), p, count ? OptionalLong.of(sets.found) : OptionalLong.empty(), stats(),
                            "search exhausted: " + pieces + " pieces fit with no set of " + (p - 1) + " pawns");
                }
            }
            return Finding.noneExists(stats(), "search exhausted: " + pieces + " pieces fit with no set of pawns");
        }

        /** Every set of p pawns, and on each the placements of the problem's number of pieces. */
        private final class PawnSets {
            final int pieces;
            final boolean counting;
            long found;
            Witness witness;

            PawnSets(int pieces, boolean counting) {
                this.pieces = pieces;
                this.counting = counting;
            }

            void search(int from, int left, long pawns) {
                if (stopped || !counting && found > 0) {
                    return;
                }
                if (left == 0) {
                    AttackMasks masks = AttackMasks.of(geometry, problem.piece(), pawns);
                    Placements placements = new Placements(masks, counting, pieces);
                    placements.search(0, 0, masks.free());
                    if (placements.best >= pieces) {
                        if (found == 0) {
                            witness = Witness.of(placement(placements.bestSet), squares(pawns));
                        }
                        found += placements.count;
                    }
                    return;
                }
                for (int s = from; s <= geometry.squares() - left; s++) {
                    search(s + 1, left - 1, pawns | AttackMasks.bit(s));
                }
            }
        }

        // Mixed army.

        Finding mixedArmy(Piece partner, boolean count) {
            long pawns = pawnMask();
            AttackMasks pieces = AttackMasks.of(geometry, problem.piece(), pawns);
            AttackMasks partners = AttackMasks.of(geometry, partner, pawns);
            Army best = null;
            for (int m = 1; 2 * m <= Long.bitCount(pieces.free()); m++) {
                Army army = new Army(pieces, partners, m, false);
                army.search(0, 0, 0, 0, 0, 0);
                if (stopped) {
                    return armyFinding(best, Long.bitCount(pieces.free()) / 2, OptionalLong.empty(),
                            "at most half the free squares hold pieces of each kind");
                }
                if (army.found == 0) {
                    return counted(best, m - 1, count, pieces, partners);
                }
                best = army;
            }
            return counted(best, Long.bitCount(pieces.free()) / 2, count, pieces, partners);
        }

        private Finding counted(Army best, int value, boolean count, AttackMasks pieces, AttackMasks partners) {
            String reason = "search exhausted: " + (value + 1) + " of each do not fit";
            if (!count) {
                return armyFinding(best, value, OptionalLong.empty(), reason);
            }
            if (value == 0) {
                return armyFinding(best, value, OptionalLong.of(1), reason);
            }
            Army all = new Army(pieces, partners, value, true);
            all.search(0, 0, 0, 0, 0, 0);
            return armyFinding(best, value, stopped ? OptionalLong.empty() : OptionalLong.of(all.found), reason);
        }

        private Finding armyFinding(Army best, int bound, OptionalLong count, String reason) {
            Optional<Witness> witness = best == null
                    ? Optional.of(Witness.of(Placement.of(Set.of()), problem.pawns()))
                    : Optional.of(new Witness(placement(best.firstPieces), problem.pawns(), placement(best.firstPartners)));
            return new Finding(witness, bound, count, stats(), reason);
        }

        /** Placements of m pieces and m partners, none attacking another, square by square. */
        private final class Army {
            final AttackMasks pieceMasks;
            final AttackMasks partnerMasks;
            final int m;
            final boolean counting;
            long found;
            long firstPieces;
            long firstPartners;

            Army(AttackMasks pieceMasks, AttackMasks partnerMasks, int m, boolean counting) {
                this.pieceMasks = pieceMasks;
                this.partnerMasks = partnerMasks;
                this.m = m;
                this.counting = counting;
            }

            /**
             * Square {@code s} stays empty, holds a piece or holds a partner. A newcomer must stand where no
             * placed piece attacks, and attack none of them.
             */
            void search(int s, long pieces, int pieceCount, long partners, int partnerCount, long attacked) {
                if (stopNow() || !counting && found > 0) {
                    return;
                }
                if (pieceCount == m && partnerCount == m) {
                    if (found++ == 0) {
                        firstPieces = pieces;
                        firstPartners = partners;
                    }
                    return;
                }
                long occupied = pieces | partners;
                long open = pieceMasks.free() & ~attacked & ~occupied & ~(AttackMasks.bit(s) - 1);
                if (s >= pieceMasks.squares() || Long.bitCount(open) < 2 * m - pieceCount - partnerCount) {
                    return;
                }
                long square = AttackMasks.bit(s);
                if ((open & square) != 0) {
                    if (pieceCount < m && (pieceMasks.attack()[s] & occupied) == 0) {
                        search(s + 1, pieces | square, pieceCount + 1, partners, partnerCount, attacked | pieceMasks.attack()[s]);
                    }
                    if (partnerCount < m && (partnerMasks.attack()[s] & occupied) == 0) {
                        search(s + 1, pieces, pieceCount, partners | square, partnerCount + 1, attacked | partnerMasks.attack()[s]);
                    }
                }
                search(s + 1, pieces, pieceCount, partners, partnerCount, attacked);
            }
        }

        private Placement placement(long set) {
            return Placement.of(squares(set));
        }

        private Set<Square> squares(long set) {
            Set<Square> squares = new TreeSet<>();
            for (long rest = set; rest != 0; rest &= rest - 1) {
                squares.add(geometry.squareAt(Long.numberOfTrailingZeros(rest)));
            }
            return squares;
        }
    }
}
