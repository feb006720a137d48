package org.nqueens.io;

import java.util.ArrayList;
import java.util.List;
import org.nqueens.board.Board;
import org.nqueens.board.Square;

/**
 * The grid file: n lines of n squares, {@code Q} a queen, {@code .} a free square, {@code x} a
 * blocked one; the first line is row n, as a chessboard is drawn with rank 1 at the bottom. Spaces
 * between squares and blank lines before or after the grid are ignored.
 */
public final class GridBoard {

    private GridBoard() {
    }

    /** Parses a grid; {@code source} names it in messages. */
    public static Board parse(String text, String source) {
        String[] allLines = text.split("\\R", -1);
        int first = 0;
        int last = allLines.length - 1;
        while (first <= last && allLines[first].isBlank()) {
            first++;
        }
        while (last >= first && allLines[last].isBlank()) {
            last--;
        }
        if (first > last) {
            throw new BoardFormatException(source, "the file is empty; a grid has n lines of n squares (Q queen, . free, x blocked)");
        }
        int n = last - first + 1;
        List<Square> queens = new ArrayList<>();
        List<Square> blocked = new ArrayList<>();
        for (int i = first; i <= last; i++) {
            int lineNumber = i + 1;
            int row = n - (i - first);
            String line = allLines[i];
            int column = 0;
            for (int at = 0; at < line.length(); at++) {
                char c = line.charAt(at);
                if (c == ' ' || c == '\t') {
                    continue;
                }
                column++;
                String where = source + ":" + lineNumber + ":" + (at + 1);
                if (column > n) {
                    throw new BoardFormatException(where, "row " + row + " has more than " + n + " squares; the grid has " + n
                            + " lines, so every line must have " + n + " squares");
                }
                switch (c) {
                    case 'Q', 'q' -> queens.add(new Square(row, column));
                    case 'x', 'X' -> blocked.add(new Square(row, column));
                    case '.' -> { }
                    default -> throw new BoardFormatException(where, "unexpected character '" + printable(c)
                            + "'; a square is Q (queen), . (free) or x (blocked)");
                }
            }
            if (column < n) {
                throw new BoardFormatException(source + ":" + lineNumber, "row " + row + " has " + column + " squares; the grid has "
                        + n + " lines, so every line must have " + n + " squares");
            }
        }
        AttackingQueensException.requireBoardCanHold(queens, blocked, source);
        try {
            return Board.of(n, queens, blocked);
        } catch (IllegalArgumentException e) {
            throw new BoardFormatException(source, e.getMessage());
        }
    }

    static String printable(char c) {
        return Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : String.valueOf(c);
    }
}
