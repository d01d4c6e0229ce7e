"""Data files (high scores, the saved game): versioned JSON, written atomically, and
the folder they live in.

A file that cannot be read is never silently dropped: it is moved aside as a
backup, the player is told in one line, and a fresh file takes its place.

The folder is the user's data folder's ``llk``; LLK's own files that older
versions kept elsewhere are moved in, and a problem with that old folder is a
line for the player, never a reason not to use the real one. Only when the real
folder cannot be made at all does a run use a throw-away folder, which it
removes at exit (or a later run, if it was killed).
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import re
import shutil
import stat
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QLockFile, QStandardPaths

from llk.model.files import (
    MAX_FILE_BYTES,
    NotRegularError,
    TooLargeError,
    read_capped,
    write_atomically,
)
from llk.model.limits import shown

_T = TypeVar("_T")

STRAY_AFTER_S = 60.0
"""A temporary file this old was left by a write that never finished."""


def remove_strays(folder: Path, now: float | None = None) -> int:
    """Delete temporary files an interrupted `write_atomically` left in ``folder``
    (older than `STRAY_AFTER_S`, so a write going on now is never touched).

    Returns how many were removed; a folder that cannot be listed removes none.
    """
    now = time.time() if now is None else now
    removed = 0
    try:
        candidates = list(folder.glob(".*.tmp"))
    except OSError:
        return 0
    for stray in candidates:
        try:
            if now - stray.lstat().st_mtime > STRAY_AFTER_S and stray.is_file():
                stray.unlink()
                removed += 1
        except OSError:
            continue
    return removed


def reason(error: Exception) -> str:
    """An error as one short line for the player: "No space left on device"."""
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return f"{error}"[:200] or error.__class__.__name__


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number LLK writes")


DATA_FOLDER_NAME = "llk"
"""LLK's one folder in the user's data folder (``~/.local/share/llk`` on Linux)."""
SCORES_FILE = "scores.json"
SAVED_GAME_FILE = "saved-game.json"
STATISTICS_FILE = "statistics.json"
SAVED_RACE_FILE = "saved-race.json"
VERSUS_FILE = "versus.json"
CAMPAIGN_FILE = "campaign.json"
ACHIEVEMENTS_FILE = "achievements.json"
OWN_FILES = (
    SCORES_FILE,
    SAVED_GAME_FILE,
    STATISTICS_FILE,
    SAVED_RACE_FILE,
    VERSUS_FILE,
    CAMPAIGN_FILE,
    ACHIEVEMENTS_FILE,
)
"""Every data file LLK writes (with its `backup_path` backups): the only files moved in
from the folder of older versions."""
THROWAWAY_PREFIX = "llk-"
THROWAWAY_MARK = ".llk-throwaway.lock"
"""The lock a throw-away data folder's run holds in it: only a folder with one is removed."""
MAX_LOCK_BYTES = 4096
"""A lock file Qt writes holds about 100 bytes (process, program, host, machine and boot
ids); Qt reads one it finds whole, so a larger one is never handed to it."""


def data_folder() -> Path:
    """LLK's data folder, created if needed."""
    generic = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    folder = Path(generic) / DATA_FOLDER_NAME
    folder.mkdir(parents=True, exist_ok=True)
    return folder


MAP_FOLDER_NAME = "maps"
"""The folder, inside the data folder, of the maps the player made or brought."""


def player_map_folder(data: Path | None = None) -> Path:
    """Where LLK looks for the player's maps: ``maps`` in the data folder (``data``, else
    LLK's own). It may not exist yet."""
    return (data or data_folder()) / MAP_FOLDER_NAME


def old_data_folder() -> Path:
    """Where older versions kept the data: the doubled ``LLK/LLK`` folder Qt names by
    organisation and application."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def is_own_file(name: str) -> bool:
    """Whether ``name`` is one of `OWN_FILES` or a backup of one."""
    backup = _BACKUP.fullmatch(name)
    return (backup["name"] if backup else name) in OWN_FILES


def move_over(old: Path, new: Path) -> str | None:
    """Move LLK's own files (`is_own_file`) from ``old`` into ``new``, never over a file
    already there (that one wins and the old one stays), then remove ``old`` and its
    parent if they are empty.

    No link is followed: a linked ``old`` (or parent), which may be any folder, is
    left alone, and so are links and folders in it; other files are never touched.
    What went wrong, in one line for the player, or None; nothing here raises.
    """
    try:
        if old == new or not old.is_dir():
            return None
        if old.is_symlink() or old.parent.is_symlink():
            why = QCoreApplication.translate("DataFile", "it is a link")
        else:
            why = _move_own_files(old, new)
            for emptied in (old, old.parent):
                with contextlib.suppress(OSError):
                    emptied.rmdir()  # only succeeds when empty
    except OSError as error:
        why = reason(error)
    if not why:
        return None
    return QCoreApplication.translate(
        "DataFile", "The data of an older LLK in {0} was not moved in ({1})."
    ).format(old, why)


def _move_own_files(old: Path, new: Path) -> str:
    """`move_over`'s moves; why one failed ("" when none did)."""
    failed = ""
    with os.scandir(old) as entries:
        names = sorted(entry.name for entry in entries if is_own_file(entry.name))
    for name in names:
        item, target = old / name, new / name
        try:
            if stat.S_ISREG(item.lstat().st_mode) and not os.path.lexists(target):
                os.replace(item, target)
        except OSError as error:
            failed = failed or reason(error)
    return failed


