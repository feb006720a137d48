package org.nqueens.formulations;

import java.io.IOException;
import java.net.URL;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.stream.Stream;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Quote;
import org.nqueens.problem.Scope;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.formulations.bitboard.BitboardCounter;
import org.nqueens.formulations.choco.ChocoAllDifferentModel;
import org.nqueens.formulations.choco.ChocoDescriptors;
import org.nqueens.formulations.choco.ChocoGridModel;
import org.nqueens.formulations.choco.ChocoDualModel;
import org.nqueens.formulations.choco.ChocoPairwiseModel;
import org.nqueens.formulations.construct.ExplicitConstruction;
import org.nqueens.formulations.cpsat.CpSatBooleanModel;
import org.nqueens.formulations.cpsat.CpSatDescriptors;
import org.nqueens.formulations.cpsat.CpSatModel;
import org.nqueens.formulations.exactcover.ExactCoverModel;
import org.nqueens.formulations.external.CadicalLane;
import org.nqueens.formulations.external.GnuPrologLane;
import org.nqueens.formulations.external.MiniZincLane;
import org.nqueens.formulations.external.MiniZincModel;
import org.nqueens.formulations.minconflicts.MinConflictsRepair;
import org.nqueens.formulations.portfolio.PortfolioSolver;
import org.nqueens.formulations.sat.Sat4jModel;
import org.nqueens.solver.Admission;
import org.nqueens.solver.Admitted;
import org.nqueens.solver.Formulation;
import org.nqueens.solver.Task;
import org.nqueens.solver.UnknownSolverException;
import org.nqueens.solver.UnsupportedTaskException;

/**
 * The registry of formulations by solver id, and the one place that says which of them can do
 * what. {@link #standard()} holds every formulation of the toolkit and every formulation another
 * jar on the class path offers through {@link ServiceLoader} (a {@code META-INF/services/org.nqueens.solver.Formulation}
 * file naming its classes); tests build their own.
 */
public final class Formulations {

    /** The id of the default solver of {@code solve} and {@code complete}. */
    public static final String AUTO = "auto";

    private final Map<String, Formulation> byId = new LinkedHashMap<>();
    private final String autoId;
    private final String counterId;

    private Formulations(List<Formulation> formulations, String autoId, String counterId) {
        for (Formulation formulation : formulations) {
            if (byId.putIfAbsent(formulation.id(), formulation) != null) {
                throw new IllegalArgumentException("Two formulations share the solver id " + Quote.of(formulation.id()) + ".");
            }
        }
        if (!byId.containsKey(autoId)) {
            throw new IllegalArgumentException("The solver " + Quote.of(autoId) + " chosen for " + Quote.of(AUTO) + " is not registered.");
        }
        if (!byId.containsKey(counterId)) {
            throw new IllegalArgumentException("The default counter " + Quote.of(counterId) + " is not registered.");
        }
        this.autoId = autoId;
        this.counterId = counterId;
    }

    /**
     * Every formulation of the toolkit, the portfolio {@code auto} that races the complete ones, and every
     * formulation that the jars of the class path offer through {@link ServiceLoader}.
     */
    public static Formulations standard() {
        return standard(Thread.currentThread().getContextClassLoader());
    }

