package org.nqueens.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nqueens.formulations.bitboard.parts.CountEngine;
import org.nqueens.formulations.bitboard.parts.CountParts;
import org.nqueens.formulations.bitboard.parts.EmptyBoardCount;
import org.nqueens.reference.KnownCount;
import org.nqueens.reference.KnownCounts;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.SearchSettings;

/**
 * A standalone Spark cluster on loopback, started by the test: a master and two workers, each a
 * child JVM on the test's class path, each worker with one core. The count starts on both; when
 * the first task's counts reach the driver, one worker is killed with its executor (as a machine
 * dies), and the count must still come out exact, Spark running the lost tasks again on the
 * worker that is left; the checkpoint then holds every part once.
 *
 * <p>A standalone worker starts its executors with a command built from {@code SPARK_HOME} (the
 * jars of its {@code jars/} folder are their class path) and {@code SPARK_SCALA_VERSION} (else it
 * looks for Spark's own build folders); the test makes a {@code SPARK_HOME} with an empty
 * {@code jars/} and gives the executors its whole class path through
 * {@code spark.executor.extraClassPath}, which comes first in that command.
 */
@Tag("slow")
class StandaloneClusterTest {

    private static final Duration START_TIMEOUT = Duration.ofSeconds(90);

    @TempDir
    Path dir;

    private final List<Process> processes = new ArrayList<>();
    private final Map<String, Path> logs = new LinkedHashMap<>();

    @AfterEach
    void stopTheCluster() {
        for (Process process : processes) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
    }

    @Test
    void aWorkerKilledInTheMiddleOfACountLeavesTheCountExact() throws Exception {
        int n = 16;
        KnownCount known = KnownCounts.of(n).orElseThrow();
        long began = System.nanoTime();
        List<String> classPath = classPath();
        Path sparkHome = sparkHome();
        int masterPort = freePort();
        int masterUi = freePort();
        String master = "spark://127.0.0.1:" + masterPort;
        start("master", classPath, sparkHome, List.of("org.apache.spark.deploy.master.Master",
                "--host", "127.0.0.1", "--port", Integer.toString(masterPort), "--webui-port", Integer.toString(masterUi)));
        Process doomed = null;
        for (int w = 1; w <= 2; w++) {
            Process worker = start("worker-" + w, classPath, sparkHome, List.of("org.apache.spark.deploy.worker.Worker",
                    "--host", "127.0.0.1", "--cores", "1", "--memory", "768m", "--webui-port", Integer.toString(freePort()),
                    "--work-dir", Files.createDirectories(dir.resolve("work-" + w)).toString(), master));
            if (w == 2) {
                doomed = worker;
            }
        }
        awaitAliveWorkers(masterUi, 2);
        long clusterUp = System.nanoTime();

        Map<String, String> conf = new LinkedHashMap<>();
        conf.put("spark.driver.host", "127.0.0.1");
        conf.put("spark.driver.bindAddress", "127.0.0.1");
        conf.put("spark.executor.memory", "512m");
        conf.put("spark.executor.cores", "1");
        conf.put("spark.cores.max", "2");
        conf.put("spark.executor.extraClassPath", String.join(File.pathSeparator, classPath));
        // Both executors before the first task, so that the worker killed has tasks running.
        conf.put("spark.scheduler.minRegisteredResourcesRatio", "1.0");
        conf.put("spark.scheduler.maxRegisteredResourcesWaitingTime", "60s");

        Path checkpoint = dir.resolve("count-16.ckpt");
        CountParts plan = CountParts.plan(new EmptyBoardCount.Question(n, true, false));
        AtomicLong partsAtKill = new AtomicLong(-1);
        AtomicReference<Process> victim = new AtomicReference<>(doomed);
        SearchSettings search = SearchSettings.defaults().withTimeLimit(Duration.ofMinutes(4)).withProgress(progress -> {
            Process worker = victim.getAndSet(null);
            if (worker != null && progress.partsDone() > 0) {
                partsAtKill.set(progress.partsDone());
                worker.descendants().forEach(ProcessHandle::destroyForcibly);
                worker.destroyForcibly();
            } else if (worker != null) {
                victim.set(worker);
            }
        });
        CountResult result = new SparkCountEngine(conf).count(plan,
                new CountEngine.Settings(Optional.of(master), search, Optional.of(checkpoint), "nqueens cluster test"));

        System.out.printf("StandaloneClusterTest: the cluster up in %.1f s, the count of n = %d in %.1f s, a worker killed after %d of %d"
                + " parts%n", (clusterUp - began) / 1e9, n, (System.nanoTime() - clusterUp) / 1e9, partsAtKill.get(), plan.size());
        assertThat(partsAtKill.get()).as("parts done when the worker was killed").isPositive().isLessThan(plan.size());
        assertThat(doomed.isAlive()).isFalse();
        assertThat(result.complete()).as("complete; the cluster's logs: %s", logs).isTrue();
        assertThat(result.count()).isEqualTo(known.solutions());
        assertThat(result.unique()).hasValue(known.unique());
        List<String> lines = Files.readAllLines(checkpoint);
        long partLines = lines.stream().filter(line -> line.startsWith("f-")).count();
        assertThat(partLines).as("each part journalled once").isEqualTo(plan.size());
        assertThat(lines.stream().filter(line -> line.startsWith("f-")).map(line -> line.split(" ")[0]).distinct().count())
                .isEqualTo(plan.size());
    }

