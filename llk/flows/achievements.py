"""Achievements from the player's side: judged after every game end (a single game, a
level, a race), each new one kept at once, shown in a quiet toast and told to a screen
reader (`AchievementsFlow.earned`); Game ▸ Achievements… lists them all."""

from __future__ import annotations

import datetime
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal

from llk.dialogs.achievements import AchievementsDialog
from llk.dialogs.opener import Dialogs
from llk.model.campaign.achievements import earned_now
from llk.model.campaign.facts import Facts, game_facts, race_facts
from llk.model.campaign.levels import Level
from llk.model.game.results import GameRecord
from llk.model.versus.rivals import Strength
from llk.store.progress_keeper import ProgressKeeper
from llk.store.statistics_keeper import StatisticsKeeper
from llk.view.campaign_labels import achievement_name
from llk.view.toast import Toasts


class AchievementsFlow(QObject):
    """Judges the achievements at each end, keeps and tells the new ones.

    Signals:
        earned(str): an achievement was earned, in words ("Achievement: First Clear").
    """

    earned = Signal(str)

    def __init__(
        self,
        keeper: ProgressKeeper,
        statistics: StatisticsKeeper,
        levels: Sequence[Level],
        today: Callable[[], datetime.date],
        toasts: Toasts,
        dialogs: Dialogs,
    ) -> None:
        super().__init__(dialogs)
        self._keeper = keeper
        self._statistics = statistics
        self.levels = list(levels)
        """The campaign's levels, in order (as the campaign flow's)."""
        self._today = today
        self.toasts = toasts
        self._dialogs = dialogs

    def game_ended(self, record: GameRecord) -> None:
        """A game or a level ended (the campaign's progress counts it already)."""
        progress, statistics = self._keeper.progress, self._statistics.statistics
        self._judge(game_facts(record, progress, self.levels, statistics, self._today()))

    def race_ended(self, won: bool, rivals: list[Strength]) -> None:
        self._judge(race_facts(won, rivals, self._keeper.progress, self.levels))

    def _judge(self, facts: Facts) -> None:
        record, new = self._keeper.achievements.with_earned(earned_now(facts), self._today())
        if not new:
            return
        self._keeper.keep_achievements(record)
        for ident in new:
            said = self.tr("Achievement: {0}").format(achievement_name(ident))
            self.toasts.say(said)
            self.earned.emit(said)

    def show(self) -> None:
        self._dialogs.open(AchievementsDialog(self._keeper.achievements, self._dialogs.window))
