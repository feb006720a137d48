package org.nqueens.teach;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.nqueens.formulations.backtrack.ReferenceBacktracker;
import org.nqueens.problem.Geometry;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Piece;
import org.nqueens.problem.Placement;
import org.nqueens.problem.Problem;
import org.nqueens.problem.ProblemVerifier;
import org.nqueens.problem.Square;
import org.nqueens.solver.SearchSettings;

/** The reference search traced on the variants that put one piece a row: the torus, rectangles, rooks, super-queens. */
class VariantTraceTest {

    private static Problem problem(String kind, int rows, int columns) {
        return switch (kind) {
            case "torus" -> Problem.on(new Geometry(rows, columns, true)).build();
            case "rectangle" -> Problem.on(new Geometry(rows, columns, false)).build();
            case "rooks" -> Problem.on(new Geometry(rows, columns, false)).piece(Piece.ROOK).build();
            case "super-queens" -> Problem.on(new Geometry(rows, columns, false)).piece(Piece.SUPER_QUEEN).build();
            default -> throw new IllegalArgumentException(kind);
        };
    }

    /**
     * The whole search: every piece placed leaves a placement the problem's verifier accepts, every
     * solution solves the problem, and the solutions are as many as the reference backtracker counts.
     * The placements are those of the plain one-a-row search, counted again here square by square with
     * the verifier (the solver {@code backtrack} places fewer on most variants: its square search also
     * backs off when the pieces left cannot fit the squares ahead).
     */
    @ParameterizedTest(name = "{0} {1} x {2}")
    @CsvSource({
        "torus, 5, 5, 45, 10", "torus, 6, 6, , 0", "torus, 7, 7, , 28", "rectangle, 4, 5, 43, 12", "rectangle, 5, 7, , ",
        "rooks, 4, 4, , 24", "super-queens, 9, 9, 229, 0", "super-queens, 10, 10, 892, 4"})
    void theWholeSearchPlacesOnlySafePiecesAndFindsTheReferencesSolutions(String kind, int rows, int columns, Long placements, Long solutions) {
        Problem problem = problem(kind, rows, columns);
        Map<Integer, Integer> placed = new HashMap<>();
        List<Placement> found = new ArrayList<>();
        long[] places = {0};
        boolean done = ReferenceTrace.reference().run(problem, event -> {
            switch (event.kind()) {
                case PLACE, SOLUTION -> {
                    places[0]++;
                    placed.put(event.row(), event.column());
                    List<Square> squares = placed.entrySet().stream().map(e -> new Square(e.getKey(), e.getValue())).toList();
                    assertThat(ProblemVerifier.firstAttack(problem, Placement.of(squares))).as("%s after %s", problem.describe(), event).isEmpty();
                    if (event.kind() == TraceEvent.Kind.SOLUTION) {
                        found.add(Placement.of(squares));
                    }
                }
                case BACKTRACK -> placed.remove(event.row());
                case REJECT -> {
                    Conflict conflict = event.conflict().orElseThrow();
                    assertThat(placed).containsEntry(conflict.row(), conflict.column());
                }
                default -> throw new AssertionError("The reference search has no " + event.kind() + " step.");
            }
            return true;
        });
        assertThat(done).isTrue();
        assertThat(found).allMatch(solution -> ProblemVerifier.solves(problem, solution));
        long reference = ReferenceBacktracker.plain().count(problem, false, SearchSettings.defaults()).count();
        assertThat((long) found.size()).isEqualTo(reference);
        if (solutions != null) {
            assertThat(reference).isEqualTo(solutions);
        }
        if (placements != null) {
            assertThat(places[0]).isEqualTo(placements);
        }
        assertThat(places[0]).as("the plain one-a-row search's placements").isEqualTo(plainPlacements(problem, new ArrayList<>(), 1));
    }

    /** The placements of the plain one-a-row search, every column tried, a square safe when the problem's verifier says so. */
    private static long plainPlacements(Problem problem, List<Square> placed, int row) {
        if (row > problem.rows()) {
            return 0;
        }
        long placements = 0;
        for (int column = 1; column <= problem.columns(); column++) {
            Square square = new Square(row, column);
            placed.add(square);
            if (!problem.blocked().contains(square) && ProblemVerifier.firstAttack(problem, Placement.of(placed)).isEmpty()) {
                placements += 1 + plainPlacements(problem, placed, row + 1);
            }
            placed.remove(placed.size() - 1);
        }
        return placements;
    }

    @Test
    void theRulesAreTheVariantsTheTorusWrapsAndASuperQueenJumps() {
        Trace torus = Trace.record(ReferenceTrace.reference(), problem("torus", 5, 5), false, Long.MAX_VALUE);
        // Row 2, column 5 and row 1, column 1: a diagonal that leaves the board on the right and comes back on the left.
        assertThat(torus.events()).contains(TraceEvent.reject(2, 5, new Conflict(1, 1, Conflict.Rule.DIAGONAL)));
        assertThat(TraceTable.lines(torus)).anyMatch(line -> line.endsWith("same diagonal as (1, 1), around the torus"))
                .anyMatch(line -> line.endsWith("|j - l| = |4 - 3| = 1, |i - k| = |3 - 2| = 1"));
        Trace superQueens = Trace.record(ReferenceTrace.reference(), problem("super-queens", 4, 4), false, Long.MAX_VALUE);
        assertThat(superQueens.events()).contains(TraceEvent.reject(2, 3, new Conflict(1, 1, Conflict.Rule.KNIGHT)));
        assertThat(TraceTable.lines(superQueens)).anyMatch(line -> line.endsWith("a knight's move from (1, 1): |j - l| = 2, |i - k| = 1"));
    }

    @Test
    void whatTheTracedSearchCannotFollowIsRefused() {
        Problem pawns = Problem.on(Geometry.square(5)).pawns(List.of(new Square(3, 3))).build();
        assertThatThrownBy(() -> Trace.record(ReferenceTrace.reference(), pawns, true, 10))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("puts one piece a row");
        Problem torus = problem("torus", 5, 5);
        assertThatThrownBy(() -> Trace.record(ReferenceTrace.reference().from(1, 3), torus, true, 10))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("A start resumes the search of the empty n x n board");
        assertThatThrownBy(() -> Trace.record(TracedSearches.of("dlx"), torus, true, 10))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("traced by the reference search, 'backtrack'");
    }
}
