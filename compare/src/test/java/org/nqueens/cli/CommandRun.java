package org.nqueens.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.nqueens.formulations.Formulations;

/** One in-process run of the command line: its exit code and what it printed. */
record CommandRun(int exitCode, String out, String err) {

    static CommandRun of(String... args) {
        return with(Formulations.standard(), args);
    }

    static CommandRun with(Formulations formulations, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Nqueens.run(formulations, new PrintWriter(out), new PrintWriter(err), args);
        return new CommandRun(code, out.toString(), err.toString());
    }
}
