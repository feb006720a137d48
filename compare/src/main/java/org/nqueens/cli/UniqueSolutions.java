package org.nqueens.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Scope;
import org.nqueens.problem.Solution;
import org.nqueens.problem.Coordinates;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Square;
import org.nqueens.problem.Symmetry;
import org.nqueens.problem.Transform;
import org.nqueens.io.ProblemDrawing;
import org.nqueens.io.BoardDrawing;
import org.nqueens.io.CompactBoard;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.solver.SolutionStream;
import org.nqueens.teach.SymmetryClasses;
import org.nqueens.teach.SymmetryClasses.SymmetryClass;
import org.nqueens.teach.TeachJson;

/** {@code enumerate N --unique}: one representative a symmetry class, its class size and the symmetries that fix it. */
final class UniqueSolutions {

    /** The largest n whose classes are listed: every solution is enumerated and classified. */
    static final int MAX_N = 13;

    private UniqueSolutions() {
    }

    /** Refuses a problem whose symmetry classes are not listed: any but the empty n x n board of queens, up to {@link #MAX_N}. */
    static void requireListable(Problem problem) {
        if (!problem.geometry().isFlat()) {
            return;
        }
        if (!Scope.CLASSIC.admits(problem)) {
            throw new InvalidInputException("--unique lists the symmetry classes of the empty n x n board of queens; for " + problem.describe()
                    + " use 'count --unique'.");
        }
        if (!problem.isEmpty()) {
            throw new InvalidInputException("--unique lists the symmetry classes of the empty board; a board with queens or blocked squares has fewer symmetries.");
        }
        if (problem.rows() > MAX_N) {
            throw new InvalidInputException("--unique enumerates and classifies every solution, up to n = " + MAX_N + "; for n = " + problem.rows()
                    + " use 'count " + problem.rows() + " --unique'.");
        }
    }

    /**
     * Prints the classes of the solutions of a box of layers (the cube) under the motions of the box
     * that keep the problem (48 for a cube): the least image of each, by cells, and its class size;
     * returns how many classes there are.
     */
    static int printBox(Problem problem, SolutionStream stream, Long limit, OutputFormat format, PrintWriter out) {
        List<Transform> transforms = Transform.of(problem);
        Map<Placement, Integer> classes = new TreeMap<>();
        int solutions = 0;
        while (stream.hasNext()) {
            classes.merge(Transform.canonical(transforms, stream.next()), 1, Integer::sum);
            solutions++;
        }
        int shown = 0;
        for (Map.Entry<Placement, Integer> entry : classes.entrySet()) {
            if (limit != null && shown >= limit) {
                break;
            }
            shown++;
            Placement representative = entry.getKey();
            int size = entry.getValue();
            if (format == OutputFormat.JSON) {
                TeachJson.write(out, generator -> {
                    generator.writeStartObject();
                    generator.writeNullField("solution");
                    generator.writeArrayFieldStart("pieces");
                    for (Square square : representative.squares()) {
                        generator.writeStartArray();
                        for (int number : Coordinates.numbers(square, problem.geometry())) {
                            generator.writeNumber(number);
                        }
                        generator.writeEndArray();
                    }
                    generator.writeEndArray();
                    generator.writeNumberField("class_size", size);
                    generator.writeEndObject();
                });
            } else if (format == OutputFormat.COMPACT) {
                out.println(Coordinates.names(representative.squares(), problem.geometry()));
            } else {
                out.println("class " + shown + " of " + classes.size() + ": " + Coordinates.names(representative.squares(), problem.geometry())
                        + ", " + size + (size == 1 ? " solution" : " solutions") + " (" + transforms.size() + " symmetries)");
                if (ProblemDrawing.canDraw(problem)) {
                    out.print(ProblemDrawing.draw(problem, representative));
                }
                out.println();
            }
        }
        if (format == OutputFormat.TEXT) {
            out.println(classes.size() + (classes.size() == 1 ? " class, " : " classes, ") + solutions + " solutions");
        }
        out.flush();
        return classes.size();
    }

    /** Prints the classes of the solutions in {@code stream}; returns how many there are. */
    static int print(SolutionStream stream, Long limit, OutputFormat format, PrintWriter out) {
        List<Solution> solutions = new ArrayList<>();
        stream.forEachRemaining(placement -> solutions.add(placement.solution().orElseThrow()));
        List<SymmetryClass> classes = SymmetryClasses.of(solutions);
        int shown = 0;
        for (SymmetryClass symmetryClass : classes) {
            if (limit != null && shown >= limit) {
                break;
            }
            shown++;
            Solution representative = symmetryClass.representative();
            if (format == OutputFormat.JSON) {
                TeachJson.write(out, generator -> {
                    generator.writeStartObject();
                    generator.writeArrayFieldStart("solution");
                    for (int row = 1; row <= representative.n(); row++) {
                        generator.writeNumber(representative.column(row));
                    }
                    generator.writeEndArray();
                    generator.writeNumberField("class_size", symmetryClass.size());
                    generator.writeArrayFieldStart("fixed_by");
                    for (Symmetry symmetry : symmetryClass.fixedByInOrder()) {
                        generator.writeString(symmetry.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
                    }
                    generator.writeEndArray();
                    generator.writeEndObject();
                });
            } else if (format == OutputFormat.COMPACT) {
                CompactBoard.write(representative, out);
                out.println();
            } else {
                StringBuilder compact = new StringBuilder();
                CompactBoard.write(representative, compact);
                out.println("class " + shown + " of " + classes.size() + ": " + compact + ", " + symmetryClass.size()
                        + (symmetryClass.size() == 1 ? " solution" : " solutions") + "; fixed by " + fixedBy(symmetryClass));
                out.print(BoardDrawing.draw(representative));
                out.println();
            }
        }
        if (format == OutputFormat.TEXT) {
            out.println(classes.size() + (classes.size() == 1 ? " class, " : " classes, ") + solutions.size() + " solutions");
        }
        out.flush();
        return classes.size();
    }

    private static String fixedBy(SymmetryClass symmetryClass) {
        List<Symmetry> symmetries = symmetryClass.fixedByInOrder();
        if (symmetries.size() == 1) {
            return "the identity only (8 distinct images)";
        }
        return symmetries.stream().map(UniqueSolutions::words).collect(Collectors.joining(", "));
    }

    private static String words(Symmetry symmetry) {
        return switch (symmetry) {
            case IDENTITY -> "the identity";
            case ROTATE_90 -> "the quarter turn";
            case ROTATE_180 -> "the half turn";
            case ROTATE_270 -> "the three-quarter turn";
            case FLIP_ROWS -> "the mirror in the horizontal axis";
            case FLIP_COLUMNS -> "the mirror in the vertical axis";
            case TRANSPOSE -> "the mirror in the main diagonal";
            case ANTI_TRANSPOSE -> "the mirror in the other diagonal";
        };
    }
}
