"""The end of a game or a level from the player's side: the result screen, then the
high scores for a game that is over, then what the player chose on the screen."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QWidget

from llk.dialogs.result_screen import LEVEL_MAP, ResultScreen
from llk.flows.campaign import CampaignFlow, LevelEnd
from llk.flows.scores import ScoreFlow
from llk.model.game.results import GameRecord
from llk.model.records.endings import level_cleared
from llk.model.records.preferences import Timing
from llk.store.score_keeper import ScoreKeeper
from llk.view.actions import GameActions
from llk.view.screen_fit import fit_on_screen


class EndFlow(QObject):
    """Shows the `ResultScreen` of each ending, over ``window``. The finished board
    stays on show until the player asks for the next deal: Next Level or New Game on
    the screen, or later (Look at the Board, Esc)."""

    def __init__(
        self, scores: ScoreKeeper, score_flow: ScoreFlow, actions: GameActions, window: QWidget
    ) -> None:
        super().__init__(window)
        self._scores = scores
        self._score_flow = score_flow
        self._actions = actions
        self._window = window
        self.screen: ResultScreen | None = None
        """The screen shown last."""
        self.timing = Timing()
        """How long each screen counts up and celebrates (none with animations off)."""
        self.campaign: CampaignFlow | None = None
        """Counts a campaign level's end, and goes on from its screen (the wiring's)."""

    def apply(self, timing: Timing) -> None:
        """Count up and celebrate for as long as ``timing`` says."""
        self.timing = timing

    def ended(self, record: GameRecord) -> None:
        """A game won, or a game or run lost: its screen, then its high score, if any. A
        level of a run cleared: its screen, which offers the next level."""
        end = None if self.campaign is None else self.campaign.ended(record)
        if end is not None:
            self._show(record, lambda code: self._level_closed(end, code), False, end)
        elif level_cleared(record):
            self._show(record, _trigger(self._actions.next_level), run_goes_on=True)
        else:
            self._show(record, _trigger(self._actions.new_game), run_goes_on=False)

    def _level_closed(self, end: LevelEnd, code: int) -> None:
        assert self.campaign is not None
        if code == QDialog.DialogCode.Accepted:
            self.campaign.go_on(end)
        elif code == LEVEL_MAP:
            self.campaign.show()

    def _show(
        self,
        record: GameRecord,
        then: Callable[[int], None],
        run_goes_on: bool,
        end: LevelEnd | None = None,
    ) -> None:
        if self.screen is not None:
            self.screen.deleteLater()
        candidate = self._scores.candidate(record)  # decided now, before it is counted
        place = self._scores.place(candidate)
        screen = ResultScreen(record, place, self.timing, self._window, run_goes_on)
        if self._scores.replay(record):
            screen.show_replay()
        if end is not None:
            onward = end.go_on is not None and end.go_on != end.level
            screen.show_level(end.stars, onward, end.assist)

        def closed(result: int) -> None:
            going_on = result == QDialog.DialogCode.Accepted
            if not run_goes_on:  # the end is said first, then the name; the table would
                # hide the board, and in the campaign the next level or the level map
                self._score_flow.offer(candidate, going_on and end is None, ask=end is None)
            then(result)

        screen.finished.connect(closed)
        self.screen = screen
        fit_on_screen(screen)
        screen.open()


def _trigger(action: QAction) -> Callable[[int], None]:
    """Trigger ``action`` when the screen was closed by its go-on button."""
    return lambda code: action.trigger() if code == QDialog.DialogCode.Accepted else None
