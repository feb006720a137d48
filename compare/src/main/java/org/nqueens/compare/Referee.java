package org.nqueens.compare;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Quote;
import org.nqueens.problem.Solution;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SolveResult;
import org.nqueens.optimise.Optimum;
import org.nqueens.relatives.DisjointAnswer;
import org.nqueens.relatives.DisjointCheck;
import org.nqueens.solver.Stats;
import org.nqueens.solver.Status;

/**
 * Judges the answers of one row: establishes what the right answer is (the known facts first, then
 * the reference, then a verified solution, which proves itself) and marks every answer that
 * contradicts it, every solution the problem's verifier ({@link ProblemVerifier}) rejects, and every crash.
 */
final class Referee {

    private Referee() {
    }

    /** A row of counts of the empty board of size {@code n}. */
    static Row counts(int n, String reference, Optional<Long> known, Map<String, Attempt<CountResult>> attempts,
                      Map<String, Optional<Cell>> order) {
        return counts("n=" + n, n, reference, known, attempts, order);
    }

    /** A row of counts labelled {@code label} of a problem with {@code n} rows. */
    static Row counts(String label, int n, String reference, Optional<Long> known, Map<String, Attempt<CountResult>> attempts,
                      Map<String, Optional<Cell>> order) {
        Optional<Long> referenceCount = Optional.ofNullable(attempts.get(reference))
                .flatMap(Attempt::value)
                .filter(result -> result.complete() && result.n() == n)
                .map(CountResult::count);
        Optional<Long> truth = known.or(() -> referenceCount);
        String source = known.isPresent() ? "the known count" : "the reference's count";
        Map<String, Cell> cells = new LinkedHashMap<>();
        attempts.forEach((solver, attempt) -> cells.put(solver, countCell(solver, attempt, n, truth, source)));
        List<String> notes = new ArrayList<>();
        if (truth.isEmpty()) {
            disputeIfDiffering(cells, notes);
        }
        String expected = truth.map(count -> count + (known.isPresent() ? " (known count)" : " (reference)")).orElse("");
        return assemble(label, n, expected, order, cells, notes);
    }

    private static Cell countCell(String solver, Attempt<CountResult> attempt, int n, Optional<Long> truth, String source) {
        if (attempt.value().isEmpty()) {
            return failed(solver, attempt);
        }
        CountResult result = attempt.returned();
        if (result.n() != n) {
            return answered(solver, attempt, new Answer.Count(result.count(), result.complete()), result.stats(), "")
                    .judgedWrong("It answered for n = " + result.n() + " when asked about n = " + n + ".");
        }
        if (!result.complete()) {
            Cell cell = answered(solver, attempt, new Answer.Count(result.count(), false), result.stats(),
                    "Stopped before the end (time limit); " + result.count() + " solutions counted so far.");
            if (truth.isPresent() && result.count() > truth.get()) {
                return cell.judgedWrong("Its partial count " + result.count() + " already exceeds " + source + ", " + truth.get() + ".");
            }
            return cell;
        }
        Cell cell = answered(solver, attempt, new Answer.Count(result.count(), true), result.stats(), "");
        if (truth.isPresent() && result.count() != truth.get()) {
            return cell.judgedWrong("It counted " + result.count() + " solutions, but n = " + n + " has " + truth.get() + " (" + source + ").");
        }
        return cell;
    }

    /** A row of solution sets of the empty board of size {@code n}. */
    static Row sets(int n, String reference, Optional<Long> known, Map<String, Attempt<Enumeration>> attempts,
                    Map<String, Optional<Cell>> order) {
        Problem problem = Problem.queens(n);
        Optional<Set<Solution>> referenceSet = Optional.ofNullable(attempts.get(reference))
                .flatMap(Attempt::value)
                .filter(listed -> listed.exhausted() && faults(problem, listed).isEmpty())
                .map(listed -> Set.copyOf(listed.solutions()));
        Map<String, Cell> cells = new LinkedHashMap<>();
        attempts.forEach((solver, attempt) -> cells.put(solver, setCell(solver, attempt, problem, known,
                solver.equals(reference) ? Optional.empty() : referenceSet)));
        List<String> notes = new ArrayList<>();
        if (known.isEmpty() && referenceSet.isEmpty()) {
            disputeIfDiffering(cells, notes);
        }
        String expected = known.map(count -> solutions(count) + " (known count)")
                .or(() -> referenceSet.map(set -> solutions(set.size()) + " (reference)")).orElse("");
        return assemble("n=" + n, n, expected, order, cells, notes);
    }

