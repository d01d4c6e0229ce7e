"""What the window waits for between the player's actions: the next level of a run, and
Undo and Redo on the largest board (the model alone, then through the real window).

Not part of the test run: ``python -m pytest benchmarks/test_bench_game.py -p no:cacheprovider``.
"""

from __future__ import annotations

import os
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pytestqt.qtbot import QtBot

from llk.controller import commands
from llk.model import Board, Game, GameSettings, Phase, find_moves
from llk.model.board.shifts import ShiftMode

RUN = GameSettings(rows=16, cols=30, kinds=48)
"""A run of levels on 16x30, fair deals: the board the next level was slowest on."""
LARGEST = GameSettings(rows=20, cols=30, kinds=48, levels=False, gravity=ShiftMode.NONE)
PLAYED_PAIRS = 100
"""Pairs removed before Undo and Redo are timed: a game well under way."""


def won_level(seed: int) -> Game:
    """Level 1 of a 16x30 run, just cleared (a hand-made board of one pair)."""
    board = Board(RUN.rows, RUN.cols)
    board[0, 0] = board[0, 1] = 1
    game = Game(RUN, seed=seed, board=board)
    game.click((0, 0))
    game.click((0, 1))
    assert game.phase is Phase.WON
    return game


def test_from_a_won_level_to_the_next(benchmark: Any) -> None:
    """What the window thread does from the win of a 16x30 level to the next level on the
    table: the save after the win keeps the next level (`Game.to_keep`), then Next Level
    plays it (`Game.next_level`). The deal of a fair 16x30 board is most of it."""
    seeds = iter(range(1_000_000))

    def setup() -> tuple[tuple[Game], dict[str, Any]]:
        return (won_level(next(seeds)),), {}

    def win_to_next(game: Game) -> Game:
        game.to_keep()
        return game.next_level()

    benchmark.group = "next level 16x30"
    following = benchmark.pedantic(win_to_next, setup=setup, rounds=7)
    assert following.level == 2 and following.tiles_left == RUN.rows * RUN.cols


def played(settings: GameSettings, pairs: int) -> Game:
    """A game on ``settings`` after ``pairs`` pairs removed (the first move each time)."""
    game = Game(settings, seed=5)
    for _ in range(pairs):
        a, b = find_moves(game.board)[0]
        game.click(a)
        game.click(b)
    return game


def test_undo_and_redo_in_the_model(benchmark: Any) -> None:
    """One Undo and one Redo on 20x30 after 100 pairs: the rules engine's part."""
    game = played(LARGEST, PLAYED_PAIRS)

    def undo_redo() -> None:
        game.undo()
        game.redo()

    benchmark.group = "undo + redo 20x30, model"
    benchmark(undo_redo)
    assert game.tiles_left == LARGEST.rows * LARGEST.cols - 2 * PLAYED_PAIRS


@pytest.mark.parametrize("action", ["move", "undo", "redo"])
def test_an_action_through_the_window(qtbot: QtBot, benchmark: Any, action: str) -> None:
    """A move, an Undo or a Redo on 20x30 after 100 pairs, through the real window
    offscreen: the controller, the watcher's question, the save, the board view and the
    paint that follows (every queued event handled). Undo and Redo should cost about
    what a move does. Each round undoes or redoes one more move (a redo's round first
    undoes one, untimed)."""
    from llk.app import build

    parts = build()
    parts.questions.ask_name = lambda score: "Tester"  # type: ignore[method-assign]
    qtbot.addWidget(parts.window)
    parts.window.resize(1300, 720)
    with qtbot.waitExposed(parts.window):
        parts.window.show()
    controller = parts.controller
    controller.new_game(5, LARGEST)
    for _ in range(PLAYED_PAIRS):
        a, b = find_moves(controller.game.board)[0]
        controller.click(a)
        controller.click(b)
    qtbot.wait(50)

    def move() -> None:
        a, b = find_moves(controller.game.board)[0]
        controller.click(a)
        controller.click(b)
        qtbot.wait(0)

    def undo() -> None:
        controller.command(commands.undo)
        qtbot.wait(0)

    def redo() -> None:
        controller.command(commands.redo)
        qtbot.wait(0)

    def undo_first() -> None:
        controller.command(commands.undo)
        qtbot.wait(0)

    timed = {"move": move, "undo": undo, "redo": redo}[action]
    benchmark.group = "an action on 20x30 through the window"
    benchmark.pedantic(timed, setup=undo_first if action == "redo" else None, rounds=30)
    controller.shutdown()
