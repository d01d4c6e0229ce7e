"""Every dialog over its window: the first question waits until the window manager has
put the window in its place, and open dialogs follow their window when it moves."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from llk.dialogs.placement import when_exposed
from llk.wiring import Parts


def test_the_first_question_waits_until_the_window_is_exposed(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    seen: list[bool] = []
    when_exposed(window, lambda: seen.append(window.windowHandle().isExposed()))
    qtbot.waitUntil(lambda: seen != [])
    assert seen == [True]


def test_open_dialogs_follow_their_window_when_it_moves(qtbot: QtBot, parts: Parts) -> None:
    """A window manager may move the window after a dialog opened over it (placing a new
    window), or the player may: the dialogs go along, staying over it."""
    window = parts.window
    parts.dialogs.show_about()
    about = parts.dialogs.current
    assert isinstance(about, QDialog)
    qtbot.waitExposed(about)
    before, dialog_before = window.pos(), about.pos()
    window.move(before + QPoint(37, 23))
    qtbot.waitUntil(lambda: window.pos() == before + QPoint(37, 23))
    assert about.pos() == dialog_before + QPoint(37, 23)
