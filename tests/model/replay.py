"""The one check every solver test needs: do these moves clear that board?"""

from __future__ import annotations

from collections.abc import Sequence

from llk.model import Board, Move, find_path
from llk.model.gravity import ShiftMode
from llk.model.solver import play


def clears(board: Board, moves: Sequence[Move], gravity: ShiftMode) -> bool:
    """Whether ``moves`` link one after the other (shifts applied) and leave ``board`` clear."""
    board = board.copy()
    for a, b in moves:
        if find_path(board, a, b) is None:
            return False
        play(board, (a, b), gravity)
    return board.is_clear()
