"""Levels: the shift after each removal, the mode and time per level, carrying on."""

from __future__ import annotations

import itertools
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import Board, Game, GameSettings, Outcome, Phase, find_moves, solve
from llk.model.board.shifts import ShiftMode
from llk.model.game.game_clock import POINTS_PER_SECOND_LEFT
from llk.model.game.level_clock import MIN_LEVEL_TIME_S, level_time
from llk.model.game.level_orders import LEVEL_ORDERS
from llk.model.game.settings import Pace
from tests.model.clock import FakeClock


def can_clear(board: Board, gravity: ShiftMode) -> bool:
    """Whether the solver clears ``board``, within a count of positions rather than seconds
    (the same answer on every machine): far more than any 4x6 board takes."""
    return solve(board, gravity, budget_s=None, max_nodes=10**6) is not None


def remove_first_move(game: Game) -> None:
    a, b = find_moves(game.board)[0]
    game.click(a)
    assert game.click(b).outcome is Outcome.REMOVED


def test_a_removal_reports_the_slide_and_undo_restores_the_board() -> None:
    board = Board.from_rows([[2, 3], [1, 4], [1, 5], [6, 6]])
    game = Game(
        GameSettings(levels=False, gravity=ShiftMode.DOWN), seed=1, clock=FakeClock(), board=board
    )
    game.click((1, 0))
    result = game.click((2, 0))
    assert result.removal is not None
    assert result.removal.shifts == (((0, 0), (2, 0)),)
    assert game.board.to_rows() == [[0, 3], [0, 4], [2, 5], [6, 6]]
    game.undo()
    assert game.board == board


