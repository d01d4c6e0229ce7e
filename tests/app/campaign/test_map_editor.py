"""Game ▸ Map Editor…: painting with the mouse and keys changes the count and the fairness
answers at once; mirrors, fill, undo and redo; Save and Play."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from llk.dialogs.map_editor import MapEditor
from llk.model.board.shifts import ShiftMode
from llk.model.maps import map_deal
from llk.model.maps.map_file import OBSTACLE, read_map
from llk.store.data_files import data_folder, player_map_folder
from llk.wiring import Parts
from tests.game_window import Answering, opened, play_out


def _open(qtbot: QtBot, parts: Parts) -> MapEditor:
    return opened(qtbot, parts.actions.map_editor, lambda: parts.map_flow.editor, MapEditor)


@pytest.fixture(autouse=True)
def closed_at_the_end(parts: Parts) -> Iterator[None]:
    """The editor closes, its edits thrown away, its background checks done with."""
    yield
    if isinstance(parts.map_flow.editor, MapEditor):
        parts.map_flow.editor.done(QDialog.DialogCode.Rejected)


def _new_map(editor: MapEditor, rows: int, cols: int, name: str) -> None:
    """A map of ``rows`` x ``cols`` named ``name``, set up as the player does."""
    editor.rows.setValue(rows)
    editor.cols.setValue(cols)
    editor.name.setText(name)


def _brush(editor: MapEditor, mark: str) -> None:
    """The brush that paints ``mark`` (a cell's letter in a map file) chosen."""
    editor.brush.setCurrentIndex(editor.brush.findData(mark))


def _centre(editor: MapEditor, cell: tuple[int, int]) -> QPoint:
    return editor.canvas.cell_rect(cell).center().toPoint()


def _drag(
    qtbot: QtBot,
    editor: MapEditor,
    cells: list[tuple[int, int]],
    button: Qt.MouseButton = Qt.MouseButton.LeftButton,
) -> None:
    canvas = editor.canvas
    QTest.mousePress(canvas, button, pos=_centre(editor, cells[0]))
    for cell in cells[1:]:
        QTest.mouseMove(canvas, _centre(editor, cell))
    QTest.mouseRelease(canvas, button, pos=_centre(editor, cells[-1]))


def test_painting_changes_the_count_and_the_fairness_answers(qtbot: QtBot, parts: Parts) -> None:
    editor = _open(qtbot, parts)
    assert editor.count.text() == "0 tiles"
    _drag(qtbot, editor, [(0, 0), (0, 1), (0, 2)])
    assert editor.count.text().startswith("3 tiles") and "odd" in editor.count.text()
    assert editor.verdicts[ShiftMode.DOWN].text() == "—"  # nothing to ask about an odd map
    qtbot.mouseClick(editor.canvas, Qt.MouseButton.LeftButton, pos=_centre(editor, (1, 0)))
    assert editor.count.text() == "4 tiles"
    assert editor.verdicts[ShiftMode.DOWN].text() == "checking…"
    qtbot.waitUntil(
        lambda: all(v.text().startswith("✓ fair (") for v in editor.verdicts.values()),
        timeout=20_000,
    )
    _drag(qtbot, editor, [(1, 0)], Qt.MouseButton.RightButton)  # erased again
    assert editor.count.text().startswith("3 tiles")


def test_mirrors_fill_undo_and_redo(qtbot: QtBot, parts: Parts) -> None:
    editor = _open(qtbot, parts)
    rows, cols = editor.sketch.picture.rows, editor.sketch.picture.cols
    for box in (editor.mirror_x, editor.mirror_y):  # on the box, left of a panel-wide row
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    _drag(qtbot, editor, [(0, 0), (1, 1)])  # one stroke, four images of each cell
    assert editor.sketch.picture.cells == {
        (r, c)
        for r0, c0 in ((0, 0), (1, 1))
        for r in (r0, rows - 1 - r0)
        for c in (c0, cols - 1 - c0)
    }
    qtbot.mouseClick(
        editor.fill, Qt.MouseButton.LeftButton, pos=QPoint(8, editor.fill.height() // 2)
    )
    assert editor.canvas.fill_tool
    qtbot.mouseClick(editor.canvas, Qt.MouseButton.LeftButton, pos=_centre(editor, (3, 5)))
    assert editor.sketch.picture.tiles == rows * cols  # the empty region around the eight filled
    qtbot.mouseClick(editor.buttons["undo"], Qt.MouseButton.LeftButton)
    assert editor.sketch.picture.tiles == 8
    editor.activateWindow()
    qtbot.waitUntil(editor.isActiveWindow)  # shortcuts work in the active window
    editor.canvas.setFocus()
    QTest.keyClick(editor.canvas, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert editor.sketch.picture.tiles == 0
    QTest.keyClick(editor.canvas, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert editor.sketch.picture.tiles == 8 and editor.count.text() == "8 tiles"


def test_keyboard_painting_and_resizing(qtbot: QtBot, parts: Parts) -> None:
    editor = _open(qtbot, parts)
    editor.canvas.setFocus()
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Space):
        QTest.keyClick(editor.canvas, key)
    assert editor.sketch.picture.cells == {(0, 0), (0, 1)}
    editor.cols.setValue(2)
    editor.rows.setValue(2)
    assert (editor.sketch.picture.rows, editor.sketch.picture.cols) == (2, 2)
    assert editor.count.text() == "2 tiles"


def test_a_screen_reader_walks_the_cells_and_hears_each_painted_or_erased(
    qtbot: QtBot, parts: Parts
) -> None:
    """The canvas is a table of named cells; the arrows move the reader's focus cell by
    cell, and Space's change is in the cell's name and state and said by the game's
    speech."""
    editor = _open(qtbot, parts)
    said: list[str] = []
    parts.announcer.announced.connect(said.append)
    editor.activateWindow()
    editor.canvas.setFocus()
    qtbot.waitUntil(editor.canvas.hasFocus)
    grid = QAccessible.queryAccessibleInterface(editor.canvas)
    assert grid is not None and grid.role() == QAccessible.Role.Table
    assert grid.childCount() == 8 * 12 and grid.text(QAccessible.Text.Name) == "Map"

    def focused() -> tuple[str, bool]:
        cell = grid.focusChild()
        assert cell is not None and cell.state().focused
        return cell.text(QAccessible.Text.Name), bool(cell.state().checked)

    for key in (Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Right):
        QTest.keyClick(editor.canvas, key)
    assert focused() == ("row 3, column 2, empty", False)
    QTest.keyClick(editor.canvas, Qt.Key.Key_Space)
    assert focused() == ("row 3, column 2, painted", True)
    _brush(editor, OBSTACLE)
    QTest.keyClick(editor.canvas, Qt.Key.Key_Right)
    QTest.keyClick(editor.canvas, Qt.Key.Key_Space)
    assert focused() == ("row 3, column 3, painted, Stone", True)
    QTest.keyClick(editor.canvas, Qt.Key.Key_Left)
    QTest.keyClick(editor.canvas, Qt.Key.Key_Space)
    assert focused() == ("row 3, column 2, empty", False)
    assert said == [
        "row 3, column 2, painted. 1 tile — odd: tiles go in pairs",
        "row 3, column 3, painted, Stone. 1 tile — odd: tiles go in pairs",  # a stone is none
        "row 3, column 2, empty. 0 tiles",
    ]
    assert grid.child(0) is not None and grid.child(0).text(QAccessible.Text.Name) == (
        "row 1, column 1, empty"
    )


def test_save_needs_a_name_and_an_even_count_then_play_deals_it(qtbot: QtBot, parts: Parts) -> None:
    play_out(parts)  # nothing in progress: Play asks nothing
    editor = _open(qtbot, parts)
    editor.rows.setValue(2)
    editor.cols.setValue(3)
    _drag(qtbot, editor, [(0, 0), (0, 1), (0, 2), (1, 2), (1, 1)])
    qtbot.mouseClick(editor.buttons["save"], Qt.MouseButton.LeftButton)
    assert "odd" not in editor.note.text() and "Not saved" in editor.note.text()
    qtbot.mouseClick(editor.canvas, Qt.MouseButton.LeftButton, pos=_centre(editor, (1, 0)))
    qtbot.mouseClick(editor.buttons["save"], Qt.MouseButton.LeftButton)
    assert "needs a name" in editor.note.text()
    editor.name.setText("My Block")
    editor.name_zh.setText("方块")
    with qtbot.waitSignal(parts.controller.started):
        qtbot.mouseClick(editor.buttons["play"], Qt.MouseButton.LeftButton)
    saved = read_map(player_map_folder(data_folder()) / "my-block.llkmap")
    assert (saved.name, saved.name_zh, saved.tiles) == ("My Block", "方块", 6)
    board = parts.controller.game.board
    assert (board.rows, board.cols, board.tile_count()) == (2, 3, 6)
    assert parts.preferences.preferences.game.board_map is not None
    assert parts.preferences.preferences.game.board_map.key == "mine/my-block"


def test_the_brush_paints_a_stone_and_a_key_pair_that_the_saved_map_keeps(
    qtbot: QtBot, parts: Parts
) -> None:
    editor = _open(qtbot, parts)
    _new_map(editor, 2, 3, "Stone Key")
    _drag(qtbot, editor, [(0, 0), (0, 1)])
    _brush(editor, "K")
    _drag(qtbot, editor, [(1, 0), (1, 1)])
    _brush(editor, "#")
    qtbot.mouseClick(editor.canvas, Qt.MouseButton.LeftButton, pos=_centre(editor, (0, 2)))
    assert editor.count.text().startswith("4 tiles")
    qtbot.mouseClick(editor.buttons["save"], Qt.MouseButton.LeftButton)
    saved = read_map(player_map_folder(data_folder()) / "stone-key.llkmap")
    assert saved.stones == ((0, 2),) and saved.keys == ((1, 0), (1, 1)) and saved.tiles == 4


@pytest.mark.parametrize(
    "long_text",
    [
        "✗ none found (1234.56 s), and a great deal more to say " * 3,
        "✗ 没有找到公平的发牌（1234.56 秒）" * 4,
    ],
    ids=["English", "Chinese"],
)
def test_nothing_moves_under_the_brush_whatever_the_side_panel_says(
    qtbot: QtBot, parts: Parts, long_text: str
) -> None:
    editor = _open(qtbot, parts)
    layout = editor.layout()
    assert layout is not None
    geometry = (editor.size(), editor.canvas.geometry(), editor.canvas.cell_rect((3, 5)))
    for label in (editor.count, *editor.verdicts.values(), editor.note):
        label.setText(long_text)  # a fairness answer coming in during a drag
    layout.activate()
    assert (editor.size(), editor.canvas.geometry(), editor.canvas.cell_rect((3, 5))) == geometry


def test_play_after_save_plays_the_saved_map_and_writes_no_second_file(
    qtbot: QtBot, parts: Parts
) -> None:
    play_out(parts)  # nothing in progress: Play asks nothing
    editor = _open(qtbot, parts)
    editor.name.setText("Twice")
    _drag(qtbot, editor, [(0, 0), (0, 1)])
    qtbot.mouseClick(editor.buttons["save"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(editor.buttons["save"], Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(parts.controller.started):
        qtbot.mouseClick(editor.buttons["play"], Qt.MouseButton.LeftButton)
    folder = player_map_folder(data_folder())
    assert [path.name for path in folder.iterdir()] == ["twice.llkmap"]
    played = parts.preferences.preferences.game.board_map
    assert played is not None and played.key == "mine/twice"
    play_out(parts)
    editor = _open(qtbot, parts)  # on the map in play, the player's own: saved into its file
    _drag(qtbot, editor, [(1, 0), (1, 1)])
    qtbot.mouseClick(editor.buttons["save"], Qt.MouseButton.LeftButton)
    assert [path.name for path in folder.iterdir()] == ["twice.llkmap"]
    assert read_map(folder / "twice.llkmap").tiles == 4


def test_closing_with_unsaved_edits_asks_and_cancel_keeps_them(
    qtbot: QtBot, parts: Parts, monkeypatch: pytest.MonkeyPatch
) -> None:
    editor = _open(qtbot, parts)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: pytest.fail("asked: " + box.text()))
    QTest.keyClick(editor, Qt.Key.Key_Escape)  # nothing drawn: closes at once
    assert not editor.isVisible()
    editor = _open(qtbot, parts)
    _drag(qtbot, editor, [(0, 0), (0, 1)])
    editor.name.setText("Kept")
    for answer, close in ((Qt.Key.Key_Escape, editor.reject), ("Cancel", editor.close)):
        answering = Answering(answer)
        monkeypatch.setattr(QMessageBox, "exec", lambda box, a=answering: a(box))
        close()
        assert sorted(answering.buttons[0]) == ["Cancel", "Discard", "Save"]
        assert editor.isVisible() and editor.sketch.picture.cells == {(0, 0), (0, 1)}
    saving = Answering("Save")
    monkeypatch.setattr(QMessageBox, "exec", lambda box: saving(box))
    QTest.keyClick(editor, Qt.Key.Key_Escape)
    assert not editor.isVisible()
    assert read_map(player_map_folder(data_folder()) / "kept.llkmap").tiles == 2


def test_discard_closes_and_writes_nothing(
    qtbot: QtBot, parts: Parts, monkeypatch: pytest.MonkeyPatch
) -> None:
    editor = _open(qtbot, parts)
    _drag(qtbot, editor, [(0, 0), (0, 1)])
    discarding = Answering("Discard")
    monkeypatch.setattr(QMessageBox, "exec", lambda box: discarding(box))
    editor.close()
    assert not editor.isVisible()
    assert not player_map_folder(data_folder()).exists()


def test_a_map_that_cannot_be_dealt_is_never_called_fair_nor_saved(
    qtbot: QtBot, parts: Parts
) -> None:
    editor = _open(qtbot, parts)
    _new_map(editor, 4, 3, "Walled")
    _drag(qtbot, editor, [(1, 1)])
    _drag(qtbot, editor, [(3, 0)])
    _brush(editor, "#")
    for cell in ((0, 1), (1, 0), (1, 2), (2, 1)):  # the tile at (1, 1) walled in
        _drag(qtbot, editor, [cell])
    qtbot.waitUntil(
        lambda: all(v.text().startswith("✗ none found") for v in editor.verdicts.values()),
        timeout=20_000,
    )
    qtbot.mouseClick(editor.buttons["save"], Qt.MouseButton.LeftButton)
    assert editor.note.text().startswith("Not saved: 1 tile(s) walled in by stones")
    assert not player_map_folder(data_folder()).exists()


def test_a_name_too_long_for_the_reader_cannot_be_typed(qtbot: QtBot, parts: Parts) -> None:
    editor = _open(qtbot, parts)
    editor.name.setFocus()
    QTest.keyClicks(editor.name, "A long name " * 10)
    _drag(qtbot, editor, [(0, 0), (0, 1)])
    qtbot.mouseClick(editor.buttons["save"], Qt.MouseButton.LeftButton)
    [saved] = player_map_folder(data_folder()).iterdir()
    assert read_map(saved).name == ("A long name " * 10)[:80].strip()


def test_save_takes_the_fairness_answers_in_rather_than_dealing_again(
    qtbot: QtBot, parts: Parts, monkeypatch: pytest.MonkeyPatch
) -> None:
    editor = _open(qtbot, parts)
    editor.name.setText("Answered")
    _drag(qtbot, editor, [(0, 0), (0, 1)])
    qtbot.waitUntil(
        lambda: all(v.text().startswith("✓ fair (") for v in editor.verdicts.values()),
        timeout=20_000,
    )
    monkeypatch.setattr(map_deal, "fair_problem", lambda *_: pytest.fail("dealt again"))
    qtbot.mouseClick(editor.buttons["save"], Qt.MouseButton.LeftButton)
    assert read_map(player_map_folder(data_folder()) / "answered.llkmap").tiles == 2


def test_a_quit_with_unsaved_edits_asks_nothing_and_keeps_what_save_can(
    qtbot: QtBot, parts: Parts, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A logout or ``kill`` while the editor holds edits: no question holds the quit up
    (nobody is there to answer it), and a drawing Save would take is saved."""
    editor = _open(qtbot, parts)
    _drag(qtbot, editor, [(0, 0), (0, 1)])
    editor.name.setText("Left")
    monkeypatch.setattr(QMessageBox, "exec", lambda box: pytest.fail("asked: " + box.text()))
    parts.session.quit()
    assert not editor.isVisible() and not parts.window.isVisible()
    assert read_map(player_map_folder(data_folder()) / "left.llkmap").tiles == 2


def test_a_closed_editor_asks_no_fairness_question_more(qtbot: QtBot, parts: Parts) -> None:
    """An edit just before closing asks nothing once closed, and no question asked later
    starts a thread: a thread still at work when the editor is destroyed deadlocked
    (its pool's destructor waits for it, holding the lock the thread needs to answer)."""
    editor = _open(qtbot, parts)
    _drag(qtbot, editor, [(0, 0), (0, 1)])  # its question waits for the drawing to settle
    editor.done(QDialog.DialogCode.Rejected)
    assert not editor._settle.isActive()
    editor._settle.timeout.emit()  # as if the timer had fired before it was stopped
    assert editor.checker._pool.activeThreadCount() == 0
