"""The board in high contrast: every tile in a solid black edge of its own width in
device pixels (2 at least, so clear on the smallest board and on HiDPI), and the
selection, the hint and the keyboard cursor drawn as frames told apart by their form,
not only by their colour."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from llk.model.board.specials import ICE
from llk.model.records.preferences import Theme
from llk.view.board.painting import Mark, highlight_shape, paint_cursor
from llk.view.board.strong_tile import MIN_EDGE_PX, edge_width
from llk.view.board.tile_art import TileArt
from llk.view.theme import APPLIED, apply


def edge_measured(image: QImage) -> int:
    """How many pixels of the middle row, from the left, are the opaque black edge."""
    y = image.height() // 2
    x = 0
    while x < image.width():
        pixel = image.pixelColor(x, y)
        if pixel.alpha() < 250 or pixel.lightness() > 60:
            break
        x += 1
    return x


@pytest.mark.parametrize("marks", [0, ICE])
@pytest.mark.parametrize(
    ("width", "ratio"), [(12, 1.0), (20, 1.0), (20, 2.0), (160, 1.0), (160, 2.0)]
)
def test_every_tile_has_a_black_edge_as_wide_as_its_size_asks(
    strong: None, width: int, ratio: float, marks: int
) -> None:
    art = TileArt()
    art.theme = Theme.HIGH_CONTRAST
    image = art.pixmap(3, width, ratio, marks).toImage()
    pixels = round(width * ratio)
    assert edge_measured(image) == edge_width(pixels) >= MIN_EDGE_PX
    if pixels >= 40:  # room between the edge and the face: the white body (under the ice)
        inside = image.pixelColor(edge_width(pixels) + 1, image.height() // 2)
        assert inside.lightness() > 200


def test_the_edge_grows_with_the_tile() -> None:
    assert edge_width(10) == edge_width(20) == MIN_EDGE_PX
    assert edge_width(100) == 6 and edge_width(320) == 19


def drawn(paint: str) -> QImage:
    """A white tile 80 x 100 with ``paint`` (a mark, or the cursor) over it, in grey."""
    image = QImage(120, 140, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    tile = QRectF(20, 20, 80, 100)
    painter.fillRect(tile, QColor(255, 255, 255))
    if paint == "cursor":
        paint_cursor(painter, tile)
    else:
        mark: Mark = "selected" if paint == "selected" else "hinted"
        path, pen, brush = highlight_shape(tile, mark)
        painter.setPen(pen)
        painter.setBrush(brush)
        painter.drawPath(path)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_Grayscale8)


def frame_coverage(image: QImage) -> float:
    """How much of the frame's middle line, along the tile's top, is not the tile's
    white or the backdrop's black: the frame's own colour (or its black outline)."""
    y = 20 + 5  # inside the top of the frame (12 % of 80 wide: 9.6 pixels)
    row = [image.pixelColor(x, y).lightness() for x in range(40, 80)]
    return sum(1 for v in row if v < 250) / len(row)


def bands(image: QImage) -> int:
    """How many times the middle row turns from dark to light, going in from the left
    to the tile's middle: the lines a frame draws."""
    y = image.height() // 2
    row = [image.pixelColor(x, y).lightness() > 128 for x in range(0, 60)]
    return sum(1 for a, b in pairwise(row) if b and not a)


def test_selection_hint_and_cursor_are_told_apart_without_colour(strong: None) -> None:
    """In grey: the selection a solid frame round the whole tile, the hint a dashed one
    (gaps along its side), the cursor a double frame further in (a light line between
    two dark ones)."""
    selected, hinted, cursor = drawn("selected"), drawn("hinted"), drawn("cursor")
    assert frame_coverage(selected) == 1.0
    assert 0.3 < frame_coverage(hinted) < 0.9
    assert frame_coverage(cursor) == 0.0  # inside where the marks go
    assert bands(cursor) == bands(selected) + 1
    assert selected != hinted != cursor != selected


@pytest.mark.parametrize("theme", [Theme.LIGHT, Theme.DARK])
def test_every_theme_draws_the_marks_and_the_cursor_alike(qapp: QApplication, theme: Theme) -> None:
    """The light and dark themes' marks are frames of the same lines, in their own
    colours, and their cursor the same double frame: told apart without colour too."""
    palette, applied = qapp.palette(), qapp.property(APPLIED)
    apply(theme)
    try:
        selected, hinted, cursor = drawn("selected"), drawn("hinted"), drawn("cursor")
        assert frame_coverage(selected) == 1.0
        assert 0.3 < frame_coverage(hinted) < 0.9
        assert frame_coverage(cursor) == 0.0
        assert bands(cursor) >= bands(selected) + 1  # the dark theme's rim is white
    finally:
        qapp.setPalette(palette)
        qapp.setProperty(APPLIED, applied)


def test_a_menu_has_an_edge_on_the_black(qtbot: QtBot, strong: None) -> None:
    """Fusion frames a menu in the window colour darkened: black on black. In high
    contrast its frame is the text colour."""
    menu = QMenu()
    qtbot.addWidget(menu)
    menu.addAction("Preferences…")
    menu.popup(QPoint(0, 0))
    qtbot.waitExposed(menu)
    image = menu.grab().toImage()
    middle = image.height() // 2
    assert image.pixelColor(0, middle).lightness() > 200
    assert image.pixelColor(image.width() - 1, middle).lightness() > 200
