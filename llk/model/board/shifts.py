"""How the tiles shift after each removal (the QQ-style levels).

After a pair is removed, each column (modes ``down``, ``up``, ``split-y``,
``center-y``) or each row (``left``, ``right``, ``split-x``, ``center-x``) that
held one of the two tiles closes all its gaps, keeping the order of its tiles.
The ``split`` modes pack each half of the line toward its own edge, the
``center`` modes pack each half toward the middle. ``none`` moves nothing.

Stones (`Board.stones`) stay put under every mode, and no tile slides through one: a
line's stretch is cut at its stones, and each piece packs on its own toward the end the
stretch packs toward, so a tile stops against a stone as against the edge.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from llk.model.board.grid import Board, Point, TileMove
from llk.model.errors import member_named


class ShiftMode(enum.StrEnum):
    """A shift mode; its value is the word files and the public API (``gravity=``) use."""

    NONE = "none"
    DOWN = "down"
    UP = "up"
    LEFT = "left"
    RIGHT = "right"
    SPLIT_X = "split-x"
    SPLIT_Y = "split-y"
    CENTER_X = "center-x"
    CENTER_Y = "center-y"


@dataclass(frozen=True)
class ShiftRule:
    """How one mode packs a line.

    ``vertical``: it packs columns (else rows). ``toward`` holds, for the whole line
    (one entry) or for its first and second half (two entries), the end that
    stretch packs toward: -1 its start (top or left), +1 its end (bottom or right).
    """

    vertical: bool
    toward: tuple[int, ...]


SHIFT_RULES: dict[ShiftMode, ShiftRule] = {
    ShiftMode.DOWN: ShiftRule(vertical=True, toward=(1,)),
    ShiftMode.UP: ShiftRule(vertical=True, toward=(-1,)),
    ShiftMode.LEFT: ShiftRule(vertical=False, toward=(-1,)),
    ShiftMode.RIGHT: ShiftRule(vertical=False, toward=(1,)),
    ShiftMode.SPLIT_X: ShiftRule(vertical=False, toward=(-1, 1)),
    ShiftMode.SPLIT_Y: ShiftRule(vertical=True, toward=(-1, 1)),
    ShiftMode.CENTER_X: ShiftRule(vertical=False, toward=(1, -1)),
    ShiftMode.CENTER_Y: ShiftRule(vertical=True, toward=(1, -1)),
}
"""Every mode that moves tiles; the one definition the rest of the game reads."""


def shift_mode(gravity: str) -> ShiftMode:
    """The mode a word of the public API names (a `ShiftMode` names itself); a
    `ParameterError` naming the word and the choices when it names none."""
    return member_named(ShiftMode, "gravity", gravity)


def stretches(length: int, parts: int) -> tuple[range, ...]:
    """A line of ``length`` cells as one stretch, or as its first and second half."""
    if parts == 1:
        return (range(length),)
    half = length // 2
    return range(half), range(half, length)


Stones = frozenset[Point]


@cache
def _runs(
    gravity: ShiftMode, line: int, rows: int, cols: int, stones: Stones
) -> tuple[tuple[Point, ...], ...]:
    """The cells of each run of one line that packs (a stretch, cut at its stones), listed
    from the end it packs toward. Cached: a board has few lines, and the solver shifts
    millions of times."""
    rule = SHIFT_RULES[gravity]
    length = rows if rule.vertical else cols
    runs: list[tuple[Point, ...]] = []
    for stretch, toward in zip(stretches(length, len(rule.toward)), rule.toward, strict=True):
        ordered = stretch if toward < 0 else stretch[::-1]
        run: list[Point] = []
        for cell in ((i, line) if rule.vertical else (line, i) for i in ordered):
            if cell in stones:
                runs.append(tuple(run))
                run = []
            else:
                run.append(cell)
        runs.append(tuple(run))
    return tuple(run for run in runs if run)


def shift(board: Board, gravity: ShiftMode, removed: tuple[Point, Point]) -> list[TileMove]:
    """Close the gaps in the lines of the ``removed`` cells; return the tiles that moved.

    Mutates ``board``. Cost: O(rows + cols).
    """
    if gravity == ShiftMode.NONE:
        return []
    vertical = SHIFT_RULES[gravity].vertical
    moves: list[TileMove] = []
    stones = board.stones
    for line in sorted({cell[1] if vertical else cell[0] for cell in removed}):
        for run in _runs(gravity, line, board.rows, board.cols, stones):
            moves += board.pack(run)
    return moves


class CellTables(NamedTuple):
    """What the solver asks about cells at every node, for one board shape under one mode,
    indexed by a cell's row-major index (``row * cols + col``, as `Board.key` lists them):
    looked up in O(1) instead of worked out."""

    depth: tuple[int, ...]
    """How many cells lie between each cell and the edge (or stone) its run of line packs
    toward (0 for every cell when nothing moves)."""
    behind: tuple[tuple[int, ...], ...]
    """The cells of each cell's run farther than it from that edge, row-major indices:
    the tiles there move when the cell is emptied. () when nothing moves."""


def cell_tables(board: Board, gravity: ShiftMode) -> CellTables:
    """The `CellTables` of ``board``'s shape (and stones) under ``gravity``. Cached per
    shape and mode: O(rows * cols * longest line) to build once, O(1) after."""
    return _cell_tables(gravity, board.rows, board.cols, board.stones)


@cache
def _cell_tables(gravity: ShiftMode, rows: int, cols: int, stones: Stones) -> CellTables:
    cells = rows * cols
    if gravity not in SHIFT_RULES:
        return CellTables((0,) * cells, ((),) * cells)
    depth = [0] * cells
    behind: list[tuple[int, ...]] = [()] * cells
    lines = cols if SHIFT_RULES[gravity].vertical else rows
    for line in range(lines):
        for run in _runs(gravity, line, rows, cols, stones):
            indices = [r * cols + c for r, c in run]
            for place, index in enumerate(indices):
                depth[index] = place
                behind[index] = tuple(indices[place + 1 :])
    return CellTables(tuple(depth), tuple(behind))
