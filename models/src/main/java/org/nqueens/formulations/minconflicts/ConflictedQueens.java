package org.nqueens.formulations.minconflicts;

import java.util.Arrays;

/**
 * The free queens that may be in conflict, without repeats: a queen is added when a move or the
 * starting board puts it in conflict and dropped lazily once it is found free of conflict.
 * Adding, drawing and dropping are O(1).
 */
final class ConflictedQueens {

    private static final int INITIAL_CAPACITY = 64;

    private int[] items;
    private final boolean[] member;
    private int size;

    /** An empty list of the queens 0..{@code queens - 1}; it grows with the queens in conflict, not with n. */
    ConflictedQueens(int queens) {
        this.items = new int[Math.min(queens, INITIAL_CAPACITY)];
        this.member = new boolean[queens];
    }

    boolean isEmpty() {
        return size == 0;
    }

    int size() {
        return size;
    }

    int get(int at) {
        return items[at];
    }

    void add(int queen) {
        if (!member[queen]) {
            member[queen] = true;
            if (size == items.length) {
                items = Arrays.copyOf(items, Math.min(member.length, 2 * size));
            }
            items[size++] = queen;
        }
    }

    /** Drops the queen at position {@code at}; the last one takes its place. */
    void removeAt(int at) {
        member[items[at]] = false;
        items[at] = items[--size];
    }

    void clear() {
        while (size > 0) {
            member[items[--size]] = false;
        }
    }
}
