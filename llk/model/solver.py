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
* move orders taken in turn by the rounds: rare faces first (then close
  pairs, ties at random), the board order (top left first) and its reverse.
  None wins everywhere (rare-first walks into huge dead subtrees on some boards
  that a board order clears at once; which board order helps depends on the
  side the tiles pack toward), so each gets every third round;
* restarts: a round that spends its nodes (256, doubling each time) starts
  again with the next order, keeping the positions proven lost, so one bad
  early choice cannot eat the whole budget.

With shifts, forced moves and dead patterns do not hold (a removal can move
tiles into the way), so the search there relies on the table and the ordering.

The search is iterative (an explicit stack, no recursion limit) and plays one
board forwards and back instead of copying it; memory is O(tiles) for the
board, O(depth * moves) for the stack and at most `_LOST_CAPACITY` keys for the
table. The budget is read at every node and inside each move search, so an
answer, or "undecided", comes within milliseconds of it on any board.
Cost: exponential in the worst case, hence the budgets; on random deals most
positions are decided after a few hundred nodes.
"""

from __future__ import annotations

import random
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from typing import NamedTuple

from llk.model.board import EMPTY, Board, Point, TileMove
from llk.model.gravity import check_gravity, shift
from llk.model.limits import MAX_SECONDS, finite
from llk.model.path import Move, find_moves, find_path

_FIRST_ROUND = 256
"""Nodes of the first search round; each restart doubles it."""


_LOST_CAPACITY = 4_000_000
"""Positions the table of lost positions holds at most: about 250 MB of 64-bit keys."""


class _LostTable:
    """The positions proven lost, by a 64-bit hash of their faces, up to a fixed count.

    Bounded memory: once full it keeps what it has and learns no more (the search
    stays correct, it only repeats work). A hash instead of the faces costs 1 in
    2**64 per lookup of a false "lost"; the faces themselves would take ~1 KB each.
    """

    def __init__(self) -> None:
        self._keys: set[int] = set()

    def __contains__(self, key: int) -> bool:
        return key in self._keys

    def add(self, key: int) -> None:
        if len(self._keys) < _LOST_CAPACITY:
            self._keys.add(key)


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
        self.order = 0
        """The move order of this round: an index into `_ORDERS`."""

    def spend(self) -> None:
        self.nodes += 1
        self.round_left -= 1
        if self.round_left < 0:
            raise _Restart
        if self.nodes_left is not None:
            self.nodes_left -= 1
            if self.nodes_left < 0:
                raise self.undecided()
        # The clock is read at every node (and inside the move search), as one node of
        # a big board can take milliseconds and the budget is a promise.
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise self.undecided()
        if self.cancel():
            raise TimeoutError("cancelled")

    def undecided(self) -> TimeoutError:
        return TimeoutError(f"undecided after {self.nodes} positions")


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
    lost = _LostTable()  # proven lost: stays true across restarts
    rng = random.Random(0)
    rounds = 0
    while True:
        try:
            return _search(board.copy(), gravity, lost, budget, rng)
        except _Restart:
            rounds += 1
            budget.round_left = _round_nodes(rounds)
            budget.order = rounds % len(_ORDERS)


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


class _Node(NamedTuple):
    """A position on the search stack: its key and the choices not yet tried from it."""

    key: int
    choices: Iterator[list[Move]]
    """Each choice is one move, or the forced moves played together."""


class _Undo(NamedTuple):
    """What one move changed: the pair and its face, then the tiles the shift moved."""

    move: Move
    face: int
    shifted: list[TileMove]


def _search(
    board: Board,
    gravity: str,
    lost: _LostTable,
    budget: _Budget,
    rng: random.Random,
) -> list[Move] | None:
    """Depth-first search on one board, played forwards and back (no copies), with an
    explicit stack, so no board is too deep for it and memory stays O(tiles + moves).

    Returns moves that clear ``board``, or None when every way from it is proven lost
    (each position proven lost goes into ``lost``). Leaves ``board`` as it found it
    unless it returns moves.
    """
    opened = _open(board, gravity, lost, budget, rng)
    if not isinstance(opened, _Node):
        return [] if opened else None
    stack = [opened]
    taken: list[tuple[list[Move], list[_Undo]]] = []  # taken[i] leads from stack[i] on
    while stack:
        choice = next(stack[-1].choices, None)
        if choice is None:
            lost.add(stack.pop().key)
            if taken:
                _take_back(board, taken.pop()[1])
            continue
        undo = [_play(board, move, gravity) for move in choice]
        opened = _open(board, gravity, lost, budget, rng)
        if opened is True:
            return [move for step, _ in (*taken, (choice, undo)) for move in step]
        if opened is False:
            _take_back(board, undo)
        else:
            taken.append((choice, undo))
            stack.append(opened)
    return None


def _play(board: Board, move: Move, gravity: str) -> _Undo:
    a, b = move
    face = board[a]
    board[a] = board[b] = EMPTY
    return _Undo(move, face, shift(board, gravity, move))


def _take_back(board: Board, undo: list[_Undo]) -> None:
    """Undo moves played by `_play`, the last first."""
    for (a, b), face, shifted in reversed(undo):
        for source, target in reversed(shifted):
            board[source] = board[target]
            board[target] = EMPTY
        board[a] = board[b] = face


def _open(
    board: Board, gravity: str, lost: _LostTable, budget: _Budget, rng: random.Random
) -> _Node | bool:
    """True for a cleared board, False for one known or seen at once to be lost, else the
    position with its choices in the order of this round."""
    if board.is_clear():
        return True
    key = hash(board.key())
    if key in lost:
        return False
    budget.spend()
    try:
        available = find_moves(board, budget.deadline)
    except TimeoutError:
        raise budget.undecided() from None
    still = gravity == "none"
    if not available or (still and _blocked_for_ever(board)):
        lost.add(key)
        return False
    forced = _forced(board, available) if still else []
    if forced:
        return _Node(key, iter([forced]))
    ordered = _ORDERS[budget.order](board, available, rng)
    return _Node(key, ([move] for move in ordered))


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


def _round_nodes(rounds: int) -> int:
    """Nodes of round ``rounds`` (from 0): `_FIRST_ROUND`, doubling each time."""
    return _FIRST_ROUND << rounds


def _board_order(board: Board, available: list[Move], rng: random.Random) -> list[Move]:
    """Top left first: on boards that pack toward the top or left, the tiles that stay put."""
    return available


def _reversed_order(board: Board, available: list[Move], rng: random.Random) -> list[Move]:
    """Bottom right first: the same for boards that pack toward the bottom or right."""
    return available[::-1]


def _rare_first(board: Board, available: list[Move], rng: random.Random) -> list[Move]:
    """Rare faces first (they have fewer chances left), then close pairs (short links,
    cheaper to tell than the link itself), ties at random (so each round differs)."""
    counts = board.face_counts()

    def order(move: Move) -> tuple[int, int, float]:
        (r1, c1), (r2, c2) = move
        return counts[board[move[0]]], abs(r1 - r2) + abs(c1 - c2), rng.random()

    return sorted(available, key=order)


_ORDERS: tuple[Callable[[Board, list[Move], random.Random], list[Move]], ...] = (
    _rare_first,
    _board_order,
    _reversed_order,
)
"""The move orders the rounds take in turn."""
