"""Zoom: Ctrl++, Ctrl+-, Ctrl+0 and Ctrl+wheel zoom the board past fitting the window;
the view scrolls to keep the keyboard cursor and the selection in view, clicks land on
the right cell, and the zoom is a preference that outlives a restart."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.model import GameSettings, Point, find_moves
from llk.model.board.shifts import ShiftMode
from llk.model.game.settings import Pace
from llk.model.records.preferences import Preferences
from llk.model.records.zoom import FIT, LEVELS, MAX_TILE, MAX_ZOOM
from llk.store.preferences import load_preferences
from llk.view import screen_fit
from llk.view.board.board_view import BoardView
from llk.wiring import Parts
from tests.app.window.test_resize import rested
from tests.game_window import INSTANT, SMALL, playing
from tests.model.clock import FakeClock

BIG = GameSettings(
    rows=16, cols=24, kinds=36, levels=False, gravity=ShiftMode.DOWN, pace=Pace.UNTIMED
)
"""A big board: its tiles fitted to 900 x 600 are 24 px wide, four times that is 96."""
CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def board(parts: Parts, monkeypatch: pytest.MonkeyPatch) -> BoardView:
    """The board of a big deal, at fit, on a screen with no room to grow the window."""
    frame = parts.window.frameGeometry()
    monkeypatch.setattr(screen_fit, "free_area", lambda _widget: frame)
    parts.controller.new_game(3, BIG)
    return parts.window.board_view


def press(qtbot: QtBot, board: BoardView, key: Qt.Key, times: int = 1) -> None:
    for _ in range(times):
        qtbot.keyClick(board, key, CTRL)


def wheel(board: BoardView, at: QPoint, eighths: int, modifiers: Qt.KeyboardModifier) -> None:
    """A turn of the wheel over the board, as the mouse sends it."""
    global_at = QPointF(board.viewport().mapToGlobal(at))
    event = QWheelEvent(
        QPointF(at),
        global_at,
        QPoint(0, 0),
        QPoint(0, eighths),
        Qt.MouseButton.NoButton,
        modifiers,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(board.viewport(), event)


def in_view(board: BoardView, cell: Point) -> bool:
    """The whole of ``cell``'s tile is inside the viewport."""
    rect = board.mapFromScene(board.tiles.geometry.cell_rect(cell)).boundingRect()
    return board.viewport().rect().contains(rect)


def cell_under(board: BoardView, at: QPoint) -> Point | None:
    return board.tiles.cell_at(board.mapToScene(at))


def stored_zoom() -> float:
    return float(str(QSettings().value("zoom_tile")))


def width(board: BoardView) -> float:
    return board.tile_size()[0]


def level(fitted: float, step: int) -> float:
    """The width of tiles ``fitted`` wide fitted, ``step`` steps in."""
    return min(float(round(fitted * LEVELS[step])), MAX_TILE)


def test_ctrl_plus_and_ctrl_minus_zoom_by_a_step_and_ctrl_0_fits(
    qtbot: QtBot, parts: Parts, board: BoardView
) -> None:
    fitted = width(board)
    press(qtbot, board, Qt.Key.Key_Plus)
    assert width(board) == level(fitted, 1) == stored_zoom() == board.zoom.tile
    assert board.verticalScrollBar().isVisible() or board.horizontalScrollBar().isVisible()
    press(qtbot, board, Qt.Key.Key_Equal)  # Ctrl+=, no Shift needed
    assert width(board) == level(fitted, 2)
    press(qtbot, board, Qt.Key.Key_Minus)
    assert width(board) == level(fitted, 1)
    press(qtbot, board, Qt.Key.Key_Plus, 3)
    press(qtbot, board, Qt.Key.Key_0)
    assert board.zoom.tile == FIT == stored_zoom() and width(board) == fitted
    assert parts.preferences.preferences.zoom_tile == FIT
    assert not board.horizontalScrollBar().isVisible()


