package org.nqueens.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class TransformTest {

    @Test
    void theSquareHasEightMotionsTheRectangleFourTheTorusTheTranslationsToo() {
        assertThat(Transform.of(Problem.queens(8))).hasSize(8);
        assertThat(Transform.of(Problem.on(new Geometry(8, 10, false)).build())).hasSize(4);
        assertThat(Transform.of(Problem.on(new Geometry(5, 5, true)).build())).hasSize(8 * 25);
    }

    @Test
    void onlyTheMotionsThatKeepThePawnsAreSymmetries() {
        Problem centred = Problem.on(Geometry.square(5)).pawns(List.of(new Square(3, 3))).build();
        assertThat(Transform.of(centred)).hasSize(8);
        Problem corner = Problem.on(Geometry.square(5)).pawns(List.of(new Square(1, 1))).build();
        // the identity and the mirror in the diagonal through a1
        assertThat(Transform.of(corner)).hasSize(2);
    }

    @Test
    void everyMotionMapsTheBoardOntoItself() {
        for (Transform transform : Transform.of(Problem.on(new Geometry(3, 3, true)).build())) {
            java.util.Set<Square> images = new java.util.HashSet<>();
            for (int r = 1; r <= 3; r++) {
                for (int c = 1; c <= 3; c++) {
                    images.add(transform.apply(new Square(r, c)));
                }
            }
            assertThat(images).as(transform.toString()).hasSize(9);
        }
    }
}
