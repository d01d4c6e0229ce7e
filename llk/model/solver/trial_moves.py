"""Moves played on a board and taken back again: how the searches look ahead without
copying the board (a copy of a 16x30 board costs more than playing a move and back)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from llk.model.board.grid import EMPTY, Board, Point, TileMove
from llk.model.board.path import Move
from llk.model.board.shifts import ShiftMode, shift
from llk.model.board.specials import KEY_FACE, relock, unlock


class Undo(NamedTuple):
    """What one move changed: the pair and its face, the tiles the shift moved, and the
    locks the pair opened (a key pair, `llk.model.board.specials`)."""

    move: Move
    face: int
    shifted: list[TileMove]
    unlocked: list[tuple[Point, int]] = []  # noqa: RUF012  (never changed)


def play_move(board: Board, move: Move, gravity: ShiftMode) -> Undo:
    """Remove the pair ``move`` and apply the shift, then open the locks if it was the key
    pair; no legality check. O(rows + cols), O(rows * cols) for the key pair."""
    a, b = move
    face = board[a]
    board[a] = board[b] = EMPTY
    shifted = shift(board, gravity, move)
    if face == KEY_FACE:
        return Undo(move, face, shifted, unlock(board))
    return Undo(move, face, shifted)


def take_back(board: Board, undo: Sequence[Undo]) -> None:
    """Undo moves played by `play_move`, the last first. O(tiles moved and relocked).
    Marks are not put back: the searches that play and take back never read them."""
    for (a, b), face, shifted, unlocked in reversed(undo):
        relock(board, unlocked)
        board.unpack(shifted)
        board[a] = board[b] = face
