package org.nqueens.cli;

import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import org.nqueens.formulations.bitboard.CountEngine;
import org.nqueens.problem.InvalidInputException;

/**
 * The engines of {@code count --engine}: {@code local}, this process's threads, and {@code spark},
 * found through {@link ServiceLoader} only when asked for, so that no other command looks for the
 * spark module or loads a class of Spark.
 */
final class CountEngines {

    /** What to do when the spark module is not on the class path. */
    static final String HOW_TO_GET_SPARK = "in a clone, ./nqueens builds it when a count asks for it; from the release, unpack"
            + " nqueens-spark-VERSION.zip (beside nqueens-VERSION.zip) over the unpacked nqueens-VERSION, which adds lib/spark/";

    private CountEngines() {
    }

    /** Whether {@code engine} is spark; refuses an engine this build does not have, and a master without spark. */
    static boolean isSpark(String engine, String master) {
        boolean spark = switch (engine) {
            case "local" -> false;
            case "spark" -> true;
            default -> throw new InvalidInputException("The engine '" + engine + "' of --engine is not one of this build's: local or spark.");
        };
        if (!spark && master != null) {
            throw new InvalidInputException("--master " + master + " names a Spark master; it goes with --engine spark.");
        }
        return spark;
    }

    /** The spark engine, from the spark module on the class path. */
    static CountEngine spark() {
        try {
            for (CountEngine engine : ServiceLoader.load(CountEngine.class)) {
                if (engine.id().equals("spark")) {
                    return engine;
                }
            }
        } catch (ServiceConfigurationError | LinkageError e) {
            throw new InvalidInputException("--engine spark could not load the spark module (" + e.getMessage() + "): its jars are"
                    + " incomplete; " + HOW_TO_GET_SPARK + ".");
        }
        throw new InvalidInputException("--engine spark needs the spark module, which is not on the class path: " + HOW_TO_GET_SPARK + ".");
    }
}
