"""Saved games written by f847911 and by e2cab86 resume as they were written, and play on
as the code that wrote them would (each folder's README says how its files were made)."""

import datetime
import json
from pathlib import Path
from typing import Any

import pytest

from llk.model import Game, Phase
from llk.model.board.layouts import Layout
from llk.model.game.level_orders import read_shifts
from llk.model.game.settings import Pace
from llk.model.records.daily import daily_day
from llk.model.records.scores import board_key
from llk.model.solver.search import solve
from tests.fixtures import E2CAB86, F847911, FOLDERS, game_values, written
from tests.model.clock import FakeClock

SHIFTS: dict[str, dict[str, Any]] = {
    # the shift mode in play and whether it is a run of levels: both folders' scripts saved
    # the same games
    "saved-game-down.json": {"gravity": "down", "levels": False},
    "saved-game-paused.json": {"gravity": "right", "levels": False},
    "saved-game-levels.json": {"gravity": "up", "levels": True},
    "saved-game-levels-10.json": {"gravity": "none", "levels": True},
    "saved-game-untimed.json": {"gravity": "none", "levels": False},
    "saved-game-diamond.json": {"gravity": "center-x", "levels": False},
    "saved-game-daily.json": {"gravity": "none", "levels": False},
}
CLOCKS: dict[Path, dict[str, dict[str, Any]]] = {
    # what the reader makes of each file beyond its fields and its `SHIFTS`: the seconds
    # left (None: untimed), the score given up counts, and what f847911 did not write: a
    # run of f847911 is credited with its score (banked), and takes the clock it was dealt
    # (former_level_time)
    F847911: {
        "saved-game-down.json": {
            "time_left": 180.5,
            "given_up_counts": None,
            "time_limit_s": 192,
            "banked": 0,
        },
        "saved-game-paused.json": {
            "time_left": 284.5,
            "given_up_counts": None,
            "time_limit_s": 288,
            "banked": 0,
        },
        "saved-game-levels.json": {
            "time_left": 53.0,
            "given_up_counts": 1760,
            "time_limit_s": 30,
            "banked": 1760,
        },
        "saved-game-levels-10.json": {
            "time_left": 134.0,
            "given_up_counts": 9705,
            "time_limit_s": 26,
            "banked": 9705,
        },
        "saved-game-untimed.json": {
            "time_left": None,
            "given_up_counts": None,
            "time_limit_s": 0,
            "banked": 0,
        },
        "saved-game-diamond.json": {
            "time_left": 219.5,
            "given_up_counts": None,
            "time_limit_s": 216,
            "banked": 0,
        },
        "saved-game-daily.json": {
            "time_left": 190.0,
            "given_up_counts": None,
            "time_limit_s": 192,
            "banked": 0,
        },
    },
    # e2cab86 wrote the banked points and the clock: a run given up counts its banked points
    E2CAB86: {
        "saved-game-down.json": {"time_left": 180.5, "given_up_counts": None},
        "saved-game-paused.json": {"time_left": 284.5, "given_up_counts": None},
        "saved-game-levels.json": {"time_left": 27.0, "given_up_counts": 1665},
        "saved-game-levels-10.json": {"time_left": 21.0, "given_up_counts": 7320},
        "saved-game-untimed.json": {"time_left": None, "given_up_counts": None},
        "saved-game-diamond.json": {"time_left": 219.5, "given_up_counts": None},
        "saved-game-daily.json": {"time_left": 190.0, "given_up_counts": None},
    },
}


def meant(folder: Path, name: str) -> dict[str, Any]:
    """What the reader makes of the save ``name`` of ``folder`` beyond its fields."""
    return {**SHIFTS[name], **CLOCKS[folder][name]}


SAVES = [
    pytest.param(folder, name, id=f"{folder.name}/{name}")
    for folder in FOLDERS
    for name in CLOCKS[folder]
]
NEWER = ("time_limit_s", "banked")
"""The fields of a saved game e2cab86 writes and f847911 did not."""


def as_written(data: dict[str, Any]) -> dict[str, Any]:
    """The `game_values` the saved ``data`` holds, read from its JSON by hand."""
    s = data["settings"]
    return {
        "board": data["board"],
        "key": board_key(
            s["rows"], s["cols"], Layout(s["layout"]), *read_shifts(s["gravity"]), Pace(s["pace"])
        ),
        "seed": data["seed"],
        "level": data["level"],
        "score": data["score"],
        "combo": data["combo"],
        "best_combo": data["best_combo"],
        "elapsed": data["elapsed_s"],
        "hints_left": data["hints_left"],
        "hints_used": data["hints_used"],
        "refreshes_left": data["refreshes_left"],
        **{name: data[name] for name in NEWER if name in data},
    }


