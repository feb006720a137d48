package org.nqueens.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.nqueens.dlx.ExactCover;
import org.nqueens.dlx.ExactCoverText;
import org.nqueens.dlx.puzzles.Langford;
import org.nqueens.dlx.puzzles.Pentominoes;
import org.nqueens.dlx.puzzles.Sudoku;
import org.nqueens.dlx.puzzles.SudokuGrid;
import org.nqueens.problem.InvalidInputException;
import org.nqueens.problem.Quote;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code nqueens generate exact-cover KIND [SIZE]}: classic exact-cover problems that are not
 * queens, written in Knuth's text format for {@code nqueens exact-cover} (or any DLX program).
 */
@Command(name = "exact-cover", mixinStandardHelpOptions = true,
        description = {"Write an exact-cover problem that is not queens in Knuth's text format, for 'nqueens exact-cover':",
            "pentomino RxC   the tilings of a 60-cell rectangle (3x20, 4x15, 5x12, 6x10) by the twelve pentominoes, every orientation",
            "langford N      the Langford pairings of 1..N (both reversals of each)",
            "sudoku          a Sudoku with exactly one solution, generated from --seed, or the puzzle given with --puzzle"})
final class GenerateExactCoverCommand implements Callable<Integer> {

    private static final Pattern RECTANGLE = Pattern.compile("(\\d{1,4})x(\\d{1,4})");
    /** RxC with a side too long for {@link #RECTANGLE}: well formed, but far past the pentominoes' 60 cells. */
    private static final Pattern LARGE_RECTANGLE = Pattern.compile("\\d+x\\d+");

    /** The problems this command writes. */
    enum Kind { PENTOMINO, LANGFORD, SUDOKU }

    @ParentCommand
    GenerateCommand parent;

    @Parameters(index = "0", paramLabel = "KIND", description = "pentomino, langford or sudoku.")
    Kind kind;

    @Parameters(index = "1", paramLabel = "SIZE", arity = "0..1", description = "RxC for pentomino (6x10), N for langford; none for sudoku.")
    String size;

    @Option(names = "--up-to-symmetry", description = "pentomino: keep the X piece in one quarter, so each tiling is counted once"
            + " up to the rectangle's symmetries (rectangles with even sides: 6x10).")
    boolean upToSymmetry;

    @Mixin
    SharedOptions.Seed seed;

    @Option(names = "--puzzle", paramLabel = "GRID",
            description = "sudoku: encode this puzzle instead, 81 cells row by row, a digit or '.' (or 0) each; spaces are ignored.")
    String puzzle;

    @Override
    public Integer call() {
        if (upToSymmetry && kind != Kind.PENTOMINO) {
            throw new InvalidInputException("--up-to-symmetry is an option of pentomino, not of " + name(kind) + ".");
        }
        if (puzzle != null && kind != Kind.SUDOKU) {
            throw new InvalidInputException("--puzzle is an option of sudoku, not of " + name(kind) + ".");
        }
        StringBuilder text = new StringBuilder();
        try {
            ExactCover cover = switch (kind) {
                case PENTOMINO -> pentomino(text);
                case LANGFORD -> langford(text);
                case SUDOKU -> sudoku(text);
            };
            ExactCoverText.write(cover, text);
        } catch (InvalidInputException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(e.getMessage());
        }
        PrintWriter out = parent.parent.spec.commandLine().getOut();
        out.print(text);
        out.flush();
        return ExitCodes.OK;
    }

    private ExactCover pentomino(StringBuilder text) {
        Matcher matcher = RECTANGLE.matcher(requireSize("RxC, the rectangle (6x10)"));
        if (!matcher.matches() && LARGE_RECTANGLE.matcher(size).matches()) {
            throw new InvalidInputException("The rectangle " + Quote.of(size) + " is too large: the twelve pentominoes cover "
                    + Pentominoes.CELLS + " cells, so it must be 6x10, 5x12, 4x15 or 3x20 (or a transpose).");
        }
        if (!matcher.matches()) {
            throw new InvalidInputException("The rectangle " + Quote.of(size) + " must be written RxC, rows by columns: 6x10, 5x12, 4x15 or 3x20.");
        }
        int rows = Integer.parseInt(matcher.group(1));
        int columns = Integer.parseInt(matcher.group(2));
        ExactCover cover = upToSymmetry ? Pentominoes.rectangleUpToSymmetry(rows, columns) : Pentominoes.rectangle(rows, columns);
        text.append("| Pentomino tilings of the ").append(rows).append(" x ").append(columns).append(" rectangle")
                .append(upToSymmetry ? ", up to its symmetries (the X piece in the top left quarter)" : ", every rotation and reflection")
                .append(" (nqueens generate exact-cover pentomino ").append(size).append(upToSymmetry ? " --up-to-symmetry" : "").append(").\n")
                .append("| Items, all primary: the twelve pieces F I L N P T U V W X Y Z, and the cells row.column, from 0.0 at the top left.\n")
                .append("| Options: a piece in one of its orientations at one place, its letter and its five cells.\n");
        return cover;
    }

    private ExactCover langford(StringBuilder text) {
        String given = requireSize("N, the largest number (8)");
        int n;
        try {
            n = Integer.parseInt(given);
        } catch (NumberFormatException e) {
            throw new InvalidInputException("The Langford order " + Quote.of(given) + " must be a whole number (7, 8).");
        }
        ExactCover cover = Langford.pairings(n);
        text.append("| Langford pairings of 1..").append(n).append(": two copies of each k in 2n slots, k numbers between them")
                .append(" (nqueens generate exact-cover langford ").append(n).append(").\n")
                .append("| Items, all primary: the numbers 1..").append(n).append(" and the slots s1..s").append(2 * n).append(".\n")
                .append("| Options: k sJ sJ+k+1, the two copies of k in slots J and J+k+1; a pairing and its reversal are both solutions.\n");
        return cover;
    }

    private ExactCover sudoku(StringBuilder text) {
        if (size != null) {
            throw new InvalidInputException("sudoku takes no SIZE (" + Quote.of(size) + "); give --seed S or --puzzle GRID.");
        }
        SudokuGrid grid = puzzle == null ? Sudoku.generate(seed.value) : SudokuGrid.parse(puzzle);
        text.append("| Sudoku (nqueens generate exact-cover sudoku ").append(puzzle == null ? "--seed " + seed.value : "--puzzle " + grid)
                .append("), ").append(grid.filled()).append(" clues")
                .append(puzzle == null ? ", generated to have exactly one solution and no clue to spare" : "").append(":\n");
        grid.draw().lines().forEach(line -> text.append("|   ").append(line).append('\n'));
        text.append("| Items, all primary: pRC (row R, column C filled), rRD (row R holds digit D), cCD (column C holds D),")
                .append(" bBD (box B, 1..9 row by row, holds D).\n")
                .append("| Options: pRC rRD cCD bBD, digit D in row R, column C; a given cell has only the option of its digit.\n");
        return Sudoku.cover(grid);
    }

    private String requireSize(String what) {
        if (size == null) {
            throw new InvalidInputException(name(kind) + " needs SIZE: " + what + ".");
        }
        return size;
    }

    private static String name(Kind kind) {
        return kind.name().toLowerCase(Locale.ROOT);
    }
}
