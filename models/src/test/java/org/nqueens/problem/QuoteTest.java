package org.nqueens.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class QuoteTest {

    static Stream<Arguments> values() {
        return Stream.of(
                Arguments.of("an ordinary value", "dlx", "'dlx'"),
                Arguments.of("an escape sequence", "\u001b[31mred", "'\\u001b[31mred'"),
                Arguments.of("a tab and a line break", "a\tb\nc", "'a\\u0009b\\u000ac'"),
                Arguments.of("a delete and a C1 control", "a\u007f\u009bb", "'a\\u007f\\u009bb'"),
                Arguments.of("a right-to-left override", "a\u202eb", "'a\\u202eb'"),
                Arguments.of("letters of any script", "D\u00fcrer-\u03a3", "'D\u00fcrer-\u03a3'"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("values")
    void controlCharactersAreShownEscaped(String what, String value, String quoted) {
        assertThat(Quote.of(value)).as(what).isEqualTo(quoted);
    }

    @Test
    void aLongValueIsCutToAShortPrefix() {
        assertThat(Quote.of("x".repeat(5_000_000))).isEqualTo("'" + "x".repeat(Quote.PREFIX) + "...'");
        assertThat(Quote.of("")).isEqualTo("''");
        assertThat(Quote.of("y".repeat(Quote.PREFIX))).isEqualTo("'" + "y".repeat(Quote.PREFIX) + "'");
        // A control character counts as the one character it is, escaped or not.
        assertThat(Quote.of("\u001b".repeat(Quote.PREFIX + 1))).isEqualTo("'" + "\\u001b".repeat(Quote.PREFIX) + "...'");
    }

    @Test
    void aWholeMessageHasItsControlCharactersEscapedAndItsLongWordsCut() {
        assertThat(Quote.line("The item 'a\u001b[2J' is bad.")).isEqualTo("The item 'a\\u001b[2J' is bad.");
        String line = Quote.line("Option 1 names " + "z".repeat(5_000_000) + " which is not declared.");
        assertThat(line).hasSizeLessThan(400).startsWith("Option 1 names zzz").endsWith("... which is not declared.");
        assertThat(Quote.line("a normal message")).isEqualTo("a normal message");
    }

    @Test
    void aMissingValueIsQuotedAsNullNotAnError() {
        // Validation messages quote the value they refuse, which may be the missing one (a descriptor's id, a statistic's name).
        assertThat(Quote.of((String) null)).isEqualTo("'null'");
        assertThat(Quote.of((Object) null)).isEqualTo("'null'");
    }
}