def test_zoom_out_never_goes_below_fit_and_zoom_in_stops_at_the_top(
    qtbot: QtBot, board: BoardView
) -> None:
    fitted = width(board)
    press(qtbot, board, Qt.Key.Key_Minus, 2)
    assert board.zoom.tile == FIT and width(board) == fitted and not board.zoom.zoomed
    press(qtbot, board, Qt.Key.Key_Plus, len(LEVELS) + 2)
    assert width(board) == round(fitted * MAX_ZOOM) == board.zoom.tile <= MAX_TILE
    for step in reversed(range(len(LEVELS) - 1)):
        press(qtbot, board, Qt.Key.Key_Minus)
        assert width(board) == level(fitted, step)
    assert board.zoom.tile == FIT


def test_a_small_board_zooms_only_until_its_tiles_reach_the_cap(qtbot: QtBot, parts: Parts) -> None:
    board = parts.window.board_view  # 4 x 6: tiles fitted well over MAX_TILE / 4 wide
    fitted = width(board)
    press(qtbot, board, Qt.Key.Key_Plus, len(LEVELS))
    assert width(board) == MAX_TILE < fitted * MAX_ZOOM
    press(qtbot, board, Qt.Key.Key_Minus)
    assert fitted < width(board) < MAX_TILE


@pytest.mark.parametrize("kept", [FIT, 100.0])
def test_tiles_fitted_wider_than_the_cap_take_every_zoom_action_and_stay_whole(
    qtbot: QtBot, parts: Parts, kept: float
) -> None:
    """A small board in a big window is at the top already: Zoom In (keys, menu, wheel)
    changes nothing and keeps the zoom asked for (it raised a traceback, storing the
    fitted width past `MAX_TILE`); Zoom Out and Fit Board leave it whole."""
    board = parts.window.board_view
    board.zoom.tile = kept  # the zoom a big board was given, or none
    parts.window.resize(1800, 1400)
    qtbot.waitUntil(lambda: width(board) > MAX_TILE)
    fitted = width(board)
    actions = parts.menu_actions
    press(qtbot, board, Qt.Key.Key_Plus, 2)
    actions.zoom_in.trigger()
    wheel(board, QPoint(40, 40), 3 * 120, CTRL)
    assert width(board) == fitted and board.zoom.tile == kept and not board.zoom.zoomed
    for action in (actions.zoom_out, actions.zoom_out, actions.zoom_fit, actions.zoom_in):
        action.trigger()
        assert width(board) == fitted and not board.zoom.zoomed
    assert parts.preferences.preferences.zoom_tile == FIT


def test_the_zoom_is_a_tile_width_for_every_board_not_a_factor(
    qtbot: QtBot, parts: Parts, board: BoardView
) -> None:
    """Zoomed on a big board, a small one whose tiles fit wider already is shown whole,
    and the big one comes back zoomed as it was."""
    press(qtbot, board, Qt.Key.Key_Plus, 2)
    zoomed = width(board)
    parts.controller.new_game(5, SMALL)
    assert not board.zoom.zoomed and width(board) > zoomed
    assert not board.horizontalScrollBar().isVisible()
    parts.controller.new_game(6, BIG)
    assert board.zoom.zoomed and width(board) == zoomed == stored_zoom()


