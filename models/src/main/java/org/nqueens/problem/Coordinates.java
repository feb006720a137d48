package org.nqueens.problem;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Squares in the drawing's coordinates: a column letter and a row number, {@code a1} being row 1,
 * column 1 (the bottom left corner). Columns past z go on as aa, ab, .. (bijective base 26).
 */
public final class Coordinates {

    private Coordinates() {
    }

    /** The name of {@code square}: "d4". */
    public static String name(Square square) {
        return columnName(square.column()) + square.row();
    }

    /** The letters of {@code column}: 1 is a, 26 is z, 27 is aa. */
    public static String columnName(int column) {
        StringBuilder letters = new StringBuilder();
        for (int c = column; c > 0; c = (c - 1) / 26) {
            letters.append((char) ('a' + (c - 1) % 26));
        }
        return letters.reverse().toString();
    }

    /**
     * The squares named in {@code text}, separated by spaces or commas ("d4 e5"), each checked to
     * lie on {@code geometry}; {@code what} names the option in messages ("--pawns").
     */
    public static List<Square> parseList(String text, Geometry geometry, String what) {
        List<Square> squares = new ArrayList<>();
        String[] tokens = text.trim().split("[\\s,]+");
        for (int i = 0; i < tokens.length; i++) {
            if (tokens[i].isEmpty()) {
                continue;
            }
            Square square = parse(tokens[i], what + ", square " + (i + 1));
            if (!geometry.contains(square)) {
                throw new InvalidInputException(what + ", square " + (i + 1) + ": " + Quote.of(tokens[i]) + " (" + square
                        + ") lies outside the " + geometry + " board (a1 to " + name(new Square(geometry.rows(), geometry.columns())) + ").");
            }
            squares.add(square);
        }
        return squares;
    }

    /** The square named {@code token} ("d4"); {@code where} locates it in messages. */
    public static Square parse(String token, String where) {
        String name = token.toLowerCase(Locale.ROOT);
        int letters = 0;
        while (letters < name.length() && name.charAt(letters) >= 'a' && name.charAt(letters) <= 'z') {
            letters++;
        }
        if (letters == 0 || letters == name.length() || letters > 6) {
            throw new InvalidInputException(where + ": " + Quote.of(token) + " is not a square; write a column letter and a row number, e.g. d4.");
        }
        long column = 0;
        for (int i = 0; i < letters; i++) {
            column = column * 26 + (name.charAt(i) - 'a' + 1);
        }
        String digits = name.substring(letters);
        if (!digits.chars().allMatch(Character::isDigit) || digits.length() > 9) {
            throw new InvalidInputException(where + ": " + Quote.of(token) + " is not a square; write a column letter and a row number, e.g. d4.");
        }
        int row = Integer.parseInt(digits);
        if (row < 1 || column > Integer.MAX_VALUE) {
            throw new InvalidInputException(where + ": " + Quote.of(token) + " is not a square: rows are numbered from 1.");
        }
        return new Square(row, (int) column);
    }
}
