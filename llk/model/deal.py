"""Dealing a new board: faces in pairs, shuffled from a seeded generator.

A game number is the seed, so the same arguments and seed always give the same
board on every platform: the shuffle is our own Fisher-Yates over
`random.Random.randrange`, not `random.shuffle`, whose algorithm is not promised.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from typing import TypeVar

from llk.model.board import Board, Point
from llk.model.errors import ParameterError
from llk.model.gravity import check_gravity
from llk.model.layouts import layout_cells

_T = TypeVar("_T")


def fisher_yates(items: MutableSequence[_T], rng: random.Random) -> None:
    """Shuffle ``items`` in place, every order equally likely. O(n)."""
    for i in range(len(items) - 1, 0, -1):
        j = rng.randrange(i + 1)
        items[i], items[j] = items[j], items[i]


def pair_faces(pairs: int, kinds: int) -> list[int]:
    """Faces ``1..kinds`` for ``pairs`` pairs, two tiles each, counts as equal as possible."""
    faces: list[int] = []
    for face in range(1, kinds + 1):
        faces += [face] * (2 * (pairs // kinds + (face <= pairs % kinds)))
    return faces


def check_deal(rows: int, cols: int, kinds: int, layout: str) -> list[Point]:
    """The cells to fill, or a `ParameterError` saying why no such deal exists."""
    if rows < 1 or cols < 1:
        raise ParameterError(
            "rows", f"a board needs at least one row and one column, not {rows}x{cols}"
        )
    cells = layout_cells(layout, rows, cols)
    if len(cells) % 2:
        raise ParameterError(
            "layout",
            f"layout {layout!r} on a {rows}x{cols} board has {len(cells)} cells, "
            "an odd number, but tiles come in pairs",
        )
    pairs = len(cells) // 2
    if not 1 <= kinds <= pairs:
        raise ParameterError(
            "kinds",
            f"kinds must be between 1 and {pairs} (the pairs that layout {layout!r} "
            f"holds on a {rows}x{cols} board), not {kinds}",
        )
    return cells


def deal(
    rows: int,
    cols: int,
    kinds: int,
    layout: str = "full",
    gravity: str = "none",
    solvable: bool = False,
    seed: int | None = None,
) -> Board:
    """A new board: the cells of ``layout`` filled with faces ``1..kinds`` in pairs.

    Each face appears an even number of times and the counts differ by at most
    one pair. ``seed`` (the game number) makes the deal reproducible; None picks
    one at random. Raises `ParameterError` (a ValueError) for impossible
    arguments. Cost: O(rows * cols).
    """
    cells = check_deal(rows, cols, kinds, layout)
    check_gravity(gravity)
    if solvable:
        raise NotImplementedError("solvable deals arrive with the solver")
    faces = pair_faces(len(cells) // 2, kinds)
    fisher_yates(faces, random.Random(seed))
    board = Board(rows, cols)
    for cell, face in zip(cells, faces, strict=True):
        board[cell] = face
    return board
