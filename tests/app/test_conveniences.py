"""What the peers have: every tile of a face lit on request, the pairs free now in the
side panel, and a shake on the board when a pick fails."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QAbstractAnimation, QPoint, QPropertyAnimation, Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.dialogs.how_to_play import HowToPlayDialog
from llk.model import Board, Game, GameSettings, Point, find_moves
from llk.model.board.shifts import ShiftMode
from llk.model.records.preferences import Animation, Preferences
from llk.view.board.tile_item import TileItem
from llk.wiring import Parts
from tests.game_window import INSTANT, answer_questions, click_cell
from tests.model.clock import FakeClock

FOUR_FREE = Board.from_rows([[1, 1, 2, 2], [3, 4, 3, 4]])
"""Four pairs free: the 1s and the 2s side by side, the 3s and the 4s round the bottom."""
CROSSED = Board.from_rows([[1, 2], [2, 1]])
"""Every pick of two tiles here that differ fails: a different face."""


def start(
    parts: Parts, board: Board, clock: FakeClock, gravity: ShiftMode = ShiftMode.NONE
) -> Game:
    game = Game(GameSettings(levels=False, gravity=gravity), seed=1, clock=clock, board=board)
    parts.controller.start(game)
    return game


def press(qtbot: QtBot, parts: Parts, cell: Point, button: Qt.MouseButton) -> None:
    view = parts.window.board_view
    qtbot.mousePress(view.viewport(), button, pos=view.cell_centre(cell).toPoint())


def release(qtbot: QtBot, parts: Parts, cell: Point, button: Qt.MouseButton) -> None:
    view = parts.window.board_view
    qtbot.mouseRelease(view.viewport(), button, pos=view.cell_centre(cell).toPoint())


def test_the_right_button_held_on_a_tile_lights_up_every_tile_of_its_face(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    game = start(parts, FOUR_FREE, clock)
    view = parts.window.board_view
    click_cell(qtbot, parts, (0, 2))
    press(qtbot, parts, (1, 0), Qt.MouseButton.RightButton)
    assert view.tiles.same_face_cells() == [(1, 0), (1, 2)]  # both 3s
    assert game.selected == (0, 2)  # looking keeps the selection
    release(qtbot, parts, (1, 0), Qt.MouseButton.RightButton)
    assert view.tiles.same_face_cells() == []
    assert game.selected == (0, 2)


def test_key_f_held_lights_up_the_face_under_the_keyboard_cursor(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    start(parts, FOUR_FREE, clock)
    view = parts.window.board_view
    qtbot.waitUntil(lambda: view.keyboard_cursor.shown)  # at (0, 0): shown at the deal
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.keyboard_cursor.cell == (1, 0)
    qtbot.keyPress(view, Qt.Key.Key_F)
    assert view.tiles.same_face_cells() == [(1, 0), (1, 2)]
    qtbot.keyRelease(view, Qt.Key.Key_F)
    assert view.tiles.same_face_cells() == []


def test_how_to_play_lists_the_key_and_the_right_button(qtbot: QtBot, parts: Parts) -> None:
    parts.menu_actions.how_to_play.trigger()
    dialog = parts.dialogs.current
    assert isinstance(dialog, HowToPlayDialog)
    assert any(keys == ["F"] for keys, _, _ in dialog.page.key_rows)
    assert "hold the right mouse button on it" in dialog.text()
    labels = {label.text() for label in parts.window.side_panel.findChildren(QLabel)}
    assert "Pairs free" in labels and "Pairs free, in the side panel," in dialog.text()


def test_a_click_where_no_tile_stands_drops_the_selection(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    """On an emptied cell, beside the board, or with the right button: all drop it."""
    game = start(parts, FOUR_FREE, clock)
    view = parts.window.board_view
    click_cell(qtbot, parts, (0, 0))
    click_cell(qtbot, parts, (0, 1))  # the 1s go: (0, 0) is empty now
    for where in ("empty cell", "outside", "right button"):
        click_cell(qtbot, parts, (1, 0))
        assert game.selected == (1, 0)
        if where == "empty cell":
            click_cell(qtbot, parts, (0, 0))
        elif where == "outside":
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(2, 2))
        else:
            click_cell(qtbot, parts, (0, 1), Qt.MouseButton.RightButton)
        assert game.selected is None, where
        assert not [
            c for c, item in view.tiles.items().items() if item.outline.marked("selected")
        ], where


def pairs_free(parts: Parts) -> int:
    return int(parts.window.side_panel.pairs_free.text())


def test_the_side_panel_counts_the_pairs_free_after_every_change(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    """After a move with its shift, a refresh, an undo and a redo: the model's count."""
    start(parts, FOUR_FREE, clock, gravity=ShiftMode.DOWN)
    assert pairs_free(parts) == 4
    assert parts.window.side_panel.pairs_free.toolTip() == "4 pairs could be removed now."

    def counted() -> bool:
        return pairs_free(parts) == len(find_moves(parts.controller.game.board))

    click_cell(qtbot, parts, (1, 0))
    click_cell(qtbot, parts, (1, 2))  # the 3s go; the tiles above slide down
    assert counted() and pairs_free(parts) == 3
    parts.actions.undo.trigger()
    assert pairs_free(parts) == 4
    parts.actions.redo.trigger()
    assert pairs_free(parts) == 3
    parts.actions.refresh.trigger()
    assert counted()
    parts.controller.new_game(3, replace(GameSettings(), rows=8, cols=12, kinds=12))
    assert counted() and pairs_free(parts) > 0


