"""What the solver found out about the positions of one game, remembered by board.

A verdict is a fact about a board (the shift mode is the game's and never
changes), so keeping it by the board's faces makes it true across undo, redo
and any order of moves: the game asks about the positions on its undo line
(`Game.positions`) and gets the answers found whenever that board was met.

Only the boards asked about are kept, each with its solution: keeping every
position along each solution too would cost O(moves^2) boards over a game
(some 100 MB on a 16x30 board where the player keeps leaving the solver's way).
"""

from __future__ import annotations

from collections.abc import Sequence

from llk.model.board.grid import Board
from llk.model.board.path import Move
from llk.model.board.shifts import ShiftMode
from llk.model.solver.replan import carry_over


class Verdicts:
    """The positions of one game proven clearable (with moves that clear them) or lost."""

    def __init__(self, gravity: ShiftMode) -> None:
        self.gravity = gravity
        """The shift mode of the game: the solver needs it to answer about a board."""
        self._clearable: dict[tuple[int, ...], tuple[Move, ...]] = {}
        """Board -> moves that clear it."""
        self._lost: set[tuple[int, ...]] = set()
        self._guides: dict[tuple[int, ...], tuple[Move, ...]] = {}
        """Board -> a way out of the position before, carried as far as it went."""

    def learn(self, board: Board, solution: Sequence[Move] | None) -> None:
        """The solver's answer for ``board``: moves that clear it, or None (proven lost)."""
        if solution is None:
            self._lost.add(board.key())
        else:
            self._clearable[board.key()] = tuple(solution)

    def verdict(self, board: Board) -> bool | None:
        """True (clearable), False (lost) or None (never decided)."""
        key = board.key()
        if key in self._clearable:
            return True
        return False if key in self._lost else None

    def solution(self, board: Board) -> list[Move] | None:
        """Moves known to clear ``board``, or None when none are known."""
        found = self._clearable.get(board.key())
        return None if found is None else list(found)

    def guide(self, board: Board) -> list[Move]:
        """Moves that lead part of the way out of ``board``, for the solver to start from
        (`solve`'s ``guide``), kept by `carry_forward`; [] when none is known."""
        return list(self._guides.get(board.key(), ()))

    def carry_forward(self, line: Sequence[Board], moves: Sequence[Move]) -> None:
        """Decide the last position of ``line`` from the latest one before it that is
        decided or has a guide, without a search, when that can be done: a position
        reached from a lost one is lost (a way to clear it would clear the one before
        too), and a solution often carries over the moves since
        (`llk.model.solver.replan.carry_over`). When it stops short, as far as it went is kept
        as the last position's `guide`, and so is a guide carried over the moves since.

        ``moves[i]`` led from ``line[i]`` to ``line[i + 1]``. Cost: O(k * pairs *
        (rows + cols)) for the k moves since that position (one, as the game asks).
        """
        if self.verdict(line[-1]) is not None:
            return
        start = next((i for i in range(len(line) - 2, -1, -1) if self._known(line[i])), None)
        if start is None:
            return
        if self.verdict(line[start]) is False:
            self.learn(line[-1], None)
            return
        plan = self.solution(line[start]) or self.guide(line[start])
        complete = False
        for i in range(start, len(line) - 1):
            carried = carry_over(line[i], plan, moves[i], self.gravity)
            if carried is None:
                return
            plan, complete = carried.moves, carried.complete
        if complete:
            self.learn(line[-1], plan)
        elif plan:
            self._guides[line[-1].key()] = tuple(plan)

    def _known(self, board: Board) -> bool:
        """Whether ``board`` is decided or has a guide: a position to carry forward from."""
        return self.verdict(board) is not None or board.key() in self._guides

    def moves_since_clearable(self, line: Sequence[Board]) -> int | None:
        """How many moves back along ``line`` (oldest first, the position in play last) the
        latest position proven clearable lies: 0 when it is the one in play, None when
        none of them is known to be clearable."""
        for back, board in enumerate(reversed(line)):
            if self.verdict(board) is True:
                return back
        return None
