package org.nqueens.formulations.external;

import java.util.stream.Collectors;
import org.nqueens.board.Board;

/**
 * The CLP(FD) program of n-queens for GNU Prolog, written out for one board: the program of the
 * seed (a list of n variables over 1..n, {@code fd_all_different} on the columns, and for every
 * pair of rows at distance d the two disequalities {@code Q #\= Q1 + d}, {@code Q #\= Q1 - d}),
 * with the board as a fact ({@code board(N, Given, Blocked)}: given queens and blocked squares as
 * {@code Row-Column} pairs) and labeling by first-fail, the same search as {@code choco-pairwise}.
 *
 * <p>GNU Prolog keeps a domain with holes as a bit vector of at most 127 values unless told
 * otherwise; beyond that it drops values with the warning "Vector too small - maybe lost solutions",
 * which would make an UNSAT answer worthless. The program raises the bound to n first
 * ({@code fd_set_vector_max/1}; the environment variable {@code VECTORMAX} does the same).
 */
final class GnuPrologProgram {

    private static final String CLAUSES = """
            queens(Qs) :-
                board(N, Given, Blocked),
                length(Qs, N),
                fd_domain(Qs, 1, N),
                place(Given, Qs),
                block(Blocked, Qs),
                fd_all_different(Qs),
                safe(Qs).

            % place(Given, Qs): each given queen R-C fixes row R's variable to C.
            place([], _).
            place([R-C|Gs], Qs) :- nth(R, Qs, C), place(Gs, Qs).

            % block(Blocked, Qs): row R's queen is not on the blocked square R-C.
            block([], _).
            block([R-C|Bs], Qs) :- nth(R, Qs, Q), Q #\\= C, block(Bs, Qs).

            % safe(Qs): no two queens share a diagonal; rows at distance D differ in column by other than D.
            safe([]).
            safe([Q|Qs]) :- noattack(Q, Qs, 1), safe(Qs).

            noattack(_, [], _).
            noattack(Q, [Q1|Qs], D) :- Q #\\= Q1 + D, Q #\\= Q1 - D, D1 is D + 1, noattack(Q, Qs, D1).

            % Domains with holes as bit vectors of n values, not the default 127 (which loses values beyond it).
            vector_size :- board(N, _, _), Max is max(N, 127), fd_set_vector_max(Max).

            % first: one solution, or none; all: every solution and how many.
            answer(first) :-
                queens(Qs),
                fd_labeling(Qs, [variable_method(ff), backtracks(B)]), !,
                write(queens(Qs)), nl, write(backtracks(B)), nl.
            answer(first) :- write(none), nl.
            answer(all) :-
                findall(Qs, (queens(Qs), fd_labeling(Qs, [variable_method(ff)])), All),
                print_all(All), length(All, K), write(count(K)), nl.

            print_all([]).
            print_all([Qs|More]) :- write(queens(Qs)), nl, print_all(More).

            main :- vector_size, question(Q), answer(Q), write(end), nl.

            :- initialization((main, halt)).
            """;

    private GnuPrologProgram() {
    }

    /** The program for {@code board}; {@code all} asks for every solution, else for one. */
    static String of(Board board, boolean all) {
        String given = board.queens().stream().map(q -> q.row() + "-" + q.column()).collect(Collectors.joining(", ", "[", "]"));
        String blocked = board.blocked().stream().sorted().map(b -> b.row() + "-" + b.column()).collect(Collectors.joining(", ", "[", "]"));
        return "% n-queens in CLP(FD) for GNU Prolog, for one board.\n"
                + "% board(N, Given, Blocked): the size, the given queens and the blocked squares as Row-Column, from 1.\n"
                + "board(" + board.n() + ", " + given + ", " + blocked + ").\n"
                + "question(" + (all ? "all" : "first") + ").\n\n"
                + CLAUSES;
    }
}
