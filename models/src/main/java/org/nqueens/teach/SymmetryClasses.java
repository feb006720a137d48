package org.nqueens.teach;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Symmetry;

/**
 * The solutions up to the eight symmetries of the square: one representative a class (its
 * canonical form, the smallest of its images), the symmetries that fix it, and the size of the
 * class, 8 divided by their number. Seed 004's exercise: "some solutions are simply reflections or
 * rotations of others".
 */
public final class SymmetryClasses {

    private SymmetryClasses() {
    }

    /**
     * One symmetry class.
     *
     * @param representative its canonical form
     * @param fixedBy the symmetries that map the representative to itself (the identity at least)
     */
    public record SymmetryClass(Solution representative, Set<Symmetry> fixedBy) {

        /** Validates that the set fixes the representative and copies it. */
        public SymmetryClass {
            fixedBy = Set.copyOf(EnumSet.copyOf(fixedBy));
            for (Symmetry symmetry : fixedBy) {
                if (!symmetry.apply(representative).equals(representative)) {
                    throw new IllegalArgumentException("The symmetry " + symmetry + " does not fix " + representative + ".");
                }
            }
            if (!fixedBy.contains(Symmetry.IDENTITY)) {
                throw new IllegalArgumentException("The identity fixes every solution; it must be among the symmetries of " + representative + ".");
            }
        }

        /** The solutions in the class: 8 / |fixedBy| (orbit-stabiliser). */
        public int size() {
            return 8 / fixedBy.size();
        }

        /** The symmetries that fix the representative, in the order {@link Symmetry} declares them. */
        public List<Symmetry> fixedByInOrder() {
            return EnumSet.copyOf(fixedBy).stream().toList();
        }
    }

    /** The classes of {@code solutions} (each solution at most once), ordered by representative. */
    public static List<SymmetryClass> of(Iterable<Solution> solutions) {
        TreeMap<Solution, SymmetryClass> classes = new TreeMap<>();
        for (Solution solution : solutions) {
            Solution canonical = Symmetry.canonical(solution);
            classes.computeIfAbsent(canonical, SymmetryClasses::classOf);
        }
        return new ArrayList<>(classes.values());
    }

    /** The class of {@code representative}, with the symmetries that fix it. */
    public static SymmetryClass classOf(Solution representative) {
        Set<Symmetry> fixedBy = EnumSet.noneOf(Symmetry.class);
        for (Symmetry symmetry : Symmetry.values()) {
            if (symmetry.apply(representative).equals(representative)) {
                fixedBy.add(symmetry);
            }
        }
        return new SymmetryClass(representative, fixedBy);
    }
}
