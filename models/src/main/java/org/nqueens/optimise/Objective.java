package org.nqueens.optimise;

/** What an optimisation question asks for, and in which direction. */
public enum Objective {
    /** The most pieces that stand with none attacking another. */
    INDEPENDENCE("independence", true),
    /** The fewest pieces that occupy or attack every square that is not a pawn (blocked squares included: a piece may not stand there, but it must be watched). */
    DOMINATION("domination", false),
    /** Domination by pieces none of which attacks another. */
    INDEPENDENT_DOMINATION("independent domination", false),
    /** The fewest pawns that let the problem's number of pieces stand with none attacking another. */
    FEWEST_PAWNS("fewest pawns", false),
    /** The most m such that m pieces and m partner pieces stand with no piece attacking another. */
    MIXED_ARMY("mixed army", true);

    private final String label;
    private final boolean maximise;

    Objective(String label, boolean maximise) {
        this.label = label;
        this.maximise = maximise;
    }

    /** The question's name in messages and output. */
    public String label() {
        return label;
    }

    /** Whether larger values are better (otherwise smaller ones are). */
    public boolean maximise() {
        return maximise;
    }
}
