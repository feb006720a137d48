/**
 * The engine {@code gpu} of {@code count --engine}: the interiors of the frames of the bitboard count searched on
 * CUDA devices by a small native program ({@code nqueens-gpu.cu}, a resource of this package) that the engine builds
 * once with the CUDA compiler {@code nvcc} and runs a process a device, talking to it through its standard streams.
 * Symmetric frames go to the devices too (the interiors their turns keep are searched here, a small search); the rows
 * of the placements count stay on this machine's threads. The same program counts
 * the levels of the plain search (the safe k-arrangements for every k) for {@code GpuCountEngine.levels}. Depends on the JDK,
 * {@code org.nqueens.solver}, the parts API ({@code bitboard.parts}) and the interiors of {@code bitboard.count} only; no Java binding of CUDA is needed.
 */
package org.nqueens.formulations.bitboard.gpu;
