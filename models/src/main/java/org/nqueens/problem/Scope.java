package org.nqueens.problem;

import java.util.function.Predicate;

/**
 * Which problems of the family a formulation takes, declared once beside its model rather than
 * tested case by case: each scope says in words what it covers (for the message that refuses
 * another problem) and decides membership from the problem's own properties. A formulation whose
 * reach is wider than one scope (the bitboard counter also takes the one-piece-a-row variants it
 * has searches for) declares the nearest scope and widens {@code takes} with its own rule.
 */
public enum Scope {

    /** Classic n-queens and its completion: n queens on the plain n x n board, given queens (one a row) and blocked squares. */
    CLASSIC("n queens on the plain n x n board", Problem::isClassic),

    /** Plain n-queens: the empty n x n board, nothing given or blocked. */
    EMPTY_BOARD("n queens on the empty n x n board", problem -> problem.isClassic() && problem.isEmpty()),

    /** Every problem whose solutions put exactly one piece in each row (see {@link Problem#onePerRow()}). */
    ONE_PER_ROW("problems with one piece a row (line pieces, as many as rows, no pawns)", Problem::onePerRow),

    /** Every problem of the family. */
    FAMILY("every problem of the family", problem -> true);

    private final String description;
    private final Predicate<Problem> rule;

    Scope(String description, Predicate<Problem> rule) {
        this.description = description;
        this.rule = rule;
    }

    /** Whether {@code problem} lies in this scope. */
    public boolean admits(Problem problem) {
        return rule.test(problem);
    }

    /** What the scope covers, in words ("n queens on the plain n x n board"), for the message that refuses another problem. */
    public String description() {
        return description;
    }
}
