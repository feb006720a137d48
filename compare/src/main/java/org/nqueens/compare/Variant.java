package org.nqueens.compare;

import java.util.List;
import java.util.Optional;
import org.nqueens.problem.Square;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Problem;

/**
 * A variant of the family put to every formulation that takes it: a board other than n x n, a
 * torus, another piece, pawns.
 *
 * @param label how the row is named: "torus 7", "super-queen 10", "14 bishops 8x8"
 * @param problem the problem
 * @param known the published count, where there is one (OEIS), else empty: then the reference decides
 */
public record Variant(String label, Problem problem, Optional<Long> known) {

    /** Validates the components. */
    public Variant {
        if (label == null || problem == null || known == null) {
            throw new IllegalArgumentException("A variant needs a label, a problem and a known count (or none); one was null.");
        }
    }

    /**
     * The variants {@code compare} asks by default: the torus (OEIS A051906), super-queens (A051223),
     * rectangles, rooks (n!), bishops (the 256 placements of 14 on 8 x 8), kings and knights, and queens
     * with a pawn between them, and cubes: 9 rooks in the 3-cube (the 12 Latin squares of order 3)
     * and n<sup>2</sup> queens in the n-cube for n = 2..7. Each is counted in well under a second by the reference.
     */
    public static List<Variant> standard() {
        return List.of(
                new Variant("torus 5", Problem.on(new Geometry(5, 5, true)).build(), Optional.of(10L)),
                new Variant("torus 7", Problem.on(new Geometry(7, 7, true)).build(), Optional.of(28L)),
                new Variant("super-queen 10", Problem.on(Geometry.square(10)).piece(Piece.SUPER_QUEEN).build(), Optional.of(4L)),
                new Variant("super-queen 11", Problem.on(Geometry.square(11)).piece(Piece.SUPER_QUEEN).build(), Optional.of(44L)),
                new Variant("queens 6x9", Problem.on(new Geometry(6, 9, false)).build(), Optional.empty()),
                new Variant("rooks 7x7", Problem.on(Geometry.square(7)).piece(Piece.ROOK).build(), Optional.of(5040L)),
                new Variant("14 bishops 8x8", Problem.on(Geometry.square(8)).piece(Piece.BISHOP).pieces(14).build(), Optional.of(256L)),
                new Variant("9 kings 6x6", Problem.on(Geometry.square(6)).piece(Piece.KING).pieces(9).build(), Optional.empty()),
                new Variant("8 knights 4x4", Problem.on(Geometry.square(4)).piece(Piece.KNIGHT).pieces(8).build(), Optional.empty()),
                new Variant("7 queens 6x6, pawn c3", Problem.on(Geometry.square(6)).pawns(List.of(new Square(3, 3))).pieces(7).build(),
                        Optional.empty()),
                new Variant("rooks 3x3x3", Problem.on(Geometry.cube(3)).piece(Piece.ROOK).build(), Optional.of(12L)),
                cube(2), cube(3), cube(4), cube(5), cube(6), cube(7));
    }

    /**
     * n<sup>2</sup> queens in the n x n x n cube, one on every line parallel to an axis: the cube's classic question.
     * Every formulation that takes it proves that none fits for n = 2..7; with no published count bundled, the
     * reference decides.
     */
    private static Variant cube(int n) {
        return new Variant("queens " + n + "x" + n + "x" + n, Problem.on(Geometry.cube(n)).build(), Optional.empty());
    }
}
