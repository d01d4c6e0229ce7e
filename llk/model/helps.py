"""The helps a game gives the player: hints, refreshes and Show Me, and what each costs.

A hint shows the move with the shortest link; asked again before the board changes, the
same hint comes back at no cost. Each pair Show Me plays costs `SHOW_ME_COST` hint, so
stopping it early costs only what it played. Finding a hint costs O(moves * rows * cols)
(a link per move); the rest is O(1).
"""

from __future__ import annotations

from llk.model.board import Board
from llk.model.path import Path, find_moves, find_path, path_length
from llk.model.results import Hint
from llk.model.settings import GameSettings

SHOW_ME_COST = 1
"""Hints each pair Show Me removes costs."""


class Helps:
    """The hints and refreshes left, the hint on show, and whether Show Me plays."""

    def __init__(self, hints_left: int, hints_used: int, refreshes_left: int) -> None:
        self.hints_left = hints_left
        self.hints_used = hints_used
        self.refreshes_left = refreshes_left
        self.shown: Hint | None = None
        """The hint on show: asked again, it is shown again for free until the board changes."""
        self.show_me = False
        """Show Me is playing: its pairs earn nothing (the solver found them, not the player)."""

    @property
    def showing(self) -> bool:
        """Whether Show Me has the board: started, not taken over, and a hint left to pay
        for its next pair (once the hints are gone, the show is over)."""
        return self.show_me and self.hints_left >= SHOW_ME_COST

    def all_left(self, settings: GameSettings) -> bool:
        """Whether no hint or refresh of ``settings`` has been spent."""
        return (self.hints_left, self.refreshes_left) == (settings.hints, settings.refreshes)

    def hint(self, board: Board) -> Hint | None:
        """The hint on show, or a hint spent on the move with the shortest link on
        ``board``; None when none is left or possible."""
        if self.shown is not None or not self.hints_left:
            return self.shown
        paths = [find_path(board, a, b) for a, b in find_moves(board)]
        best = min((p for p in paths if p is not None), key=_path_order, default=None)
        if best is not None:
            self.hints_left -= 1
            self.hints_used += 1
            self.shown = Hint((best[0], best[-1]), best, self.hints_left)
        return self.shown

    def pay_show_me(self) -> None:
        """Show Me played a pair (`showing` promised a hint to pay with)."""
        self.hints_left -= SHOW_ME_COST
        self.hints_used += SHOW_ME_COST


def _path_order(path: Path) -> tuple[int, int, Path]:
    """Fewest turns, then shortest, then the fixed point order."""
    return len(path), path_length(path), path