    private static Cell setCell(String solver, Attempt<Enumeration> attempt, Problem problem, Optional<Long> known,
                                Optional<Set<Solution>> referenceSet) {
        if (attempt.value().isEmpty()) {
            return failed(solver, attempt);
        }
        Enumeration listed = attempt.returned();
        List<String> faults = faults(problem, listed);
        Set<Solution> distinct = Set.copyOf(listed.solutions());
        boolean complete = listed.exhausted();
        Answer.Count count = new Answer.Count(listed.solutions().size(), complete);
        Cell cell = answered(solver, attempt, count, listed.stats(),
                complete ? "" : "Stopped before the end (time limit); " + listed.solutions().size() + " solutions listed so far.");
        if (complete) {
            referenceSet.ifPresent(expected -> {
                TreeSet<Solution> missing = new TreeSet<>(expected);
                missing.removeAll(distinct);
                if (!missing.isEmpty()) {
                    faults.add("It misses " + missing.size() + " of the reference's solutions, e.g. " + missing.first() + ".");
                }
                TreeSet<Solution> extra = new TreeSet<>(distinct);
                extra.removeAll(expected);
                if (!extra.isEmpty()) {
                    faults.add("It lists " + extra.size() + " solutions the reference does not, e.g. " + extra.first() + ".");
                }
            });
            if (known.isPresent() && distinct.size() != known.get()) {
                faults.add("It lists " + distinct.size() + " distinct solutions, but n = " + problem.rows() + " has " + known.get() + ".");
            }
        } else if (known.isPresent() && distinct.size() > known.get()) {
            faults.add("Its " + distinct.size() + " distinct solutions so far exceed the " + known.get() + " of n = " + problem.rows() + ".");
        }
        return faults.isEmpty() ? cell : cell.judgedWrong(String.join(" ", faults));
    }

    /** What is wrong with a list of solutions by itself: a solution of another size or with an attack, duplicates, too many. */
    private static List<String> faults(Problem problem, Enumeration listed) {
        List<String> faults = new ArrayList<>();
        Set<Solution> seen = new HashSet<>();
        Solution firstDuplicate = null;
        int duplicates = 0;
        for (Solution solution : listed.solutions()) {
            if (solution.n() != problem.rows()) {
                faults.add("It listed a solution of size " + solution.n() + " (" + solution + ").");
                break;
            }
            Optional<String> fault = ProblemVerifier.whyNot(problem, solution);
            if (fault.isPresent()) {
                faults.add("Its solution " + solution + " fails verification: " + fault.get());
                break;
            }
            if (!seen.add(solution)) {
                duplicates++;
                firstDuplicate = firstDuplicate == null ? solution : firstDuplicate;
            }
        }
        if (duplicates > 0) {
            faults.add("It lists " + duplicates + (duplicates == 1 ? " duplicate" : " duplicates") + ", e.g. " + firstDuplicate + " twice.");
        }
        if (listed.overflowed()) {
            faults.add("It produced more solutions than the board has and was stopped at " + listed.solutions().size() + ".");
        }
        return faults;
    }

