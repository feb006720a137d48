package org.nqueens.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.nqueens.solver.Stats;

class CsvCellsTest {

    private static String csv(ComparisonResult result) {
        StringWriter text = new StringWriter();
        ReportFormat.CSV.write(result, new PrintWriter(text));
        return text.toString();
    }

    private static List<CSVRecord> read(String text) throws IOException {
        try (CSVParser parser = CSVParser.parse(text, CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get())) {
            assertThat(parser.getHeaderNames()).isEqualTo(CsvCells.HEADER);
            return parser.getRecords();
        }
    }

    @Test
    void aNoteWithACommaAQuoteAndALineBreakIsQuotedAndReadsBackTheSame() throws IOException {
        String note = "It said \"no\", then\nchanged its mind.";
        List<Cell> cells = List.of(new Cell("backtrack", new Answer.Count(92, true), Optional.of(Duration.ofMillis(2)), Optional.empty(),
                Stats.of("placements", 1965), false, note));
        Row row = new Row("n=8, again", 8, "92 (known count)", cells, Row.judge(cells, List.of()), List.of());
        ComparisonResult result = new ComparisonResult("backtrack", Duration.ofSeconds(3), 1, 1, "", List.of(new Table(Question.COUNTS,
                List.of("backtrack"), List.of(row))));

        String text = csv(result);

        assertThat(text).startsWith(String.join(",", CsvCells.HEADER) + "\r\n")
                .contains(",\"n=8, again\",8,backtrack,true,ANSWERED,92,false,2.000,,placements=1965,92 (known count),AGREE,"
                        + "\"It said \"\"no\"\", then\nchanged its mind.\"\r\n");
        CSVRecord record = read(text).get(0);
        assertThat(record.get("row")).isEqualTo("n=8, again");
        assertThat(record.get("note")).isEqualTo(note);
    }

    @Test
    void everyCellOfAComparisonIsOneRecordWithItsFields() throws IOException {
        ComparisonResult result = HtmlReportTest.withACountOffByOne();

        List<CSVRecord> records = read(csv(result));

        List<Cell> cells = new ArrayList<>();
        result.tables().forEach(table -> table.rows().forEach(row -> cells.addAll(row.cells())));
        assertThat(records).hasSize(cells.size());
        for (int i = 0; i < cells.size(); i++) {
            assertThat(records.get(i).get("solver")).isEqualTo(cells.get(i).solver());
            assertThat(records.get(i).get("answer")).isEqualTo(cells.get(i).answer().shown());
            assertThat(records.get(i).get("note")).isEqualTo(cells.get(i).note());
            assertThat(records.get(i).get("wrong")).isEqualTo(Boolean.toString(cells.get(i).wrong()));
        }
        assertThat(records).anyMatch(record -> record.get("note").contains(", but n = 4 has 2"));
    }
}
