/**
 * The command model of the {@code nqueens} command line without reading annotations at start: at build time
 * {@link org.nqueens.cli.snapshot.SnapshotWriter} records the picocli annotations of every command, mixin and argument
 * group class (their attribute values, with a checksum of each class file, or picocli's version for its own) as a
 * resource; at run time {@link org.nqueens.cli.snapshot.CommandModels} replays them through picocli's own builders for
 * annotated elements, with annotation objects of its own, so that no annotation is parsed and no annotation proxy
 * class is spun. A class whose record is missing or whose class file has changed since is read from its annotations,
 * as before. The annotated classes stay the one source of truth.
 */
package org.nqueens.cli.snapshot;
