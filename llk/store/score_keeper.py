"""The high-score tables: loaded once, entered into, kept on disk.

A table file with a few damaged entries keeps the good ones: the file is copied
aside first, the damaged entries are left out, and the player is told.
"""

from __future__ import annotations

import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from llk.model.endings import counted_race_score, counted_score
from llk.model.results import GameRecord
from llk.model.scores import HighScores, RaceScore, ScoreEntry, table_key
from llk.store.data_files import SCORES_FILE, DataFile

SCORES_FORMAT = 1


class ScoreKeeper(QObject):
    """Decides whether a finished game makes a table, and enters it.

    Signals:
        problem(str): the tables could not be saved.
    """

    problem = Signal(str)

    def __init__(self, folder: Path, writable: bool = True) -> None:
        """``writable`` False: the folder was found read-only (and the player told)."""
        super().__init__()
        label = QCoreApplication.translate("ScoreKeeper", "high scores")
        self._file = DataFile(SCORES_FILE, SCORES_FORMAT, label, folder)
        self._writable = writable
        scores, self.load_problem = self._file.load(HighScores.from_dict)
        """What went wrong reading the file, for the player; None when nothing did."""
        self.scores = scores or HighScores()
        if self.scores.dropped:
            self.load_problem = self._clean_up(self.scores.dropped)

    def place(self, record: GameRecord) -> int | None:
        """The rank (from 1) the game ``record`` ends would take in its table, or None when
        its score does not count (`counted_score`) or would not stand in the table."""
        score = counted_score(record)
        if score is None:
            return None
        return self.scores.place(table_key(record.settings), score, record.run_seconds)

    def qualifies(self, record: GameRecord) -> bool:
        """Whether the game ``record`` ends would stand in its table."""
        return self.place(record) is not None

    def enter(self, record: GameRecord, name: str) -> int | None:
        """Put ``record`` in its table under ``name`` (as `player_name` keeps it) with the
        score that counts, and save; its rank (from 1), or None when it did not make the
        table after all."""
        score = counted_score(record)
        if score is None:
            return None
        return self.enter_score(
            table_key(record.settings), name, score, record.run_seconds, record.run_hints > 0
        )

    def race_place(self, race: RaceScore) -> int | None:
        """The rank (from 1) the player's ``race`` would take in its table (`race_key`),
        or None when its score does not count (`counted_race_score`: a race lost) or would
        not stand in the table."""
        score = counted_race_score(race.score, race.place)
        return None if score is None else self.scores.place(race.table, score, race.seconds)

    def enter_race(self, race: RaceScore, name: str) -> int | None:
        """Put the player's ``race`` in its table under ``name``, and save; its rank (from
        1), or None when it did not make the table."""
        if self.race_place(race) is None:
            return None
        return self.enter_score(race.table, name, race.score, race.seconds, race.hinted)

    def enter_score(
        self, table: str, name: str, score: int, seconds: float, hinted: bool
    ) -> int | None:
        """Put ``score`` in ``table`` under ``name``, and save; its rank (from 1), or None
        when it did not make the table."""
        entry = ScoreEntry.of(
            name, score, round(seconds, 1), datetime.date.today().isoformat(), hinted
        )
        rank = self.scores.add(table, entry)
        self._save()
        return rank

    def _save(self) -> bool:
        if not self._writable:
            return False
        problem = self._file.save_or_say(self.scores.to_dict())
        if problem is not None:
            self.problem.emit(problem)
        return problem is None

    def _clean_up(self, dropped: int) -> str:
        """Keep the damaged file as a copy, save the tables without the bad entries."""
        backup = self._file.keep_a_copy() if self._writable else None
        if backup is None or not self._save():
            return self.tr("%n damaged high-score entries were left out.", "", dropped)
        text = self.tr(
            "%n damaged high-score entries were left out; the file was kept as {0}.", "", dropped
        )
        return text.format(backup.name)
