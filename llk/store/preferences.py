"""The player's preferences: their storage in QSettings and their one owner.

Bad stored values never stop the game: each one falls back to its default and
the player is told which, in one line.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import re
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal

from llk.model import GameSettings, ParameterError
from llk.model.files import NotRegularError, TooLargeError, read_capped
from llk.model.game.level_orders import read_shifts
from llk.model.maps.catalog import find_map
from llk.model.maps.map_file import UNFILED, GameMap
from llk.model.records.preferences import Language, Preferences
from llk.model.versus.choices import VersusChoices
from llk.store.data_files import SaidOnce, reason, set_aside, unwritable


def _convert(raw: Any, kind: type) -> Any:
    """A stored value as ``kind``; QSettings' INI files give back strings."""
    if kind is bool:
        if isinstance(raw, bool):
            return raw
        if str(raw).lower() in ("true", "false"):
            return str(raw).lower() == "true"
        raise ValueError(raw)
    if kind is int and isinstance(raw, str) and not raw.strip().lstrip("-").isdigit():
        raise ValueError(raw)
    return kind(raw)


def _kind(spec: dataclasses.Field[Any]) -> type:
    """The type of a stored field: a plain one, or the enum of a `named` field."""
    if "names" in spec.metadata:
        names: type = spec.metadata["names"]
        return names
    return {"int": int, "float": float, "str": str, "bool": bool}[str(spec.type)]


_NOT_PLAIN = ("game", "versus", "board_map")
"""Fields stored otherwise: the game's settings and the Versus choices in their groups
(`GROUPS`), the map by its key."""
GROUPS = ("game", "versus")
"""The fields of `Preferences` stored as a group of their own fields, under their name."""


def _stored(settings: QSettings, group: str, defaults: Any, problems: list[str]) -> Any:
    """``defaults`` with every stored value of its plain fields that is usable.

    A value that does not convert, or that does not fit with the others, falls
    back to its default alone, and ``problems`` says so.
    """
    values: dict[str, Any] = {}
    raws: dict[str, Any] = {}
    for spec in fields(defaults):
        key = f"{group}{spec.name}"
        if spec.name in _NOT_PLAIN or not settings.contains(key):
            continue
        raws[spec.name] = settings.value(key)
        try:
            values[spec.name] = _convert(raws[spec.name], _kind(spec))
        except (TypeError, ValueError):
            problems.append(_unusable(spec.name, raws[spec.name], getattr(defaults, spec.name)))
    while True:
        try:
            return replace(defaults, **values)
        except ParameterError as error:  # blame the field named, else the last one read
            culprit = error.field if error.field in values else list(values)[-1]
            problems.append(_unusable(culprit, raws[culprit], getattr(defaults, culprit)))
            del values[culprit]


def _unusable(name: str, raw: Any, default: Any) -> str:
    return QCoreApplication.translate(
        "Preferences", "Setting {0} had an unusable value {1!r}; using {2}."
    ).format(name, raw, default)


def settings_file() -> Path | None:
    """Where QSettings keeps LLK's preferences, found without opening that file (Qt
    reads it at once, so a FIFO there would hang the start); None when the
    preferences are not kept in a file (the Windows registry)."""
    application = QCoreApplication.applicationName()
    probe = QSettings(QCoreApplication.organizationName(), _PROBE_NAME).fileName()
    if _PROBE_NAME not in probe or not Path(probe).is_absolute():
        return None
    return Path(probe.replace(_PROBE_NAME, application))


def check_settings_file(path: Path | None) -> list[str]:
    """Make the preferences file safe to open and to write, before Qt touches it.

    A link is moved aside rather than written through; a file that is not a
    regular file, is too large, cannot be read or is not text Qt could have written
    (binary garbage, NUL bytes, invalid UTF-8) is moved aside; a folder that cannot
    be written is said. Returns the problems met, for the player.
    """
    if path is None:
        return []
    problems = []
    why = ""
    if path.is_symlink():
        why = QCoreApplication.translate("Preferences", "it is a link to {0}").format(
            os.readlink(path)
        )
    elif path.exists():
        try:
            why = _not_written_by_qt(read_capped(path, MAX_SETTINGS_BYTES))
        except TooLargeError:
            why = QCoreApplication.translate("Preferences", "it is too large")
        except NotRegularError:
            why = QCoreApplication.translate("Preferences", "it is not a regular file")
        except OSError as error:
            why = QCoreApplication.translate("Preferences", "it cannot be read ({0})").format(
                reason(error)
            )
    if why:
        problems.append(_move_aside(path, why))
    if unwritable(path.parent) is not None:
        problems.append(
            QCoreApplication.translate(
                "Preferences",
                "The settings folder {0} cannot be written; changes will not be kept.",
            ).format(path.parent)
        )
    return problems


