package org.nqueens.formulations.minconflicts;

/**
 * The free queens that may be in conflict, without repeats: a queen is added when a move or the
 * starting board puts it in conflict and dropped lazily once it is found free of conflict.
 * Adding, drawing and dropping are O(1).
 */
final class ConflictedQueens {

    private final int[] items;
    private final boolean[] member;
    private int size;

    ConflictedQueens(int capacity) {
        this.items = new int[capacity];
        this.member = new boolean[capacity];
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