    /** The test's class path, one entry a jar or class folder. */
    private static List<String> classPath() {
        String path = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        return Arrays.stream(path.split(File.pathSeparator)).filter(entry -> !entry.isBlank()).toList();
    }

    /**
     * A SPARK_HOME for the workers: an empty {@code jars/} (the executors get the whole class path through
     * {@code spark.executor.extraClassPath} instead) and nothing else.
     */
    private Path sparkHome() throws IOException {
        Path home = dir.resolve("spark-home");
        Files.createDirectories(home.resolve("jars"));
        return home;
    }

    private Process start(String name, List<String> classPath, Path sparkHome, List<String> mainAndArguments) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        // The master and the workers only schedule: a small heap, and the quick compiler alone, for a quick start.
        command.addAll(List.of("-Xmx256m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"));
        command.addAll(Arrays.asList(System.getProperty("spark.java.options", "").split(" +")));
        command.removeIf(String::isBlank);
        command.add("-cp");
        command.add(String.join(File.pathSeparator, classPath));
        command.addAll(mainAndArguments);
        Path log = dir.resolve(name + ".log");
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("SPARK_HOME", sparkHome.toString());
        builder.environment().put("SPARK_SCALA_VERSION", "2.13");
        builder.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        builder.environment().put("SPARK_LOCAL_DIRS", dir.resolve("local-" + name).toString());
        Process process = builder.start();
        processes.add(process);
        logs.put(name, log);
        return process;
    }

    /** Waits until the master's status page counts {@code workers} alive workers. */
    private void awaitAliveWorkers(int masterUi, int workers) throws InterruptedException {
        long end = System.nanoTime() + START_TIMEOUT.toNanos();
        Pattern alive = Pattern.compile("\"aliveworkers\"\\s*:\\s*(\\d+)");
        String last = "";
        while (System.nanoTime() < end) {
            for (Process process : processes) {
                assertThat(process.isAlive()).as("the cluster's processes stay up; logs: %s", tails()).isTrue();
            }
            try (InputStream in = URI.create("http://127.0.0.1:" + masterUi + "/json/").toURL().openStream()) {
                last = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                Matcher matcher = alive.matcher(last);
                if (matcher.find() && Integer.parseInt(matcher.group(1)) >= workers) {
                    return;
                }
            } catch (IOException e) {
                // The master is not up yet.
            }
            TimeUnit.MILLISECONDS.sleep(250);
        }
        throw new AssertionError("The cluster did not come up in " + START_TIMEOUT + ": " + last + "; logs: " + tails());
    }

    private String tails() {
        StringBuilder text = new StringBuilder();
        logs.forEach((name, log) -> {
            try {
                List<String> lines = Files.exists(log) ? Files.readAllLines(log) : List.of();
                text.append("\n--- ").append(name).append('\n')
                        .append(String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size())));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        return text.toString();
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