    /**
     * Every formulation of the toolkit, the portfolio {@code auto}, and every formulation that {@code plugins}
     * offers through {@link ServiceLoader}. Those join {@code solvers}, {@code --solver} and {@code compare}, but
     * not the portfolio's race, whose answers must come from formulations the toolkit has tested.
     *
     * @throws InvalidInputException if a jar names a formulation class that cannot be loaded or made, naming the class and the jars
     */
    public static Formulations standard(ClassLoader plugins) {
        // The Choco and CP-SAT formulations are made on first use: their classes name Choco's, OR-Tools' and protobuf's
        // types, which a command that runs neither need not load. (Lambdas, not constructor references: linking
        // ChocoAllDifferentModel::new would load the class at once.)
        List<Formulation> formulations = List.of(
                ReferenceBacktracker.plain(),
                ReferenceBacktracker.mirrored(),
                new BitboardCounter(),
                new ExactCoverModel(),
                new MadeOnFirstUse(ChocoDescriptors.ALL_DIFFERENT, () -> new ChocoAllDifferentModel()),
                new MadeOnFirstUse(ChocoDescriptors.PAIRWISE, () -> new ChocoPairwiseModel()),
                new MadeOnFirstUse(ChocoDescriptors.GRID, () -> new ChocoGridModel()),
                new MadeOnFirstUse(CpSatDescriptors.MODEL, () -> new CpSatModel()),
                new MadeOnFirstUse(ChocoDescriptors.DUAL, () -> new ChocoDualModel()),
                new MadeOnFirstUse(CpSatDescriptors.BOOLEAN, () -> new CpSatBooleanModel()),
                new Sat4jModel(),
                new ExplicitConstruction(),
                MinConflictsRepair.standard());
        List<Formulation> all = new ArrayList<>(formulations);
        all.add(new PortfolioSolver(racers(formulations), Math.max(2, Runtime.getRuntime().availableProcessors())));
        try {
            ServiceLoader.load(Formulation.class, plugins).forEach(all::add);
        } catch (ServiceConfigurationError e) {
            throw new InvalidInputException("A plug-in formulation cannot be loaded (" + e.getMessage() + "); its service file is in "
                    + serviceFiles(plugins) + ". Fix or remove that jar (NQUEENS_CLASSPATH).", e);
        }
        // External systems are lanes to compare against, not racers: they start a process a question and may be missing.
        all.addAll(List.of(MiniZincLane.of(MiniZincModel.INTEGER), MiniZincLane.of(MiniZincModel.DUAL),
                MiniZincLane.of(MiniZincModel.BOOLEAN), GnuPrologLane.onPath(), new CadicalLane()));
        return new Formulations(all, AUTO, "bitboard");
    }

    /** Where the service files naming formulations are: the jars (or folders) of the plug-ins. */
    private static String serviceFiles(ClassLoader plugins) {
        List<String> where = new ArrayList<>();
        try {
            Enumeration<URL> files = plugins.getResources("META-INF/services/" + Formulation.class.getName());
            while (files.hasMoreElements()) {
                String url = files.nextElement().toString();
                where.add(url.startsWith("jar:file:") ? url.substring("jar:file:".length(), url.indexOf('!')) : url);
            }
        } catch (IOException e) {
            where.add("(the class path could not be listed: " + e.getMessage() + ")");
        }
        return String.join(", ", where);
    }

    /**
     * The order in which the portfolio prefers its racers when it has fewer threads than takers of a board:
     * the O(n) construction for empty boards, the bitboard search up to n = 64, dancing links at any size,
     * then the constraint models; the formulations not named follow in registration order. Measured on
     * the CSPLib blocked boards and the excluded-diagonals boards (README, "Completion").
     */
    private static final List<String> PREFERENCE = List.of("construct", "bitboard", "dlx", "choco", "cpsat");

    /** The formulations the portfolio races, every one that finds single solutions, most preferred first. */
    static List<Formulation> racers(List<Formulation> formulations) {
        return formulations.stream()
                .filter(f -> f.supports(Task.SOLVE) || f.supports(Task.COMPLETE))
                .sorted(BY_PREFERENCE)
                .toList();
    }

    /** The formulations in the portfolio's order of preference, for its racers and for the default choice alike. */
    private static final Comparator<Formulation> BY_PREFERENCE = (a, b) -> Integer.compare(rank(a), rank(b));

    private static int rank(Formulation formulation) {
        int rank = PREFERENCE.indexOf(formulation.id());
        return rank < 0 ? PREFERENCE.size() : rank;
    }

