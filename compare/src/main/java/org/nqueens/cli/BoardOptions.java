package org.nqueens.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.nqueens.io.BoardFiles;
import org.nqueens.io.BoardFormatException;
import org.nqueens.io.CompactBoard;
import org.nqueens.io.GridPosition;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;
import picocli.CommandLine.Option;

/** The board options shared by commands: {@code --board} or {@code --file}, never both. */
final class BoardOptions {

    /** The file name that stands for standard input. */
    static final String STANDARD_INPUT = "-";

    @Option(names = "--board", paramLabel = "B",
            description = "The board as a compact string: n tokens, the column of each row's queen or '.', e.g. \"3 . . 5 . . . .\".")
    String board;

    @Option(names = "--file", paramLabel = "F",
            description = "A board file ('-' reads standard input): a compact board, a CSPLib parameter file (letting n/init/blocks)"
                    + " or a grid of Q . x (and P, a pawn), top line row n.")
    Path file;

    /** The board given by {@code options}, which picocli leaves null when neither option is given. */
    static Optional<Problem> read(BoardOptions options) {
        return options == null ? Optional.empty() : options.read();
    }

    /** Standard input's bytes once read, so that a board and its position can both be read from it. */
    private byte[] standardInput;

    /** The board given, as its classic problem, if any. */
    Optional<Problem> read() {
        if (board != null) {
            return Optional.of(CompactBoard.parse(board, "--board"));
        }
        if (file != null) {
            if (file.toString().equals(STANDARD_INPUT)) {
                return Optional.of(BoardFiles.parse(standardInput(), "standard input"));
            }
            return Optional.of(BoardFiles.read(file));
        }
        return Optional.empty();
    }

    /** The position given, as the problem family reads it (pawns, several pieces a row, R x C grids), if any. */
    Optional<GridPosition> position() {
        if (board != null) {
            return Optional.of(GridPosition.of(CompactBoard.parse(board, "--board")));
        }
        if (file != null) {
            return Optional.of(file.toString().equals(STANDARD_INPUT) ? BoardFiles.position(standardInput(), "standard input")
                    : BoardFiles.position(file));
        }
        return Optional.empty();
    }

    /**
     * The position of a grid file that draws pawns (P) or layers (a box, the cube), which only the
     * problem family reads; empty for any other input, whose faults the board's own reading names as
     * it always did.
     */
    Optional<GridPosition> pawnsDrawn() {
        if (file == null) {
            return Optional.empty();
        }
        try {
            return position().filter(position -> !position.pawns().isEmpty() || position.layers() > 1);
        } catch (BoardFormatException notAFamilyGrid) {
            return Optional.empty();
        }
    }

    private byte[] standardInput() {
        if (standardInput == null) {
            try {
                standardInput = System.in.readAllBytes();
            } catch (IOException e) {
                throw new BoardFormatException("standard input", "cannot be read (" + e.getMessage() + ")");
            }
        }
        return standardInput;
    }

    /** The board given, or the empty board of size {@code n}; the two must agree on the size. */
    static Problem boardOrEmpty(Optional<Problem> given, Integer n) {
        if (given.isPresent()) {
            Problem board = given.get();
            if (n != null && n != board.rows()) {
                throw new InvalidInputException("The board has size " + board.rows() + " but N is " + n + "; give one or make them agree.");
            }
            return board;
        }
        if (n == null) {
            throw new InvalidInputException("Give the board size N, or a board with --board or --file.");
        }
        return Problem.queens(n);
    }
}
