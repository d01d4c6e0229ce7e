"""A race on disk: the race in progress (its setup and the player's log, after every
command and every few seconds), and the player's versus record.

A race resumes by being played again from those (`Race.replay`): every board comes back
where it was. A damaged file of either kind is set aside and said in one line, as every
data file is (`DataFile`); one never touches the other. A save that fails (a full disk,
a read-only folder) is said once until one works again, not at every save of the race.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from llk.model.versus.race import Race, RaceSetup
from llk.model.versus.rating import VersusRecord
from llk.model.versus.replay import replay
from llk.store.data_files import SAVED_RACE_FILE, VERSUS_FILE, DataFile

RACE_FORMAT = 1
VERSUS_FORMAT = 1


class RaceKeeper(QObject):
    """Keeps the race in play and the versus record.

    Signals:
        problem(str): a file could not be written.
    """

    problem = Signal(str)

    def __init__(self, folder: Path, writable: bool = True) -> None:
        super().__init__()
        race_label = QCoreApplication.translate("RaceKeeper", "saved race")
        record_label = QCoreApplication.translate("RaceKeeper", "versus record")
        self._race_file = DataFile(SAVED_RACE_FILE, RACE_FORMAT, race_label, folder)
        self._record_file = DataFile(VERSUS_FILE, VERSUS_FORMAT, record_label, folder)
        self._writable = writable
        record, self.load_problem = self._record_file.load(VersusRecord.from_dict)
        self.record = record or VersusRecord()

    def load_race(self, name: str) -> tuple[Race | None, str | None]:
        """The race saved in progress, played again to where it was (None: none), and a
        problem met reading it."""
        return self._race_file.load(lambda data: _race(data, name))

    def keep_race(self, race: Race) -> None:
        """Save ``race`` while it is on; remove the file once it is over."""
        if not self._writable:
            return
        if race.over:
            self.drop_race()
            return
        self._say(self._race_file.save_or_say({"setup": race.setup.to_dict(), "log": race.log()}))

    def drop_race(self) -> None:
        if self._writable:
            try:
                self._race_file.remove()
            except OSError as error:
                self._say(self._race_file.failures.news(str(error)))

    def count(self, record: VersusRecord) -> None:
        """Keep ``record`` (a race just ended)."""
        self.record = record
        if self._writable:
            self._say(self._record_file.save_or_say(record.to_dict()))

    def _say(self, problem: str | None) -> None:
        if problem is not None:
            self.problem.emit(problem)


def _race(data: Any, name: str) -> Race:
    if not isinstance(data, dict) or set(data) != {"setup", "log"}:
        raise ValueError("a saved race has its setup and its log")
    return replay(RaceSetup.from_dict(data["setup"]), data["log"], name=name)
