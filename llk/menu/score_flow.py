"""High scores from the player's side: the name prompt after a record, and the tables."""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings

from llk.menu.dialogs import Dialogs
from llk.menu.questions import PLAYER_NAME_KEY, Questions
from llk.model import GameSettings
from llk.model.endings import counted_score
from llk.model.results import GameRecord
from llk.model.scores import RaceScore, table_key
from llk.store.score_keeper import ScoreKeeper


class ScoreFlow(QObject):
    """Offers each finished game to the tables and shows them."""

    def __init__(self, keeper: ScoreKeeper, questions: Questions, dialogs: Dialogs) -> None:
        super().__init__(dialogs)
        self._keeper = keeper
        self._questions = questions
        self._dialogs = dialogs

    def offer(self, record: GameRecord, show_table: bool = True, ask: bool = True) -> None:
        """A game ended (won, lost or given up): if the score that counts would stand in its
        table, ask the name, enter it, and show the table unless told not to (the player
        chose to look at the finished board, and the result screen said the place).
        Unless ``ask``, the name entered last is taken without asking, when there is one
        (a campaign asks once, not at each of its sixty levels)."""
        score = counted_score(record)
        if score is None or not self._keeper.qualifies(record):  # one rule: the keeper's
            return
        known = str(QSettings().value(PLAYER_NAME_KEY, ""))
        name = known if known and not ask else self._questions.ask_name(score)
        QSettings().setValue(PLAYER_NAME_KEY, name)
        rank = self._keeper.enter(record, name)
        if show_table:
            self.show(record.settings, rank)

    def offer_race(self, race: RaceScore) -> None:
        """A race ended: if the player's score counts and stands in the race's table
        (`ScoreKeeper.race_place`), ask the name, enter it and show the table."""
        if self._keeper.race_place(race) is None:
            return
        name = self._questions.ask_name(race.score)
        QSettings().setValue(PLAYER_NAME_KEY, name)
        self.show_table(race.table, self._keeper.enter_race(race, name))

    def show(self, settings: GameSettings, highlight: int | None = None) -> None:
        """The tables, open at the one for ``settings``, row ``highlight`` (from 1) marked."""
        self.show_table(table_key(settings), highlight)

    def show_table(self, table: str, highlight: int | None = None) -> None:
        """The tables, open at ``table``, row ``highlight`` (from 1) marked."""
        from llk.menu.scores_dialog import ScoresDialog  # see `Dialogs`

        dialog = ScoresDialog(self._keeper.scores, table, highlight, self._dialogs.window)
        self._dialogs.open(dialog)
