"""The keys that read the game's state on demand (View ▸ Tell Me), as PySolFC's do for
its blind players: the score (and a race's standing), the time left, the tiles left, the
level and its shift, the pairs free, the tile picked. Each is one short sentence through
the `Announcer`, from what the side panel shows: nothing is computed or spent to answer
(the pairs free are counted with every move already, `GameStats.pairs_free`, and only
their number is said, never where they are: that is a hint's job, which costs one).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal

from llk.model import Board
from llk.model.changes import Changes
from llk.model.game.play_clock import seconds_shown
from llk.model.status import GameStats, TimeLeft
from llk.view.access.announcer import Announcer
from llk.view.labels import pairs_free, seconds_left, sentence, shift_sentence, tiles_left
from llk.view.race_panel import RacePanel
from llk.view.side_panel import untimed


class StateTeller(QObject):
    """Says, when asked, what the side panel shows of the game in play. Each answer O(1).

    Signals:
        told(str): the answer, to be said and shown in the status line (a sighted
            keyboard player asks too).
    """

    told = Signal(str)

    def __init__(self, announcer: Announcer, race_panel: RacePanel) -> None:
        super().__init__(announcer)
        self._announcer = announcer
        self._race_panel = race_panel
        self._stats: GameStats | None = None
        self._time: TimeLeft | None = None
        self._picked: tuple[int, int] | None = None

    def started(self, _board: Board) -> None:
        self._picked = None

    def follow(self, changes: Changes) -> None:
        """Keep the numbers and the selection ``changes`` brings."""
        if changes.stats is not None:
            self._stats = changes.stats
        if changes.selection is not None:
            self._picked = changes.selection.cell

    def follow_time(self, time: TimeLeft) -> None:
        self._time = time

    def _say(self, text: str) -> None:
        self.told.emit(text if self._stats is not None else self.tr("No game in play."))

    def tell_score(self) -> None:
        """The score; in a race, the place and pairs too."""
        said = self.tr("Score {0}.").format(self._stats.score if self._stats else 0)
        if self._race_panel.isVisible():
            said += " " + sentence(self._race_panel.standing.text())
        self._say(said)

    def tell_time(self) -> None:
        time = self._time
        if time is None or time.left_s is None or not time.limit_s:
            self._say(untimed())
        else:
            self._say(seconds_left(seconds_shown(time.left_s)))

    def tell_tiles(self) -> None:
        self._say(tiles_left(self._stats.tiles_left if self._stats else 0))

    def tell_level(self) -> None:
        """The level (or that the game has none) and how its tiles shift."""
        stats = self._stats
        if stats is None:
            self._say("")
            return
        level = self._announcer.level_sentence(stats) or [self.tr("One board, no levels.")]
        self._say(" ".join([*level, sentence(shift_sentence(stats.gravity))]))

    def tell_pairs_free(self) -> None:
        """How many pairs could go now: the number only, never where."""
        self._say(pairs_free(self._stats.pairs_free if self._stats else 0))

    def tell_selection(self) -> None:
        if self._picked is None:
            self._say(self.tr("Nothing picked."))
        else:
            picked = QCoreApplication.translate("Announcer", "Picked {0}.")
            self._say(picked.format(self._announcer.spot(self._picked)))
