"""Hypothesis strategies for boards, kept as plain row lists so failures print readably."""

from __future__ import annotations

import random

from hypothesis import strategies as st

Point = tuple[int, int]
Rows = list[list[int]]

MAX_ROWS = 20
MAX_COLS = 30
SMALL_CELLS = 48  # above this, cells come from a seeded RNG


def _dimension(maximum: int) -> st.SearchStrategy[int]:
    """Small sizes (traps are dense, shrinking is cheap), any size, and near-maximal sizes."""
    return st.one_of(st.integers(1, 6), st.integers(1, maximum), st.integers(maximum // 2, maximum))


_ROWS = _dimension(MAX_ROWS)
_COLS = _dimension(MAX_COLS)
_COLS_OF_ONE_ROW = _COLS.filter(lambda cols: cols >= 2)  # a board has two cells at least
"""Built once: a strategy built (and filtered) anew for every example costs more than the
example."""


@st.composite
def _shape(draw: st.DrawFn) -> tuple[int, int]:
    """(rows, cols) from 1x2 and 2x1 up to 20x30."""
    rows = draw(_ROWS)
    return rows, draw(_COLS_OF_ONE_ROW if rows == 1 else _COLS)


@st.composite
def grids(draw: st.DrawFn) -> Rows:
    """Rectangular grids of at least two cells, any fill density, one to four faces.

    Few faces make many same-face pairs. Small grids draw each cell on its own, so shrinking
    empties cells one by one towards a minimal counterexample; big grids come from a drawn
    seed, because cell-by-cell draws would exhaust Hypothesis's per-example budget.
    """
    rows, cols = draw(_shape())
    faces = draw(st.integers(1, 4))
    empty_percent = draw(st.sampled_from([0, 10, 30, 50, 70, 90, 100]))
    if rows * cols > SMALL_CELLS:
        rng = random.Random(draw(st.integers(0, 2**32)))
        return [
            [
                0 if rng.randrange(100) < empty_percent else rng.randint(1, faces)
                for _ in range(cols)
            ]
            for _ in range(rows)
        ]
    roll, face = st.integers(0, 99), st.integers(1, faces)  # one strategy each, not a cell's

    def cell() -> int:  # a roll, then a face unless the roll empties the cell
        return 0 if draw(roll) < empty_percent else draw(face)

    return [[cell() for _ in range(cols)] for _ in range(rows)]


@st.composite
def grids_with_pair(draw: st.DrawFn) -> tuple[Rows, Point, Point]:
    """A grid plus two distinct tile cells of the same face (written into the grid)."""
    grid = draw(grids())
    cells = [(r, c) for r in range(len(grid)) for c in range(len(grid[0]))]
    first = draw(st.integers(0, len(cells) - 1))  # two numbers, not a list: cheaper to draw
    second = draw(st.integers(0, len(cells) - 2))  # any cell but the first
    a, b = cells[first], cells[second + (second >= first)]
    face = draw(st.integers(1, 4))
    grid[a[0]][a[1]] = grid[b[0]][b[1]] = face
    return grid, a, b


@st.composite
def paired_grids(draw: st.DrawFn) -> Rows:
    """Boards as a game leaves them: faces in pairs, each face on one pair only.

    With so many faces a random arrangement often has no move at all, which is the case
    that a refresh has to repair.
    """
    rows, cols = draw(_shape())
    pairs = draw(st.integers(0, rows * cols // 2))
    rng = random.Random(draw(st.integers(0, 2**32)))
    grid = [[0] * cols for _ in range(rows)]
    cells = rng.sample([(r, c) for r in range(rows) for c in range(cols)], 2 * pairs)
    for index, (r, c) in enumerate(cells):
        grid[r][c] = index // 2 + 1
    return grid
