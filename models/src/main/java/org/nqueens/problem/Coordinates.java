package org.nqueens.problem;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Squares in the drawing's coordinates: a column letter and a row number, {@code a1} being row 1,
 * column 1 (the bottom left corner). Columns past z go on as aa, ab, .. (bijective base 26).
 *
 * <p>The cells of a box of layers (the cube) are written {@code x,y,z}, three numbers from 1: x the
 * column, y the row, z the layer, so that x and y read as the flat name does (column first, then
 * row: {@code d4} is {@code 4,4,1}). This is the one rule for cells in every format (options, grid
 * files, text and JSON output: {@code "pieces": [[x, y, z], ...]}).
 */
public final class Coordinates {

    private Coordinates() {
    }

    /** The name of {@code square}: "d4". */
    public static String name(Square square) {
        return columnName(square.column()) + square.row();
    }

    /** The name of {@code square} on {@code geometry}: "d4" on a flat board, "4,4,2" (x,y,z) on a box of layers. */
    public static String name(Square square, Geometry geometry) {
        return geometry.isFlat() ? name(square) : cell(square);
    }

    /** The numbers JSON gives {@code square} on {@code geometry}: [row, column] on a flat board, [x, y, z] on a box of layers. */
    public static List<Integer> numbers(Square square, Geometry geometry) {
        return geometry.isFlat() ? List.of(square.row(), square.column()) : List.of(square.column(), square.row(), square.layer());
    }

    /** The names of {@code squares} on {@code geometry}, separated by spaces: "a1 c2" or "1,1,1 2,3,1". */
    public static String names(java.util.Collection<Square> squares, Geometry geometry) {
        StringBuilder text = new StringBuilder();
        for (Square square : squares) {
            text.append(text.isEmpty() ? "" : " ").append(name(square, geometry));
        }
        return text.toString();
    }

    /** The cell name {@code x,y,z} of {@code square}: column, row, layer. */
    public static String cell(Square square) {
        return square.column() + "," + square.row() + "," + square.layer();
    }

    /**
     * The cell written {@code token} ("2,3,1": column 2, row 3, layer 1); {@code where} locates it in
     * messages.
     */
    public static Square parseCell(String token, String where) {
        String[] parts = token.trim().split(",", -1);
        if (parts.length != 3) {
            throw new InvalidInputException(where + ": " + Quote.of(token) + " is not a cell; write x,y,z (column, row, layer, each from 1),"
                    + " e.g. 2,3,1.");
        }
        int[] xyz = new int[3];
        for (int i = 0; i < 3; i++) {
            String part = parts[i].trim();
            if (part.isEmpty() || part.length() > 9 || !part.chars().allMatch(Character::isDigit) || Integer.parseInt(part) < 1) {
                throw new InvalidInputException(where + ": " + Quote.of(token) + " is not a cell; write x,y,z (column, row, layer, each a whole"
                        + " number from 1), e.g. 2,3,1.");
            }
            xyz[i] = Integer.parseInt(part);
        }
        return new Square(xyz[1], xyz[0], xyz[2]);
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
     * The squares named in {@code text}, separated by spaces or commas ("d4 e5"; cells of a box
     * {@code x,y,z} separated by spaces or semicolons: "1,1,1 2,3,1"), each checked to
     * lie on {@code geometry}; {@code what} names the option in messages ("--pawns").
     */
    public static List<Square> parseList(String text, Geometry geometry, String what) {
        List<Square> squares = new ArrayList<>();
        String[] tokens = text.trim().split(geometry.isFlat() ? "[\\s,]+" : "[\\s;]+");
        for (int i = 0; i < tokens.length; i++) {
            if (tokens[i].isEmpty()) {
                continue;
            }
            if (!geometry.isFlat()) {
                Square cell = parseCell(tokens[i], what + ", cell " + (i + 1));
                if (!geometry.contains(cell)) {
                    throw new InvalidInputException(what + ", cell " + (i + 1) + ": " + Quote.of(tokens[i]) + " lies outside the " + geometry
                            + " box (x from 1 to " + geometry.columns() + ", y from 1 to " + geometry.rows() + ", z from 1 to "
                            + geometry.layers() + ").");
                }
                squares.add(cell);
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