    /** A row of completions of one partial board. */
    static Row completion(Instance instance, String reference, Map<String, Attempt<SolveResult>> attempts,
                          Map<String, Optional<Cell>> order) {
        Problem problem = instance.problem();
        Map<String, Cell> cells = new LinkedHashMap<>();
        attempts.forEach((solver, attempt) -> cells.put(solver, findingCell(solver, attempt, problem)));
        Optional<String> provedSat = cells.values().stream().filter(cell -> provedStatus(cell).equals(Optional.of(Status.SAT)))
                .map(Cell::solver).findFirst();
        Optional<Status> referenceStatus = Optional.ofNullable(cells.get(reference)).flatMap(Referee::provedStatus);
        List<String> notes = new ArrayList<>();
        String expected;
        String why;
        if (provedSat.isPresent()) {
            expected = "SAT (" + (instance.expected().equals(Optional.of(Status.SAT)) ? "recorded answer, " : "")
                    + "verified completion by " + provedSat.get() + ")";
            why = "the solver " + Quote.of(provedSat.get()) + " found a completion that passes verification";
            if (instance.expected().equals(Optional.of(Status.UNSAT))) {
                notes.add("The recorded answer of " + instance.name() + " is UNSAT, but the solver " + Quote.of(provedSat.get())
                        + " found a completion that passes verification.");
            }
        } else if (instance.expected().isPresent()) {
            expected = instance.expected().get() + " (recorded answer)";
            why = "the recorded answer is " + instance.expected().get();
        } else {
            expected = referenceStatus.map(status -> status + " (reference)").orElse("");
            why = "the reference says " + referenceStatus.map(Status::name).orElse("");
        }
        Optional<Status> truth = provedSat.map(solver -> Status.SAT).or(instance::expected).or(() -> referenceStatus);
        cells.replaceAll((solver, cell) -> provedStatus(cell).filter(status -> truth.isPresent() && status != truth.get())
                .map(status -> cell.judgedWrong("It says " + status + ", but " + why + "."))
                .orElse(cell));
        return assemble(instance.name(), problem.rows(), expected, order, cells, notes);
    }

    /** A row of single solutions of the empty board of size {@code n}. */
    static Row solve(int n, Map<String, Attempt<SolveResult>> attempts, Map<String, Optional<Cell>> order) {
        Problem problem = Problem.queens(n);
        Status truth = n == 2 || n == 3 ? Status.UNSAT : Status.SAT;
        Map<String, Cell> cells = new LinkedHashMap<>();
        attempts.forEach((solver, attempt) -> {
            Cell cell = findingCell(solver, attempt, problem);
            cells.put(solver, provedStatus(cell).filter(status -> status != truth)
                    .map(status -> cell.judgedWrong("It says " + status + ", but every n except 2 and 3 has a solution, and those two none."))
                    .orElse(cell));
        });
        return assemble("n=" + n, n, truth + " (every n but 2 and 3 has a solution)", order, cells, List.of());
    }

    /** The cell of a search for one solution of {@code problem}: SAT verified, UNSAT, or UNKNOWN. */
    private static Cell findingCell(String solver, Attempt<SolveResult> attempt, Problem problem) {
        if (attempt.value().isEmpty()) {
            return failed(solver, attempt);
        }
        SolveResult result = attempt.returned();
        Cell cell = answered(solver, attempt, new Answer.Found(result.status(), result.placement(), result.solver()), result.stats(),
                result.explanation());
        if (result.n() != problem.rows()) {
            return cell.judgedWrong("It answered for n = " + result.n() + " when asked about n = " + problem.rows() + ".");
        }
        if (result.placement().isPresent()) {
            Optional<String> fault = ProblemVerifier.whyNot(problem, result.placement().get());
            if (fault.isPresent()) {
                return cell.judgedWrong("Its solution fails verification: " + fault.get());
            }
        }
        return cell;
    }

