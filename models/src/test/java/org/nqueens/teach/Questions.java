package org.nqueens.teach;

import java.util.Arrays;
import org.nqueens.problem.Problem;

/** The boards the teaching tests trace, written as the command line's compact form or as a size. */
final class Questions {

    private Questions() {
    }

    /** "8": the empty 8 x 8 board; "3 . . 5 . . . .": each row's given queen's column, or '.' for a free row. */
    static Problem of(String question) {
        if (!question.contains(" ")) {
            return Problem.queens(Integer.parseInt(question));
        }
        return Problem.ofColumns(Arrays.stream(question.trim().split(" +")).mapToInt(token -> token.equals(".") ? 0 : Integer.parseInt(token)).toArray());
    }
}
