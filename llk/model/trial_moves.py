"""Moves played on a board and taken back again: how the searches look ahead without
copying the board (a copy of a 16x30 board costs more than playing a move and back)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from llk.model.board import EMPTY, Board, TileMove
from llk.model.gravity import ShiftMode, shift
from llk.model.path import Move


class Undo(NamedTuple):
    """What one move changed: the pair and its face, then the tiles the shift moved."""

    move: Move
    face: int
    shifted: list[TileMove]


def play_move(board: Board, move: Move, gravity: ShiftMode) -> Undo:
    """Remove the pair ``move`` and apply the shift; no legality check. O(rows + cols)."""
    a, b = move
    face = board[a]
    board[a] = board[b] = EMPTY
    return Undo(move, face, shift(board, gravity, move))


def take_back(board: Board, undo: Sequence[Undo]) -> None:
    """Undo moves played by `play_move`, the last first. O(tiles moved)."""
    for (a, b), face, shifted in reversed(undo):
        board.unpack(shifted)
        board[a] = board[b] = face