def test_ctrl_wheel_zooms_about_the_mouse_and_the_wheel_alone_scrolls(board: BoardView) -> None:
    at = QPoint(board.viewport().width() // 3, board.viewport().height() // 4)
    fitted = width(board)
    under = cell_under(board, at)
    before = board.zoom.held(QPointF(at))
    wheel(board, at, 120, CTRL)
    wheel(board, at, 240, CTRL)  # two notches at once
    assert width(board) == level(fitted, 3)
    assert cell_under(board, at) == under
    after = board.zoom.held(QPointF(at))
    assert abs(after.x() - before.x()) < 0.1 and abs(after.y() - before.y()) < 0.1
    wheel(board, at, 60, CTRL)  # half a notch (a touchpad): not yet a step
    assert width(board) == level(fitted, 3)
    scrolled = board.verticalScrollBar().value()
    wheel(board, at, -120, Qt.KeyboardModifier.NoModifier)
    assert board.verticalScrollBar().value() > scrolled and width(board) == level(fitted, 3)
    wheel(board, at, -180, CTRL)  # the half notch turned back, then one notch out
    assert width(board) == level(fitted, 2)


def test_the_cursor_stays_in_view_across_the_zoomed_board(qtbot: QtBot, board: BoardView) -> None:
    press(qtbot, board, Qt.Key.Key_Plus, len(LEVELS))
    qtbot.waitUntil(lambda: board.keyboard_cursor.shown)  # shown at the deal
    rows, cols = BIG.rows, BIG.cols
    for key, steps in ((Qt.Key.Key_Right, cols - 1), (Qt.Key.Key_Down, rows - 1)):
        for _ in range(steps):
            qtbot.keyClick(board, key)
            assert in_view(board, board.keyboard_cursor.cell), board.keyboard_cursor.cell
    assert board.keyboard_cursor.cell == (rows - 1, cols - 1)
    qtbot.keyClick(board, Qt.Key.Key_Right)  # wraps round to the first column
    assert board.keyboard_cursor.cell == (rows - 1, 0) and in_view(board, (rows - 1, 0))
    press(qtbot, board, Qt.Key.Key_Minus)
    assert in_view(board, board.keyboard_cursor.cell)


def test_tab_onto_the_zoomed_board_brings_its_cursor_into_view(
    qtbot: QtBot, parts: Parts, board: BoardView
) -> None:
    """The cursor Tab shows is in view too, where the arrows left it before a scroll."""
    press(qtbot, board, Qt.Key.Key_Plus, len(LEVELS))
    qtbot.waitUntil(lambda: board.keyboard_cursor.shown)  # at (0, 0), shown at the deal
    board.keyboard_cursor.show(False)  # as a click hides it
    board.verticalScrollBar().setValue(board.verticalScrollBar().maximum())
    board.horizontalScrollBar().setValue(board.horizontalScrollBar().maximum())
    assert not in_view(board, (0, 0))
    parts.window.side_panel.buttons["hint"].setFocus()
    board.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: board.keyboard_cursor.shown)  # once the focus has come
    assert in_view(board, (0, 0))


def test_zoom_keeps_the_selection_in_view(qtbot: QtBot, parts: Parts, board: BoardView) -> None:
    far = max(board.tile_cells())  # the last row's last tile: a corner
    qtbot.mouseClick(
        board.viewport(), Qt.MouseButton.LeftButton, pos=board.cell_centre(far).toPoint()
    )
    assert parts.controller.game.selected == far and not board.keyboard_cursor.shown
    for _ in LEVELS:
        press(qtbot, board, Qt.Key.Key_Plus)
        assert in_view(board, far)
    board.horizontalScrollBar().setValue(0)  # the wheel took the view away
    board.verticalScrollBar().setValue(0)
    assert not in_view(board, far)
    press(qtbot, board, Qt.Key.Key_Minus)
    assert in_view(board, far)


