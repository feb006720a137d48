package org.nqueens.io;

import java.util.ArrayList;
import java.util.List;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Square;

/**
 * The grid file: n lines of n squares, {@code Q} a queen, {@code .} a free square, {@code x} a
 * blocked one; the first line is row n, as a chessboard is drawn with rank 1 at the bottom. Spaces
 * between squares and blank lines before or after the grid are ignored.
 */
public final class GridBoard {

    private GridBoard() {
    }

    /** Parses a grid; {@code source} names it in messages. */
    public static Problem parse(String text, String source) {
        GridPosition position = position(text, source, false);
        int n = position.rows();
        AttackingQueensException.requireBoardCanHold(position.pieces(), position.blocked(), source);
        try {
            return Problem.classic(n, position.pieces(), position.blocked());
        } catch (IllegalArgumentException e) {
            throw new BoardFormatException(source, e.getMessage());
        }
    }

    /**
     * Parses a grid of the problem family: R lines of C squares, a piece letter ({@code Q R B N K A})
     * a piece, {@code P} a pawn, {@code x} blocked, {@code .} free; every line as long as the first.
     * Blocks of lines that blank lines separate are the layers of a box (the cube), layer 1 first,
     * each of as many lines.
     */
    public static GridPosition position(String text, String source) {
        return position(text, source, true);
    }

    private static GridPosition position(String text, String source, boolean family) {
        String[] allLines = text.split("\\R", -1);
        int first = 0;
        int last = allLines.length - 1;
        while (first <= last && allLines[first].isBlank()) {
            first++;
        }
        while (last >= first && allLines[last].isBlank()) {
            last--;
        }
        String squares = family ? "a piece letter Q R B N K A, P (pawn), . (free) or x (blocked)" : "Q (queen), . (free) or x (blocked)";
        if (first > last) {
            throw new BoardFormatException(source, family ? "the file is empty; a grid has lines of squares (" + squares + ")"
                    : "the file is empty; a grid has n lines of n squares (Q queen, . free, x blocked)");
        }
        List<int[]> layerLines = layers(allLines, first, last);
        if (!family && layerLines.size() > 1) {
            // Blank lines between blocks draw the layers of a box: its faults (ragged layers) are the family's to name.
            position(text, source, true);
            throw new BoardFormatException(source, "the grid draws " + layerLines.size() + " layers, a box; the classic board is flat"
                    + " (pose the box with --size RxCxL)");
        }
        int rows = layerLines.get(0)[1] - layerLines.get(0)[0] + 1;
        int columns = family ? squareCount(allLines[first]) : rows;
        String shape = family ? "its first line has " + columns : "the grid has " + rows + " lines, so every line must have " + columns;
        int layers = layerLines.size();
        List<Square> pieces = new ArrayList<>();
        List<Square> blocked = new ArrayList<>();
        List<Square> pawns = new ArrayList<>();
        for (int layer = 1; layer <= layers; layer++) {
            int[] block = layerLines.get(layer - 1);
            if (block[1] - block[0] + 1 != rows) {
                throw new BoardFormatException(source + ":" + (block[0] + 1), "layer " + layer + " has " + (block[1] - block[0] + 1)
                        + " lines but layer 1 has " + rows + "; every layer of a box has as many lines, a blank line between layers");
            }
            for (int i = block[0]; i <= block[1]; i++) {
                int lineNumber = i + 1;
                int row = rows - (i - block[0]);
                String where = layers > 1 ? "row " + row + " of layer " + layer : "row " + row;
                String line = allLines[i];
                int column = 0;
                for (int at = 0; at < line.length(); at++) {
                    char c = line.charAt(at);
                    if (c == ' ' || c == '\t') {
                        continue;
                    }
                    column++;
                    String place = source + ":" + lineNumber + ":" + (at + 1);
                    if (column > columns) {
                        throw new BoardFormatException(place, where + " has more than " + columns + " squares; " + shape + " squares");
                    }
                    if (!family && "QqxX.".indexOf(c) < 0) {
                        throw new BoardFormatException(place, "unexpected character '" + printable(c) + "'; a square is " + squares);
                    }
                    Square square = layers > 1 ? new Square(row, column, layer) : new Square(row, column);
                    switch (family ? Character.toUpperCase(c) : c) {
                        case 'Q', 'q' -> pieces.add(square);
                        case 'R', 'B', 'N', 'K', 'A' -> pieces.add(square);
                        case 'P' -> pawns.add(square);
                        case 'x', 'X' -> blocked.add(square);
                        case '.' -> { }
                        default -> throw new BoardFormatException(place, "unexpected character '" + printable(c) + "'; a square is " + squares);
                    }
                }
                if (column < columns) {
                    throw new BoardFormatException(source + ":" + lineNumber, where + " has " + column + " squares; " + shape
                            + " squares");
                }
            }
        }
        return new GridPosition(rows, columns, layers, pieces, blocked, pawns);
    }

    /** The first and last line of each layer between {@code first} and {@code last}: runs of lines that blank lines separate. */
    private static List<int[]> layers(String[] lines, int first, int last) {
        List<int[]> layers = new ArrayList<>();
        int start = first;
        for (int i = first; i <= last + 1; i++) {
            if (i > last || lines[i].isBlank()) {
                if (i > start) {
                    layers.add(new int[] {start, i - 1});
                }
                start = i + 1;
            }
        }
        return layers;
    }

    private static int squareCount(String line) {
        return (int) line.chars().filter(c -> c != ' ' && c != '\t').count();
    }

    static String printable(char c) {
        return Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : String.valueOf(c);
    }
}
