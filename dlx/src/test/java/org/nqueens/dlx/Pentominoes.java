package org.nqueens.dlx;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Tilings of a rectangle by the twelve pentominoes as exact cover: one primary item a piece and
 * one a cell, one option a placement of a piece (in any of its orientations) on the board.
 */
final class Pentominoes {

    /** The twelve pieces, each drawn on rows separated by '/'. */
    private static final String[][] PIECES = {
        {"F", ".##/##./.#."}, {"I", "#####"}, {"L", "####/#..."}, {"N", "##../.###"},
        {"P", "##/##/#."}, {"T", "###/.#./.#."}, {"U", "#.#/###"}, {"V", "#../#../###"},
        {"W", "#../##./.##"}, {"X", ".#./###/.#."}, {"Y", "####/.#.."}, {"Z", "##./.#./.##"},
    };

    private Pentominoes() {
    }

    /**
     * The tiling of a {@code rows} x {@code columns} board; with {@code breakSymmetry}, the X piece is
     * kept to one quarter of the board, so each class of tilings under the board's four symmetries
     * is counted once (no tiling of a rectangle by the twelve pentominoes is symmetric).
     */
    static ExactCover rectangle(int rows, int columns, boolean breakSymmetry) {
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

    private static String cell(int r, int c) {
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
