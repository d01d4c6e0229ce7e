"""An exact solver: can this board be cleared, and how?

Depth-first search over the moves, with

* without shifts, a search over partners instead of moves: removing tiles only
  ever opens paths, so once it is settled which tile goes with which, removing
  a promised pair as soon as it links loses nothing (forced moves), and the
  order of removal stops mattering. A face whose last two free tiles are left
  is settled by itself; two promised pairs on the diagonals of a 2x2 square
  block each other for ever (a dead pattern);
* a transposition table of positions already proven lost;
* move ordering: faces with the fewest tiles left first, then shorter links.

With shifts a removal can move tiles into the way, so none of the partner
reasoning holds; the search there is over moves, with the table and ordering.
Cost: exponential in the worst case, hence the budgets; on random deals most
positions are decided after a few hundred nodes.
"""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Callable

from llk.model.board import EMPTY, Board, Point
from llk.model.gravity import check_gravity, shift
from llk.model.path import Move, find_moves, find_path, path_length

_CLOCK_EVERY = 64
"""Nodes between two looks at the clock."""


class _Budget:
    """Stops the search when time, nodes or the caller say so."""

    def __init__(self, seconds: float | None, nodes: int | None, cancel: Callable[[], bool]):
        self.deadline = None if seconds is None else time.perf_counter() + seconds
        self.nodes_left = nodes
        self.cancel = cancel
        self.nodes = 0

    def spend(self) -> None:
        self.nodes += 1
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
    budget = _Budget(budget_s, max_nodes, cancel)
    moves: list[Move] = []
    if gravity == "none":
        solved = _search_still(board, frozenset(), moves, set(), budget)
    else:
        solved = _search(board.copy(), gravity, moves, set(), budget)
    return moves if solved else None


def play(board: Board, move: Move, gravity: str) -> None:
    """Remove the pair ``move`` from ``board`` and apply the shift. No legality check."""
    a, b = move
    board[a] = board[b] = EMPTY
    shift(board, gravity, move)


def _search(
    board: Board, gravity: str, moves: list[Move], lost: set[tuple[int, ...]], budget: _Budget
) -> bool:
    """Plain depth-first search over the moves, for boards whose tiles shift."""
    if board.is_clear():
        return True
    key = board.key()
    if key in lost:
        return False
    budget.spend()
    for move in _ordered(board, find_moves(board)):
        child = board.copy()
        play(child, move, gravity)
        moves.append(move)
        if _search(child, gravity, moves, lost, budget):
            return True
        moves.pop()
    lost.add(key)
    return False


Pairing = frozenset[Move]
"""Pairs of tiles promised to each other: they will be removed together."""


def _search_still(
    board: Board,
    pairing: Pairing,
    moves: list[Move],
    lost: set[tuple[tuple[int, ...], Pairing]],
    budget: _Budget,
) -> bool:
    """Search over how each face's tiles pair up, for boards whose tiles never move.

    Without shifts a removal only opens paths, so once it is settled which tile
    goes with which, the order of removal does not matter: promised pairs are
    removed as soon as they link. The only choices are the partners, so each
    node picks one tile and branches over its possible partners.
    """
    played = len(moves)
    board = board.copy()
    pairing, available = _settle(board, pairing, moves)
    if board.is_clear():
        return True
    key = (board.key(), pairing)
    if key not in lost:
        budget.spend()
        choice = _choice(board, _unpromised(board, pairing), available)
        if choice is not None and not _blocked_for_ever(pairing):
            tile, partners = choice
            for partner in partners:
                pair = (tile, partner) if tile < partner else (partner, tile)
                if _search_still(board, pairing | {pair}, moves, lost, budget):
                    return True
        lost.add(key)
    del moves[played:]
    return False


def _settle(board: Board, pairing: Pairing, moves: list[Move]) -> tuple[Pairing, set[Move]]:
    """Promise a face's last two free tiles to each other and remove the promised
    pairs that link, until nothing changes; return the pairing left and the moves
    available then. Mutates ``board`` and ``moves``."""
    while True:
        free = _unpromised(board, pairing)
        pairing = pairing | {(cells[0], cells[1]) for cells in free.values() if len(cells) == 2}
        available = set(find_moves(board))
        ready = pairing & available
        if not ready:
            return pairing, available
        for pair in sorted(ready):  # removing one only helps the others
            play(board, pair, "none")
            moves.append(pair)
        pairing = pairing - ready


def _unpromised(board: Board, pairing: Pairing) -> dict[int, list[Point]]:
    """The tiles of each face not yet promised to a partner, in row-major order."""
    promised = {cell for pair in pairing for cell in pair}
    free: defaultdict[int, list[Point]] = defaultdict(list)
    for cell, face in board.tiles():
        if cell not in promised:
            free[face].append(cell)
    return free


def _choice(
    board: Board, free: dict[int, list[Point]], available: set[Move]
) -> tuple[Point, list[Point]] | None:
    """A free tile that has a free partner it links with now, and all its possible
    partners, linkable ones first; the tile with the fewest candidates is chosen.
    None when no free pair links: with every promised pair blocked too, nothing
    can move."""
    best: tuple[int, Point, list[Point]] | None = None
    for a, b in sorted(available):
        cells = free.get(board[a], [])
        if a in cells and b in cells and (best is None or len(cells) < best[0]):
            others = [c for c in cells if c not in (a, b)]
            best = (len(cells), a, [b, *others])
    return None if best is None else (best[1], best[2])


def _blocked_for_ever(pairing: Pairing) -> bool:
    """Two promised pairs on the two diagonals of a 2x2 square block each other for ever."""
    for (r1, c1), (r2, c2) in pairing:
        if abs(r1 - r2) == 1 and abs(c1 - c2) == 1:
            other = ((r1, c2), (r2, c1)) if (r1, c2) < (r2, c1) else ((r2, c1), (r1, c2))
            if other in pairing:
                return True
    return False


def _ordered(board: Board, available: list[Move]) -> list[Move]:
    """Rare faces first (they have fewer chances left), then short links."""
    counts = board.face_counts()

    def order(move: Move) -> tuple[int, int]:
        path = find_path(board, *move)
        return counts[board[move[0]]], path_length(path) if path else 0

    return sorted(available, key=order)
