"""An exact solver: can this board be cleared, and how?

Depth-first search over the moves, with

* a transposition table of positions already proven lost (without shifts the
  same position is reached by many move orders);
* forced moves: without shifts, removing tiles only ever opens paths, so when
  every tile of a face can be taken right now, taking them loses nothing and no
  other move needs to be tried there;
* dead patterns: without shifts, two faces with two tiles each on the corners
  of a 2x2 square block each other for ever;
* parity: a face with an odd number of tiles can never be cleared (removals
  and shifts keep each face's parity), so such a board is refused at once;
* move ordering, alternating between restarts: faces with the fewest tiles
  left first, then shorter links (ties at random); or the plain board order.
  Neither wins everywhere (the rare-first order walks into huge dead subtrees
  on some boards that the plain order clears at once), so each gets every other
  round;
* restarts: a round that spends its nodes (256, doubling each time) starts
  again with the other order, keeping the positions proven lost, so one bad
  early choice cannot eat the whole budget.

With shifts, forced moves and dead patterns do not hold (a removal can move
tiles into the way), so the search there relies on the table and the ordering.
Cost: exponential in the worst case, hence the budgets; on random deals most
positions are decided after a few hundred nodes.
"""

from __future__ import annotations

import random
import time
from collections import defaultdict
from collections.abc import Callable

from llk.model.board import EMPTY, Board, Point
from llk.model.gravity import check_gravity, shift
from llk.model.limits import MAX_SECONDS, finite
from llk.model.path import Move, find_moves, find_path, path_length

_CLOCK_EVERY = 1
"""Nodes between two looks at the clock: every one, as a node of a big board can take
milliseconds and the budget is a promise; reading the clock costs far less."""
_FIRST_ROUND = 256
"""Nodes of the first search round; each restart doubles it."""


class _Restart(Exception):  # noqa: N818  (a signal, not an error)
    """The round's nodes are spent: start again with another move order."""


class _Budget:
    """Stops the search when time, nodes or the caller say so."""

    def __init__(self, seconds: float | None, nodes: int | None, cancel: Callable[[], bool]):
        self.deadline = None if seconds is None else time.perf_counter() + seconds
        self.nodes_left = nodes
        self.cancel = cancel
        self.nodes = 0
        self.round_left = _FIRST_ROUND
        self.rare_first = True
        """The move order of this round: rare faces first, or the plain board order."""

    def spend(self) -> None:
        self.nodes += 1
        self.round_left -= 1
        if self.round_left < 0:
            raise _Restart
        if self.nodes_left is not None:
            self.nodes_left -= 1
            if self.nodes_left < 0:
                raise TimeoutError(f"undecided after {self.nodes} positions")
        if self.nodes % _CLOCK_EVERY == 0:
            if self.deadline is not None and time.perf_counter() > self.deadline:
                raise TimeoutError(f"undecided after {self.nodes} positions")
            if self.cancel():
                raise TimeoutError("cancelled")


def solve(
    board: Board,
    gravity: str = "none",
    budget_s: float | None = 2.0,
    max_nodes: int | None = None,
    cancel: Callable[[], bool] = lambda: False,
) -> list[Move] | None:
    """Moves that clear ``board`` when played in order (shifts applied after each).

    Returns None when the board is proven impossible to clear; raises
    TimeoutError when the time (``budget_s``), the node count (``max_nodes``,
    which unlike time gives the same answer on every machine) or ``cancel``
    stops it first.
    """
    check_gravity(gravity)
    if budget_s is not None:
        finite("budget_s", budget_s, 0.0, MAX_SECONDS)
    if any(count % 2 for count in board.face_counts().values()):
        return None  # removals and shifts never change a face's parity: proven at once
    budget = _Budget(budget_s, max_nodes, cancel)
    lost: set[tuple[int, ...]] = set()  # proven lost: stays true across restarts
    rng = random.Random(0)
    rounds = 0
    while True:
        moves: list[Move] = []
        try:
            return moves if _search(board.copy(), gravity, moves, lost, budget, rng) else None
        except _Restart:
            rounds += 1
            budget.round_left = _FIRST_ROUND << rounds
            budget.rare_first = rounds % 2 == 0