    /**
     * A row of one optimisation question: the published optimum decides where there is one, else the
     * proved optima must agree. A proved optimum must equal it; a witness stopped short of the proof
     * must not beat it, nor its bound fall on the wrong side of it; no witness where one exists is wrong.
     */
    static Row optima(OptimisationCase optimisation, Map<String, Attempt<Optimum>> attempts, Map<String, Optional<Cell>> order) {
        boolean maximise = optimisation.question().objective().maximise();
        Map<String, Cell> cells = new LinkedHashMap<>();
        attempts.forEach((solver, attempt) -> cells.put(solver, optimumCell(solver, attempt, optimisation.known(), maximise)));
        List<String> notes = new ArrayList<>();
        if (optimisation.known().isEmpty()) {
            disputeIfDiffering(cells, notes);
        }
        String expected = optimisation.known().isPresent() ? optimisation.known().getAsInt() + " (" + optimisation.source() + ")" : "";
        return assemble(optimisation.label(), optimisation.question().problem().rows(), expected, order, cells, notes);
    }

    private static Cell optimumCell(String solver, Attempt<Optimum> attempt, OptionalInt known, boolean maximise) {
        if (attempt.value().isEmpty()) {
            return failed(solver, attempt);
        }
        Optimum optimum = attempt.returned();
        Answer.Optimised answer = new Answer.Optimised(optimum.status(), optimum.value(), optimum.bound());
        Cell cell = answered(solver, attempt, answer, optimum.stats(),
                optimum.status() == org.nqueens.optimise.Status.OPTIMAL ? "" : "Stopped before the proof: " + optimum.boundReason());
        return heldToOptimum(cell, answer, known, maximise);
    }

    /** {@code cell} judged wrong where its {@code answer} contradicts the {@code known} optimum; as it is where none is known. */
    private static Cell heldToOptimum(Cell cell, Answer.Optimised answer, OptionalInt known, boolean maximise) {
        if (known.isEmpty()) {
            return cell;
        }
        int truth = known.getAsInt();
        String wrong = switch (answer.status()) {
            case OPTIMAL -> answer.value().getAsInt() == truth ? "" : "It proved " + answer.value().getAsInt() + ", but the optimum is " + truth + ".";
            case INFEASIBLE -> "It proved that no witness exists, but the optimum is " + truth + ".";
            case FEASIBLE -> beyond(answer.value().getAsInt(), truth, maximise) ? "Its witness of " + answer.value().getAsInt()
                    + " beats the optimum, " + truth + "." : beyond(truth, answer.bound(), maximise) ? "Its bound " + answer.bound()
                    + " excludes the optimum, " + truth + "." : "";
            case UNKNOWN -> beyond(truth, answer.bound(), maximise) ? "Its bound " + answer.bound() + " excludes the optimum, " + truth + "." : "";
        };
        return wrong.isEmpty() ? cell : cell.judgedWrong(wrong);
    }

    /**
     * The most disjoint solutions of n = 1..7, checked by hand (see PackersTest): one queen; no solution of 2 and 3;
     * the two solutions of 4 share no square; 5 and 7 are prime to 6, so (row + 2 column) mod n tiles the board; the
     * four solutions of 6 differ in every row, pairwise.
     */
    private static final int[] DISJOINT_BY_HAND = {1, 0, 0, 2, 5, 4, 7};

    /**
     * A row of the disjoint question: every witness checked (each set a solution, no two sharing a square), the value
     * checked by hand deciding where there is one, else the packers' proved values must agree.
     */
    static Row disjoint(int n, Map<String, Attempt<DisjointAnswer>> attempts, Map<String, Optional<Cell>> order) {
        OptionalInt known = n <= DISJOINT_BY_HAND.length ? OptionalInt.of(DISJOINT_BY_HAND[n - 1]) : OptionalInt.empty();
        Map<String, Cell> cells = new LinkedHashMap<>();
        attempts.forEach((solver, attempt) -> cells.put(solver, disjointCell(solver, attempt, n, known)));
        List<String> notes = new ArrayList<>();
        if (known.isEmpty()) {
            disputeIfDiffering(cells, notes);
        }
        return assemble("n=" + n, n, known.isPresent() ? known.getAsInt() + " (by hand)" : "", order, cells, notes);
    }

