package org.nqueens.formulations.cpsat;

import org.nqueens.solver.SolverUnavailableException;

/**
 * The OR-Tools native library, loaded at most once per process. A failure is remembered and
 * reported the same way to every later caller, so that CP-SAT fails clearly and every other
 * formulation goes on working.
 */
final class NativeLibrary {

    /** The library of this process, unpacked once into a kept folder and loaded from there (see {@link OrToolsLibrary}). */
    static final NativeLibrary OR_TOOLS = new NativeLibrary(OrToolsLibrary::load);

    private final Runnable loader;
    private boolean loaded;
    private Throwable failure;

    /** A library that {@code loader} loads; tests pass a loader that fails. */
    NativeLibrary(Runnable loader) {
        this.loader = loader;
    }

    /**
     * Loads the library on the first call; afterwards returns at once.
     *
     * @throws SolverUnavailableException if the library does not load, now or on the first call
     */
    synchronized void require() {
        if (!loaded && failure == null) {
            try {
                loader.run();
                loaded = true;
            } catch (UnsatisfiedLinkError | RuntimeException e) {
                // The boundary with native code: an unpacking problem arrives as a RuntimeException
                // and a missing or incompatible library as UnsatisfiedLinkError.
                failure = e;
            }
        }
        if (failure != null) {
            throw new SolverUnavailableException("The OR-Tools native library did not load (" + failure.getMessage()
                    + "), so the CP-SAT solvers cannot run in this process. OR-Tools 9.15 ships it for Linux and macOS"
                    + " (x86-64, arm64) and Windows (x86-64); check that the platform is one of these and that the"
                    + " cache folder ($XDG_CACHE_HOME/nqueens or ~/.cache/nqueens) or the temporary directory (java.io.tmpdir) is writable, or choose another solver such as 'choco'.",
                    failure);
        }
    }
}
