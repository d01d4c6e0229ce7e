"""What a screen reader is told as the game goes: a deal's size, a pick, a mismatch and
why, a pair removed and what slid, a hint, the time running short, in both languages."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTranslator
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleStateChangeEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from llk.model import Board, Game, GameSettings
from llk.model.board.shifts import ShiftMode
from llk.view.face_names import face_name
from llk.wiring import Parts
from tests.game_window import SLIDING, click_cell
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


@pytest.fixture
def events(monkeypatch: pytest.MonkeyPatch) -> list[tuple[QAccessible.Event, int, bool]]:
    """The accessibility events the game sends from now on (not those Qt sends itself):
    (type, child, whether a state change is of the selected state)."""
    sent: list[tuple[QAccessible.Event, int, bool]] = []

    def record(event: QAccessibleEvent) -> None:
        selected = isinstance(event, QAccessibleStateChangeEvent) and event.changedStates().selected
        sent.append((event.type(), event.child(), bool(selected)))

    monkeypatch.setattr(QAccessible, "updateAccessibility", record)
    return sent


def _focused_cells(events: list[tuple[QAccessible.Event, int, bool]]) -> list[int]:
    return [child for kind, child, _ in events if kind == QAccessible.Event.Focus]


def test_the_board_has_the_focus_at_start_and_its_cursor_plays_at_once(
    qtbot: QtBot, parts: Parts
) -> None:
    """No Tab first: the arrows move the cursor and Space picks (the first arrow moved
    nothing, the window's focus was nowhere)."""
    view = parts.window.board_view
    assert parts.window.focusWidget() is view
    parts.window.activateWindow()
    qtbot.waitUntil(lambda: view.hasFocus() and view.keyboard_cursor.shown)
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert view.keyboard_cursor.cell == (0, 1)
    assert parts.controller.game.selected == (0, 1)


def test_the_cursor_cell_is_the_readers_focus_after_tab(
    qtbot: QtBot, parts: Parts, events: list[tuple[QAccessible.Event, int, bool]]
) -> None:
    """Tab onto the board makes the cursor's cell the reader's focus after Qt has made the
    board its focus (before, the board's own focus covered the cell: "Board." only)."""
    view = parts.window.board_view
    parts.window.activateWindow()
    parts.window.side_panel.buttons["hint"].setFocus()
    events.clear()
    view.setFocus(Qt.FocusReason.TabFocusReason)
    assert view.hasFocus() and _focused_cells(events) == []  # Qt's event for the board next
    qtbot.waitUntil(lambda: _focused_cells(events) == [0])
    assert view.keyboard_cursor.shown
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert view.keyboard_cursor.cell == (1, 0) and _focused_cells(events) == [0, view.tiles.cols]


def test_the_cursor_cell_is_said_again_when_a_dialog_gives_the_focus_back(
    qtbot: QtBot, parts: Parts, events: list[tuple[QAccessible.Event, int, bool]]
) -> None:
    view = parts.window.board_view
    parts.window.activateWindow()
    qtbot.waitUntil(lambda: view.keyboard_cursor.shown)
    QTest.keyClick(view, Qt.Key.Key_Right)
    parts.menu_actions.about.trigger()
    about = QApplication.activeModalWidget() or QApplication.activeWindow()
    assert about is not None and about is not parts.window
    qtbot.waitUntil(about.isActiveWindow)
    events.clear()
    about.close()
    parts.window.activateWindow()  # as the window manager does (offscreen, nothing does)
    qtbot.waitUntil(lambda: view.hasFocus() and _focused_cells(events) == [1])


def test_a_pick_and_an_unpick_change_the_cells_selected_state(
    qtbot: QtBot, parts: Parts, heard: list[str], events: list[tuple[QAccessible.Event, int, bool]]
) -> None:
    view = parts.window.board_view
    click_cell(qtbot, parts, (0, 0))  # a 2
    assert (QAccessible.Event.StateChanged, 0, True) in events
    assert (QAccessible.Event.SelectionAdd, 0, False) in events  # AT-SPI's state-changed
    cell = QAccessible.queryAccessibleInterface(view).child(0)
    assert cell.state().selected
    events.clear()
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert heard[-1] == f"Unpicked {face_name(2)}, row 1, column 1."
    assert [e for e in events if e[0] != QAccessible.Event.Announcement] == [
        (QAccessible.Event.StateChanged, 0, True),
        (QAccessible.Event.SelectionRemove, 0, False),
    ]
    assert not cell.state().selected


def test_a_mismatch_moves_the_selected_state_and_says_no_unpick(
    qtbot: QtBot, parts: Parts, heard: list[str], events: list[tuple[QAccessible.Event, int, bool]]
) -> None:
    click_cell(qtbot, parts, (0, 0))
    events.clear()
    click_cell(qtbot, parts, (0, 1))  # a 3: it is picked now, the 2 not
    changed = {child for kind, child, selected in events if selected}
    assert changed == {0, 1} and "Unpicked" not in heard[-1]


TALL = Board.from_rows([[2, 2], [3, 3], [4, 4], [5, 5], [1, 6], [1, 6]])
"""Under "down", taking the 1s slides the four tiles above them in column 1 by two rows."""


def test_a_shift_names_what_slid_where_up_to_three_and_counts_the_rest(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    said: list[str] = []
    parts.announcer.announced.connect(said.append)
    parts.controller.start(
        Game(GameSettings(levels=False, gravity=ShiftMode.DOWN), seed=1, clock=clock, board=TALL)
    )
    click_cell(qtbot, parts, (4, 0))
    click_cell(qtbot, parts, (5, 0))
    sentence = said[-1]
    slid = [
        f"{face_name(f)} in column 1 from row {r + 1} to {r + 3}"
        for f, r in zip((5, 4, 3, 2), (3, 2, 1, 0), strict=True)
    ]
    assert "Tiles fall down: " in sentence and "; 1 more tile." in sentence
    assert sum(slide in sentence for slide in slid) == 3  # named: three of the four


def test_the_cell_under_the_cursor_is_read_again_when_a_tile_slides_onto_it(
    qtbot: QtBot, parts: Parts, heard: list[str]
) -> None:
    """The cursor on the 1 at (2, 0) when the 1s go: the 2 from (0, 0) slides onto it."""
    view = parts.window.board_view
    view.keyboard_cursor.show(True)
    view.keyboard_cursor.move((2, 0))
    view.cell_clicked.emit((1, 0))  # as Space picks
    view.cell_clicked.emit((2, 0))
    assert heard[-1].endswith(f"6 tiles left. Under the cursor: {face_name(2)}, row 3, column 1.")


def test_the_cell_under_the_cursor_is_not_read_when_the_pair_left_it_empty(
    qtbot: QtBot, parts: Parts, heard: list[str]
) -> None:
    view = parts.window.board_view
    view.keyboard_cursor.show(True)
    view.keyboard_cursor.move((1, 0))  # nothing slides onto (1, 0): the 2 stops at (2, 0)
    view.cell_clicked.emit((1, 0))
    view.cell_clicked.emit((2, 0))
    assert heard[-1].endswith("6 tiles left.")


def test_told_in_chinese(
    qtbot: QtBot, parts: Parts, heard: list[str], chinese: QTranslator
) -> None:
    click_cell(qtbot, parts, (1, 0))
    click_cell(qtbot, parts, (2, 0))
    parts.announcer.time_warning(10)
    assert heard[-3:] == [
        f"已选中{face_name(1)}，第 2 行，第 1 列。",
        f"消除一对：{face_name(1)}。 方块向下落： {face_name(2)}在第 1 列从第 1 行移到第 3 行。"
        " 还剩 6 个方块。",
        "还剩 10 秒。",
    ]


def test_a_separator_for_the_eye_is_said_as_a_comma(parts: Parts, heard: list[str]) -> None:
    """The status line's "Heart · 5" was read out by Orca as "Heart middle dot 5"."""
    heard.clear()
    parts.announcer.say("Heart · 5: link pairs of equal tiles.")
    assert heard == ["Heart, 5: link pairs of equal tiles."]
