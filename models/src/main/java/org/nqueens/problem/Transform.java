package org.nqueens.problem;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A symmetry of a board: one of the eight motions of the square (four of a rectangle: those that
 * keep rows as rows), followed on a torus by a translation. Every piece's attacks are kept by each
 * of them, so a transform that also keeps a problem's pawns, given pieces and blocked squares maps
 * solutions to solutions; {@link #of(Problem)} lists those.
 *
 * @param motion 0 identity, 1 quarter turn, 2 half turn, 3 three-quarter turn, 4 mirror of the columns
 *               (left-right), 5 mirror of the rows (top-bottom), 6 transpose, 7 anti-transpose
 * @param dr the rows shifted after the motion (torus only)
 * @param dc the columns shifted after the motion (torus only)
 * @param geometry the board
 */
public record Transform(int motion, int dr, int dc, Geometry geometry) {

    /** Validates the motion: the turns by a quarter and the diagonal mirrors need a square board. */
    public Transform {
        if (motion < 0 || motion > 7) {
            throw new IllegalArgumentException("The motion (" + motion + ") must lie between 0 and 7.");
        }
        if (!geometry.isSquare() && (motion == 1 || motion == 3 || motion == 6 || motion == 7)) {
            throw new IllegalArgumentException("The motion " + motion + " turns rows into columns, which a " + geometry + " board does not allow.");
        }
        if (!geometry.torus() && (dr != 0 || dc != 0)) {
            throw new IllegalArgumentException("Only a torus has translations; the shift (" + dr + ", " + dc + ") is not 0.");
        }
    }

    /** The transforms of {@code problem}'s board that map the problem onto itself, the identity first. */
    public static List<Transform> of(Problem problem) {
        Geometry geometry = problem.geometry();
        List<Transform> kept = new ArrayList<>();
        int rowShifts = geometry.torus() ? geometry.rows() : 1;
        int columnShifts = geometry.torus() ? geometry.columns() : 1;
        for (int motion = 0; motion < 8; motion++) {
            if (!geometry.isSquare() && (motion == 1 || motion == 3 || motion == 6 || motion == 7)) {
                continue;
            }
            for (int dr = 0; dr < rowShifts; dr++) {
                for (int dc = 0; dc < columnShifts; dc++) {
                    Transform transform = new Transform(motion, dr, dc, geometry);
                    if (transform.keeps(problem.pawns()) && transform.keeps(problem.given()) && transform.keeps(problem.blocked())) {
                        kept.add(transform);
                    }
                }
            }
        }
        return kept;
    }

    /** The image of {@code square}. */
    public Square apply(Square square) {
        int rows = geometry.rows();
        int columns = geometry.columns();
        int r = square.row();
        int c = square.column();
        int[] moved = switch (motion) {
            case 0 -> new int[] {r, c};
            case 1 -> new int[] {c, rows + 1 - r};
            case 2 -> new int[] {rows + 1 - r, columns + 1 - c};
            case 3 -> new int[] {columns + 1 - c, r};
            case 4 -> new int[] {r, columns + 1 - c};
            case 5 -> new int[] {rows + 1 - r, c};
            case 6 -> new int[] {c, r};
            default -> new int[] {columns + 1 - c, rows + 1 - r};
        };
        return new Square((moved[0] - 1 + dr) % rows + 1, (moved[1] - 1 + dc) % columns + 1);
    }

    /** The image of {@code placement}. */
    public Placement apply(Placement placement) {
        List<Square> image = new ArrayList<>(placement.size());
        for (Square square : placement.squares()) {
            image.add(apply(square));
        }
        return Placement.of(image);
    }

    /** The least image of {@code placement} under {@code transforms}: one representative for each class. */
    public static Placement canonical(List<Transform> transforms, Placement placement) {
        Placement least = placement;
        for (Transform transform : transforms) {
            Placement image = transform.apply(placement);
            if (image.compareTo(least) < 0) {
                least = image;
            }
        }
        return least;
    }

    private boolean keeps(Set<Square> squares) {
        if (squares.isEmpty()) {
            return true;
        }
        Set<Square> image = new TreeSet<>();
        for (Square square : squares) {
            image.add(apply(square));
        }
        return image.equals(squares);
    }
}
