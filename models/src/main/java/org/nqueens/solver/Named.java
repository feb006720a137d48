package org.nqueens.solver;

/**
 * What a solver of any question (a {@link Formulation}, an optimiser, their descriptors) is called:
 * the id users name it by ({@code --solver}, {@code nqueens solvers}) and one line saying what it is.
 */
public interface Named {

    /** The id users name it by: {@code backtrack}, {@code choco}, {@code dlx}... */
    String id();

    /** One line saying what it is. */
    String title();

    /** The name {@code id}, {@code title} alone: the descriptor of a solver that declares nothing more (a packer). */
    static Named of(String id, String title) {
        return new Name(id, title);
    }

    /** A name alone (see {@link #of}). */
    record Name(String id, String title) implements Named {
        /** Validates the parts. */
        public Name {
            if (id == null || id.isBlank() || title == null || title.isBlank()) {
                throw new IllegalArgumentException("A solver's name needs an id and a title; one was missing (id '" + id + "').");
            }
        }
    }
}
