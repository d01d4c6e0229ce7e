"""The shuffles of one game: the refresh the player spends, and the free one after a
dead end.

They draw from the game's own generator, whose state is saved with the game, so a
resumed game shuffles as it would have. A fair game's shuffle keeps the board
clearable and tells the game's `Verdicts` the way out. A shuffle costs `refresh`'s
(O(n) for n tiles left), or in a fair game `solvable_refresh`'s.
"""

from __future__ import annotations

import random
from typing import Any

from llk.model.board.grid import Board
from llk.model.board.path import has_move
from llk.model.errors import ParameterError
from llk.model.solver.refresh import refresh
from llk.model.solver.solvable import solvable_refresh
from llk.model.solver.verdicts import Verdicts


class Shuffles:
    """The generator of one game's shuffles, and how they are made."""

    def __init__(self, rng_state: tuple[Any, ...], solvable: bool, verdicts: Verdicts) -> None:
        self._rng = random.Random()
        self._rng.setstate(rng_state)
        self._solvable = solvable
        self._verdicts = verdicts

    def state(self) -> tuple[Any, ...]:
        """The generator's state, to save (`random.getstate`)."""
        return self._rng.getstate()

    def shuffled(self, board: Board) -> Board | None:
        """The tiles of ``board`` shuffled so that a move exists (and, in a fair game,
        so that the board can still be cleared); None when no arrangement of them has a
        move: stones can wall cells off from every other, and a shuffle never moves a
        tile to another cell. A fair game whose cells no order of play can clear any
        more (the player's own moves led there) gets a plain shuffle."""
        if self._solvable:
            try:
                shuffled, plan = solvable_refresh(board, self._verdicts.gravity, self._rng)
            except ParameterError:
                pass
            else:
                self._verdicts.learn(shuffled, plan)
                return shuffled
        shuffled = refresh(board, self._rng)
        return shuffled if has_move(shuffled) else None
