package org.nqueens.formulations.shared;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.formulations.Formulations;
import org.nqueens.problem.Square;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Problem;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.Task;

class CubesTest {

    private static final long SEED = 20261124L;

    private static long count(Problem problem) {
        return Formulations.standard().forTask(null, Task.COUNT, problem).count(problem, false, SearchSettings.defaults()).count();
    }

    /** The classic board of size n with {@code blocked} squares blocked at random, seeded. */
    private static Problem blocked(int n, int blocked, long seed) {
        Random random = new Random(seed);
        Set<Square> squares = new HashSet<>();
        while (squares.size() < blocked) {
            squares.add(new Square(1 + random.nextInt(n), 1 + random.nextInt(n)));
        }
        return Problem.on(Geometry.square(n)).blocked(squares).build();
    }

    static Stream<Arguments> problems() {
        List<Arguments> problems = new ArrayList<>();
        for (int count : new int[] {1, 7, 40, 200}) {
            problems.add(Arguments.of("8 queens", Problem.queens(8), count));
            problems.add(Arguments.of("7 x 7 torus", Problem.on(new Geometry(7, 7, true)).build(), count));
            problems.add(Arguments.of("10 super-queens", Problem.on(Geometry.square(10)).piece(Piece.SUPER_QUEEN).build(), count));
            problems.add(Arguments.of("4 x 6 rooks", Problem.on(new Geometry(4, 6, false)).piece(Piece.ROOK).build(), count));
            for (long seed = SEED; seed < SEED + 4; seed++) {
                problems.add(Arguments.of("9 queens, 12 squares blocked, seed " + seed, blocked(9, 12, seed), count));
            }
        }
        return problems.stream();
    }

    @ParameterizedTest(name = "{0}, {2} cubes")
    @MethodSource("problems")
    void theCubesHoldEverySolutionOnce(String name, Problem problem, int count) {
        List<Cubes.Cube> cubes = Cubes.of(problem, count);
        long whole = count(problem);
        assertThat(cubes.stream().mapToLong(cube -> count(cube.problem())).sum()).as(name).isEqualTo(whole);
        assertThat(cubes.stream().map(Cubes.Cube::id).distinct().count()).as(name).isEqualTo(cubes.size());
        for (Cubes.Cube cube : cubes) {
            assertThat(cube.problem().given()).as(name).containsAll(cube.placed()).containsAll(problem.given());
            assertThat(cube.problem().given()).as(name).hasSize(problem.given().size() + cube.placed().size());
            assertThat(cube.depth()).as(name + ": every cube as deep as the others").isEqualTo(cubes.get(0).depth());
        }
    }

    @Test
    void thereAreAtLeastAsManyCubesAsAskedWhereTheSplitsAllowIt() {
        Problem problem = Problem.queens(12);
        assertThat(Cubes.of(problem, 1)).singleElement().satisfies(cube -> assertThat(cube.id()).isEqualTo("whole"));
        // The first row has 12 free squares; each cube of it has at least 8 left in the scarcest run.
        assertThat(Cubes.of(problem, 12)).hasSize(12);
        assertThat(Cubes.of(problem, 13).size()).isGreaterThanOrEqualTo(13);
        assertThat(Cubes.of(problem, 100).size()).isGreaterThanOrEqualTo(100);
    }

    @Test
    void theScarcestRowOrColumnIsSplitFirst() {
        // Column 3 keeps two free squares, every row and other column more.
        List<Square> blocked = new ArrayList<>();
        for (int row = 1; row <= 6; row++) {
            if (row != 2 && row != 5) {
                blocked.add(new Square(row, 3));
            }
        }
        List<Cubes.Cube> cubes = Cubes.of(Problem.on(Geometry.square(6)).blocked(blocked).build(), 2);
        assertThat(cubes).extracting(Cubes.Cube::id).containsExactly("r2c3", "r5c3");
    }

    @Test
    void aBoardWithAnEmptiedRunHasNoCubes() {
        List<Square> row = new ArrayList<>();
        for (int column = 1; column <= 6; column++) {
            row.add(new Square(4, column));
        }
        assertThat(Cubes.of(Problem.on(Geometry.square(6)).blocked(row).build(), 10)).isEmpty();
    }

    @Test
    void aSolvedBoardIsOneCubeThatCannotBeSplit() {
        Problem solved = Problem.ofColumns(2, 4, 1, 3);
        assertThat(Cubes.of(solved, 50)).singleElement().satisfies(cube -> assertThat(cube.placed()).isEmpty());
    }

    @Test
    void aProblemWithoutFilledRowsOrColumnsCannotBeSplit() {
        Problem kings = Problem.on(Geometry.square(6)).piece(Piece.KING).pieces(5).build();
        assertThat(Cubes.splittable(kings)).isFalse();
        assertThatThrownBy(() -> Cubes.of(kings, 4)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no rows or columns that every solution fills");
        assertThatThrownBy(() -> Cubes.of(Problem.queens(4), 0)).hasMessage("The number of cubes (0) must be at least 1.");
    }
}
