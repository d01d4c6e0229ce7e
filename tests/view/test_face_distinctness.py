"""No two of LLK's 48 faces look alike by shape: in grey and as people with protanopia,
deuteranopia and tritanopia see them (Machado et al. 2009). How alike is measured, and
why the threshold is where it is, is `tools/face_likeness.py`'s docstring; the closest
pairs and sheets of every view: ``python tools/face_distinctness.py OUT_FOLDER``."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from llk.view.board.tile_art import TileArt
from llk.view.face_names import OWN_FACES
from tools.face_likeness import (
    MACHADO_DEUTERANOPIA,
    MACHADO_PROTANOPIA,
    MACHADO_TRITANOPIA,
    THRESHOLD,
    VIEWS,
    bare_tile,
    cells,
    descriptor,
    descriptors,
    distance,
    face_image,
    face_label,
    pairs,
    seen,
)

Descriptors = dict[str, list[list[float]]]


@pytest.fixture(scope="module")
def every_view(qapp: QApplication) -> Descriptors:
    """Every face's descriptor in every view, worked out once (about a second)."""
    return descriptors(TileArt())


def test_every_face_is_measured_in_every_view(every_view: Descriptors) -> None:
    assert list(every_view) == ["grey", "protan", "deutan", "tritan"]
    assert all(len(faces) == len(OWN_FACES) == 48 for faces in every_view.values())


def test_no_two_faces_are_alike_in_any_view(every_view: Descriptors) -> None:
    alike = [
        f"{pair.view}: {face_label(pair.first)} and {face_label(pair.second)} are alike"
        f" ({pair.score:.3f} < {THRESHOLD})"
        for pair in pairs(every_view)
        if pair.score < THRESHOLD
    ]
    assert alike == [], "\n".join(alike)


def test_a_face_moved_by_two_pixels_is_still_alike_to_itself(qtbot: QtBot) -> None:
    """The measure forgives a face drawn a pixel or two off its place (here (2, 2), the
    worst move found): else the threshold would measure placement, not shape."""
    art, view = TileArt(), VIEWS[0]
    tile = seen(cells(bare_tile()), view)
    moved = {
        face_label(face): distance(
            descriptor(seen(cells(face_image(art, face)), view), tile),
            descriptor(seen(cells(face_image(art, face, 2, 2)), view), tile),
        )
        for face in range(1, len(OWN_FACES) + 1)
    }
    assert {face: score for face, score in moved.items() if score >= THRESHOLD} == {}


@pytest.mark.parametrize("matrix", [MACHADO_PROTANOPIA, MACHADO_DEUTERANOPIA, MACHADO_TRITANOPIA])
def test_the_simulations_keep_white_and_grey(matrix: tuple[tuple[float, ...], ...]) -> None:
    """Each row of Machado's matrices sums to 1: a mistyped value would tint the greys."""
    assert [round(sum(row), 4) for row in matrix] == [1.0, 1.0, 1.0]
