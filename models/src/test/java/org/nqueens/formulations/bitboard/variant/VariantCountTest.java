package org.nqueens.formulations.bitboard.variant;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueens.problem.Square;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.formulations.bitboard.BitboardCounter;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Status;
import org.nqueens.solver.Task;

/**
 * The bitboard counter's torus and super-queens: the count by parts up to symmetry against the
 * plain row-by-row enumeration (each solution verified) and the reference backtracker; threads;
 * completions; what it takes and refuses. The published counts themselves are held by
 * {@code VariantCountsTest}, which asks every formulation that takes the variants.
 */
class VariantCountTest {

    private static final long SEED = 20261123L;

    private final BitboardCounter bitboard = new BitboardCounter();
    private final ReferenceBacktracker reference = ReferenceBacktracker.plain();

    static Problem problem(RowVariant variant, int n) {
        return variant == RowVariant.TORUS
                ? Problem.on(new Geometry(n, n, true)).build()
                : Problem.on(Geometry.square(n)).piece(Piece.SUPER_QUEEN).build();
    }

    static Stream<Arguments> smallBoards() {
        List<Arguments> cases = new ArrayList<>();
        for (RowVariant variant : RowVariant.values()) {
            for (int n = 1; n <= 10; n++) {
                cases.add(Arguments.of(variant, n));
            }
        }
        return cases.stream();
    }

