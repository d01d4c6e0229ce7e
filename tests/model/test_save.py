"""Saving and resuming a game: everything that matters comes back."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import Game, GameSettings, Phase, find_moves
from tests.model.clock import FakeClock

SMALL = GameSettings(rows=4, cols=6, kinds=6, pace="relaxed")  # 72 s


@given(seed=st.integers(0, 10_000), pairs=st.integers(0, 5), waited=st.floats(0, 50))
@settings(max_examples=40)
def test_resumed_game_plays_on_exactly(seed: int, pairs: int, waited: float) -> None:
    clock = FakeClock()
    game = Game(SMALL, seed=seed, clock=clock)
    for _ in range(pairs):
        a, b = find_moves(game.board)[0]
        game.click(a)
        game.click(b)
        clock.advance(1)
    game.hint()
    clock.advance(waited)
    data = json.loads(json.dumps(game.to_dict()))
    later = FakeClock(5000)
    resumed = Game.from_dict(data, clock=later)
    assert resumed.board == game.board
    assert (resumed.score, resumed.hints_left, resumed.refreshes_left, resumed.seed) == (
        game.score,
        game.hints_left,
        game.refreshes_left,
        game.seed,
    )
    assert resumed.time_left() == pytest.approx(game.time_left())
    assert resumed.phase is Phase.PLAYING
    # The shuffle generator resumes too, so the next refresh is the same.
    game.refresh()
    resumed.refresh()
    assert resumed.board == game.board


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"board": "nope"}, "wrong type"),
        ({"score": True}, "wrong type"),
        ({"settings": {"rows": 99}}, "between"),
        ({"settings": {"colour": 1}}, "malformed"),
        ({"rng": [1, 2]}, "random state"),
    ],
)
def test_malformed_saves_raise_value_error(change: dict[str, object], words: str) -> None:
    data = Game(SMALL, seed=1, clock=FakeClock()).to_dict()
    data.update(change)
    with pytest.raises(ValueError, match=words):
        Game.from_dict(data, clock=FakeClock())


def test_missing_field() -> None:
    data = Game(SMALL, seed=1, clock=FakeClock()).to_dict()
    del data["seed"]
    with pytest.raises(ValueError, match="lacks 'seed'"):
        Game.from_dict(data)
    with pytest.raises(ValueError, match="object"):
        Game.from_dict([])


def test_a_game_saved_before_paces_resumes_with_its_timing() -> None:
    for old_limit, pace in ((100, "normal"), (0, "untimed")):
        data = Game(SMALL, seed=1, clock=FakeClock()).to_dict()
        del data["settings"]["pace"]
        data["settings"]["time_limit_s"] = old_limit
        assert Game.from_dict(data, FakeClock()).settings.pace == pace
