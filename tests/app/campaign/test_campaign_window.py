"""The campaign through the real window: the level map, a level played and its stars,
Next Level, Try Again and Level Map, progress kept on disk, and achievements told."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from llk.app import build, parse_args
from llk.dialogs.achievements import AchievementsDialog
from llk.dialogs.level_map import LevelMap
from llk.dialogs.questions import PLAYER_NAME_KEY
from llk.dialogs.result_screen import ResultScreen
from llk.model import Phase, find_moves
from llk.model.campaign.levels import Level, level_seed, level_settings
from llk.model.records.scores import table_key
from llk.store.data_files import ACHIEVEMENTS_FILE, CAMPAIGN_FILE
from llk.store.progress_keeper import ProgressKeeper
from llk.wiring import Parts
from tests.game_window import INSTANT, playing, result_screen
from tests.model.campaign.levels import write_levels
from tests.model.clock import FakeClock


@pytest.fixture
def levels(tmp_path: Path) -> list[Level]:
    return write_levels(tmp_path / "campaign", chapters=2, per_chapter=12)


@pytest.fixture
def data(tmp_path: Path) -> Path:
    return tmp_path / "llk-data"


@pytest.fixture
def campaign(qtbot: QtBot, clock: FakeClock, levels: list[Level], data: Path) -> Parts:
    """A shown window whose campaign is ``levels``, its data in ``data``."""
    parts = playing(qtbot, build(INSTANT, clock, folder=data))
    parts.campaign_flow.levels = levels
    parts.achievements_flow.levels = levels
    return parts


def open_map(qtbot: QtBot, parts: Parts) -> LevelMap:
    qtbot.keyClick(parts.window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    level_map = parts.campaign_flow.level_map
    assert level_map is not None and level_map.isVisible()
    return level_map


def clear_level(parts: Parts, clock: FakeClock, seconds_a_pair: float = 1.0) -> ResultScreen:
    """Take the pairs ``seconds_a_pair`` apart until the level is won; its screen."""
    while parts.controller.game.phase is Phase.PLAYING:
        a, b = find_moves(parts.controller.game.board)[0]
        parts.controller.click(a)
        clock.advance(seconds_a_pair)
        parts.controller.click(b)
    return result_screen(parts)


def test_the_level_map_opens_on_the_first_level_the_rest_locked(
    qtbot: QtBot, campaign: Parts
) -> None:
    level_map = open_map(qtbot, campaign)
    assert len(level_map.buttons) == 24
    assert [b.property("open") for b in level_map.buttons] == [True] + [False] * 23
    assert level_map.focusWidget() is level_map.buttons[0]
    assert "☆☆☆" in level_map.buttons[0].text()
    assert "Locked" in level_map.buttons[1].text() and "Boss" in level_map.buttons[11].text()
    assert not level_map.buttons[1].icon().isNull()  # its map, faded under a padlock
    assert set(level_map.locks) == {2, 3, 4, 5}
    assert level_map.locks[2].text() == "24 more stars in chapter 1 open this chapter."
    level_map.buttons[1].click()  # a locked level plays nothing
    assert level_map.isVisible()


def test_arrows_move_and_enter_plays_the_level(
    qtbot: QtBot, campaign: Parts, levels: list[Level]
) -> None:
    level_map = open_map(qtbot, campaign)
    qtbot.keyClick(level_map.buttons[0], Qt.Key.Key_Down)
    assert level_map.focusWidget() is level_map.buttons[4]
    qtbot.keyClick(level_map.buttons[4], Qt.Key.Key_Up)
    assert level_map.focusWidget() is level_map.buttons[0]
    qtbot.keyClick(level_map.buttons[0], Qt.Key.Key_Return)
    assert not level_map.isVisible()
    game = campaign.controller.game
    assert game.settings == level_settings(levels[0]) and game.seed == level_seed(levels[0])
    assert campaign.window.side_panel.level.text() == "1-1"  # the level, not a run's number


def test_a_level_won_gives_its_stars_keeps_them_and_goes_on(
    qtbot: QtBot, campaign: Parts, clock: FakeClock, levels: list[Level], data: Path
) -> None:
    open_map(qtbot, campaign).buttons[0].click()
    screen = clear_level(campaign, clock)  # 1 s a pair, no hint: 3 stars
    assert "Stars: ★★★" in screen.text() and "Level 1-1 is clear!" in screen.text()
    assert screen.windowTitle() == screen.headline.text() == "Level 1-1 is clear!"
    assert "The board is clear!" not in screen.text()  # one headline, not three
    assert screen.go_on.text() == "Next Level" and screen.level_map is not None
    assert ProgressKeeper(data).progress.stars("c1-01") == 3  # on disk before any click
    screen.go_on.click()
    assert campaign.controller.game.settings == level_settings(levels[1])
    screen = clear_level(campaign, clock, seconds_a_pair=3.0)  # 3 s a pair: 2 stars
    assert "Stars: ★★☆" in screen.text()
    screen.level_map.click()  # type: ignore[union-attr]
    level_map = campaign.campaign_flow.level_map
    assert level_map is not None and level_map.isVisible()
    assert "★★★" in level_map.buttons[0].text() and "★★☆" in level_map.buttons[1].text()
    assert level_map.buttons[2].property("open") and level_map.focusWidget() is level_map.buttons[2]
    assert level_map.total.text() == "Stars: 5 of 72"


def test_a_level_lost_offers_to_try_again(
    qtbot: QtBot, campaign: Parts, clock: FakeClock, levels: list[Level]
) -> None:
    campaign.campaign_flow.play(levels[0].key)
    a, _b = find_moves(campaign.controller.game.board)[0]
    campaign.controller.click(a)  # the clock starts
    clock.advance(campaign.controller.game.clock.limit_s + 1)
    with qtbot.waitSignal(campaign.controller.ended):
        campaign.controller.countdown.tick()
    screen = campaign.end_flow.screen
    assert screen is not None and screen.go_on.text() == "Try Again"
    assert "Stars" not in screen.text()
    first = campaign.controller.game
    screen.go_on.click()
    assert campaign.controller.game is not first
    assert campaign.controller.game.settings == level_settings(levels[0])
    assert campaign.progress.progress.stars("c1-01") == 0


def test_a_game_off_the_campaign_ends_as_before(
    qtbot: QtBot, campaign: Parts, clock: FakeClock
) -> None:
    screen = clear_level(campaign, clock)  # game 7 of the Endless run
    assert screen.level_map is None and screen.go_on.text() == "Next Level"
    assert "Stars" not in screen.text()
    assert campaign.progress.progress.levels == {}


def test_achievements_are_told_in_turn_kept_and_listed(
    qtbot: QtBot, campaign: Parts, clock: FakeClock, levels: list[Level], data: Path
) -> None:
    campaign.campaign_flow.play(levels[0].key)
    clear_level(campaign, clock)
    toasts = campaign.achievements_flow.toasts
    assert toasts.isVisible() and not toasts.hasFocus()
    assert toasts.text() == "Achievement: Unaided"
    assert toasts.waiting == ["Achievement: No Regrets", "Achievement: Three Stars"]
    assert toasts.geometry().right() <= campaign.window.board_view.width()
    campaign.window.resize(420, 400)  # a narrow window: the note narrows with it
    qtbot.waitUntil(lambda: campaign.window.board_view.width() < 420)
    assert toasts.x() >= 0 and toasts.geometry().right() <= campaign.window.board_view.width()
    kept = ProgressKeeper(data).achievements.earned
    assert set(kept) == {"unaided", "no-regrets", "three-stars"}
    toasts.animation.setCurrentTime(toasts.animation.duration())  # the first fades out
    assert toasts.text() == "Achievement: No Regrets"
    qtbot.keyClick(campaign.window, Qt.Key.Key_Escape)  # the result screen: Look at the Board
    campaign.actions.achievements.trigger()
    dialog = campaign.dialogs.current
    assert isinstance(dialog, AchievementsDialog) and dialog.count == 3
    items = [dialog.list.topLevelItem(i) for i in range(dialog.list.topLevelItemCount())]
    rows = [row for row in items if row is not None]
    assert len(rows) == 22
    earned = {row.text(0): row.text(2) for row in rows if row.text(2) != "not yet"}
    assert set(earned) == {"Unaided", "No Regrets", "Three Stars"}
    assert all(len(day) == 10 for day in earned.values())
    assert (data / ACHIEVEMENTS_FILE).exists() and (data / CAMPAIGN_FILE).exists()


def test_a_race_won_is_an_achievement(campaign: Parts) -> None:
    campaign.versus_flow.race_ended.emit(True, [])
    assert "race-won" in campaign.progress.achievements.earned
    assert campaign.achievements_flow.toasts.text() == "Achievement: First Past the Post"


def test_llk_campaign_opens_the_level_map_at_start(
    qtbot: QtBot, clock: FakeClock, levels: list[Level], data: Path
) -> None:
    assert parse_args(["--campaign"]).campaign and not parse_args([]).campaign
    parts = build(INSTANT, clock, folder=data)
    parts.campaign_flow.levels = levels
    qtbot.addWidget(parts.window)
    parts.window.show()
    parts.start(campaign=True)
    level_map = parts.campaign_flow.level_map
    assert level_map is not None and level_map.isVisible()
    assert parts.controller.has_game


def test_the_campaign_asks_the_name_once_not_at_every_level(
    qtbot: QtBot, campaign: Parts, clock: FakeClock, levels: list[Level]
) -> None:
    asked: list[int] = []

    def ask_name(score: int) -> str:
        asked.append(score)
        return "Lin"

    campaign.questions.ask_name = ask_name  # type: ignore[method-assign]
    QSettings().remove(PLAYER_NAME_KEY)
    open_map(qtbot, campaign).buttons[0].click()
    clear_level(campaign, clock).go_on.click()
    assert len(asked) == 1  # no name known yet: asked
    clear_level(campaign, clock).go_on.click()
    assert len(asked) == 1  # the name entered last, taken without asking
    table = campaign.scores.scores.top(table_key(level_settings(levels[1])))
    assert [entry.name for entry in table] == ["Lin"]
