"""Refresh: shuffle the tiles that are left so that a move exists again."""

from __future__ import annotations

import random

from llk.model.board.grid import Board, Point, TileMove
from llk.model.board.path import find_moves, has_move
from llk.model.board.specials import has_locks, is_locked, lock, movable, real_face
from llk.model.solver.faces import fisher_yates


def refresh(board: Board, rng: random.Random) -> Board:
    """A new board with the same occupied cells and faces, shuffled, with a move.

    Shuffling never changes which cells are occupied, so whether two cells could
    be linked (if their faces matched) is fixed; a shuffle without a move is
    mended by moving one face onto such a pair of cells. Such a pair exists on
    any board of two or more tiles and no stones: the first two tiles in row-major
    order always link (straight, or both up to the top ring). So a move is then
    guaranteed whenever some face occurs at least twice, i.e. whenever any
    arrangement has one. Stones can wall every tile off from every other: then no
    arrangement has a move, and the shuffle is returned without one. Special tiles
    (`llk.model.board.specials`): the keys stay, the locked cells stay locked (under new
    faces) and the marks stay on their cells. Cost: O(n) for the shuffle,
    O(n^2 (rows + cols)) in the rare mending.
    """
    tiles = [(cell, value) for cell, value in board.tiles() if movable(value) or is_locked(value)]
    faces = [real_face(value) for _, value in tiles]
    fisher_yates(faces, rng)
    shuffled = board.copy()
    for (cell, _), face in zip(tiles, faces, strict=True):
        shuffled[cell] = face
    lock(shuffled, (cell for cell, value in tiles if is_locked(value)))
    if not has_move(shuffled) and not has_locks(shuffled):
        _plant_move(shuffled, rng)
    return shuffled


def _plant_move(board: Board, rng: random.Random) -> None:
    """Swap two tiles so that a random linkable pair of cells gets equal faces."""
    repeated = [face for face, count in board.face_counts().items() if count >= 2]
    if not repeated:
        return  # every face is single: no arrangement has a move
    shape = board.blank()
    for cell, _ in board.tiles():
        shape[cell] = 1
    linkable = find_moves(shape)
    if not linkable:
        return  # stones wall the tiles off: no arrangement has a move
    a, b = rng.choice(linkable)
    face = board[a]
    if face not in repeated:
        twin = next(cell for cell, f in board.tiles() if f in repeated)
        board[a], board[twin] = board[twin], face
        face = board[a]
    twin = next(cell for cell, f in board.tiles() if f == face and cell != a)
    board[b], board[twin] = face, board[b]


def tile_moves(before: Board, after: Board) -> list[TileMove]:
    """Where each tile of ``before`` went in ``after`` (a shuffle of it), for animation.

    Tiles of one face are interchangeable, so the i-th tile of a face in
    row-major order is said to go to the i-th cell of that face. O(n).
    """
    targets: dict[int, list[Point]] = {}
    for cell, value in after.tiles():
        targets.setdefault(real_face(value), []).append(cell)
    for cells in targets.values():
        cells.reverse()
    return [(cell, targets[real_face(value)].pop()) for cell, value in before.tiles()]
