"""What a screen reader is told as the game goes: a deal's size, a pick, a mismatch and
why, a pair removed and what slid, a hint, the time running short, in both languages."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTranslator
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from llk.model import Game, GameSettings
from llk.model.gravity import ShiftMode
from llk.view.face_names import face_name
from llk.wiring import Parts
from tests.app.test_game_window import click_cell
from tests.game_window import SLIDING
from tests.model.clock import FakeClock


@pytest.fixture
def heard(parts: Parts, clock: FakeClock) -> list[str]:
    """What is announced once `SLIDING` is dealt under "down" (its deal included)."""
    said: list[str] = []
    parts.announcer.announced.connect(said.append)
    settings = GameSettings(levels=False, gravity=ShiftMode.DOWN)
    parts.controller.start(Game(settings, seed=1, clock=clock, board=SLIDING))
    return said


def test_a_deal_is_told_by_its_size_and_shift(heard: list[str]) -> None:
    assert heard == [
        "Game 1: link pairs of equal tiles. 4 rows by 2 columns, 8 tiles. Tiles fall down."
    ]


def test_a_pick_a_mismatch_and_a_removal_are_told(
    qtbot: QtBot, parts: Parts, heard: list[str]
) -> None:
    click_cell(qtbot, parts, (0, 0))  # a 2
    click_cell(qtbot, parts, (0, 1))  # a 3: the second one is picked now
    click_cell(qtbot, parts, (1, 0))
    click_cell(qtbot, parts, (2, 0))  # the 1s go; the 2 above them slides down
    assert heard[1:] == [
        f"Picked {face_name(2)}, row 1, column 1.",
        f"Those two tiles are different. Picked {face_name(3)}, row 1, column 2.",
        f"Those two tiles are different. Picked {face_name(1)}, row 2, column 1.",
        f"Pair removed: {face_name(1)}. Tiles fall down: {face_name(2)} in column 1 from row 1 "
        "to 3. 6 tiles left.",
    ]


def test_a_hint_says_its_two_cells(parts: Parts, heard: list[str]) -> None:
    parts.actions.hint.trigger()
    assert heard[-1].startswith(f"Hint: {face_name(1)}, row 2, column 1 and row 3, column 1.")


def test_the_time_running_short_is_told(parts: Parts, heard: list[str]) -> None:
    """The countdown's warnings are told (the warnings themselves: tests/controller)."""
    parts.controller.countdown.time_warning.emit(30)
    parts.announcer.time_warning(1)
    assert heard[-2:] == ["30 seconds left.", "1 second left."]


def test_the_cursor_cell_is_the_readers_focus_after_tab(qtbot: QtBot, parts: Parts) -> None:
    """Tab onto the board shows the keyboard cursor, whose cell the reader is on."""
    view = parts.window.board_view
    moved: list[None] = []
    view.cursor_moved.connect(lambda: moved.append(None))
    parts.window.activateWindow()
    parts.window.side_panel.buttons["hint"].setFocus()
    view.setFocus(Qt.FocusReason.TabFocusReason)
    assert view.hasFocus() and view.keyboard_cursor.shown and len(moved) == 1
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert view.keyboard_cursor.cell == (1, 0) and len(moved) == 2


def test_told_in_chinese(
    qtbot: QtBot, parts: Parts, heard: list[str], chinese: QTranslator
) -> None:
    click_cell(qtbot, parts, (1, 0))
    click_cell(qtbot, parts, (2, 0))
    parts.announcer.time_warning(10)
    assert heard[-3:] == [
        f"已选中{face_name(1)}，第 2 行，第 1 列。",
        f"消除一对：{face_name(1)}。 方块向下落: {face_name(2)}在第 1 列从第 1 行移到第 3 行。 还剩 6 个方块。",
        "还剩 10 秒。",
    ]
