package org.nqueens.spark;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.apache.spark.SimpleFutureAction;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.nqueens.formulations.bitboard.parts.CountEngine;
import org.nqueens.formulations.bitboard.parts.CountParts;
import org.nqueens.formulations.bitboard.parts.EmptyBoardCount;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.solver.CountResult;
import org.nqueens.solver.Deadline;
import scala.jdk.javaapi.CollectionConverters;
import scala.runtime.BoxedUnit;
import scala.util.Try;

/**
 * The engine {@code spark}: the parts of a count become the tasks of one Spark job. The driver (this
 * process) plans the count, leaves out the parts its checkpoint holds, deals the rest into batches
 * (largest first), and submits one task a batch; as each task's counts arrive it records every part
 * in the checkpoint, adds it to the sum and reports progress. A task lost with its executor is run
 * again by Spark, and its counts arrive once; a driver killed and started again with the same
 * checkpoint submits only the parts not yet recorded.
 *
 * <p>The master is {@code --master} (a {@code local} or {@code spark://} URL), else the one that
 * {@code spark-submit} set, else {@code local[*]}: Spark inside this process, one task a core. Other
 * Spark settings come as usual from {@code spark.*} system properties ({@code spark-submit --conf}).
 * Against a cluster, the driver ships the jars that hold the toolkit's classes to the executors.
 */
public final class SparkCountEngine implements CountEngine {

    /** The master of a count that names none and is not run by {@code spark-submit}: this process, every core. */
    public static final String DEFAULT_MASTER = "local[*]";

    /** The master URLs {@code --master} takes: Spark in this process, or a standalone cluster's masters. */
    private static final Pattern MASTER = Pattern.compile(
            "local|local\\[(\\*|[1-9][0-9]*)(,[1-9][0-9]*)?]|local-cluster\\[[1-9][0-9]*,[1-9][0-9]*,[1-9][0-9]*]"
                    + "|spark://[^\\s:,/]+:[0-9]+(,[^\\s:,/]+:[0-9]+)*");

    /** Batches a core of the cluster, at least: enough to keep every core busy to the end, few enough that scheduling is cheap. */
    private static final int BATCHES_PER_CORE = 8;

    /** The fewest batches a count is cut into (when it has that many parts). */
    private static final int MIN_BATCHES = 64;

    /** How often the driver looks at the clock and the cancellation while the job runs. */
    private static final long POLL_MILLIS = 50;

    private final Map<String, String> conf;

    /** The engine with Spark's settings from the system properties (as {@code spark-submit} passes them). */
    public SparkCountEngine() {
        this(Map.of());
    }

    /** The engine with these Spark settings added to the system properties' (a test's cluster, say). */
    SparkCountEngine(Map<String, String> conf) {
        this.conf = Map.copyOf(conf);
    }

    @Override
    public String id() {
        return "spark";
    }

    @Override
    public CountResult count(CountParts parts, Settings settings) {
        settings.master().ifPresent(SparkCountEngine::requireMasterUrl);
        Deadline deadline = settings.search().start();
        try (CountParts.Journal journal = settings.checkpoint().map(file -> parts.journal(file, settings.program()))
                .orElseGet(parts::noJournal)) {
            Tally tally = new Tally(parts, journal, settings.search().progress());
            List<Integer> todo = tally.resume();
            boolean complete = todo.isEmpty() || (!deadline.reached() && run(parts, todo, tally, settings.master(), deadline));
            return parts.result(tally.outcome(complete, deadline.elapsed()), journal);
        }
    }

    /** Refuses a master URL that neither Spark in this process nor a standalone cluster answers to. */
    static void requireMasterUrl(String master) {
        if (!MASTER.matcher(master).matches()) {
            throw new InvalidInputException("The Spark master URL '" + master + "' must be local, local[N], local[*] (Spark in this"
                    + " process) or spark://HOST:PORT (a standalone cluster's master); for YARN or Kubernetes, spark-submit the"
                    + " spark module's jar with the cluster's own Spark.");
        }
    }

