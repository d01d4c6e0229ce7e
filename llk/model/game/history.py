"""The pairs a game can take back (undo) and take again (redo).

Each step keeps the board before and after its pair, so undo and redo restore a
position exactly, shifts included. A shuffle cannot be undone: it ends the history
(`clear`). Pushing and popping a step costs O(1) (the boards are the caller's copies);
`positions` and `moves` cost O(steps) (and a copy of each board, O(rows * cols)).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from llk.model.board.grid import Board
from llk.model.board.path import Move
from llk.model.game.results import Removal


@dataclass(frozen=True)
class Step:
    """A pair removed: the board before and after it, and what it earned."""

    before: Board
    after: Board
    removal: Removal
    bonus_taken_s: float = 0.0
    """The time bonus the last undo took back (redo returns just that)."""


class History:
    """The steps to undo, newest last, and the steps undone, to redo."""

    def __init__(self) -> None:
        self._undo: list[Step] = []
        self._redo: list[Step] = []
        self.undos = 0
        """How many pairs were put back, for the game's record (a clear without undo)."""

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def played(self, before: Board, after: Board, removal: Removal) -> None:
        """A new pair removed: it can be undone, and what was undone cannot be redone."""
        self._undo.append(Step(before, after, removal))
        self._redo.clear()

    def undo(self, take_back: Callable[[float], float]) -> Step:
        """The last step, moved to the redo side; ``take_back`` gets its time bonus and
        says how much of it the undo took back (what a redo will return)."""
        step = self._undo.pop()
        self.undos += 1
        self._redo.append(replace(step, bonus_taken_s=take_back(step.removal.time_bonus_s)))
        return self._redo[-1]

    def redo(self) -> Step:
        """The last step undone, moved back to the undo side."""
        step = self._redo.pop()
        self._undo.append(step)
        return step

    def clear(self) -> None:
        self._undo.clear()
        self._redo.clear()

    def positions(self) -> list[Board]:
        """The boards Undo can go back to, oldest first (copies)."""
        return [step.before.copy() for step in self._undo]

    def moves(self) -> list[Move]:
        """The pairs removed from those boards, the i-th from the i-th board."""
        return [(step.removal.a, step.removal.b) for step in self._undo]
