"""The game window, driven like a player would: mouse clicks on the board's
viewport, the side panel's buttons and the keyboard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.controller import commands
from llk.model import Board, Game, GameSettings, Mismatch, Phase, Point, find_moves, find_path
from llk.model.board.shifts import ShiftMode
from llk.model.campaign.levels import campaign_levels, level_settings
from llk.model.game.settings import Pace
from llk.model.maps.catalog import find_map
from llk.model.records.preferences import Timing
from llk.wiring import Parts
from tests.game_window import SLIDING, SMALL, answer_questions, bringing, click_cell, sliding
from tests.model.clock import FakeClock


def a_move(parts: Parts) -> tuple[Point, Point]:
    return find_moves(parts.controller.game.board)[0]


def blocked_twins(board: Board) -> tuple[Point, Point]:
    """Two tiles of one face that cannot be linked now."""
    tiles = list(board.tiles())
    for i, (a, face_a) in enumerate(tiles):
        for b, face_b in tiles[i + 1 :]:
            if face_a == face_b and find_path(board, a, b) is None:
                return a, b
    raise AssertionError("every pair links on this board")


def test_clicking_two_linkable_tiles_removes_them_and_emits_the_path(
    qtbot: QtBot, parts: Parts
) -> None:
    a, b = a_move(parts)
    expected = find_path(parts.controller.game.board, a, b)
    click_cell(qtbot, parts, a)
    with qtbot.waitSignal(parts.controller.changed, check_params_cb=bringing("removal")) as removed:
        click_cell(qtbot, parts, b)
    assert removed.args[0].removal.path == expected
    assert a not in parts.window.board_view.tile_cells()
    assert parts.controller.game.tiles_left == SMALL.rows * SMALL.cols - 2
    assert parts.window.side_panel.tiles_left.text() == str(SMALL.rows * SMALL.cols - 2)


def test_a_blocked_pair_is_not_removed_and_the_status_bar_says_why(
    qtbot: QtBot, parts: Parts
) -> None:
    a, b = blocked_twins(parts.controller.game.board)
    click_cell(qtbot, parts, a)
    with qtbot.waitSignal(
        parts.controller.changed, check_params_cb=bringing("mismatch")
    ) as mismatch:
        click_cell(qtbot, parts, b)
    assert mismatch.args[0].mismatch.reason is Mismatch.NO_LINK
    assert "two turns" in parts.window.statusBar().currentMessage()
    assert {a, b} <= set(parts.window.board_view.tile_cells())
    assert parts.controller.game.selected == b


def test_clicks_during_the_line_and_fade_are_handled(qtbot: QtBot, clock: FakeClock) -> None:
    slow = build(Timing(link_ms=5000, fade_ms=5000, shuffle_ms=5000, flash_ms=5000), clock)
    answer_questions(slow)
    qtbot.addWidget(slow.window)
    slow.window.show()
    slow.controller.new_game(7, SMALL)
    for _ in range(3):
        a, b = a_move(slow)
        click_cell(qtbot, slow, a)
        click_cell(qtbot, slow, b)
    assert slow.controller.game.tiles_left == SMALL.rows * SMALL.cols - 6


def test_hint_button_shows_a_move_and_counts_down(qtbot: QtBot, parts: Parts) -> None:
    button = parts.window.side_panel.buttons["hint"]
    assert button.text() == "Hint (3)"
    for left in (2, 1, 0):
        with qtbot.waitSignal(parts.controller.changed, check_params_cb=bringing("hint")) as shown:
            button.click()
        a, b = shown.args[0].hint.move
        assert find_path(parts.controller.game.board, a, b) is not None
        assert button.text() == f"Hint ({left})"
        with qtbot.waitSignal(parts.controller.changed, check_params_cb=bringing("hint")) as again:
            button.click()  # still on show: shown again, not spent again
        assert again.args[0].hint.move == (a, b) and button.text() == f"Hint ({left})"
        parts.controller.click(a)
        parts.controller.click(b)
    assert not parts.actions.hint.isEnabled()


def test_refresh_key_pressed_twice_shuffles_and_counts_down(qtbot: QtBot, parts: Parts) -> None:
    before = parts.controller.game.board
    qtbot.keyClick(parts.window.board_view, Qt.Key.Key_R)  # asks first (`test_letter_keys`)
    with qtbot.waitSignal(parts.controller.changed, check_params_cb=bringing("reshuffle")):
        qtbot.keyClick(parts.window.board_view, Qt.Key.Key_R)
    after = parts.controller.game.board
    assert after.face_counts() == before.face_counts()
    assert parts.window.side_panel.buttons["refresh"].text() == "Refresh (2)"
    assert sorted(parts.window.board_view.tile_cells()) == sorted(p for p, _ in after.tiles())


def test_pause_hides_the_board_stops_the_clock_and_ignores_clicks(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    left = parts.controller.game.clock.time_left()
    qtbot.keyClick(parts.window.board_view, Qt.Key.Key_P)
    assert parts.controller.game.phase is Phase.PAUSED
    view = parts.window.board_view
    assert not any(item.isVisible() for item in view.tiles.items().values())
    assert not parts.actions.hint.isEnabled()
    clock.advance(50)
    click_cell(qtbot, parts, a_move(parts)[0])
    assert parts.controller.game.selected is None
    parts.window.side_panel.buttons["pause"].click()
    assert parts.actions.hint.isEnabled()
    assert parts.controller.game.clock.time_left() == left
    assert all(item.isVisible() for item in view.tiles.items().values())


def test_undo_and_redo_buttons_follow_the_history(qtbot: QtBot, parts: Parts) -> None:
    undo, redo = parts.window.side_panel.buttons["undo"], parts.window.side_panel.buttons["redo"]
    assert not undo.isEnabled()
    assert not redo.isEnabled()
    a, b = a_move(parts)
    click_cell(qtbot, parts, a)
    click_cell(qtbot, parts, b)
    assert undo.isEnabled()
    undo.click()
    assert {a, b} <= set(parts.window.board_view.tile_cells())
    assert redo.isEnabled()
    assert not undo.isEnabled()
    qtbot.keyClick(
        parts.window.board_view,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert a not in parts.window.board_view.tile_cells()
    assert not redo.isEnabled()


def shown_faces(parts: Parts) -> dict[Point, int]:
    return {cell: item.face for cell, item in parts.window.board_view.tiles.items().items()}


def test_undo_and_redo_redraw_only_the_cells_they_change(qtbot: QtBot, parts: Parts) -> None:
    """The tiles of every other cell stay the very items they were: drawing all 600
    tiles of 20x30 afresh made an Undo cost 4 to 6 times a move."""
    parts.controller.new_game(
        3, GameSettings(rows=4, cols=6, kinds=6, levels=False, gravity=ShiftMode.DOWN)
    )
    view, panel = parts.window.board_view, parts.window.side_panel
    a, b = a_move(parts)
    click_cell(qtbot, parts, a)
    click_cell(qtbot, parts, b)
    for button in ("undo", "redo"):
        items, board = view.tiles.items(), parts.controller.game.board
        panel.buttons[button].click()
        now = parts.controller.game.board
        changed = {cell for cell, _ in board.tiles()} ^ {cell for cell, _ in now.tiles()}
        changed |= {cell for cell, face in now.tiles() if board[cell] not in (0, face)}
        assert changed and shown_faces(parts) == dict(now.tiles())
        kept = {cell: item for cell, item in view.tiles.items().items() if cell not in changed}
        assert kept and all(items[cell] is item for cell, item in kept.items())


def test_an_undo_mid_slide_puts_every_tile_on_its_cell(qtbot: QtBot, clock: FakeClock) -> None:
    slow = sliding(qtbot, clock)
    slow.controller.click((1, 0))
    slow.controller.click((2, 0))  # the 2 slides down from (0, 0) to (2, 0) for 2 s
    slow.controller.command(commands.undo)
    view = slow.window.board_view
    assert {cell: item.face for cell, item in view.tiles.items().items()} == dict(SLIDING.tiles())
    for cell, item in view.tiles.items().items():
        assert view.mapFromScene(item.sceneBoundingRect().center()) == view.cell_centre(cell)


def test_countdown_ends_the_game_with_a_dialog(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    parts.controller.new_game(1, GameSettings(rows=4, cols=6, kinds=6, pace=Pace.FAST))
    limit = parts.controller.game.clock.limit_s
    parts.actions.hint.trigger()  # the first action starts the clock
    clock.advance(limit - 4)
    parts.controller.countdown.tick()
    assert parts.window.side_panel.time_bar.property("urgent") is True
    clock.advance(5)
    with qtbot.waitSignal(parts.controller.ended):
        qtbot.waitUntil(lambda: parts.controller.game.phase is Phase.LOST)
    dialog = parts.end_flow.screen
    assert dialog is not None
    assert dialog.isVisible()
    assert dialog.headline.text() == "The time ran out on level 1."  # a run: its level
    assert not parts.actions.hint.isEnabled()
    dialog.close()


def play_until_won(qtbot: QtBot, parts: Parts) -> None:
    while parts.controller.game.phase is Phase.PLAYING:
        a, b = a_move(parts)
        click_cell(qtbot, parts, a)
        click_cell(qtbot, parts, b)


def test_winning_shows_the_win_dialog_which_offers_a_new_game(qtbot: QtBot, parts: Parts) -> None:
    parts.controller.new_game(
        3, GameSettings(rows=2, cols=4, kinds=2, levels=False, gravity=ShiftMode.NONE)
    )
    with qtbot.waitSignal(parts.controller.ended):
        play_until_won(qtbot, parts)
    dialog = parts.end_flow.screen
    assert dialog is not None
    assert dialog.headline.text() == "You won!"
    seed = parts.controller.game.seed
    new_game = next(b for b in dialog.buttons() if b.text() == "New Game")
    new_game.click()
    assert parts.controller.game.phase is Phase.PLAYING
    assert parts.controller.game.seed != seed


def test_the_winning_move_publishes_its_numbers_once_before_the_win(
    qtbot: QtBot, parts: Parts
) -> None:
    parts.controller.new_game(
        3, GameSettings(rows=2, cols=4, kinds=2, levels=False, gravity=ShiftMode.NONE)
    )
    heard: list[str] = []
    parts.controller.position_changed.connect(lambda _game: heard.append("position"))
    parts.controller.ended.connect(lambda _record: heard.append("won"))
    play_until_won(qtbot, parts)
    assert heard[-2:] == ["position", "won"]
    assert heard.count("position") == 8  # one per click: four pairs, two clicks each


def walk_to(qtbot: QtBot, parts: Parts, cell: Point) -> None:
    view = parts.window.board_view
    while view.keyboard_cursor.cell != cell:
        r, c = view.keyboard_cursor.cell
        if r != cell[0]:
            key = Qt.Key.Key_Down if r < cell[0] else Qt.Key.Key_Up
        else:
            key = Qt.Key.Key_Right if c < cell[1] else Qt.Key.Key_Left
        qtbot.keyClick(view, key)


def test_keyboard_alone_clears_a_small_board(qtbot: QtBot, parts: Parts) -> None:
    parts.controller.new_game(
        5, GameSettings(rows=2, cols=4, kinds=2, levels=False, gravity=ShiftMode.NONE)
    )
    view = parts.window.board_view
    qtbot.keyClick(view, Qt.Key.Key_Right)  # shows the cursor at its start
    with qtbot.waitSignal(parts.controller.ended):
        while parts.controller.game.phase is Phase.PLAYING:
            a, b = a_move(parts)
            for cell, key in ((a, Qt.Key.Key_Space), (b, Qt.Key.Key_Return)):
                walk_to(qtbot, parts, cell)
                qtbot.keyClick(view, key)
    assert parts.controller.game.tiles_left == 0


def test_escape_clears_the_selection(qtbot: QtBot, parts: Parts) -> None:
    a, _ = a_move(parts)
    click_cell(qtbot, parts, a)
    qtbot.keyClick(parts.window.board_view, Qt.Key.Key_Escape)
    assert parts.controller.game.selected is None


@pytest.mark.parametrize("size", [(1, 1), (320, 240), (3840, 2160)])
def test_resizing_keeps_tiles_in_shape(qtbot: QtBot, parts: Parts, size: tuple[int, int]) -> None:
    parts.window.resize(*size)
    QApplication.processEvents()
    width, height = parts.window.board_view.tile_size()
    assert width >= 1
    assert width / height == pytest.approx(0.8)
    a, b = a_move(parts)
    click_cell(qtbot, parts, a)
    click_cell(qtbot, parts, b)
    assert parts.controller.game.tiles_left == SMALL.rows * SMALL.cols - 2


def test_window_geometry_is_remembered(qtbot: QtBot, parts: Parts, clock: FakeClock) -> None:
    from llk.app import build

    parts.window.resize(777, 555)
    parts.window.close()
    again = build(Timing(0, 0, 0, 0), clock)
    qtbot.addWidget(again.window)
    assert again.window.size().width() == 777


def test_a_dead_end_is_refreshed_for_free_and_said(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    # Once the 3s are gone, the 1s and 2s block each other: no move is left.
    board = Board.from_rows([[3, 1, 2, 3], [0, 2, 1, 0]])
    parts.controller.start(Game(GameSettings(refreshes=0), seed=1, clock=clock, board=board))
    click_cell(qtbot, parts, (0, 0))
    with qtbot.waitSignal(
        parts.controller.changed, check_params_cb=bringing("reshuffle")
    ) as shuffled:
        click_cell(qtbot, parts, (0, 3))
    assert shuffled.args[0].reshuffle.free
    assert find_moves(parts.controller.game.board)
    assert "shuffled for free" in parts.window.statusBar().currentMessage()
    assert parts.window.side_panel.buttons["refresh"].text() == "Refresh (0)"


def test_a_map_with_its_own_deal_is_named_by_the_map_not_a_number(parts: Parts) -> None:
    """Every number deals a campaign level's own board the same: the status bar and the
    panel name the map, not a number that varies nothing; on a map dealt by the number,
    both show."""
    [level] = [level for level in campaign_levels() if level.key == "c1-01"]
    shown = []
    for seed in (1817295120, 223038769):
        parts.controller.new_game(seed, level_settings(level))
        message = parts.window.statusBar().currentMessage()
        shown.append((message, parts.window.side_panel.game_number.toolTip()))
        assert str(seed) not in message
    assert (
        shown[0]
        == shown[1]
        == (
            f"{level.game_map.name}: link pairs of equal tiles.",
            level.game_map.name,
        )
    )
    heart = find_map("heart", None)
    assert heart is not None
    parts.controller.new_game(5, GameSettings(levels=False).on_map(heart))
    assert parts.window.statusBar().currentMessage() == "Heart · 5: link pairs of equal tiles."
    assert parts.window.side_panel.game_number.toolTip() == "Heart · 5"
    assert parts.window.side_panel.game_number.text() == "5"  # the number varies the deal
