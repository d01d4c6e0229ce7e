"""Data files (high scores, the saved game): versioned JSON, written atomically.

A file that cannot be read is never silently dropped: it is moved aside as a
backup, the player is told in one line, and a fresh file takes its place.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QStandardPaths

_T = TypeVar("_T")


def data_folder() -> Path:
    """The app-data folder (QStandardPaths), created if needed."""
    folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def usable_data_folder() -> tuple[Path, str | None]:
    """The data folder, or a throw-away one and the reason when it cannot be used."""
    try:
        return data_folder(), None
    except OSError as error:
        problem = QCoreApplication.translate(
            "DataFile", "The data folder cannot be used ({0}); scores and games are not kept."
        ).format(error)
        return Path(tempfile.mkdtemp(prefix="llk-")), problem


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


def write_atomically(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that a crash leaves the old or the new file, never half.

    Written to a temporary file in the same folder, flushed to disk, then renamed.
    """
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


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

        ``parse`` turns the stored data into objects and raises ValueError when
        it is malformed. Any problem moves the file aside as a backup.
        """
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None, None
        except (OSError, UnicodeDecodeError) as error:
            why = QCoreApplication.translate("DataFile", "it could not be read ({0})").format(
                error.__class__.__name__
            )
            return None, self._set_aside(why)
        try:
            document = json.loads(text)
        except (ValueError, RecursionError):  # bad JSON, huge numbers, absurd nesting
            return None, self._set_aside(QCoreApplication.translate("DataFile", "it is damaged"))
        if not isinstance(document, dict) or "data" not in document:
            return None, self._set_aside(
                QCoreApplication.translate("DataFile", "it is not an LLK file")
            )
        if document.get("format") != self.version:
            why = QCoreApplication.translate("DataFile", "it has format {0}, this LLK reads {1}")
            return None, self._set_aside(why.format(document.get("format"), self.version))
        try:
            return parse(document["data"]), None
        except ValueError as error:
            return None, self._set_aside(
                QCoreApplication.translate("DataFile", "its content is invalid ({0})").format(error)
            )

    def save(self, data: Any) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        document = {"format": self.version, "data": data}
        write_atomically(self.path, json.dumps(document, ensure_ascii=False, indent=1))

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
