"""The high-score tables: loaded once, entered into, kept on disk.

A table file with a few damaged entries keeps the good ones: the file is copied
aside first, the damaged entries are left out, and the player is told.
"""

from __future__ import annotations

import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from llk.model.game.results import GameRecord
from llk.model.game.settings import GameSettings
from llk.model.records.daily import daily_day
from llk.model.records.endings import counted_race_score, counted_score
from llk.model.records.scores import Candidate, Claim, HighScores, ScoreEntry, daily_key, table_key
from llk.store.data_files import SCORES_FILE
from llk.store.keeper import Keeper
from llk.store.statistics_keeper import StatisticsKeeper

SCORES_FORMAT = 1


class ScoreKeeper(Keeper):
    """Decides whether a finished game (or race) makes a table and which, and enters it."""

    def __init__(
        self, folder: Path, writable: bool = True, statistics: StatisticsKeeper | None = None
    ) -> None:
        """``writable`` False: the folder was found read-only (and the player told).
        ``statistics`` tell the date, to tell the daily game, and whether the daily game
        of a day has been played: a replay of it counts in no table (None: the calendar's
        date, and only the tables tell)."""
        super().__init__(folder, writable)
        label = QCoreApplication.translate("ScoreKeeper", "high scores")
        self._file = self._data_file(SCORES_FILE, SCORES_FORMAT, label)
        scores, self.load_problem = self._file.load(HighScores.from_dict)
        """What went wrong reading the file, for the player; None when nothing did."""
        self.scores = scores or HighScores()
        self._statistics = statistics
        if self.scores.dropped:
            self.load_problem = self._clean_up(self.scores.dropped)

    def claim(self, record: GameRecord) -> Claim:
        """What the tables make of the game ``record`` ends, decided now (at its end, before
        the statistics count it): whether it is a `replay`, and its candidate: the score
        that counts (`counted_score`), with the time and hints of its whole run, in its
        board's table (`table_key`), or for the daily game in its day's (`daily_key`);
        none when it counts in none: a score that does not count, or a replay."""
        replay, score = self.replay(record), counted_score(record)
        if score is None or replay:
            return Claim(None, replay)
        table = self.table(record.settings, record.seed)
        return Claim(Candidate(table, score, record.run_seconds, record.run_hints > 0))

    def candidate(self, record: GameRecord) -> Candidate | None:
        """The `claim`'s candidate of the game ``record`` ends, decided now."""
        return self.claim(record).candidate

    def replay(self, record: GameRecord) -> bool:
        """Whether ``record`` is of a daily game whose day was `played` before this one."""
        day = daily_day(record.settings, record.seed, self.today())
        return day is not None and self.played(day)

    def played(self, day: datetime.date) -> bool:
        """Whether the daily game of ``day`` was played before: the statistics say so, or
        its table has a row (statistics reset since)."""
        played = self._statistics is not None and self._statistics.daily_played(day)
        return played or bool(self.scores.top(daily_key(day)))

    def today(self) -> datetime.date:
        """The date, to tell the daily game: the statistics' calendar."""
        return datetime.date.today() if self._statistics is None else self._statistics.today()

    def table(self, settings: GameSettings, seed: int) -> str:
        """The table of game ``seed`` on ``settings``: the daily game's of its day
        (`daily_key`), else its board's (`table_key`)."""
        day = daily_day(settings, seed, self.today())
        return table_key(settings) if day is None else daily_key(day)

    @staticmethod
    def race_candidate(race: Candidate, place: int) -> Candidate | None:
        """The claim of the player's ``race`` ended at ``place`` (from 1) on its table
        (`race_key`): none for a race lost (`counted_race_score`)."""
        return race if counted_race_score(race.score, place) is not None else None

    def place(self, candidate: Candidate | None) -> int | None:
        """The rank (from 1) ``candidate`` would take in its table, or None when it would
        not stand there (or there is none). The one question "is it a new high score"."""
        if candidate is None:
            return None
        return self.scores.place(candidate.table, candidate.score, candidate.seconds)

    def enter(self, candidate: Candidate, name: str) -> int | None:
        """Put ``candidate`` in its table under ``name`` (as `player_name` keeps it), and
        save; its rank (from 1), or None when it did not make the table after all."""
        entry = ScoreEntry.of(
            name,
            candidate.score,
            round(candidate.seconds, 1),
            datetime.date.today().isoformat(),
            candidate.hinted,
        )
        rank = self.scores.add(candidate.table, entry)
        self._save()
        return rank

    def _save(self) -> bool:
        return self._write(self._file, self.scores.to_dict())

    def _clean_up(self, dropped: int) -> str:
        """Keep the damaged file as a copy, save the tables without the bad entries."""
        backup = self._file.keep_a_copy() if self._writable else None
        if backup is None or not self._save():
            return self.tr("%n damaged high-score entries were left out.", "", dropped)
        text = self.tr(
            "%n damaged high-score entries were left out; the file was kept as {0}.", "", dropped
        )
        return text.format(backup.name)
