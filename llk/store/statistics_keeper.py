"""The statistics: every game that ends is counted in and kept on disk.

Unlike the high scores, a statistics file with any damaged field is not worth
mending piece by piece (its tallies would no longer agree with its games): the
whole file is set aside, the player told in one line, and counting starts afresh.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from llk.model.game.results import GameRecord
from llk.model.records.daily import daily_day
from llk.model.records.endings import level_cleared
from llk.model.records.statistics import PlayedGame, Statistics
from llk.store.data_files import STATISTICS_FILE
from llk.store.keeper import Keeper

STATISTICS_FORMAT = 4
"""2: a run of levels says so in each game's ``levels`` (format 1 wrote the word
``levels`` as its ``gravity``). 3: a game on a map names it in ``board_map``. 4: a tally
counts the levels its runs cleared and the best level they reached."""


class StatisticsKeeper(Keeper):
    """Counts each game as it ends: won (the board cleared), lost (the time ran out) or
    abandoned (given up, in progress, for another deal). A run of levels is one game,
    counted when it ends (lost or given up), not at each level cleared.

    A game left unfinished when the window closes is not counted: it is saved and
    resumed. ``today`` tells the date (tests fix it).
    """

    def __init__(
        self,
        folder: Path,
        writable: bool = True,
        today: Callable[[], datetime.date] = datetime.date.today,
    ) -> None:
        """``writable`` False: the folder was found read-only (and the player told)."""
        super().__init__(folder, writable)
        label = QCoreApplication.translate("StatisticsKeeper", "statistics")
        self._file = self._data_file(STATISTICS_FILE, STATISTICS_FORMAT, label, older=(1, 2, 3))
        self.today = today
        statistics, self.load_problem = self._file.load(Statistics.from_dict)
        """What went wrong reading the file, for the player; None when nothing did."""
        self.statistics = statistics or Statistics()

    def ended(self, record: GameRecord) -> None:
        """Count in the game ``record`` ends (won, lost or given up, as it says); a level
        of a run cleared is no end: a run is counted once, when it ends."""
        if level_cleared(record):
            return
        today = self.today()
        day = daily_day(record.settings, record.seed, today)
        self.statistics.add(PlayedGame.of(record, day or today, day is not None))
        self._save()

    def daily_played(self, day: datetime.date) -> bool:
        """Whether the daily game of ``day`` has been played: ended won or lost (a game
        given up is not played; nothing of it counts)."""
        return self.statistics.daily_best(day) is not None

    def reset(self) -> None:
        """Forget every game counted so far."""
        self.statistics = Statistics()
        self._save()

    def _save(self) -> None:
        self._write(self._file, self.statistics.to_dict())