    /** Runs the parts {@code todo} as one job; whether every one finished (false when the deadline stopped it). */
    private boolean run(CountParts parts, List<Integer> todo, Tally tally, Optional<String> master, Deadline deadline) {
        SparkConf sparkConf = sparkConf(parts.question(), master);
        JavaSparkContext context = new JavaSparkContext(sparkConf);
        try {
            int target = Math.max(MIN_BATCHES, BATCHES_PER_CORE * context.defaultParallelism());
            List<int[]> batches = Batches.of(todo, parts::work, target);
            JavaRDD<int[]> rdd = context.parallelize(batches, batches.size());
            List<Object> partitions = new ArrayList<>();
            for (int i = 0; i < batches.size(); i++) {
                partitions.add(i);
            }
            SimpleFutureAction<BoxedUnit> job = context.sc().submitJob(rdd.rdd(), new CountBatch(parts.question()),
                    CollectionConverters.asScala(partitions).toSeq(),
                    (partition, finished) -> {
                        tally.accept(finished);
                        return BoxedUnit.UNIT;
                    },
                    () -> BoxedUnit.UNIT);
            boolean stopped = false;
            while (!job.isCompleted()) {
                if (!stopped && deadline.reached()) {
                    job.cancel();
                    stopped = true;
                }
                try {
                    Thread.sleep(POLL_MILLIS);
                } catch (InterruptedException e) {
                    // An interrupt is a cancellation: stop the job, keep what arrived, and leave the flag for the caller.
                    Thread.currentThread().interrupt();
                    job.cancel();
                    stopped = true;
                    waitUntilCompleted(job);
                }
            }
            Try<BoxedUnit> outcome = job.value().get();
            // On Ctrl-C, Spark's own shutdown hook may stop the context before the cancellation is seen: a stop, not a failure.
            if (outcome.isFailure() && !stopped && !deadline.reached()) {
                Throwable failure = outcome.failed().get();
                if (context.sc().isStopped()) {
                    throw new InvalidInputException("The Spark application at " + sparkConf.get("spark.master") + " stopped before the"
                            + " count finished (" + failure.getMessage() + "): is the master reachable, with workers that have the"
                            + " cores and memory asked for?");
                }
                throw new IllegalStateException("The Spark job of the count failed: " + failure.getMessage(), failure);
            }
            return tally.allDone();
        } finally {
            context.stop();
        }
    }

    /** Waits for a cancelled job to end, without sleeping (the thread is interrupted). */
    private static void waitUntilCompleted(SimpleFutureAction<BoxedUnit> job) {
        while (!job.isCompleted()) {
            Thread.onSpinWait();
        }
    }

    private SparkConf sparkConf(EmptyBoardCount.Question question, Optional<String> master) {
        SparkConf sparkConf = new SparkConf().setAppName("nqueens " + question.name() + " " + question.n());
        master.ifPresent(sparkConf::setMaster);
        sparkConf.setIfMissing("spark.master", DEFAULT_MASTER);
        // The command line shows its own progress line; Spark's console bar and web UI are asked for with spark.* properties.
        sparkConf.setIfMissing("spark.ui.showConsoleProgress", "false");
        if (sparkConf.get("spark.master").startsWith("local")) {
            sparkConf.setIfMissing("spark.ui.enabled", "false");
        } else {
            toolkitJars().ifPresent(jars -> sparkConf.setIfMissing("spark.jars", jars));
        }
        conf.forEach(sparkConf::set);
        return sparkConf;
    }

    /** The jars that hold the toolkit's classes (this module's and models'), for executors elsewhere; none when run from class folders. */
    private static Optional<String> toolkitJars() {
        Set<String> jars = new LinkedHashSet<>();
        for (Class<?> type : List.of(SparkCountEngine.class, CountParts.class)) {
            CodeSource source = type.getProtectionDomain().getCodeSource();
            if (source == null || source.getLocation() == null) {
                return Optional.empty();
            }
            try {
                Path location = Path.of(source.getLocation().toURI());
                if (!Files.isRegularFile(location)) {
                    return Optional.empty();
                }
                jars.add(location.toString());
            } catch (URISyntaxException e) {
                return Optional.empty();
            }
        }
        return Optional.of(String.join(",", jars));
    }
}
