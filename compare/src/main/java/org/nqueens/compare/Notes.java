package org.nqueens.compare;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The notes under a table: every wrong answer with its reason first, then what stopped or was not asked, each said once. */
final class Notes {

    private Notes() {
    }

    /**
     * One note under a table.
     *
     * @param fault whether it tells of a wrong answer (or a contradiction the harness found), which every format marks
     * @param text the note: {@code n=8 choco: It counted ...}
     */
    record Note(boolean fault, String text) {

        Note {
            if (text == null || text.isEmpty()) {
                throw new IllegalArgumentException("A note needs its text.");
            }
        }
    }

    /** The notes of {@code table}: the faults, {@code n=8 choco: ...}, then the rest. */
    static List<Note> of(Table table) {
        List<Note> faults = new ArrayList<>();
        Set<Note> others = new LinkedHashSet<>();
        for (Row row : table.rows()) {
            for (String note : row.notes()) {
                faults.add(new Note(true, row.label() + ": " + note));
            }
            for (Cell cell : row.cells()) {
                if (cell.wrong()) {
                    faults.add(new Note(true, row.label() + " " + cell.solver() + ": " + cell.note()));
                } else if (cell.answer() instanceof Answer.NotAsked) {
                    others.add(new Note(false, "not asked: " + cell.solver() + ": " + cell.note()));
                } else if (cell.answer() instanceof Answer.TimedOut || cell.answer() instanceof Answer.Unavailable) {
                    others.add(new Note(false, row.label() + " " + cell.solver() + ": " + cell.note()));
                }
            }
        }
        List<Note> notes = new ArrayList<>(faults);
        notes.addAll(others);
        return notes;
    }
}
