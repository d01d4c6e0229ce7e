"""A game on a map: its settings, deal, clock, keys and saved game name the map."""

from __future__ import annotations

import datetime
import json
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model import Game, GameSettings, ParameterError, ShiftMode, find_moves
from llk.model.board.layouts import Layout
from llk.model.campaign.levels import campaign_levels
from llk.model.campaign.named_map import map_named
from llk.model.game.results import GameRecord
from llk.model.game.settings import PACES, Pace
from llk.model.limits import MAX_TABLE_KEY
from llk.model.maps.catalog import (
    MAX_STEM,
    MINE,
    find_map,
    folder_maps,
    layout_map,
    shipped_maps,
)
from llk.model.maps.map_deal import deal_map
from llk.model.maps.map_file import UNFILED, MapError, format_map, parse_map
from llk.model.records.scores import table_key
from llk.model.records.statistics import PlayedGame
from tests.fixtures.maps import STONY
from tests.model.clock import FakeClock

HEART = find_map("heart", None)
_DAY = datetime.date(2026, 12, 2)
RESTRICTED = parse_map("LLK map 1\nname: Bar\nshifts: none left\n---\nXXXX\nXXXX\n")


def test_every_shipped_map_has_its_stem_for_key() -> None:
    keys = [m.key for m in shipped_maps()]
    assert len(keys) >= 12 and len(set(keys)) == len(keys)
    assert HEART is not None and HEART.key == "heart" and HEART.name_zh


@given(
    index=st.integers(0, 1000),
    kinds=st.integers(1, 48),
    levels=st.booleans(),
    gravity=st.sampled_from(list(ShiftMode)),
)
def test_any_settings_fit_any_shipped_map(
    index: int, kinds: int, levels: bool, gravity: ShiftMode
) -> None:
    game_map = shipped_maps()[index % len(shipped_maps())]
    base = GameSettings(kinds=24, levels=levels, gravity=ShiftMode.NONE if levels else gravity)
    on_map = replace(base, kinds=min(kinds, 24)).on_map(game_map)
    assert on_map.size == (game_map.rows, game_map.cols)
    assert on_map.cells == list(game_map.cells)
    assert on_map.gravity in game_map.shifts
    assert (on_map.rows, on_map.cols, on_map.layout) == (8, 12, Layout.FULL)  # kept for later
    assert on_map.on_map(None) == replace(on_map, board_map=None)


def test_a_map_fixes_the_deal_and_the_clock() -> None:
    assert HEART is not None
    game = Game(GameSettings(levels=False).on_map(HEART), seed=5, clock=FakeClock())
    assert (game.board.rows, game.board.cols) == (HEART.rows, HEART.cols)
    assert sorted(cell for cell, _ in game.board.tiles()) == sorted(HEART.cells)
    assert game.settings.time_limit_s == round(PACES[Pace.NORMAL] * HEART.tiles)


def test_a_map_refuses_what_it_does_not_allow() -> None:
    with pytest.raises(ParameterError, match="does not allow the shift mode down"):
        GameSettings(levels=False, kinds=4, gravity=ShiftMode.DOWN, board_map=RESTRICTED)
    with pytest.raises(ParameterError, match="every shift mode"):
        GameSettings(levels=True, kinds=4, board_map=RESTRICTED)
    with pytest.raises(ParameterError, match="kinds must be between 1 and 4"):
        GameSettings(levels=False, kinds=5, board_map=RESTRICTED)
    moved = GameSettings(levels=True).on_map(RESTRICTED)
    assert (moved.levels, moved.gravity, moved.kinds) == (False, ShiftMode.NONE, 4)


def test_a_map_names_its_tables_and_statistics() -> None:
    assert HEART is not None
    on_heart = GameSettings(levels=False, gravity=ShiftMode.DOWN).on_map(HEART)
    key = table_key(on_heart)
    assert key == f"{HEART.rows}x{HEART.cols} map:heart down normal"
    assert table_key(on_heart.on_map(None)) == "8x12 full down normal"  # the old keys stay
    played = PlayedGame.of(GameRecord(on_heart, 1, 3, 100, 60.0, 2, True), _DAY, False)
    assert played.board_map == "heart" and played.board == key


