package org.nqueens.cli;

import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

/**
 * Where the command line looks for formulations that other jars offer through {@link java.util.ServiceLoader}. The
 * launcher names those jars (NQUEENS_CLASSPATH) in the system property {@value #PROPERTY} as well as on the class
 * path, and only they are searched: a search of the whole class path opens every one of its twenty-odd jars (their
 * central directories, thousands of entries) and was a good part of a short command's start-up. Without the property
 * ({@code java -cp ... org.nqueens.cli.Nqueens}), the whole class path is searched, as before.
 */
final class PluginJars {

    /** The system property the launcher sets: the plugin jars, separated as on the class path; empty for none. */
    static final String PROPERTY = "nqueens.plugins";

    private PluginJars() {
    }

    /** The class loader to search for plugins: see the class comment. */
    static ClassLoader loader(String jars, ClassLoader classPath) {
        if (jars == null) {
            return classPath;
        }
        List<URL> urls = new ArrayList<>();
        for (String jar : jars.split(File.pathSeparator)) {
            if (!jar.isBlank()) {
                try {
                    urls.add(Path.of(jar).toAbsolutePath().toUri().toURL());
                } catch (MalformedURLException | IllegalArgumentException unusable) {
                    // A name that is no path: the class path does not hold it either, so nothing is lost.
                }
            }
        }
        // No plug-in jar (the launcher's usual empty property): a loader that finds no resources, without the
        // URLClassLoader, which is not in the class-data archive (its training runs pass no property) and would be
        // loaded and linked from the runtime image at every start only to search nothing.
        return urls.isEmpty() ? new NoPlugins(classPath) : new OnlyTheirResources(urls.toArray(new URL[0]), classPath);
    }

    /** Classes from the class path, no resources at all: no jar offers a plug-in. */
    private static final class NoPlugins extends ClassLoader {

        NoPlugins(ClassLoader classPath) {
            super(classPath);
        }

        @Override
        public Enumeration<URL> getResources(String name) {
            return Collections.emptyEnumeration();
        }

        @Override
        public URL getResource(String name) {
            return null;
        }
    }

    /**
     * Classes from the class path (where the launcher puts the plugin jars too, so their classes are the class path's),
     * resources (the {@code META-INF/services} files) from the plugin jars alone.
     */
    private static final class OnlyTheirResources extends ClassLoader {
        private final URLClassLoader jars;

        OnlyTheirResources(URL[] jars, ClassLoader classPath) {
            super(classPath);
            this.jars = new URLClassLoader(jars, null);
        }

        @Override
        public Enumeration<URL> getResources(String name) throws IOException {
            return jars.findResources(name);
        }

        @Override
        public URL getResource(String name) {
            return jars.findResource(name);
        }
    }
}
