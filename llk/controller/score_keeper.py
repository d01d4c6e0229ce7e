"""The high-score tables: loaded once, entered into, kept on disk."""

from __future__ import annotations

import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from llk.controller.storage import DataFile
from llk.model.game import GameRecord
from llk.model.scores import HighScores, ScoreEntry, table_key

SCORES_FORMAT = 1


class ScoreKeeper:
    """Decides whether a finished game makes a table, and enters it."""

    def __init__(self, folder: Path) -> None:
        label = QCoreApplication.translate("ScoreKeeper", "high scores")
        self._file = DataFile("scores.json", SCORES_FORMAT, label, folder)
        scores, self.problem = self._file.load(HighScores.from_dict)
        """What went wrong reading the file, for the player; None when nothing did."""
        self.scores = scores or HighScores()

    def qualifies(self, record: GameRecord) -> bool:
        """A game counts when it was won or, for a run of levels, when the clock ended it
        with points scored; then it must beat the table's last entry."""
        counts = record.won or (record.levels and record.score > 0)
        key = table_key(record.settings)
        return counts and self.scores.qualifies(key, record.score, record.elapsed_s)

    def enter(self, record: GameRecord, name: str) -> int | None:
        """Put ``record`` in its table under ``name`` and save; its rank (from 1), or None
        when it did not make the table after all."""
        entry = ScoreEntry(
            name,
            record.score,
            round(record.elapsed_s, 1),
            datetime.date.today().isoformat(),
            record.hints_used > 0,
        )
        rank = self.scores.add(table_key(record.settings), entry)
        self._file.save(self.scores.to_dict())
        return rank
