"""A game's score and combo: what each pair earns, and what an undo costs.

A pair earns `BASE_POINTS` times its combo, which grows by one for each pair removed
within the settings' combo window of the one before (up to `MAX_COMBO`) and starts
again at 1 otherwise. An undo takes the pair's points back and `UNDO_PENALTY` more, and
ends the combo; a redo earns the pair's points again. Every operation costs O(1).
"""

from __future__ import annotations

BASE_POINTS = 10
"""Points for a pair, multiplied by the combo count."""
MAX_COMBO = 8
"""The combo multiplier stops growing here."""
UNDO_PENALTY = 5
"""Points an undo costs on top of taking back the pair's points."""


class Score:
    """The points, the combo and the longest combo of one game, read-only: only the
    game's commands change them."""

    def __init__(self, points: int, combo: int, best_combo: int, window_s: float) -> None:
        self._points = points
        self._combo = combo
        self._best_combo = best_combo
        self._win_bonus = 0
        self._window_s = window_s
        self._last_at: float | None = None
        """Seconds played when the last pair was removed (None: none since an undo)."""

    @property
    def points(self) -> int:
        return self._points

    @property
    def combo(self) -> int:
        return self._combo

    @property
    def best_combo(self) -> int:
        """The longest combo so far (of the whole run, for levels); undo keeps it."""
        return self._best_combo

    @property
    def win_bonus(self) -> int:
        """What the time left earned when the board was cleared."""
        return self._win_bonus

    def pair(self, now: float, earned: bool) -> int:
        """A pair removed at ``now`` (seconds played): it builds the combo if quick, and
        earns its points unless not ``earned`` (Show Me's: they never build a combo)."""
        last = self._last_at
        quick = earned and last is not None and now - last <= self._window_s
        self._combo = min(self._combo + 1, MAX_COMBO) if quick else 1
        self._best_combo = max(self._best_combo, self._combo)
        self._last_at = now
        points = BASE_POINTS * self._combo if earned else 0
        self._points += points
        return points

    def undo(self, points: int) -> int:
        """A pair that earned ``points`` put back: the change to the score."""
        change = -(points + UNDO_PENALTY)
        self._points += change
        self._combo = 0
        self._last_at = None
        return change

    def redo(self, points: int) -> None:
        """A pair put back taken again: it earns the ``points`` it first earned."""
        self._points += points

    def won(self, bonus: int) -> None:
        """The board is clear, and the time left earned ``bonus``."""
        self._win_bonus = bonus
        self._points += bonus
