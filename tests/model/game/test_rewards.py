"""What a pair pays: points, the time bonus, Show Me's hint, the win bonus, a redo."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from llk.model.board.grid import Board
from llk.model.game.game_clock import POINTS_PER_SECOND_LEFT, GameClock
from llk.model.game.helps import SHOW_ME_COST, Helps
from llk.model.game.history import Step
from llk.model.game.results import Removal
from llk.model.game.rewards import Rewards
from llk.model.game.scoring import BASE_POINTS, Score
from tests.model.clock import FakeClock

BONUS_S = 2.0


def rewards(limit_s: int = 60, hints: int = 3) -> tuple[Rewards, Score, GameClock, Helps]:
    """Rewards on a fresh score, a started clock of ``limit_s`` and ``hints`` hints."""
    score, clock, helps = Score(0, 0, 0, 3.0), GameClock(FakeClock(), limit_s), Helps(hints, 0, 0)
    clock.start()
    return Rewards(score, clock, helps, BONUS_S), score, clock, helps


def test_a_players_pair_earns_its_points_and_the_time_bonus() -> None:
    pay, score, clock, _ = rewards()
    assert pay.pair() == (BASE_POINTS, BONUS_S, True)
    assert score.points == BASE_POINTS and clock.bonus_s == BONUS_S


def test_no_time_bonus_without_a_time_limit() -> None:
    pay, _, clock, _ = rewards(limit_s=0)
    assert pay.pair() == (BASE_POINTS, 0.0, True) and clock.bonus_s == 0


def test_show_me_pairs_earn_nothing_cost_a_hint_and_clear_for_no_bonus() -> None:
    pay, score, clock, helps = rewards(hints=SHOW_ME_COST)
    helps.start_show_me()
    assert pay.pair() == (0, 0.0, False)
    assert (score.points, clock.bonus_s, helps.hints_left) == (0, 0, 0)
    assert pay.won(earned=False) == 0 and score.points == 0


def test_a_win_pays_for_the_seconds_left() -> None:
    pay, score, _, _ = rewards(limit_s=60)
    assert pay.won(earned=True) == 60 * POINTS_PER_SECOND_LEFT == score.points


def test_a_redo_earns_the_points_and_the_bonus_the_undo_took_back() -> None:
    pay, score, clock, _ = rewards()
    removal = Removal((0, 0), (0, 1), 1, [(0, 0), (0, 1)], 30, 3, BONUS_S)
    pay.redo(Step(Board(1, 2), Board(1, 2), removal, bonus_taken_s=1.5))
    assert (score.points, clock.bonus_s) == (30, 1.5)


@given(st.lists(st.booleans(), max_size=20), st.integers(0, 20))
def test_every_pair_is_paid_by_the_player_or_by_a_hint(shown: list[bool], hints: int) -> None:
    pay, score, clock, helps = rewards(hints=hints)
    paid = []
    for show in shown:
        if show:
            helps.start_show_me()
        else:
            helps.take_over()
        paid.append(pay.pair())
    earned = [p for p in paid if p[2]]
    assert score.points == sum(p[0] for p in paid) == sum(p[0] for p in earned)
    assert clock.bonus_s == BONUS_S * len(earned)
    assert helps.hints_left == hints - SHOW_ME_COST * (len(paid) - len(earned)) >= 0
