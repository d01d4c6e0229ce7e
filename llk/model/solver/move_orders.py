"""The orders in which the solver tries the moves of a position, one per search round.

No order wins everywhere. Rare faces first walks into huge dead subtrees on some
boards that a plain board order clears at once; which board order helps depends on
the side the tiles pack toward; and a random order rescues what all of them miss.
So the solver's rounds take them in turn (`ORDERS`), keeping what each proved.
Each costs O(m log m) for m moves, plus O(1) per move to rank it (O(rows + cols)
for `rare_then_open`, which plays each move to look).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from llk.model.board.grid import Board
from llk.model.board.path import Move
from llk.model.board.shifts import ShiftMode, cell_tables
from llk.model.solver.trial_moves import play_move, take_back

MoveOrder = Callable[[Board, list[Move], ShiftMode, random.Random], list[Move]]
"""``order(board, moves, gravity, rng)``: the moves (sorted, as `find_moves` gives
them) in the order to try them; ties are broken with ``rng`` so rounds differ."""


def rare_first(
    board: Board, moves: list[Move], gravity: ShiftMode, rng: random.Random
) -> list[Move]:
    """Faces with the fewest tiles left first (they have fewer chances left); among those,
    pairs far from the edge their lines pack toward (their removal moves few tiles), then
    close pairs (short links; the distance is cheaper to tell than the link itself).

    The tie-break by the packing edge won most on big boards: fair 16x30 "down" deals
    played greedily were cleared 4 times in 20 with it, never with close pairs first.
    """
    count, depth = _face_count(board), _depth(board, gravity)

    def rank(move: Move) -> tuple[int, int, int, float]:
        (r1, c1), (r2, c2) = move
        return (count(move), -depth(move), abs(r1 - r2) + abs(c1 - c2), rng.random())

    return sorted(moves, key=rank)


def rare_then_open(
    board: Board, moves: list[Move], gravity: ShiftMode, rng: random.Random
) -> list[Move]:
    """Faces with the fewest tiles left first, as `rare_first`; among those, the moves
    that leave the most tiles open (with an empty side) once played and shifted. Links
    only leave from open tiles: a move that shuts tiles in (or shifts them in) takes
    chances away, which matters most where few pairs can go at once.

    It plays a move to look, O(rows + cols) each, so it does not lead the first round,
    where a cheap order clears many deals in one dive (a quarter of random 8x18 "down"
    deals in about 72 positions), and it looks at the `LOOKAHEAD` rarest moves only
    (the rest follow by rarity), so a node of a huge board stays short. Taking two of
    the rare-first rounds, it decided 1 to 4 points more of 200 random 8x18 deals
    within 1 s under the column modes and without shifts.
    """
    count = _face_count(board)
    looked = set(sorted(moves, key=count)[:LOOKAHEAD])

    def rank(move: Move) -> tuple[int, int, float]:
        left_open = 0
        if move in looked:
            undo = play_move(board, move, gravity)
            left_open = board.open_count()
            take_back(board, [undo])
        return (count(move), -left_open, rng.random())

    return sorted(moves, key=rank)


LOOKAHEAD = 32
"""Moves `rare_then_open` plays to look at, at most: an 8x18 position rarely has more."""


def loose_first(
    board: Board, moves: list[Move], gravity: ShiftMode, rng: random.Random
) -> list[Move]:
    """Pairs far from the edge their lines pack toward first: removing them moves few tiles."""
    depth = _depth(board, gravity)
    return sorted(moves, key=lambda move: (-depth(move), rng.random()))


def packed_first(
    board: Board, moves: list[Move], gravity: ShiftMode, rng: random.Random
) -> list[Move]:
    """Pairs near the edge their lines pack toward first: removing them moves many tiles."""
    depth = _depth(board, gravity)
    return sorted(moves, key=lambda move: (depth(move), rng.random()))


def top_left_first(
    board: Board, moves: list[Move], gravity: ShiftMode, rng: random.Random
) -> list[Move]:
    return moves


def bottom_right_first(
    board: Board, moves: list[Move], gravity: ShiftMode, rng: random.Random
) -> list[Move]:
    return moves[::-1]


def at_random(
    board: Board, moves: list[Move], gravity: ShiftMode, rng: random.Random
) -> list[Move]:
    return rng.sample(moves, len(moves))


def _face_count(board: Board) -> Callable[[Move], int]:
    """How many tiles of a move's face are left; counted once per face asked about (only
    the faces that can move, few of them)."""
    faces, cols = board.key(), board.cols
    counts: dict[int, int] = {}

    def of(move: Move) -> int:
        face = faces[move[0][0] * cols + move[0][1]]
        if face not in counts:
            counts[face] = faces.count(face)
        return counts[face]

    return of


def _depth(board: Board, gravity: ShiftMode) -> Callable[[Move], int]:
    """How far a move's two tiles lie from the edges their lines pack toward, together."""
    depth, cols = cell_tables(board, gravity).depth, board.cols

    def of(move: Move) -> int:
        (r1, c1), (r2, c2) = move
        return depth[r1 * cols + c1] + depth[r2 * cols + c2]

    return of


ORDERS: tuple[MoveOrder, ...] = (
    rare_first,
    loose_first,
    rare_then_open,
    top_left_first,
    rare_first,
    packed_first,
    rare_then_open,
    bottom_right_first,
    rare_first,
    at_random,
)
"""The orders the rounds take in turn: rare faces first, the rule that most often wins
alone, every other round (their ties fall at random, so no two of those rounds are
alike), in the cheap form and the one that looks a move ahead by turns."""
