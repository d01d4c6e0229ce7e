"""The unfinished game, kept between runs."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from llk.controller.storage import DataFile
from llk.model import Game
from llk.model.play_clock import Clock

SAVE_FORMAT = 2
"""2: games know their level."""


class SaveKeeper:
    """Hands the saved game over once, at start, and keeps the one left at the end."""

    def __init__(self, folder: Path, clock: Clock = time.monotonic) -> None:
        label = QCoreApplication.translate("SaveKeeper", "saved game")
        self._file = DataFile("saved-game.json", SAVE_FORMAT, label, folder)
        self._clock = clock

    def take(self) -> tuple[Game | None, str | None]:
        """The saved game, paused (None if there is none), and a problem met reading it.

        The file is gone afterwards: a game is resumed once.
        """
        saved, problem = self._file.load(lambda data: Game.from_dict(data, self._clock))
        self._file.remove()
        if saved is not None:
            saved.pause()  # the clock must not run while the player decides
        return saved, problem

    def keep(self, game: Game | None) -> None:
        """Save what ``game`` leaves for the next run (see `Game.to_keep`)."""
        kept = game.to_keep() if game is not None else None
        if kept is not None:
            self._file.save(kept.to_dict())
