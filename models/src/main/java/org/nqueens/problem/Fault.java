package org.nqueens.problem;

import java.util.Optional;

/**
 * What the {@link ProblemVerifier} found wrong with a placement.
 *
 * @param kind the rule broken
 * @param first the square at fault
 * @param second the other piece of an attacking pair; empty for the other kinds
 * @param detail how the pair attacks ("along row 3", "a knight's move apart"), or what was expected
 */
public record Fault(Kind kind, Square first, Optional<Square> second, String detail) {

    /** The rules a placement can break. */
    public enum Kind {
        /** Two pieces attack each other. */
        ATTACK,
        /** A piece stands on a blocked square. */
        ON_BLOCKED_SQUARE,
        /** A piece stands on a pawn. */
        ON_PAWN,
        /** A piece lies off the board. */
        OFF_BOARD,
        /** A given piece is missing. */
        GIVEN_MISSING,
        /** The placement holds another number of pieces than the problem asks for. */
        WRONG_COUNT
    }

    /** Validates that an attack names two squares and nothing else does. */
    public Fault {
        if (kind == null || first == null || second == null || detail == null) {
            throw new IllegalArgumentException("A fault needs a kind, a square, an optional second square and a detail; one was null.");
        }
        if ((kind == Kind.ATTACK) != second.isPresent()) {
            throw new IllegalArgumentException("A fault of kind " + kind + (kind == Kind.ATTACK ? " needs" : " takes no") + " second square.");
        }
    }

    /** A sentence naming the fault in the drawing's coordinates (of a flat board). */
    public String describe() {
        return describe(Coordinates.name(first), second.map(Coordinates::name), first.toString());
    }

    /** A sentence naming the fault in the coordinates of {@code geometry}: "d4" on a flat board, "4,4,2" on a box of layers. */
    public String describe(Geometry geometry) {
        String at = Coordinates.name(first, geometry);
        return describe(at, second.map(square -> Coordinates.name(square, geometry)), geometry.isFlat() ? first.toString() : at);
    }

    /** The sentence; {@code offBoard} names a square that lies off the board (the drawing has no name for it). */
    private String describe(String at, Optional<String> other, String offBoard) {
        return switch (kind) {
            case ATTACK -> "The pieces at " + at + " and " + other.orElseThrow() + " attack each other " + detail + ".";
            case ON_BLOCKED_SQUARE -> "The piece at " + at + " stands on a blocked square.";
            case ON_PAWN -> "The piece at " + at + " stands on a pawn.";
            case OFF_BOARD -> "The piece at " + offBoard + " lies off the " + detail + " board.";
            case GIVEN_MISSING -> "The piece given at " + at + " is not kept.";
            case WRONG_COUNT -> "The placement holds " + detail + ".";
        };
    }
}
