"""The questions the game asks the player, each waiting for the answer.

One small method per question, so tests can answer them instead of a person.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings
from PySide6.QtWidgets import QCheckBox, QDialog, QInputDialog, QLineEdit, QMessageBox, QWidget

from llk.model import Game
from llk.model.limits import MAX_SEED
from llk.model.scores import MAX_NAME, player_name

PLAYER_NAME_KEY = "player_name"
"""Where the last name entered for a high score is remembered (QSettings)."""


class Questions(QObject):
    """Asks over ``window``."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self.quitting = False
        """Set when the game quits at once (`Session.quit`): a question open then is closed
        unanswered, and the name for a new high score is not asked but taken as offered."""

    def ask_resume(self, saved: Game, asked_for: int | None = None) -> bool:
        """Whether to resume ``saved`` rather than deal (game ``asked_for`` if given)."""
        where = self.tr("%n tile(s) left", "", saved.tiles_left)
        if saved.levels:
            where = self.tr("level {0}, %n tile(s) left", "", saved.tiles_left).format(saved.level)
        text = self.tr("Resume your unfinished game {0} ({1})?").format(saved.seed, where)
        if asked_for == saved.seed:
            text = self.tr(
                "Game {0} is unfinished ({1}). Resume it where you left it? "
                "(No deals it again from the start.)"
            ).format(saved.seed, where)
        elif asked_for is not None:
            text = self.tr(
                "You asked for game {0}, but game {1} is unfinished ({2}). "
                "Resume game {1}? (No plays game {0} and gives game {1} up.)"
            ).format(asked_for, saved.seed, where)
        answer = QMessageBox.question(self._window, self.tr("Resume?"), text)
        return answer == QMessageBox.StandardButton.Yes

    def ask_discard(self) -> tuple[bool, bool]:
        """Whether to give up the game in progress, and whether never to ask again."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Give up this game?"),
            self.tr("The game in progress will be lost. Start another one?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self._window,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        never = QCheckBox(self.tr("Don't ask again"))
        box.setCheckBox(never)
        answer = box.exec()
        return answer == QMessageBox.StandardButton.Yes, never.isChecked()

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

    def ask_reset_statistics(self) -> bool:
        """Whether to forget every game the statistics counted (No is the default)."""
        answer = QMessageBox.question(
            self._window,
            self.tr("Reset statistics?"),
            self.tr("Forget every game counted in the statistics? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def ask_name(self, score: int) -> str | None:
        """The name for a new high score (the last one entered is offered), or None. While
        the game quits, the name offered (else "Player"): the score is not lost. The name
        is as the tables keep it (`player_name`): the prompt takes at most `MAX_NAME`
        characters."""
        offered = player_name(str(QSettings().value(PLAYER_NAME_KEY, "")))
        if not self.quitting:
            prompt = QInputDialog(self._window)
            prompt.setWindowTitle(self.tr("New high score"))
            prompt.setLabelText(self.tr("%n point(s): a new high score! Your name:", "", score))
            prompt.setTextValue(offered)
            line = prompt.findChild(QLineEdit)
            assert line is not None  # a text prompt has its line from setTextValue on
            line.setMaxLength(MAX_NAME)
            accepted = prompt.exec() == QDialog.DialogCode.Accepted
            name = player_name(prompt.textValue())
            prompt.deleteLater()
            if not self.quitting:
                return name or None if accepted else None
        return offered or self.tr("Player")

    def ask_game_number(self, current: int) -> int | None:
        number, ok = QInputDialog.getInt(
            self._window,
            self.tr("Play game number"),
            self.tr("Game number (the same number deals the same board):"),
            current,
            0,
            MAX_SEED,
        )
        return number if ok else None
