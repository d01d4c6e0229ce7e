"""Special tiles: what a campaign level's map can hold besides plain tiles.

* **Stone** (`Board.stones`): a cell that holds no tile and blocks every line for good.
  It is never linked, counted or shuffled, and under every shift mode it stays put and
  no tile slides through it (`llk.model.board.shifts`).
* **Ice** (mark `ICE`): a link of a pair with iced tiles only cracks their ice (mark
  `CRACKED`, drawn, with no rule of its own); the pair stays. The next link removes it.
  A crack changes no cell, so ice never changes whether a board can be cleared: a way
  out plays each iced pair twice.
* **Lock and key**: a locked tile's face is `locked` (a value of its own, so it links to
  nothing and blocks like any tile); the two key tiles share `KEY_FACE` and link only to
  each other. Removing the key pair opens every lock (`unlock`): the faces come back.
  Locks and keys live in the faces, so the link rule, the move finder, the solver and
  the fair deals read them as they read any face.
* **Fog** (mark `FOG`): the face is hidden from the player until a tile next to it
  (up, down, left, right) is removed (`fog_lifted`). The rules see through it.
* **Timer** (mark `TIMER`): linked while the level's timer runs (`TimerRule.seconds` of
  play), a timer tile adds `TimerRule.bonus_s` to the clock; when the timer runs out,
  each one left costs as much and becomes a plain tile.

Marks travel with their tile when it slides; a refresh deals new faces under the same
marks, and keeps locked and key tiles where they are (`movable`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from llk.model.board.grid import Board, Point
from llk.model.limits import MAX_KINDS

ICE, CRACKED, FOG, TIMER = 1, 2, 4, 8
"""The marks a tile can carry (`Board.mark`), as bits."""
ALL_MARKS = ICE | CRACKED | FOG | TIMER

KEY_FACE = 1 << 20
"""The face of the two key tiles: above every drawn face (`MAX_KINDS`)."""
LOCKED = 1 << 21
"""The first locked value: ``LOCKED + serial * FACE_SPAN + face``, one for each locked tile."""
LOCKED_END = 1 << 29
"""Past the last locked value; below the stand-ins of a race's stones."""
FACE_SPAN = 64
"""Room for every drawn face (1 .. `MAX_KINDS`) in a locked value."""
assert MAX_KINDS < FACE_SPAN


@dataclass(frozen=True)
class TimerRule:
    """A level's timer: ``seconds`` of play to link the timer tiles in, each one worth
    ``bonus_s`` seconds won (linked in time) or lost (left when it runs out)."""

    seconds: int
    bonus_s: int


def locked(face: int, serial: int) -> int:
    """The value of the ``serial``-th locked tile of ``face`` (distinct for each serial)."""
    return LOCKED + serial * FACE_SPAN + face


def lock(board: Board, cells: Iterable[Point]) -> None:
    """Lock the tiles on ``cells``, each with the next serial (a deal's or a refresh's
    locks, all of them at once). O(len(cells))."""
    for serial, cell in enumerate(cells):
        board[cell] = locked(real_face(board[cell]), serial)


def is_locked(value: int) -> bool:
    return LOCKED <= value < LOCKED_END


def real_face(value: int) -> int:
    """The face a tile shows: a locked tile's own, any other value itself."""
    return (value - LOCKED) % FACE_SPAN if is_locked(value) else value


def unlock(board: Board) -> list[tuple[Point, int]]:
    """Open every lock of ``board`` (the key pair is gone); return each opened cell with
    its locked value, for `relock`. O(rows * cols)."""
    opened = [(cell, value) for cell, value in board.tiles() if is_locked(value)]
    for cell, value in opened:
        board[cell] = real_face(value)
    return opened


def relock(board: Board, opened: Iterable[tuple[Point, int]]) -> None:
    """Put back the locks `unlock` opened. O(len(opened))."""
    for cell, value in opened:
        board[cell] = value


def has_locks(board: Board) -> bool:
    """Whether a locked or a key tile is on ``board``. O(rows * cols)."""
    return any(value >= KEY_FACE for _, value in board.tiles())


def real_counts(board: Board) -> Counter[int]:
    """How many tiles show each face, locked ones by the face they show (keys by
    `KEY_FACE`): every count is even on a board that can be cleared. O(rows * cols)."""
    return Counter(real_face(value) for _, value in board.tiles())


def movable(value: int) -> bool:
    """Whether a refresh may give the tile's cell another face: not a locked or key tile."""
    return value < KEY_FACE


def fog_lifted(board: Board, removed: Iterable[Point]) -> list[Point]:
    """Lift the fog from the tiles next to the ``removed`` cells (up, down, left, right;
    before anything slides); return their cells. O(1) a removed cell."""
    lifted = []
    for r, c in removed:
        for cell in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if board.on_board(cell) and board.mark(cell) & FOG:
                board.set_mark(cell, board.mark(cell) & ~FOG)
                lifted.append(cell)
    return lifted


def with_marks(board: Board, cells: Iterable[Point], mark: int) -> None:
    """Add ``mark`` to the tiles on ``cells``. O(len(cells))."""
    for cell in cells:
        board.set_mark(cell, board.mark(cell) | mark)


def cells_marked(board: Board, mark: int) -> list[Point]:
    """The cells of the tiles carrying ``mark``, in row-major order."""
    return [cell for cell, marks in board.marked() if marks & mark]


def crack(board: Board, pair: Iterable[Point]) -> bool:
    """Crack the ice of the tiles on ``pair``, if any has some; whether one had. O(1)."""
    cracked = False
    for cell in pair:
        marks = board.mark(cell)
        if marks & ICE:
            board.set_mark(cell, (marks & ~ICE) | CRACKED)
            cracked = True
    return cracked


def key_cells(board: Board) -> list[Point]:
    return [cell for cell, value in board.tiles() if value == KEY_FACE]