@given(seed=st.integers(0, 10_000), gravity=st.sampled_from(ShiftMode), pairs=st.integers(1, 6))
@settings(max_examples=50)
def test_undo_after_shifts_restores_the_exact_board(
    seed: int, gravity: ShiftMode, pairs: int
) -> None:
    game = Game(
        GameSettings(rows=4, cols=6, kinds=6, levels=False, gravity=gravity),
        seed=seed,
        clock=FakeClock(),
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


def test_each_level_takes_the_next_mode_with_less_time() -> None:
    settings_ = GameSettings(rows=5, cols=10, kinds=1)  # 50 tiles at the normal pace: 100 s
    games = [Game(settings_, seed=5, clock=FakeClock(), level=n) for n in range(1, 20)]
    assert [g.gravity for g in games[:9]] == list(LEVEL_ORDERS[1])
    assert games[9].gravity == "none"
    assert [g.clock.limit_s for g in games[:4]] == [100, 96, 92, 88]  # 4 % less a level
    assert [g.clock.limit_s for g in games[16:]] == [52, 50, 50]  # half of level 1's at most
    assert level_time(30, 100) == MIN_LEVEL_TIME_S
    assert level_time(0, 12) == 0


def test_a_fixed_mode_stays_for_every_level() -> None:
    game = Game(
        GameSettings(rows=2, cols=2, kinds=1, levels=False, gravity=ShiftMode.LEFT), seed=1, level=4
    )
    assert game.gravity == "left"


def test_clearing_a_level_carries_the_score_and_pays_the_seconds_left() -> None:
    clock = FakeClock()
    settings_ = GameSettings(rows=2, cols=2, kinds=1, time_bonus_s=3.0)
    game = Game(settings_, seed=2, clock=clock)
    with pytest.raises(ValueError, match="cleared"):
        game.next_level()
    while game.phase is Phase.PLAYING:
        clock.advance(1)
        remove_first_move(game)
    assert game.phase is Phase.WON
    left = game.clock.limit_s + 6 - 1  # two pairs of 3 s each; 1 s played from the first click
    assert game.scoring.points == 10 + 20 + left * POINTS_PER_SECOND_LEFT  # the second pair a combo
    following = game.next_level()
    assert (following.level, following.gravity, following.scoring.points) == (
        2,
        "down",
        game.scoring.points,
    )
    assert following.clock.time_left() == following.clock.limit_s == level_time(8, 2)
    assert following.seed == game.seed
    assert following.tiles_left == 4


def play_level(game: Game, clock: FakeClock, seconds_per_pair: float, hints: int) -> None:
    """Clear ``game`` (unless its time runs out) at ``seconds_per_pair``, after ``hints``."""
    for _ in range(hints):
        game.hint()
    while game.phase is Phase.PLAYING:
        a, b = find_moves(game.board)[0]
        game.click(a)
        clock.advance(seconds_per_pair)
        game.click(b)


def starting_clocks(settings_: GameSettings, levels: int, seconds_per_pair: float) -> list[int]:
    """The seconds on the clock at the start of each level of a run played so."""
    clock = FakeClock()
    game = Game(settings_, seed=11, clock=clock)
    clocks = []
    for _ in range(levels):
        clocks.append(round(game.clock.time_left() or 0))
        play_level(game, clock, seconds_per_pair, hints=0)
        game = game.next_level()
    return clocks


def test_the_clock_of_a_quick_run_no_longer_grows() -> None:
    """The issue's run: 8x12 at the normal pace, each level cleared quickly. The clock
    started 192 s at level 1, 240 at level 2, 640 at level 11 and 833 at level 15 (the
    bonus seconds left over carried on); now each level starts with less."""
    clocks = starting_clocks(GameSettings(solvable=False), levels=15, seconds_per_pair=1.0)
    assert clocks[0] == 192
    assert all(later < earlier for earlier, later in itertools.pairwise(clocks))
    assert (clocks[1], clocks[10], clocks[14]) == (184, 128, 108)


@given(
    shape=st.sampled_from([(2, 4), (4, 6), (6, 10)]),
    pace=st.sampled_from(["relaxed", "normal", "fast"]),
    bonus=st.floats(0.0, 10.0),
    level=st.integers(1, 40),
    plays=st.lists(st.tuples(st.floats(0.0, 8.0), st.integers(0, 3)), min_size=1, max_size=4),
)
@settings(max_examples=40, deadline=None)
def test_a_level_never_gives_more_time_than_the_one_before(
    shape: tuple[int, int], pace: str, bonus: float, level: int, plays: list[tuple[float, int]]
) -> None:
    """Whatever the player does on a level (time used per pair, hints; every pair, to
    clear it), the next level on the same board and pace starts with no more seconds."""
    clock = FakeClock()
    rows, cols = shape
    settings_ = GameSettings(
        rows=rows, cols=cols, kinds=2, pace=Pace(pace), time_bonus_s=bonus, solvable=False
    )
    game = Game(settings_, seed=level, clock=clock, level=level)
    for seconds_per_pair, hints in plays:
        start = game.clock.time_left()
        assert start is not None
        play_level(game, clock, seconds_per_pair, hints)
        if game.phase is not Phase.WON:
            return
        following = game.next_level()
        assert following.clock.time_left() == following.clock.limit_s <= start
        game = following


@given(seed=st.integers(0, 10_000), gravity=st.sampled_from(ShiftMode))
@settings(max_examples=25)
def test_a_solvable_game_stays_winnable_through_refreshes(seed: int, gravity: ShiftMode) -> None:
    game = Game(
        GameSettings(
            rows=4, cols=6, kinds=6, levels=False, gravity=gravity, solvable=True, refreshes=3
        ),
        seed=seed,
        clock=FakeClock(),
    )
    assert can_clear(game.board, game.gravity)
    assert game.refresh() is not None
    assert can_clear(game.board, game.gravity)


def test_winnable_sees_a_lost_position() -> None:
    board = Board.from_rows([[1, 2, 3, 3], [2, 1, 0, 0]])
    game = Game(
        GameSettings(levels=False, gravity=ShiftMode.NONE), seed=1, clock=FakeClock(), board=board
    )
    assert not can_clear(game.board, game.gravity)


def run_of(levels: int, clock: FakeClock) -> Game:
    """A run of 2x4 levels, the first ``levels`` cleared at 2 s a pair (8 s a level), a
    hint on level 1: the next level, dealt and untouched."""
    game = Game(GameSettings(rows=2, cols=4, kinds=2, solvable=False), seed=3, clock=clock)
    for level in range(levels):
        play_level(game, clock, seconds_per_pair=2, hints=int(level == 0))
        game = game.next_level()
    return game


def test_a_runs_record_holds_the_time_and_hints_of_every_level() -> None:
    clock = FakeClock()
    game = run_of(3, clock)
    play_level(game, clock, seconds_per_pair=2, hints=0)
    record = game.record()
    assert record.elapsed_s == 8  # this level's own, for its result screen
    assert (record.run_seconds, record.run_hints) == (32, 1)  # 4 levels of 8 s; level 1's hint


def test_a_run_given_up_at_the_start_of_a_level_keeps_the_time_before() -> None:
    record = run_of(1, FakeClock()).record(given_up=True)
    assert (record.level, record.elapsed_s, record.run_seconds, record.run_hints) == (2, 0, 8, 1)


def test_a_runs_totals_outlive_a_save() -> None:
    clock = FakeClock()
    game = run_of(2, clock)
    game.click(find_moves(game.board)[0][0])
    clock.advance(1.5)
    resumed = Game.from_dict(json.loads(json.dumps(game.to_dict())), clock=FakeClock())
    assert (resumed.record().run_seconds, resumed.record().run_hints) == (17.5, 1)


def test_the_level_is_saved() -> None:
    settings_ = GameSettings(rows=2, cols=4, kinds=2)
    game = Game(settings_, seed=3, clock=FakeClock(), level=5)
    again = Game.from_dict(game.to_dict(), clock=FakeClock())
    assert (again.level, again.gravity, again.board) == (5, game.gravity, game.board)
