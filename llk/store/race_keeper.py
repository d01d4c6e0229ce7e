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

from PySide6.QtCore import QCoreApplication

from llk.model.versus.race import Race, RaceSetup
from llk.model.versus.rating import VersusRecord
from llk.model.versus.replay import replay
from llk.store.data_files import SAVED_RACE_FILE, VERSUS_FILE
from llk.store.keeper import Keeper

RACE_FORMAT = 1
VERSUS_FORMAT = 1


class RaceKeeper(Keeper):
    """Keeps the race in play and the versus record."""

    def __init__(self, folder: Path, writable: bool = True) -> None:
        super().__init__(folder, writable)
        race_label = QCoreApplication.translate("RaceKeeper", "saved race")
        record_label = QCoreApplication.translate("RaceKeeper", "versus record")
        self._race_file = self._data_file(SAVED_RACE_FILE, RACE_FORMAT, race_label)
        self._record_file = self._data_file(VERSUS_FILE, VERSUS_FORMAT, record_label)
        record, self.load_problem = self._record_file.load(VersusRecord.from_dict)
        self.record = record or VersusRecord()

    def load_race(self, name: str) -> tuple[Race | None, str | None]:
        """The race saved in progress, played again to where it was (None: none), and a
        problem met reading it."""
        return self._race_file.load(lambda data: _race(data, name))

    def keep_race(self, race: Race) -> None:
        """Save ``race`` while it is on; remove the file once it is over."""
        if race.over:
            self.drop_race()
        else:
            self._write(self._race_file, {"setup": race.setup.to_dict(), "log": race.log()})

    def drop_race(self) -> None:
        self._remove(self._race_file)

    def count(self, record: VersusRecord) -> None:
        """Keep ``record`` (a race just ended)."""
        self.record = record
        self._write(self._record_file, record.to_dict())


def _race(data: Any, name: str) -> Race:
    if not isinstance(data, dict) or set(data) != {"setup", "log"}:
        raise ValueError("a saved race has its setup and its log")
    return replay(RaceSetup.from_dict(data["setup"]), data["log"], name=name)
