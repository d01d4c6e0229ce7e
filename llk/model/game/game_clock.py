"""The clock of one game: its time limit, the seconds its pairs add, and running out.

A countdown over the `PlayClock` stopwatch. The limit is the level's (`Run.time_limit_s`,
0 for untimed play, which never runs out); each pair the player removes adds the
settings' time bonus, and an undo takes it back, but never the last second on the
clock, so an undo never ends a game. Once the board is clear, the seconds left pay
`POINTS_PER_SECOND_LEFT` each. Every operation costs O(1).
"""

from __future__ import annotations

from llk.model.game.play_clock import Clock, PlayClock, seconds_shown

POINTS_PER_SECOND_LEFT = 5
"""Win bonus for each second the clock shows left (`seconds_shown`)."""
STUCK_S = 30.0
"""Seconds of play without a pair removed (or put back) after which the player seems stuck."""
PAUSED = "paused"
OVER = "over"
"""The holds the game itself places on its clock (see `PlayClock.hold`)."""


class GameClock(PlayClock):
    """Seconds played, and what is left of the time limit. Whoever shows the game may
    hold and release it (a dialog over the board, `PlayClock.hold`); only the game starts
    it and changes its seconds."""

    def __init__(
        self, clock: Clock, limit_s: int, elapsed_s: float = 0.0, bonus_s: float = 0.0
    ) -> None:
        super().__init__(clock, elapsed_s)
        self._limit_s = limit_s
        self._bonus_s = bonus_s
        self._changed_at = elapsed_s
        """Play time when the board last changed (a pair removed, put back or shuffled)."""

    @property
    def limit_s(self) -> int:
        """The level's time limit, without the seconds the pairs added (0: untimed)."""
        return self._limit_s

    @property
    def bonus_s(self) -> float:
        """The seconds the pairs removed added to the limit."""
        return self._bonus_s

    def time_left(self) -> float | None:
        """Seconds left (never below 0), or None in untimed play."""
        if not self._limit_s:
            return None
        return max(0.0, self._limit_s + self._bonus_s - self.elapsed())

    @property
    def ran_out(self) -> bool:
        """Whether the time is up (never, in untimed play)."""
        return self.time_left() == 0.0

    @property
    def stuck(self) -> bool:
        """Whether the player seems stuck: the board unchanged for `STUCK_S` seconds of play."""
        return self.elapsed() - self._changed_at >= STUCK_S

    def board_changed(self) -> None:
        """A pair removed, put back or shuffled: the player is not stuck."""
        self._changed_at = self.elapsed()

    def add(self, seconds: float) -> None:
        """A pair removed (or taken again) adds ``seconds`` to the limit."""
        self._bonus_s += seconds

    def take_back(self, seconds: float) -> float:
        """Take back up to ``seconds`` of bonus (an undo), leaving at least the last
        second on the clock; return the seconds taken."""
        left = self.time_left()
        if left is not None:
            seconds = max(0.0, min(seconds, left - 1.0))
        self._bonus_s -= seconds
        return seconds

    def win_points(self) -> int:
        """What the time left pays when the board is cleared now."""
        left = self.time_left()
        return 0 if left is None else seconds_shown(left) * POINTS_PER_SECOND_LEFT
