"""The helps a game gives the player: hints, refreshes and Show Me, and what each costs.

A hint shows the move with the shortest link; asked again before the board changes, the
same hint comes back at no cost. Each pair Show Me plays costs `SHOW_ME_COST` hint, so
stopping it early costs only what it played. Finding a hint costs O(moves * rows * cols)
(a link per move); the rest is O(1).
"""

from __future__ import annotations

from llk.model.board.grid import Board
from llk.model.board.path import Path, find_moves, find_path, path_length
from llk.model.board.specials import FOG
from llk.model.game.results import Hint
from llk.model.game.settings import GameSettings

SHOW_ME_COST = 1
"""Hints each pair Show Me removes costs."""


class Helps:
    """The hints and refreshes left, the hint on show, and whether Show Me plays; read-only
    outside the game, whose commands spend them."""

    def __init__(self, hints_left: int, hints_used: int, refreshes_left: int) -> None:
        self._hints_left = hints_left
        self._hints_used = hints_used
        self._refreshes_left = refreshes_left
        self._shown: Hint | None = None
        self._show_me = False
        """Show Me is playing: its pairs earn nothing (the solver found them, not the player)."""

    @property
    def hints_left(self) -> int:
        return self._hints_left

    @property
    def hints_used(self) -> int:
        return self._hints_used

    @property
    def refreshes_left(self) -> int:
        return self._refreshes_left

    @property
    def shown(self) -> Hint | None:
        """The hint on show: asked again, it is shown again for free until the board changes."""
        return self._shown

    @property
    def showing(self) -> bool:
        """Whether Show Me has the board: started, not taken over, and a hint left to pay
        for its next pair (once the hints are gone, the show is over)."""
        return self._show_me and self._hints_left >= SHOW_ME_COST

    def all_left(self, settings: GameSettings) -> bool:
        """Whether no hint or refresh of ``settings`` has been spent."""
        return (self._hints_left, self._refreshes_left) == (settings.hints, settings.refreshes)

    def hint(self, board: Board) -> Hint | None:
        """The hint on show, or a hint spent on the move with the shortest link on
        ``board``; None when none is left or possible."""
        if self._shown is not None or not self._hints_left:
            return self._shown
        best = self.best(board)
        if best is not None:
            self._hints_left -= 1
            self._hints_used += 1
            self._shown = Hint(best.move, best.path, self._hints_left)
        return self._shown

    def best(self, board: Board) -> Hint | None:
        """The move a hint shows on ``board``, without spending a hint (a compass, a bomb,
        a computer player's eye): one with no fogged tile if there is one (the player
        could not see the other's face); None when no pair links.
        O(moves * (rows + cols))."""
        paths = [find_path(board, a, b) for a, b in find_moves(board)]

        def order(path: Path) -> tuple[bool, tuple[int, int, Path]]:
            fogged = bool((board.mark(path[0]) | board.mark(path[-1])) & FOG)
            return fogged, _path_order(path)

        best = min((p for p in paths if p is not None), key=order, default=None)
        return None if best is None else Hint((best[0], best[-1]), best, self._hints_left)

    def board_changed(self) -> None:
        """The hint on show no longer stands."""
        self._shown = None

    def spend_refresh(self) -> None:
        self._refreshes_left -= 1

    def start_show_me(self) -> None:
        self._show_me = True

    def take_over(self) -> None:
        """The player plays on from Show Me: their pairs earn again."""
        self._show_me = False

    def pay_show_me(self) -> None:
        """Show Me played a pair (`showing` promised a hint to pay with)."""
        self._hints_left -= SHOW_ME_COST
        self._hints_used += SHOW_ME_COST


def _path_order(path: Path) -> tuple[int, int, Path]:
    """Fewest turns, then shortest, then the fixed point order."""
    return len(path), path_length(path), path
