"""The run of levels: each level's deal, clock and mode, what it carries on, dealt once."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import Board, Game, GameSettings, ParameterError, Phase, find_moves
from llk.model.board.shifts import ShiftMode
from llk.model.game.level_clock import level_time
from llk.model.game.level_orders import LEVEL_ORDER, level_mode
from llk.model.game.run import LEVEL_SEED_STEP, Run
from llk.model.limits import MAX_LEVEL, MAX_SEED
from tests.model.clock import FakeClock
from tests.model.deals import count_deals

TINY = GameSettings(rows=2, cols=4, kinds=2)


def cleared(seed: int, rows: int, clock: FakeClock) -> Game:
    """Level 1 of game ``seed`` cleared on a hand-made board of ``rows`` rows of two
    pairs, a second between pairs."""
    game = Game(TINY, seed=seed, clock=clock, board=Board.from_rows([[1, 1, 2, 2]] * rows))
    while game.phase is Phase.PLAYING:
        a, b = find_moves(game.board)[0]
        game.click(a)
        clock.advance(1)
        game.click(b)
    assert game.phase is Phase.WON
    return game


def test_the_next_level_is_dealt_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The save after the win keeps the next level and Next Level plays that very game:
    one deal of the next board, where there were two (0.3 s each on 16x30)."""
    deals = count_deals(monkeypatch)
    won = Game(GameSettings(rows=2, cols=4, kinds=2), seed=3, board=Board.from_rows([[1, 1]]))
    won.click((0, 0))
    won.click((0, 1))
    kept = won.to_keep()
    following = won.next_level()
    assert following is kept and following.level == 2
    assert len(deals) == 1


@given(seed=st.integers(0, MAX_SEED - LEVEL_SEED_STEP), rows=st.integers(1, 4))
@settings(max_examples=30)
def test_the_next_level_is_one_game_and_carries_the_run_on(seed: int, rows: int) -> None:
    won = cleared(seed, rows, FakeClock())
    following = won.next_level()
    assert won.next_level() is following is won.to_keep()
    assert (following.seed, following.level) == (seed, 2)
    assert following.scoring.points == following.run.banked == won.scoring.points
    assert following.scoring.best_combo == won.scoring.best_combo
    assert following.phase is Phase.PLAYING and following.clock.time_left() == level_time(
        TINY.time_limit_s, 2
    )


def test_only_a_cleared_level_leads_on() -> None:
    with pytest.raises(ValueError, match="cleared"):
        Game(TINY, seed=1, clock=FakeClock()).next_level()


@given(seed=st.integers(0, 10**6), level=st.integers(1, MAX_LEVEL))
def test_each_level_has_its_mode_clock_and_deal_seed(seed: int, level: int) -> None:
    run = Run(TINY, seed, level)
    assert run.settings.levels and run.level_order == LEVEL_ORDER
    assert run.gravity == level_mode(LEVEL_ORDER, level)
    assert run.time_limit_s == level_time(TINY.time_limit_s, level)
    assert run.deal_seed == seed + LEVEL_SEED_STEP * (level - 1)


def test_a_deal_is_the_same_for_the_same_level_and_differs_from_the_next() -> None:
    run = Run(GameSettings(rows=4, cols=6, kinds=6), 5, 2)
    assert run.deal()[0] == run.deal()[0]
    assert run.deal()[0] != Run(run.settings, 5, 3).deal()[0]


@given(banked=st.integers(-500, 500), score=st.integers(-500, 500), won=st.booleans())
def test_a_run_keeps_what_its_cleared_levels_earned(banked: int, score: int, won: bool) -> None:
    run = Run(TINY, 1, 3, banked=banked)
    assert run.kept(score, won) == (score if won else min(banked, score))
    after = run.next(score, 4, 0.0, 0)
    assert (after.level, after.banked, after.best_combo) == (4, score, 4)


def test_a_single_game_keeps_its_mode_at_every_level() -> None:
    run = Run(GameSettings(levels=False, gravity=ShiftMode.DOWN), 1)
    assert run.gravity is ShiftMode.DOWN
    assert run.next(0, 0, 0.0, 0).gravity is ShiftMode.DOWN


@pytest.mark.parametrize(("seed", "level"), [(-1, 1), (MAX_SEED + 1, 1), (1, 0), (1, True)])
def test_a_run_out_of_range_is_refused(seed: int, level: int) -> None:
    with pytest.raises(ParameterError):
        Run(TINY, seed, level)
