package org.nqueens.dlx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.Arguments;
import org.nqueens.dlx.puzzles.Pentominoes;

class DancingLinksTest {

    /** The example of Knuth's "Dancing Links" (2000), items A..G: its one solution is {A D}, {B G}, {C E F}. */
    private static final String KNUTH_EXAMPLE = "A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";

    @ParameterizedTest
    @EnumSource(Engine.class)
    void solvesTheExampleOfTheDancingLinksPaper(Engine engine) {
        ExactCoverSearch search = engine.search(ExactCoverText.parse(KNUTH_EXAMPLE));

        assertThat(search.next()).isEqualTo(ExactCoverSearch.Outcome.SOLUTION);
        assertThat(search.solution()).containsExactly(3, 0, 4);
        assertThat(search.next()).isEqualTo(ExactCoverSearch.Outcome.EXHAUSTED);
        assertThat(search.exhausted()).isTrue();
        assertThat(search.next()).isEqualTo(ExactCoverSearch.Outcome.EXHAUSTED);
    }

    @Test
    void aListenerHearsEveryChoiceTryAndRetractionOfTheSearchInOrder() {
        DancingLinks plain = DancingLinks.of(ExactCoverText.parse(KNUTH_EXAMPLE));
        plain.count();
        List<String> heard = new ArrayList<>();
        DancingLinks search = DancingLinks.of(ExactCoverText.parse(KNUTH_EXAMPLE)).listener(new DancingLinks.Listener() {
            @Override
            public void chose(int item, int options) {
                heard.add("chose " + (char) ('A' + item) + " " + options);
            }

            @Override
            public void tried(int option) {
                heard.add("tried " + option);
            }

            @Override
            public void retracted(int option) {
                heard.add("retracted " + option);
            }

            @Override
            public void solved() {
                heard.add("solved");
            }
        });

        assertThat(search.count()).isEqualTo(1);
        // A has the fewest options (2, leftmost); under A D G, B is left with one option, after which E has none.
        assertThat(heard).containsExactly("chose A 2", "tried 1", "chose B 1", "tried 2", "chose E 0", "retracted 2", "retracted 1",
                "tried 3", "chose E 1", "tried 0", "chose B 1", "tried 4", "solved", "retracted 4", "retracted 0", "retracted 3");
        assertThat(search.nodes()).as("one node a try, and the root").isEqualTo(heard.stream().filter(s -> s.startsWith("tried")).count() + 1)
                .isEqualTo(plain.nodes());
        assertThat(search.updates()).isEqualTo(plain.updates());
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void neverChoosesAnOptionMadeOnlyOfSecondaryItems(Engine engine) {
        ExactCover problem = ExactCoverText.parse("p | s\np\ns\np s\n");

        assertThat(solutions(engine.search(problem))).containsExactlyInAnyOrder(List.of(0), List.of(2));
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void leavesASecondaryItemUncoveredWhenTheOnlyCoverDoes(Engine engine) {
        ExactCover problem = ExactCoverText.parse("a b | s\na s\nb s\na b\n");

        assertThat(solutions(engine.search(problem))).containsExactly(List.of(2));
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void coversASecondaryItemAtMostOnce(Engine engine) {
        ExactCover problem = ExactCoverText.parse("a b | s\na s\nb s\n");

        assertThat(engine.search(problem).count()).isZero();
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void findsTheEmptySolutionOfTheEmptyProblem(Engine engine) {
        ExactCoverSearch search = engine.search(ExactCover.builder().build());

        assertThat(search.next()).isEqualTo(ExactCoverSearch.Outcome.SOLUTION);
        assertThat(search.solution()).isEmpty();
        assertThat(search.next()).isEqualTo(ExactCoverSearch.Outcome.EXHAUSTED);
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void findsNoSolutionWhenAPrimaryItemIsInNoOption(Engine engine) {
        ExactCover problem = ExactCoverText.parse("a b z\na\nb\na b\n");

        assertThat(engine.search(problem).count()).isZero();
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void ignoresASecondaryItemInNoOption(Engine engine) {
        ExactCover problem = ExactCoverText.parse("a b | z\na\nb\na b\n");

        assertThat(engine.search(problem).count()).isEqualTo(2);
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void countsThePentominoTilingsOfSixByTenUpToSymmetry(Engine engine) {
        ExactCover problem = Pentominoes.rectangleUpToSymmetry(6, 10);
        ExactCoverSearch search = engine.search(problem);

        long tilings = search.visit(options -> {
            assertCover(problem, options);
            return true;
        });

        assertThat(tilings).isEqualTo(2339);
        assertThat(search.exhausted()).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    @Tag("slow")
    void countsEveryPentominoTilingOfSixByTen(Engine engine) {
        assertThat(engine.search(Pentominoes.rectangle(6, 10)).count()).isEqualTo(9356);
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("twentySeeds")
    void findsExactlyTheCoversThatBruteForceFinds(Engine engine, long seed) {
        ExactCover problem = randomProblem(new Random(seed));

        Set<List<Integer>> found = solutions(engine.search(problem)).stream()
                .map(options -> options.stream().sorted().toList()).collect(Collectors.toSet());

        assertThat(found).as("seed %d, problem:%n%s", seed, ExactCoverText.write(problem)).isEqualTo(bruteForce(problem));
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("fiveSeeds")
    void breaksTiesAtRandomWithoutChangingTheSolutions(Engine engine, long seed) {
        ExactCover problem = queens(8);

        Set<Set<Integer>> leftmost = asSets(solutions(engine.search(problem)));
        Set<Set<Integer>> random = asSets(solutions(engine.search(problem).randomTies(seed)));

        assertThat(random).as("seed %d", seed).hasSize(92).isEqualTo(leftmost);
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void breaksTiesDifferentlyUnderDifferentSeeds(Engine engine) {
        ExactCover problem = queens(8);

        Set<Long> nodes = LongStream.rangeClosed(1, 5).map(seed -> {
            ExactCoverSearch search = engine.search(problem).randomTies(seed);
            search.count();
            return search.nodes();
        }).boxed().collect(Collectors.toSet());

        assertThat(nodes).as("the nodes of seeds 1 to 5").hasSizeGreaterThan(1);
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void repeatsARandomSearchUnderTheSameSeed(Engine engine) {
        ExactCover problem = queens(9);

        assertThat(solutions(engine.search(problem).randomTies(7))).isEqualTo(solutions(engine.search(problem).randomTies(7)));
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void stopsAfterKSolutionsAndGoesOnWhenAsked(Engine engine) {
        ExactCoverSearch search = engine.search(queens(8));

        assertThat(search.count(5)).isEqualTo(5);
        assertThat(search.exhausted()).isFalse();
        assertThat(search.count()).isEqualTo(87);
        assertThat(search.exhausted()).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void countsAsItsSolutionsOneByOneWould(Engine engine) {
        ExactCover problem = queens(8);
        ExactCoverSearch oneByOne = engine.search(problem);
        List<int[]> all = new ArrayList<>();
        while (oneByOne.next() == ExactCoverSearch.Outcome.SOLUTION) {
            all.add(oneByOne.solution());
        }
        ExactCoverSearch counted = engine.search(problem);

        assertThat(counted.count(7)).isEqualTo(7);
        assertThat(counted.solution()).as("the last solution counted").isEqualTo(all.get(6));
        assertThat(counted.next()).isEqualTo(ExactCoverSearch.Outcome.SOLUTION);
        assertThat(counted.solution()).as("the solution after those counted").isEqualTo(all.get(7));
        assertThat(counted.count()).isEqualTo(all.size() - 8);
        assertThat(counted.nodes()).isEqualTo(oneByOne.nodes());
        assertThat(counted.updates()).isEqualTo(oneByOne.updates());
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void stopsWhenTheVisitorSaysSo(Engine engine) {
        List<int[]> seen = new ArrayList<>();

        long visited = engine.search(queens(8)).visit(options -> seen.add(options) && seen.size() < 3);

        assertThat(visited).isEqualTo(3);
        assertThat(seen).hasSize(3);
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void producesSolutionsLazily(Engine engine) {
        ExactCoverSearch search = engine.search(queens(10));
        Iterator<int[]> solutions = search.iterator();

        int[] first = solutions.next();
        long nodesAfterFirst = search.nodes();

        assertThat(first).hasSize(10);
        assertThat(solutions.hasNext()).isTrue();
        assertThat(nodesAfterFirst).isLessThan(11578);
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void honoursATimeLimit(Engine engine) {
        ExactCoverSearch search = engine.search(queens(20)).timeLimit(Duration.ofMillis(100));
        long start = System.nanoTime();

        search.count();

        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
        assertThat(search.exhausted()).isFalse();
        assertThat(search.next()).isEqualTo(ExactCoverSearch.Outcome.STOPPED);
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void stopsWhenCancelled(Engine engine) {
        AtomicBoolean cancelled = new AtomicBoolean(true);
        ExactCoverSearch search = engine.search(queens(16)).stopWhen(cancelled::get);

        assertThat(search.count()).isLessThan(14772512);
        assertThat(search.exhausted()).isFalse();
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void saysStoppedWhenTheFirstCallStops(Engine engine) {
        // Ten pigeons, nine holes: no solution, and 9! ways to fail, far past the first poll.
        StringBuilder text = new StringBuilder("p0 p1 p2 p3 p4 p5 p6 p7 p8 p9 | h0 h1 h2 h3 h4 h5 h6 h7 h8\n");
        for (int p = 0; p < 10; p++) {
            for (int h = 0; h < 9; h++) {
                text.append('p').append(p).append(" h").append(h).append('\n');
            }
        }
        ExactCoverSearch search = engine.search(ExactCoverText.parse(text.toString())).stopWhen(() -> true);

        assertThat(search.next()).isEqualTo(ExactCoverSearch.Outcome.STOPPED);
        assertThat(search.next()).isEqualTo(ExactCoverSearch.Outcome.STOPPED);
        assertThat(search.exhausted()).isFalse();
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void refusesToBeConfiguredOnceStarted(Engine engine) {
        ExactCoverSearch search = engine.search(queens(6));
        search.next();

        assertThatThrownBy(() -> search.randomTies(1)).isInstanceOf(IllegalStateException.class);
    }

    @ParameterizedTest(name = "{0}, depth {1}")
    @MethodSource("depths")
    void splitsACountIntoSubproblemsThatSumToTheWhole(Engine engine, int depth) {
        ExactCover problem = queens(9);
        ExactCoverSearch whole = engine.search(problem);
        long total = whole.count();

        List<int[]> prefixes = engine.search(problem).prefixes(depth);
        long sum = 0;
        long nodes = 0;
        Set<Set<Integer>> union = new HashSet<>();
        for (int[] prefix : prefixes) {
            ExactCoverSearch part = engine.search(problem).fix(prefix);
            for (List<Integer> solution : solutions(part)) {
                assertThat(solution.subList(0, prefix.length)).containsExactlyElementsOf(Arrays.stream(prefix).boxed().toList());
                union.add(Set.copyOf(solution));
                sum++;
            }
            nodes += part.nodes();
        }

        assertThat(sum).isEqualTo(total).isEqualTo(352);
        assertThat(union).hasSize(352);
        assertThat(prefixes).hasSizeGreaterThanOrEqualTo(depth == 0 ? 1 : 2);
        assertThat(nodes).isPositive();
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void splitsASplitAgain(Engine engine) {
        ExactCover problem = queens(8);
        long sum = 0;
        for (int[] first : engine.search(problem).prefixes(1)) {
            for (int[] second : engine.search(problem).fix(first).prefixes(1)) {
                ExactCoverSearch part = engine.search(problem).fix(first).fix(second);
                sum += part.count();
            }
        }

        assertThat(sum).isEqualTo(92);
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void findsNothingUnderClashingFixedOptions(Engine engine) {
        ExactCover problem = ExactCoverText.parse(KNUTH_EXAMPLE);

        assertThat(engine.search(problem).fix(1, 3).count()).isZero();
        assertThat(engine.search(problem).fix(1, 3).prefixes(1)).isEmpty();
        assertThat(engine.search(problem).fix(3).count()).isEqualTo(1);
        assertThat(engine.search(problem).fix(1).count()).isZero();
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void findsTheClashOnAFixedOptionsLastItem(Engine engine) {
        // {c b} clashes with {a b} on its second item, the last that fixing {a b} covered.
        ExactCover problem = ExactCoverText.parse("a b c\na b\nc b\nc\n");

        assertThat(engine.search(problem).fix(0, 1).count()).isZero();
        assertThat(engine.search(problem).fix(0, 2).count()).isEqualTo(1);
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void countsNothingUpToALimitOfZero(Engine engine) {
        assertThat(engine.search(queens(4)).count(0)).isZero();
        assertThat(engine.search(queens(4)).count(1)).isEqualTo(1);
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("fiveSeeds")
    void breaksOnlyTiesAtRandom(Engine engine, long seed) {
        // One item has one option, one two, one three, at every node: the fewest first, in 1 + 1 + 2 + 2 x 3 nodes,
        // whether the fewest comes first or last.
        for (String text : new String[] {"a b c\na\nb\nb\nc\nc\nc\n", "a b c\na\na\na\nb\nb\nc\n"}) {
            ExactCoverSearch search = engine.search(ExactCoverText.parse(text)).randomTies(seed);

            assertThat(search.count()).as("seed %d, %s", seed, text).isEqualTo(6);
            assertThat(search.nodes()).as("seed %d, %s", seed, text).isEqualTo(10);
        }
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void keepsFixedOptionsMadeOnlyOfSecondaryItems(Engine engine) {
        ExactCoverSearch search = engine.search(ExactCoverText.parse(" | s t u\ns\nt\nu\n")).fix(0, 1, 2);

        assertThat(search.next()).isEqualTo(ExactCoverSearch.Outcome.SOLUTION);
        assertThat(search.solution()).containsExactly(0, 1, 2);
        assertThat(search.next()).isEqualTo(ExactCoverSearch.Outcome.EXHAUSTED);
    }

    @Test
    void estimatesMemoryFromTheShapeOfTheMatrix() {
        assertThat(DancingLinks.estimatedBytes(100, 1000, 4000)).isGreaterThan(16L * 5100);
    }

    static Stream<Arguments> twentySeeds() {
        return everyEngineWith(LongStream.rangeClosed(1, 20).boxed());
    }

    static Stream<Arguments> fiveSeeds() {
        return everyEngineWith(LongStream.rangeClosed(1, 5).boxed());
    }

    static Stream<Arguments> depths() {
        return everyEngineWith(Stream.of(0, 1, 2, 3, 20));
    }

    /** Every engine with every value. */
    static Stream<Arguments> everyEngineWith(Stream<?> values) {
        List<?> all = values.toList();
        return Arrays.stream(Engine.values()).flatMap(engine -> all.stream().map(value -> Arguments.of(engine, value)));
    }

    static List<List<Integer>> solutions(ExactCoverSearch search) {
        List<List<Integer>> all = new ArrayList<>();
        search.visit(options -> all.add(Arrays.stream(options).boxed().toList()));
        return all;
    }

    private static Set<Set<Integer>> asSets(List<List<Integer>> solutions) {
        return solutions.stream().map(Set::copyOf).collect(Collectors.toSet());
    }

    static void assertCover(ExactCover problem, int[] options) {
        int[] covered = new int[problem.itemCount()];
        for (int option : options) {
            for (int item : problem.option(option)) {
                covered[item]++;
            }
        }
        for (int item = 0; item < problem.itemCount(); item++) {
            if (problem.isPrimary(item)) {
                assertThat(covered[item]).as("primary item %s", problem.itemName(item)).isEqualTo(1);
            } else {
                assertThat(covered[item]).as("secondary item %s", problem.itemName(item)).isLessThanOrEqualTo(1);
            }
        }
    }

    /** Up to 14 random options over up to 6 primary and 3 secondary items. */
    static ExactCover randomProblem(Random random) {
        return randomProblem(random, 6, 3, 14, 1.0 / 3);
    }

    /** Up to {@code maxOptions} random options over up to the given numbers of items, each item in an option with probability {@code density}. */
    static ExactCover randomProblem(Random random, int maxPrimaries, int maxSecondaries, int maxOptions, double density) {
        ExactCover.Builder builder = ExactCover.builder();
        int primaries = 1 + random.nextInt(maxPrimaries);
        int secondaries = random.nextInt(maxSecondaries + 1);
        for (int i = 0; i < primaries + secondaries; i++) {
            builder.addItem("i" + i, i < primaries);
        }
        int options = random.nextInt(maxOptions + 1);
        for (int k = 0; k < options; k++) {
            List<Integer> items = new ArrayList<>();
            for (int i = 0; i < primaries + secondaries; i++) {
                if (random.nextDouble() < density) {
                    items.add(i);
                }
            }
            if (items.isEmpty()) {
                items.add(random.nextInt(primaries + secondaries));
            }
            builder.addOption(items.stream().mapToInt(Integer::intValue).toArray());
        }
        return builder.build();
    }

    /** Every set of options that covers each primary item once, each secondary at most once, and whose options each hold a primary item. */
    static Set<List<Integer>> bruteForce(ExactCover problem) {
        Set<List<Integer>> covers = new HashSet<>();
        int options = problem.optionCount();
        for (int subset = 0; subset < 1 << options; subset++) {
            int[] covered = new int[problem.itemCount()];
            boolean valid = true;
            List<Integer> chosen = new ArrayList<>();
            for (int k = 0; k < options; k++) {
                if ((subset >> k & 1) == 1) {
                    chosen.add(k);
                    boolean holdsPrimary = false;
                    for (int item : problem.option(k)) {
                        covered[item]++;
                        holdsPrimary |= problem.isPrimary(item);
                    }
                    valid &= holdsPrimary;
                }
            }
            for (int item = 0; item < problem.itemCount(); item++) {
                valid &= problem.isPrimary(item) ? covered[item] == 1 : covered[item] <= 1;
            }
            if (valid) {
                covers.add(chosen);
            }
        }
        return covers;
    }

    /** The n-queens problem as a plain example matrix: rank and file primaries, diagonal secondaries, natural order. */
    static ExactCover queens(int n) {
        ExactCover.Builder builder = ExactCover.builder();
        for (int k = 1; k <= n; k++) {
            builder.primary("r" + k, "c" + k);
        }
        for (int k = 0; k <= 2 * n; k++) {
            builder.secondary("a" + k, "b" + k);
        }
        for (int r = 1; r <= n; r++) {
            for (int c = 1; c <= n; c++) {
                builder.option("r" + r, "c" + c, "a" + (r + c), "b" + (r - c + n));
            }
        }
        return builder.build();
    }
}
