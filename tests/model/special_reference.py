"""Brute-force reference for the special tiles' rules, written from their description
(`llk.model.board.specials`, the public API's words on shifts) and sharing no code with the
model's shifts or solver: stones cut the shifts' lines, keys open locks.

A position is a tuple of rows; each cell is `EMPTY`, `STONE`, or ``(face, locked)``,
where the key tiles have face `KEY`.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from llk.model import Board
from llk.model.board.specials import KEY_FACE, is_locked, locked, real_face
from tests.model.reference import reference_moves

EMPTY = None
STONE = "stone"
KEY = "key"
Cell = Any
"""`EMPTY`, `STONE` or ``(face, locked)``."""
Position = tuple[tuple[Cell, ...], ...]

_VERTICAL = {"down": (1,), "up": (-1,), "split-y": (-1, 1), "center-y": (1, -1)}
_HORIZONTAL = {"right": (1,), "left": (-1,), "split-x": (-1, 1), "center-x": (1, -1)}


def moves(position: Position) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The pairs that link: locked tiles and stones are tiles of faces of their own."""
    grid = []
    lone = 1000
    for row in position:
        line = []
        for cell in row:
            if cell is EMPTY:
                line.append(0)
            elif cell == STONE or cell[1]:
                lone += 1
                line.append(lone)
            else:
                face = cell[0]
                line.append(999 if face == KEY else face)
        grid.append(line)
    return [m for m in reference_moves(grid) if grid[m[0][0]][m[0][1]] <= 999]


def _pack(line: list[Cell], toward: int) -> list[Cell]:
    """Pack the tiles of one stretch toward its start (-1) or end (+1), each piece
    between stones on its own."""
    out: list[Cell] = []
    piece: list[Cell] = []

    def flush() -> None:
        tiles = [cell for cell in piece if cell is not EMPTY]
        gaps = [EMPTY] * (len(piece) - len(tiles))
        out.extend(tiles + gaps if toward < 0 else gaps + tiles)
        piece.clear()

    for cell in line:
        if cell == STONE:
            flush()
            out.append(STONE)
        else:
            piece.append(cell)
    flush()
    return out


def shifted(position: Position, mode: str, removed: tuple[tuple[int, int], ...]) -> Position:
    """The position after the removal's lines closed their gaps under ``mode``."""
    grid = [list(row) for row in position]
    rows = len(grid)
    if mode in _VERTICAL:
        for c in sorted({cell[1] for cell in removed}):
            column = [grid[r][c] for r in range(rows)]
            column = _stretches(column, _VERTICAL[mode])
            for r in range(rows):
                grid[r][c] = column[r]
    elif mode in _HORIZONTAL:
        for r in sorted({cell[0] for cell in removed}):
            grid[r] = _stretches(grid[r], _HORIZONTAL[mode])
    return tuple(tuple(row) for row in grid)


def _stretches(line: list[Cell], towards: tuple[int, ...]) -> list[Cell]:
    if len(towards) == 1:
        return _pack(line, towards[0])
    half = len(line) // 2
    return _pack(line[:half], towards[0]) + _pack(line[half:], towards[1])


def play(position: Position, move: tuple[tuple[int, int], tuple[int, int]], mode: str) -> Position:
    (r1, c1), (r2, c2) = move
    face = position[r1][c1][0]
    grid = [list(row) for row in position]
    grid[r1][c1] = grid[r2][c2] = EMPTY
    after = shifted(tuple(tuple(row) for row in grid), mode, move)
    if face != KEY:
        return after
    return tuple(
        tuple((cell[0], False) if isinstance(cell, tuple) else cell for cell in row)
        for row in after
    )


def clearable(position: Position, mode: str) -> bool:
    """Whether some order of play clears every tile: every move tried, positions
    remembered."""

    @cache
    def search(at: Position) -> bool:
        if all(cell is EMPTY or cell == STONE for row in at for cell in row):
            return True
        return any(search(play(at, move, mode)) for move in moves(at))

    return search(position)


def to_board(position: Position) -> Board:
    """The model's board of ``position``: stones, locked values and the key face."""
    rows = []
    stones = []
    serial = 0
    for r, row in enumerate(position):
        line = []
        for c, cell in enumerate(row):
            if cell is EMPTY or cell == STONE:
                line.append(0)
                if cell == STONE:
                    stones.append((r, c))
            else:
                face, locked_tile = cell
                value = KEY_FACE if face == KEY else face
                if locked_tile:
                    value, serial = locked(value, serial), serial + 1
                line.append(value)
        rows.append(line)
    return Board.from_rows(rows).with_stones(stones)


def from_board(board: Board) -> Position:
    """``position`` back from the model's board (see `to_board`)."""
    out = []
    for r in range(board.rows):
        row: list[Cell] = []
        for c in range(board.cols):
            value = board[r, c]
            if (r, c) in board.stones:
                row.append(STONE)
            elif value == 0:
                row.append(EMPTY)
            else:
                face = KEY if value == KEY_FACE else real_face(value)
                row.append((face, is_locked(value)))
        out.append(tuple(row))
    return tuple(out)
