"""The end of a game or a level from the player's side: the result screen, then the
high scores for a game that is over, then what the player chose on the screen.

What it shows is decided before it is called (`llk.wiring`'s one slot on a game's
end): the game's claim on the tables before the statistics count it, and a level's
stars once the campaign counted it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QWidget

from llk.dialogs.result_screen import LEVEL_MAP, ResultScreen
from llk.flows.campaign import CampaignFlow
from llk.flows.scores import ScoreFlow
from llk.model.campaign.level_end import LevelEnd
from llk.model.game.results import GameRecord
from llk.model.records.endings import level_cleared
from llk.model.records.preferences import Timing
from llk.model.records.scores import Claim
from llk.store.score_keeper import ScoreKeeper
from llk.view.actions import GameActions
from llk.view.screen_fit import fit_on_screen


class EndFlow(QObject):
    """Shows the `ResultScreen` of each ending, over ``window``. The finished board
    stays on show until the player asks for the next deal: Next Level or New Game on
    the screen, or later (Look at the Board, Esc); a level's screen goes on in the
    ``campaign``."""

    def __init__(
        self,
        scores: ScoreKeeper,
        score_flow: ScoreFlow,
        actions: GameActions,
        window: QWidget,
        campaign: CampaignFlow,
    ) -> None:
        super().__init__(window)
        self._scores = scores
        self._score_flow = score_flow
        self._actions = actions
        self._window = window
        self._campaign = campaign
        self.screen: ResultScreen | None = None
        """The screen shown last."""
        self.timing = Timing()
        """How long each screen counts up and celebrates (none with animations off)."""

    def apply(self, timing: Timing) -> None:
        """Count up and celebrate for as long as ``timing`` says."""
        self.timing = timing

    def ended(self, record: GameRecord, claim: Claim, end: LevelEnd | None = None) -> None:
        """A game won, or a game or run lost: its screen, then its high score (its
        ``claim``, `ScoreKeeper.claim`), if any. A level of a run cleared: its screen,
        which offers the next level. A campaign level counted (``end``): its screen, with
        its stars, going on in the campaign."""
        if end is not None:
            self._show(record, claim, lambda code: self._level_closed(end, code), False, end)
        elif level_cleared(record):
            self._show(record, claim, _trigger(self._actions.next_level), run_goes_on=True)
        else:
            self._show(record, claim, _trigger(self._actions.new_game), run_goes_on=False)

    def _level_closed(self, end: LevelEnd, code: int) -> None:
        if code == QDialog.DialogCode.Accepted:
            self._campaign.go_on(end)
        elif code == LEVEL_MAP:
            self._campaign.show()

    def _show(
        self,
        record: GameRecord,
        claim: Claim,
        then: Callable[[int], None],
        run_goes_on: bool,
        end: LevelEnd | None = None,
    ) -> None:
        if self.screen is not None:
            self.screen.deleteLater()
        candidate = claim.candidate
        place = self._scores.place(candidate)
        screen = ResultScreen(record, place, self.timing, self._window, run_goes_on)
        if claim.replay:
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
