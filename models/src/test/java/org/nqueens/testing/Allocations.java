package org.nqueens.testing;

import java.lang.management.ManagementFactory;

/** The bytes this thread has allocated so far (HotSpot's count), to hold code to a memory budget in tests. */
public final class Allocations {

    private Allocations() {
    }

    /** Bytes allocated by the current thread since it started; differences measure a piece of code. */
    public static long ofThisThread() {
        return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean()).getCurrentThreadAllocatedBytes();
    }
}
