package org.nqueens.dlx.puzzles;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.nqueens.dlx.ExactCover;

/**
 * Tilings of a rectangle by the twelve pentominoes as exact cover (Knuth, "Dancing Links", 2000):
 * one primary item a piece (named by its letter, F I L N P T U V W X Y Z) and one a cell (named
 * {@code row.column}, counted from 0 at the top left), and one option a placement of a piece, in
 * any of its distinct rotations and reflections, on the board: the piece's letter and its five
 * cells. Every piece is used once, so the rectangle has 60 cells: 3 x 20, 4 x 15, 5 x 12 or 6 x 10
 * (8, 1472, 4040 and 9356 tilings, counting every rotation and reflection of a tiling).
 */
public final class Pentominoes {

    /** The cells the twelve pieces cover together. */
    public static final int CELLS = 60;

    /** The twelve pieces, each drawn on rows separated by '/'. */
    private static final String[][] PIECES = {
        {"F", ".##/##./.#."}, {"I", "#####"}, {"L", "####/#..."}, {"N", "##../.###"},
        {"P", "##/##/#."}, {"T", "###/.#./.#."}, {"U", "#.#/###"}, {"V", "#../#../###"},
        {"W", "#../##./.##"}, {"X", ".#./###/.#."}, {"Y", "####/.#.."}, {"Z", "##./.#./.##"},
    };

    private Pentominoes() {
    }

    /** Every tiling of a {@code rows} x {@code columns} rectangle (rows times columns must be 60). */
    public static ExactCover rectangle(int rows, int columns) {
        return build(rows, columns, false);
    }

    /**
     * The tilings of a {@code rows} x {@code columns} rectangle up to its four symmetries: the X
     * piece, symmetric itself, is kept to the top left quarter, so each class of four tilings is
     * counted once (no tiling of a rectangle by the twelve pentominoes is symmetric). Both sides must
     * be even, so that no position of the X lies on a mirror line, where a reflection would map
     * it to itself and its two tilings would both be counted: 6 x 10 (2339 classes) or 10 x 6.
     */
    public static ExactCover rectangleUpToSymmetry(int rows, int columns) {
        if (rows % 2 != 0 || columns % 2 != 0) {
            throw new IllegalArgumentException("The rectangle " + rows + "x" + columns
                    + " has an odd side; tilings are counted up to symmetry only on rectangles with even sides (6x10).");
        }
        return build(rows, columns, true);
    }

    private static ExactCover build(int rows, int columns, boolean breakSymmetry) {
        if (rows < 1 || columns < 1 || (long) rows * columns != CELLS) {
            throw new IllegalArgumentException("The rectangle " + rows + "x" + columns + " must have " + CELLS
                    + " cells, the area of the twelve pentominoes (3x20, 4x15, 5x12, 6x10 or their transposes).");
        }
        ExactCover.Builder builder = ExactCover.builder();
        for (String[] piece : PIECES) {
            builder.primary(piece[0]);
        }
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                builder.primary(cell(r, c));
            }
        }
        for (String[] piece : PIECES) {
            for (List<int[]> shape : orientations(piece[1])) {
                int height = shape.stream().mapToInt(cell -> cell[0]).max().orElseThrow() + 1;
                int width = shape.stream().mapToInt(cell -> cell[1]).max().orElseThrow() + 1;
                for (int r = 0; r + height <= rows; r++) {
                    for (int c = 0; c + width <= columns; c++) {
                        // The X's centre (r + 1, c + 1) in the top left quarter: strictly above and left of the middle lines.
                        if (breakSymmetry && piece[0].equals("X") && (2 * (r + 1) >= rows || 2 * (c + 1) >= columns)) {
                            continue;
                        }
                        List<String> option = new ArrayList<>();
                        option.add(piece[0]);
                        for (int[] cell : shape) {
                            option.add(cell(r + cell[0], c + cell[1]));
                        }
                        builder.option(option);
                    }
                }
            }
        }
        return builder.build();
    }

    /** The name of the cell in row {@code r} and column {@code c}, both from 0. */
    public static String cell(int r, int c) {
        return r + "." + c;
    }

    /** The distinct orientations of a piece (rotations and reflections), each normalized to start at 0,0. */
    private static List<List<int[]>> orientations(String drawing) {
        List<int[]> cells = new ArrayList<>();
        String[] lines = drawing.split("/");
        for (int r = 0; r < lines.length; r++) {
            for (int c = 0; c < lines[r].length(); c++) {
                if (lines[r].charAt(c) == '#') {
                    cells.add(new int[] {r, c});
                }
            }
        }
        Set<String> seen = new TreeSet<>();
        List<List<int[]>> result = new ArrayList<>();
        for (int symmetry = 0; symmetry < 8; symmetry++) {
            List<int[]> moved = new ArrayList<>();
            for (int[] cell : cells) {
                int r = cell[0];
                int c = cell[1];
                for (int turn = 0; turn < symmetry % 4; turn++) {
                    int t = r;
                    r = c;
                    c = -t;
                }
                moved.add(symmetry >= 4 ? new int[] {r, -c} : new int[] {r, c});
            }
            int minR = moved.stream().mapToInt(cell -> cell[0]).min().orElseThrow();
            int minC = moved.stream().mapToInt(cell -> cell[1]).min().orElseThrow();
            moved.forEach(cell -> {
                cell[0] -= minR;
                cell[1] -= minC;
            });
            moved.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
            StringBuilder key = new StringBuilder();
            moved.forEach(cell -> key.append(cell[0]).append(',').append(cell[1]).append(';'));
            if (seen.add(key.toString())) {
                result.add(moved);
            }
        }
        return result;
    }
}
