package org.nqueens.teach;

import java.util.List;
import java.util.Locale;
import org.nqueens.problem.FreePart;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Square;

/**
 * One self-contained HTML page that steps through the traces of one or more searches on the same
 * board: the board with the queens of the current step, the search tree growing node by node, the
 * event log, buttons to step back and forward, play and pause, and a choice among the searches.
 * Nothing is fetched: the data, the style and the script are inline.
 *
 * <p>The page's elements carry stable ids for tests and scripts: {@code #board} (its
 * {@code data-queens} attribute is the compact string of the queens shown), {@code #forward},
 * {@code #back}, {@code #play}, {@code #solver}, {@code #status}, {@code #log}, {@code #tree}. A link can open it at
 * a step: {@code page.html#solver=backtrack&step=12}.
 */
public final class AnimationPage {

    private AnimationPage() {
    }

    /**
     * A traced search recorded for the page.
     *
     * @param search the search
     * @param events its whole trace on the board
     * @param tree its tree
     */
    public record Recording(TracedSearch search, List<TraceEvent> events, SearchTree tree) {

        /** Copies the events. */
        public Recording {
            events = List.copyOf(events);
        }

        /**
         * Records the whole search of {@code search} on {@code problem}.
         *
         * @throws org.nqueens.problem.InvalidInputException if the tree would be too large to read
         */
        public static Recording of(TracedSearch search, Problem problem) {
            SearchTree.requireReadable(problem);
            Trace trace = Trace.record(search, problem, false, Long.MAX_VALUE);
            SearchTree tree = SearchTree.of(search, problem);
            return new Recording(search, trace.events(), tree);
        }
    }

    /** The page for {@code problem} (classic n-queens) and the recordings, the first shown first. */
    public static String html(Problem problem, List<Recording> recordings) {
        if (recordings.isEmpty()) {
            throw new IllegalArgumentException("The page needs at least one recorded search.");
        }
        StringBuilder data = new StringBuilder();
        FreePart free = problem.freePart();
        data.append("{\"n\":").append(free.n()).append(",\"given\":[");
        List<Square> queens = free.given();
        for (int i = 0; i < queens.size(); i++) {
            data.append(i == 0 ? "" : ",").append('[').append(queens.get(i).row()).append(',').append(queens.get(i).column()).append(']');
        }
        data.append("],\"blocked\":[");
        int b = 0;
        for (Square square : free.blocked()) {
            data.append(b++ == 0 ? "" : ",").append('[').append(square.row()).append(',').append(square.column()).append(']');
        }
        data.append("],\"searches\":[");
        for (int s = 0; s < recordings.size(); s++) {
            Recording recording = recordings.get(s);
            SearchTree tree = recording.tree();
            data.append(s == 0 ? "" : ",").append("{\"id\":").append(string(recording.search().id()))
                    .append(",\"title\":").append(string(recording.search().title()))
                    .append(",\"summary\":").append(string(TreeDrawing.summary(tree)))
                    .append(",\"events\":[");
            List<TraceEvent> events = recording.events();
            for (int e = 0; e < events.size(); e++) {
                TraceEvent event = events.get(e);
                data.append(e == 0 ? "" : ",").append('[').append(string(event.kind().jsonName())).append(',').append(event.row()).append(',')
                        .append(event.column());
                if (event.conflict().isPresent()) {
                    Conflict conflict = event.conflict().get();
                    data.append(',').append(conflict.row()).append(',').append(conflict.column()).append(',').append(string(conflict.rule().jsonName()));
                } else if (event.choice().isPresent()) {
                    data.append(',').append(string(event.choice().get().item())).append(',').append(event.choice().get().options());
                }
                data.append(']');
            }
            data.append("],\"nodes\":[");
            double[] x = TreeDrawing.layout(tree);
            for (TreeNode node : tree.nodes()) {
                data.append(node.id() == 0 ? "" : ",").append('[').append(node.id()).append(',').append(node.parent()).append(',')
                        .append(node.depth()).append(',').append(node.row()).append(',').append(node.column()).append(',')
                        .append(string(node.kind().jsonName())).append(',').append(node.event()).append(',')
                        .append(String.format(Locale.ROOT, "%.1f", x[node.id()])).append(']');
            }
            data.append("]}");
        }
        data.append("]}");
        return PAGE.replace("@TITLE@", "n = " + free.n() + ": the search step by step")
                .replace("@DATA@", data.toString().replace("</", "<\\/"));
    }