    /**
     * The count by parts uses the mirror and, on the torus, the translations of the columns (the
     * first queen fixed in column 0, times n); the enumeration uses no symmetry and yields every
     * solution, each verified, none twice, the same set as the reference backtracker's.
     */
    @ParameterizedTest(name = "{0} n = {1}")
    @MethodSource("smallBoards")
    void theCountUpToSymmetryEqualsTheVerifiedEnumeration(RowVariant variant, int n) {
        Problem problem = problem(variant, n);
        List<Placement> found = new ArrayList<>();
        try (SolutionStream solutions = bitboard.enumerate(problem, SearchSettings.defaults())) {
            solutions.forEachRemaining(found::add);
            assertThat(solutions.exhausted()).isTrue();
        }
        assertThat(found).doesNotHaveDuplicates();
        found.forEach(placement -> assertThat(ProblemVerifier.check(problem, placement)).as("%s on %s", placement, problem).isEmpty());
        Set<Placement> expected = new HashSet<>();
        try (SolutionStream solutions = reference.enumerate(problem, SearchSettings.defaults())) {
            solutions.forEachRemaining(expected::add);
        }
        assertThat(new HashSet<>(found)).isEqualTo(expected);
        CountResult count = bitboard.count(problem, false, SearchSettings.defaults());
        assertThat(count.complete()).isTrue();
        assertThat(count.count()).isEqualTo(found.size());
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(RowVariant.class)
    void oneThreadAndTwoCountAlike(RowVariant variant) {
        Problem problem = problem(variant, 11);
        CountResult one = bitboard.count(problem, false, SearchSettings.defaults().withThreads(1));
        CountResult two = bitboard.count(problem, false, SearchSettings.defaults().withThreads(2));
        assertThat(one.complete()).isTrue();
        assertThat(two.complete()).isTrue();
        assertThat(two.count()).isEqualTo(one.count()).isEqualTo(variant == RowVariant.TORUS ? 88 : 44);
        assertThat(two.stats().get("subproblems").getAsLong()).isEqualTo(one.stats().get("subproblems").getAsLong()).isGreaterThan(1);
        assertThat(two.stats().get("nodes")).isEqualTo(one.stats().get("nodes"));
    }

    @Test
    void theTorusPartsPutTheFirstQueenInColumnZeroAndCountEachTranslation() {
        int n = 13;
        List<VariantPrefix> parts = VariantCount.plan(RowVariant.TORUS, n).parts();
        assertThat(parts).isNotEmpty().allSatisfy(part -> {
            assertThat(part.columns()).hasSize(VariantCount.TORUS_PREFIX_ROWS).startsWith(0);
            int second = part.columns().get(1);
            assertThat(second).isLessThanOrEqualTo(n - second);
            assertThat(part.multiplicity()).isIn(n, 2 * n);
            assertThat(part.id()).startsWith("t-0.");
        });
        List<VariantPrefix> superQueens = VariantCount.plan(RowVariant.SUPER_QUEEN, n).parts();
        assertThat(superQueens).isNotEmpty().allSatisfy(part -> {
            assertThat(part.columns().get(0)).isLessThanOrEqualTo(n / 2);
            assertThat(part.multiplicity()).isIn(1, 2);
        });
    }

    /** Solutions exist on the torus only when gcd(n, 6) = 1 (Polya 1918): the search finds that, it does not assume it. */
    @Test
    void theTorusHasSolutionsExactlyWhenNIsPrimeToSix() {
        for (int n = 1; n <= 12; n++) {
            long count = bitboard.count(problem(RowVariant.TORUS, n), false, SearchSettings.defaults()).count();
            boolean primeToSix = n % 2 != 0 && n % 3 != 0;
            assertThat(count > 0).as("n = %d: %d solutions", n, count).isEqualTo(primeToSix);
        }
    }

    @Test
    void solvesEachVariantWithAVerifiedPlacementAndProvesTheEmptyOnes() {
        for (RowVariant variant : RowVariant.values()) {
            for (int n : new int[] {1, 4, 10, 13, 25}) {
                Problem problem = problem(variant, n);
                SolveResult result = bitboard.solve(problem, SearchSettings.defaults());
                boolean none = n == 4 || variant == RowVariant.TORUS && n == 10;
                assertThat(result.status()).as("%s", problem).isEqualTo(none ? Status.UNSAT : Status.SAT);
                result.placement().ifPresent(placement -> assertThat(ProblemVerifier.check(problem, placement)).isEmpty());
            }
        }
    }

    /** Given queens and blocked squares: the completions' count and the first one against the reference, seeded. */
    @Test
    void completionsWithGivenQueensAndBlockedSquaresMatchTheReference() {
        Random random = new Random(SEED);
        int compared = 0;
        for (int i = 0; i < 120; i++) {
            RowVariant variant = random.nextBoolean() ? RowVariant.TORUS : RowVariant.SUPER_QUEEN;
            int n = variant == RowVariant.TORUS ? new int[] {5, 7, 11}[random.nextInt(3)] : 10 + random.nextInt(2);
            Geometry geometry = new Geometry(n, n, variant == RowVariant.TORUS);
            Set<Square> given = new HashSet<>();
            Set<Square> blocked = new HashSet<>();
            for (int k = random.nextInt(3); k > 0; k--) {
                given.add(new Square(1 + random.nextInt(n), 1 + random.nextInt(n)));
            }
            for (int k = random.nextInt(2 * n); k > 0; k--) {
                Square square = new Square(1 + random.nextInt(n), 1 + random.nextInt(n));
                if (!given.contains(square)) {
                    blocked.add(square);
                }
            }
            Problem problem = Problem.on(geometry).piece(variant == RowVariant.TORUS ? Piece.QUEEN : Piece.SUPER_QUEEN)
                    .given(given).blocked(blocked).build();
            if (ProblemVerifier.firstAttack(problem, Placement.of(given)).isPresent()) {
                continue;
            }
            compared++;
            assertThat(bitboard.takes(problem)).isTrue();
            SolveResult expected = reference.solve(problem, SearchSettings.defaults());
            SolveResult result = bitboard.solve(problem, SearchSettings.defaults());
            assertThat(result.status()).as("%s (seed %d)", problem, SEED).isEqualTo(expected.status());
            result.placement().ifPresent(placement -> assertThat(ProblemVerifier.check(problem, placement))
                    .as("%s on %s (seed %d)", placement, problem, SEED).isEmpty());
            assertThat(bitboard.count(problem, false, SearchSettings.defaults()).count()).as("%s (seed %d)", problem, SEED)
                    .isEqualTo(reference.count(problem, false, SearchSettings.defaults()).count());
        }
        assertThat(compared).isGreaterThan(50);
    }

    @Test
    void aTimeLimitGivesAPartialCount() {
        CountResult result = bitboard.count(problem(RowVariant.SUPER_QUEEN, 24), false,
                SearchSettings.defaults().withTimeLimit(Duration.ofMillis(50)));
        assertThat(result.complete()).isFalse();
    }

    @Test
    void takesTheTorusAndSuperQueensOnSquareBoardsOnly() {
        assertThat(bitboard.takes(problem(RowVariant.TORUS, 8))).isTrue();
        assertThat(bitboard.takes(problem(RowVariant.SUPER_QUEEN, 8))).isTrue();
        assertThat(bitboard.takes(Problem.on(new Geometry(8, 8, true)).piece(Piece.SUPER_QUEEN).build())).isFalse();
        assertThat(bitboard.takes(Problem.on(new Geometry(8, 10, false)).piece(Piece.SUPER_QUEEN).build())).isFalse();
        assertThat(bitboard.takes(Problem.on(new Geometry(7, 7, true)).pieces(3).build())).isFalse();
        assertThat(bitboard.takes(Problem.on(Geometry.square(8)).piece(Piece.ROOK).build())).isFalse();
        assertThat(bitboard.takes(Problem.on(Geometry.square(8)).piece(Piece.SUPER_QUEEN).pawns(List.of(new Square(3, 3))).build()))
                .isFalse();
        assertThat(bitboard.refusal(Task.COUNT, problem(RowVariant.TORUS, 65))).hasValueSatisfying(
                reason -> assertThat(reason).contains("boards up to n = 64"));
        assertThat(bitboard.refusal(Task.COUNT_UNIQUE, problem(RowVariant.SUPER_QUEEN, 17))).hasValueSatisfying(
                reason -> assertThat(reason).contains("up to n = 16"));
        assertThat(bitboard.refusal(Task.COUNT_UNIQUE, problem(RowVariant.SUPER_QUEEN, 16))).isEmpty();
    }

    @Test
    void theUniqueCountClassifiesTheEnumeratedSolutions() {
        CountResult torus = bitboard.count(problem(RowVariant.TORUS, 7), true, SearchSettings.defaults());
        assertThat(torus.count()).isEqualTo(28);
        assertThat(torus.unique()).hasValue(reference.count(problem(RowVariant.TORUS, 7), true, SearchSettings.defaults()).unique()
                .orElseThrow());
        CountResult superQueens = bitboard.count(problem(RowVariant.SUPER_QUEEN, 11), true, SearchSettings.defaults());
        assertThat(superQueens.count()).isEqualTo(44);
        assertThat(superQueens.unique()).hasValue(6);
    }
}
