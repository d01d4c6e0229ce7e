"""The seconds a game has been played: a stopwatch that runs only while the player
can play.

It waits for the player's first action, and anything may hold it: a pause, a
dialog over the board, the window in the background, the end of the game. Each
hold has a name, so two reasons to stop never undo each other; it runs again
only once every hold is released. Time comes from an injected clock.
"""

from __future__ import annotations

import math
from collections.abc import Callable

Clock = Callable[[], float]
"""Seconds from any fixed point, never going back (like `time.monotonic`)."""


def seconds_shown(left: float) -> int:
    """The whole seconds a countdown shows with ``left`` seconds to go: a second shows
    until all of it has gone, so the last one reads 1 s, never 0 s with time left. The
    win bonus pays these, the seconds the player saw (it paid one fewer). O(1)."""
    return max(0, math.ceil(left))


class PlayClock:
    """Seconds played. Every operation costs O(1) (holds are a small set)."""

    def __init__(self, clock: Clock, elapsed_s: float = 0.0) -> None:
        self._clock = clock
        self._before = elapsed_s
        self._since: float | None = None
        self._started = False
        self._holds: set[str] = set()

    def elapsed(self) -> float:
        if self._since is None:
            return self._before
        return self._before + max(0.0, self._clock() - self._since)

    def start(self) -> None:
        """The player acted: from now on the clock runs whenever nothing holds it."""
        self._started = True
        self._sync()

    def hold(self, reason: str) -> None:
        """Stop the clock for ``reason`` until `release` with the same reason."""
        self._holds.add(reason)
        self._sync()

    def release(self, reason: str) -> None:
        self._holds.discard(reason)
        self._sync()

    def _sync(self) -> None:
        should_run = self._started and not self._holds
        if should_run and self._since is None:
            self._since = self._clock()
        elif not should_run and self._since is not None:
            self._before = self.elapsed()
            self._since = None
