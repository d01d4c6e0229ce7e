"""Tiles that no order of play can ever remove, on boards where nothing shifts.

Without shifts a removal only empties cells, so a link between two tiles, once
there, stays while both are. That allows a relaxation that forgets which partner
each tile was paired with: take away, again and again, every tile that links to
some other tile of its face on the board with all the tiles taken so far gone
(that partner put back for the test if it was taken). Whenever the game removes
a tile, every tile it removed before has been taken here too, so here the link
it used is there as well or freer: the relaxation takes every tile some order of
play can remove, and a tile it leaves can never go.

That proves lost at once a board whose tiles seal each other in from the start:
4 random 8x18 deals in 100 without shifts, which the search took up to 10^5
positions (11 s) to refute. With shifts tiles move, links come and go, and the
relaxation does not hold.
"""

from __future__ import annotations

import time
from collections import defaultdict

from llk.model.board.grid import EMPTY, Board, Point
from llk.model.board.path import find_moves, find_path


def never_removable(board: Board, deadline: float | None = None) -> list[Point]:
    """The tiles of ``board`` that no order of play without shifts can ever remove, sorted.

    [] does not mean the board can be cleared: the relaxation forgets which tile
    pairs with which. With a ``deadline`` (a `time.perf_counter` reading) it raises
    TimeoutError once that passes, as `find_moves` does. Cost: O(t) passes at worst,
    each one move search plus O(t * k * (rows + cols)) for t tiles and k tiles per
    face; ~1 ms on a full 8x18 board, where a few passes take every tile.
    """
    relaxed = board.copy()
    taken: defaultdict[int, list[Point]] = defaultdict(list)

    def take(cell: Point) -> None:
        taken[relaxed[cell]].append(cell)
        relaxed[cell] = EMPTY

    while True:
        left = relaxed.tile_count()
        for a, b in find_moves(relaxed, deadline):
            if relaxed[a] != EMPTY and relaxed[b] != EMPTY:  # else taken earlier this pass
                take(a)
                take(b)
        for cell, face in list(relaxed.tiles()):
            if deadline is not None and time.perf_counter() > deadline:
                raise TimeoutError("the deadline passed while looking for tiles that stay")
            if any(_links_to_taken(relaxed, cell, face, partner) for partner in taken[face]):
                take(cell)
        if relaxed.tile_count() == left:
            return [cell for cell, _ in relaxed.tiles()]


def _links_to_taken(relaxed: Board, cell: Point, face: int, partner: Point) -> bool:
    """Whether ``cell`` links to ``partner``, a taken tile of its ``face``, put back for
    the test. O(rows + cols)."""
    relaxed[partner] = face
    linked = find_path(relaxed, cell, partner) is not None
    relaxed[partner] = EMPTY
    return linked