def usable_data_folder(folder: Path | None = None) -> tuple[Path, bool, list[str]]:
    """The data folder (``folder``, else the app-data folder with the data of older
    versions moved in), whether it can be written, and what to tell the player.

    A folder that cannot be made at all is replaced by a `throwaway_folder`; one
    that cannot be written is still read (the scores show) but nothing is saved
    there. Stray temporary files from an interrupted save, and the throw-away
    folders of runs that died, are cleaned up on the way.
    """
    remove_abandoned_throwaways()
    problems: list[str] = []
    if folder is None:
        try:
            folder = data_folder()
        except OSError as error:
            problem = QCoreApplication.translate(
                "DataFile", "The data folder cannot be used ({0}); scores and games are not kept."
            ).format(reason(error))
            return throwaway_folder(), True, [problem]
        moved = move_over(old_data_folder(), folder)
        problems += [moved] if moved else []
    refusal = unwritable(folder)
    if refusal is not None:
        problem = QCoreApplication.translate(
            "DataFile",
            "The data folder {0} cannot be written ({1}): games and scores will not be kept.",
        ).format(folder, reason(refusal))
        return folder, False, [*problems, problem]
    for place in (folder, player_map_folder(folder)):
        remove_strays(place)
    return folder, True, problems


def throwaway_folder() -> Path:
    """A data folder for this run alone (the real one cannot be made), in the temporary
    folder. This run holds a `THROWAWAY_MARK` lock in it and removes it at exit; a
    run that is killed leaves it to `remove_abandoned_throwaways`."""
    folder = Path(tempfile.mkdtemp(prefix=THROWAWAY_PREFIX))
    mark = QLockFile(str(folder / THROWAWAY_MARK))
    mark.setStaleLockTime(0)
    mark.tryLock(0)
    atexit.register(_remove_throwaway, folder, mark)
    return folder


def _remove_throwaway(folder: Path, mark: QLockFile) -> None:
    mark.unlock()
    shutil.rmtree(folder, ignore_errors=True)


def remove_abandoned_throwaways(temporary: Path | None = None) -> int:
    """Remove the throw-away folders runs that died left in ``temporary`` (the temporary
    folder): ``llk-*`` folders of this user holding a `THROWAWAY_MARK` lock whose
    process is gone. Anything else, a folder of a run still going included, is
    left alone. Returns how many were removed; costs one listing of the folder.
    """
    temporary = Path(tempfile.gettempdir()) if temporary is None else temporary
    removed = 0
    try:
        candidates = list(temporary.glob(THROWAWAY_PREFIX + "*"))
    except OSError:
        return 0
    for candidate in candidates:
        mark = candidate / THROWAWAY_MARK
        if not _marked(candidate, mark):
            continue
        lock = QLockFile(str(mark))
        lock.setStaleLockTime(0)
        if lock.tryLock(0):  # its run is gone (Qt checks the process)
            lock.unlock()
            shutil.rmtree(candidate, ignore_errors=True)
            removed += 1
    return removed


def _marked(folder: Path, mark: Path) -> bool:
    """Whether ``folder`` is a folder of this user's with a ``mark`` Qt may read (a small
    regular file: Qt reads a lock whole, so a FIFO or a huge file would hang it)."""
    try:
        folder_info, mark_info = folder.lstat(), mark.lstat()
    except OSError:
        return False
    return (
        stat.S_ISDIR(folder_info.st_mode)
        and folder_info.st_uid == _USER
        and stat.S_ISREG(mark_info.st_mode)
        and mark_info.st_size <= MAX_LOCK_BYTES
    )


_USER = os.getuid() if hasattr(os, "getuid") else 0


def unwritable(folder: Path) -> OSError | None:
    """Why no file can be made in ``folder`` (made first if missing), or None if one can."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, probe = tempfile.mkstemp(dir=folder, prefix=".llk-probe-", suffix=".tmp")
        os.close(handle)
        os.unlink(probe)
    except OSError as error:
        return error
    return None


_BACKUP = re.compile(r"(?P<name>.+)\.\d{8}-\d{6}(-\d+)?\.bak")
"""A `backup_path` name."""


def backup_path(path: Path) -> Path:
    """A new name beside ``path`` to keep a damaged file under: ``NAME.STAMP[-N].bak``,
    never the name of an earlier backup."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.{stamp}.bak")
    number = 1
    while backup.exists():
        number += 1
        backup = path.with_name(f"{path.name}.{stamp}-{number}.bak")
    return backup


def set_aside(path: Path) -> tuple[Path | None, str | None]:
    """Move a damaged file out of the way under a `backup_path` name.

    Returns the backup's path, or None and the reason when it could not be moved.
    """
    backup = backup_path(path)
    try:
        os.replace(path, backup)
    except OSError as error:
        return None, str(error)
    return backup, None


