"""Level orders: version 1 is today's order for good, and a saved run keeps the order it
started on, whatever orders come later; files from before the levels flag read as runs."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model import Game, GameSettings, ParameterError, Phase, ShiftMode, find_moves
from llk.model.game.level_orders import (
    LEVEL_ORDER,
    LEVEL_ORDERS,
    LEVELS,
    level_mode,
    read_shifts,
    shifts_word,
    with_levels_flag,
)
from llk.model.game.run import Run
from tests.model.clock import FakeClock

TINY_RUN = GameSettings(rows=2, cols=4, kinds=2, solvable=False)


def test_version_1_is_the_order_runs_always_took() -> None:
    """A literal copy, never derived from `ShiftMode`: a mode added to the enum (or the
    enum reordered) cannot re-map the levels of a run saved on version 1."""
    words = ["none", "down", "up", "left", "right", "split-x", "split-y", "center-x", "center-y"]
    assert [str(mode) for mode in LEVEL_ORDERS[1]] == words
    assert [level_mode(1, level) for level in range(1, 20)] == [*words, *words, "none"]


def test_new_runs_take_the_latest_order_which_has_every_mode_once() -> None:
    assert max(LEVEL_ORDERS) == LEVEL_ORDER
    assert sorted(LEVEL_ORDERS[LEVEL_ORDER]) == sorted(ShiftMode)
    for order in LEVEL_ORDERS.values():
        assert len(set(order)) == len(order)


def clear(game: Game) -> Game:
    """Clear the level in play; the next one."""
    while game.phase is Phase.PLAYING:
        a, b = find_moves(game.board)[0]
        game.click(a)
        game.click(b)
    return game.next_level()


def test_a_saved_run_resumes_on_the_order_it_started_with(monkeypatch: pytest.MonkeyPatch) -> None:
    """A newer LLK that adds an order: a new run takes it, a run saved on version 1 (with
    it said, or from before orders were said) plays version 1's modes level after level,
    and saves its version again."""
    later = (ShiftMode.CENTER_Y, *LEVEL_ORDERS[1][:-1])
    monkeypatch.setitem(LEVEL_ORDERS, 2, later)
    new_run = Game(clock=FakeClock(), run=Run(TINY_RUN, 1, level_order=2))
    assert new_run.gravity is ShiftMode.CENTER_Y
    saved = Game(clock=FakeClock(), run=Run(TINY_RUN, 1, 2, level_order=1)).to_dict()
    assert saved["level_order"] == 1
    older = {key: value for key, value in saved.items() if key != "level_order"}
    for data in (saved, older):
        game = Game.from_dict(json.loads(json.dumps(data)), FakeClock())
        game.resume()
        assert game.gravity is ShiftMode.DOWN
        modes: list[ShiftMode] = [game.gravity]
        for _ in range(3):
            game = clear(game)
            modes.append(game.gravity)
        assert modes == list(LEVEL_ORDERS[1][1:5])
        assert game.to_dict()["level_order"] == 1


@pytest.mark.parametrize("order", [0, 3, True, "1", None])
def test_a_save_with_an_unknown_order_is_refused(order: object) -> None:
    data = Game(TINY_RUN, seed=1, clock=FakeClock()).to_dict()
    data["level_order"] = order
    with pytest.raises(ParameterError, match="level_order must be one of 1"):
        Game.from_dict(data, FakeClock())


def test_a_run_of_levels_has_no_mode_of_its_own() -> None:
    assert GameSettings().levels and GameSettings().gravity is ShiftMode.NONE
    with pytest.raises(ParameterError, match="a run of levels takes its shifts"):
        GameSettings(gravity=ShiftMode.DOWN)
    assert GameSettings(levels=False, gravity=ShiftMode.DOWN).gravity is ShiftMode.DOWN


SHIFTS = st.one_of(
    st.just((True, ShiftMode.NONE)), st.sampled_from(ShiftMode).map(lambda m: (False, m))
)


@given(SHIFTS)
def test_the_shift_word_reads_back(shifts: tuple[bool, ShiftMode]) -> None:
    assert read_shifts(shifts_word(*shifts)) == shifts


def test_settings_from_before_the_flag_read_as_they_meant() -> None:
    assert with_levels_flag({"rows": 4, "gravity": LEVELS}) == {
        "rows": 4,
        "levels": True,
        "gravity": ShiftMode.NONE,
    }
    assert with_levels_flag({"gravity": "down"}) == {"levels": False, "gravity": ShiftMode.DOWN}
    assert with_levels_flag({}) == {"levels": True, "gravity": ShiftMode.NONE}  # the old default
    today = {"levels": False, "gravity": "up"}
    assert with_levels_flag(today) is today
    with pytest.raises(ParameterError, match="unknown gravity 'sideways'"):
        with_levels_flag({"gravity": "sideways"})
