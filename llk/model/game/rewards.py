"""What a pair pays when it is removed, and what putting it back costs.

A pair earns points and combo (`llk.model.game.scoring`) and, on a clock with a limit, the
settings' time bonus (`llk.model.game.game_clock`); clearing the board earns a bonus for the
time left. Show Me's pairs are the solver's, not the player's: they earn nothing (no
points, no combo, no time bonus, no bonus for the time left when they clear the board)
and each costs its hint (`llk.model.game.helps`), so Show Me never buys a high score. An
undo costs the pair's points and more and takes its time bonus back; a redo earns them
again. Every operation costs O(1).
"""

from __future__ import annotations

from llk.model.game.game_clock import GameClock
from llk.model.game.helps import Helps
from llk.model.game.history import Step
from llk.model.game.scoring import Score


class Rewards:
    """Settles each removal, win and redo across the game's score, clock and helps."""

    def __init__(self, scoring: Score, clock: GameClock, helps: Helps, time_bonus_s: float) -> None:
        self._scoring = scoring
        self._clock = clock
        self._helps = helps
        self._time_bonus_s = time_bonus_s

    def pair(self) -> tuple[int, float, bool]:
        """Pay for a pair just removed: its points, the seconds it adds to the clock, and
        whether it earned (False: Show Me's, paid for with a hint)."""
        earned = not self._helps.showing
        points = self._scoring.pair(self._clock.elapsed(), earned)
        bonus_s = self._time_bonus_s if self._clock.limit_s and earned else 0.0
        self._clock.add(bonus_s)
        if not earned:
            self._helps.pay_show_me()
        return points, bonus_s, earned

    def won(self, earned: bool) -> int:
        """The board is clear: the bonus the time left earns, none when the last pair
        did not earn (Show Me's quick finish)."""
        self._scoring.won(self._clock.win_points() if earned else 0)
        return self._scoring.win_bonus

    def redo(self, step: Step) -> None:
        """``step`` taken again: its points, and the time bonus the undo took back."""
        self._scoring.redo(step.removal.points)
        self._clock.add(step.bonus_taken_s)
