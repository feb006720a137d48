package org.nqueens.problem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SolutionTest {

    @Test
    void copiesItsColumns() {
        int[] columns = {2, 4, 1, 3};
        Solution solution = Solution.of(columns);
        columns[0] = 3;
        assertThat(solution.column(1)).isEqualTo(2);
        solution.toArray()[1] = 1;
        assertThat(solution.column(2)).isEqualTo(4);
    }

    @Test
    void rejectsAColumnOutsideTheBoard() {
        assertThatThrownBy(() -> Solution.of(1, 5, 2))
                .hasMessage("The queen of row 2 stands in column 5, outside the board of size 3 (columns run from 1 to 3).");
        assertThatThrownBy(() -> Solution.of()).hasMessage("A solution must place at least one queen; it placed none.");
    }

    @Test
    void printsTheCompactForm() {
        assertThat(Solution.of(1, 5, 8, 6, 3, 7, 2, 4)).hasToString("1 5 8 6 3 7 2 4");
    }

    @Test
    void comparesLexicographically() {
        assertThat(Solution.of(2, 4, 1, 3)).isLessThan(Solution.of(3, 1, 4, 2));
        assertThat(Solution.of(2, 4, 1, 3)).isEqualTo(Solution.of(2, 4, 1, 3));
    }
}
