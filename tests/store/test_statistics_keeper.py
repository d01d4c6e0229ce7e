"""The statistics keeper: each ending counted under its day, daily games recognised,
a save that fails said in one line."""

from __future__ import annotations

import datetime
from pathlib import Path

from pytestqt.qtbot import QtBot

from llk.model import GameSettings
from llk.model.board.shifts import ShiftMode
from llk.model.game.results import GameRecord
from llk.model.records.daily import DAILY_SETTINGS, daily_number
from llk.store.statistics_keeper import StatisticsKeeper

DAY = datetime.date(2026, 12, 1)


def record(
    settings: GameSettings, seed: int, won: bool = True, given_up: bool = False
) -> GameRecord:
    return GameRecord(settings, seed, 1, 300, 90.0, 0, won, best_combo=3, given_up=given_up)


def test_endings_are_counted_under_the_day_and_a_daily_game_is_recognised(
    tmp_path: Path,
) -> None:
    keeper = StatisticsKeeper(tmp_path, today=lambda: DAY)
    keeper.ended(record(DAILY_SETTINGS, daily_number(DAY)))
    keeper.ended(record(DAILY_SETTINGS, daily_number(DAY - datetime.timedelta(days=1)), False))
    keeper.ended(record(GameSettings(), daily_number(DAY), False, True))  # not the daily one
    games = keeper.statistics.recent
    assert [(g.outcome, g.day, g.daily) for g in games] == [
        ("won", "2026-12-01", True),
        ("lost", "2026-11-30", True),
        ("abandoned", "2026-12-01", False),
    ]
    assert keeper.statistics.daily == {"2026-12-01": 300, "2026-11-30": 300}
    keeper.ended(record(GameSettings(), 1))  # a level of a run cleared: no end yet
    assert len(keeper.statistics.recent) == 3
    again = StatisticsKeeper(tmp_path)
    assert again.load_problem is None
    assert again.statistics == keeper.statistics


def test_a_save_that_fails_is_said_and_counting_goes_on(qtbot: QtBot, tmp_path: Path) -> None:
    keeper = StatisticsKeeper(tmp_path)
    (tmp_path / "statistics.json").mkdir()  # in the way of the file
    with qtbot.waitSignal(keeper.problem) as said:
        keeper.ended(record(GameSettings(levels=False, gravity=ShiftMode.NONE), 1))
    assert "statistics could not be saved" in said.args[0]
    assert keeper.statistics.total().won == 1
