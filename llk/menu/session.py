"""One run of the game: resume or deal at start, keep the unfinished game at the end."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from llk.controller.game_controller import GameController
from llk.controller.save_keeper import SaveKeeper
from llk.menu.questions import Questions
from llk.view.main_window import MainWindow


class Session(QObject):
    """Starts the first game and keeps the last one."""

    def __init__(
        self,
        saves: SaveKeeper,
        game: GameController,
        questions: Questions,
        window: MainWindow,
    ) -> None:
        super().__init__(window)
        self._saves = saves
        self._game = game
        self._questions = questions
        self._window = window

    def start(self, seed: int | None = None, problems: Sequence[str] = ()) -> None:
        """Resume the saved game if there is one and the player wants it, else deal
        (game ``seed`` when given); then report the ``problems`` met while loading.

        A game asked for by number never replaces a saved one without asking.
        """
        saved, problem = self._saves.load()
        if saved is not None and self._questions.ask_resume(saved, seed):
            self._game.start(saved)
        else:
            self._game.new_game(seed)
        for text in [*problems, *([problem] if problem else [])]:
            self._window.show_problem(text)

    def keep(self) -> None:
        """Save what the game in play leaves for the next run, its clock included (the
        window is closing; every move was saved already)."""
        self._saves.keep(self._game.game if self._game.has_game else None, force=True)
