"""How the tiles shift after each removal (the QQ-style levels).

After a pair is removed, each column (modes ``down``, ``up``, ``split-y``,
``center-y``) or each row (``left``, ``right``, ``split-x``, ``center-x``) that
held one of the two tiles closes all its gaps, keeping the order of its tiles.
The ``split`` modes pack each half of the line toward its own edge, the
``center`` modes pack each half toward the middle. ``none`` moves nothing.
"""

from __future__ import annotations

from llk.model.board import EMPTY, Board, Point, TileMove
from llk.model.errors import ParameterError

GRAVITIES: tuple[str, ...] = (
    "none",
    "down",
    "up",
    "left",
    "right",
    "split-x",
    "split-y",
    "center-x",
    "center-y",
)
"""Every shift mode, in level order: level n plays ``GRAVITIES[(n - 1) % 9]``."""

LEVELS = "levels"
"""The setting that plays a new mode each level instead of one fixed mode."""

_VERTICAL = {"down", "up", "split-y", "center-y"}


def level_gravity(setting: str, level: int) -> str:
    """The mode level ``level`` (from 1) plays under the setting ``setting``."""
    return GRAVITIES[(level - 1) % len(GRAVITIES)] if setting == LEVELS else setting


def check_gravity(gravity: str) -> None:
    """Raise `ParameterError` for an unknown mode."""
    if gravity not in GRAVITIES:
        raise ParameterError(
            "gravity", f"unknown gravity {gravity!r}; choose one of {', '.join(GRAVITIES)}"
        )


def _runs(gravity: str, length: int) -> tuple[range, ...]:
    """The stretches of a line that pack, each listed from the side it packs toward."""
    half = length // 2
    if gravity in ("down", "right"):
        return (range(length - 1, -1, -1),)
    if gravity in ("up", "left"):
        return (range(length),)
    if gravity in ("split-x", "split-y"):
        return range(half), range(length - 1, half - 1, -1)
    return range(half - 1, -1, -1), range(half, length)  # center-x / center-y


def shift(board: Board, gravity: str, removed: tuple[Point, Point]) -> list[TileMove]:
    """Close the gaps in the lines of the ``removed`` cells; return the tiles that moved.

    Mutates ``board``. Cost: O(rows + cols).
    """
    if gravity == "none":
        return []
    vertical = gravity in _VERTICAL
    lines = sorted({cell[1] if vertical else cell[0] for cell in removed})
    length = board.rows if vertical else board.cols
    moves: list[TileMove] = []
    for line in lines:
        for run in _runs(gravity, length):
            cells = [(i, line) if vertical else (line, i) for i in run]
            tiles = [(cell, board[cell]) for cell in cells if board[cell] != EMPTY]
            for target, (source, face) in zip(cells, tiles, strict=False):
                if source != target:
                    board[source] = EMPTY
                    board[target] = face
                    moves.append((source, target))
    return moves
