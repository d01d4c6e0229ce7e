"""One run of the game: resume or deal at start, keep the unfinished game at the end, and
leave at once on a quit signal."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QDialog

from llk.controller.game_controller import GameController
from llk.dialogs.questions import Questions
from llk.store.save_keeper import SaveKeeper
from llk.store.score_keeper import ScoreKeeper
from llk.view.main_window import MainWindow


class Session(QObject):
    """Starts the first game, keeps the last one, and quits."""

    def __init__(
        self,
        saves: SaveKeeper,
        game: GameController,
        questions: Questions,
        window: MainWindow,
        scores: ScoreKeeper,
    ) -> None:
        super().__init__(window)
        self._saves = saves
        self._scores = scores
        self._game = game
        self._questions = questions
        self._window = window

    def start(
        self, seed: int | None = None, problems: Sequence[str] = (), asked: bool = False
    ) -> None:
        """Resume the saved game if there is one and the player wants it, else deal
        (game ``seed`` when given); then report the ``problems`` met while loading.

        A game asked for by number never replaces a saved one in progress without
        asking. A saved deal nobody touched is no game in progress: it is shown at once
        (or game ``seed`` instead), without a question. A saved game given up is
        counted as given up and offered to the high scores, as New Game does. A map
        ``asked`` for (``llk --map``) is dealt as a number asked for is.
        """
        if self._questions.quitting:
            return
        saved, problem = self._saves.load()
        if saved is not None and not saved.in_progress:
            if not asked and seed in (None, saved.seed):
                self._game.start(saved)
            else:
                self._game.new_game(seed)
        elif saved is not None:
            record = saved.record(given_up=True)
            note = self._questions.give_up_note(
                record, self._scores.place(self._scores.candidate(record))
            )
            resume = self._questions.ask_resume(saved, note, seed)
            if self._questions.quitting:
                return  # quit while asked: the saved game stays as it was, nothing is dealt
            if resume:
                self._game.start(saved)
            else:
                self._game.give_up(saved)
                self._game.new_game(seed)
        else:
            self._game.new_game(seed)
        for text in [*problems, *([problem] if problem else [])]:
            self._window.show_problem(text)

    def keep(self) -> None:
        """Save what the game in play leaves for the next run, its clock included (the
        window is closing; every move was saved already). Before the first game starts
        (the window closed while the player was asked whether to resume) the saved game
        stays as it is."""
        if self._game.has_game:
            self._saves.keep(self._game.game, force=True)

    def quit(self) -> None:
        """Leave at once, as on a logout, ``kill`` or Ctrl+C, losing nothing: every dialog
        open is closed without a question (the map editor saves what it can, `leave_now`;
        a question unanswered, and nothing is dealt after the one about
        resuming; the box that says a game ended passes its score on, entered under the
        name last used), the window closes (which keeps the game in play), and the event
        loop ends, the one of a question asked then included."""
        self._questions.quitting = True
        for dialog in self._window.findChildren(QDialog):
            if dialog.isVisible():  # one that would ask on closing has its own way out
                getattr(dialog, "leave_now", dialog.reject)()
        self._window.close()
        QTimer.singleShot(0, QCoreApplication.quit)  # queued: ends the loop running then
