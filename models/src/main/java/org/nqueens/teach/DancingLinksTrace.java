package org.nqueens.teach;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import org.nqueens.dlx.DancingLinks;
import org.nqueens.dlx.ExactCover;
import org.nqueens.problem.FreePart;
import org.nqueens.problem.Problem;

/**
 * Dancing links, traced: the exact-cover search of the solver {@code dlx} on the same matrix (one
 * option a square that no given queen attacks, ranks {@code rR} and files {@code cC} primary in
 * organ-pipe order, diagonals {@code aS}, {@code bD} secondary where two or more squares lie on them),
 * so that its nodes are that solver's. Each step names the item chosen, the one with the fewest
 * options left (MRV, ties leftmost), and how many it had; then the options tried, each a queen.
 * It never rejects a square: covering an item removes every option that clashes with it, so a node
 * whose chosen item has no option left fails without trying anything, and the tree marks it pruned.
 */
public final class DancingLinksTrace implements TracedSearch {

    @Override
    public String id() {
        return "dlx";
    }

    @Override
    public String title() {
        return "Dancing links (Algorithm X): branch on the rank or file with the fewest options left, cover what each queen takes";
    }

    @Override
    public String workName() {
        return "nodes";
    }

    /** Knuth's nodes: every level the search enters, the root too. */
    @Override
    public long work(SearchTree tree) {
        return tree.nodes().size();
    }

    @Override
    public boolean run(Problem problem, SearchObserver observer) {
        FreePart free = problem.freePart();
        Matrix matrix = Matrix.of(free);
        Relay relay = new Relay(matrix, observer);
        DancingLinks search = DancingLinks.of(matrix.cover).listener(relay);
        while (!relay.stopped && search.next() == DancingLinks.Outcome.SOLUTION) {
            // Each solution has been reported through the listener; go on to the next.
        }
        return !relay.stopped;
    }

    /** Turns the engine's steps into trace events; a try is held back until the engine says whether it completed a solution. */
    private static final class Relay implements DancingLinks.Listener {

        private final Matrix matrix;
        private final SearchObserver observer;
        private int pending = -1;
        boolean stopped;

        Relay(Matrix matrix, SearchObserver observer) {
            this.matrix = matrix;
            this.observer = observer;
        }

        private void emit(TraceEvent event) {
            if (!stopped && !observer.onEvent(event)) {
                stopped = true;
            }
        }

        private void flushPending(boolean solution) {
            if (pending >= 0) {
                int row = matrix.optionRow.get(pending);
                int column = matrix.optionColumn.get(pending);
                pending = -1;
                emit(solution ? TraceEvent.solution(row, column) : TraceEvent.place(row, column));
            }
        }

        @Override
        public void chose(int item, int options) {
            flushPending(false);
            emit(TraceEvent.choose(matrix.cover.itemName(item), options));
        }

        @Override
        public void tried(int option) {
            flushPending(false);
            pending = option;
        }

        @Override
        public void retracted(int option) {
            flushPending(false);
            emit(TraceEvent.backtrack(matrix.optionRow.get(option), matrix.optionColumn.get(option)));
        }

        @Override
        public void solved() {
            flushPending(true);
        }
    }

    /** The exact-cover matrix of a board's free part, built as the solver {@code dlx} builds it. */
    private record Matrix(ExactCover cover, List<Integer> optionRow, List<Integer> optionColumn) {

        static Matrix of(FreePart free) {
            int n = free.n();
            int[] onAnti = new int[2 * n + 2];
            int[] onDiagonal = new int[2 * n + 1];
            List<Integer> optionRow = new ArrayList<>();
            List<Integer> optionColumn = new ArrayList<>();
            for (int i = 0; i < free.size(); i++) {
                int row = free.row(i);
                for (int column : free.allowedColumns(row)) {
                    optionRow.add(row);
                    optionColumn.add(column);
                    onAnti[row + column]++;
                    onDiagonal[row - column + n]++;
                }
            }
            ExactCover.Builder builder = ExactCover.builder();
            int[] rank = new int[n + 1];
            int[] file = new int[n + 1];
            // Ranks and files centre first (organ-pipe order), a rank before the file of the same number.
            int[][] lines = IntStream.range(0, 2 * free.size())
                    .mapToObj(k -> k % 2 == 0 ? new int[] {free.row(k / 2), 0} : new int[] {free.column(k / 2), 1})
                    .sorted(Comparator.<int[]>comparingInt(line -> Math.abs(2 * line[0] - n - 1))
                            .thenComparingInt(line -> line[0]).thenComparingInt(line -> line[1]))
                    .toArray(int[][]::new);
            for (int[] line : lines) {
                if (line[1] == 0) {
                    rank[line[0]] = builder.addItem("r" + line[0], true);
                } else {
                    file[line[0]] = builder.addItem("c" + line[0], true);
                }
            }
            int[] anti = secondaries(builder, "a", onAnti);
            int[] diagonal = secondaries(builder, "b", onDiagonal);
            for (int option = 0; option < optionRow.size(); option++) {
                int row = optionRow.get(option);
                int column = optionColumn.get(option);
                List<Integer> items = new ArrayList<>(List.of(rank[row], file[column]));
                if (anti[row + column] >= 0) {
                    items.add(anti[row + column]);
                }
                if (diagonal[row - column + n] >= 0) {
                    items.add(diagonal[row - column + n]);
                }
                builder.addOption(items.stream().mapToInt(Integer::intValue).toArray());
            }
            return new Matrix(builder.build(), List.copyOf(optionRow), List.copyOf(optionColumn));
        }

        private static int[] secondaries(ExactCover.Builder builder, String prefix, int[] squaresOn) {
            int[] item = new int[squaresOn.length];
            for (int d = 0; d < squaresOn.length; d++) {
                item[d] = squaresOn[d] >= 2 ? builder.addItem(prefix + d, false) : -1;
            }
            return item;
        }
    }
}
