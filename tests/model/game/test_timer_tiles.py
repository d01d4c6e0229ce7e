"""A map's timer tiles on their own (`TimerTiles`): the seconds left never go below 0,
a pair linked in time wins its timer tiles' seconds, and the time running out strips
exactly the timer marks, each one costing its seconds."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model.board.grid import Board
from llk.model.board.specials import ALL_MARKS, TIMER, TimerRule
from llk.model.game.game_clock import GameClock
from llk.model.game.timer_tiles import TimerTiles
from tests.model.clock import FakeClock

RULE = TimerRule(seconds=20, bonus_s=5)
CELLS = [(r, c) for r in range(3) for c in range(4)]


def _timers(
    marks: dict[tuple[int, int], int], played_s: float, rule: TimerRule | None = RULE
) -> tuple[TimerTiles, Board, GameClock]:
    """Timer tiles over a full 3x4 board with ``marks``, ``played_s`` into a 100 s limit."""
    board = Board.from_rows([[1, 2, 3, 4], [1, 2, 3, 4], [5, 6, 5, 6]])
    for cell, mark in marks.items():
        board.set_mark(cell, mark)
    clock = FakeClock()
    game_clock = GameClock(clock, 100)
    game_clock.start()
    clock.advance(played_s)
    return TimerTiles(rule, game_clock, lambda: board), board, game_clock


marks_on_cells = st.dictionaries(st.sampled_from(CELLS), st.integers(0, ALL_MARKS))


@given(marks=marks_on_cells, played_s=st.floats(0, 1000))
def test_the_seconds_left_never_go_below_zero(
    marks: dict[tuple[int, int], int], played_s: float
) -> None:
    timers, _, _ = _timers(marks, played_s)
    left = timers.left_s
    if any(mark & TIMER for mark in marks.values()):
        assert left is not None and 0.0 <= left <= RULE.seconds
        assert (left == 0.0) == (played_s >= RULE.seconds)
    else:
        assert left is None  # none to link: no badge, no countdown


@given(marks=marks_on_cells, played_s=st.floats(0, 1000))
def test_running_out_strips_exactly_the_timer_marks_and_charges_each(
    marks: dict[tuple[int, int], int], played_s: float
) -> None:
    timers, board, clock = _timers(marks, played_s)
    before = {cell: board.mark(cell) for cell in CELLS}
    timed = sum(1 for mark in before.values() if mark & TIMER)
    ran_out = timers.run_out()
    assert ran_out == (timed > 0 and played_s >= RULE.seconds)
    expected = {cell: mark & ~TIMER if ran_out else mark for cell, mark in before.items()}
    assert {cell: board.mark(cell) for cell in CELLS} == expected
    assert timers.missed == (timed if ran_out else 0)
    assert clock.bonus_s == (-timed * RULE.bonus_s if ran_out else 0)
    assert not timers.run_out()  # once is all: nothing is left to miss


def test_a_pair_linked_in_time_wins_the_seconds_of_its_timer_tiles() -> None:
    timers, _, _ = _timers({(0, 0): TIMER, (1, 0): TIMER, (0, 1): TIMER}, 19.5)
    assert timers.won_s(((0, 0), (1, 0))) == 10.0
    assert timers.won_s(((0, 1), (1, 1))) == 5.0
    assert timers.won_s(((0, 2), (1, 2))) == 0.0
    late, _, _ = _timers({(0, 0): TIMER, (1, 0): TIMER}, 20)
    assert late.won_s(((0, 0), (1, 0))) == 0.0  # the time is up: they win nothing


def test_tiles_put_back_after_the_time_are_plain_and_before_it_keep_their_mark() -> None:
    early, board, _ = _timers({(0, 0): TIMER | 1}, 10)
    early.put_back()
    assert board.mark((0, 0)) == TIMER | 1
    late, board, clock = _timers({(0, 0): TIMER | 1}, 30)
    late.put_back()
    assert board.mark((0, 0)) == 1 and late.missed == 0 and clock.bonus_s == 0


def test_a_game_without_a_timer_has_no_timer_tiles() -> None:
    timers, _, _ = _timers({(0, 0): TIMER}, 30, rule=None)
    assert timers.left_s is None and timers.won_s(((0, 0), (1, 0))) == 0.0
    assert not timers.run_out()
    assert timers.missed == 0


@pytest.mark.parametrize("played_s", [0.0, 19.999, 20.0])
def test_the_seconds_left_count_down_with_play(played_s: float) -> None:
    timers, _, _ = _timers({(2, 3): TIMER}, played_s)
    assert timers.left_s == pytest.approx(max(0.0, RULE.seconds - played_s))
