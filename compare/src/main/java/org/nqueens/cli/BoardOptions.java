package org.nqueens.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.nqueens.board.Board;
import org.nqueens.io.BoardFiles;
import org.nqueens.io.BoardFormatException;
import org.nqueens.io.CompactBoard;
import org.nqueens.problem.InvalidInputException;
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
                    + " or a grid of Q . x, top line row n.")
    Path file;

    /** The board given by {@code options}, which picocli leaves null when neither option is given. */
    static Optional<Board> read(BoardOptions options) {
        return options == null ? Optional.empty() : options.read();
    }

    /** The board given, if any. */
    Optional<Board> read() {
        if (board != null) {
            return Optional.of(CompactBoard.parse(board, "--board"));
        }
        if (file != null) {
            if (file.toString().equals(STANDARD_INPUT)) {
                try {
                    return Optional.of(BoardFiles.parse(System.in.readAllBytes(), "standard input"));
                } catch (IOException e) {
                    throw new BoardFormatException("standard input", "cannot be read (" + e.getMessage() + ")");
                }
            }
            return Optional.of(BoardFiles.read(file));
        }
        return Optional.empty();
    }

    /** The board given, or the empty board of size {@code n}; the two must agree on the size. */
    static Board boardOrEmpty(Optional<Board> given, Integer n) {
        if (given.isPresent()) {
            Board board = given.get();
            if (n != null && n != board.n()) {
                throw new InvalidInputException("The board has size " + board.n() + " but N is " + n + "; give one or make them agree.");
            }
            return board;
        }
        if (n == null) {
            throw new InvalidInputException("Give the board size N, or a board with --board or --file.");
        }
        return Board.empty(n);
    }
}
