package org.nqueens.formulations;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.formulations.external.ExternalLane;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Transform;
import org.nqueens.solver.Admission;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.SearchSettings;
import org.nqueens.solver.SolutionStream;
import org.nqueens.solver.SolveResult;
import org.nqueens.solver.Status;
import org.nqueens.solver.Task;
import org.nqueens.testing.FamilyCases;
import org.nqueens.testing.PropertyRun;

/**
 * Properties over generated problems of the whole family ({@link FamilyCases}, checked by {@link PropertyRun}): every formulation that
 * admission lets take a problem answers as the reference backtracker does, every solution passes the
 * independent verifier, and the symmetry classes of a unique count, each times its orbit, add up to the
 * count. The formulations that run a program outside the JVM ({@link ExternalLane}) are left to their
 * own tests: a process a try would not fit the default suite's time.
 */
class FormulationPropertiesTest {

    /** The most solutions a generated problem may have: more would make a try of every formulation seconds, not milliseconds. */
    private static final int MOST_SOLUTIONS = 400;

    /** A guard against a hang; the generated problems take milliseconds. */
    private static final SearchSettings SETTINGS = SearchSettings.defaults().withTimeLimit(Duration.ofSeconds(60));

    /**
     * How long a formulation that cannot count (whose method may give up: repair, a construction, a race) is
     * given on a problem without solutions, where it may answer UNKNOWN but never SAT.
     */
    private static final SearchSettings SHORT = SearchSettings.defaults().withTimeLimit(Duration.ofMillis(300));

    private static final List<Formulation> FORMULATIONS = Formulations.standard().all().stream()
            .filter(f -> !(f instanceof ExternalLane))
            .toList();

    @Test
    void everyFormulationThatTakesTheProblemAnswersAsTheReferenceDoes() {
        PropertyRun.forAll("every formulation that takes the problem answers as the reference does", 120, FamilyCases::family,
                FamilyCases::smaller, FormulationPropertiesTest::answersAsTheReference);
    }

    @Test
    void everySolutionOfEveryFormulationPassesTheVerifier() {
        PropertyRun.forAll("every solution of every formulation passes the verifier", 80, FamilyCases::family,
                FamilyCases::smaller, FormulationPropertiesTest::solutionsPassTheVerifier);
    }

    @Test
    void theClassesOfAUniqueCountTimesTheirOrbitsAddUpToTheCount() {
        PropertyRun.forAll("the classes of a unique count times their orbits add up to the count", 150, FamilyCases::family,
                FamilyCases::smaller, FormulationPropertiesTest::classesAndOrbitsAddUp);
    }

    /** Where the reference finds solutions, each formulation that finds one finds one of them; each that counts or lists gets them all. */
    static void answersAsTheReference(FamilyCases.Case generated) {
        Problem problem = generated.problem();
        Set<Placement> reference = referenceSolutions(problem);
        for (Formulation formulation : FORMULATIONS) {
            Task findOne = Task.findingOne(problem);
            if (takes(formulation, findOne, problem)) {
                assertFindsOneAsTheReference(formulation, problem, reference);
            }
            if (takes(formulation, Task.COUNT, problem)) {
                CountResult count = formulation.count(problem, false, SETTINGS);
                assertThat(count.complete()).as("%s counts %s to the end", formulation.id(), problem).isTrue();
                assertThat(count.count()).as("%s's count of %s", formulation.id(), problem).isEqualTo(reference.size());
            }
            if (takes(formulation, Task.ENUMERATE, problem)) {
                assertThat(enumerate(formulation, problem)).as("%s's solutions of %s", formulation.id(), problem)
                        .containsExactlyInAnyOrderElementsOf(reference);
            }
        }
    }

    /** Every answer, found or listed, of every formulation that takes the problem passes {@link ProblemVerifier}. */
    static void solutionsPassTheVerifier(FamilyCases.Case generated) {
        Problem problem = generated.problem();
        Set<Placement> reference = referenceSolutions(problem);
        for (Formulation formulation : FORMULATIONS) {
            if (takes(formulation, Task.findingOne(problem), problem)) {
                SolveResult result = formulation.solve(problem, settingsToFindOne(formulation, reference));
                result.placement().ifPresent(found -> assertVerified(formulation, problem, found));
            }
            if (takes(formulation, Task.ENUMERATE, problem)) {
                for (Placement found : enumerate(formulation, problem)) {
                    assertVerified(formulation, problem, found);
                }
            }
        }
    }

