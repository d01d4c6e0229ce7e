"""The clock of the game in play, as the player sees it: the time display, the holds
that stop it, and the moment it runs out."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from llk.model import Game, Phase
from llk.model.game.time_warnings import TimeWarnings
from llk.model.status import TimeLeft

TICK_MS = 100
"""How often the time display updates."""


class Countdown(QObject):
    """Ticks the game in play and stops its clock while something holds it.

    Holds (a dialog over the board, the window minimised or in the background)
    outlive games: a game dealt while a dialog is open starts held.

    Signals:
        time_changed(TimeLeft): the seconds left, and of how many.
        ran_out(): the time is up; said once per game.
        ticked(): a tick of the timer went by, the game ticked (its timer tiles' time
            may have run out); never said inside a command.
        time_warning(int): the time left just fell to this many seconds, a mark of
            `llk.model.game.time_warnings.WARNING_MARKS_S` (30, then 10); once per game
            or level, again only after the clock won time back above the mark
            (`TimeWarnings`); never for a mark the game starts below, while paused or
            held, nor as the time runs out. It may be said inside a command.
    """

    time_changed = Signal(TimeLeft)
    time_warning = Signal(int)
    ran_out = Signal()
    ticked = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        self._holds: set[str] = set()
        self._held = True
        """Whether the holds stop the clock of the game followed."""
        self._warnings = TimeWarnings(None)
        self._ticker = QTimer(self)
        self._ticker.setInterval(TICK_MS)
        self._ticker.timeout.connect(self.tick)

    @property
    def holds(self) -> frozenset[str]:
        """The reasons the clock is held now."""
        return frozenset(self._holds)

    @property
    def running(self) -> bool:
        """Whether the game in play may still run out of time."""
        return self._ticker.isActive()

    def follow(self, game: Game, held: bool = True) -> None:
        """Count down ``game`` from now on (the caller publishes its numbers); unless
        ``held``, no hold stops its clock (a race online's board, whose time is the
        host's race's)."""
        self._game = game
        self._held = held
        self._warnings = TimeWarnings(game.clock.time_left())
        for reason in self._holds if held else ():
            game.clock.hold(reason)
        self._ticker.start()

    def hold(self, reason: str, on: bool) -> None:
        """Stop the clock for ``reason`` (True) or stop holding it for that reason."""
        if on:
            self._holds.add(reason)
        else:
            self._holds.discard(reason)
        if self._game is not None and self._held:
            if on:
                self._game.clock.hold(reason)
            else:
                self._game.clock.release(reason)
            self.publish()

    def stop(self) -> None:
        """The window is closing: no more ticks."""
        self._ticker.stop()

    def end(self) -> bool:
        """Stop for good if the game followed is over (won or lost): True the one time
        it stops, so that the end is said once."""
        over = self._game is not None and self._game.phase in (Phase.WON, Phase.LOST)
        if over and self.running:
            self._ticker.stop()
            return True
        return False

    def tick(self) -> None:
        """Update the display; say when the time has run out."""
        if self._game is None:
            return
        self.publish()
        if self._game.tick() is Phase.LOST and self.running:
            self.ran_out.emit()
        self.ticked.emit()

    def publish(self) -> None:
        """Say the time left, and a warning if it just fell to a mark."""
        game = self._game
        if game is None:
            return
        left = game.clock.time_left()
        self.time_changed.emit(TimeLeft(left, float(game.clock.limit_s)))
        if game.phase is Phase.PLAYING and not self._holds and left is not None and left > 0:
            mark = self._warnings.update(left)
            if mark is not None:
                self.time_warning.emit(mark)
