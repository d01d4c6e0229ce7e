"""Stones: empty cells that block lines for a while (the versus prop "blocks").

A stone stands on an empty cell. It blocks lines as a tile does, but it is no tile:
it is never linked, never counted among the tiles left, never shuffled, and no shift
moves it. Under every shift mode the tiles keep their rule and slide as they would
without it: a tile that slides onto or across a stone's cell breaks that stone. Stones are kept
beside the board, so the solver, fair shuffles and "still winnable?" judge the board
as it will be once the stones are gone (in seconds).
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from llk.model.board.grid import Board, Point, TileMove

STONE_FACE = 1 << 30
"""The first of the faces stones stand in as on the board the link rule reads: above
any tile's face, and one a stone, so no two stones ever make a pair."""


def with_stones(board: Board, stones: Iterable[Point]) -> Board:
    """A copy of ``board`` with a distinct stand-in face on each stone's cell: the board
    the link rule, the hint and the move finder read. O(rows * cols)."""
    linking = board.copy()
    for number, cell in enumerate(sorted(stones)):
        linking[cell] = STONE_FACE + number
    return linking


def standing(board: Board, stones: Iterable[Point]) -> frozenset[Point]:
    """The stones whose cells are still empty: a tile that came onto one broke it.
    O(len(stones))."""
    return frozenset(cell for cell in stones if board.is_empty(cell))


def unbroken(stones: frozenset[Point], slides: Iterable[TileMove]) -> frozenset[Point]:
    """The stones no tile slid onto or across (``slides``: a shift's moves, each along
    one row or column). O(len(slides) * len(stones))."""
    broken = {
        stone
        for (r1, c1), (r2, c2) in slides
        for stone in stones
        if min(r1, r2) <= stone[0] <= max(r1, r2) and min(c1, c2) <= stone[1] <= max(c1, c2)
    }
    return stones - broken


def stone_cells(board: Board, count: int, rng: random.Random) -> list[Point]:
    """Up to ``count`` empty cells for stones, drawn by ``rng`` from the empty cells
    next to a tile (where a stone gets in the way), else from any empty cell; [] on a
    full board. O(rows * cols)."""
    empty = [(r, c) for r in range(board.rows) for c in range(board.cols) if board.is_empty((r, c))]
    near = [cell for cell in empty if any(not board.is_empty(n) for n in _neighbours(cell))]
    pool = near if len(near) >= count else empty
    return sorted(rng.sample(pool, min(count, len(pool))))


def _neighbours(cell: Point) -> tuple[Point, ...]:
    r, c = cell
    return (r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)
