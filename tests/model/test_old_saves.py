"""Saved games written by f847911 resume as they were written, and play on as f847911 would
(tests/fixtures/f847911/README.md says how each file was made)."""

import datetime
import json
from typing import Any

import pytest

from llk.model import Game, Phase
from llk.model.daily import daily_day
from llk.model.scores import board_key
from llk.model.solver import solve
from tests.fixtures import F847911, game_values, written
from tests.model.clock import FakeClock

SAVES = {
    # file: (the shift mode in play, a run of levels, the seconds left (None: untimed),
    # the score given up counts: a run of f847911 is credited with its score)
    "saved-game-down.json": ("down", False, 180.5, None),
    "saved-game-paused.json": ("right", False, 284.5, None),
    "saved-game-levels.json": ("up", True, 53.0, 1760),
    "saved-game-levels-10.json": ("none", True, 134.0, 9705),
    "saved-game-untimed.json": ("none", False, None, None),
    "saved-game-diamond.json": ("center-x", False, 219.5, None),
    "saved-game-daily.json": ("none", False, 190.0, None),
}


def as_written(data: dict[str, Any]) -> dict[str, Any]:
    """The `game_values` the saved ``data`` holds, read from its JSON by hand."""
    s = data["settings"]
    return {
        "board": data["board"],
        "key": board_key(s["rows"], s["cols"], s["layout"], s["gravity"], s["pace"]),
        "seed": data["seed"],
        "level": data["level"],
        "score": data["score"],
        "combo": data["combo"],
        "best_combo": data["best_combo"],
        "elapsed": data["elapsed_s"],
        "hints_left": data["hints_left"],
        "hints_used": data["hints_used"],
        "refreshes_left": data["refreshes_left"],
    }


@pytest.mark.parametrize("name", SAVES)
def test_a_saved_game_resumes_as_written(name: str) -> None:
    data = written(name)
    game = Game.from_dict(data, FakeClock(5000.0))
    gravity, levels, time_left, given_up_counts = SAVES[name]
    values = game_values(game)
    assert values == {
        **as_written(data),
        "gravity": gravity,
        "levels": levels,
        "time_left": time_left,
        "given_up_counts": given_up_counts,
    }
    s, saved = game.settings, data["settings"]
    assert (s.rows, s.cols, s.kinds, s.layout, s.pace) == (
        saved["rows"],
        saved["cols"],
        saved["kinds"],
        saved["layout"],
        saved["pace"],
    )
    assert (s.time_bonus_s, s.hints, s.refreshes, s.combo_window_s, s.solvable) == (
        saved["time_bonus_s"],
        saved["hints"],
        saved["refreshes"],
        saved["combo_window_s"],
        saved["solvable"],
    )
    assert game.phase is Phase.PLAYING  # f847911 wrote no phase: the keeper pauses it


@pytest.mark.parametrize("name", SAVES)
def test_a_saved_game_plays_on(name: str) -> None:
    clock = FakeClock(5000.0)
    game = Game.from_dict(written(name), clock)
    tiles, score = game.tiles_left, game.score
    a, b = game.moves()[0]
    game.click(a)  # the clock starts
    clock.advance(10.0)
    game.click(b)
    assert game.tiles_left == tiles - 2
    assert game.score == score + 10
    assert game.elapsed() == written(name)["elapsed_s"] + 10.0


def test_the_saved_daily_game_is_still_the_daily_game_of_its_day() -> None:
    game = Game.from_dict(written("saved-game-daily.json"), FakeClock())
    day = datetime.date(2026, 12, 1)
    assert daily_day(game.settings, game.seed, day) == day


def test_the_saved_run_goes_on_to_the_level_f847911_dealt_next() -> None:
    """Cleared along the solver's answer, level 3 of the run leads to the level 4 f847911
    dealt from there: its mode in the old order of levels and its very board. (Its score
    and clock are not compared: the rules for the time left changed on purpose after
    f847911, in 15cfa19 and 6b746da.)"""
    clock = FakeClock(5000.0)
    game = Game.from_dict(written("saved-game-levels.json"), clock)
    moves = solve(game.board, game.gravity, budget_s=None, max_nodes=10**6)
    assert moves is not None
    for a, b in moves:
        clock.advance(1.0)
        game.click(a)
        game.click(b)
    assert game.phase is Phase.WON
    following = game.to_keep()
    assert following is not None
    old = json.loads((F847911 / "expected-level-4.json").read_text())["level_4"]
    assert (following.level, following.gravity, following.levels) == (4, "left", True)
    assert (following.level, following.gravity) == (old["level"], old["gravity"])
    assert following.board.to_rows() == old["board"]
