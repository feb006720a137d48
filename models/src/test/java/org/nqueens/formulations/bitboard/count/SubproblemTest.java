package org.nqueens.formulations.bitboard.count;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nqueens.reference.KnownCount;
import org.nqueens.reference.KnownCounts;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.solver.Deadline;
import org.nqueens.solver.SearchSettings;

class SubproblemTest {

    @Test
    void survivesSerialization() throws IOException, ClassNotFoundException {
        Subproblem part = new Subproblem(16, 3, 7, 12, 5);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(part);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            assertThat(in.readObject()).isEqualTo(part);
        }
    }

    @Test
    void rejectsShapesOutsideTheBoard() {
        assertThatThrownBy(() -> new Subproblem(0, 1, 1, 1, 1)).hasMessageContaining("n (0)");
        assertThatThrownBy(() -> new Subproblem(8, 8, 1, 1, 1)).hasMessageContaining("first row's queen (8)");
        assertThatThrownBy(() -> new Subproblem(8, 1, -1, 1, 1)).hasMessageContaining("last row's queen (-1)");
        assertThatThrownBy(() -> new Subproblem(8, 1, 1, 9, 1)).hasMessageContaining("first column's queen (9)");
        assertThatThrownBy(() -> new Subproblem(8, 1, 1, 1, 8)).hasMessageContaining("last column's queen (8)");
    }

    @Test
    void aFrameThatIsNotSafeOrNotTheLeastOfItsImagesIsRefusedBySearch() {
        SymmetricSearch search = new SymmetricSearch(8);
        Deadline deadline = SearchSettings.defaults().start();
        assertThat(search.run(new Subproblem(8, 1, 4, 4, 2), deadline)).isTrue();
        assertThatThrownBy(() -> search.run(new Subproblem(8, 1, 4, 3, 2), deadline)).hasMessageContaining("attack each other");
        assertThatThrownBy(() -> search.run(new Subproblem(8, 0, 4, 3, 2), deadline)).hasMessageContaining("meet at a corner");
        assertThatThrownBy(() -> search.run(new Subproblem(8, 6, 3, 3, 5), deadline)).hasMessageContaining("least");
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {4, 5, 6, 10})
    void thePartsOfAPlanAddUpToTheWholeCount(int n) {
        List<Subproblem> parts = SymmetricSearch.parts(n);
        SymmetricSearch search = new SymmetricSearch(n);
        for (Subproblem part : parts) {
            assertThat(search.run(part, SearchSettings.defaults().start())).isTrue();
        }
        KnownCount known = KnownCounts.of(n).orElseThrow();
        assertThat(search.total()).isEqualTo(known.solutions());
        assertThat(search.unique()).isEqualTo(known.unique());
        assertThat(parts).doesNotHaveDuplicates();
    }
}
