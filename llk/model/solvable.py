"""Deals that can always be cleared, built by playing a game forwards.

Start from the layout filled with blank tiles. Repeatedly remove two blank
tiles that a link could join (whatever their faces), applying the shifts after
each removal, until the board is empty. Such a pair always exists: the first two
tiles in row-major order always link. Then give each removed pair a face. The
removal order is a solution by construction, under every layout and shift mode.

Left alone, this builds easy boards: on a nearly full board most linkable pairs
are neighbours, and every pair that is already linkable on the first board is a
move the player sees at once. So the pair to remove is chosen among those that
were *not* linkable at the start whenever there are any, and the faces are
handed out at random; benchmarks/test_bench_solver.py compares the moves
available at the start with those of random deals.

Each step (a pair removed) costs O(rows * cols), and a board of P pairs takes
P steps: O(pairs * rows * cols) in all, which grows with the square of the
board. The game's largest board, 20 x 30, takes 0.1 to 1 s (1 s under
``split-y``, the slowest mode); 100 x 100, which ``llk-solve`` takes, 40 s
(without shifts, on an idle core) and more. So a deal can be given a budget of
time or of steps (`DealBudget`). The game deals without one: its boards are at
most 20 x 30, 300 steps, and it must have a deal.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import islice

from llk.model.board import EMPTY, Board, Point
from llk.model.faces import fisher_yates, pair_faces
from llk.model.gravity import ShiftMode, shift
from llk.model.layouts import Layout, check_deal
from llk.model.limits import MAX_SECONDS, finite, whole
from llk.model.path import Move, find_path, reachable_tiles

_TRIES = 12
"""Tiles looked at per step before settling for a pair that links at the start."""
MAX_STEPS = 10**9


@dataclass(frozen=True)
class DealBudget:
    """How long a fair deal may take: ``seconds`` of time, or ``steps`` (pairs removed
    in the forward game, which unlike time runs out at the same point on every
    machine), whichever runs out first; None for no bound."""

    seconds: float | None = None
    steps: int | None = None

    def __post_init__(self) -> None:
        if self.seconds is not None:
            finite("budget_s", self.seconds, 0.0, MAX_SECONDS)
        if self.steps is not None:
            whole("max_steps", self.steps, 0, MAX_STEPS)

    def start(self) -> Callable[[int], None]:
        """The check of this budget from now on: called with the steps taken before each
        step, it raises TimeoutError once the budget is spent (at once for 0 s)."""
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds

        def check(steps: int) -> None:
            if self.steps is not None and steps >= self.steps:
                raise TimeoutError(f"no fair deal within {self.steps} steps")
            if deadline is not None and time.perf_counter() >= deadline:
                raise TimeoutError(f"no fair deal within {self.seconds:g} s")

        return check


UNBOUNDED = DealBudget()


def solvable_deal(
    rows: int,
    cols: int,
    kinds: int,
    layout: Layout,
    gravity: ShiftMode,
    seed: int | None,
    budget: DealBudget = UNBOUNDED,
) -> tuple[Board, list[Move]]:
    """A board that can be cleared under ``gravity``, and moves that clear it.

    Same arguments and seed, same board. Raises TimeoutError when ``budget`` runs
    out first. Cost: O(pairs * rows * cols) for the link searches of the forward
    game (see the module's notes for what that means in seconds).
    """
    cells = check_deal(rows, cols, kinds, layout)
    return solvable_deal_on(Board(rows, cols), cells, kinds, gravity, seed, budget)


def solvable_deal_on(
    empty: Board,
    cells: Sequence[Point],
    kinds: int,
    gravity: ShiftMode,
    seed: int | None,
    budget: DealBudget = UNBOUNDED,
) -> tuple[Board, list[Move]]:
    """`solvable_deal` on any ``cells`` of the ``empty`` board (a map's), an even number
    of them, with ``kinds`` faces (at most one a pair: `ParameterError` for more). Same
    cost."""
    pairs = len(cells) // 2
    faces = pair_faces(pairs, whole("kinds", kinds, 1, pairs))[::2]  # one face per pair
    return arrange(empty, list(cells), faces, gravity, random.Random(seed), budget)


def solvable_refresh(
    board: Board, gravity: ShiftMode, rng: random.Random
) -> tuple[Board, list[Move]]:
    """The tiles of ``board`` rearranged on the same cells so that they can be cleared.

    Any multiset of faces in pairs fits: the forward game works on any cells. Cost:
    that of `solvable_deal` for the tiles left, with no budget.
    """
    counts = board.face_counts()
    faces = [face for face in sorted(counts) for _ in range(counts[face] // 2)]
    cells = [cell for cell, _ in board.tiles()]
    return arrange(Board(board.rows, board.cols), cells, faces, gravity, rng)


def arrange(
    empty: Board,
    cells: list[Point],
    faces: list[int],
    gravity: ShiftMode,
    rng: random.Random,
    budget: DealBudget = UNBOUNDED,
) -> tuple[Board, list[Move]]:
    """Fill ``cells`` of ``empty`` with the pairs of ``faces`` (one entry per pair) so that
    the board can be cleared under ``gravity``; also return the moves that clear it.
    TimeoutError when ``budget`` runs out first. Cost: O(pairs * rows * cols)."""
    check = budget.start()
    start = empty.copy()
    for number, cell in enumerate(cells, 1):
        start[cell] = number  # every blank tile gets its own number
    play = start.copy()
    shape = empty.copy()  # the first board with one face everywhere: links by shape
    for cell in cells:
        shape[cell] = 1

    def linked_at_start(first: int, second: int) -> bool:
        return find_path(shape, cells[first - 1], cells[second - 1]) is not None

    removed: list[tuple[int, int]] = []
    moves: list[Move] = []
    while not play.is_clear():
        check(len(moves))
        a, b = _pick_pair(play, linked_at_start, rng)
        removed.append((play[a], play[b]))
        moves.append((a, b) if a < b else (b, a))
        play[a] = play[b] = EMPTY
        shift(play, gravity, (a, b))
    faces = list(faces)
    fisher_yates(faces, rng)
    board = empty.copy()
    for (first, second), face in zip(removed, faces, strict=True):
        board[cells[first - 1]] = board[cells[second - 1]] = face
    return board, moves


def _pick_pair(
    play: Board, linked_at_start: Callable[[int, int], bool], rng: random.Random
) -> tuple[Point, Point]:
    """A linkable pair of the current position, preferring one that did not link at the start.

    Only a tile beside an empty cell can link to anything but its neighbours, so
    those tiles are tried first, in random order, up to `_TRIES` of them.
    """
    tiles = [cell for cell, _ in play.tiles()]
    fisher_yates(tiles, rng)
    beside_gap = (cell for cell in tiles if _beside_gap(play, cell))
    fallback: tuple[Point, Point] | None = None
    for first in islice(beside_gap, _TRIES):
        partners = sorted(reachable_tiles(play, first))
        fisher_yates(partners, rng)
        for second in partners:
            if not linked_at_start(play[first], play[second]):
                return first, second
        if partners and fallback is None:
            fallback = (first, partners[0])
    if fallback is not None:
        return fallback
    for first in tiles:  # some tile always has a partner; look at them all
        partners = sorted(reachable_tiles(play, first))
        if partners:
            return first, rng.choice(partners)
    raise AssertionError("two tiles always link; a board without a pair cannot happen")


def _beside_gap(board: Board, cell: Point) -> bool:
    """Whether a neighbour of ``cell`` is empty (the ring counts)."""
    r, c = cell
    return any(board.is_empty(p) for p in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)))
