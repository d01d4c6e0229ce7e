"""Carry a known solution over a move the player made instead.

After every move the game asks whether the new position can still be cleared. It
usually knows moves that cleared the position before; whatever pair the player took,
the rest of those moves, put in a slightly different order, mostly still clear the
new position. Checking that costs one replay, a few milliseconds, where a fresh
search on a 16x30 board with shifts may not finish within its budget at all.

The moves are followed by tile, not by cell: every tile gets its own number, so
the shifts of the new position carry each planned pair to wherever its tiles went.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from llk.model.board.grid import EMPTY, Board, Point
from llk.model.board.path import Move, find_path
from llk.model.board.shifts import ShiftMode, shift
from llk.model.solver.search import play

_LOOKAHEAD = 30
"""Planned pairs looked at for the next move: a pair that does not link yet waits while
one of the next ones goes first (the player's move may have put a tile in its way).
After a random move on fair 16x30 deals the plan carried over 54-75 % of the time with
none waiting, 79-86 % with 4 looked at, 93-98 % with 30 (at about 6 ms a carry)."""

TilePair = tuple[int, int]
"""Two tiles by their numbers (see `_numbered`)."""


class Carried(NamedTuple):
    """A plan carried over a move: the ``moves`` that replay, and whether they clear the
    board (``complete``) or stop short, where none of the planned pairs links any more
    or the plan ran out."""

    moves: list[Move]
    complete: bool


def replan(
    before: Board, solution: Sequence[Move], played: Move, gravity: ShiftMode
) -> list[Move] | None:
    """Moves that clear the position after ``played`` (a legal move on ``before``), made
    from ``solution`` (moves that clear ``before``); None when they do not carry over
    all the way (`carry_over` tells how far they go)."""
    carried = carry_over(before, solution, played, gravity)
    return carried.moves if carried is not None and carried.complete else None


def carry_over(
    before: Board, solution: Sequence[Move], played: Move, gravity: ShiftMode
) -> Carried | None:
    """``solution`` (moves that clear ``before``, or lead part of the way: a guide) carried
    over ``played`` (a legal move on ``before``) as far as it goes; None when the moves
    do not belong to ``before``.

    The pair played leaves the plan; if it took tiles the plan paired with others, those
    two partners (of the same face) are paired instead, where the later of the two
    planned pairs was. Then the plan is replayed, each turn taking the first of the next
    `_LOOKAHEAD` planned pairs that links, so every move returned is checked to link
    when its turn comes; it stops when none of them does. Where it stops, the way out
    usually went wrong only a few moves before (the solver starts from there, `solve`'s
    ``guide``). Cost: O(pairs * _LOOKAHEAD * (rows + cols)) at worst, O(pairs * (rows +
    cols)) when the plan holds.
    """
    numbers = _numbered(before)
    plan = _tile_pairs(numbers, solution, gravity)
    if plan is None:
        return None
    rest = _without(plan, (numbers[played[0]], numbers[played[1]]))
    faces = before.copy()
    _remove(faces, numbers, played, gravity)
    where = {number: cell for cell, number in numbers.tiles()}
    moves: list[Move] = []
    while rest:
        move = _next_move(faces, rest, where)
        if move is None:
            break
        moves.append(move)
        for _, target in _remove(faces, numbers, move, gravity):
            where[numbers[target]] = target
    return Carried(moves, complete=faces.is_clear())


def _next_move(faces: Board, rest: list[TilePair], where: dict[int, Point]) -> Move | None:
    """Take from ``rest`` the first of its next `_LOOKAHEAD` pairs that links now, as the
    move of its cells; None when none does."""
    for index, (first, second) in enumerate(rest[:_LOOKAHEAD]):
        a, b = sorted((where[first], where[second]))
        if find_path(faces, a, b) is not None:
            del rest[index]
            return a, b
    return None


def _numbered(board: Board) -> Board:
    """A board of the same shape and stones with each tile numbered 1, 2, ... in row-major
    order."""
    numbers = board.blank()
    for number, (cell, _) in enumerate(board.tiles(), 1):
        numbers[cell] = number
    return numbers


def _tile_pairs(
    numbers: Board, solution: Sequence[Move], gravity: ShiftMode
) -> list[TilePair] | None:
    """``solution`` as pairs of tile numbers, played on a copy of ``numbers``; None when a
    move names an empty cell (the moves do not belong to this board)."""
    board = numbers.copy()
    pairs = []
    for a, b in solution:
        if EMPTY in (board[a], board[b]):
            return None
        pairs.append((board[a], board[b]))
        play(board, (a, b), gravity)
    return pairs


def _without(plan: list[TilePair], played: TilePair) -> list[TilePair]:
    """The plan less the tiles played: their partners paired instead if both had one; a
    partner left alone leaves the plan (a plan carried only part of the way, a guide,
    need not hold every tile)."""
    index = {tile: i for i, pair in enumerate(plan) for tile in pair}
    hit = sorted({index[tile] for tile in played if tile in index})
    if not hit:
        return plan
    if len(hit) == 1:
        return plan[: hit[0]] + plan[hit[0] + 1 :]
    first, second = hit
    mine, yours = (next(t for t in plan[i] if t not in played) for i in (first, second))
    return plan[:first] + plan[first + 1 : second] + [(mine, yours)] + plan[second + 1 :]


def _remove(
    faces: Board, numbers: Board, move: Move, gravity: ShiftMode
) -> list[tuple[Point, Point]]:
    """Play ``move`` on the faces and on the tile numbers alike; the tiles the shift moved."""
    play(faces, move, gravity)
    a, b = move
    numbers[a] = numbers[b] = EMPTY
    return shift(numbers, gravity, move)
