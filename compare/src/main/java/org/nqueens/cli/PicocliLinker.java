package org.nqueens.cli;

import java.util.List;

/**
 * A thread that links picocli's largest classes ahead of the thread that builds the command, so that their
 * verification is done on the machine's other core. picocli's classes are of Java 5's class-file format, which has no
 * stack maps: the class-data archive holds them but cannot verify them ahead, so the JVM verifies them at every start
 * with its old, inferring verifier. That took about 20 ms of a short command's main thread (-Xlog:class+init: 5 ms for
 * {@code CommandLine} alone, 3 ms for its parser), before any of the command's own work. Linking verifies a class
 * without initialising it: no static initialiser runs here, so this thread cannot deadlock with the main one on a
 * class's initialisation, and a class the main thread reaches first is simply linked there, as before.
 */
final class PicocliLinker extends Thread {

    /**
     * The classes to link, in the order a command first needs them; together about nine tenths of picocli's
     * verification in a short command (-Xlog:class+init's verification times, solve 8). Each must exist
     * ({@code PicocliLinkerTest}): a name picocli no longer has is a class this thread would link for nothing.
     */
    static final List<String> CLASSES = List.of(
            "picocli.CommandLine",
            "picocli.CommandLine$DefaultFactory",
            "picocli.CommandLine$Model$CommandSpec",
            "picocli.CommandLine$Model$CommandUserObject",
            "picocli.CommandLine$Model$CaseAwareLinkedMap",
            "picocli.CommandLine$Model$ParserSpec",
            "picocli.CommandLine$Model$Interpolator",
            "picocli.CommandLine$Model$UsageMessageSpec",
            "picocli.CommandLine$Model$ArgSpec",
            "picocli.CommandLine$Model$PositionalParamSpec",
            "picocli.CommandLine$Model$ArgSpec$Builder",
            "picocli.CommandLine$Range",
            "picocli.CommandLine$Model$RuntimeTypeInfo",
            "picocli.CommandLine$Model$OptionSpec",
            "picocli.CommandLine$Model$OptionSpec$Builder",
            "picocli.CommandLine$Model$Messages",
            "picocli.CommandLine$Help$Ansi",
            "picocli.CommandLine$Help$Ansi$Text",
            "picocli.CommandLine$Help",
            "picocli.CommandLine$Help$ColorScheme$Builder",
            "picocli.CommandLine$Help$Ansi$Style",
            "picocli.CommandLine$Help$ColorScheme",
            "picocli.CommandLine$Interpreter",
            "picocli.CommandLine$Model$ArgGroupSpec",
            "picocli.CommandLine$Help$DefaultParamLabelRenderer",
            "picocli.CommandLine$ParseResult",
            "picocli.CommandLine$ParseResult$Builder",
            "picocli.CommandLine$ParseResult$GroupMatchContainer",
            "picocli.CommandLine$ParseResult$GroupMatch");

    private final ClassLoader loader;

    PicocliLinker(ClassLoader loader) {
        super("nqueens-linker");
        setDaemon(true);
        this.loader = loader;
    }

    @Override
    public void run() {
        for (String name : CLASSES) {
            link(name, loader);
        }
    }

    /**
     * Loads and links the class {@code name} without initialising it (asking for its fields links it); false where
     * {@code loader} has no such class.
     */
    static boolean link(String name, ClassLoader loader) {
        try {
            Class.forName(name, false, loader).getDeclaredFields();
            return true;
        } catch (ClassNotFoundException missing) {
            return false;
        }
    }
}
