"""The marks over a tile (the selection, the hint, a mismatch, one face's tiles) read at
3:1 or more against the tile (WCAG 1.4.11) in every theme, in normal vision, in grey and
as people with protanopia, deuteranopia and tritanopia see them (Machado et al. 2009),
and their form alone tells them apart. In the light and dark themes they differed by
colour only and read at 1.0 to 1.9:1; under tritanopia the selection and the mismatch
were one colour. How it is measured: `tools/mark_contrast.py`'s docstring; the table of
figures: ``python -m tools.mark_contrast [TILE_WIDTH]``."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from llk.model.records.preferences import Theme
from llk.view.board.painting import MARK_COLOURS, Mark, mark_width
from llk.view.board.tile_art import TileArt
from llk.view.theme import APPLIED, apply
from tools.face_likeness import VIEWS
from tools.mark_contrast import NORMAL, THEMES, WCAG_NON_TEXT, MarkedTile, form, mark_contrast

FORMS = {"selected": "solid", "hinted": "dashes", "same_face": "dots", "flash": "dash-dots"}
"""What each mark looks like, whatever its colour."""


@pytest.fixture(params=THEMES, ids=[theme.value for theme in THEMES])
def art(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[TileArt]:
    """LLK's tiles in each theme, applied; the application as it was afterwards."""
    palette, applied = qapp.palette(), qapp.property(APPLIED)
    theme: Theme = request.param
    apply(theme)
    art = TileArt()
    art.theme = theme
    yield art
    qapp.setPalette(palette)
    qapp.setProperty(APPLIED, applied)


@pytest.mark.parametrize("width", [32, 80, 160])
@pytest.mark.parametrize("mark", list(MARK_COLOURS))
def test_every_mark_reads_at_3_to_1_in_every_view(art: TileArt, mark: Mark, width: int) -> None:
    """On the smallest tiles a board shows (32 px), the usual ones and the largest zoom."""
    tile = MarkedTile(art, mark, width)
    seen = {view.name: mark_contrast(tile.contrasts(view)) for view in (NORMAL, *VIEWS)}
    assert {name: round(c, 2) for name, c in seen.items() if c < WCAG_NON_TEXT} == {}


@pytest.mark.parametrize("width", [32, 80, 160])
def test_the_marks_are_told_apart_by_form(art: TileArt, width: int) -> None:
    """Solid, dashes, dots, dash-dots: the shapes the marks' opaque pixels make round the
    tile, which colour does not enter (and each reads at 3:1, above)."""
    forms = {}
    for mark in MARK_COLOURS:
        tile = MarkedTile(art, mark, width)
        forms[mark] = form(tile.contrasts(NORMAL), mark_width(tile.rect))
    assert forms == FORMS
