package org.nqueens.generate;

import org.nqueens.problem.FreePart;
import org.nqueens.problem.InvalidInputException;

/**
 * What to generate: a kind, a board size, an amount (queens, diagonals or squares), the fewest free
 * squares every row and column must keep (excluded diagonals only), and the seed that makes it repeatable.
 *
 * @param kind the family
 * @param n the board size, at least 1
 * @param amount queens to place, diagonals to exclude, or squares to block; at least 0
 * @param minFree for {@link InstanceKind#DIAGONALS}, the free squares each row and column keeps; at least 1
 * @param seed the seed of every random choice
 */
public record InstanceSpec(InstanceKind kind, int n, int amount, int minFree, long seed) {

    /** Validates the parameters. */
    public InstanceSpec {
        if (kind == null) {
            throw new InvalidInputException("An instance needs a kind: completion, diagonals or blocked.");
        }
        if (n < 1) {
            throw new InvalidInputException("The board size n (" + n + ") must be at least 1.");
        }
        if (n > FreePart.MAX_N) {
            throw new InvalidInputException("The board size n (" + n + ") must be at most " + FreePart.MAX_N
                    + ": the generator keeps a flag a diagonal, 2n of them in one array.");
        }
        if (amount < 0) {
            throw new InvalidInputException("The amount (" + amount + ") must be at least 0.");
        }
        long most = switch (kind) {
            case COMPLETION -> n;
            case DIAGONALS -> 2L * (2L * n - 1);
            case BLOCKED -> (long) n * n;
        };
        if (amount > most) {
            throw new InvalidInputException("The amount (" + amount + ") of a " + kind.name().toLowerCase() + " instance of n = " + n
                    + " must be at most " + most + ".");
        }
        if (minFree < 1 || minFree > n) {
            throw new InvalidInputException("The free squares kept per row and column (" + minFree + ") must lie between 1 and n = " + n + ".");
        }
    }

    /** A file name that says what the instance is: {@code diagonals-n21-a19-f1-s7.param}. */
    public String fileName() {
        return kind.name().toLowerCase() + "-n" + n + "-a" + amount + (kind == InstanceKind.DIAGONALS ? "-f" + minFree : "") + "-s" + seed + ".param";
    }
}
