package org.nqueens.problem;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The pieces of the family and how each attacks: line pieces along rows and columns (orthogonal)
 * or diagonals up to the first pawn or the edge of the board, jumpers on the squares a knight's
 * move or a king's step away.
 */
public enum Piece {
    /** Rows, columns and diagonals. */
    QUEEN("queen", true, true, false, false),
    /** Rows and columns. */
    ROOK("rook", true, false, false, false),
    /** Diagonals. */
    BISHOP("bishop", false, true, false, false),
    /** The eight knight's moves. */
    KNIGHT("knight", false, false, true, false),
    /** The eight neighbouring squares. */
    KING("king", false, false, false, true),
    /** A queen that also moves as a knight (the amazon). */
    SUPER_QUEEN("super-queen", true, true, true, false);

    private final String id;
    private final boolean orthogonal;
    private final boolean diagonal;
    private final boolean knight;
    private final boolean king;

    Piece(String id, boolean orthogonal, boolean diagonal, boolean knight, boolean king) {
        this.id = id;
        this.orthogonal = orthogonal;
        this.diagonal = diagonal;
        this.knight = knight;
        this.king = king;
    }

    /** The name users type: {@code queen}, {@code super-queen}... */
    public String id() {
        return id;
    }

    /** Whether it attacks along rows and columns. */
    public boolean orthogonal() {
        return orthogonal;
    }

    /** Whether it attacks along diagonals. */
    public boolean diagonal() {
        return diagonal;
    }

    /** Whether it attacks a knight's move away. */
    public boolean knight() {
        return knight;
    }

    /** Whether it attacks the eight neighbouring squares. */
    public boolean king() {
        return king;
    }

    /** The piece named {@code name} (case ignored; {@code amazon} is the super-queen). */
    public static Piece parse(String name) {
        String key = name.trim().toLowerCase(Locale.ROOT).replace('_', '-');
        if (key.equals("amazon") || key.equals("superqueen")) {
            return SUPER_QUEEN;
        }
        for (Piece piece : values()) {
            if (piece.id.equals(key)) {
                return piece;
            }
        }
        throw new InvalidInputException("The piece " + Quote.of(name) + " is unknown; pieces: "
                + Arrays.stream(values()).map(Piece::id).collect(Collectors.joining(", ")) + " (amazon is super-queen).");
    }

    @Override
    public String toString() {
        return id;
    }
}
