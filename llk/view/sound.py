"""Sound effects that degrade to silence where Qt Multimedia or audio is missing."""

from __future__ import annotations

import contextlib
from importlib.resources import as_file
from typing import TYPE_CHECKING

from PySide6.QtCore import QLoggingCategory, QObject, QUrl

from llk.model.preferences import Preferences
from llk.view.assets import resources

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QSoundEffect

SOUNDS = ("select", "link", "mismatch", "refresh", "win", "lose")


class SoundBoard(QObject):
    """Plays the game's short effects by name; silent when it cannot play."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = True
        self._files = contextlib.ExitStack()
        self._effects: dict[str, QSoundEffect] = {}
        # Without an audio device Qt Multimedia warns on every sound; the game just stays quiet.
        QLoggingCategory.setFilterRules("qt.multimedia*=false")
        try:
            from PySide6.QtMultimedia import QSoundEffect
        except ImportError:  # Qt Multimedia or its system libraries (libpulse) are missing
            return
        for name in SOUNDS:
            path = self._files.enter_context(as_file(resources() / "sounds" / f"{name}.wav"))
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(0.6)
            self._effects[name] = effect

    def apply_preferences(self, preferences: Preferences) -> None:
        self.enabled = preferences.sound

    def play(self, name: str) -> None:
        effect = self._effects.get(name)
        if self.enabled and effect is not None:
            effect.play()
