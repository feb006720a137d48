package org.nqueens.formulations.bitboard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueens.solver.SearchSettings;

class SubproblemTest {

    @Test
    void survivesSerialization() throws IOException, ClassNotFoundException {
        Subproblem part = Subproblem.side(16, 3).with(7).with(12);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(part);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            assertThat(in.readObject()).isEqualTo(part);
        }
        assertThat(part.column(0)).isEqualTo(3);
        assertThat(part.column(2)).isEqualTo(12);
    }

    @Test
    void rejectsShapesOutsideTheBoard() {
        assertThatThrownBy(() -> new Subproblem(0, Subproblem.Kind.SIDE, 1, 1, 1)).hasMessageContaining("n (0)");
        assertThatThrownBy(() -> new Subproblem(8, Subproblem.Kind.SIDE, 1, 1, 9)).hasMessageContaining("column 9");
        assertThatThrownBy(() -> new Subproblem(8, Subproblem.Kind.SIDE, 1, 1, 1L << 6)).hasMessageContaining("more than 1 rows");
        assertThatThrownBy(() -> Subproblem.side(8, 2).column(1)).hasMessageContaining("not fixed");
    }

    @Test
    void aPartWhoseQueensAttackIsRefusedBySearch() {
        Subproblem attacked = Subproblem.side(8, 2).with(3);
        SymmetricSearch search = new SymmetricSearch(8);
        assertThatThrownBy(() -> search.run(attacked, SearchSettings.defaults().start())).hasMessageContaining("row 1");
    }

    @Test
    void thePartsOfAPlanAddUpToTheWholeCount() {
        ParallelCount plan = ParallelCount.plan(10);
        SymmetricSearch search = new SymmetricSearch(10);
        for (Subproblem part : plan.parts()) {
            assertThat(search.run(part, SearchSettings.defaults().start())).isTrue();
        }
        assertThat(search.total()).isEqualTo(724);
        assertThat(search.unique()).isEqualTo(92);
        assertThat(plan.parts()).doesNotHaveDuplicates();
        List<Subproblem> roots = SymmetricSearch.roots(10);
        assertThat(roots).extracting(Subproblem::depth).allMatch(depth -> depth <= 2);
    }
}