def test_a_saved_game_on_a_map_resumes_without_the_map_file() -> None:
    mine = replace(parse_map(format_map(RESTRICTED)), key=MINE + "bar")  # no file anywhere
    game = Game(GameSettings(levels=False, kinds=4).on_map(mine), seed=3, clock=FakeClock())
    a, b = find_moves(game.board)[0]
    game.click(a)
    game.click(b)
    data = json.loads(json.dumps(game.to_dict()))
    resumed = Game.from_dict(data, clock=FakeClock())
    assert resumed.settings.board_map == mine
    assert resumed.board == game.board


@pytest.mark.parametrize(
    "stored",
    [
        "heart",
        {"key": 3, "text": "LLK map 1"},
        {"key": "x", "text": "LLK map 1\nname: x\n---\nX.\n..\n"},  # odd: damaged
        {"key": "x\n", "text": format_map(RESTRICTED)},
        {"key": "x", "text": format_map(RESTRICTED), "more": 1},
        {"key": "x", "text": "x" * 100_000},
    ],
)
def test_a_damaged_saved_map_is_a_damaged_save(stored: object) -> None:
    game = Game(GameSettings(levels=False, kinds=4).on_map(RESTRICTED), seed=3, clock=FakeClock())
    data = json.loads(json.dumps(game.to_dict()))
    data["settings"]["board_map"] = stored
    with pytest.raises(ValueError, match="saved map"):
        Game.from_dict(data, clock=FakeClock())


def test_a_saved_game_from_before_maps_plays_its_layout() -> None:
    game = Game(GameSettings(rows=4, cols=6, kinds=6), seed=3, clock=FakeClock())
    data = json.loads(json.dumps(game.to_dict()))
    del data["settings"]["board_map"]
    assert Game.from_dict(data, clock=FakeClock()).settings.board_map is None


def test_the_players_folder_lists_good_maps_and_names_bad_ones(tmp_path: Path) -> None:
    folder = tmp_path
    (folder / "bar.llkmap").write_text(format_map(RESTRICTED), "utf-8")
    (folder / "broken.llkmap").write_text("LLK map 1\nname: b\n---\nX\n", "utf-8")
    (folder / "notes.txt").write_text("not a map", "utf-8")
    found, problems = folder_maps(folder)
    assert [m.key for m in found] == ["mine/bar"]
    assert len(problems) == 1 and problems[0].startswith("broken.llkmap, line 4")
    assert find_map("mine/bar", folder) == found[0]
    assert find_map("mine/broken", folder) is None
    assert find_map("mine/../bar", folder) is None
    assert find_map("nowhere", folder) is None
    assert folder_maps(folder / "missing") == ([], [])


def test_a_layout_is_a_map_at_any_size() -> None:
    for layout in Layout:
        game_map = layout_map(layout, 6, 8)
        assert game_map.key == layout.value
        assert list(game_map.cells) == GameSettings(rows=6, cols=8, kinds=4, layout=layout).cells


def test_a_made_up_map_object_is_refused() -> None:
    with pytest.raises(ParameterError, match="board_map"):
        GameSettings(board_map="heart")  # type: ignore[arg-type]


def test_back_on_a_layout_the_kinds_fit_it() -> None:
    assert HEART is not None
    on_heart = GameSettings(rows=4, cols=4, kinds=4, levels=False).on_map(HEART)
    assert on_heart.kinds == HEART.faces
    assert on_heart.on_map(None).kinds == 8  # the 16 cells of a 4 x 4 board hold 8 pairs


def test_a_map_from_no_folder_gets_a_key_of_its_cells() -> None:
    on_bar = GameSettings(levels=False, kinds=4).on_map(RESTRICTED)
    assert on_bar.board_map is not None and on_bar.board_map.key.startswith(UNFILED)
    renamed = replace(RESTRICTED, name="Other", author="me")
    assert GameSettings(levels=False, kinds=4).on_map(renamed).board_map == replace(
        on_bar.board_map, name="Other", author="me"
    )  # the same cells, the same table
    wider = parse_map("LLK map 1\nname: Bar\n---\nXXXX.\nXXXX.\n")
    other = GameSettings(levels=False, kinds=4).on_map(wider).board_map
    assert other is not None and other.key != on_bar.board_map.key
    assert table_key(on_bar).split(" ")[1] == "map:" + on_bar.board_map.key


