"""The board read as a screen reader reads it: a table of one cell per place on the
board, each saying its row, column and what the board shows there now."""

from PySide6.QtCore import Qt, QTranslator
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from llk.model import Point, find_moves
from llk.view.face_names import face_name
from llk.wiring import Parts
from tests.app.campaign.test_special_tiles import FOGGED, ICED, LOCKS, on_level
from tests.game_window import bringing, click_cell, sliding
from tests.model.clock import FakeClock


def table(parts: Parts) -> QAccessibleInterface:
    interface = QAccessible.queryAccessibleInterface(parts.window.board_view)
    assert interface is not None
    return interface


def cell(parts: Parts, at: Point) -> QAccessibleInterface:
    child = table(parts).child(at[0] * parts.controller.game.board.cols + at[1])
    assert child is not None
    return child


def name(parts: Parts, at: Point) -> str:
    return cell(parts, at).text(QAccessible.Text.Name)


def test_the_board_is_a_table_of_one_cell_per_place(parts: Parts) -> None:
    board = parts.controller.game.board
    assert table(parts).role() == QAccessible.Role.Table
    assert table(parts).childCount() == board.rows * board.cols
    last = (board.rows - 1, board.cols - 1)
    assert cell(parts, last).role() == QAccessible.Role.Cell
    assert name(parts, last) == f"row {board.rows}, column {board.cols}, {face_name(board[last])}"
    assert table(parts).indexOfChild(cell(parts, last)) == board.rows * board.cols - 1
    assert cell(parts, last).parent().role() == QAccessible.Role.Table


def test_a_pair_removed_says_empty_and_a_pick_says_selected(qtbot: QtBot, parts: Parts) -> None:
    a, b = find_moves(parts.controller.game.board)[0]
    assert not cell(parts, a).state().selected
    click_cell(qtbot, parts, a)
    assert cell(parts, a).state().selected and not cell(parts, b).state().selected
    click_cell(qtbot, parts, b)
    assert name(parts, a) == f"row {a[0] + 1}, column {a[1] + 1}, empty"
    assert name(parts, b) == f"row {b[0] + 1}, column {b[1] + 1}, empty"
    assert not cell(parts, a).state().selected


def test_the_keyboard_cursor_is_the_focused_cell(qtbot: QtBot, parts: Parts) -> None:
    view = parts.window.board_view
    view.setFocus()
    qtbot.waitUntil(lambda: view.keyboard_cursor.shown)  # on (0, 0): the board has the keys
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert cell(parts, (0, 1)).state().focused and not cell(parts, (0, 0)).state().focused
    assert table(parts).focusChild() is cell(parts, (0, 1))


def test_a_hint_is_said_on_its_cells(qtbot: QtBot, parts: Parts) -> None:
    with qtbot.waitSignal(parts.controller.changed, check_params_cb=bringing("hint")) as shown:
        parts.actions.hint.trigger()
    a, b = shown.args[0].hint.move
    assert name(parts, a).endswith(", hinted") and name(parts, b).endswith(", hinted")


def test_stones_fog_ice_locks_and_keys_are_said(parts: Parts, clock: FakeClock) -> None:
    on_level(parts, clock)
    assert name(parts, (0, 2)) == "row 1, column 3, stone"
    assert name(parts, (0, 3)) == "row 1, column 4, empty"
    assert name(parts, (0, 0)) == "row 1, column 1, key"
    assert name(parts, FOGGED) == "row 2, column 4, hidden"
    assert name(parts, ICED).endswith(", iced")
    assert all(name(parts, at).endswith(", locked") for at in LOCKS)


def test_a_cell_reads_in_chinese(parts: Parts, chinese: QTranslator) -> None:
    board = parts.controller.game.board
    assert name(parts, (0, 0)) == f"第 1 行，第 1 列，{face_name(board[0, 0])}"
    assert face_name(1) == "苹果" and face_name(3, "kmahjongg:default") == "3万"


def test_a_shift_is_read_where_the_tiles_went(qtbot: QtBot, clock: FakeClock) -> None:
    slow = sliding(qtbot, clock)  # the 2 at (0, 0) slides down to (2, 0)
    click_cell(qtbot, slow, (1, 0))
    click_cell(qtbot, slow, (2, 0))
    assert name(slow, (2, 0)) == f"row 3, column 1, {face_name(2)}"
    assert name(slow, (0, 0)) == "row 1, column 1, empty"
