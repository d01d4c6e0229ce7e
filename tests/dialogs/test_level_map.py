"""The level map on its own: what each button says, what opens each chapter, the Play
button and the arrows across chapters."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolButton
from pytestqt.qtbot import QtBot

from llk.dialogs.level_map import LevelMap
from llk.model.campaign.levels import Level
from llk.model.campaign.progress import CampaignProgress
from tests.model.campaign.levels import write_levels

DAY = datetime.date(2026, 12, 3)


@pytest.fixture
def levels(tmp_path: Path) -> list[Level]:
    return write_levels(tmp_path, chapters=3, per_chapter=12)


def shown(qtbot: QtBot, levels: list[Level], progress: CampaignProgress) -> LevelMap:
    level_map = LevelMap(levels, progress)
    qtbot.addWidget(level_map)
    level_map.show()
    return level_map


def test_one_star_short_says_so_and_the_best_score_shows(qtbot: QtBot, levels: list[Level]) -> None:
    progress = CampaignProgress()
    for level in levels[:11]:
        progress = progress.after(level.key, 2, 700, 50.0, DAY)
    progress = progress.after("c1-12", 1, 1234, 50.0, DAY)
    level_map = shown(qtbot, levels, progress)
    assert level_map.locks[2].text() == "1 more star in chapter 1 opens this chapter."
    assert level_map.buttons[11].text() == "Boss\n★☆☆\n1234"
    assert level_map.total.text() == "Stars: 23 of 108"
    assert not level_map.buttons[12].property("open")
    # every level of chapter 1 is cleared: the map starts on the last open one
    assert level_map.focusWidget() is level_map.buttons[11]


def test_play_plays_the_level_in_focus_and_arrows_cross_chapters(
    qtbot: QtBot, levels: list[Level]
) -> None:
    progress = CampaignProgress()
    for level in levels[:12]:
        progress = progress.after(level.key, 3, 10, 20.0, DAY)
    level_map = shown(qtbot, levels, progress)
    assert level_map.pages.currentIndex() == 1  # c2-01, the first open level not cleared
    assert level_map.focusWidget() is level_map.buttons[12]
    assert level_map.locks[3].text() == "24 more stars in chapter 2 open this chapter."
    assert level_map.moved(Qt.Key.Key_Left)
    assert level_map.pages.currentIndex() == 0
    assert level_map.focusWidget() is level_map.buttons[11]
    with qtbot.waitSignal(level_map.play_requested) as played:
        level_map.play.click()
    assert played.args == ["c1-12"]
    assert not level_map.isVisible()


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_every_chapter_tab_shows_its_whole_name_in_sight(
    qtbot: QtBot, levels: list[Level], language: str, request: pytest.FixtureRequest
) -> None:
    """ "Chapter 4 · Fog and Ti…" was cut, and chapter 5 hid behind scroll arrows: each
    tab is as wide as its text and inside the tab bar, in English and Chinese."""
    if language != "en":
        request.getfixturevalue("chinese")
    level_map = shown(qtbot, levels, CampaignProgress())
    tabs = level_map.pages.tabBar()
    metrics = tabs.fontMetrics()
    assert tabs.count() == 5
    for index in range(tabs.count()):
        rect = tabs.tabRect(index)
        assert metrics.horizontalAdvance(tabs.tabText(index)) < rect.width()
        assert tabs.rect().contains(rect)
    assert not [arrow for arrow in tabs.findChildren(QToolButton) if arrow.isVisible()]


def test_a_reader_hears_each_level_its_stars_and_score_in_words(
    qtbot: QtBot, levels: list[Level]
) -> None:
    """Not the button's symbols ("1", "white star white star white star")."""
    progress = CampaignProgress().after(levels[0].key, 2, 340, 50.0, DAY)
    level_map = shown(qtbot, levels, progress)
    assert [button.accessibleName() for button in level_map.buttons[:3]] == [
        "Level 1-1, 2 of 3 stars, best score 340",
        "Level 1-2, 0 of 3 stars",
        "Level 1-3, Locked",
    ]