def test_a_command_line_names_a_file_or_a_map(tmp_path: Path) -> None:
    folder = tmp_path / "maps"
    folder.mkdir()
    (folder / "bar.llkmap").write_text(format_map(RESTRICTED), "utf-8")
    assert map_named(str(folder / "bar.llkmap"), folder).key == "mine/bar"
    assert map_named("mine/bar", folder).key == "mine/bar"
    assert map_named("heart", folder).key == "heart"
    assert map_named(str(folder / "bar.llkmap"), None).key == ""  # keyed by its cells in play
    with pytest.raises(MapError, match="no such file"):
        map_named("mine/gone", folder)


@pytest.mark.parametrize(
    ("wanted", "said"),
    [
        ("a" * 300, "too long"),  # the system will not even look it up
        ("/a" * 3000, "too long"),
        ("a\x00b", "no such file"),  # a request handed over by another program may carry these
        ("\ud800.llkmap", "no such file"),
    ],
)
def test_a_name_no_file_can_have_is_a_missing_map(tmp_path: Path, wanted: str, said: str) -> None:
    with pytest.raises(MapError, match=said):
        map_named(wanted, tmp_path)


def test_a_copy_of_a_shipped_map_or_level_is_filed_under_its_key(tmp_path: Path) -> None:
    """A shipped map or campaign level given by its file (a copy, or the shipped file
    itself) is that map: its games go to its tables, not to "a map of your own"."""
    [level] = [level for level in campaign_levels() if level.key == "c1-01"]
    assert HEART is not None
    for key, shipped in (("heart", HEART), ("c1-01", level.game_map)):
        copy = tmp_path / "copy.llkmap"
        copy.write_text(format_map(shipped), "utf-8")
        assert map_named(str(copy), None) == shipped
        on_it = GameSettings(levels=False).on_map(map_named(str(copy), None))
        assert table_key(on_it).split()[1] == f"map:{key}"


def test_a_players_file_name_must_fit_a_tables_key(tmp_path: Path) -> None:
    (tmp_path / ("x" * (MAX_STEM + 1) + ".llkmap")).write_text(format_map(RESTRICTED), "utf-8")
    (tmp_path / ("y" * MAX_STEM + ".llkmap")).write_text(format_map(RESTRICTED), "utf-8")
    found, problems = folder_maps(tmp_path)
    assert [m.key for m in found] == ["mine/" + "y" * MAX_STEM]
    assert len(problems) == 1 and "at most 80 long" in problems[0]
    on_it = GameSettings(rows=20, cols=30, kinds=4, levels=False, pace=Pace.UNTIMED)
    assert len(table_key(on_it.on_map(found[0]))) <= MAX_TABLE_KEY


def test_a_fair_deal_stuck_on_its_seed_tries_the_seeds_after_it() -> None:
    stony = parse_map(STONY)
    board, plan = deal_map(stony, 19, ShiftMode.RIGHT, 0, solvable=True)
    assert plan is not None and len(plan) == stony.tiles // 2
    assert deal_map(stony, 19, ShiftMode.RIGHT, 0, solvable=True)[0] == board  # game 0's board


def test_a_shipped_map_is_found_by_the_name_the_chooser_shows(tmp_path: Path) -> None:
    """``llk --map Anchor`` and ``--map "Little Heart"`` (the names a player reads) find the
    map, as its file's stem does, in either language, case and spaces aside."""
    for shipped in shipped_maps():
        for wanted in (shipped.name, shipped.name.upper(), f" {shipped.name} ", shipped.name_zh):
            assert map_named(wanted, tmp_path).key == shipped.key
    for nothing in ("No Such Map", "", "  "):
        with pytest.raises(MapError):
            map_named(nothing, tmp_path)
