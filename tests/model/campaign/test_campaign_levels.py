"""The campaign's 60 levels: each one in its place, bringing in what its chapter brings,
proven fair (its plan wins it in a `Game`, the solver clears its deal within a node
budget) and timed by the measure of `llk.model.campaign.level_time`.

The solver proves every level with ``--every-map-mode`` (as .ci/run asks), else a level a
chapter in turn, so that the usual run stays quick.
"""

from __future__ import annotations

import random
import re
from importlib.resources import files

import pytest

from llk.model import Game, GameSettings
from llk.model.board.shifts import ShiftMode
from llk.model.campaign.chapters import CHAPTERS_COUNT as CHAPTERS
from llk.model.campaign.chapters import LEVELS_PER_CHAPTER as LEVELS
from llk.model.campaign.level_time import measured_time_s
from llk.model.campaign.levels import Level, campaign_levels, level_seed, level_settings
from llk.model.campaign.proof import PROOF_NODES, dealt_level, level_mode, level_stem
from llk.model.game.results import Phase
from llk.model.maps.catalog import find_map
from llk.model.maps.map_file import MAP_SUFFIX, GameMap
from llk.model.solver.search import solve
from llk.model.versus.computer_player import ComputerPlayer, Pair
from llk.model.versus.rivals import Rival, Strength
from tests.model.clock import FakeClock
from tests.model.replay import clears, play_plan

SPECIALS = ("stones", "ice", "locked", "fog", "timers")
BROUGHT_IN = {1: {"stones"}, 2: set(), 3: {"ice", "locked"}, 4: {"fog", "timers"}, 5: set()}
"""The special tiles each chapter brings in (chapter 2 brings the shift modes)."""
STONES_FROM = 7
"""The level of chapter 1 that brings in stones."""
LEVELS_60 = campaign_levels()


def _id(level: Level) -> str:
    return level_stem(level.chapter, level.number)


def _text(level: Level) -> str:
    return (files("llk.resources") / "campaign" / (_id(level) + MAP_SUFFIX)).read_text("utf-8")


def _used(game_map: GameMap) -> set[str]:
    return {name for name in SPECIALS if getattr(game_map, name)}


def test_five_chapters_of_twelve_levels_and_no_other_file() -> None:
    folder = files("llk.resources") / "campaign"
    found = sorted(e.name for e in folder.iterdir() if e.name.endswith(MAP_SUFFIX))
    wanted = [level_stem(c, n) + MAP_SUFFIX for c in range(1, 6) for n in range(1, 13)]
    assert (CHAPTERS, LEVELS) == (5, 12)
    assert found == wanted == [_id(level) + MAP_SUFFIX for level in LEVELS_60]


@pytest.mark.parametrize("level", LEVELS_60, ids=_id)
def test_a_level_has_names_a_seed_a_time_one_shift_mode_and_a_shipped_shape(
    level: Level,
) -> None:
    game_map = level.game_map
    assert game_map.name and re.search(r"[\u4e00-\u9fff]", game_map.name_zh)
    assert game_map.faces and game_map.seed is not None and game_map.time_s
    assert len(game_map.shifts) == 1
    source = re.search(r"^# from: (\S+)$", _text(level), re.MULTILINE)
    assert source is not None
    shipped = find_map(source[1], None)
    assert shipped is not None and (shipped.rows, shipped.cols) == (game_map.rows, game_map.cols)
    assert set(game_map.cells) | set(game_map.stones) <= set(shipped.cells)
    assert bool(game_map.timers) == ("\ntimer: " in _text(level))


@pytest.mark.parametrize("chapter", range(1, CHAPTERS + 1))
def test_a_chapter_brings_in_its_own_and_ends_with_its_biggest_board(chapter: int) -> None:
    levels = [level.game_map for level in LEVELS_60 if level.chapter == chapter]
    allowed = set().union(*(BROUGHT_IN[c] for c in range(1, chapter + 1)))
    used = set().union(*(_used(game_map) for game_map in levels))
    assert BROUGHT_IN[chapter] <= used <= allowed
    boss = levels[-1]
    assert all(m.tiles < boss.tiles and (m.faces or 0) <= (boss.faces or 0) for m in levels[:-1])
    modes = [level_mode(game_map) for game_map in levels]
    if chapter == 1:
        assert set(modes) == {ShiftMode.NONE}
        assert [bool(m.stones) for m in levels] == [n >= STONES_FROM for n in range(1, 13)]
    if chapter == 2:
        assert set(modes) == set(ShiftMode) - {ShiftMode.NONE}
    if chapter == 5:
        assert all(len(_used(game_map)) >= 3 for game_map in levels)
        assert boss.tiles == max(level.game_map.tiles for level in LEVELS_60)


@pytest.mark.parametrize("level", LEVELS_60, ids=_id)
def test_the_fair_plan_wins_the_level_in_a_game(level: Level) -> None:
    settings = GameSettings(levels=False).on_map(level.game_map)
    clock = FakeClock()
    game = Game(settings, seed=1, clock=clock)
    board, plan = dealt_level(level.game_map)
    assert game.board == board and game.gravity is level_mode(level.game_map)
    assert game.clock.time_left() == level.game_map.time_s
    play_plan(game, clock, plan)
    assert game.phase is Phase.WON


@pytest.mark.parametrize("level", LEVELS_60, ids=_id)
def test_the_solver_clears_the_deal_within_its_node_budget(
    level: Level, request: pytest.FixtureRequest
) -> None:
    if not request.config.getoption("--every-map-mode") and level.number != 1 + level.chapter:
        pytest.skip("one level a chapter unless --every-map-mode")
    board, _ = dealt_level(level.game_map)
    mode = level_mode(level.game_map)
    moves = solve(board, mode, budget_s=None, max_nodes=PROOF_NODES)
    assert moves is not None and clears(board, moves, mode)


@pytest.mark.parametrize("level", LEVELS_60, ids=_id)
def test_the_time_is_the_measure(level: Level) -> None:
    master_s, time_s = measured_time_s(level.game_map, level.chapter, level.number)
    assert level.game_map.time_s == time_s
    assert time_s > master_s * 1.3


@pytest.mark.parametrize("stem", ["c2-01", "c4-08", "c5-06"])
def test_the_master_computer_player_follows_the_plan_the_measure_plays(stem: str) -> None:
    """On a level without ice the Master's decisions, which the time measure plays, are
    the deal's plan."""
    game_map = next(level.game_map for level in LEVELS_60 if _id(level) == stem)
    assert not game_map.ice
    game = Game(GameSettings(levels=False).on_map(game_map), seed=1, clock=FakeClock())
    _, plan = dealt_level(game_map)
    master = ComputerPlayer(Rival("Lin", 7, Strength.MASTER), random.Random(0), think=0.0)
    played = []
    while game.phase is Phase.PLAYING:
        action = master.decide(game, [], may_use=False)
        assert isinstance(action, Pair)
        game.click(action.move[0])
        assert game.click(action.move[1]).removal is not None
        master.played(game)
        played.append(action.move)
    assert played == plan and game.phase is Phase.WON


@pytest.mark.parametrize("level", LEVELS_60, ids=lambda level: level.key)
def test_the_game_a_level_is_played_as_deals_the_proven_board(level: Level) -> None:
    """The campaign's own settings (`level_settings`, `level_seed`) deal the very board
    the proof and the time measure are about."""
    settings = level_settings(level)
    assert settings.gravity == level_mode(level.game_map)
    assert settings.time_limit_s == level.game_map.time_s
    game = Game(settings, seed=level_seed(level))
    assert game.board == dealt_level(level.game_map)[0]
