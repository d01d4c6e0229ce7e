"""The player's preferences and their storage in QSettings.

Bad stored values never stop the game: each one falls back to its default and
the player is told which, in one line.
"""

from __future__ import annotations

import dataclasses
import os
import time
from dataclasses import dataclass, field, fields, replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings

from llk.controller.game_controller import Timing
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


def _tr(text: str) -> str:
    return QCoreApplication.translate("Preferences", text)


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


def _read_fields(
    settings: QSettings, group: str, defaults: Any, problems: list[str]
) -> dict[str, Any]:
    """The stored values of ``defaults``' plain fields that convert cleanly."""
    values = {}
    for spec in fields(defaults):
        key = f"{group}{spec.name}"
        if spec.name == "game" or not settings.contains(key):
            continue
        raw = settings.value(key)
        try:
            values[spec.name] = _convert(raw, _kind(spec))
        except (TypeError, ValueError):
            default = getattr(defaults, spec.name)
            problems.append(
                _tr("Setting {0} had an unusable value {1!r}; using {2}.").format(
                    spec.name, raw, default
                )
            )
    return values


def load_preferences(settings: QSettings) -> tuple[Preferences, list[str]]:
    """The stored preferences (defaults where missing) and the problems met."""
    problems: list[str] = []
    if settings.status() == QSettings.Status.FormatError:
        problems.append(_set_aside(settings))
    elif settings.status() == QSettings.Status.AccessError:
        problems.append(
            _tr("The settings file {0} cannot be written; changes will not be kept.").format(
                settings.fileName()
            )
        )
    defaults = Preferences()
    game_values = _read_fields(settings, "game/", defaults.game, problems)
    try:
        game = replace(defaults.game, **game_values)
    except ParameterError as error:
        problems.append(
            _tr("The stored game settings do not fit together ({0}); using the defaults.").format(
                error
            )
        )
        game = defaults.game
    values = _read_fields(settings, "", defaults, problems)
    try:
        return replace(defaults, game=game, **values), problems
    except ParameterError as error:
        problems.append(
            _tr("The stored preferences are invalid ({0}); using the defaults.").format(error)
        )
        return replace(defaults, game=game), problems


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
    backup = f"{path}.{time.strftime('%Y%m%d-%H%M%S')}.bak"
    try:
        os.replace(path, backup)
    except OSError as error:
        return _tr("The settings file {0} is damaged and could not be moved aside ({1}).").format(
            path, error
        )
    settings.clear()
    settings.sync()
    return _tr(
        "The settings file was damaged; kept it as {0} and started with the defaults."
    ).format(os.path.basename(backup))
