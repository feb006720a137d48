package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nqueens.formulations.Formulations;

/**
 * A formulation from a jar of its own joins the toolkit through java.util.ServiceLoader: it is listed by
 * {@code solvers}, answers with {@code --solver ID}, and {@code compare} judges it like the built-in ones.
 * The jar is compiled here from {@code src/test/plugin} against the models classes only.
 */
class ServiceLoaderPluginTest {

    @TempDir
    static Path folder;

    static Path jar;
    static URLClassLoader pluginLoader;
    static Formulations withPlugin;

    @BeforeAll
    static void buildThePluginJar() throws IOException {
        jar = PluginJar.build(folder);
        pluginLoader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, ServiceLoaderPluginTest.class.getClassLoader());
        withPlugin = Formulations.standard(pluginLoader);
    }

    @AfterAll
    static void closeTheLoader() throws IOException {
        pluginLoader.close();
    }

    @Test
    void theStandardRegistryWithoutThePluginJarDoesNotKnowIt() {
        assertThat(Formulations.standard().ids()).doesNotContain(PluginJar.ID);
    }

    @Test
    void theLaunchersPluginJarsAreSearchedAloneAndTheirFormulationsJoin() {
        // The launcher names the jars of NQUEENS_CLASSPATH in -Dnqueens.plugins and puts them on the class path too.
        assertThat(Formulations.standard(PluginJars.loader(jar.toString(), pluginLoader)).ids()).contains(PluginJar.ID);
        assertThat(Formulations.standard(PluginJars.loader("", pluginLoader)).ids())
                .as("a jar on the class path that the property does not name is not searched")
                .doesNotContain(PluginJar.ID);
        assertThat(Formulations.standard(PluginJars.loader(null, pluginLoader)).ids())
                .as("without the property, the whole class path is searched")
                .contains(PluginJar.ID);
    }

    @Test
    void solversListsTheFormulationOfTheOtherJar() {
        CommandRun run = CommandRun.with(withPlugin, "solvers");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains(PluginJar.ID);
    }

    @Test
    void itSolvesAndCountsWhenChosenBySolverId() {
        CommandRun solve = CommandRun.with(withPlugin, "solve", "8", "--solver", PluginJar.ID, "--format", "json");
        CommandRun count = CommandRun.with(withPlugin, "count", "8", "--solver", PluginJar.ID, "--format", "json");

        assertThat(solve.exitCode()).as(solve.err()).isZero();
        assertThat(solve.out()).containsPattern("\"solver\":\\s*\"" + PluginJar.ID + "\"").containsPattern("\"status\":\\s*\"SAT\"");
        assertThat(count.exitCode()).as(count.err()).isZero();
        assertThat(count.out()).containsPattern("\"count\":\\s*92\\b");
    }

    @Test
    void compareJudgesItAgainstTheReference() {
        CommandRun run = CommandRun.with(withPlugin, "compare", "--solvers", PluginJar.ID, "--n", "1..8",
                "--questions", "counts,solve", "--solve", "20", "--repeat", "1", "--format", "csv");

        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains(PluginJar.ID);
    }

    @Test
    void theRaceOfAutoLeavesItOut() {
        CommandRun run = CommandRun.with(withPlugin, "solve", "8", "--format", "json");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).doesNotContain(PluginJar.ID);
    }

    @Test
    void aServiceFileNamingAMissingClassIsOneLineAndExit2() throws IOException, InterruptedException {
        Path jar = brokenJar.resolve("broken.jar");
        try (java.util.jar.JarOutputStream out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new java.util.jar.JarEntry("META-INF/services/org.nqueens.solver.Formulation"));
            out.write("com.example.NoSuchFormulation\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
            out.closeEntry();
        }
        Path err = brokenJar.resolve("err.txt");
        Process solvers = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path") + java.io.File.pathSeparator + jar, Nqueens.class.getName(), "solvers")
                .redirectError(err.toFile()).redirectOutput(brokenJar.resolve("out.txt").toFile()).start();
        assertThat(solvers.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        String error = Files.readString(err);
        assertThat(solvers.exitValue()).as(error).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(error).startsWith("nqueens: A plug-in formulation cannot be loaded (").contains("com.example.NoSuchFormulation")
                .contains(jar.toString()).doesNotContain("\tat ").hasLineCount(1);
    }

    @TempDir
    Path brokenJar;
}
