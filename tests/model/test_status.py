"""Game records, untouched games, what is kept between runs, and the action states."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import Board, Game, GameSettings, Phase, find_moves
from llk.model.board.shifts import ShiftMode
from llk.model.status import ActionStates, action_states, game_stats
from tests.model.clock import FakeClock

SMALL = GameSettings(rows=4, cols=6, kinds=6, levels=False, gravity=ShiftMode.NONE)


def fresh(settings_: GameSettings = SMALL) -> Game:
    return Game(settings_, seed=3, clock=FakeClock())


def test_a_fresh_game_is_untouched_until_the_player_spends_something() -> None:
    game = fresh()
    game.click(find_moves(game.board)[0][0])  # a selection alone costs nothing
    assert game.untouched
    for spend in (Game.hint, Game.refresh):
        game = fresh()
        spend(game)
        assert not game.untouched


def test_a_removed_pair_touches_the_game_even_after_undo() -> None:
    game = fresh()
    a, b = find_moves(game.board)[0]
    game.click(a)
    game.click(b)
    assert not game.untouched
    game.undo()
    assert not game.untouched  # every tile is back, but the undo cost points


def test_a_resumed_game_with_pairs_gone_is_not_untouched() -> None:
    game = fresh()
    a, b = find_moves(game.board)[0]
    game.click(a)
    game.click(b)
    data = game.to_dict()
    data["score"] = 0
    assert not Game.from_dict(data, FakeClock()).untouched
    assert Game.from_dict(fresh().to_dict(), FakeClock()).untouched


def test_a_later_level_is_never_untouched() -> None:
    board = Board.from_rows([[1, 1]])
    game = Game(GameSettings(rows=2, cols=2, kinds=1), seed=1, clock=FakeClock(), board=board)
    game.click((0, 0))
    game.click((0, 1))
    assert game.phase is Phase.WON
    assert not game.next_level().untouched


def test_the_record_says_how_the_game_ended() -> None:
    clock = FakeClock()
    game = Game(SMALL, seed=3, clock=clock, board=Board.from_rows([[2, 0, 2]]))
    game.hint()
    clock.advance(4.0)
    game.click((0, 0))
    game.click((0, 2))
    record = game.record()
    assert record.won and record.score == game.scoring.points and record.seed == 3
    assert record.elapsed_s == 4.0 and record.hints_used == 1 and record.settings == SMALL


def test_what_is_kept_for_the_next_run() -> None:
    game = fresh()
    assert game.to_keep() is game
    clock = FakeClock()
    levels = GameSettings(rows=2, cols=2, kinds=1)
    won = Game(levels, seed=1, clock=clock, board=Board.from_rows([[1, 1]]))
    won.click((0, 0))
    won.click((0, 1))
    kept = won.to_keep()
    assert kept is not None and kept.level == 2 and won.to_keep() is kept
    single = Game(SMALL, seed=1, clock=clock, board=Board.from_rows([[1, 1]]))
    single.click((0, 0))
    single.click((0, 1))
    assert single.to_keep() is None


def test_nothing_is_possible_before_the_first_deal() -> None:
    assert action_states(None) == ActionStates()


@given(seed=st.integers(0, 1000), clicks=st.lists(st.integers(0, 23), max_size=30))
@settings(max_examples=60)
def test_the_action_states_follow_the_game(seed: int, clicks: list[int]) -> None:
    """Whatever was played, an enabled action acts and a disabled one does nothing."""
    game = Game(SMALL, seed=seed, clock=FakeClock())
    for index in clicks:
        game.click(divmod(index, 6))
    states = action_states(game)
    assert states.hints_left == game.helps.hints_left
    assert states.undo == game.can_undo and states.redo == game.can_redo
    assert states.winnable == (game.phase is Phase.PLAYING and game.tiles_left > 0)
    stats = game_stats(game)
    assert (stats.score, stats.tiles_left, stats.levels) == (
        game.scoring.points,
        game.tiles_left,
        False,
    )
    hint = game.hint()
    assert (hint is not None) == states.hint
    game.pause()
    paused = action_states(game)
    assert paused.paused == states.pause
    assert not (paused.hint or paused.refresh or paused.undo or paused.winnable)


def test_a_game_is_in_progress_once_touched_and_until_it_ends() -> None:
    game = Game(SMALL, seed=3, clock=FakeClock(), board=Board.from_rows([[2, 0, 2], [1, 0, 1]]))
    assert not game.in_progress  # as dealt: nothing to lose
    game.click((0, 0))
    game.click((0, 2))
    assert game.in_progress
    game.click((1, 0))
    game.click((1, 2))
    assert game.phase is Phase.WON and not game.in_progress
