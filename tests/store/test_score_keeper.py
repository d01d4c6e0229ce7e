"""The score keeper: which table a finished game (or race) goes to, whether it counts,
and what its row holds."""

from __future__ import annotations

import datetime
from dataclasses import replace
from pathlib import Path

from llk.model import GameSettings
from llk.model.game.results import GameRecord
from llk.model.records.daily import DAILY_SETTINGS, daily_number
from llk.model.records.scores import Candidate, daily_key, race_key, table_key
from llk.store.score_keeper import ScoreKeeper
from llk.store.statistics_keeper import StatisticsKeeper

RUN = GameSettings(rows=4, cols=6, kinds=6)


def test_a_runs_row_holds_the_whole_runs_time_and_hints(tmp_path: Path) -> None:
    keeper = ScoreKeeper(tmp_path)
    # level 6 lost to the clock after 157 s; the five levels before took 400 s, a hint
    record = GameRecord(
        RUN, 1, 6, 900, 157.0, 0, False, banked=800, seconds_before=400.0, hints_before=1
    )
    candidate = keeper.candidate(record)
    assert candidate is not None and keeper.enter(candidate, "Ann") == 1
    (row,) = ScoreKeeper(tmp_path).scores.top(table_key(RUN))
    assert (row.score, row.seconds, row.hints_used) == (900, 557.0, True)


DAY = datetime.date(2026, 12, 1)


def test_the_daily_game_has_a_table_of_its_day_and_counts_once(tmp_path: Path) -> None:
    keeper = ScoreKeeper(tmp_path, statistics=StatisticsKeeper(tmp_path, today=lambda: DAY))
    won = GameRecord(DAILY_SETTINGS, daily_number(DAY), 1, 1400, 150.0, 0, True)
    first = keeper.candidate(won)
    assert first is not None and first.table == daily_key(DAY) != table_key(DAILY_SETTINGS)
    keeper.enter(first, "Ann")
    assert keeper.replay(won) and keeper.candidate(won) is None  # its table has its row
    other = GameRecord(DAILY_SETTINGS, daily_number(DAY) + 1, 1, 1400, 150.0, 0, True)
    assert keeper.candidate(other) is not None  # the same board, not the daily deal
    statistics = StatisticsKeeper(tmp_path / "other", today=lambda: DAY)
    statistics.ended(replace(won, won=False))  # a loss
    fresh = ScoreKeeper(tmp_path / "other", statistics=statistics)
    assert fresh.candidate(won) is None
    yesterday = replace(won, seed=daily_number(DAY - datetime.timedelta(days=1)))
    assert fresh.candidate(yesterday) is not None  # begun before midnight, not played


def test_a_race_counts_only_when_won(tmp_path: Path) -> None:
    race = Candidate(race_key(RUN, props=True), 500, 60.0, False)
    assert ScoreKeeper.race_candidate(race, 1) == race
    assert ScoreKeeper.race_candidate(race, 2) is None
    assert ScoreKeeper.race_candidate(replace(race, score=0), 1) is None
