"""The reference answer for small boards: can they be cleared, by trying every move?"""

from __future__ import annotations

import random
from functools import cache

from llk.model import Board, find_moves
from llk.model.board.shifts import ShiftMode
from llk.model.solver.search import play


def exhaustive(board: Board, gravity: ShiftMode) -> bool:
    """Plain search over every move, remembering positions: the reference answer."""

    @cache
    def clearable(key: tuple[int, ...]) -> bool:
        if not any(key):
            return True
        position = Board.from_rows(
            [list(key[r * board.cols : (r + 1) * board.cols]) for r in range(board.rows)]
        )
        for move in find_moves(position):
            child = position.copy()
            play(child, move, gravity)
            if clearable(child.key()):
                return True
        return False

    return clearable(board.key())


def board_from(shape: tuple[int, int], seed: int, faces: int) -> Board:
    """A small board of random pairs (random fill, few faces)."""
    rows, cols = shape
    rng = random.Random(seed)
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    rng.shuffle(cells)
    count = 2 * rng.randint(1, rows * cols // 2)
    board = Board(rows, cols)
    for i, cell in enumerate(cells[:count]):
        board[cell] = 1 + (i // 2) % faces
    return board
