"""High scores from the player's side: the name prompt after a record, and the tables."""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings

from llk.dialogs.opener import Dialogs
from llk.dialogs.questions import PLAYER_NAME_KEY, Questions
from llk.model import Game
from llk.model.records.scores import Candidate
from llk.store.score_keeper import ScoreKeeper


class ScoreFlow(QObject):
    """Offers each finished game to the tables and shows them."""

    def __init__(self, keeper: ScoreKeeper, questions: Questions, dialogs: Dialogs) -> None:
        super().__init__(dialogs)
        self._keeper = keeper
        self._questions = questions
        self._dialogs = dialogs

    def offer(self, candidate: Candidate | None, show_table: bool = True, ask: bool = True) -> None:
        """A game ended (won, lost or given up) with ``candidate``, its claim on a table
        (`ScoreKeeper.candidate`, decided at its end): if it stands in its table, ask the
        name, enter it, and show the table unless told not to (the player chose to look
        at the finished board, and the result screen said the place). Unless ``ask``, the
        name entered last is taken without asking, when there is one (a campaign asks
        once, not at each of its sixty levels)."""
        if candidate is None or self._keeper.place(candidate) is None:
            return
        known = str(QSettings().value(PLAYER_NAME_KEY, ""))
        name = known if known and not ask else self._questions.ask_name(candidate.score)
        QSettings().setValue(PLAYER_NAME_KEY, name)
        rank = self._keeper.enter(candidate, name)
        if show_table:
            self.show_table(candidate.table, rank)

    def offer_race(self, race: Candidate, place: int) -> None:
        """A race ended with the player at ``place`` (from 1): offered as a game is, if it
        counts (`ScoreKeeper.race_candidate`: a race won)."""
        self.offer(self._keeper.race_candidate(race, place))

    def show(self, game: Game) -> None:
        """The tables, open at the one of ``game`` (its day's for the daily game)."""
        self.show_table(self._keeper.table(game.settings, game.seed))

    def show_table(self, table: str, highlight: int | None = None) -> None:
        """The tables, open at ``table``, row ``highlight`` (from 1) marked."""
        from llk.dialogs.scores import ScoresDialog  # see `Dialogs`

        dialog = ScoresDialog(self._keeper.scores, table, highlight, self._dialogs.window)
        self._dialogs.open(dialog)
