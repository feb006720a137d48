package org.nqueens.cli;

import org.nqueens.board.Board;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Parameters;

/** The question of commands that take a board size N or a board given with --board or --file. */
final class BoardArguments {

    @Parameters(index = "0", arity = "0..1", paramLabel = "N", converter = SharedOptions.SizeConverter.class,
            description = "The board size (optional when a board is given).")
    Integer n;

    @ArgGroup(exclusive = true)
    BoardOptions board;

    /** The board given, or the empty board of size N; the two must agree when both are given. */
    Board board() {
        return BoardOptions.boardOrEmpty(BoardOptions.read(board), n);
    }
}