    private static Cell disjointCell(String solver, Attempt<DisjointAnswer> attempt, int n, OptionalInt known) {
        if (attempt.value().isEmpty()) {
            return failed(solver, attempt);
        }
        DisjointAnswer disjoint = attempt.returned();
        org.nqueens.optimise.Status status = switch (disjoint.status()) {
            case OPTIMAL -> org.nqueens.optimise.Status.OPTIMAL;
            case FEASIBLE -> org.nqueens.optimise.Status.FEASIBLE;
            case UNKNOWN -> org.nqueens.optimise.Status.UNKNOWN;
        };
        Answer.Optimised answer = new Answer.Optimised(status, status == org.nqueens.optimise.Status.UNKNOWN ? OptionalInt.empty()
                : OptionalInt.of(disjoint.value()), disjoint.bound());
        Cell cell = answered(solver, attempt, answer, disjoint.stats(),
                status == org.nqueens.optimise.Status.OPTIMAL ? "" : "Stopped before the proof: " + disjoint.reason());
        Optional<String> fault = DisjointCheck.fault(n, disjoint.sets());
        if (fault.isPresent()) {
            return cell.judgedWrong("Its witness fails the check: " + fault.get());
        }
        return heldToOptimum(cell, answer, known, true);
    }

    /** Whether {@code value} is better than {@code than} in the question's direction. */
    private static boolean beyond(int value, int than, boolean maximise) {
        return maximise ? value > than : value < than;
    }

    private static String solutions(long count) {
        return count + (count == 1 ? " solution" : " solutions");
    }

    /** Where nothing establishes the right answer, answers that differ are all disputed. */
    private static void disputeIfDiffering(Map<String, Cell> cells, List<String> notes) {
        Set<Answer> answers = new LinkedHashSet<>();
        cells.values().stream().filter(Cell::answered).forEach(cell -> answers.add(cell.answer()));
        if (answers.size() > 1) {
            String reason = "The answers differ (" + String.join(", ", answers.stream().map(Answer::shown).sorted().toList())
                    + ") and nothing establishes which is right.";
            cells.replaceAll((solver, cell) -> cell.answered() ? cell.judgedWrong(reason) : cell);
            notes.add(reason);
        }
    }

    /** The status of a search for one solution that answered and is not (yet) judged wrong: SAT or UNSAT; empty for any other cell. */
    private static Optional<Status> provedStatus(Cell cell) {
        if (cell.answer() instanceof Answer.Found found && found.status() != Status.UNKNOWN && !cell.wrong()) {
            return Optional.of(found.status());
        }
        return Optional.empty();
    }

    private static Cell answered(String solver, Attempt<?> attempt, Answer answer, Stats stats, String note) {
        return new Cell(solver, answer, Optional.of(attempt.wall()), attempt.cpu(), stats, false, note);
    }

    /** The cell of a call that did not return: a crash is wrong; an unavailable solver or an overrun is not an answer. */
    private static Cell failed(String solver, Attempt<?> attempt) {
        return switch (attempt.kind()) {
            case THREW -> new Cell(solver, new Answer.Crashed(attempt.failure()), Optional.of(attempt.wall()), attempt.cpu(), Stats.empty(), true,
                    "It crashed: " + attempt.failure());
            case UNAVAILABLE -> new Cell(solver, new Answer.Unavailable(attempt.failure()), Optional.of(attempt.wall()), attempt.cpu(), Stats.empty(), false,
                    "Its solver cannot run here: " + attempt.failure());
            case OVERRAN -> new Cell(solver, new Answer.TimedOut(attempt.wall()), Optional.of(attempt.wall()), attempt.cpu(), Stats.empty(), false,
                    "It " + attempt.failure() + ".");
            case RETURNED -> throw new IllegalStateException("A call that returned is not a failure.");
        };
    }

    private static Row assemble(String label, int n, String expected, Map<String, Optional<Cell>> order, Map<String, Cell> judged,
                                List<String> notes) {
        List<Cell> cells = new ArrayList<>();
        order.forEach((solver, notAsked) -> cells.add(notAsked.orElseGet(() -> judged.get(solver))));
        return new Row(label, n, expected, cells, Row.judge(cells, notes), notes);
    }
}
