"""The player's preferences and their storage in QSettings.

Bad stored values never stop the game: each one falls back to its default and
the player is told which, in one line.
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings

from llk.controller.game_controller import Timing
from llk.menu.storage import backup_path
from llk.model import GameSettings, ParameterError

THEMES = ("light", "dark")
LANGUAGES = ("system", "en", "zh_CN")
ANIMATIONS = {"smooth": 1.0, "fast": 0.5, "off": 0.0}
"""Animation speed names and how they scale the animation durations."""


@dataclass(frozen=True)
class Preferences:
    """Everything the settings dialog edits."""

    game: GameSettings = field(default_factory=GameSettings)
    sound: bool = True
    theme: str = "light"
    language: str = "system"
    link_ms: int = 450
    animation: str = "smooth"

    def __post_init__(self) -> None:
        choices = {"theme": THEMES, "language": LANGUAGES, "animation": tuple(ANIMATIONS)}
        for name, allowed in choices.items():
            if getattr(self, name) not in allowed:
                raise ParameterError(name, f"{name} must be one of {', '.join(allowed)}")
        if not 100 <= self.link_ms <= 3000:
            raise ParameterError("link_ms", "the line must show for 100 to 3000 ms")

    def timing(self) -> Timing:
        scale = ANIMATIONS[self.animation]
        return Timing(
            link_ms=self.link_ms,
            fade_ms=round(300 * scale),
            shuffle_ms=round(450 * scale),
            flash_ms=250,
        )


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
    return {"int": int, "float": float, "str": str, "bool": bool}[str(spec.type)]


def _stored(settings: QSettings, group: str, defaults: Any, problems: list[str]) -> Any:
    """``defaults`` with every stored value of its plain fields that is usable.

    A value that does not convert, or that does not fit with the others, falls
    back to its default alone, and ``problems`` says so.
    """
    values: dict[str, Any] = {}
    raws: dict[str, Any] = {}
    for spec in fields(defaults):
        key = f"{group}{spec.name}"
        if spec.name == "game" or not settings.contains(key):
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


def load_preferences(settings: QSettings) -> tuple[Preferences, list[str]]:
    """The stored preferences (defaults where missing or unusable) and the problems met."""
    problems: list[str] = []
    if settings.status() == QSettings.Status.FormatError:
        problems.append(_set_aside(settings))
    elif settings.status() == QSettings.Status.AccessError:
        problems.append(
            QCoreApplication.translate(
                "Preferences", "The settings file {0} cannot be written; changes will not be kept."
            ).format(settings.fileName())
        )
    game = _stored(settings, "game/", GameSettings(), problems)
    return _stored(settings, "", Preferences(game=game), problems), problems


def save_preferences(settings: QSettings, preferences: Preferences) -> None:
    for spec in fields(preferences.game):
        settings.setValue(f"game/{spec.name}", getattr(preferences.game, spec.name))
    for spec in fields(preferences):
        if spec.name != "game":
            settings.setValue(spec.name, getattr(preferences, spec.name))
    settings.sync()


def _set_aside(settings: QSettings) -> str:
    """Move an unreadable settings file aside and start from an empty one."""
    path = settings.fileName()
    backup = str(backup_path(Path(path)))
    try:
        os.replace(path, backup)
    except OSError as error:
        return QCoreApplication.translate(
            "Preferences", "The settings file {0} is damaged and could not be moved aside ({1})."
        ).format(path, error)
    settings.clear()
    settings.sync()
    return QCoreApplication.translate(
        "Preferences",
        "The settings file was damaged; kept it as {0} and started with the defaults.",
    ).format(os.path.basename(backup))
