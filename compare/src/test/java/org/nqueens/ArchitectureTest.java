package org.nqueens;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.EvaluationResult;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueens.cli.ExitCodes;

/**
 * The architecture of the toolkit, read from the classes of every module this one sees (dlx, models,
 * compare): the layers of {@code docs/architecture.md}, in its order, and no package cycle. A layer
 * may use only the layers below it:
 * <ol>
 * <li>{@code problem} (the question, its verifier, symmetries and drawing) and, beside it, {@code dlx}
 * (dancing links, which knows nothing of queens): neither uses another layer;</li>
 * <li>{@code io}, {@code generate}, {@code reference}: problems read, written and generated, and the known counts;</li>
 * <li>{@code solver}: the contract of a formulation, its runner and results;</li>
 * <li>{@code questions}: {@code optimise} and {@code relatives}, the contracts of the questions beyond solve and count (an optimiser, a packer), which formulations implement;</li>
 * <li>{@code formulations}: the formulations and their registries;</li>
 * <li>the engine that counts the bitboard's parts on a cluster (the {@code spark} module, outside this
 * module's view; the {@code gpu} engine is a room of the bitboard formulation, which offers it as its
 * {@code Counter} capability), and {@code teach}, the views of the real searches: both above the
 * formulations, neither using the other;</li>
 * <li>{@code compare}: the harness that puts formulations side by side;</li>
 * <li>{@code cli}: the command line, which nothing uses.</li>
 * </ol>
 */
class ArchitectureTest {

    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("org.nqueens");
    }

    @Test
    void eachLayerUsesOnlyTheLayersBelowIt() {
        layers().check(classes);
    }

    @Test
    void aClassOfTheProblemThatUsesTheCommandLineBreaksTheLayers() throws ClassNotFoundException {
        JavaClasses breach = new ClassFileImporter().importClasses(Class.forName("org.nqueens.problem.LayerBreach"), ExitCodes.class);
        EvaluationResult result = layers().withOptionalLayers(true).evaluate(breach);
        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails()).anyMatch(line -> line.contains("LayerBreach") && line.contains("ExitCodes"));
    }

    /** The layers, lowest first; each may use only those below it. */
    private static LayeredArchitecture layers() {
        return layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("problem").definedBy("org.nqueens.problem..")
                .layer("dlx").definedBy("org.nqueens.dlx..")
                .layer("formats").definedBy("org.nqueens.io..", "org.nqueens.generate..", "org.nqueens.reference..")
                .layer("solver").definedBy("org.nqueens.solver..")
                // The questions beyond solve and count (optima, disjoint solutions, magic squares), whose contracts the
                // formulations implement.
                .layer("questions").definedBy("org.nqueens.optimise..", "org.nqueens.relatives..")
                .layer("formulations").definedBy("org.nqueens.formulations..")
                // The spark module is not on this module's class path; the layer holds it wherever it is.
                .optionalLayer("engines").definedBy("org.nqueens.spark..")
                .layer("teach").definedBy("org.nqueens.teach..")
                .layer("compare").definedBy("org.nqueens.compare..")
                .layer("cli").definedBy("org.nqueens.cli..")
                .whereLayer("problem").mayNotAccessAnyLayer()
                .whereLayer("dlx").mayNotAccessAnyLayer()
                .whereLayer("formats").mayOnlyAccessLayers("problem")
                .whereLayer("solver").mayOnlyAccessLayers("problem", "formats")
                .whereLayer("questions").mayOnlyAccessLayers("problem", "dlx", "formats", "solver")
                .whereLayer("formulations").mayOnlyAccessLayers("problem", "dlx", "formats", "solver", "questions")
                .whereLayer("engines").mayOnlyAccessLayers("problem", "dlx", "formats", "solver", "questions", "formulations")
                .whereLayer("teach").mayOnlyAccessLayers("problem", "dlx", "formats", "solver", "questions", "formulations")
                .whereLayer("compare").mayOnlyAccessLayers("problem", "dlx", "formats", "solver", "questions", "formulations", "teach")
                .whereLayer("cli").mayOnlyAccessLayers("problem", "dlx", "formats", "solver", "questions", "formulations", "engines",
                        "teach", "compare");
    }

    /**
     * The registries ({@code org.nqueens.formulations} itself) name every formulation, so no formulation package may
     * use them: what the formulations share lives below them, in {@code formulations.shared}. The slices below leave
     * the root package out, so this is the rule that keeps it out of a cycle with its subpackages.
     */
    @Test
    void noFormulationUsesTheRegistries() {
        noClasses().that().resideInAPackage("org.nqueens.formulations.(*)..")
                .should().dependOnClassesThat().resideInAPackage("org.nqueens.formulations")
                .check(classes);
    }

    /** No cycle among the top-level packages, among the formulations, nor among the bitboard's rooms. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"org.nqueens.(*)..", "org.nqueens.formulations.(*)..", "org.nqueens.formulations.bitboard.(*).."})
    void thePackagesFormNoCycle(String slicing) {
        slices().matching(slicing).should().beFreeOfCycles().check(classes);
    }
}
