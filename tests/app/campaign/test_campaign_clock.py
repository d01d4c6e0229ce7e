"""The campaign clock's assist through the real window: a level played with more time
or none, its stars judged by the level's own clock and told as earned with the assist,
on the result screen, on the level map and on disk."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from llk.dialogs.settings import SettingsDialog
from llk.model.campaign.levels import Level, level_settings
from llk.model.game.clock_assist import ClockAssist
from llk.model.records.scores import table_key
from llk.store.progress_keeper import ProgressKeeper
from llk.view.campaign_labels import ASSISTED_MARK
from llk.wiring import Parts
from tests.app.campaign.test_campaign_window import campaign, clear_level, data, levels, open_map
from tests.model.clock import FakeClock

__all__ = ["campaign", "data", "levels"]  # the fixtures, used by name


def _assist(parts: Parts, assist: ClockAssist) -> None:
    keeper = parts.preferences
    keeper.change(replace(keeper.preferences, campaign_clock=assist))


def test_the_assist_is_chosen_in_the_preferences(qtbot: QtBot, campaign: Parts) -> None:
    dialog = SettingsDialog(campaign.preferences.preferences, campaign.window)
    qtbot.addWidget(dialog)
    box = dialog.campaign_clock
    assert [box.itemText(i) for i in range(box.count())] == [
        "As designed",
        "Relaxed: half as long again",
        "Untimed: no clock",
    ]
    box.setCurrentIndex(1)
    campaign.preferences_flow.accept(dialog.preferences())
    assert campaign.preferences.preferences.campaign_clock is ClockAssist.RELAXED


def test_more_time_saves_a_slow_clear_whose_stars_say_so(
    qtbot: QtBot, campaign: Parts, clock: FakeClock, levels: list[Level], data: Path
) -> None:
    _assist(campaign, ClockAssist.RELAXED)
    level_map = open_map(qtbot, campaign)
    assert level_map.clock.isVisible() and "Relaxed: half as long again" in level_map.clock.text()
    level_map.buttons[0].click()
    designed = level_settings(levels[0]).time_limit_s
    assert campaign.controller.game.settings.time_limit_s == designed * 3 // 2
    screen = clear_level(campaign, clock, seconds_a_pair=6.0)  # past the designed clock
    assert screen.record.elapsed_s > designed + 6  # past the designed clock and its bonus
    assert "Stars: ★☆☆ (with more time)" in screen.text()  # judged by the designed clock
    assert table_key(screen.record.settings).endswith(" relaxed")  # not the designed table
    best = ProgressKeeper(data).progress.levels["c1-01"]
    assert (best.stars, best.assisted) == (1, True)
    screen.go_on.click()  # the next level: under the assist too
    assert campaign.controller.game.settings == level_settings(levels[1], ClockAssist.RELAXED)
    _assist(campaign, ClockAssist.DESIGNED)
    level_map = open_map(qtbot, campaign)
    assert not level_map.clock.isVisible()
    assert f"★☆☆ {ASSISTED_MARK}" in level_map.buttons[0].text()
    assert "more time" in level_map.buttons[0].toolTip()


@pytest.mark.parametrize(
    ("assist", "said"),
    [(ClockAssist.UNTIMED, " (without a clock)"), (ClockAssist.DESIGNED, "")],
)
def test_a_quick_clear_earns_the_same_stars_with_or_without_the_assist(
    qtbot: QtBot, campaign: Parts, clock: FakeClock, data: Path, assist: ClockAssist, said: str
) -> None:
    _assist(campaign, assist)
    open_map(qtbot, campaign).buttons[0].click()
    assert campaign.controller.game.settings.timed is (assist is ClockAssist.DESIGNED)
    screen = clear_level(campaign, clock)  # 1 s a pair, no hint: 3 stars
    assert f"Stars: ★★★{said}\n" in screen.text() + "\n"
    assert ProgressKeeper(data).progress.levels["c1-01"].assisted is bool(said)