def test_the_last_pair_free_reads_in_the_singular(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    start(parts, Board.from_rows([[1, 0, 1]]), clock)
    assert pairs_free(parts) == 1
    assert parts.window.side_panel.pairs_free.toolTip() == "1 pair could be removed now."


def shaking(parts: Parts) -> set[Point]:
    """The cells whose tiles shake now."""
    effects = parts.window.board_view.effects
    cells = {item: cell for cell, item in parts.window.board_view.tiles.items().items()}
    running = QAbstractAnimation.State.Running
    return {
        cells[target]
        for animation in effects.findChildren(QPropertyAnimation)
        if animation.propertyName() == b"shake"
        and animation.state() is running
        and isinstance(target := animation.targetObject(), TileItem)
    }


def test_a_failed_pick_shakes_the_two_tiles_beside_the_reason(
    qtbot: QtBot, clock: FakeClock
) -> None:
    parts = build(replace(INSTANT, flash_ms=60_000, shake_ms=60_000), clock)
    answer_questions(parts)
    qtbot.addWidget(parts.window)
    parts.window.show()
    start(parts, CROSSED, clock)
    click_cell(qtbot, parts, (0, 0))
    click_cell(qtbot, parts, (0, 1))
    assert shaking(parts) == {(0, 0), (0, 1)}
    assert parts.window.statusBar().currentMessage() == "Those two tiles are different."
    tiles = parts.window.board_view.tiles.items()
    assert tiles[(0, 0)].outline.marked("flash") and tiles[(0, 1)].outline.marked("flash")
    parts.window.board_view.effects.clear()  # a resize, a new deal...: at rest at once
    assert shaking(parts) == set() and tiles[(0, 0)].property("shake") == 0.0


def test_with_animations_off_a_failed_pick_flashes_and_nothing_moves(
    qtbot: QtBot, clock: FakeClock
) -> None:
    """Animations off is the game's reduce-motion choice: no shake, the red flash stays."""
    parts = build(clock=clock)  # the preferences' own timing
    answer_questions(parts)
    qtbot.addWidget(parts.window)
    parts.window.show()
    parts.preferences_flow.accept(replace(Preferences(), animation=Animation.OFF))
    start(parts, CROSSED, clock)
    click_cell(qtbot, parts, (0, 0))
    click_cell(qtbot, parts, (0, 1))
    assert shaking(parts) == set()
    tiles = parts.window.board_view.tiles.items()
    assert tiles[(0, 0)].outline.marked("flash") and tiles[(0, 1)].outline.marked("flash")
    assert {item.property("shake") for item in tiles.values()} == {0.0}
