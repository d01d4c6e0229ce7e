"""What every keeper of a data file shares: the files it opens in the data folder, its
``problem`` signal, and writing that is skipped in a read-only folder and said once
when it fails.

A class, not a few functions: the signal the wiring connects, the folder and whether it
can be written are the keeper's own, and every write needs all three. Reading, setting a
damaged file aside with one line for the player, and writing atomically are the
file's (`DataFile`); what a keeper adds is its own records: it opens its files with
`_data_file`, reads them with `DataFile.load` and writes them with `_write`, so a new one
is a few lines (the tests' `TallyKeeper` is ten).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from llk.store.data_files import DataFile


class Keeper(QObject):
    """Keeps some of the player's records in data files of ``folder``; ``writable`` False:
    the folder was found read-only (and the player told), so nothing is written there.

    Signals:
        problem(str): a file could not be written; said once until a write works again.
    """

    problem = Signal(str)

    def __init__(self, folder: Path, writable: bool = True) -> None:
        super().__init__()
        self._folder = folder
        self._writable = writable

    def _data_file(
        self, name: str, version: int, label: str, older: tuple[int, ...] = ()
    ) -> DataFile:
        """The data file ``name`` of the folder, written in format ``version`` and read in
        it or any of ``older``; ``label`` names it for the player."""
        return DataFile(name, version, label, self._folder, older)

    def _write(self, file: DataFile, data: Any) -> bool:
        """Write ``data`` to ``file`` atomically (not at all in a read-only folder); a
        failure is said (`problem`) once until a write of it works again. Whether it was
        written. Cost: one JSON file."""
        if not self._writable:
            return False
        self._say(file.save_or_say(data))
        return not file.failures.failing

    def _remove(self, file: DataFile) -> None:
        """Remove ``file`` (not in a read-only folder); a failure is said as `_write`'s."""
        if not self._writable:
            return
        try:
            file.remove()
        except OSError as error:
            self._say(file.failures.news(str(error)))

    def _say(self, problem: str | None) -> None:
        if problem is not None:
            self.problem.emit(problem)