def test_each_folder_holds_the_saves_it_is_checked_for() -> None:
    assert set(written(E2CAB86, "saved-game-down.json")) >= set(NEWER)
    assert not set(written(F847911, "saved-game-down.json")) & set(NEWER)
    for folder in FOLDERS:
        assert sorted(path.name for path in folder.glob("saved-game-*.json")) == sorted(
            CLOCKS[folder]
        )


@pytest.mark.parametrize(("folder", "name"), SAVES)
def test_a_saved_game_resumes_as_written(folder: Path, name: str) -> None:
    data = written(folder, name)
    game = Game.from_dict(data, FakeClock(5000.0))
    assert game_values(game) == {**as_written(data), **meant(folder, name)}
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
    assert game.phase is Phase.PLAYING  # neither wrote a phase: the keeper pauses it


@pytest.mark.parametrize(("folder", "name"), SAVES)
def test_a_saved_game_plays_on(folder: Path, name: str) -> None:
    clock = FakeClock(5000.0)
    data = written(folder, name)
    game = Game.from_dict(data, clock)
    tiles, score = game.tiles_left, game.scoring.points
    a, b = game.moves()[0]
    game.click(a)  # the clock starts
    clock.advance(10.0)
    game.click(b)
    assert game.tiles_left == tiles - 2
    assert game.scoring.points == score + 10
    assert game.clock.elapsed() == data["elapsed_s"] + 10.0


@pytest.mark.parametrize("folder", FOLDERS, ids=lambda folder: folder.name)
def test_the_saved_daily_game_is_still_the_daily_game_of_its_day(folder: Path) -> None:
    game = Game.from_dict(written(folder, "saved-game-daily.json"), FakeClock())
    day = datetime.date(2026, 12, 1)
    assert daily_day(game.settings, game.seed, day) == day


def level_4(folder: Path) -> tuple[Game, Game, dict[str, Any]]:
    """The saved level 3 of ``folder`` cleared along the solver's answer, 1 s a pair, as
    its script did; the level it leads to, and what the old code wrote of both."""
    clock = FakeClock(5000.0)
    game = Game.from_dict(written(folder, "saved-game-levels.json"), clock)
    moves = solve(game.board, game.gravity, budget_s=None, max_nodes=10**6)
    assert moves is not None
    for a, b in moves:
        clock.advance(1.0)
        game.click(a)
        game.click(b)
    assert game.phase is Phase.WON
    following = game.to_keep()
    assert following is not None
    return game, following, json.loads((folder / "expected-level-4.json").read_text())


@pytest.mark.parametrize("folder", FOLDERS, ids=lambda folder: folder.name)
def test_the_saved_run_goes_on_to_the_level_the_old_code_dealt_next(folder: Path) -> None:
    """Level 3 of the run leads to the level 4 the old code dealt from there: its mode in
    the old order of levels and its very board."""
    _, following, old = level_4(folder)
    assert (following.level, following.gravity, following.settings.levels) == (4, "left", True)
    assert (following.level, following.gravity) == (
        old["level_4"]["level"],
        old["level_4"]["gravity"],
    )
    assert following.board.to_rows() == old["level_4"]["board"]


def test_the_saved_run_of_e2cab86_goes_on_with_its_score_and_clock() -> None:
    """e2cab86 had today's rules for the time left (15cfa19 and 6b746da changed them after
    f847911 on purpose), so the level cleared earns what it did then, and the next level
    starts with its score and the clock e2cab86 dealt it."""
    cleared, following, old = level_4(E2CAB86)
    assert (cleared.scoring.points, cleared.clock.elapsed()) == (2355, 12.0)
    assert {"score": cleared.scoring.points, "elapsed_s": cleared.clock.elapsed()} == old[
        "level_3_cleared"
    ]
    assert (following.scoring.points, following.clock.limit_s, following.clock.time_left()) == (
        2355,
        27,
        27.0,
    )
    assert following.record().banked == 2355
    assert {key: old["level_4"][key] for key in ("score", "time_limit_s", "time_left")} == {
        "score": following.scoring.points,
        "time_limit_s": following.clock.limit_s,
        "time_left": following.clock.time_left(),
    }
