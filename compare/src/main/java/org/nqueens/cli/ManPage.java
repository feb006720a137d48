package org.nqueens.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * One command's manual page in troff ({@code man -l nqueens-solve.1}), written from the command's picocli
 * definition: its name, summary, synopsis, arguments, options, exit codes and the pages beside it. Nothing in a
 * page is written by hand, so a page cannot drift from the command it documents.
 *
 * @param command the command the page documents
 * @param top the root command, whose exit codes every page lists and whose pages are "see also"
 * @param version the version the footer names
 */
record ManPage(CommandSpec command, CommandSpec top, String version) {

    /** The page's file name: {@code nqueens.1}, {@code nqueens-solve.1}. */
    static String fileName(CommandSpec command) {
        return pageName(command) + ".1";
    }

    private static String pageName(CommandSpec command) {
        return command.qualifiedName("-");
    }

    /** The page, in troff with the man macros. */
    String troff() {
        StringBuilder page = new StringBuilder();
        page.append(".\\\" Generated from the picocli definition of '").append(command.qualifiedName()).append("'; do not edit.\n");
        page.append(".TH \"").append(pageName(command).toUpperCase(Locale.ROOT)).append("\" 1 \"\" \"")
                .append(escape("nqueens " + version)).append("\" \"nqueens manual\"\n");
        page.append(".SH NAME\n").append(escape(pageName(command))).append(" \\- ").append(escape(summary(command))).append('\n');
        page.append(".SH SYNOPSIS\n").append(synopsis()).append('\n');
        page.append(".SH DESCRIPTION\n").append(paragraph(command.usageMessage().description()));
        if (!command.subcommands().isEmpty()) {
            page.append(".SH COMMANDS\n");
            command.subcommands().forEach((name, sub) -> {
                if (!sub.getCommandSpec().usageMessage().hidden() && name.equals(sub.getCommandName())) {
                    page.append(".TP\n.B ").append(escape(name)).append('\n')
                            .append(escape(summary(sub.getCommandSpec()))).append('\n');
                }
            });
        }
        List<PositionalParamSpec> positionals = command.positionalParameters().stream().filter(p -> !p.hidden()).toList();
        if (!positionals.isEmpty()) {
            page.append(".SH ARGUMENTS\n");
            for (PositionalParamSpec positional : positionals) {
                page.append(".TP\n.I ").append(escape(positional.paramLabel())).append('\n').append(description(positional));
            }
        }
        List<OptionSpec> options = command.options().stream().filter(o -> !o.hidden()).toList();
        if (!options.isEmpty()) {
            page.append(".SH OPTIONS\n");
            for (OptionSpec option : options) {
                page.append(".TP\n").append(optionTerm(option)).append('\n').append(description(option));
            }
        }
        List<String> exitCodes = exitCodes();
        if (!exitCodes.isEmpty()) {
            page.append(".SH EXIT STATUS\n");
            for (String line : exitCodes) {
                int colon = line.indexOf(':');
                page.append(".TP\n.B ").append(escape(line.substring(0, colon).strip())).append('\n')
                        .append(escape(line.substring(colon + 1).strip())).append('\n');
            }
        }
        page.append(".SH SEE ALSO\n").append(seeAlso()).append('\n');
        return page.toString();
    }

    /** The one-line summary: the command's header, else the first line of its description. */
    static String summary(CommandSpec command) {
        String[] header = command.usageMessage().header();
        String[] lines = header.length > 0 ? header : command.usageMessage().description();
        return lines.length == 0 ? "" : text(lines[0]);
    }

    private String synopsis() {
        CommandLine.Help help = new CommandLine.Help(command, CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
        String usage = help.synopsis(0).strip();
        return ".nf\n" + escape(usage) + "\n.fi";
    }

    private static String optionTerm(OptionSpec option) {
        StringBuilder term = new StringBuilder();
        for (String name : option.names()) {
            if (term.length() > 0) {
                term.append(", ");
            }
            term.append("\\fB").append(escape(name)).append("\\fR");
            if (option.arity().max() > 0) {
                term.append(name.startsWith("--") ? "=" : " ").append("\\fI").append(escape(option.paramLabel())).append("\\fR");
            }
        }
        return term.toString();
    }

    private static String description(ArgSpec arg) {
        return paragraph(arg.description());
    }

    /** Description lines as one filled paragraph; picocli's %n becomes a line break. */
    private static String paragraph(String[] lines) {
        StringBuilder text = new StringBuilder();
        for (String line : lines) {
            for (String part : text(line).split("\n", -1)) {
                if (text.length() > 0 && part.isEmpty()) {
                    text.append(".br\n");
                } else if (!part.isEmpty()) {
                    text.append(escape(part)).append('\n');
                }
            }
        }
        return text.toString();
    }

    /** A description line as picocli prints it: format specifiers applied. */
    private static String text(String line) {
        return line.replace("%n", "\n").replace("%%", "%");
    }

    private List<String> exitCodes() {
        CommandSpec withCodes = command.usageMessage().exitCodeListHeading() != null && !command.usageMessage().exitCodeList().isEmpty()
                ? command : top;
        List<String> lines = new ArrayList<>();
        withCodes.usageMessage().exitCodeList().forEach((code, meaning) -> lines.add(code.strip() + ":" + text(meaning).strip()));
        return lines;
    }

    private String seeAlso() {
        List<String> pages = new ArrayList<>();
        if (command != top) {
            pages.add(pageName(top));
        }
        top.subcommands().forEach((name, sub) -> {
            CommandSpec spec = sub.getCommandSpec();
            if (spec != command && !spec.usageMessage().hidden() && name.equals(sub.getCommandName())) {
                pages.add(pageName(spec));
            }
        });
        List<String> references = pages.stream().map(name -> "\\fB" + escape(name) + "\\fR(1)").toList();
        return String.join(",\n", references);
    }

    /** Text safe in a troff line: backslashes and hyphens escaped, a leading control character disarmed. */
    static String escape(String text) {
        String escaped = text.replace("\\", "\\e").replace("-", "\\-");
        return escaped.startsWith(".") || escaped.startsWith("'") ? "\\&" + escaped : escaped;
    }
}
