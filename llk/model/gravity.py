"""How the tiles shift after each removal (the QQ-style levels).

After a pair is removed, each column (modes ``down``, ``up``, ``split-y``,
``center-y``) or each row (``left``, ``right``, ``split-x``, ``center-x``) that
held one of the two tiles closes all its gaps, keeping the order of its tiles.
The ``split`` modes pack each half of the line toward its own edge, the
``center`` modes pack each half toward the middle. ``none`` moves nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from llk.model.board import Board, Point, TileMove
from llk.model.errors import ParameterError


@dataclass(frozen=True)
class ShiftRule:
    """How one mode packs a line.

    ``vertical``: it packs columns (else rows). ``toward`` holds, for the whole line
    (one entry) or for its first and second half (two entries), the end that
    stretch packs toward: -1 its start (top or left), +1 its end (bottom or right).
    """

    vertical: bool
    toward: tuple[int, ...]


SHIFT_RULES: dict[str, ShiftRule] = {
    "down": ShiftRule(vertical=True, toward=(1,)),
    "up": ShiftRule(vertical=True, toward=(-1,)),
    "left": ShiftRule(vertical=False, toward=(-1,)),
    "right": ShiftRule(vertical=False, toward=(1,)),
    "split-x": ShiftRule(vertical=False, toward=(-1, 1)),
    "split-y": ShiftRule(vertical=True, toward=(-1, 1)),
    "center-x": ShiftRule(vertical=False, toward=(1, -1)),
    "center-y": ShiftRule(vertical=True, toward=(1, -1)),
}
"""Every mode that moves tiles; the one definition the rest of the game reads."""

GRAVITIES: tuple[str, ...] = ("none", *SHIFT_RULES)
"""Every shift mode, in level order: level n plays ``GRAVITIES[(n - 1) % 9]``."""

LEVELS = "levels"
"""The setting that plays a new mode each level instead of one fixed mode."""


def level_gravity(setting: str, level: int) -> str:
    """The mode level ``level`` (from 1) plays under the setting ``setting``."""
    return GRAVITIES[(level - 1) % len(GRAVITIES)] if setting == LEVELS else setting


def check_gravity(gravity: str) -> None:
    """Raise `ParameterError` for an unknown mode."""
    if gravity not in GRAVITIES:
        raise ParameterError(
            "gravity", f"unknown gravity {gravity!r}; choose one of {', '.join(GRAVITIES)}"
        )


def stretches(length: int, parts: int) -> tuple[range, ...]:
    """A line of ``length`` cells as one stretch, or as its first and second half."""
    if parts == 1:
        return (range(length),)
    half = length // 2
    return range(half), range(half, length)


@cache
def _runs(gravity: str, line: int, rows: int, cols: int) -> tuple[tuple[Point, ...], ...]:
    """The cells of each stretch of one line that packs, listed from the end it packs
    toward. Cached: a board has few lines, and the solver shifts millions of times."""
    rule = SHIFT_RULES[gravity]
    length = rows if rule.vertical else cols
    runs = []
    for stretch, toward in zip(stretches(length, len(rule.toward)), rule.toward, strict=True):
        ordered = stretch if toward < 0 else stretch[::-1]
        runs.append(tuple((i, line) if rule.vertical else (line, i) for i in ordered))
    return tuple(runs)


def shift(board: Board, gravity: str, removed: tuple[Point, Point]) -> list[TileMove]:
    """Close the gaps in the lines of the ``removed`` cells; return the tiles that moved.

    Mutates ``board``. Cost: O(rows + cols).
    """
    if gravity == "none":
        return []
    vertical = SHIFT_RULES[gravity].vertical
    moves: list[TileMove] = []
    for line in sorted({cell[1] if vertical else cell[0] for cell in removed}):
        for run in _runs(gravity, line, board.rows, board.cols):
            moves += board.pack(run)
    return moves


class CellTables(NamedTuple):
    """What the solver asks about cells at every node, for one board shape under one mode,
    indexed by a cell's row-major index (``row * cols + col``, as `Board.key` lists them):
    looked up in O(1) instead of worked out."""

    depth: tuple[int, ...]
    """How many cells lie between each cell and the edge its stretch of line packs toward
    (0 for every cell when nothing moves)."""
    behind: tuple[tuple[int, ...], ...]
    """The cells of each cell's stretch farther than it from that edge, row-major indices:
    the tiles there move when the cell is emptied. () when nothing moves."""


def cell_tables(board: Board, gravity: str) -> CellTables:
    """The `CellTables` of ``board``'s shape under ``gravity``. Cached per shape and mode:
    O(rows * cols * longest line) to build once, O(1) after."""
    return _cell_tables(gravity, board.rows, board.cols)


@cache
def _cell_tables(gravity: str, rows: int, cols: int) -> CellTables:
    cells = rows * cols
    if gravity not in SHIFT_RULES:
        return CellTables((0,) * cells, ((),) * cells)
    depth = [0] * cells
    behind: list[tuple[int, ...]] = [()] * cells
    lines = cols if SHIFT_RULES[gravity].vertical else rows
    for line in range(lines):
        for run in _runs(gravity, line, rows, cols):
            indices = [r * cols + c for r, c in run]
            for place, index in enumerate(indices):
                depth[index] = place
                behind[index] = tuple(indices[place + 1 :])
    return CellTables(tuple(depth), tuple(behind))
