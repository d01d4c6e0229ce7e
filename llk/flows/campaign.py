"""The campaign from the player's side: the level map opened, a level played as a game
on its map under the clock's assist the player chose, and each level's end counted
(`llk.model.campaign.level_end`: its stars, against the designed clock, and whether the
assist was on) and the progress kept at once."""

from __future__ import annotations

import datetime
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject

from llk.controller.game_controller import GameController
from llk.dialogs.level_map import LevelMap
from llk.dialogs.opener import Dialogs
from llk.model.campaign.level_end import LevelEnd, count_level
from llk.model.campaign.levels import Level, level_seed, level_settings
from llk.model.game.clock_assist import ClockAssist
from llk.model.game.results import GameRecord
from llk.store.progress_keeper import ProgressKeeper


class CampaignFlow(QObject):
    """Opens the level map, plays the level chosen there, and counts each level's end.
    ``may_leave`` is `DealFlow.may_leave`; ``today`` the day a clear is dated."""

    def __init__(
        self,
        keeper: ProgressKeeper,
        game: GameController,
        dialogs: Dialogs,
        may_leave: Callable[[str], bool],
        today: Callable[[], datetime.date],
        levels: Sequence[Level],
        assist: Callable[[], ClockAssist],
    ) -> None:
        """``assist``: the clock's assist the player chose, asked at each level's start."""
        super().__init__(dialogs)
        self._keeper = keeper
        self._game = game
        self._dialogs = dialogs
        self._may_leave = may_leave
        self._today = today
        self.levels = list(levels)
        """The campaign's levels, in order (the shipped ones; tests bring their own)."""
        self.level_map: LevelMap | None = None
        """The level map shown last."""
        self._assist = assist

    def show(self) -> None:
        level_map = LevelMap(
            self.levels, self._keeper.progress, self._dialogs.window, self._assist()
        )
        level_map.play_requested.connect(self.play)
        self.level_map = level_map
        self._dialogs.open(level_map)

    def play(self, key: str) -> None:
        """Play level ``key`` (asking first, as New Game does, when a game is on)."""
        level = next(level for level in self.levels if level.key == key)
        question = self.tr("Give up the game in progress and play level {0}-{1}?")
        if self._may_leave(question.format(level.chapter, level.number)):
            self._start(level)

    def _start(self, level: Level) -> None:
        self._game.new_game(level_seed(level), level_settings(level, self._assist()))

    def count(self, record: GameRecord) -> LevelEnd | None:
        """Count ``record`` if it was a campaign level (None if not, `count_level`), its
        progress kept at once. Cost: O(chapters * levels)."""
        counted = count_level(record, self.levels, self._keeper.progress, self._today())
        if counted is None:
            return None
        if counted.progress is not None:
            self._keeper.keep_progress(counted.progress)
        return counted.end

    def go_on(self, end: LevelEnd) -> None:
        """The next level, or this one again (Try Again); the map when none is open."""
        if end.go_on is None:
            self.show()
        else:
            self._start(end.go_on)
