/**
 * The {@code nqueens} command line (picocli): one class a command, the options they share, the exit codes, and
 * what the build writes from the command definitions (the manual pages, the completion script, the version).
 * The only package that prints or exits. May depend on picocli, Jackson (streaming JSON), progressbar, and on
 * {@code org.nqueens.compare} and the models packages; nothing in the toolkit depends on it.
 */
package org.nqueens.cli;