def can_clear(
    board: Board,
    gravity: str,
    budget_s: float | None,
    cancel: Callable[[], bool] = lambda: False,
) -> bool | None:
    """Whether ``board`` can still be cleared; None when the budget or ``cancel`` ran out first.

    Works on a copy, so a worker thread may ask while the game goes on. Cost: that of `solve`.
    """
    try:
        return solve(board.copy(), gravity, budget_s, cancel=cancel) is not None
    except TimeoutError:
        return None


def play(board: Board, move: Move, gravity: str) -> None:
    """Remove the pair ``move`` from ``board`` and apply the shift. No legality check."""
    a, b = move
    board[a] = board[b] = EMPTY
    shift(board, gravity, move)


def _search(
    board: Board,
    gravity: str,
    moves: list[Move],
    lost: set[tuple[int, ...]],
    budget: _Budget,
    rng: random.Random,
) -> bool:
    if board.is_clear():
        return True
    key = board.key()
    if key in lost:
        return False
    budget.spend()
    available = find_moves(board)
    still = gravity == "none"
    if still and _blocked_for_ever(board):
        lost.add(key)
        return False
    forced = _forced(board, available) if still else []
    if forced:
        child = board.copy()
        for move in forced:
            play(child, move, gravity)
        moves.extend(forced)
        if _search(child, gravity, moves, lost, budget, rng):
            return True
        del moves[len(moves) - len(forced) :]
        lost.add(key)
        return False
    for move in _ordered(board, available, rng) if budget.rare_first else available:
        child = board.copy()
        play(child, move, gravity)
        moves.append(move)
        if _search(child, gravity, moves, lost, budget, rng):
            return True
        moves.pop()
    lost.add(key)
    return False


def _forced(board: Board, available: list[Move]) -> list[Move]:
    """Moves that take every tile of one face now, if some face allows it (no shifts only)."""
    counts = board.face_counts()
    by_face: defaultdict[int, list[Move]] = defaultdict(list)
    for a, b in available:
        by_face[board[a]].append((a, b))
    for face, pairs in by_face.items():
        if counts[face] == 2:
            return pairs[:1]
        if counts[face] == 4:
            cleared = _clear_four(board, pairs)
            if cleared:
                return cleared
    return []


def _clear_four(board: Board, pairs: list[Move]) -> list[Move]:
    """Two moves that take all four tiles of a face, the second after the first, or []."""
    for first in pairs:
        rest = [p for p, f in board.tiles() if f == board[first[0]] and p not in first]
        after = board.copy()
        after[first[0]] = after[first[1]] = EMPTY
        second = (rest[0], rest[1])
        if find_path(after, *second) is not None:
            return [first, second]
    return []


def _blocked_for_ever(board: Board) -> bool:
    """Two faces of two tiles each on the corners of a 2x2 square: neither pair can link."""
    counts = board.face_counts()
    twos: defaultdict[int, list[Point]] = defaultdict(list)
    for cell, face in board.tiles():
        if counts[face] == 2:
            twos[face].append(cell)
    for (r1, c1), (r2, c2) in twos.values():
        if abs(r1 - r2) == 1 and abs(c1 - c2) == 1:
            other = board[r1, c2]
            if other != EMPTY and other == board[r2, c1] and counts[other] == 2:
                return True
    return False


def _ordered(board: Board, available: list[Move], rng: random.Random) -> list[Move]:
    """Rare faces first (they have fewer chances left), then short links, ties at random
    (so that each restart tries another order)."""
    counts = board.face_counts()

    def order(move: Move) -> tuple[int, int, float]:
        path = find_path(board, *move)
        return counts[board[move[0]]], path_length(path) if path else 0, rng.random()

    return sorted(available, key=order)
