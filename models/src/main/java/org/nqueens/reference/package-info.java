/**
 * The bundled reference table of known solution counts (OEIS A000170 and A002562) that answers are held to.
 * Depends on nothing but the JDK.
 */
package org.nqueens.reference;
