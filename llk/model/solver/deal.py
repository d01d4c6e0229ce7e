"""Dealing a new board: faces in pairs, shuffled from a seeded generator.

A game number is the seed, so the same arguments and seed always give the same
board on every platform (see `llk.model.solver.faces`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from llk.model.board.grid import Board, Point
from llk.model.board.layouts import Layout, check_deal, layout_named
from llk.model.board.shifts import ShiftMode, shift_mode
from llk.model.solver.faces import fisher_yates, pair_faces
from llk.model.solver.solvable import DealBudget, solvable_deal


def deal(
    rows: int,
    cols: int,
    kinds: int,
    layout: Layout | str = Layout.FULL,
    gravity: ShiftMode | str = ShiftMode.NONE,
    solvable: bool = False,
    seed: int | None = None,
    *,
    budget_s: float | None = None,
    max_steps: int | None = None,
) -> Board:
    """A new board: the cells of ``layout`` filled with faces ``1..kinds`` in pairs.

    Each face appears an even number of times and the counts differ by at most
    one pair. ``seed`` (the game number) makes the deal reproducible; None picks
    one at random. ``solvable`` deals can be cleared under ``gravity`` (see
    `llk.model.solver.solvable`); other deals are uniformly random. Raises
    `ParameterError` (a ValueError) for impossible arguments, a word that names no
    layout or shift mode among them. Cost: O(rows * cols),
    and O(pairs * rows * cols) for a ``solvable`` deal (40 s and more at 100 x 100), which
    raises TimeoutError when it would take more than ``budget_s`` seconds or
    ``max_steps`` steps (pairs placed; the same on every machine).
    """
    named = layout_named(layout)
    cells = check_deal(rows, cols, kinds, named)
    mode = shift_mode(gravity)
    budget = DealBudget(budget_s, max_steps)
    if solvable:
        return solvable_deal(rows, cols, kinds, named, mode, seed, budget)[0]
    return deal_on(Board(rows, cols), cells, kinds, seed)


def deal_on(empty: Board, cells: Sequence[Point], kinds: int, seed: int | None) -> Board:
    """The ``empty`` board with ``cells`` (an even number, a layout's or a map's) holding
    faces ``1..kinds`` in pairs, uniformly shuffled. Cost: O(rows * cols)."""
    faces = pair_faces(len(cells) // 2, kinds)
    fisher_yates(faces, random.Random(seed))
    board = empty.copy()
    for cell, face in zip(cells, faces, strict=True):
        board[cell] = face
    return board
