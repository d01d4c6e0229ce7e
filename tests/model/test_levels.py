"""Levels: the shift after each removal, the mode and time per level, carrying on."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import GRAVITIES, Board, Game, GameSettings, Outcome, Phase, find_moves
from llk.model.game import MIN_LEVEL_TIME_S, level_time
from llk.model.solver import can_clear
from tests.model.clock import FakeClock
from tests.model.deals import count_deals


def remove_first_move(game: Game) -> None:
    a, b = find_moves(game.board)[0]
    game.click(a)
    assert game.click(b).outcome is Outcome.REMOVED


def test_a_removal_reports_the_slide_and_undo_restores_the_board() -> None:
    board = Board.from_rows([[2, 3], [1, 4], [1, 5], [6, 6]])
    game = Game(GameSettings(gravity="down"), seed=1, clock=FakeClock(), board=board)
    game.click((1, 0))
    result = game.click((2, 0))
    assert result.removal is not None
    assert result.removal.shifts == (((0, 0), (2, 0)),)
    assert game.board.to_rows() == [[0, 3], [0, 4], [2, 5], [6, 6]]
    game.undo()
    assert game.board == board


@given(seed=st.integers(0, 10_000), gravity=st.sampled_from(GRAVITIES), pairs=st.integers(1, 6))
@settings(max_examples=50)
def test_undo_after_shifts_restores_the_exact_board(seed: int, gravity: str, pairs: int) -> None:
    game = Game(
        GameSettings(rows=4, cols=6, kinds=6, gravity=gravity), seed=seed, clock=FakeClock()
    )
    before_each: list[Board] = []
    for _ in range(pairs):
        if game.phase is not Phase.PLAYING:
            break
        before_each.append(game.board)
        remove_first_move(game)
    while game.can_undo:
        game.undo()
        assert game.board == before_each.pop()


def test_each_level_takes_the_next_mode_and_cycles_with_less_time() -> None:
    settings_ = GameSettings(rows=5, cols=10, kinds=1)  # 50 tiles at the normal pace: 100 s
    games = [Game(settings_, seed=5, clock=FakeClock(), level=n) for n in range(1, 20)]
    assert [g.gravity for g in games[:9]] == list(GRAVITIES)
    assert games[9].gravity == "none"
    assert [g.time_limit_s for g in (games[0], games[8], games[9], games[18])] == [100, 100, 85, 72]
    assert level_time(30, 100) == MIN_LEVEL_TIME_S
    assert level_time(0, 12) == 0


def test_a_fixed_mode_stays_for_every_level() -> None:
    game = Game(GameSettings(rows=2, cols=2, kinds=1, gravity="left"), seed=1, level=4)
    assert game.gravity == "left"


def test_clearing_a_level_carries_score_and_unused_bonus() -> None:
    clock = FakeClock()
    settings_ = GameSettings(rows=2, cols=2, kinds=1, time_bonus_s=3.0)
    game = Game(settings_, seed=2, clock=clock)
    with pytest.raises(ValueError, match="cleared"):
        game.next_level()
    while game.phase is Phase.PLAYING:
        clock.advance(1)
        remove_first_move(game)
    assert game.phase is Phase.WON
    following = game.next_level()
    assert (following.level, following.gravity, following.score) == (2, "down", game.score)
    assert following.time_left() == pytest.approx(following.time_limit_s + 6)
    assert following.seed == game.seed
    assert following.tiles_left == 4


def test_the_unused_bonus_is_capped_by_the_time_left() -> None:
    clock = FakeClock()
    settings_ = GameSettings(rows=2, cols=2, kinds=1, time_bonus_s=5.0)
    game = Game(settings_, seed=2, clock=clock)
    game.hint()  # starts the clock
    clock.advance(game.time_limit_s - 1)
    remove_first_move(game)  # 1 s + 5 s bonus left
    remove_first_move(game)  # 11 s left, 10 s of bonus earned
    assert game.phase is Phase.WON
    assert game.next_level().time_left() == pytest.approx(game.time_limit_s + 10)


@given(seed=st.integers(0, 10_000), gravity=st.sampled_from(GRAVITIES))
@settings(max_examples=25)
def test_a_solvable_game_stays_winnable_through_refreshes(seed: int, gravity: str) -> None:
    game = Game(
        GameSettings(rows=4, cols=6, kinds=6, gravity=gravity, solvable=True, refreshes=3),
        seed=seed,
        clock=FakeClock(),
    )
    assert can_clear(game.board, game.gravity, budget_s=5) is True
    assert game.refresh() is not None
    assert can_clear(game.board, game.gravity, budget_s=5) is True


def test_winnable_sees_a_lost_position() -> None:
    board = Board.from_rows([[1, 2, 3, 3], [2, 1, 0, 0]])
    game = Game(GameSettings(gravity="none"), seed=1, clock=FakeClock(), board=board)
    assert can_clear(game.board, game.gravity, budget_s=1) is False


def test_the_level_is_saved() -> None:
    settings_ = GameSettings(rows=2, cols=4, kinds=2)
    game = Game(settings_, seed=3, clock=FakeClock(), level=5)
    again = Game.from_dict(game.to_dict(), clock=FakeClock())
    assert (again.level, again.gravity, again.board) == (5, game.gravity, game.board)


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
