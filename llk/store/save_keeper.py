"""The unfinished game, kept on disk after every move so that nothing can lose it.

The file stays until the game is over or another one replaces it: a crash, a
kill or a power cut costs at most the last move. A save that fails (disk full,
read-only folder) keeps the previous file and is said once.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from llk.model import Game
from llk.model.game.play_clock import Clock
from llk.store.data_files import SAVED_GAME_FILE, reason
from llk.store.keeper import Keeper

SAVE_FORMAT = 4
"""2: games know their level. 3: a run of levels says so in its settings' ``levels``
(format 2 wrote the word ``levels`` as their ``gravity``) and keeps its level order
(format 2 played the first). 4: a game on a map keeps the map in its settings'
``board_map`` (formats 2 and 3 played layouts only)."""


class SaveKeeper(Keeper):
    """Reads the saved game at start and writes the game in play as it changes; a save
    or a removal that fails is said in its own words ("the last save is kept"), once
    until one works again."""

    def __init__(self, folder: Path, clock: Clock = time.monotonic, writable: bool = True) -> None:
        """``writable`` False: the folder was found read-only (and the player told)."""
        super().__init__(folder, writable)
        label = QCoreApplication.translate("SaveKeeper", "saved game")
        self._file = self._data_file(SAVED_GAME_FILE, SAVE_FORMAT, label, older=(2, 3))
        self._clock = clock
        self._written: dict[str, Any] | None = None

    @property
    def path(self) -> Path:
        return self._file.path

    def load(self) -> tuple[Game | None, str | None]:
        """The saved game (None if there is none), paused when it is a game in progress,
        and a problem met reading it. A deal nobody touched is no game to decide about,
        and its clock waits for the first move anyway: it is shown to play at once.

        The file stays: it is replaced by the next save or removed when the game ends.
        """
        saved, problem = self._file.load(lambda data: Game.from_dict(data, self._clock))
        if saved is not None and saved.in_progress:
            saved.pause()  # the clock must not run while the player decides
        return saved, problem

    def keep(self, game: Game | None, force: bool = False) -> None:
        """Save what ``game`` leaves for the next run (see `Game.to_keep`), or remove the
        file when it leaves nothing. A save that would change nothing but the clock is
        skipped unless ``force`` (the window is closing). Cost: one small JSON file,
        written atomically."""
        if not self._writable:
            return
        if game is not None:
            game.tick()  # a game whose time ran out unnoticed (no tick yet) is over
        kept = game.to_keep() if game is not None else None
        if kept is None:
            self._written = None
            self._attempt(self._file.remove)
            return
        data = kept.to_dict()
        unchanged = {**data, "elapsed_s": None}
        if unchanged == self._written and not force:
            return
        if self._attempt(lambda: self._file.save(data)):
            self._written = unchanged

    def _attempt(self, write: Callable[[], None]) -> bool:
        """Run ``write``; a failure is said once until a write works again."""
        try:
            write()
        except (OSError, ValueError) as error:
            text = QCoreApplication.translate(
                "SaveKeeper", "The game could not be saved ({0}); the last save is kept."
            )
            self._say(self._file.failures.news(text.format(reason(error))))
            return False
        self._file.failures.news(None)
        return True
