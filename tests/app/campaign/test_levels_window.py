"""Levels in the window: the slide after a removal, the level and mode shown, going
on to the next level, and the background "still winnable?" check."""

from __future__ import annotations

import json

import pytest
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.controller.winnable import Verdict
from llk.model import Board, Game, GameSettings, Phase, find_moves
from llk.model.board.shifts import ShiftMode
from llk.model.records.preferences import Timing
from llk.model.solver.search import SearchBudget
from llk.store.data_files import data_folder
from llk.wiring import Parts
from tests.game_window import FIRST, answer_questions, bringing, play_out, sliding
from tests.model.clock import FakeClock
from tests.model.deals import count_deals

LEVELS = GameSettings(rows=2, cols=4, kinds=2, levels=True)


def shown_cells_match_the_board(parts: Parts) -> bool:
    board = parts.controller.game.board
    return parts.window.board_view.tile_cells() == [cell for cell, _ in board.tiles()]


def test_clearing_a_level_offers_the_next_which_shifts(qtbot: QtBot, parts: Parts) -> None:
    parts.controller.new_game(4, LEVELS)
    assert parts.window.side_panel.level.text() == "1"
    with qtbot.waitSignal(parts.controller.ended) as cleared:
        play_out(parts)
    assert cleared.args[0].level == 1 and cleared.args[0].won
    score = parts.controller.game.scoring.points
    dialog = parts.end_flow.screen
    assert dialog is not None
    assert "Level 1 is clear" in dialog.text()
    next_level = next(b for b in dialog.buttons() if b.text() == "Next Level")
    next_level.click()
    game = parts.controller.game
    assert (game.level, game.gravity, game.scoring.points) == (2, "down", score)
    assert parts.window.side_panel.level.text() == "2"
    assert parts.window.side_panel.level_mode.toolTip() == "Tiles fall down"
    assert not parts.window.side_panel.level_mode.pixmap().isNull()


def test_next_level_plays_the_board_saved_at_the_win(
    qtbot: QtBot, parts: Parts, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The next level is dealt once, when the level is won: the save keeps it and Next
    Level plays it, so the window waits for one deal, not two."""
    parts.controller.new_game(4, LEVELS)
    deals = count_deals(monkeypatch)
    with qtbot.waitSignal(parts.controller.ended):
        play_out(parts)
    saved = json.loads((data_folder() / "saved-game.json").read_text(encoding="utf-8"))
    dialog = parts.end_flow.screen
    assert dialog is not None
    next(b for b in dialog.buttons() if b.text() == "Next Level").click()
    game = parts.controller.game
    assert game.level == 2 and game.board.to_rows() == saved["data"]["board"]
    assert len(deals) == 1


def test_tiles_slide_in_the_view_as_in_the_model(qtbot: QtBot, clock: FakeClock) -> None:
    slow = sliding(qtbot, clock)
    slow.controller.click((1, 0))
    with qtbot.waitSignal(slow.controller.changed, check_params_cb=bringing("removal")) as removed:
        slow.controller.click((2, 0))
    assert removed.args[0].removal.shifts == (((0, 0), (2, 0)),)
    assert shown_cells_match_the_board(slow)
    slow.controller.click((2, 0))  # the tile that is still sliding can be picked at once
    assert slow.controller.game.selected == (2, 0)


def test_a_single_game_with_shifts_ends_with_the_win_dialog(qtbot: QtBot, parts: Parts) -> None:
    parts.controller.new_game(
        4, GameSettings(rows=2, cols=4, kinds=2, levels=False, gravity=ShiftMode.LEFT)
    )
    with qtbot.waitSignal(parts.controller.ended):
        play_out(parts)
    assert parts.window.side_panel.level.text() == "—"
    assert shown_cells_match_the_board(parts)


def test_still_winnable_answers_on_demand(qtbot: QtBot, parts: Parts) -> None:
    parts.controller.new_game(2, GameSettings(rows=4, cols=6, kinds=6, solvable=True))
    with qtbot.waitSignal(parts.controller.watcher.answered) as answer:
        parts.actions.winnable.trigger()
    assert answer.args == [Verdict.CLEARABLE, False]
    assert parts.window.statusBar().currentMessage().startswith("Yes")


def test_still_winnable_answers_after_a_burst_of_moves(qtbot: QtBot, parts: Parts) -> None:
    """Twenty quick moves on the biggest board with shifts, dealt to luck, each asking the
    solver about its position with no bound at all, then W: each question cancels the one
    before, so W's own is searched within its budget, instead of never."""
    watcher = parts.controller.watcher
    watcher.budget = SearchBudget()  # searched until a newer question comes
    parts.controller.new_game(
        5,
        GameSettings(
            rows=16, cols=30, kinds=48, levels=False, gravity=ShiftMode.LEFT, solvable=False
        ),
    )
    for _ in range(20):
        a, b = find_moves(parts.controller.game.board)[0]
        parts.controller.click(a)
        parts.controller.click(b)
    watcher.budget = FIRST
    with qtbot.waitSignal(watcher.answered):
        parts.actions.winnable.trigger()


def test_a_lost_position_is_reported_once(qtbot: QtBot, parts: Parts, clock: FakeClock) -> None:
    """Said when the position becomes lost, not again on every move after."""
    # The 1s and 2s form a crossed square: once the 3s go, nothing can clear them.
    board = Board.from_rows([[1, 2, 3, 3], [2, 1, 4, 4]])
    reports: list[bool] = []
    parts.controller.watcher.position_lost.connect(lambda: reports.append(True))
    parts.controller.start(
        Game(GameSettings(levels=False, gravity=ShiftMode.NONE), seed=1, clock=clock, board=board)
    )
    qtbot.waitUntil(lambda: bool(reports))
    assert "no longer be cleared" in parts.window.statusBar().currentMessage()
    with qtbot.waitSignal(parts.controller.watcher.judged) as verdict:
        parts.controller.click((1, 2))
        parts.controller.click((1, 3))
    assert verdict.args == [Verdict.LOST]
    assert reports == [True]


def test_the_background_check_never_blocks_a_click(qtbot: QtBot, parts: Parts) -> None:
    parts.controller.new_game(
        9, GameSettings(rows=16, cols=30, kinds=48, levels=False, gravity=ShiftMode.NONE)
    )
    a, b = find_moves(parts.controller.game.board)[0]
    parts.controller.click(a)
    parts.controller.click(b)
    assert parts.controller.game.tiles_left == 16 * 30 - 2


def test_closing_mid_level_keeps_the_run(qtbot: QtBot, parts: Parts, clock: FakeClock) -> None:
    parts.controller.new_game(4, LEVELS)
    play_out(parts)
    parts.window.close()
    again = build(Timing(0, 0, 0, 0), clock)
    answer_questions(again, resume=True)
    qtbot.addWidget(again.window)
    again.start()
    assert again.controller.game.level == 2
    assert again.controller.game.phase is Phase.PAUSED