_CONTROLS = re.compile(rb"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _not_written_by_qt(raw: bytes) -> str:
    """Why ``raw`` cannot be a settings file Qt wrote, or "" if it may be one.

    Qt writes UTF-8 text and escapes every control character, but its reader takes
    anything, binary garbage included, skipping what it cannot use and reporting no
    error: such a file would be read as no settings without a word, then written
    over. Cost: O(len(raw)).
    """
    if _CONTROLS.search(raw):
        return QCoreApplication.translate("Preferences", "it holds binary data, not text")
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return QCoreApplication.translate("Preferences", "it is not UTF-8 text")
    return ""


def load_preferences(
    settings: QSettings | None = None, map_folder: Path | None = None
) -> tuple[Preferences, list[str]]:
    """The stored preferences (defaults where missing or unusable) and the problems met.

    Without ``settings``, LLK's own file is checked first (`check_settings_file`). The
    map chosen last is looked for among the shipped maps and in ``map_folder``.
    """
    problems: list[str] = []
    if settings is None:
        problems += check_settings_file(settings_file())
        settings = QSettings()
    if settings.status() == QSettings.Status.FormatError:
        problems.append(_set_aside(settings))
    elif settings.status() == QSettings.Status.AccessError:
        problems.append(
            QCoreApplication.translate(
                "Preferences", "The settings file {0} cannot be written; changes will not be kept."
            ).format(settings.fileName())
        )
    _upgrade(settings)
    board_map = _stored_map(settings, map_folder, problems)
    game = _stored(settings, "game/", GameSettings().on_map(board_map), problems)
    versus = _stored(settings, "versus/", VersusChoices(), problems)
    return _stored(settings, "", Preferences(game=game, versus=versus), problems), problems


def _stored_map(settings: QSettings, folder: Path | None, problems: list[str]) -> GameMap | None:
    """The map stored by its key, if any (the game's other settings are read against
    it); None, and ``problems`` says so, when it is gone or damaged since."""
    key = str(settings.value("game/board_map", "") or "")
    found = find_map(key, folder) if key else None
    if key and found is None:
        problems.append(
            QCoreApplication.translate(
                "Preferences", "The map {0} is missing or damaged; playing the layout instead."
            ).format(key)
        )
    return found


SETTINGS_FORMAT = 3
"""The layout of the settings file. 2: fair deals became the default. 3: a run of
levels is ``game/levels``, no longer the word `LEVELS` in ``game/gravity``."""


def _upgrade(settings: QSettings) -> None:
    """Bring an older settings file up to `SETTINGS_FORMAT`.

    Format 1 stored every setting, so the fair-deal box it stored unchecked was the
    old default, left as it was (checking and unchecking it again is the one way to
    have chosen it): forget it, and the new default applies. Formats 1 and 2 said a run
    of levels by the word `LEVELS` as ``game/gravity``, a single game by its mode there.
    """
    if settings.value("settings_format") is None and settings.contains("game/solvable"):
        settings.remove("game/solvable")
    if settings.contains("game/gravity") and not settings.contains("game/levels"):
        with contextlib.suppress(ParameterError):  # an unusable word is said as it is read
            levels, gravity = read_shifts(str(settings.value("game/gravity")))
            settings.setValue("game/levels", levels)
            settings.setValue("game/gravity", gravity)
    settings.setValue("settings_format", SETTINGS_FORMAT)


def save_preferences(settings: QSettings, preferences: Preferences) -> str | None:
    """Store ``preferences`` and write them to disk at once; None when they were kept, else
    what went wrong, in one line for the player (a full disk, a folder that cannot be
    written: Qt says only that it could not write)."""
    for group in GROUPS:
        values = getattr(preferences, group)
        for spec in fields(values):
            if spec.name not in _NOT_PLAIN:
                settings.setValue(f"{group}/{spec.name}", getattr(values, spec.name))
    board_map = preferences.game.board_map
    unfiled = board_map is None or board_map.key.startswith(UNFILED)  # found nowhere later
    settings.setValue("game/board_map", "" if unfiled or board_map is None else board_map.key)
    for spec in fields(preferences):
        if spec.name not in GROUPS:
            settings.setValue(spec.name, getattr(preferences, spec.name))
    settings.sync()
    if settings.status() != QSettings.Status.AccessError:
        return None
    path = Path(settings.fileName())
    refusal = unwritable(path.parent)
    why = (
        reason(refusal)
        if refusal is not None
        else QCoreApplication.translate("Preferences", "is the disk full?")
    )
    return QCoreApplication.translate(
        "Preferences",
        "The preferences could not be saved in {0} ({1}); they last until LLK closes.",
    ).format(path, why)


def _move_aside(path: Path, why: str) -> str:
    backup, failure = set_aside(path)
    if backup is None:
        return QCoreApplication.translate(
            "Preferences",
            "The settings file {0} is unusable ({1}) and could not be moved aside ({2}).",
        ).format(path, why, failure)
    return QCoreApplication.translate(
        "Preferences",
        "The settings file was unusable ({0}); kept it as {1} and started with the defaults.",
    ).format(why, backup.name)


def _set_aside(settings: QSettings) -> str:
    """Move an unreadable settings file aside and start from an empty one."""
    path = settings.fileName()
    backup, failure = set_aside(Path(path))
    if backup is None:
        return QCoreApplication.translate(
            "Preferences", "The settings file {0} is damaged and could not be moved aside ({1})."
        ).format(path, failure)
    settings.clear()
    settings.sync()
    return QCoreApplication.translate(
        "Preferences",
        "The settings file was damaged; kept it as {0} and started with the defaults.",
    ).format(backup.name)


MAX_SETTINGS_BYTES = 2**20
"""A settings file LLK writes is a few hundred bytes; one over a megabyte is not ours."""
_PROBE_NAME = "llk-settings-path-probe"


class PreferencesKeeper(QObject):
    """The one owner of the player's preferences: stores each change and announces it.

    Everything that depends on a preference (the next deal's settings, animation
    timing, sound, theme, the menus' check marks) listens to `preferences_changed`;
    nobody assigns preferences into anybody else.

    Signals:
        preferences_changed(Preferences): the preferences now in force.
        language_changed(Language): the language changed; it applies from
            the next start.
        problem(str): a change could not be saved; said once until one is saved again.
    """

    preferences_changed = Signal(Preferences)
    language_changed = Signal(Language)
    problem = Signal(str)

    def __init__(self, loaded: tuple[Preferences, list[str]], parent: QObject | None = None):
        """``loaded`` is what `load_preferences` gave: the preferences and the problems met."""
        super().__init__(parent)
        self._preferences, problems = loaded
        self.problems = list(problems)
        self._failures = SaidOnce()

    @property
    def preferences(self) -> Preferences:
        return self._preferences

    def publish(self) -> None:
        """Announce the preferences in force (once, when everything is wired)."""
        self.preferences_changed.emit(self._preferences)

    def change(self, chosen: Preferences) -> None:
        """Make ``chosen`` the preferences: store them and tell everyone."""
        if chosen == self._preferences:
            return
        before, self._preferences = self._preferences, chosen
        said = self._failures.news(save_preferences(QSettings(), chosen))
        if said is not None:
            self.problem.emit(said)
        self.preferences_changed.emit(chosen)
        if chosen.language != before.language:
            self.language_changed.emit(chosen.language)

    def set_sound(self, on: bool) -> None:
        self.change(replace(self._preferences, sound=on))

    def set_language(self, language: Language) -> None:
        self.change(replace(self._preferences, language=language))

    def set_zoom(self, tile: float) -> None:
        self.change(replace(self._preferences, zoom_tile=tile))
