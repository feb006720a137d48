package org.nqueens.dlx;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The one-pass reader against its reference reading (the first reader's strip and split per line): on random texts
 * made of the characters where they could part (separators of both kinds, '|', line ends of three kinds, control and
 * non-ASCII white space, accented letters), both accept the same problems and refuse the rest with the same message.
 */
class ExactCoverReaderTest {

    private static final String ALPHABET = "abcab|  \t\n\n\r\u000B\f\u001C\u2003\u00e9x";

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 400);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void readsEveryTextAsTheReferenceReadingDoes(long seed) {
        Random random = new Random(seed);
        StringBuilder text = new StringBuilder();
        for (int k = random.nextInt(60); k > 0; k--) {
            // Mostly names and spaces, so that many texts are problems and reach their options.
            int pick = random.nextInt(10);
            text.append(pick < 5 ? "abc".charAt(random.nextInt(3)) : pick < 7 ? ' ' : pick < 8 ? '\n'
                    : ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        String input = text.toString();
        String expected = outcome(() -> ExactCoverReader.readByReference(input, "t"));
        assertThat(outcome(() -> ExactCoverReader.read(input, "t"))).as("seed %d, text %s", seed, escaped(input)).isEqualTo(expected);
        assertThat(outcome(() -> ExactCoverText.read(new StringReader(input), "t"))).as("seed %d, text %s", seed, escaped(input))
                .isEqualTo(expected);
    }

    /** The problem written as text, with its item count, or the fault's message and line. */
    private static String outcome(java.util.function.Supplier<ExactCover> read) {
        try {
            ExactCover problem = read.get();
            return problem.itemCount() + " items, " + problem.primaryCount() + " primary:\n" + ExactCoverText.write(problem);
        } catch (ExactCoverFormatException e) {
            return "fault at line " + e.line() + ": " + e.getMessage();
        }
    }

    private static String escaped(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            out.append(c >= ' ' && c <= '~' ? String.valueOf(c) : String.format("\\u%04x", (int) c));
        }
        return out.toString();
    }
}
