"""The clock of one game: the limit, the seconds pairs add and undo takes back, the win
bonus for the seconds left."""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from llk.model.game.game_clock import POINTS_PER_SECOND_LEFT, STUCK_S, GameClock
from tests.model.clock import FakeClock


def running(limit_s: int, played_s: float, bonus_s: float = 0.0) -> GameClock:
    """A clock of ``limit_s`` (and ``bonus_s``) that has run ``played_s`` seconds."""
    clock = FakeClock()
    game_clock = GameClock(clock, limit_s, bonus_s=bonus_s)
    game_clock.start()
    clock.advance(played_s)
    return game_clock


def test_the_time_left_counts_the_bonus_and_runs_out_at_zero() -> None:
    game_clock = running(60, 50, bonus_s=4)
    assert game_clock.time_left() == 14 and not game_clock.ran_out
    game_clock.add(2)
    assert game_clock.time_left() == 16
    assert running(60, 61).time_left() == 0 and running(60, 61).ran_out


def test_untimed_play_never_runs_out() -> None:
    game_clock = running(0, 10**6)
    assert game_clock.time_left() is None and not game_clock.ran_out
    assert game_clock.win_points() == 0


@given(
    limit_s=st.integers(20, 600),
    played_s=st.floats(0, 600),
    bonus_s=st.floats(0, 60),
    asked_s=st.floats(0, 60),
)
def test_taking_the_bonus_back_never_takes_the_last_second(
    limit_s: int, played_s: float, bonus_s: float, asked_s: float
) -> None:
    game_clock = running(limit_s, played_s, bonus_s)
    before = game_clock.time_left()
    assert before is not None
    taken = game_clock.take_back(asked_s)
    after = game_clock.time_left()
    assert after is not None
    assert 0 <= taken <= asked_s
    assert (after == before) if before <= 1 else (after >= 1 - 1e-9)


@given(played_s=st.floats(0, 120))
def test_the_win_pays_for_the_seconds_the_clock_shows(played_s: float) -> None:
    game_clock = running(100, played_s)
    left = game_clock.time_left()
    assert left is not None
    assert game_clock.win_points() == math.ceil(left) * POINTS_PER_SECOND_LEFT


def test_the_player_seems_stuck_after_stuck_s_of_play_on_one_board() -> None:
    clock = FakeClock()
    game_clock = GameClock(clock, 0, elapsed_s=100.0)  # a resumed game: its time counts
    game_clock.start()
    clock.advance(STUCK_S - 1)
    assert not game_clock.stuck
    clock.advance(1)
    assert game_clock.stuck
    game_clock.board_changed()
    assert not game_clock.stuck
    game_clock.hold("dialog")
    clock.advance(STUCK_S)
    assert not game_clock.stuck  # held time is not play
