package org.nqueens.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Square;

/**
 * Generated problems of the whole family for the properties ({@link PropertyRun}): square boards,
 * rectangles, tori and boxes (the cube among them), every piece, a few pawns, given pieces and
 * blocked squares, and the default or another number of pieces. Sizes stay small, so that the
 * reference backtracker answers a problem in milliseconds; the given pieces never attack each other
 * (inconsistent input is refused before any formulation runs, by the one admission step, tested on its own).
 */
public final class FamilyCases {

    /** The most squares marked as pawns, given pieces or blocked. */
    private static final int MOST_MARKED = 8;

    private FamilyCases() {
    }

    /**
     * One generated problem, printed with every field needed to build it again in an example test.
     *
     * @param geometry the board
     * @param piece    the piece placed
     * @param pieces   how many pieces a solution holds, the given ones included
     * @param pawns    the pawns
     * @param given    the given pieces
     * @param blocked  the blocked squares
     */
    public record Case(Geometry geometry, Piece piece, int pieces, List<Square> pawns, List<Square> given, List<Square> blocked) {

        /** Keeps copies of the lists. */
        public Case {
            pawns = List.copyOf(pawns);
            given = List.copyOf(given);
            blocked = List.copyOf(blocked);
        }

        /** The problem itself. */
        public Problem problem() {
            return Problem.on(geometry).piece(piece).pieces(pieces).pawns(pawns).given(given).blocked(blocked).build();
        }

        /** "new Case(new Geometry(5, 5, 0, true), Piece.QUEEN, 5, List.of(...), ...)": the case as an example test writes it. */
        @Override
        public String toString() {
            return "new Case(new Geometry(" + geometry.rows() + ", " + geometry.columns() + ", " + geometry.depth() + ", " + geometry.torus()
                    + "), Piece." + piece.name() + ", " + pieces + ", " + squares(pawns) + ", " + squares(given) + ", " + squares(blocked)
                    + ")  // " + problem().describe();
        }

        private static String squares(List<Square> squares) {
            List<String> written = new ArrayList<>();
            for (Square square : squares) {
                written.add("new Square(" + square.row() + ", " + square.column() + (square.layer() > 1 ? ", " + square.layer() : "") + ")");
            }
            return "List.of(" + String.join(", ", written) + ")";
        }
    }

    /** A problem of the whole family, boards up to 7 x 7 and boxes up to 3 x 3 x 3, with consistent given pieces. */
    public static Case family(SplittableRandom random) {
        while (true) {
            Geometry geometry = geometry(random);
            Piece piece = random.nextInt(10) < 6 ? Piece.QUEEN : Piece.values()[random.nextInt(Piece.values().length)];
            Optional<Case> made = marked(geometry, piece, random).filter(FamilyCases::consistent);
            if (made.isPresent()) {
                return made.get();
            }
        }
    }

    /** A problem of the whole family on at most {@code squares} squares, for the questions whose exact answers cost more. */
    public static Case family(SplittableRandom random, int squares) {
        while (true) {
            Case made = family(random);
            if (made.geometry().area() <= squares) {
                return made;
            }
        }
    }

    /** The boards: mostly square, then rectangles, tori and boxes. */
    private static Geometry geometry(SplittableRandom random) {
        int kind = random.nextInt(10);
        if (kind < 5) {
            return Geometry.square(random.nextInt(1, 8));
        }
        if (kind < 7) {
            return new Geometry(random.nextInt(1, 6), random.nextInt(1, 7), false);
        }
        if (kind < 9) {
            return new Geometry(random.nextInt(1, 7), random.nextInt(1, 7), true);
        }
        return Geometry.box(random.nextInt(1, 4), random.nextInt(1, 4), random.nextInt(1, 4));
    }

