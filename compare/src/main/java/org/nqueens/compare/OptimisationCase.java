package org.nqueens.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.nqueens.optimise.Objective;
import org.nqueens.optimise.Question;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Problem;

/**
 * An optimisation question put to every optimiser that takes it, with its published optimum where
 * there is one.
 *
 * @param label  how the row is named: "queen domination 8x8", "knight independence 8x8"
 * @param question the question
 * @param known  the published optimum, else empty: then the optimisers' proved optima must agree
 * @param source where the known optimum is published
 */
public record OptimisationCase(String label, Question question, OptionalInt known, String source) {

    /** Validates the components. */
    public OptimisationCase {
        if (label == null || question == null || known == null || source == null) {
            throw new IllegalArgumentException("An optimisation case needs a label, a question, a known optimum (or none) and its source; one was null.");
        }
    }

    /** The queen domination numbers of the n x n board, n = 1..8 (OEIS A075458). */
    private static final int[] QUEEN_DOMINATION = {1, 1, 1, 2, 3, 3, 4, 5};

    /**
     * The questions {@code compare} asks by default: queen domination on n x n for n = 4..8 (OEIS
     * A075458) and independent domination on 8 x 8, the independence numbers of seed 000 (32 knights,
     * 14 bishops, 16 kings, 8 rooks, 8 queens on 8 x 8), its nine queens that need one pawn, and a
     * mixed army of queens and knights on 6 x 6, where the optimisers must agree.
     */
    public static List<OptimisationCase> standard() {
        List<OptimisationCase> cases = new ArrayList<>();
        for (int n = 4; n <= 8; n++) {
            cases.add(new OptimisationCase("queen domination " + n + "x" + n, Question.of(Objective.DOMINATION, board(n, Piece.QUEEN)),
                    OptionalInt.of(QUEEN_DOMINATION[n - 1]), "OEIS A075458"));
        }
        cases.add(new OptimisationCase("independent queen domination 8x8", Question.of(Objective.INDEPENDENT_DOMINATION, board(8, Piece.QUEEN)),
                OptionalInt.of(5), "OEIS A075324"));
        cases.add(independence(Piece.KNIGHT, 32));
        cases.add(independence(Piece.BISHOP, 14));
        cases.add(independence(Piece.KING, 16));
        cases.add(independence(Piece.ROOK, 8));
        cases.add(independence(Piece.QUEEN, 8));
        cases.add(new OptimisationCase("fewest pawns for 9 queens 8x8",
                Question.of(Objective.FEWEST_PAWNS, Problem.on(Geometry.square(8)).pieces(9).build()), OptionalInt.of(1), "seed 000"));
        cases.add(new OptimisationCase("queens and knights 6x6", Question.mixedArmy(board(6, Piece.QUEEN), Piece.KNIGHT),
                OptionalInt.empty(), ""));
        return List.copyOf(cases);
    }

    private static OptimisationCase independence(Piece piece, int known) {
        return new OptimisationCase(piece.id() + " independence 8x8", Question.of(Objective.INDEPENDENCE, board(8, piece)),
                OptionalInt.of(known), "seed 000");
    }

    /** The empty n x n board of {@code piece} (the number of pieces is the question's to find). */
    private static Problem board(int n, Piece piece) {
        return Problem.on(Geometry.square(n)).piece(piece).pieces(1).build();
    }
}
