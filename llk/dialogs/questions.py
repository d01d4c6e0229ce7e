"""The questions the game asks the player, each waiting for the answer.

One small method per question, so tests can answer them instead of a person.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings
from PySide6.QtWidgets import QCheckBox, QDialog, QInputDialog, QLineEdit, QMessageBox, QWidget

from llk.model import Game
from llk.model.game.results import GameRecord
from llk.model.limits import MAX_SEED
from llk.model.records.endings import counted_score
from llk.model.records.scores import MAX_NAME, player_name
from llk.view.labels import deal_name

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

    def ask_resume(self, saved: Game, note: str, asked_for: int | None = None) -> bool:
        """Whether to resume ``saved`` (True) or give it up and deal (game ``asked_for`` if
        given). Resume is the default, and Esc or closing the box resumes: dismissing a
        question never throws a game away. ``note`` says what giving up keeps
        (`give_up_note`)."""
        where = self.tr("%n tile(s) left", "", saved.tiles_left)
        if saved.settings.levels:
            where = self.tr("level {0}, %n tile(s) left", "", saved.tiles_left).format(saved.level)
        named = deal_name(saved.settings.board_map, saved.seed, saved.run.numbered)
        text = self.tr("Resume your unfinished game {0} ({1})?").format(named, where)
        give_up = self.tr("Give Up and Start New")
        if asked_for == saved.seed:
            text = self.tr(
                "Game {0} is unfinished ({1}). Resume it where you left it, or give it up "
                "and deal it again from the start?"
            ).format(saved.seed, where)
            give_up = self.tr("Give Up and Deal It Again")
        elif asked_for is not None:
            text = self.tr(
                "You asked for game {0}, but game {1} is unfinished ({2}). Resume game {1}, "
                "or give it up and play game {0}?"
            ).format(asked_for, saved.seed, where)
            give_up = self.tr("Give Up and Play Game {0}").format(asked_for)
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Resume?"), text, parent=self._window)
        box.setInformativeText(note)
        resume = box.addButton(self.tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
        giving_up = box.addButton(give_up, QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(resume)
        box.setEscapeButton(resume)
        box.exec()
        return box.clickedButton() is not giving_up

    def ask_discard(self, question: str, note: str) -> tuple[bool, bool]:
        """Whether to give up the game in progress for what ``question`` asks (No is the
        default, and Esc), and whether never to ask again. ``note``: `give_up_note`."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Give up this game?"),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self._window,
        )
        box.setInformativeText(note)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setEscapeButton(QMessageBox.StandardButton.No)
        never = QCheckBox(self.tr("Don't ask again"))
        box.setCheckBox(never)
        answer = box.exec()
        return answer == QMessageBox.StandardButton.Yes, never.isChecked()

    def give_up_note(self, record: GameRecord, place: int | None) -> str:
        """What giving up the game ``record`` describes keeps, told honestly: the score
        that goes into High Scores (at ``place``, None when it would not stand there),
        or that it does not count; the statistics count it given up either way."""
        score = counted_score(record)
        if score is None:
            text = self.tr(
                "If you give up, its score will not count in High Scores (only a won game, or "
                "the levels a run cleared, do). The statistics will count it as given up."
            )
        elif place is None:
            text = self.tr(
                "If you give up, the %n point(s) of the levels cleared are not enough for High "
                "Scores. The statistics will count it as given up.",
                "",
                score,
            )
        else:
            text = self.tr(
                "If you give up, the %n point(s) of the levels cleared will be entered in High "
                "Scores (place {0}). The statistics will count it as given up.",
                "",
                score,
            )
        return text.format(place)

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

    def ask_name(self, score: int) -> str:
        """The name for a new high score (the last one entered is offered). Cancelled, left
        empty, or while the game quits: the name offered (else "Player"), for dismissing
        the prompt never throws the score away. The name is as the tables keep it
        (`player_name`): the prompt takes at most `MAX_NAME` characters."""
        offered = player_name(str(QSettings().value(PLAYER_NAME_KEY, "")))
        name = ""
        if not self.quitting:
            prompt = QInputDialog(self._window)
            prompt.setWindowTitle(self.tr("New high score"))
            prompt.setLabelText(self.tr("%n point(s): a new high score! Your name:", "", score))
            prompt.setTextValue(offered)
            line = prompt.findChild(QLineEdit)
            assert line is not None  # a text prompt has its line from setTextValue on
            line.setMaxLength(MAX_NAME)
            accepted = prompt.exec() == QDialog.DialogCode.Accepted
            name = player_name(prompt.textValue()) if accepted and not self.quitting else ""
            prompt.deleteLater()
        return name or offered or self.tr("Player")

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
