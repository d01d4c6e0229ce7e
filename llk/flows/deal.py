"""Every way of leaving the game in play for another one: New Game, Restart, Play
Game Number, Daily Game. None throws away a game in progress without asking first,
and each question says what it does and what the game given up keeps."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject

from llk.controller.game_controller import GameController
from llk.dialogs.questions import Questions
from llk.model.records.daily import DAILY_SETTINGS, daily_number
from llk.store.preferences import PreferencesKeeper
from llk.store.score_keeper import ScoreKeeper


class DealFlow(QObject):
    """Asks before a new deal replaces a game in progress (unless told not to ask)."""

    def __init__(
        self,
        game: GameController,
        keeper: PreferencesKeeper,
        questions: Questions,
        scores: ScoreKeeper,
        leaving_race: Callable[[], str | None],
    ) -> None:
        """``leaving_race`` gives the question before the race online on the table is
        left, if one is on (`llk.flows.versus.leaving_online`)."""
        super().__init__(questions)
        self._leaving_race = leaving_race
        self._game = game
        self._keeper = keeper
        self._questions = questions
        self._scores = scores

    def new_game(self) -> None:
        if self.may_leave(self.tr("Give up the game in progress and deal a new one?")):
            self._game.new_game()

    def restart(self) -> None:
        """The same deal again from the start (F5); a run of levels from level 1."""
        question = self.tr("Give up the game in progress and deal it again from the start?")
        if self._game.has_game and self._game.game.settings.levels:
            question = self.tr("Give up this run of levels and start it again from level 1?")
        if self.may_leave(question):
            self._game.restart()

    def play_number(self) -> None:
        """Ask for a game number and deal it."""
        number = self._questions.ask_game_number(self._game.game.seed)
        if number is not None:
            self.play_game(number)

    def play_game(self, number: int) -> None:
        """Deal game ``number``, asking first when a game is in progress."""
        question = self.tr("Give up the game in progress and play game {0}?")
        if self.may_leave(question.format(number)):
            self._game.new_game(number)

    def daily_game(self) -> None:
        """Deal today's daily game, with its fixed settings whatever the preferences."""
        if self.may_leave(self.tr("Give up the game in progress and play today's daily game?")):
            self._game.new_game(daily_number(self._game.naming.today()), DAILY_SETTINGS)

    def may_leave(self, question: str) -> bool:
        """Whether the game in play may be replaced: nothing to lose (no question), or
        the player says yes to ``question``; a race online on, to the race's own (it
        is left, even with the player out of it and their game over). "Don't ask
        again" is kept in the preferences."""
        race_online = self._leaving_race()
        if race_online is not None:
            return self.may_give_up(race_online)
        if not self._game.in_progress or not self._keeper.preferences.confirm_discard:
            return True
        record = self._game.game.record(given_up=True)
        note = self._questions.give_up_note(
            record, self._scores.place(self._scores.candidate(record))
        )
        return self.may_give_up(question, note)

    def may_give_up(self, question: str, note: str = "") -> bool:
        """Whether the player says yes to ``question``, giving something up (``note``:
        what that keeps), as Preferences' "Ask before giving up a game in progress"
        has it: no question when it is off, or when the game quits at once (a logout:
        `Session.quit`). "Don't ask again" is kept in the preferences."""
        preferences = self._keeper.preferences
        if not preferences.confirm_discard or self._questions.quitting:
            return True
        go_ahead, never_ask = self._questions.ask_discard(question, note)
        if never_ask:
            self._keeper.change(replace(preferences, confirm_discard=False))
        return go_ahead
