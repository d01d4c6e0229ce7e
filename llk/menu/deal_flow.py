"""Every way of leaving the game in play for another one: New Game, Restart, Play
Game Number, Daily Game. None throws away a game in progress without asking first."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject

from llk.controller.game_controller import GameController
from llk.controller.preferences import PreferencesKeeper
from llk.menu.questions import Questions
from llk.model.daily import DAILY_SETTINGS, daily_number


class DealFlow(QObject):
    """Asks before a new deal replaces a game in progress (unless told not to ask)."""

    def __init__(self, game: GameController, keeper: PreferencesKeeper, questions: Questions):
        super().__init__(questions)
        self._game = game
        self._keeper = keeper
        self._questions = questions

    def new_game(self) -> None:
        if self.may_leave():
            self._game.new_game()

    def restart(self) -> None:
        if self.may_leave():
            self._game.restart()

    def play_number(self) -> None:
        """Ask for a game number and deal it."""
        number = self._questions.ask_game_number(self._game.game.seed)
        if number is not None and self.may_leave():
            self._game.new_game(number)

    def daily_game(self) -> None:
        """Deal today's daily game, with its fixed settings whatever the preferences."""
        if self.may_leave():
            self._game.new_game(daily_number(self._game.today()), DAILY_SETTINGS)

    def may_leave(self) -> bool:
        """Whether the game in play may be replaced: nothing to lose, or the player
        says so. "Don't ask again" is kept in the preferences."""
        preferences = self._keeper.preferences
        if not self._game.in_progress or not preferences.confirm_discard:
            return True
        go_ahead, never_ask = self._questions.ask_discard()
        if never_ask:
            self._keeper.change(replace(preferences, confirm_discard=False))
        return go_ahead
