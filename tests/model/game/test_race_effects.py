"""What a race does to a game, on its own (`Game.race_effects`): no effect is noted in the
journal, a bomb's pair scores as a linked one, a mirror and stones end the history, and
nothing acts on a game that is over."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import Board, GameSettings, ShiftMode
from llk.model.game.game import Game
from llk.model.game.journal import Journal
from llk.model.game.results import Outcome, Phase
from tests.model.clock import FakeClock

SETTINGS = GameSettings(rows=4, cols=6, kinds=4, levels=False, gravity=ShiftMode.LEFT)
EFFECTS = ["rearrange", "bomb", "add_time", "mirror", "place_stones", "lift_stones", "freeze"]


def _game(seed: int = 3) -> tuple[Game, FakeClock]:
    clock = FakeClock()
    game = Game(SETTINGS, seed=seed, clock=clock, journal=Journal(clock))
    return game, clock


def _apply(game: Game, effect: str) -> None:
    effects = game.race_effects
    if effect == "place_stones":
        effects.place_stones(frozenset((r, c) for r in range(4) for c in range(6)))
    elif effect in ("add_time", "freeze"):
        getattr(effects, effect)(5.0)
    else:
        getattr(effects, effect)()


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**4), st.lists(st.sampled_from(EFFECTS), max_size=12))
def test_no_effect_of_a_race_is_noted_in_the_journal(seed: int, effects: list[str]) -> None:
    game, clock = _game(seed)
    for effect in effects:
        clock.advance(1.0)
        _apply(game, effect)
    assert game.journal is not None and game.journal.entries == []
    assert game.blocks.stones <= {cell for cell in _cells() if game.board.is_empty(cell)}


def _cells() -> list[tuple[int, int]]:
    return [(r, c) for r in range(4) for c in range(6)]


def test_a_bomb_takes_the_pair_a_hint_would_show_and_it_scores() -> None:
    game, _ = _game()
    best = game.best_pair()
    assert best is not None
    result = game.race_effects.bomb()
    assert result is not None and result.outcome is Outcome.REMOVED and result.removal is not None
    assert {result.removal.a, result.removal.b} == set(best.move)
    assert game.scoring.points == result.removal.points > 0 and game.can_undo


def test_a_frozen_board_lets_no_bomb_go() -> None:
    game, clock = _game()
    game.clock.start()  # a race starts every clock at once; a freeze counts play seconds
    game.race_effects.freeze(5.0)
    assert game.blocks.frozen and game.race_effects.bomb() is None
    clock.advance(5.0)
    assert not game.blocks.frozen and game.race_effects.bomb() is not None


def test_a_mirror_flips_the_board_and_the_stones_and_ends_the_history() -> None:
    plain = GameSettings(rows=2, cols=4, kinds=2, levels=False, solvable=False)
    board = Board.from_rows([[1, 1, 2, 0], [2, 0, 0, 0]])
    game = Game(plain, seed=1, clock=FakeClock(), board=board)
    game.click((0, 0))
    game.click((0, 1))
    assert game.can_undo
    placed = game.race_effects.place_stones(frozenset({(0, 1), (0, 2)}))
    assert placed == {(0, 1)} and not game.can_undo  # stones end the history too
    before = game.board
    reshuffle = game.race_effects.mirror()
    assert reshuffle is not None and reshuffle.free
    assert game.board == before.mirrored() and game.blocks.stones == {(0, 2)}


def test_a_game_over_takes_no_effect() -> None:
    game, _ = _game()
    game.pause()
    game.race_effects.stop()  # a paused racer is put out too
    assert game.phase is Phase.LOST
    left = game.clock.time_left()
    game.race_effects.add_time(30.0)
    assert game.clock.time_left() == left
    assert game.race_effects.bomb() is None and game.race_effects.mirror() is None
    assert game.race_effects.rearrange() is None
    assert game.race_effects.place_stones(frozenset(_cells())) == frozenset()
    game.race_effects.stop()
    assert game.phase is Phase.LOST
