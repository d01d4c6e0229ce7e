"""Show Me's player: the solver's moves played on the game in play, one tile at a time
(`show_me` starts it on the game, and counts what it costs).

Each tile is picked through the same path as a player's click, so the link
line, the vanishing tiles, the shifts, the score, undo and the saved game all
behave as if the player had played the pairs. Before each pair the position
is checked against the one the solution expects; anything else (a refresh, an
undo, the end of the game) stops the show, so it never plays a stale move.

A solution's move removes a pair; an iced pair takes two links (the first only cracks
its ice, `llk.model.board.specials`), so the show links it twice. The check compares the
faces, not the marks: fog lifting and timers running out change no move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from llk.model import Board, Move, Point, play
from llk.model.board.shifts import ShiftMode
from llk.model.board.specials import crack

PACE_MS = 450
"""Time between two picks: a pair every 0.9 s, slow enough to follow each link."""


class ShowMePlayer(QObject):
    """Plays moves through ``pick`` (a click on a cell) while the board in play, as
    ``position`` reports it (None once the game is not in play), is the one expected.

    Signals:
        running_changed(bool): the show started (True) or stopped, by itself or not.
    """

    running_changed = Signal(bool)

    def __init__(
        self,
        pick: Callable[[Point], None],
        position: Callable[[], Board | None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._pick = pick
        self._position = position
        self._picks: list[Point] = []
        self._expected: Board | None = None
        self._shifts = ShiftMode.NONE
        self._timer = QTimer(self)
        self._timer.setInterval(PACE_MS)
        self._timer.timeout.connect(self.step)

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def set_pace(self, ms: int) -> None:
        """The time between two picks (tests use 0)."""
        self._timer.setInterval(ms)

    def start(self, board: Board, moves: Sequence[Move], shifts: ShiftMode) -> None:
        """Play ``moves`` from ``board`` (the tiles shifting as ``shifts`` says); the first
        pick follows after one pace."""
        self._expected, self._shifts = board.copy(), shifts
        self._picks = [point for move in reversed(moves) for point in reversed(move)]
        self._timer.start()
        self.running_changed.emit(True)

    def stop(self) -> None:
        """Stop now (nothing happens if it is not running); the player takes over."""
        if self.running:
            self._timer.stop()
            self._picks = []
            self.running_changed.emit(False)

    def step(self) -> None:
        """Play the next pick (the timer's call; a test steps at its own pace)."""
        starts_pair = len(self._picks) % 2 == 0
        if starts_pair and not self._on_track():
            self.stop()
            return
        point = self._picks.pop()
        if starts_pair:
            assert self._expected is not None
            other = self._picks[-1]
            if crack(self._expected, (point, other)):
                self._picks[-1:-1] = [other, point]  # the same pair once more, next
            else:
                play(self._expected, (point, other), self._shifts)
        self._pick(point)
        if not self._picks:
            self.stop()

    def _on_track(self) -> bool:
        """Whether there is a pair left and the board in play is the one it is meant for."""
        position, expected = self._position(), self._expected
        if not self._picks or position is None or expected is None:
            return False
        return position.key() == expected.key()
