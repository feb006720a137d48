package org.nqueens.io;

import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.nqueens.problem.Square;

/**
 * Board input whose given queens break a rule that no board value can even hold: two queens in
 * one row, or a queen on a blocked square. Bad input for a solver (exit 2), but for {@code verify}
 * an attack found (exit 1), as every other attack is; {@link #attack()} says which.
 */
public final class AttackingQueensException extends BoardFormatException {

    private final String attack;

    private AttackingQueensException(String source, String attack) {
        super(source, attack);
        this.attack = attack;
    }

    /** The attack, as a sentence in the contract's coordinates. */
    public String attack() {
        return attack;
    }

    /**
     * Throws when two of {@code queens} share a row or one stands on a square of {@code blocked};
     * {@code source} names the input. Queens given twice on one square are left to the board to refuse.
     */
    static void requireBoardCanHold(Collection<Square> queens, Collection<Square> blocked, String source) {
        Map<Integer, Square> byRow = new HashMap<>();
        for (Square queen : queens) {
            Square other = byRow.putIfAbsent(queen.row(), queen);
            if (other != null && !other.equals(queen)) {
                Square first = other.column() < queen.column() ? other : queen;
                Square second = first == other ? queen : other;
                throw new AttackingQueensException(source, "The queens at " + first + " and " + second + " share row " + queen.row() + ".");
            }
        }
        if (!blocked.isEmpty()) {
            Set<Square> blockedSet = new HashSet<>(blocked);
            for (Square queen : queens) {
                if (blockedSet.contains(queen)) {
                    throw new AttackingQueensException(source, "The queen at " + queen + " stands on a blocked square.");
                }
            }
        }
    }
}
