"""A big board grows the window until its tiles read at a glance, as far as the screen's
free area goes (a fake one here), and never against the player's own size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QSizeGrip
from pytestqt.qtbot import QtBot

from llk.model import GameSettings
from llk.view import screen_fit
from llk.view.board.painting import room_for
from llk.view.main_window import READABLE_TILE
from llk.wiring import Parts

HUGE = GameSettings(rows=20, cols=30, kinds=48, levels=False)
BIG_SCREEN = QRect(0, 0, 2560, 1400)
"""A 2560 x 1440 screen less its task bar."""
LAPTOP = QRect(0, 24, 1366, 720)
"""A 1366 x 768 screen less a top panel and a task bar."""


def opened_default(
    qtbot: QtBot, parts: Parts, monkeypatch: pytest.MonkeyPatch, free: QRect
) -> None:
    """The window at its first size and place, its board the small one, on a screen
    whose free area is ``free``."""
    monkeypatch.setattr(screen_fit, "free_area", lambda _widget: free)
    parts.window.setGeometry(100, 80, 1000, 680)
    qtbot.waitUntil(lambda: parts.window.board_view.maximumViewportSize().width() > 600)


def tile_width(parts: Parts) -> float:
    return parts.window.board_view.tile_size()[0]


def test_a_huge_board_grows_the_window_until_its_tiles_are_readable(
    qtbot: QtBot, parts: Parts, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened_default(qtbot, parts, monkeypatch, BIG_SCREEN)
    parts.controller.new_game(1, HUGE)
    qtbot.waitUntil(lambda: tile_width(parts) >= READABLE_TILE)
    assert BIG_SCREEN.contains(parts.window.frameGeometry())


def test_a_small_screen_gives_the_huge_board_all_it_has_and_no_more(
    qtbot: QtBot, parts: Parts, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As wide as the screen allows: tiles one pixel wider would not fit on it."""
    opened_default(qtbot, parts, monkeypatch, LAPTOP)
    parts.controller.new_game(1, HUGE)
    window, view = parts.window, parts.window.board_view
    qtbot.waitUntil(lambda: window.frameGeometry().height() > 684)
    assert LAPTOP.contains(window.frameGeometry()) and tile_width(parts) < READABLE_TILE
    around = window.frameGeometry().size() - view.maximumViewportSize()
    wider = room_for(tile_width(parts) + 1, HUGE.rows, HUGE.cols, view.art.aspect)
    assert wider[0] + around.width() > LAPTOP.width() or (
        wider[1] + around.height() > LAPTOP.height()
    )


def test_a_board_read_at_a_glance_or_a_size_the_player_chose_keeps_the_window(
    qtbot: QtBot, parts: Parts, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened_default(qtbot, parts, monkeypatch, BIG_SCREEN)
    parts.controller.new_game(2)  # the default board: tiles wide enough already
    assert parts.window.size().toTuple() == (1000, 680)
    parts.controller.new_game(1, HUGE)
    qtbot.waitUntil(lambda: tile_width(parts) >= READABLE_TILE)
    parts.window.resize(1000, 680)  # the player wants it small
    qtbot.waitUntil(lambda: tile_width(parts) < READABLE_TILE)
    parts.controller.new_game(3, HUGE)  # the same shape again
    assert parts.window.size().toTuple() == (1000, 680)


def test_no_size_grip_at_the_foot_of_the_window(parts: Parts) -> None:
    """The window manager's border resizes the window: no dotted grip in the status bar."""
    grips = [grip for grip in parts.window.findChildren(QSizeGrip) if grip.isVisible()]
    assert grips == [] and not parts.window.statusBar().isSizeGripEnabled()
