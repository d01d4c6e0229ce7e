"""What the solver found out about the positions of one game, remembered by board.

A verdict is a fact about a board (the shift mode is the game's and never
changes), so keeping it by the board's faces makes it true across undo, redo
and any order of moves: the game asks about the positions on its undo line
(`Game.positions`) and gets the answers found whenever that board was met.
A solution also proves every position along it clearable, which is what lets
Show Me play on without asking the solver after each pair.
"""

from __future__ import annotations

from collections.abc import Sequence

from llk.model.board import Board
from llk.model.path import Move
from llk.model.solver import play


class Verdicts:
    """The positions of one game proven clearable (with moves that clear them) or lost."""

    def __init__(self, gravity: str) -> None:
        self.gravity = gravity
        self._clearable: dict[tuple[int, ...], tuple[tuple[Move, ...], int]] = {}
        """Board -> a solution and where in it this board stands."""
        self._lost: set[tuple[int, ...]] = set()

    def learn(self, board: Board, solution: Sequence[Move] | None) -> None:
        """The solver's answer for ``board``: moves that clear it, or None (proven lost).

        Every position met while playing the solution is clearable too. Cost:
        O(len(solution)) shifts.
        """
        if solution is None:
            self._lost.add(board.key())
            return
        moves = tuple(solution)
        position = board.copy()
        for start, move in enumerate(moves):
            self._clearable.setdefault(position.key(), (moves, start))
            play(position, move, self.gravity)

    def verdict(self, board: Board) -> bool | None:
        """True (clearable), False (lost) or None (never decided)."""
        key = board.key()
        if key in self._clearable:
            return True
        return False if key in self._lost else None

    def solution(self, board: Board) -> list[Move] | None:
        """Moves known to clear ``board``, or None when none are known."""
        found = self._clearable.get(board.key())
        return None if found is None else list(found[0][found[1] :])

    def moves_since_clearable(self, line: Sequence[Board]) -> int | None:
        """How many moves back along ``line`` (oldest first, the position in play last) the
        latest position proven clearable lies: 0 when it is the one in play, None when
        none of them is known to be clearable."""
        for back, board in enumerate(reversed(line)):
            if self.verdict(board) is True:
                return back
        return None
