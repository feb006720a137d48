package org.nqueens.cli;

import java.util.Optional;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Quote;

/**
 * The engines of {@code count --engine}: {@code local}, this process's threads; {@code spark},
 * which the counter finds only when asked for, so that no other command looks for the spark module
 * or loads a class of Spark; and {@code gpu}, CUDA devices through a native program the engine
 * builds with nvcc. A formulation offers them as a {@link org.nqueens.solver.Counter}.
 */
final class CountEngines {

    /** What to do when the spark module is not on the class path. */
    static final String HOW_TO_GET_SPARK = "in a clone, ./nqueens builds it when a count asks for it; from the release, unpack"
            + " nqueens-spark-VERSION.zip (beside nqueens-VERSION.zip) over the unpacked nqueens-VERSION, which adds lib/spark/";

    private CountEngines() {
    }

    /**
     * The Spark master of {@code --engine spark}: {@code master} (--master), else Spark inside this process on the
     * {@code threads} threads --threads asks for ({@code threadsGiven}, as written; null when not given), else empty:
     * Spark's default, every core.
     */
    static Optional<String> sparkMaster(String master, String threadsGiven, int threads) {
        return Optional.ofNullable(master).or(() -> Optional.ofNullable(threadsGiven).map(given -> "local[" + threads + "]"));
    }

    /** The engines {@code --engine} takes. */
    enum Engine {
        LOCAL, SPARK, GPU
    }

    /**
     * The engine {@code engine} names; refuses an engine this build does not have, a master without
     * spark and a number of devices without gpu.
     */
    static Engine of(String engine, String master, Integer devices) {
        Engine chosen = switch (engine) {
            case "local" -> Engine.LOCAL;
            case "spark" -> Engine.SPARK;
            case "gpu" -> Engine.GPU;
            default -> throw new InvalidInputException("The engine " + Quote.of(engine) + " of --engine is not one of this build's: local, spark"
                    + " or gpu.");
        };
        if (chosen != Engine.SPARK && master != null) {
            throw new InvalidInputException("--master " + master + " names a Spark master; it goes with --engine spark.");
        }
        if (chosen != Engine.GPU && devices != null) {
            throw new InvalidInputException("--devices " + devices + " names a number of GPUs; it goes with --engine gpu.");
        }
        return chosen;
    }
}
