"""A map's timer tiles in one game: the seconds left to link them in, what each one
linked in time wins, and what those still on the board cost when the time is up.

The rule is the map's (`TimerRule`, `llk.model.board.specials`): for `TimerRule.seconds`
of play each timer tile linked adds `TimerRule.bonus_s` to the clock; at that second
each one left takes as much off and becomes a plain tile. A part of the game of its own
because the game only asks it at three moments (a pair taken, a tick, an undo), and the
rule reads nothing else of the game. Every operation costs O(rows * cols) (a look for
the marked tiles).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from llk.model.board.grid import Board, Point
from llk.model.board.specials import TIMER, TimerRule, cells_marked
from llk.model.game.game_clock import GameClock


class TimerTiles:
    """The timer tiles of the board in play (``board``: where to read it) timed by the
    game's ``clock``; read-only outside the game, whose commands change them."""

    def __init__(
        self, rule: TimerRule | None, clock: GameClock, board: Callable[[], Board]
    ) -> None:
        self.rule: Final = rule
        """The map's timer, if the game has a map (None: no tile is a timer)."""
        self._clock = clock
        self._board = board
        self._missed = 0

    @property
    def missed(self) -> int:
        """How many timer tiles were still on the board when the timer ran out."""
        return self._missed

    @property
    def left_s(self) -> float | None:
        """The seconds left to link the timer tiles in (never below 0); None once none is
        left to link."""
        if self.rule is None or not cells_marked(self._board(), TIMER):
            return None
        return max(0.0, self.rule.seconds - self._clock.elapsed())

    def won_s(self, pair: tuple[Point, Point]) -> float:
        """What the timer tiles of ``pair`` win, linked now (before they go)."""
        if self.rule is None or not self.left_s:
            return 0.0
        board = self._board()
        return float(sum(1 for cell in pair if board.mark(cell) & TIMER) * self.rule.bonus_s)

    def run_out(self) -> bool:
        """If the time to link them is up: each timer tile left costs its seconds and turns
        plain. Whether any did (the board changed)."""
        if self.rule is None or self.left_s != 0.0:
            return False
        missed = self._strip()
        self._missed += missed
        self._clock.add(-missed * self.rule.bonus_s)
        return True

    def put_back(self) -> None:
        """An undo put tiles back: once the time is up, the timer tiles among them are
        plain (their time cannot come again)."""
        if self.rule is not None and self._clock.elapsed() >= self.rule.seconds:
            self._strip()

    def _strip(self) -> int:
        """Take the timer mark off every tile; how many had it."""
        board = self._board()
        cells = cells_marked(board, TIMER)
        for cell in cells:
            board.set_mark(cell, board.mark(cell) & ~TIMER)
        return len(cells)