    /** Up to {@value #MOST_MARKED} distinct squares made pawns, given pieces or blocked (a third each), and the number of pieces. */
    private static Optional<Case> marked(Geometry geometry, Piece piece, SplittableRandom random) {
        int area = (int) geometry.area();
        int marks = random.nextInt(Math.min(MOST_MARKED, area) + 1);
        List<Integer> indices = new ArrayList<>();
        while (indices.size() < marks) {
            int index = random.nextInt(area);
            if (!indices.contains(index)) {
                indices.add(index);
            }
        }
        List<Square> pawns = new ArrayList<>();
        List<Square> given = new ArrayList<>();
        List<Square> blocked = new ArrayList<>();
        for (int index : indices) {
            int mark = random.nextInt(3);
            (mark == 0 ? pawns : mark == 1 ? given : blocked).add(geometry.squareAt(index));
        }
        // The default number of pieces half the time; else any from 1 to three more than the default (pawns make room for more).
        int asked = random.nextBoolean() ? Problem.defaultPieces(geometry) : random.nextInt(1, Problem.defaultPieces(geometry) + 4);
        long room = geometry.area() - pawns.size() - blocked.size();
        int pieces = (int) Math.min(room, Math.max(asked, given.size()));
        return pieces < 1 ? Optional.empty() : Optional.of(new Case(geometry, piece, pieces, pawns, given, blocked));
    }

    private static boolean consistent(Case made) {
        return ProblemVerifier.whyInconsistent(made.problem()).isEmpty();
    }

    /**
     * The cases one step smaller than {@code failing}, to shrink it: without one of its marked squares,
     * with one piece fewer, queens for another piece, a plain board for a torus, a row, column or layer fewer;
     * only those that are valid, consistent problems.
     */
    public static List<Case> smaller(Case failing) {
        List<Case> candidates = new ArrayList<>();
        Geometry geometry = failing.geometry();
        for (int i = 0; i < failing.pawns().size(); i++) {
            candidates.add(new Case(geometry, failing.piece(), failing.pieces(), without(failing.pawns(), i), failing.given(), failing.blocked()));
        }
        for (int i = 0; i < failing.given().size(); i++) {
            candidates.add(new Case(geometry, failing.piece(), failing.pieces(), failing.pawns(), without(failing.given(), i), failing.blocked()));
        }
        for (int i = 0; i < failing.blocked().size(); i++) {
            candidates.add(new Case(geometry, failing.piece(), failing.pieces(), failing.pawns(), failing.given(), without(failing.blocked(), i)));
        }
        candidates.add(new Case(geometry, failing.piece(), failing.pieces() - 1, failing.pawns(), failing.given(), failing.blocked()));
        if (failing.piece() != Piece.QUEEN) {
            candidates.add(new Case(geometry, Piece.QUEEN, failing.pieces(), failing.pawns(), failing.given(), failing.blocked()));
        }
        if (geometry.torus()) {
            candidates.add(on(new Geometry(geometry.rows(), geometry.columns(), false), failing, 0));
        }
        if (geometry.rows() > 1) {
            candidates.add(on(new Geometry(geometry.rows() - 1, geometry.columns(), geometry.depth(), geometry.torus()), failing, -1));
        }
        if (geometry.columns() > 1) {
            candidates.add(on(new Geometry(geometry.rows(), geometry.columns() - 1, geometry.depth(), geometry.torus()), failing, -1));
        }
        if (geometry.depth() > 1) {
            candidates.add(on(new Geometry(geometry.rows(), geometry.columns(), geometry.depth() - 1, false), failing, -1));
        }
        return candidates.stream().filter(FamilyCases::valid).toList();
    }

    /** The case on {@code smaller}, its marks off that board dropped, with {@code change} pieces more (or fewer). */
    private static Case on(Geometry smaller, Case failing, int change) {
        return new Case(smaller, failing.piece(), failing.pieces() + change, onBoard(smaller, failing.pawns()), onBoard(smaller, failing.given()),
                onBoard(smaller, failing.blocked()));
    }

    private static List<Square> onBoard(Geometry geometry, List<Square> squares) {
        return squares.stream().filter(geometry::contains).toList();
    }

    private static List<Square> without(List<Square> squares, int index) {
        List<Square> fewer = new ArrayList<>(squares);
        fewer.remove(index);
        return fewer;
    }

    private static boolean valid(Case candidate) {
        try {
            return consistent(candidate);
        } catch (InvalidInputException e) {
            // A candidate the problem model refuses (no pieces left, more pieces than squares) is not a smaller case.
            return false;
        }
    }
}
