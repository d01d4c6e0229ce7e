"""Menu control: preferences, high scores, the saved game, help and about.

Owns what must survive between runs. Questions to the player (resume? restart?
your name?) go through small methods so tests can answer them.
"""

from __future__ import annotations

import datetime
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, QSettings
from PySide6.QtWidgets import QDialog, QInputDialog, QLineEdit, QMessageBox

from llk.controller.game_controller import GameController
from llk.menu.actions import GameActions, MenuActions
from llk.menu.help_dialog import AboutDialog, HowToPlayDialog
from llk.menu.preferences import Preferences, save_preferences
from llk.menu.scores_dialog import ScoresDialog
from llk.menu.settings_dialog import SettingsDialog
from llk.menu.storage import DataFile, data_folder
from llk.model import Game, Phase
from llk.model.game import Clock
from llk.model.layouts import layout_cells
from llk.model.scores import HighScores, ScoreEntry, table_key
from llk.view.main_window import MainWindow
from llk.view.sound import SoundBoard

SCORES_FORMAT = 1
SAVE_FORMAT = 2
"""2: games know their level."""


class MenuController(QObject):
    """Connects the menu actions to dialogs and storage, and applies preferences."""

    def __init__(
        self,
        game: GameController,
        window: MainWindow,
        game_actions: GameActions,
        menu_actions: MenuActions,
        sounds: SoundBoard,
        loaded: tuple[Preferences, list[str]],
        clock: Clock = time.monotonic,
        folder: Path | None = None,
    ) -> None:
        super().__init__(window)
        self._game = game
        self._window = window
        self._sounds = sounds
        self._clock = clock
        self.dialog: QDialog | None = None
        self.problems: list[str] = []
        self.preferences, problems = loaded
        self.problems += problems
        try:
            folder = folder or data_folder()
        except OSError as error:
            self.problems.append(
                self.tr(
                    "The data folder cannot be used ({0}); scores and games are not kept."
                ).format(error)
            )
            folder = Path(tempfile.mkdtemp(prefix="llk-"))
        self._scores_file = DataFile("scores.json", SCORES_FORMAT, self.tr("high scores"), folder)
        self._save_file = DataFile("saved-game.json", SAVE_FORMAT, self.tr("saved game"), folder)
        scores, problem = self._scores_file.load(HighScores.from_dict)
        self.scores = scores or HighScores()
        self._note(problem)
        self._menu = menu_actions
        self._apply(self.preferences)

        game_actions.play_number.triggered.connect(self.ask_game_number)
        game_actions.high_scores.triggered.connect(lambda: self.show_scores())
        menu_actions.preferences.triggered.connect(self.show_preferences)
        menu_actions.sound.toggled.connect(self._set_sound)
        menu_actions.languages.triggered.connect(lambda action: self._set_language(action.data()))
        menu_actions.how_to_play.triggered.connect(self.show_help)
        menu_actions.about.triggered.connect(self.show_about)
        game.game_won.connect(self._record)
        game.game_lost.connect(self._on_lost)
        window.closing.connect(self.save_game)

    # --- start and end of a run -----------------------------------------------

    def start(self, seed: int | None = None) -> None:
        """Resume the saved game if there is one and the player wants it, else deal."""
        saved, problem = self._save_file.load(lambda data: Game.from_dict(data, self._clock))
        self._note(problem)
        self._save_file.remove()
        if saved is not None:
            saved.pause()  # the clock must not run while the player decides
        if saved is not None and seed is None and self.ask_resume(saved):
            self._game.start(saved)
        else:
            self._game.new_game(seed)
        for text in self.problems:
            self._window.show_problem(text)
        self.problems.clear()

    def save_game(self) -> None:
        """Keep an unfinished game for the next run (called when the window closes).

        A cleared level of a run of levels is kept as the next level, ready to play.
        """
        game = self._game.game
        if game.phase is Phase.WON and self._game.settings_are_levels():
            game = game.next_level()
            game.pause()
        if game.phase in (Phase.PLAYING, Phase.PAUSED) and game.tiles_left:
            self._save_file.save(game.to_dict())

    # --- questions (tests replace these) -----------------------------------------------

    def ask_resume(self, saved: Game) -> bool:
        answer = QMessageBox.question(
            self._window,
            self.tr("Resume?"),
            self.tr("Resume your unfinished game {0} ({1} tiles left)?").format(
                saved.seed, saved.tiles_left
            ),
        )
        return answer == QMessageBox.StandardButton.Yes

    def ask_restart(self) -> bool:
        answer = QMessageBox.question(
            self._window,
            self.tr("New settings"),
            self.tr(
                "The new settings need a new deal. Start a new game now?\n"
                "(Otherwise they apply from the next game.)"
            ),
        )
        return answer == QMessageBox.StandardButton.Yes

    def ask_name(self, score: int) -> str | None:
        name, ok = QInputDialog.getText(
            self._window,
            self.tr("New high score"),
            self.tr("{0} points: a new high score! Your name:").format(score),
            QLineEdit.EchoMode.Normal,
            str(QSettings().value("player_name", "")),
        )
        return name.strip() or None if ok else None

    def ask_game_number(self) -> None:
        number, ok = QInputDialog.getInt(
            self._window,
            self.tr("Play game number"),
            self.tr("Game number (the same number deals the same board):"),
            self._game.game.seed,
            0,
            2**31 - 1,
        )
        if ok:
            self._game.new_game(number)

    # --- dialogs ----------------------------------------------------------------------

    def show_preferences(self) -> None:
        dialog = SettingsDialog(self.preferences, self._window)
        dialog.accepted.connect(lambda: self._accept_preferences(dialog.preferences()))
        self._open(dialog)

    def show_scores(self, highlight: int | None = None) -> None:
        key = table_key(self._game.game.settings)
        self._open(ScoresDialog(self.scores, key, highlight, self._window))

    def show_help(self) -> None:
        self._open(HowToPlayDialog(self._window.board_view.art, self._window))

    def show_about(self) -> None:
        self._open(AboutDialog(self._window))

    def _open(self, dialog: QDialog) -> None:
        """Show a dialog without blocking; the last one opened stays in `dialog`."""
        if self.dialog is not None:
            self.dialog.deleteLater()
        self.dialog = dialog
        dialog.open()

    # --- applying what the player chose ---------------------------------------------

    def _accept_preferences(self, chosen: Preferences) -> None:
        before = self.preferences
        self._store(chosen)
        if chosen.game != before.game:
            game = self._game.game
            s = game.settings
            untouched = game.tiles_left == len(layout_cells(s.layout, s.rows, s.cols))
            finished = game.phase in (Phase.WON, Phase.LOST)
            if finished or untouched or self.ask_restart():
                self._game.new_game(settings=chosen.game)

    def _store(self, chosen: Preferences) -> None:
        if chosen.language != self.preferences.language:
            self._window.show_message(self.tr("The new language applies from the next start."))
        self.preferences = chosen
        save_preferences(QSettings(), chosen)
        self._apply(chosen)

    def _apply(self, preferences: Preferences) -> None:
        """Make the running game look and sound as ``preferences`` say (the deal stays)."""
        self._game.timing = preferences.timing()
        self._window.board_view.timing = self._game.timing
        self._sounds.enabled = preferences.sound
        self._menu.sound.setChecked(preferences.sound)
        self._menu.language[preferences.language].setChecked(True)
        self._window.set_theme(preferences.theme)
        self._game.settings = preferences.game

    def _set_sound(self, on: bool) -> None:
        if on != self.preferences.sound:
            self._store(replace(self.preferences, sound=on))

    def _set_language(self, code: str) -> None:
        if code != self.preferences.language:
            self._store(replace(self.preferences, language=code))

    def _on_lost(self, score: int) -> None:
        """A run of levels ends when the time runs out: its score may be a record."""
        if self._game.settings_are_levels() and score > 0:
            self._record(score)

    def _record(self, score: int) -> None:
        """Enter a finished game in its high-score table if it qualifies."""
        game = self._game.game
        key = table_key(game.settings)
        if not self.scores.qualifies(key, score, game.elapsed()):
            return
        name = self.ask_name(score)
        if name is None:
            return
        QSettings().setValue("player_name", name)
        entry = ScoreEntry(
            name,
            score,
            round(game.elapsed(), 1),
            datetime.date.today().isoformat(),
            game.hints_used > 0,
        )
        rank = self.scores.add(key, entry)
        self._scores_file.save(self.scores.to_dict())
        self.show_scores(rank)

    def _note(self, problem: str | None) -> None:
        if problem is not None:
            self.problems.append(problem)
