"""The board in play on its own (`Table`): a pair taken pays, shifts and can be undone,
the last one wins, a rearrangement ends the history, and the clock running out loses."""

from __future__ import annotations

import random

from llk.model.board.grid import Board
from llk.model.board.path import find_path
from llk.model.board.shifts import ShiftMode
from llk.model.game.game_clock import GameClock
from llk.model.game.helps import Helps
from llk.model.game.history import History
from llk.model.game.results import Outcome, Phase
from llk.model.game.scoring import BASE_POINTS, Score
from llk.model.game.shuffles import Shuffles
from llk.model.game.table import Table
from llk.model.solver.verdicts import Verdicts
from tests.model.clock import FakeClock


def _table(rows: list[list[int]], limit_s: int = 60) -> tuple[Table, FakeClock]:
    clock = FakeClock()
    game_clock = GameClock(clock, limit_s)
    game_clock.start()
    gravity = ShiftMode.LEFT
    shuffles = Shuffles(random.Random(1).getstate(), False, Verdicts(gravity))
    parts = (game_clock, Score(0, 0, 0, 2.0), Helps(3, 0, 3), History(), shuffles)
    table = Table(Board.from_rows(rows), gravity, *parts, time_bonus_s=2.0, timer=None)
    return table, clock


def test_a_pair_taken_pays_shifts_and_can_be_undone_and_the_last_one_wins() -> None:
    table, _ = _table([[1, 2, 2, 1]])
    path = find_path(table.board, (0, 1), (0, 2))
    assert path is not None
    first = table.take((0, 1), (0, 2), path)
    assert first.outcome is Outcome.REMOVED and first.removal is not None
    assert first.removal.points == BASE_POINTS and first.removal.time_bonus_s == 2.0
    assert table.board.to_rows() == [[1, 1, 0, 0]]  # the 1 on the right slid left
    assert table.history.can_undo and first.phase is Phase.PLAYING
    path = find_path(table.board, (0, 0), (0, 1))
    assert path is not None
    last = table.take((0, 0), (0, 1), path)
    assert last.phase is Phase.WON and table.phase is Phase.WON and last.win_bonus > 0


def test_a_board_with_no_move_is_shuffled_first_and_a_rearrangement_ends_the_history() -> None:
    table, _ = _table([[1, 2], [2, 1]])
    assert table.board.face_counts() == Board.from_rows([[1, 2], [2, 1]]).face_counts()
    path = find_path(table.board, (0, 0), (0, 1)) or find_path(table.board, (0, 0), (1, 0))
    assert path is not None  # shuffled so that a move exists
    table.take(path[0], path[-1], path)
    assert table.history.can_undo
    reshuffle = table.reshuffle(free=True)
    assert reshuffle is not None
    assert reshuffle.free and not table.history.can_undo and table.selected is None


def test_the_clock_running_out_loses_and_clears_the_selection() -> None:
    table, clock = _table([[1, 2, 2, 1]], limit_s=10)
    table.selected = (0, 0)
    assert table.act() and table.tick() is Phase.PLAYING
    clock.advance(10)
    assert not table.act()
    assert table.phase is Phase.LOST and table.selected is None
    assert table.tick() is Phase.LOST