    /** A registry of the given formulations; the first of them is both {@code auto} and the default counter. */
    public static Formulations of(List<Formulation> formulations) {
        if (formulations.isEmpty()) {
            throw new IllegalArgumentException("A registry needs at least one formulation.");
        }
        return new Formulations(formulations, formulations.get(0).id(), formulations.get(0).id());
    }

    /** The id of the solver {@code count} and {@code enumerate} use when none is named. */
    public String defaultCounter() {
        return counterId;
    }

    /** Every formulation, in registration order (each made now, where it was still to be made on first use). */
    public List<Formulation> all() {
        return byId.values().stream().map(Formulations::made).toList();
    }

    /** Every formulation as registered, those to be made on first use not made yet: for tests. */
    List<Formulation> registered() {
        return List.copyOf(byId.values());
    }

    /** The formulation itself, made now where the registry holds it to be made on first use. */
    private static Formulation made(Formulation formulation) {
        return formulation instanceof MadeOnFirstUse onFirstUse ? onFirstUse.made() : formulation;
    }

    /** Every solver id, {@code auto} first. */
    public List<String> ids() {
        List<String> ids = new ArrayList<>();
        ids.add(AUTO);
        byId.keySet().stream().filter(id -> !id.equals(AUTO)).forEach(ids::add);
        return ids;
    }

    /** The formulation of {@code id}; {@code auto} is the toolkit's default choice. */
    public Formulation get(String id) {
        Formulation formulation = byId.get(AUTO.equals(id) && !byId.containsKey(AUTO) ? autoId : id);
        if (formulation == null) {
            throw new UnknownSolverException(id, ids());
        }
        return made(formulation);
    }

    /** The formulations that support {@code task} and take {@code problem}, in registration order. */
    public List<Formulation> capableOf(Task task, Problem problem) {
        return byId.values().stream()
                .filter(f -> Admission.whyNot(f, task, problem).isEmpty())
                .map(Formulations::made)
                .toList();
    }

    /**
     * The formulation of {@code id} for {@code task} on {@code problem}, as {@link #admit} admits it.
     *
     * @throws UnsupportedTaskException naming the solvers that could do it instead
     */
    public Formulation forTask(String id, Task task, Problem problem) {
        return admit(id, task, problem).formulation();
    }

    /**
     * The request to do {@code task} on {@code problem} with the formulation of {@code id}, admitted
     * once ({@link Admission}); with no id (null), with the default for the task where it takes the
     * problem ({@code auto} to find one, the default counter to count and enumerate), else the first
     * formulation that does, fastest first.
     *
     * @throws UnsupportedTaskException naming the solvers that could do it instead
     * @throws org.nqueens.problem.InconsistentBoardException if the given pieces attack each other
     */
    public Admitted admit(String id, Task task, Problem problem) {
        if (id == null) {
            return admitDefault(task, problem);
        }
        Formulation formulation = get(id);
        return Admission.admit(formulation, task, problem, reason -> new UnsupportedTaskException(formulation.supports(task)
                ? reason + " For " + (Scope.CLASSIC.admits(problem) ? "this board" : problem.describe()) + ", "
                        + Admission.alternatives(capableOf(task, problem))
                : "The solver " + Quote.of(formulation.id()) + " cannot " + task.phrase() + "; " + Admission.alternatives(capableOf(task, problem))));
    }

    private Admitted admitDefault(Task task, Problem problem) {
        Formulation first = get(task == Task.SOLVE || task == Task.COMPLETE ? AUTO : counterId);
        return Stream.concat(Stream.of(first), byId.values().stream().sorted(BY_PREFERENCE))
                .filter(f -> Admission.whyNot(f, task, problem).isEmpty())
                .map(f -> Admission.tryAdmit(made(f), task, problem))
                .flatMap(Optional::stream)
                .findFirst()
                .orElseThrow(() -> new UnsupportedTaskException("No solver can " + task.phrase() + " for " + problem.describe() + "."));
    }
}