def test_a_click_on_the_zoomed_scrolled_board_picks_the_cell_under_it(
    qtbot: QtBot, parts: Parts, board: BoardView
) -> None:
    press(qtbot, board, Qt.Key.Key_Plus, 4)
    bars = board.horizontalScrollBar(), board.verticalScrollBar()
    for bar in bars:
        bar.setValue(bar.maximum() * 2 // 3)
    at = QPoint(board.viewport().width() // 2 + 7, board.viewport().height() // 3 + 5)
    cell = cell_under(board, at)
    assert cell is not None and cell in board.tiles
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert parts.controller.game.selected == cell
    assert [bar.value() for bar in bars] == [bar.maximum() * 2 // 3 for bar in bars]  # no jump


def test_the_zoomed_tiles_are_rendered_sharp_at_their_size(qtbot: QtBot, board: BoardView) -> None:
    press(qtbot, board, Qt.Key.Key_Plus, 3)
    rested(qtbot, board.sharpening)
    width, _ = board.tile_size()
    ratio = board.devicePixelRatioF()
    assert {tile.rendered_width for tile in board.tiles.items().values()} == {round(width * ratio)}


def test_pause_a_new_deal_a_resize_and_a_pair_taken_keep_the_zoom(
    qtbot: QtBot, parts: Parts, board: BoardView
) -> None:
    press(qtbot, board, Qt.Key.Key_Plus, 3)
    zoom = board.zoom.tile
    qtbot.keyClick(parts.window, Qt.Key.Key_P)
    qtbot.keyClick(parts.window, Qt.Key.Key_P)
    parts.controller.new_game(4, BIG)
    parts.window.resize(1000, 700)
    qtbot.waitUntil(lambda: board.tiles.geometry.width != 0)
    rested(qtbot, board.sharpening)
    assert board.zoom.tile == zoom and board.zoom.zoomed
    a, b = find_moves(parts.controller.game.board)[0]
    parts.controller.click(a)
    parts.controller.click(b)  # the tiles above slide down
    for cell, tile in board.tiles.items().items():
        assert tile.pos() == board.tiles.geometry.cell_rect(cell).topLeft()
    assert sorted(board.tile_cells()) == sorted(c for c, _ in parts.controller.game.board.tiles())


def test_the_side_panel_and_the_status_bar_stay_as_they_were(
    qtbot: QtBot, parts: Parts, board: BoardView
) -> None:
    window = parts.window
    before = (window.side_panel.geometry(), window.statusBar().geometry(), board.geometry())
    press(qtbot, board, Qt.Key.Key_Plus, len(LEVELS))
    assert (window.side_panel.geometry(), window.statusBar().geometry(), board.geometry()) == before


def test_the_zoom_outlives_a_restart_and_the_preferences_dialog(
    qtbot: QtBot, parts: Parts, board: BoardView, clock: FakeClock
) -> None:
    press(qtbot, board, Qt.Key.Key_Plus, 2)
    zoomed = width(board)
    parts.preferences_flow.accept(Preferences())  # the dialog's OK: it has no zoom
    assert parts.preferences.preferences.zoom_tile == zoomed
    assert load_preferences(QSettings())[0].zoom_tile == zoomed
    again = playing(qtbot, build(INSTANT, clock))
    shown = again.window.board_view
    assert shown.zoom.tile == zoomed and not shown.zoom.zoomed  # its 4 x 6 fit wider
    again.controller.new_game(3, BIG)
    assert width(shown) == zoomed and shown.zoom.zoomed


@pytest.mark.parametrize("raw", ["nan", "inf", "-inf", "1e400", "-1", "160.5", "1e9", "big", ""])
def test_an_unusable_stored_zoom_gives_one_line_and_fit(raw: str) -> None:
    settings = QSettings()
    settings.setValue("zoom_tile", raw)
    preferences, problems = load_preferences(settings)
    assert preferences.zoom_tile == FIT
    assert problems == [f"Setting zoom_tile had an unusable value {raw!r}; using 0.0."]


def test_the_scroll_bars_are_drawn_by_the_themes_style_not_cleared_by_a_style_sheet(
    qtbot: QtBot, parts: Parts, board: BoardView
) -> None:
    """The view's own rule (the backdrop shows through it) reached its scroll bars and
    drew them clear: in the dark theme a thin outline over the picture, "Paused" showing
    through them. Only the view is clear now, and the pause text stays between them."""
    press(qtbot, board, Qt.Key.Key_Plus, 3)
    bars = [board.horizontalScrollBar(), board.verticalScrollBar()]
    assert all(bar.isVisible() for bar in bars)
    assert not any(bar.testAttribute(Qt.WidgetAttribute.WA_StyleSheetTarget) for bar in bars)
    parts.controller.click(find_moves(parts.controller.game.board)[0][0])  # the clock runs
    parts.actions.pause.trigger()
    assert board.pause_text.isVisible()
    text = board.mapFromScene(board.pause_text.sceneBoundingRect()).boundingRect()
    assert board.viewport().geometry().contains(text)