class SaidOnce:
    """The failures of one writer, said once: the first failure after a write that
    worked is news for the player; the same writer failing again (every save of a game
    or a race, on a full disk or a read-only folder) is not, until a write works again.
    """

    def __init__(self) -> None:
        self.failing = False

    def news(self, problem: str | None) -> str | None:
        """What to tell the player of a write that failed with ``problem`` (None: it
        worked): ``problem`` the first time in a row, else None. O(1)."""
        said = None if self.failing else problem
        self.failing = problem is not None
        return said


class DataFile:
    """One JSON document ``{"format": N, "data": ...}`` in the data folder.

    ``label`` names the file for the player ("high scores", "saved game"). It is written
    in format ``version``, and read in that one or in any of ``older`` (whose data the
    parser brings up to date).
    """

    def __init__(
        self,
        name: str,
        version: int,
        label: str,
        folder: Path | None = None,
        older: tuple[int, ...] = (),
    ) -> None:
        self.path = (folder or data_folder()) / name
        self.version = version
        self.label = label
        self.older = older
        self.failures = SaidOnce()
        """The failures of `save_or_say`, said once until a save works again."""

    def load(self, parse: Callable[[Any], _T]) -> tuple[_T | None, str | None]:
        """The parsed data (None when there is no file) and a problem to report, if any.

        ``parse`` turns the stored data into objects and raises when it is
        malformed. Any problem (unreadable, not a regular file, over
        `MAX_FILE_BYTES`, not JSON, NaN or Infinity, a wrong format, rejected
        data) moves the file aside as a backup; nothing here raises.
        """
        try:
            raw = read_capped(self.path)
        except FileNotFoundError:
            return None, None
        except TooLargeError:
            why = QCoreApplication.translate("DataFile", "it is larger than {0} MB")
            return None, self._set_aside(why.format(MAX_FILE_BYTES // 2**20))
        except NotRegularError:
            why = QCoreApplication.translate("DataFile", "it is not a regular file")
            return None, self._set_aside(why)
        except OSError as error:
            why = QCoreApplication.translate("DataFile", "it could not be read ({0})")
            return None, self._set_aside(why.format(error.__class__.__name__))
        try:
            document = json.loads(raw.decode("utf-8"), parse_constant=_refuse_constant)
        except UnicodeDecodeError as error:
            why = QCoreApplication.translate("DataFile", "it could not be read ({0})")
            return None, self._set_aside(why.format(error.__class__.__name__))
        except (ValueError, RecursionError):  # bad JSON, NaN, huge numbers, absurd nesting
            return None, self._set_aside(QCoreApplication.translate("DataFile", "it is damaged"))
        if not isinstance(document, dict) or "data" not in document:
            return None, self._set_aside(
                QCoreApplication.translate("DataFile", "it is not an LLK file")
            )
        if document.get("format") not in (self.version, *self.older):
            why = QCoreApplication.translate("DataFile", "it has format {0}, this LLK reads {1}")
            return None, self._set_aside(why.format(shown(document.get("format")), self.version))
        try:
            return parse(document["data"]), None
        except Exception as error:  # any failure to understand the data: a damaged file
            why = QCoreApplication.translate("DataFile", "its content is invalid ({0})")
            return None, self._set_aside(why.format(f"{error}"[:200]))

    def save(self, data: Any) -> None:
        """Write ``data`` atomically; raises OSError (disk full, read-only) or ValueError
        (NaN or Infinity in ``data``) and leaves the file as it was."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        document = {"format": self.version, "data": data}
        text = json.dumps(document, ensure_ascii=False, indent=1, allow_nan=False)
        write_atomically(self.path, text)

    def save_or_say(self, data: Any) -> str | None:
        """Write ``data`` as `save` does; what went wrong, in one line for the player, or
        None when it was written or when the last save failed too (`SaidOnce`)."""
        try:
            self.save(data)
        except (OSError, ValueError) as error:
            text = QCoreApplication.translate("DataFile", "The {0} could not be saved ({1}).")
            return self.failures.news(text.format(self.label, reason(error)))
        return self.failures.news(None)

    def keep_a_copy(self) -> Path | None:
        """Copy the file as a backup (before cleaning it up); None when that failed."""
        backup = backup_path(self.path)
        try:
            shutil.copy2(self.path, backup)
        except OSError:
            return None
        return backup

    def remove(self) -> None:
        self.path.unlink(missing_ok=True)

    def _set_aside(self, why: str) -> str:
        backup, failure = set_aside(self.path)
        if backup is None:
            text = QCoreApplication.translate(
                "DataFile", "The {0} file {1} is unusable: {2}; moving it aside failed ({3})."
            )
            return text.format(self.label, self.path, why, failure)
        text = QCoreApplication.translate(
            "DataFile", "The {0} file was unusable: {1}. Kept it as {2}; starting afresh."
        )
        return text.format(self.label, why, backup.name)