    /**
     * The reference's solutions fall into classes under the problem's symmetries ({@link Transform#of}); each class's
     * orbit lies among the solutions, the orbits add up to the count, and every unique count gives the number of classes.
     */
    static void classesAndOrbitsAddUp(FamilyCases.Case generated) {
        Problem problem = generated.problem();
        Set<Placement> reference = referenceSolutions(problem);
        List<Transform> transforms = Transform.of(problem);
        Map<Placement, Set<Placement>> orbits = new HashMap<>();
        for (Placement solution : reference) {
            Placement canonical = Transform.canonical(transforms, solution);
            orbits.computeIfAbsent(canonical, c -> orbit(transforms, c));
        }
        long covered = 0;
        for (Set<Placement> orbit : orbits.values()) {
            assertThat(reference).as("the orbit of a solution of %s lies among its solutions", problem).containsAll(orbit);
            covered += orbit.size();
        }
        assertThat(covered).as("the classes of %s times their orbits", problem).isEqualTo(reference.size());
        for (Formulation formulation : FORMULATIONS) {
            if (takes(formulation, Task.COUNT_UNIQUE, problem)) {
                CountResult count = formulation.count(problem, true, SETTINGS);
                assertThat(count.count()).as("%s's count of %s", formulation.id(), problem).isEqualTo(reference.size());
                assertThat(count.unique()).as("%s's unique count of %s", formulation.id(), problem).hasValue(orbits.size());
            }
        }
    }

    /** The reference's solutions of {@code problem}, each verified; the try is skipped when there are more than a few hundred. */
    private static Set<Placement> referenceSolutions(Problem problem) {
        Set<Placement> solutions = new HashSet<>();
        try (SolutionStream stream = ReferenceBacktracker.plain().enumerate(problem, SETTINGS)) {
            while (stream.hasNext() && solutions.size() <= MOST_SOLUTIONS) {
                Placement solution = stream.next();
                assertThat(solutions.add(solution)).as("backtrack gives %s once on %s", solution, problem).isTrue();
            }
            Assumptions.assumeTrue(solutions.size() <= MOST_SOLUTIONS, "more than " + MOST_SOLUTIONS + " solutions");
            assertThat(stream.exhausted()).as("backtrack enumerates %s to the end", problem).isTrue();
        }
        for (Placement solution : solutions) {
            assertVerified(ReferenceBacktracker.plain(), problem, solution);
        }
        return solutions;
    }

    private static boolean takes(Formulation formulation, Task task, Problem problem) {
        return Admission.whyNot(formulation, task, problem).isEmpty();
    }

    /**
     * SAT with a verified solution where the reference has one; UNSAT where it has none, from every formulation
     * that counts (its search is exhaustive); UNKNOWN, never SAT, allowed there from one that cannot count.
     */
    private static void assertFindsOneAsTheReference(Formulation formulation, Problem problem, Set<Placement> reference) {
        boolean exhaustive = exhaustive(formulation);
        SolveResult result = formulation.solve(problem, settingsToFindOne(formulation, reference));
        if (!reference.isEmpty()) {
            assertThat(result.status()).as("%s on %s (%s)", formulation.id(), problem, result.explanation()).isEqualTo(Status.SAT);
            assertThat(reference).as("%s's solution of %s", formulation.id(), problem).contains(result.placement().orElseThrow());
        } else if (exhaustive) {
            assertThat(result.status()).as("%s on %s (%s)", formulation.id(), problem, result.explanation()).isEqualTo(Status.UNSAT);
        } else {
            assertThat(result.status()).as("%s on %s (%s)", formulation.id(), problem, result.explanation()).isIn(Status.UNSAT, Status.UNKNOWN);
        }
    }

    /** Whether the formulation's method is exhaustive: it counts or lists every solution. */
    private static boolean exhaustive(Formulation formulation) {
        return formulation.supports(Task.COUNT) || formulation.supports(Task.ENUMERATE);
    }

    private static SearchSettings settingsToFindOne(Formulation formulation, Set<Placement> reference) {
        return reference.isEmpty() && !exhaustive(formulation) ? SHORT : SETTINGS;
    }

    private static List<Placement> enumerate(Formulation formulation, Problem problem) {
        List<Placement> all = new ArrayList<>();
        try (SolutionStream stream = formulation.enumerate(problem, SETTINGS)) {
            stream.forEachRemaining(all::add);
            assertThat(stream.exhausted()).as("%s enumerates %s to the end", formulation.id(), problem).isTrue();
        }
        assertThat(all).as("%s's solutions of %s", formulation.id(), problem).doesNotHaveDuplicates();
        return all;
    }

    private static void assertVerified(Formulation formulation, Problem problem, Placement placement) {
        Optional<String> fault = ProblemVerifier.whyNot(problem, placement);
        assertThat(fault).as("%s's answer %s to %s", formulation.id(), placement, problem).isEmpty();
    }

    private static Set<Placement> orbit(List<Transform> transforms, Placement placement) {
        Set<Placement> images = new HashSet<>();
        for (Transform transform : transforms) {
            images.add(transform.apply(placement));
        }
        return images;
    }
}
