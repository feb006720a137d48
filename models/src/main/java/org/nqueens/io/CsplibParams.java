package org.nqueens.io;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.nqueens.problem.Problem;
import org.nqueens.problem.Quote;
import org.nqueens.problem.Square;

/**
 * CSPLib parameter files of n-Queens Completion (prob079) and Blocked n-Queens (prob080), in
 * Essence' as CSPLib writes them:
 * <pre>
 * letting n = 8
 * letting init = [[3, 3], [4, 1]]      $ queens placed; row and column counted from 0
 * letting blocks = [[1, 1], [1, 2]]    $ blocked squares; row and column counted from 1
 * </pre>
 * White space and line breaks may stand anywhere, a list may end with a comma before its bracket,
 * {@code $} starts a comment, a {@code language}
 * line is allowed, and {@code init} and {@code blocks} may appear together, alone, or not at all.
 */
public final class CsplibParams {

    /** The largest board size a file may give (the limit it always had; half an int, so n + n does not overflow). */
    private static final long MAX_SIZE = Integer.MAX_VALUE / 2;

    private CsplibParams() {
    }

    /** Whether {@code text} looks like a parameter file (it has a {@code letting} statement). */
    public static boolean looksLike(String text) {
        for (String line : text.split("\\R")) {
            int comment = line.indexOf('$');
            String code = comment >= 0 ? line.substring(0, comment) : line;
            if (code.strip().startsWith("letting")) {
                return true;
            }
        }
        return false;
    }

    /**
     * The parameter file of the classic problem {@code problem}: {@code letting n}, then {@code letting init}
     * with its given queens (0-based) if it has any, then {@code letting blocks} with its blocked squares
     * (1-based) if it has any. {@link #parse} reads it back to the same problem.
     */
    public static String format(Problem problem) {
        StringBuilder text = new StringBuilder();
        text.append("letting n = ").append(problem.rows()).append('\n');
        if (problem.givenCount() > 0) {
            text.append("letting init = ");
            appendPairs(text, problem.given(), 1);
        }
        if (!problem.blocked().isEmpty()) {
            text.append("letting blocks = ");
            appendPairs(text, problem.blocked(), 0);
        }
        return text.toString();
    }

    private static void appendPairs(StringBuilder text, Collection<Square> squares, int shift) {
        text.append('[');
        boolean first = true;
        for (Square square : squares) {
            text.append(first ? "" : ",\n    ").append('[').append(square.row() - shift).append(", ").append(square.column() - shift).append(']');
            first = false;
        }
        text.append("]\n");
    }

    /** Parses a parameter file; {@code source} names it in messages. */
    public static Problem parse(String text, String source) {
        return new Parser(new Lexer(text, source).tokens(), source).parse();
    }

    /** A token and where it starts. */
    private record Token(Kind kind, String text, int line, int column) {
        enum Kind { WORD, NUMBER, SYMBOL, END }

        boolean is(String symbol) {
            return kind != Kind.END && text.equals(symbol);
        }

        String shown() {
            return kind == Kind.END ? "the end of the file" : Quote.of(text);
        }
    }

    private static final class Lexer {
        private final String text;
        private final String source;

        Lexer(String text, String source) {
            this.text = text;
            this.source = source;
        }

