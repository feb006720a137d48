package org.nqueens.cli;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;

/** Reads a time limit: {@code 10s}, {@code 500ms}, {@code 2m}, {@code 1h}, or a plain number of seconds. */
final class TimeLimitConverter implements CommandLine.ITypeConverter<Duration> {

    private static final Pattern FORM = Pattern.compile("(\\d+(?:\\.\\d+)?)(ms|s|m|h)?");

    @Override
    public Duration convert(String value) {
        Matcher matcher = FORM.matcher(value.strip());
        if (!matcher.matches()) {
            throw new CommandLine.TypeConversionException("'" + value + "' is not a time limit; write it as 10s, 500ms, 2m or 1h");
        }
        double amount = Double.parseDouble(matcher.group(1));
        String unit = matcher.group(2) == null ? "s" : matcher.group(2);
        double millis = switch (unit) {
            case "ms" -> amount;
            case "m" -> amount * 60_000;
            case "h" -> amount * 3_600_000;
            default -> amount * 1000;
        };
        if (millis < 1 || millis > 1e12) {
            throw new CommandLine.TypeConversionException("the time limit '" + value + "' must lie between 1ms and 10000 days");
        }
        return Duration.ofMillis(Math.round(millis));
    }
}