    /** A JSON string literal. */
    static String string(String text) {
        StringBuilder json = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> json.append("\\\"");
                case '\\' -> json.append("\\\\");
                case '\n' -> json.append("\\n");
                default -> {
                    if (c < 0x20) {
                        json.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        json.append(c);
                    }
                }
            }
        }
        return json.append('"').toString();
    }

    private static final String PAGE = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>@TITLE@</title>
            <style>
            body { font-family: sans-serif; margin: 16px; color: #222; }
            h1 { font-size: 20px; margin: 0 0 8px 0; }
            #controls { margin: 8px 0; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
            button, select { font-size: 14px; padding: 4px 10px; }
            #main { display: flex; gap: 24px; align-items: flex-start; }
            #board { border-collapse: collapse; }
            #board td { width: 34px; height: 34px; text-align: center; font-size: 22px; border: 1px solid #888; }
            #board td.light { background: #f0d9b5; } #board td.dark { background: #b58863; }
            #board td.blocked { background: #555; color: #eee; }
            #board td.tried { outline: 3px solid #d0312d; outline-offset: -3px; color: #d0312d; }
            #board td.attacker { outline: 3px solid #d0312d; outline-offset: -3px; }
            #board td.pruned { box-shadow: inset 0 0 0 17px rgba(242, 145, 0, 0.55); }
            #board td.latest { outline: 3px solid #2e9d3a; outline-offset: -3px; }
            #board th { font-weight: normal; font-size: 12px; color: #555; }
            #log { height: 420px; width: 460px; overflow-y: auto; font-family: monospace; font-size: 12px; border: 1px solid #ccc; margin: 0; padding: 4px 4px 4px 48px; }
            #log li.current { background: #ffe680; }
            #log li.reject { color: #b02020; } #log li.solution { color: #1d7a2a; font-weight: bold; } #log li.backtrack { color: #666; }
            #treebox { overflow: auto; max-width: 100%; border: 1px solid #ccc; margin-top: 12px; }
            #status { font-family: monospace; margin: 6px 0; min-height: 1.2em; }
            .legend span { display: inline-block; margin-right: 12px; font-size: 12px; }
            .dot { display: inline-block; width: 10px; height: 10px; border-radius: 5px; margin-right: 4px; vertical-align: middle; }
            </style>
            </head>
            <body>
            <h1>@TITLE@</h1>
            <div id="controls">
              <label>search <select id="solver"></select></label>
              <button id="back" type="button" title="step back (left arrow)">&#9664; back</button>
              <button id="forward" type="button" title="step forward (right arrow)">step &#9654;</button>
              <button id="play" type="button" title="play or pause (space)">play</button>
              <label>speed <input id="speed" type="range" min="1" max="60" value="8"></label>
              <button id="reset" type="button">reset</button>
            </div>
            <div id="summary"></div>
            <div id="status"></div>
            <div id="main">
              <div><table id="board" data-queens="" data-step="0"></table></div>
              <ol id="log"></ol>
            </div>
            <div class="legend">
              <span><i class="dot" style="background:#333333"></i>root</span>
              <span><i class="dot" style="background:#9e9e9e"></i>inner</span>
              <span><i class="dot" style="background:#2e9d3a"></i>solution</span>
              <span><i class="dot" style="background:#d0312d"></i>dead end (every square tried was refused)</span>
              <span><i class="dot" style="background:#f29100"></i>pruned (propagation left a row no square)</span>
            </div>
            <div id="treebox"><svg id="tree" xmlns="http://www.w3.org/2000/svg"></svg></div>
            <script type="application/json" id="data">@DATA@</script>
            <script>
            (function () {
              "use strict";
              var data = JSON.parse(document.getElementById("data").textContent);
              var n = data.n, search = 0, step = 0, timer = null;
              var COLOURS = { "root": "#333333", "inner": "#9e9e9e", "solution": "#2e9d3a", "dead-end": "#d0312d", "pruned": "#f29100" };
              var boardEl = document.getElementById("board"), logEl = document.getElementById("log");
              var statusEl = document.getElementById("status"), treeEl = document.getElementById("tree");
              var select = document.getElementById("solver"), playButton = document.getElementById("play");
              var SVG = "http://www.w3.org/2000/svg";

              data.searches.forEach(function (s, i) {
                var option = document.createElement("option");
                option.value = String(i); option.textContent = s.id; select.appendChild(option);
              });

              function letter(c) { return n <= 26 ? String.fromCharCode(96 + c) : String(c); }
              function describe(e) {
                var sq = "row " + e[1] + " column " + e[2];
                switch (e[0]) {
                  case "place": return "place " + sq;
                  case "solution": return "SOLUTION: " + sq + " completes the board";
                  case "backtrack": return "backtrack: take the queen off " + sq;
                  case "choose": return "choose " + e[3] + " (" + e[4] + (e[4] === 1 ? " option)" : " options)");
                  case "refute": return "refute: no queen on " + sq + " from here on";
                  case "fail": return "dead end: propagation after " + sq + " left a row no column";
                  case "reject": case "pruned":
                    var why = e[5] === "column" ? "same column as row " + e[3]
                      : e[5] === "blocked" ? "blocked square"
                      : e[5] === "propagation" ? "no queen attacks it: propagation over several rows, set off at row " + e[3] + " column " + e[4]
                      : "diagonal with row " + e[3] + " column " + e[4] + ": |j - l| = |i - k| = " + Math.abs(e[2] - e[4]);
                    return (e[0] === "reject" ? "reject " : "prune ") + sq + " (" + why + ")";
                }
                return e[0];
              }

              function buildLog() {
                logEl.innerHTML = "";
                data.searches[search].events.forEach(function (e, i) {
                  var li = document.createElement("li");
                  li.className = e[0]; li.textContent = describe(e); li.dataset.index = String(i);
                  li.style.display = "none";
                  logEl.appendChild(li);
                });
              }

              function buildTree() {
                var s = data.searches[search], maxX = 0, maxDepth = 0;
                s.nodes.forEach(function (node) { maxX = Math.max(maxX, node[7]); maxDepth = Math.max(maxDepth, node[2]); });
                var width = 20 + maxX * 14 + 20, height = 20 + maxDepth * 40 + 20;
                treeEl.setAttribute("width", width); treeEl.setAttribute("height", height);
                treeEl.innerHTML = "";
                var byId = s.nodes;
                s.nodes.forEach(function (node) {
                  if (node[1] >= 0) {
                    var parent = byId[node[1]], line = document.createElementNS(SVG, "line");
                    line.setAttribute("x1", 20 + parent[7] * 14); line.setAttribute("y1", 20 + parent[2] * 40);
                    line.setAttribute("x2", 20 + node[7] * 14); line.setAttribute("y2", 20 + node[2] * 40);
                    line.setAttribute("stroke", "#999"); line.setAttribute("data-node", node[0]);
                    treeEl.appendChild(line);
                  }
                });
                s.nodes.forEach(function (node) {
                  var circle = document.createElementNS(SVG, "circle");
                  circle.setAttribute("cx", 20 + node[7] * 14); circle.setAttribute("cy", 20 + node[2] * 40); circle.setAttribute("r", 5);
                  circle.setAttribute("fill", COLOURS[node[5]]); circle.setAttribute("class", "node " + node[5]);
                  circle.setAttribute("data-node", node[0]);
                  var title = document.createElementNS(SVG, "title");
                  title.textContent = node[0] + (node[0] === 0 ? ": root" : ": row " + node[3] + " column " + node[4] + ", " + node[5]);
                  circle.appendChild(title);
                  treeEl.appendChild(circle);
                });
              }

              function render() {
                var s = data.searches[search], events = s.events, queens = [], pruned = {}, current = 0, stack = [0], closed = {};
                for (var r = 1; r <= n; r++) { queens[r] = 0; }
                data.given.forEach(function (q) { queens[q[0]] = q[1]; });
                var nodeOfEvent = {};
                s.nodes.forEach(function (node) { if (node[6] >= 0) { nodeOfEvent[node[6]] = node[0]; } });
                for (var i = 0; i < step; i++) {
                  var e = events[i];
                  if (e[0] === "place" || e[0] === "solution") { queens[e[1]] = e[2]; stack.push(nodeOfEvent[i]); pruned = {}; }
                  else if (e[0] === "backtrack") { queens[e[1]] = 0; closed[stack.pop()] = true; pruned = {}; }
                  else if (e[0] === "pruned" || e[0] === "refute") { pruned[e[1] + "," + e[2]] = true; }
                }
                current = stack[stack.length - 1];
                var last = step > 0 ? events[step - 1] : null;
                var blocked = {};
                data.blocked.forEach(function (b) { blocked[b[0] + "," + b[1]] = true; });
                boardEl.innerHTML = "";
                for (var row = n; row >= 1; row--) {
                  var tr = document.createElement("tr");
                  var th = document.createElement("th"); th.textContent = String(row); tr.appendChild(th);
                  for (var col = 1; col <= n; col++) {
                    var td = document.createElement("td"), key = row + "," + col;
                    td.className = (row + col) % 2 === 0 ? "dark" : "light";
                    td.dataset.row = String(row); td.dataset.column = String(col);
                    if (blocked[key]) { td.className = "blocked"; td.textContent = "x"; }
                    if (queens[row] === col) { td.textContent = "\\u265B"; td.classList.add("queen"); }
                    if (pruned[key]) { td.classList.add("pruned"); }
                    if (last && (last[0] === "reject" || last[0] === "pruned") && last[1] === row && last[2] === col) {
                      td.classList.add("tried"); if (last[0] === "reject") { td.textContent = "\\u00D7"; }
                    }
                    if (last && (last[0] === "reject" || last[0] === "pruned") && last[3] === row && last[4] === col && last[5] !== "blocked"
                        && last[5] !== "propagation") {
                      td.classList.add("attacker");
                    }
                    if (last && (last[0] === "place" || last[0] === "solution") && last[1] === row && last[2] === col) { td.classList.add("latest"); }
                    tr.appendChild(td);
                  }
                  boardEl.appendChild(tr);
                }
                if (n <= 26) {
                  var foot = document.createElement("tr"); foot.appendChild(document.createElement("th"));
                  for (var c = 1; c <= n; c++) { var f = document.createElement("th"); f.textContent = letter(c); foot.appendChild(f); }
                  boardEl.appendChild(foot);
                }
                var compact = [];
                for (var q = 1; q <= n; q++) { compact.push(queens[q] === 0 ? "." : String(queens[q])); }
                boardEl.dataset.queens = compact.join(" ");
                boardEl.dataset.step = String(step);
                statusEl.textContent = "step " + step + " of " + events.length + (last ? ": " + describe(last) : ": the board as given");
                var items = logEl.children;
                for (var k = 0; k < items.length; k++) {
                  items[k].style.display = k < step ? "" : "none";
                  items[k].classList.toggle("current", k === step - 1);
                }
                if (step > 0) { items[step - 1].scrollIntoView({ block: "nearest" }); }
                var circles = treeEl.querySelectorAll("[data-node]");
                for (var m = 0; m < circles.length; m++) {
                  var id = Number(circles[m].getAttribute("data-node")), node = s.nodes[id];
                  var shown = node[6] < step;
                  circles[m].style.visibility = shown ? "visible" : "hidden";
                  if (circles[m].tagName.toLowerCase() === "circle") {
                    // A node shows what became of it once the search has left it (a solution at once); until then it is open.
                    var known = closed[id] || node[5] === "solution" || node[5] === "root";
                    circles[m].setAttribute("fill", known ? COLOURS[node[5]] : "#ffffff");
                    circles[m].setAttribute("stroke", id === current ? "#000" : known ? "none" : "#777");
                    circles[m].setAttribute("stroke-width", id === current ? "3" : "1.5");
                  }
                }
                document.getElementById("summary").textContent = s.title + ". " + s.summary;
              }

              function go(to) {
                var total = data.searches[search].events.length;
                step = Math.max(0, Math.min(total, to));
                render();
                if (step >= total) { pause(); }
              }
              function pause() { if (timer !== null) { clearInterval(timer); timer = null; } playButton.textContent = "play"; }
              function play() {
                if (timer !== null) { pause(); return; }
                if (step >= data.searches[search].events.length) { step = 0; }
                playButton.textContent = "pause";
                timer = setInterval(function () { go(step + 1); }, 1000 / Number(document.getElementById("speed").value));
              }
              function choose(index) { pause(); search = index; step = 0; buildLog(); buildTree(); render(); }

              document.getElementById("forward").addEventListener("click", function () { pause(); go(step + 1); });
              document.getElementById("back").addEventListener("click", function () { pause(); go(step - 1); });
              document.getElementById("reset").addEventListener("click", function () { pause(); go(0); });
              playButton.addEventListener("click", play);
              select.addEventListener("change", function () { choose(Number(select.value)); });
              document.addEventListener("keydown", function (event) {
                if (event.key === "ArrowRight") { pause(); go(step + 1); }
                else if (event.key === "ArrowLeft") { pause(); go(step - 1); }
                else if (event.key === " ") { event.preventDefault(); play(); }
              });
              // A link can open the page at a step: #solver=dlx&step=12.
              var wanted = {};
              location.hash.replace(/^#/, "").split("&").forEach(function (part) {
                var pair = part.split("="); if (pair.length === 2) { wanted[pair[0]] = decodeURIComponent(pair[1]); }
              });
              var start = 0;
              data.searches.forEach(function (s, i) { if (s.id === wanted.solver) { start = i; } });
              select.value = String(start);
              choose(start);
              if (wanted.step) { go(Number(wanted.step)); }
            })();
            </script>
            </body>
            </html>
            """;
}
