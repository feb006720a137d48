package org.nqueens.optimise;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nqueens.problem.Square;
import org.nqueens.problem.Coordinates;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Problem;

/**
 * The independent check of a witness, written apart from every optimiser and from
 * {@link org.nqueens.problem.Lines}: it walks the board from each piece with {@link Reach}.
 *
 * <p>A witness answers its question when
 * <ul>
 *   <li>every piece (and partner) stands on the board, on a square that is neither a pawn nor blocked;</li>
 *   <li>the problem's given pieces are among its pieces;</li>
 *   <li>its pawns are the problem's pawns, plus, for {@link Objective#FEWEST_PAWNS} only, pawns it chose
 *       on squares that were free (neither blocked nor holding a given piece);</li>
 *   <li>for independence, independent domination, fewest pawns and mixed armies: no piece attacks another
 *       (in a mixed army, no piece of either kind attacks a piece of either kind);</li>
 *   <li>for domination (plain and independent): every square that is not a pawn, blocked squares included,
 *       holds a piece or is attacked by one. A blocked square refuses a piece but is still a square of the
 *       board to watch, as a square a piece may not stand on still counts in the chess puzzles;</li>
 *   <li>for fewest pawns: exactly the problem's number of pieces; for a mixed army: as many partners as pieces.</li>
 * </ul>
 */
public final class WitnessCheck {

    private WitnessCheck() {
    }

    /** The value of {@code witness} for {@code question}: pieces placed, pawns added, or the size of each army. */
    public static int value(Question question, Witness witness) {
        return switch (question.objective()) {
            case INDEPENDENCE, DOMINATION, INDEPENDENT_DOMINATION, MIXED_ARMY -> witness.pieces().size();
            case FEWEST_PAWNS -> witness.pawns().size() - question.problem().pawns().size();
        };
    }

    /** Whether {@code witness} answers {@code question}. */
    public static boolean answers(Question question, Witness witness) {
        return fault(question, witness).isEmpty();
    }

    /** The first thing wrong with {@code witness} as an answer to {@code question}, as a sentence; empty when it answers it. */
    public static Optional<String> fault(Question question, Witness witness) {
        Problem problem = question.problem();
        Geometry geometry = problem.geometry();
        Objective objective = question.objective();
        Set<Square> pawns = witness.pawns();
        for (Square pawn : pawns) {
            if (!geometry.contains(pawn)) {
                return Optional.of("The pawn at " + pawn + " lies off the " + geometry + " board.");
            }
        }
        if (!pawns.containsAll(problem.pawns())) {
            Square missing = problem.pawns().stream().filter(p -> !pawns.contains(p)).findFirst().orElseThrow();
            return Optional.of("The problem's pawn at " + Coordinates.name(missing, geometry) + " is missing from the witness.");
        }
        for (Square pawn : pawns) {
            if (problem.pawns().contains(pawn)) {
                continue;
            }
            if (objective != Objective.FEWEST_PAWNS) {
                return Optional.of("The witness adds a pawn at " + Coordinates.name(pawn, geometry) + "; only fewest pawns chooses pawns.");
            }
            if (problem.blocked().contains(pawn) || problem.given().contains(pawn)) {
                return Optional.of("The pawn added at " + Coordinates.name(pawn, geometry) + " stands on a square that is not free.");
            }
        }
        Optional<String> standing = standing(problem, witness.pieces().squares(), pawns, "piece");
        if (standing.isPresent()) {
            return standing;
        }
        standing = standing(problem, witness.partners().squares(), pawns, "partner piece");
        if (standing.isPresent()) {
            return standing;
        }
        for (Square given : problem.given()) {
            if (!witness.pieces().squares().contains(given)) {
                return Optional.of("The given piece at " + Coordinates.name(given, geometry) + " is not kept.");
            }
        }
        if (objective != Objective.MIXED_ARMY && witness.partners().size() > 0) {
            return Optional.of("The witness holds partner pieces, which only a mixed army has.");
        }
        Reach reach = new Reach(geometry, pawns);
        boolean independent = objective != Objective.DOMINATION;
        if (independent) {
            Optional<String> attack = attack(reach, problem.piece(), witness, question.partner());
            if (attack.isPresent()) {
                return attack;
            }
        }
        if (objective == Objective.DOMINATION || objective == Objective.INDEPENDENT_DOMINATION) {
            Optional<Square> unwatched = unwatched(reach, problem, witness.pieces().squares(), pawns);
            if (unwatched.isPresent()) {
                return Optional.of("The square " + Coordinates.name(unwatched.get(), geometry) + " is neither occupied nor attacked.");
            }
        }
        if (objective == Objective.FEWEST_PAWNS && witness.pieces().size() != problem.pieces()) {
            return Optional.of("The witness holds " + witness.pieces().size() + " pieces where the question asks for " + problem.pieces() + ".");
        }
        if (objective == Objective.MIXED_ARMY && witness.partners().size() != witness.pieces().size()) {
            return Optional.of("The witness holds " + witness.pieces().size() + " pieces and " + witness.partners().size()
                    + " partner pieces; a mixed army has as many of each.");
        }
        return Optional.empty();
    }

    /** The first piece of {@code squares} off the board, on a pawn or on a blocked square. */
    private static Optional<String> standing(Problem problem, List<Square> squares, Set<Square> pawns, String what) {
        for (Square square : squares) {
            if (!problem.geometry().contains(square)) {
                return Optional.of("The " + what + " at " + square + " lies off the " + problem.geometry() + " board.");
            }
            if (pawns.contains(square)) {
                return Optional.of("The " + what + " at " + Coordinates.name(square, problem.geometry()) + " stands on a pawn.");
            }
            if (problem.blocked().contains(square)) {
                return Optional.of("The " + what + " at " + Coordinates.name(square, problem.geometry()) + " stands on a blocked square.");
            }
        }
        return Optional.empty();
    }

    /** The first attack among the pieces and partners, each attacking with its own moves. */
    private static Optional<String> attack(Reach reach, Piece piece, Witness witness, Optional<Piece> partner) {
        Set<Square> occupied = new HashSet<>(witness.pieces().squares());
        occupied.addAll(witness.partners().squares());
        for (Square from : witness.pieces().squares()) {
            Optional<String> hit = attackFrom(reach, piece, from, occupied);
            if (hit.isPresent()) {
                return hit;
            }
        }
        for (Square from : witness.partners().squares()) {
            Optional<String> hit = attackFrom(reach, partner.orElseThrow(), from, occupied);
            if (hit.isPresent()) {
                return hit;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> attackFrom(Reach reach, Piece piece, Square from, Set<Square> occupied) {
        for (Square to : reach.attacked(piece, from)) {
            if (occupied.contains(to)) {
                return Optional.of("The " + piece.id() + " at " + Coordinates.name(from, reach.geometry()) + " attacks the piece at "
                        + Coordinates.name(to, reach.geometry()) + ".");
            }
        }
        return Optional.empty();
    }

    /** The first square, not a pawn, that no piece occupies or attacks. */
    private static Optional<Square> unwatched(Reach reach, Problem problem, List<Square> pieces, Set<Square> pawns) {
        Set<Square> watched = new HashSet<>(pieces);
        for (Square from : pieces) {
            watched.addAll(reach.attacked(problem.piece(), from));
        }
        Geometry geometry = problem.geometry();
        for (int s = 0; s < geometry.squares(); s++) {
            Square square = geometry.squareAt(s);
            if (!pawns.contains(square) && !watched.contains(square)) {
                return Optional.of(square);
            }
        }
        return Optional.empty();
    }
}
