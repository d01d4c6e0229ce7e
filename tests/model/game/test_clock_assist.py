"""The campaign clock's assist: more time, or none, on a level's clock, and nothing else
of the level changed."""

from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model.campaign.levels import campaign_levels, level_settings
from llk.model.game.clock_assist import RELAXED_FACTOR, ClockAssist, assisted
from llk.model.game.settings import Pace
from llk.model.maps.map_file import MAX_LEVEL_TIME_S
from llk.model.records.scores import table_key
from tests.model.campaign.levels import write_levels


def test_level_1_1_gets_40_or_60_seconds_or_no_clock_each_at_a_pace_of_its_own() -> None:
    first = next(level for level in campaign_levels() if level.key == "c1-01")
    played = [level_settings(first, assist) for assist in ClockAssist]
    assert [settings.time_limit_s for settings in played] == [40, 60, 0]
    assert [settings.pace for settings in played] == [Pace.NORMAL, Pace.RELAXED, Pace.UNTIMED]
    assert len({table_key(settings) for settings in played}) == 3  # high scores apart


@given(seconds=st.integers(10, MAX_LEVEL_TIME_S), assist=st.sampled_from(list(ClockAssist)))
def test_an_assist_only_lengthens_the_clock_or_takes_it_away(
    tmp_path_factory: pytest.TempPathFactory, seconds: int, assist: ClockAssist
) -> None:
    (level,) = write_levels(tmp_path_factory.mktemp("levels"), chapters=1, per_chapter=1)
    timed = replace(level, game_map=replace(level.game_map, time_s=seconds))
    designed = level_settings(timed)
    helped = assisted(designed, assist)
    if assist is ClockAssist.UNTIMED:
        assert helped == replace(designed, pace=Pace.UNTIMED) and helped.time_limit_s == 0
        return
    factor = RELAXED_FACTOR if assist is ClockAssist.RELAXED else 1.0
    wanted = min(MAX_LEVEL_TIME_S, seconds * factor)
    assert wanted <= helped.time_limit_s < wanted + 1
    assert helped.time_limit_s >= designed.time_limit_s
    assert helped.board_map is not None and designed.board_map is not None
    assert replace(helped.board_map, time_s=seconds) == designed.board_map  # only the clock
    assert replace(helped, board_map=designed.board_map, pace=designed.pace) == designed


def test_a_level_on_the_campaigns_pace_is_lengthened_from_its_pace(tmp_path: Path) -> None:
    (level,) = write_levels(tmp_path, chapters=1, per_chapter=1)  # no time of its own
    designed = level_settings(level).time_limit_s
    relaxed = level_settings(level, ClockAssist.RELAXED).time_limit_s
    assert relaxed == designed * RELAXED_FACTOR == designed * 3 / 2
