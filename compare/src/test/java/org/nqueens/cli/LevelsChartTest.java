package org.nqueens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueens.teach.LevelWidths;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** {@code levels N --format svg}: the profile of the search tree, a well-formed SVG document with one bar a level. */
class LevelsChartTest {

    @ParameterizedTest(name = "levels {0} --format svg {1}")
    @CsvSource({"8, ''", "8, --log", "3, ''", "1, --log", "14, --log", "14, ''"})
    void theProfileIsWellFormedSvgWithOneBarALevelAsHighAsItsWidth(int n, String scale) throws Exception {
        List<String> args = new ArrayList<>(List.of("levels", String.valueOf(n), "--format", "svg"));
        if (!scale.isEmpty()) {
            args.add(scale);
        }
        CommandRun run = CommandRun.of(args.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.err()).isZero();

        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document svg = factory.newDocumentBuilder().parse(new ByteArrayInputStream(run.out().getBytes(StandardCharsets.UTF_8)));
        Element root = svg.getDocumentElement();
        assertThat(root.getLocalName()).isEqualTo("svg");
        assertThat(root.getNamespaceURI()).isEqualTo("http://www.w3.org/2000/svg");

        long[] widths = LevelWidths.of(n).widths();
        List<Element> bars = new ArrayList<>();
        NodeList rects = svg.getElementsByTagNameNS("http://www.w3.org/2000/svg", "rect");
        for (int i = 0; i < rects.getLength(); i++) {
            Element rect = (Element) rects.item(i);
            if (rect.getAttribute("class").equals("bar")) {
                bars.add(rect);
            }
        }
        assertThat(bars).hasSize(n);
        double previousHeight = -1;
        long previousWidth = -1;
        for (int k = 1; k <= n; k++) {
            Element bar = bars.get(k - 1);
            assertThat(bar.getAttribute("data-k")).isEqualTo(String.valueOf(k));
            assertThat(bar.getAttribute("data-width")).isEqualTo(String.valueOf(widths[k - 1]));
            double height = Double.parseDouble(bar.getAttribute("height"));
            assertThat(height).as("depth %d", k).isGreaterThanOrEqualTo(0);
            assertThat(height == 0).as("depth %d: a bar has no height exactly when its width is 0", k).isEqualTo(widths[k - 1] == 0);
            if (widths[k - 1] > previousWidth && previousWidth >= 0) {
                // On a linear scale, the narrow levels of a large board are all one pixel high.
                assertThat(height).as("a wider level is a higher bar, depth %d", k)
                        .isGreaterThan(scale.isEmpty() && previousHeight == 1 ? previousHeight - 1 : previousHeight);
            }
            previousHeight = height;
            previousWidth = widths[k - 1];
        }
        assertThat(run.out()).contains("depth k (queens placed on rows 1..k)", "safe k-arrangements" + (scale.isEmpty() ? "<" : " (log scale)"),
                "sum " + LevelWidths.of(n).placements() + ":");
    }
}
