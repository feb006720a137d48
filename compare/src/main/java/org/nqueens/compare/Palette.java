package org.nqueens.compare;

import java.util.List;
import java.util.Map;

/**
 * The colour of each formulation, the same in every chart, legend and table of a report and from one report to the
 * next: keyed by the formulation's id, never by its place in a table. The toolkit's formulations each have a colour of
 * their own (the reference is drawn in near-black); an id the palette does not know (a formulation from another jar)
 * gets one of the palette's colours chosen by a hash of the id, which {@link String#hashCode} fixes for every run.
 */
final class Palette {

    /** Twenty colours readable on white, after Tableau's palettes. */
    private static final List<String> COLOURS = List.of("#4e79a7", "#f28e2b", "#59a14f", "#b07aa1", "#edc948", "#76b7b2", "#ff9da7",
            "#9c755f", "#e15759", "#1f3b73", "#8cd17d", "#b6992d", "#499894", "#d37295", "#a0cbe8", "#79706e", "#f1ce63", "#86bcb6",
            "#d4a6c8", "#bab0ac");

    /** The toolkit's formulations, each with its own colour (the reference in near-black). */
    private static final Map<String, String> KNOWN = Map.ofEntries(
            Map.entry("backtrack", "#222222"),
            Map.entry("backtrack-mirror", COLOURS.get(15)),
            Map.entry("bitboard", COLOURS.get(0)),
            Map.entry("dlx", COLOURS.get(1)),
            Map.entry("choco", COLOURS.get(2)),
            Map.entry("choco-pairwise", COLOURS.get(10)),
            Map.entry("choco-grid", COLOURS.get(12)),
            Map.entry("choco-dual", COLOURS.get(17)),
            Map.entry("cpsat", COLOURS.get(3)),
            Map.entry("cpsat-boolean", COLOURS.get(18)),
            Map.entry("sat", COLOURS.get(9)),
            Map.entry("cadical", COLOURS.get(14)),
            Map.entry("construct", COLOURS.get(4)),
            Map.entry("minconflicts", COLOURS.get(6)),
            Map.entry("auto", COLOURS.get(8)),
            Map.entry("minizinc", COLOURS.get(7)),
            Map.entry("gprolog", COLOURS.get(11)),
            Map.entry("minizinc-dual", COLOURS.get(13)),
            Map.entry("minizinc-boolean", COLOURS.get(16)),
            Map.entry("forward-checking", COLOURS.get(5)));

    private Palette() {
    }

    /** The colour of the formulation {@code solver}, as {@code #rrggbb}. */
    static String colour(String solver) {
        String known = KNOWN.get(solver);
        return known != null ? known : COLOURS.get(Math.floorMod(solver.hashCode(), COLOURS.size()));
    }

    /** The dash pattern of its line: solid for the toolkit's formulations, dashed for others, whose colour may be shared. */
    static String dash(String solver) {
        return KNOWN.containsKey(solver) ? "" : "6 3";
    }
}
