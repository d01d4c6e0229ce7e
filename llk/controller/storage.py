"""Data files (high scores, the saved game): versioned JSON, written atomically.

A file that cannot be read is never silently dropped: it is moved aside as a
backup, the player is told in one line, and a fresh file takes its place.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QStandardPaths

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


def data_folder() -> Path:
    """LLK's data folder, created if needed; the data of older versions (kept in the
    doubled ``LLK/LLK`` folder Qt names by organisation and application) moved in."""
    generic = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    folder = Path(generic) / DATA_FOLDER_NAME
    folder.mkdir(parents=True, exist_ok=True)
    old = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    if old != folder and old.is_dir():
        move_over(old, folder)
    return folder


def move_over(old: Path, new: Path) -> None:
    """Move every file of ``old`` into ``new``, never over a file already there (that one
    wins and the old one stays), then remove ``old`` and its parent if they are empty."""
    for item in sorted(old.iterdir()):
        target = new / item.name
        if not target.exists():
            with contextlib.suppress(OSError):
                os.replace(item, target)
    for emptied in (old, old.parent):
        with contextlib.suppress(OSError):
            emptied.rmdir()  # only succeeds when empty


def usable_data_folder(folder: Path | None = None) -> tuple[Path, bool, str | None]:
    """The data folder (``folder``, else the app-data folder), whether it can be written,
    and what to tell the player when it cannot.

    A folder that cannot be made at all is replaced by a throw-away one; one that
    cannot be written is still read (the scores show) but nothing is saved there.
    Stray temporary files from an interrupted save are cleaned up on the way.
    """
    try:
        folder = folder or data_folder()
    except OSError as error:
        problem = QCoreApplication.translate(
            "DataFile", "The data folder cannot be used ({0}); scores and games are not kept."
        ).format(reason(error))
        return Path(tempfile.mkdtemp(prefix="llk-")), True, problem
    refusal = unwritable(folder)
    if refusal is not None:
        problem = QCoreApplication.translate(
            "DataFile",
            "The data folder {0} cannot be written ({1}): games and scores will not be kept.",
        ).format(folder, reason(refusal))
        return folder, False, problem
    remove_strays(folder)
    return folder, True, None


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


class DataFile:
    """One JSON document ``{"format": N, "data": ...}`` in the data folder.

    ``label`` names the file for the player ("high scores", "saved game").
    """

    def __init__(self, name: str, version: int, label: str, folder: Path | None = None) -> None:
        self.path = (folder or data_folder()) / name
        self.version = version
        self.label = label

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
        if document.get("format") != self.version:
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
        None when it was written."""
        try:
            self.save(data)
        except (OSError, ValueError) as error:
            text = QCoreApplication.translate("DataFile", "The {0} could not be saved ({1}).")
            return text.format(self.label, reason(error))
        return None

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
