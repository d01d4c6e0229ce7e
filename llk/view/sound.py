"""Sound effects that degrade to silence where Qt Multimedia or audio is missing."""

from __future__ import annotations

import contextlib
import os
import sys
from importlib.resources import as_file
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLoggingCategory, QObject, QUrl

from llk.model.changes import Changes
from llk.model.records.preferences import Preferences
from llk.view.assets import resources

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QSoundEffect

    from llk.model.game.results import GameRecord

SOUNDS = ("select", "link", "mismatch", "refresh", "win", "lose", "lead")
CUES = ("hint", "warn30", "warn10", "edge", "empty")
"""The sound cues, heard only with `Preferences.sound_cues` on (`SoundBoard.cue`)."""
WARNINGS = {30: "warn30", 10: "warn10"}
"""The cue of each time warning (`Countdown.time_warning`), by its mark in seconds."""


def sound_server_running() -> bool:
    """Whether there is a sound server to play to. On Linux, Qt plays through PulseAudio
    (or PipeWire speaking its protocol): without its socket nothing can be heard."""
    if not sys.platform.startswith("linux") or os.environ.get("PULSE_SERVER"):
        return True
    runtime = os.environ.get("XDG_RUNTIME_DIR") or f"/run/user/{os.getuid()}"
    return (Path(runtime) / "pulse" / "native").exists()


class SoundBoard(QObject):
    """Plays the game's short effects by name; silent when it cannot play."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = True
        self.cues = False
        """Whether the sound cues for playing without looking sound too."""
        self._files = contextlib.ExitStack()
        self._effects: dict[str, QSoundEffect] = {}
        # Without an audio device Qt Multimedia warns on every sound; the game just stays quiet.
        QLoggingCategory.setFilterRules("qt.multimedia*=false")
        if not sound_server_running():
            return  # nothing could be heard, and Qt would print seven warnings trying
        try:
            from PySide6.QtMultimedia import QSoundEffect
        except ImportError:  # Qt Multimedia or its system libraries (libpulse) are missing
            return
        for name in (*SOUNDS, *CUES):
            path = self._files.enter_context(as_file(resources() / "sounds" / f"{name}.wav"))
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(0.6)
            self._effects[name] = effect

    @property
    def silent(self) -> bool:
        """Whether no sound can be played at all (no Qt Multimedia, no sound server)."""
        return not self._effects

    def apply_preferences(self, preferences: Preferences) -> None:
        self.enabled = preferences.sound
        self.cues = preferences.sound_cues

    def apply(self, changes: Changes) -> None:
        """The sounds of what ``changes`` did: a tile picked, a pair linked (or its ice
        cracked), locks opened, a mismatch (or timer tiles missed), a shuffle; with the
        cues on, a hint, and a mismatch without the pick's own click over it, so each
        event has one sound of its own."""
        removal = changes.removal
        picked = changes.selection is not None and changes.selection.cell is not None
        heard = (
            ("lead", removal is not None and bool(removal.unlocked)),
            ("link", removal is not None or changes.cracked is not None),
            ("mismatch", changes.timers_missed > 0),
            ("refresh", changes.reshuffle is not None),
            ("mismatch", changes.mismatch is not None),
            ("select", picked and not (self.cues and changes.mismatch is not None)),
            ("hint", self.cues and changes.hint is not None),
        )
        for name, now in heard:
            if now:
                self.play(name)

    def ended(self, record: GameRecord) -> None:
        """A board cleared (a level too) sounds as a win, the clock running out as a loss."""
        self.play("win" if record.won else "lose")

    def time_warning(self, mark_s: int) -> None:
        """The time fell to ``mark_s`` seconds: one beep at 30 s, three at 10 s (cues on)."""
        if mark_s in WARNINGS:
            self.cue(WARNINGS[mark_s])

    def cursor_moved(self, wrapped: bool, empty: bool) -> None:
        """The keyboard cursor moved: a knock when it ``wrapped`` round an edge (else the
        player cannot tell a board's far side from the next cell), a faint tick on an
        ``empty`` cell (a step onto nothing), with the cues on."""
        if wrapped:
            self.cue("edge")
        elif empty:
            self.cue("empty")

    def cue(self, name: str) -> None:
        """Play sound cue ``name`` if the cues are on."""
        if self.cues:
            self.play(name)

    def play(self, name: str) -> None:
        effect = self._effects.get(name)
        if self.enabled and effect is not None:
            effect.play()
