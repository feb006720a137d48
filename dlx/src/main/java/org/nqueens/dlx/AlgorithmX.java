package org.nqueens.dlx;

import java.time.Duration;
import java.util.Arrays;
import java.util.function.BooleanSupplier;

/**
 * What the two engines of Knuth's Algorithm X share around their data structures: the options fixed
 * before the search, its stop conditions, its counters and the state that lets {@link #next()} resume
 * where the last solution left it. Each engine ({@link DancingLinks}, {@link DancingCells}) keeps its
 * own structure and hot loop ({@link #search()}) and says how to cover, clash with and take back a fixed
 * option; fixing, refixing, splitting and reading a solution are written here once, in the same order
 * for both, so that both engines' nodes and updates keep meaning the same.
 *
 * @param <S> the engine, which the configuring calls return so that they chain
 */
abstract sealed class AlgorithmX<S extends AlgorithmX<S>> implements ExactCoverSearch permits DancingLinks, DancingCells {

    final ExactCover problem;
    final SearchControl control = new SearchControl();
    /** The options fixed before the search, in order; the first {@link #fixedCount} of them. */
    final int[] fixed;
    int fixedCount;
    /** Two fixed options clash: no solution. */
    boolean conflicting;

    /** How the search ended, or null while it goes on. */
    Outcome end;
    /** The last call returned a solution: the next one backs up from it. */
    boolean leaving;
    /** The depth of the solution just found (the search's level between calls). */
    int level;
    long nodes;
    long updates;

    AlgorithmX(ExactCover problem) {
        this.problem = problem;
        this.fixed = new int[Math.min(problem.optionCount(), problem.itemCount()) + 1];
    }

    /** This engine, typed as itself. */
    abstract S self();

    /** A fresh search of the same problem by the same engine. */
    abstract S fresh();

    /** Whether {@code option} shares an item with an option fixed before it. */
    abstract boolean clashes(int option);

    /** Covers every item of {@code option}, counting the updates as the search above would have. */
    abstract void coverFixed(int option);

    /** Takes back every fixed option, leaving the structure as it was built. */
    abstract void uncoverFixed();

    /** Runs the search on from its state to the next solution or its end; the engine's hot loop. */
    abstract Outcome search();

    /** The option chosen at level {@code k} of the solution just found. */
    abstract int chosenOption(int k);

    @Override
    public S randomTies(long seed) {
        control.randomTies(seed);
        return self();
    }

    @Override
    public S stopWhen(BooleanSupplier condition) {
        control.stopWhen(condition);
        return self();
    }

    @Override
    public S nodeLimit(long limit) {
        control.nodeLimit(limit);
        return self();
    }

    @Override
    public S timeLimit(Duration limit) {
        ExactCoverSearch.super.timeLimit(limit);
        return self();
    }

    @Override
    public S fix(int... options) {
        control.requireNotStarted();
        for (int option : options) {
            problem.checkOption(option);
            if (clashes(option) || conflicting) {
                conflicting = true;
                continue;
            }
            coverFixed(option);
            fixed[fixedCount++] = option;
        }
        return self();
    }

    @Override
    public S refix(int... options) {
        control.restart(exhausted());
        uncoverFixed();
        fixedCount = 0;
        conflicting = false;
        end = null;
        leaving = false;
        level = 0;
        nodes = 0;
        updates = 0;
        return fix(options);
    }

    @Override
    public final Outcome next() {
        if (end != null) {
            return end;
        }
        control.start();
        if (conflicting) {
            end = Outcome.EXHAUSTED;
            return end;
        }
        return search();
    }

    @Override
    public int[] solution() {
        int[] options = Arrays.copyOf(fixed, fixedCount + level);
        for (int k = 0; k < level; k++) {
            options[fixedCount + k] = chosenOption(k);
        }
        return options;
    }

    /**
     * {@inheritDoc} The splitting search is a fresh one of the same engine with this search's options
     * fixed; it honours this search's stop condition.
     */
    @Override
    public Split split(int depth) {
        S splitter = fresh().fix(Arrays.copyOf(fixed, fixedCount));
        splitter.conflicting |= conflicting;
        return control.split(splitter, splitter.control, depth, fixedCount);
    }

    @Override
    public boolean exhausted() {
        return end == Outcome.EXHAUSTED;
    }

    @Override
    public long nodes() {
        return nodes;
    }

    @Override
    public long updates() {
        return updates;
    }

    @Override
    public ExactCover problem() {
        return problem;
    }
}
