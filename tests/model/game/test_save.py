"""Saving and resuming a game: everything that matters comes back."""

import json
import math
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import Game, GameSettings, Phase, find_moves
from llk.model.game.level_clock import level_time
from llk.model.game.run import LEVEL_SEED_STEP
from llk.model.game.settings import Pace
from tests.model.clock import FakeClock

SMALL = GameSettings(rows=4, cols=6, kinds=6, pace=Pace.RELAXED)  # 72 s


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
    assert (
        resumed.scoring.points,
        resumed.helps.hints_left,
        resumed.helps.refreshes_left,
        resumed.seed,
    ) == (
        game.scoring.points,
        game.helps.hints_left,
        game.helps.refreshes_left,
        game.seed,
    )
    assert resumed.clock.time_left() == pytest.approx(game.clock.time_left())
    assert resumed.phase is Phase.PLAYING
    # The shuffle generator resumes too, so the next refresh is the same.
    game.refresh()
    resumed.refresh()
    assert resumed.board == game.board


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"board": "nope"}, "list of rows"),
        ({"score": True}, "whole number"),
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
        del data["settings"]["pace"], data["time_limit_s"]  # neither was saved then
        data["settings"]["time_limit_s"] = old_limit
        assert Game.from_dict(data, FakeClock()).settings.pace == pace


def test_a_level_saved_before_the_clock_shrank_each_level_resumes_with_its_clock() -> None:
    """A run saved at level 11 under the former rule (15 % less every nine levels, the
    unused bonus carried on): its clock comes back as it stood, and the next level
    follows today's rule."""
    clock = FakeClock()
    data = Game(GameSettings(solvable=False), seed=4, clock=clock, level=11).to_dict()
    del data["time_limit_s"]
    data.update(time_bonus_s=480.0, elapsed_s=200.0)
    resumed = Game.from_dict(data, clock)
    assert resumed.clock.limit_s == 163  # 192 s less 15 %
    assert resumed.clock.time_left() == pytest.approx(163 + 480 - 200)
    resumed.resume()
    while resumed.phase is Phase.PLAYING:
        a, b = find_moves(resumed.board)[0]
        resumed.click(a)
        resumed.click(b)
    following = resumed.next_level()
    assert following.clock.time_left() == following.clock.limit_s == level_time(192, 12) == 123


def test_the_time_limit_is_saved() -> None:
    game = Game(GameSettings(solvable=False), seed=4, clock=FakeClock(), level=30)
    again = Game.from_dict(json.loads(json.dumps(game.to_dict())), FakeClock())
    assert again.clock.limit_s == game.clock.limit_s == 96


def saved(**changes: object) -> dict[str, Any]:
    data = Game(SMALL, seed=1, clock=FakeClock()).to_dict()
    data.update(changes)
    return data


HOSTILE = [
    pytest.param({"level": 10**400}, "level", id="level-10^400"),
    pytest.param({"level": 0}, "level", id="level-0"),
    pytest.param({"seed": 2**31}, "seed", id="seed-over-the-range"),
    pytest.param({"seed": -1}, "seed", id="seed-negative"),
    pytest.param({"elapsed_s": math.nan}, "elapsed_s", id="elapsed-nan"),
    pytest.param({"elapsed_s": math.inf}, "elapsed_s", id="elapsed-infinity"),
    pytest.param({"elapsed_s": -3.0}, "elapsed_s", id="elapsed-negative"),
    pytest.param({"time_bonus_s": math.inf}, "time_bonus_s", id="bonus-infinity"),
    pytest.param({"time_limit_s": 10**9}, "time_limit_s", id="limit-over-level-1"),
    pytest.param({"time_limit_s": 3}, "time_limit_s", id="limit-under-the-floor"),
    pytest.param({"time_limit_s": 50.5}, "time_limit_s", id="limit-not-whole"),
    pytest.param({"score": 10**30}, "score", id="score-huge"),
    pytest.param({"combo": 99}, "combo", id="combo-over-max"),
    pytest.param({"hints_left": -1}, "hints_left", id="hints-negative"),
    pytest.param({"hints_left": 4}, "hints_left", id="hints-over-the-settings"),
    pytest.param({"refreshes_left": 1000}, "refreshes_left", id="refreshes-over"),
    pytest.param({"board": [[1, 1, 2]]}, "4x6", id="board-not-the-settings-size"),
    pytest.param({"board": [[0] * 6] * 4}, "no tile", id="board-empty"),
    pytest.param({"board": [[1] * 6] * 3 + [[1, 1, 1, 1, 1, 2]]}, "odd", id="odd-face-count"),
    pytest.param({"board": [[7] * 6] * 4}, "face 7", id="face-over-the-kinds"),
    pytest.param({"board": [[1] * 1000] * 1000}, "at most", id="board-1000x1000"),
    pytest.param({"settings": {"rows": 1000}}, "rows", id="settings-1000-rows"),
]


@pytest.mark.parametrize(("change", "words"), HOSTILE)
def test_a_hostile_save_is_refused_with_a_value_error(
    change: dict[str, object], words: str
) -> None:
    with pytest.raises(ValueError, match=words):
        Game.from_dict(saved(**change), clock=FakeClock())


@pytest.mark.parametrize(
    "word", [2**64, -1, 2**32, 1.5, "x", None], ids=["2^64", "-1", "2^32", "float", "str", "none"]
)
def test_a_damaged_random_state_is_refused(word: object) -> None:
    data = saved()
    data["rng"][1][100] = word
    with pytest.raises(ValueError, match="random state"):
        Game.from_dict(data, clock=FakeClock())


@given(st.dictionaries(st.sampled_from(sorted(saved())), st.from_type(object), max_size=3))
@settings(max_examples=150)
def test_any_change_to_a_save_resumes_or_raises_value_error(changes: dict[str, Any]) -> None:
    """Whatever a damaged file holds, loading either works or says ValueError; never more."""
    try:
        game = Game.from_dict(saved(**changes), clock=FakeClock())
    except ValueError:
        return
    assert game.tiles_left > 0 and game.settings.rows * game.settings.cols <= 20 * 30


SAVED_KEYS = [
    *("settings", "seed", "level", "board", "score", "combo", "best_combo", "banked"),
    *("elapsed_s", "time_limit_s", "time_bonus_s", "hints_left", "hints_used"),
    *("refreshes_left", "rng", "level_order", "seconds_before", "hints_before", "marks"),
]
"""What a save holds, in this order: what it has always held, then since format 3 the
run's level order, the time and hints of the run's levels before, then the special
tiles' marks."""


@given(seed=st.integers(0, 10_000), pairs=st.integers(0, 5), level=st.integers(1, 30))
@settings(max_examples=30)
def test_a_save_read_back_saves_the_very_same_data(seed: int, pairs: int, level: int) -> None:
    clock = FakeClock()
    game = Game(SMALL, seed=seed, clock=clock, level=level)
    for _ in range(pairs):
        a, b = find_moves(game.board)[0]
        game.click(a)
        clock.advance(1)
        game.click(b)
    data = json.loads(json.dumps(game.to_dict()))
    assert list(data) == SAVED_KEYS
    assert Game.from_dict(data, clock=FakeClock()).to_dict() == data


def test_a_fresh_deal_saves_the_generator_its_level_seeds() -> None:
    game = Game(SMALL, seed=7, clock=FakeClock(), level=3)
    version, state, gauss = random.Random(game.run.deal_seed).getstate()
    assert game.to_dict()["rng"] == [version, list(state), gauss]
    assert game.run.deal_seed == 7 + 2 * LEVEL_SEED_STEP
