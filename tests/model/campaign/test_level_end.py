"""The campaign's count of a finished game (`count_level`): its stars, the progress after
it, and the level to go on to."""

from __future__ import annotations

import datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model.campaign.level_end import count_level
from llk.model.campaign.levels import Level, level_seed, level_settings, next_level
from llk.model.campaign.progress import CampaignProgress
from llk.model.game.clock_assist import ClockAssist
from llk.model.game.results import GameRecord
from llk.model.game.settings import GameSettings
from tests.model.campaign.levels import write_levels

DAY = datetime.date(2026, 12, 6)


@pytest.fixture(scope="module")
def levels(tmp_path_factory: pytest.TempPathFactory) -> list[Level]:
    return write_levels(tmp_path_factory.mktemp("campaign"), chapters=2, per_chapter=12)


def played(level: Level, won: bool, seconds: float, hints: int, assist: ClockAssist) -> GameRecord:
    return GameRecord(level_settings(level, assist), level_seed(level), 1, 500, seconds, hints, won)


progresses = st.lists(st.integers(1, 3), max_size=24)
"""The stars of the first levels cleared, in order."""


def progress_of(cleared: list[int], levels: list[Level]) -> CampaignProgress:
    progress = CampaignProgress()
    for level, stars in zip(levels, cleared, strict=False):
        progress = progress.after(level.key, stars, 100, 60.0, DAY)
    return progress


@given(
    index=st.integers(0, 23),
    won=st.booleans(),
    seconds=st.floats(0.0, 600.0),
    hints=st.integers(0, 3),
    assist=st.sampled_from(ClockAssist),
    cleared=progresses,
)
def test_a_level_counted_keeps_its_best_and_goes_on_only_to_an_open_level(
    levels: list[Level],
    index: int,
    won: bool,
    seconds: float,
    hints: int,
    assist: ClockAssist,
    cleared: list[int],
) -> None:
    level, before = levels[index], progress_of(cleared, levels)
    counted = count_level(played(level, won, seconds, hints, assist), levels, before, DAY)
    assert counted is not None
    end = counted.end
    assert (end.level, end.assist) == (level, assist)
    if not won:  # nothing changes; Try Again
        assert (end.stars, end.go_on, counted.progress) == (0, level, None)
        return
    after = counted.progress
    assert after is not None and 1 <= end.stars <= 3
    assert after.stars(level.key) == max(before.stars(level.key), end.stars)
    assert after.total_stars() >= before.total_stars()  # a count never takes stars away
    if level.key not in before.levels:  # a first clear says whether it was assisted
        assert after.levels[level.key].assisted == (assist is not ClockAssist.DESIGNED)
    following = next_level(level, levels)
    opened = following is not None and after.level_open(following, levels)
    assert end.go_on == (following if opened else None)


def test_the_stars_are_judged_against_the_designed_clock_whatever_the_assist(
    levels: list[Level],
) -> None:
    """More time on the clock never makes a star cheaper: the same play earns the same
    stars under every assist."""
    level = levels[0]
    stars = {
        assist: count_level(played(level, True, 20.0, 0, assist), levels, CampaignProgress(), DAY)
        for assist in ClockAssist
    }
    assert len({counted.end.stars for counted in stars.values() if counted}) == 1


def test_a_game_off_the_campaign_is_no_level(levels: list[Level]) -> None:
    record = GameRecord(GameSettings(), level_seed(levels[0]), 1, 500, 10.0, 0, True)
    assert count_level(record, levels, CampaignProgress(), DAY) is None
    off_deal = played(levels[0], True, 10.0, 0, ClockAssist.DESIGNED)
    off_deal = GameRecord(off_deal.settings, off_deal.seed + 1, 1, 500, 10.0, 0, True)
    assert count_level(off_deal, levels, CampaignProgress(), DAY) is None