        List<Token> tokens() {
            List<Token> tokens = new ArrayList<>();
            int line = 1;
            int lineStart = 0;
            int i = 0;
            while (i < text.length()) {
                char c = text.charAt(i);
                int column = i - lineStart + 1;
                if (c == '\n') {
                    line++;
                    lineStart = ++i;
                } else if (Character.isWhitespace(c)) {
                    i++;
                } else if (c == '$') {
                    while (i < text.length() && text.charAt(i) != '\n') {
                        i++;
                    }
                } else if (Character.isLetter(c) || c == '_') {
                    int start = i;
                    while (i < text.length() && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '_' || text.charAt(i) == '\'')) {
                        i++;
                    }
                    String word = text.substring(start, i);
                    if (word.equals("language")) {
                        while (i < text.length() && text.charAt(i) != '\n') {
                            i++;
                        }
                    } else {
                        tokens.add(new Token(Token.Kind.WORD, word, line, column));
                    }
                } else if (Character.isDigit(c) || (c == '-' && i + 1 < text.length() && Character.isDigit(text.charAt(i + 1)))) {
                    int start = i++;
                    while (i < text.length() && Character.isDigit(text.charAt(i))) {
                        i++;
                    }
                    tokens.add(new Token(Token.Kind.NUMBER, text.substring(start, i), line, column));
                } else if ("=[],".indexOf(c) >= 0) {
                    tokens.add(new Token(Token.Kind.SYMBOL, String.valueOf(c), line, column));
                    i++;
                } else {
                    throw new BoardFormatException(source + ":" + line + ":" + column,
                            "unexpected character '" + GridBoard.printable(c) + "' in a CSPLib parameter file");
                }
            }
            tokens.add(new Token(Token.Kind.END, "", line, i - lineStart + 1));
            return tokens;
        }
    }

    /** A parsed value: a number or a list, with where it starts. */
    private record Value(Long number, List<Value> items, Token start) {
        boolean isNumber() {
            return number != null;
        }
    }

    private static final class Parser {
        private static final Set<String> NAMES = Set.of("n", "init", "blocks");

        private final List<Token> tokens;
        private final String source;
        private int at;

        Parser(List<Token> tokens, String source) {
            this.tokens = tokens;
            this.source = source;
        }

        Problem parse() {
            Map<String, Value> lettings = new LinkedHashMap<>();
            while (peek().kind() != Token.Kind.END) {
                Token letting = next();
                if (!letting.is("letting")) {
                    throw error(letting, "expected 'letting' but found " + letting.shown());
                }
                Token name = next();
                if (name.kind() != Token.Kind.WORD) {
                    throw error(name, "expected a parameter name after 'letting' but found " + name.shown());
                }
                if (!NAMES.contains(name.text())) {
                    throw error(name, "unknown parameter " + Quote.of(name.text()) + "; the parameters are n, init and blocks");
                }
                if (lettings.containsKey(name.text())) {
                    throw error(name, "the parameter " + Quote.of(name.text()) + " is given twice");
                }
                Token equals = next();
                if (!equals.is("=") && !equals.is("be")) {
                    throw error(equals, "expected '=' after 'letting " + name.text() + "' but found " + equals.shown());
                }
                lettings.put(name.text(), value(0));
            }
            Value size = lettings.get("n");
            if (size == null) {
                throw new BoardFormatException(source, "no board size; the file must say 'letting n = N'");
            }
            if (!size.isNumber() || size.number() < 1) {
                throw error(size.start(), "the board size n must be a whole number of at least 1");
            }
            if (size.number() > MAX_SIZE) {
                throw error(size.start(), "the board size n (" + size.start().text() + ") is too large; it must be at most " + MAX_SIZE);
            }
            int n = (int) (long) size.number();
            List<Square> queens = squares(lettings.get("init"), "init", n, 0);
            List<Square> blocked = squares(lettings.get("blocks"), "blocks", n, 1);
            AttackingQueensException.requireBoardCanHold(queens, blocked, source);
            try {
                return Problem.classic(n, queens, blocked);
            } catch (IllegalArgumentException e) {
                throw new BoardFormatException(source, e.getMessage());
            }
        }

        private List<Square> squares(Value list, String name, int n, int base) {
            List<Square> squares = new ArrayList<>();
            if (list == null) {
                return squares;
            }
            String counted = base == 0 ? "from 0 to " + (n - 1) : "from 1 to " + n;
            if (list.isNumber()) {
                throw error(list.start(), Quote.of(name) + " must be a list of [row, column] pairs");
            }
            Set<Square> seen = new HashSet<>();
            for (Value pair : list.items()) {
                if (pair.isNumber() || pair.items().size() != 2 || !pair.items().get(0).isNumber() || !pair.items().get(1).isNumber()) {
                    throw error(pair.start(), "each entry of " + Quote.of(name) + " must be a pair [row, column] of numbers");
                }
                long row = pair.items().get(0).number();
                long column = pair.items().get(1).number();
                if (row < base || row >= n + base || column < base || column >= n + base) {
                    throw error(pair.start(), "the entry [" + row + ", " + column + "] of " + Quote.of(name) + " lies outside the board of size " + n
                            + "; " + Quote.of(name) + " counts rows and columns " + counted);
                }
                Square square = new Square((int) row + 1 - base, (int) column + 1 - base);
                if (!seen.add(square)) {
                    if (name.equals("init")) {
                        throw error(pair.start(), "the queen [" + row + ", " + column + "] is given twice in 'init'");
                    }
                    continue;
                }
                squares.add(square);
            }
            return squares;
        }

        /** A value {@code depth} lists deep: a file nests lists two deep ([[row, column], ...]), and deeper nesting is refused, not recursed into. */
        private Value value(int depth) {
            Token start = next();
            if (start.kind() == Token.Kind.NUMBER) {
                try {
                    return new Value(Long.parseLong(start.text()), null, start);
                } catch (NumberFormatException e) {
                    throw error(start, "the number " + start.text() + " is too large");
                }
            }
            if (!start.is("[")) {
                throw error(start, "expected a number or '[' but found " + start.shown());
            }
            if (depth == 2) {
                throw error(start, "a list inside a pair; the lists of a parameter file nest two deep: [[row, column], ...]");
            }
            List<Value> items = new ArrayList<>();
            if (peek().is("]")) {
                next();
                return new Value(null, items, start);
            }
            while (true) {
                items.add(value(depth + 1));
                Token separator = next();
                if (separator.is("]")) {
                    return new Value(null, items, start);
                }
                if (!separator.is(",")) {
                    throw error(separator, "expected ',' or ']' but found " + separator.shown());
                }
                if (peek().is("]")) {
                    next();
                    return new Value(null, items, start);
                }
            }
        }

        private Token peek() {
            return tokens.get(at);
        }

        private Token next() {
            Token token = tokens.get(at);
            if (token.kind() != Token.Kind.END) {
                at++;
            }
            return token;
        }

        private BoardFormatException error(Token token, String problem) {
            return new BoardFormatException(source + ":" + token.line() + ":" + token.column(), problem);
        }
    }
}
