package org.nqueens.formulations.external;

import org.nqueens.problem.Problem;


/**
 * The CLP(FD) program of n-queens for GNU Prolog, written out for one board: the program of the
 * seed (a list of n variables over 1..n, {@code fd_all_different} on the columns, and for every
 * pair of rows at distance d the two disequalities {@code Q #\= Q1 + d}, {@code Q #\= Q1 - d}),
 * with the board as facts ({@code size(N)}, {@code given(Row, Column)} a given queen, {@code blocked(Row, Column)} a
 * blocked square; one fact a square, because one clause holding a long list of them overflows the stack of
 * GNU Prolog's compiler) and labeling by first-fail, trying the middle of each domain first. Why middle: GNU
 * Prolog's first-fail breaks ties to the leftmost variable and its smallest value, which on the empty board took
 * 8,800 backtracks at n = 130 and found nothing in 20 s at n = 150; from the middle it took 0 at n = 100, 7 at
 * n = 150 and 2 at n = 200. (The seed's own labeling, {@code variable_method(random)}, needs a seed and varies
 * from run to run; the toolkit's runs repeat.)
 *
 * <p>GNU Prolog keeps a domain with holes as a bit vector of at most 127 values unless told
 * otherwise; beyond that it drops values with the warning "Vector too small - maybe lost solutions",
 * which would make an UNSAT answer worthless. The program raises the bound to n first
 * ({@code fd_set_vector_max/1}; the environment variable {@code VECTORMAX} does the same).
 */
final class GnuPrologProgram {

    private static final String CLAUSES = """
            queens(Qs) :-
                size(N),
                findall(R-C, given(R, C), Given),
                findall(R-C, blocked(R, C), Blocked),
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
            vector_size :- size(N), Max is max(N, 127), fd_set_vector_max(Max).

            % first: one solution, or none; all: every solution and how many.
            answer(first) :-
                queens(Qs),
                fd_labeling(Qs, [variable_method(ff), value_method(middle), backtracks(B)]), !,
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

    /** The program for {@code problem}; {@code all} asks for every solution, else for one. */
    static String of(Problem problem, boolean all) {
        StringBuilder program = new StringBuilder()
                .append("% n-queens in CLP(FD) for GNU Prolog, for one board: its size, given queens and blocked squares,\n")
                .append("% as given(Row, Column) and blocked(Row, Column), numbered from 1.\n")
                .append(":- dynamic(given/2).\n:- dynamic(blocked/2).\n")
                .append("size(").append(problem.rows()).append(").\n");
        problem.given().forEach(queen -> program.append("given(").append(queen.row()).append(", ").append(queen.column()).append(").\n"));
        problem.blocked().stream().sorted()
                .forEach(square -> program.append("blocked(").append(square.row()).append(", ").append(square.column()).append(").\n"));
        return program.append("question(").append(all ? "all" : "first").append(").\n\n").append(CLAUSES).toString();
    }
}
