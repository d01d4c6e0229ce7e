import json
from dataclasses import replace
from pathlib import Path

import pytest

from llk.model import Game
from llk.model.board.shifts import ShiftMode
from llk.model.campaign.levels import (
    campaign_levels,
    level_place,
    level_played,
    level_seed,
    level_settings,
    next_level,
    read_levels,
)
from llk.model.game.clock_assist import ClockAssist
from llk.model.maps.map_file import MAP_SUFFIX
from tests.model.campaign.levels import level_text, write_levels
from tests.model.clock import FakeClock


def test_level_keys_name_chapters_1_to_5_and_levels_1_to_12() -> None:
    assert level_place("c1-01") == (1, 1)
    assert level_place("c5-12") == (5, 12)
    for wrong in ("c0-01", "c6-01", "c1-00", "c1-13", "c1-1", "x1-01", "c1-011", 7, None, "c1–01"):
        assert level_place(wrong) is None


def test_the_folder_is_read_in_campaign_order_and_other_files_are_left(tmp_path: Path) -> None:
    for key in ("c2-01", "c1-10", "c1-02", "c1-01"):
        (tmp_path / f"{key}{MAP_SUFFIX}").write_text(level_text(key), "utf-8")
    (tmp_path / "heart.llkmap").write_text(level_text("heart"), "utf-8")
    (tmp_path / "c1-03.txt").write_text(level_text("c1-03"), "utf-8")
    (tmp_path / "c1-04.llkmap").write_text("not a map", "utf-8")
    levels, problems = read_levels(sorted(tmp_path.iterdir()))
    assert [lv.key for lv in levels] == ["c1-01", "c1-02", "c1-10", "c2-01"]
    assert len(problems) == 1 and problems[0].startswith("c1-04.llkmap")
    assert [lv.boss for lv in levels] == [False] * 4


def test_the_shipped_campaign_reads_whatever_levels_are_there() -> None:
    assert all(level_place(lv.key) is not None for lv in campaign_levels())


def test_a_level_is_one_game_under_its_one_shift_mode_on_a_seed_of_its_key(
    tmp_path: Path,
) -> None:
    (tmp_path / "c2-03.llkmap").write_text(level_text("c2-03", "left"), "utf-8")
    (level,), _ = read_levels(tmp_path.iterdir())
    settings = level_settings(level)
    assert not settings.levels and settings.gravity is ShiftMode.LEFT
    assert settings.board_map is not None and settings.board_map.key == "c2-03"
    assert settings.kinds == 4 and settings.solvable
    assert level_seed(level) == level_seed(level)
    assert level_seed(level) != level_seed(
        replace(level, game_map=replace(level.game_map, key="c2-04"))
    )


def test_a_game_tells_which_level_it_played(tmp_path: Path) -> None:
    levels = write_levels(tmp_path, chapters=1, per_chapter=2)
    level = levels[1]
    game = Game(level_settings(level), seed=level_seed(level), clock=FakeClock())
    assert level_played(game.record(), levels) == (level, ClockAssist.DESIGNED)
    other_deal = Game(level_settings(level), seed=level_seed(level) + 1, clock=FakeClock())
    assert level_played(other_deal.record(), levels) is None
    easier = Game(replace(level_settings(level), hints=9), seed=level_seed(level))
    assert level_played(easier.record(), levels) is None
    assert level_played(Game(seed=1).record(), levels) is None


@pytest.mark.parametrize("assist", list(ClockAssist))
def test_a_game_tells_the_clocks_assist_it_played_under(
    tmp_path: Path, assist: ClockAssist
) -> None:
    levels = write_levels(tmp_path, chapters=1, per_chapter=2)
    level = levels[0]
    game = Game(level_settings(level, assist), seed=level_seed(level), clock=FakeClock())
    assert level_played(game.record(), levels) == (level, assist)
    longer = replace(level.game_map, time_s=(level_settings(level).time_limit_s + 1))
    other = Game(replace(level_settings(level), board_map=longer), seed=level_seed(level))
    assert level_played(other.record(), levels) is None  # no clock but the assists' counts


def test_the_props_free_boss_has_no_hints_nor_refreshes(tmp_path: Path) -> None:
    folder = tmp_path / "c"
    folder.mkdir()
    for key in ("c4-12", "c5-11", "c5-12"):
        (folder / f"{key}.llkmap").write_text(level_text(key), "utf-8")
    four, five_11, five = read_levels(sorted(folder.iterdir()))[0]
    assert four.boss and five.boss and not five_11.boss
    assert level_settings(four).hints == 3
    assert level_settings(five_11).hints == 3
    assert (level_settings(five).hints, level_settings(five).refreshes) == (0, 0)


def test_the_next_level_crosses_into_the_next_chapter(tmp_path: Path) -> None:
    levels = write_levels(tmp_path, chapters=2, per_chapter=12)
    assert next_level(levels[0], levels) == levels[1]
    assert next_level(levels[11], levels) == levels[12]
    assert next_level(levels[-1], levels) is None


@pytest.mark.parametrize("assist", list(ClockAssist))
def test_a_level_saved_and_resumed_is_still_that_level_under_its_assist(
    tmp_path: Path, assist: ClockAssist
) -> None:
    (level,) = write_levels(tmp_path, chapters=1, per_chapter=1)
    clock = FakeClock()
    game = Game(level_settings(level, assist), seed=level_seed(level), clock=clock)
    resumed = Game.from_dict(json.loads(json.dumps(game.to_dict())), clock=clock)
    assert level_played(resumed.record(), [level]) == (level, assist)
