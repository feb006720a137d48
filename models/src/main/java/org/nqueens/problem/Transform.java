package org.nqueens.problem;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A symmetry of a board: one of the eight motions of the square (four of a rectangle: those that
 * keep rows as rows), followed on a torus by a translation; on a box of layers one of the 48
 * motions of the cube (a permutation of the three axes, then a mirror of any of them), of which a
 * box whose sides differ keeps those that map each axis onto one as long. Every piece's attacks are kept by each
 * of them, so a transform that also keeps a problem's pawns, given pieces and blocked squares maps
 * solutions to solutions; {@link #of(Problem)} lists those.
 *
 * @param motion 0 identity, 1 quarter turn, 2 half turn, 3 three-quarter turn, 4 mirror of the columns
 *               (left-right), 5 mirror of the rows (top-bottom), 6 transpose, 7 anti-transpose; on a box
 *               0 to 47: 8 x p + m, p the permutation of the axes (row, column, layer) taken from
 *               {@code AXES[p]}, m the mirrors (bit 0 the rows, 1 the columns, 2 the layers); 0 is the identity
 * @param dr the rows shifted after the motion (torus only)
 * @param dc the columns shifted after the motion (torus only)
 * @param geometry the board
 */
public record Transform(int motion, int dr, int dc, Geometry geometry) {

    /** The permutations of the axes (row 0, column 1, layer 2): axis i of the image is axis {@code AXES[p][i]} of the square. */
    private static final int[][] AXES = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

    /** Validates the motion: the turns by a quarter and the diagonal mirrors need a square board. */
    public Transform {
        if (!geometry.isFlat()) {
            if (motion < 0 || motion > 47) {
                throw new IllegalArgumentException("The motion (" + motion + ") of a box must lie between 0 and 47.");
            }
            if (!keepsShape(motion / 8, geometry)) {
                throw new IllegalArgumentException("The motion " + motion + " maps an axis onto one of another length, which a " + geometry
                        + " box does not allow.");
            }
        } else if (motion < 0 || motion > 7) {
            throw new IllegalArgumentException("The motion (" + motion + ") must lie between 0 and 7.");
        }
        if (geometry.isFlat() && !geometry.isSquare() && (motion == 1 || motion == 3 || motion == 6 || motion == 7)) {
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
        if (!geometry.isFlat()) {
            for (int motion = 0; motion < 48; motion++) {
                if (keepsShape(motion / 8, geometry)) {
                    Transform transform = new Transform(motion, 0, 0, geometry);
                    if (transform.keeps(problem.pawns()) && transform.keeps(problem.given()) && transform.keeps(problem.blocked())) {
                        kept.add(transform);
                    }
                }
            }
            return kept;
        }
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
        if (!geometry.isFlat()) {
            int[] sizes = {geometry.rows(), geometry.columns(), geometry.layers()};
            int[] at = {square.row(), square.column(), square.layer()};
            int[] image = new int[3];
            for (int i = 0; i < 3; i++) {
                image[i] = at[AXES[motion / 8][i]];
                if ((motion >> i & 1) != 0) {
                    image[i] = sizes[i] + 1 - image[i];
                }
            }
            return new Square(image[0], image[1], image[2]);
        }
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

    /** Whether permutation {@code p} of the axes maps each axis of {@code geometry} onto one as long. */
    private static boolean keepsShape(int p, Geometry geometry) {
        int[] sizes = {geometry.rows(), geometry.columns(), geometry.layers()};
        for (int i = 0; i < 3; i++) {
            if (sizes[AXES[p][i]] != sizes[i]) {
                return false;
            }
        }
        return true;
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
