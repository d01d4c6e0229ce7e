"""A resize redraws at once, with the pictures of the last size scaled, and renders them
afresh at the new size once it has rested: the board and the backdrop never wait for
the SVG art while the window is resized, and end sharp."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, QTimer
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from llk.wiring import Parts


def rested(qtbot: QtBot, sharpening: QTimer) -> None:
    """Let ``sharpening`` fire now, as it does once the size has rested."""
    with qtbot.waitSignal(sharpening.timeout):
        sharpening.start(0)


def resized(qtbot: QtBot, parts: Parts, width: int, height: int) -> None:
    board = parts.window.board_view
    before = board.tile_size()
    parts.window.resize(width, height)
    qtbot.waitUntil(lambda: board.tile_size() != before)


def test_a_resize_draws_the_tiles_at_their_new_size_at_once_and_sharpens_them_later(
    qtbot: QtBot, parts: Parts
) -> None:
    board = parts.window.board_view
    [tile, *_] = board.tiles.items().values()
    rendered = tile.rendered_width
    resized(qtbot, parts, 1400, 950)
    width, height = board.tile_size()
    assert tile.drawn_size == pytest.approx((width, height), abs=1)  # new size, at once
    assert tile.rendered_width == rendered  # the last size's picture, scaled
    assert board.sharpening.isActive()
    rested(qtbot, board.sharpening)
    assert tile.rendered_width == round(width * board.devicePixelRatioF())
    assert tile.drawn_size == pytest.approx((width, height), abs=1)


def test_a_resize_paints_the_whole_backdrop_at_once_and_renders_it_afresh_later(
    qtbot: QtBot, parts: Parts
) -> None:
    backdrop = parts.window.backdrop
    backdrop.grab()
    rendered = backdrop.rendered_size
    resized(qtbot, parts, 1400, 950)
    picture = backdrop.grab().toImage()  # painted now, with the last size's picture
    assert backdrop.rendered_size == rendered
    corner = picture.pixelColor(picture.width() - 2, picture.height() - 2)
    assert corner.alpha() == 255 and corner != QColor("white")  # no white area
    rested(qtbot, backdrop.sharpening)
    backdrop.grab()
    ratio = backdrop.devicePixelRatioF()
    assert backdrop.rendered_size == QSize(round(1400 * ratio), round(backdrop.height() * ratio))
