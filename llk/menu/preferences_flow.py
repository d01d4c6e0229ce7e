"""Preferences from the menu: the dialog, then a new deal if the board settings changed."""

from __future__ import annotations

from PySide6.QtCore import QObject

from llk.controller.game_controller import GameController
from llk.controller.preferences import PreferencesKeeper
from llk.menu.dialogs import Dialogs
from llk.menu.questions import Questions
from llk.menu.settings_dialog import SettingsDialog
from llk.model.preferences import Preferences


class PreferencesFlow(QObject):
    """Opens Preferences and applies what the player accepts."""

    def __init__(
        self,
        keeper: PreferencesKeeper,
        game: GameController,
        questions: Questions,
        dialogs: Dialogs,
    ) -> None:
        super().__init__(dialogs)
        self._keeper = keeper
        self._game = game
        self._questions = questions
        self._dialogs = dialogs

    def show(self) -> None:
        dialog = SettingsDialog(
            self._keeper.preferences,
            self._dialogs.window,
            self._dialogs.art.tile_sets,
            self._dialogs.backgrounds,
        )
        dialog.accepted.connect(lambda: self.accept(dialog.preferences()))
        self._dialogs.open(dialog)

    def accept(self, chosen: Preferences) -> None:
        """Keep ``chosen``; new board settings deal a new game unless that would throw
        away a game in progress the player wants to finish."""
        dealt_differently = chosen.game != self._keeper.preferences.game
        self._keeper.change(chosen)
        if dealt_differently and self._may_deal(chosen):
            self._game.new_game()

    def _may_deal(self, chosen: Preferences) -> bool:
        if not self._game.in_progress or not chosen.confirm_discard:
            return True
        return self._questions.ask_restart()
