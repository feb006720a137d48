package org.nqueens.compare;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The notes under a table: every wrong answer with its reason first, then what stopped or was not asked, each said once. */
final class Notes {

    private Notes() {
    }

    /** The notes of {@code table}: {@code !! n=8 choco: ...} for faults, then the rest. */
    static List<String> of(Table table) {
        List<String> faults = new ArrayList<>();
        Set<String> others = new LinkedHashSet<>();
        for (Row row : table.rows()) {
            for (String note : row.notes()) {
                faults.add("!! " + row.label() + ": " + note);
            }
            for (Cell cell : row.cells()) {
                if (cell.wrong()) {
                    faults.add("!! " + row.label() + " " + cell.solver() + ": " + cell.note());
                } else if (cell.outcome() == Outcome.NOT_ASKED) {
                    others.add("not asked: " + cell.solver() + ": " + cell.note());
                } else if (cell.outcome() == Outcome.OVERRAN || cell.outcome() == Outcome.UNAVAILABLE) {
                    others.add(row.label() + " " + cell.solver() + ": " + cell.note());
                }
            }
        }
        List<String> notes = new ArrayList<>(faults);
        notes.addAll(others);
        return notes;
    }
}
