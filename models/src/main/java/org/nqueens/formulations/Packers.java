package org.nqueens.formulations;

import java.util.List;
import java.util.Optional;
import org.nqueens.formulations.cpsat.CpSatPacker;
import org.nqueens.relatives.LinksPacker;
import org.nqueens.relatives.Packer;
import org.nqueens.solver.UnknownSolverException;

/** The formulations of the disjoint question by id, the default first: dancing links, then CP-SAT. */
public final class Packers {

    private final List<Packer> packers;

    private Packers(List<Packer> packers) {
        this.packers = List.copyOf(packers);
    }

    /** Dancing links ({@code dlx}) and CP-SAT ({@code cpsat}), each on {@code threads} threads. */
    public static Packers standard(int threads) {
        return new Packers(List.of(new LinksPacker(threads), new CpSatPacker(threads)));
    }

    /** The packers in order. */
    public List<Packer> all() {
        return packers;
    }

    /** The default packer, the first. */
    public Packer first() {
        return packers.get(0);
    }

    /** The packer named {@code id}, empty for none; an id that names none is bad input. */
    public Optional<Packer> named(String id) {
        if (id == null) {
            return Optional.empty();
        }
        return Optional.of(packers.stream().filter(packer -> packer.id().equals(id)).findFirst()
                .orElseThrow(() -> new UnknownSolverException(id, packers.stream().map(Packer::id).toList())));
    }
}
