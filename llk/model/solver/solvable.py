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

from llk.model.board.grid import EMPTY, Board, Point
from llk.model.board.layouts import Layout, check_deal
from llk.model.board.path import Move, find_path, reachable_tiles
from llk.model.board.shifts import ShiftMode, shift
from llk.model.board.specials import KEY_FACE, is_locked, key_cells, lock, real_counts
from llk.model.errors import ParameterError
from llk.model.limits import MAX_SECONDS, finite, whole
from llk.model.solver.faces import fisher_yates, pair_faces

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
    locks: LockPlan | None = None,
) -> tuple[Board, list[Move]]:
    """`solvable_deal` on any ``cells`` of the ``empty`` board (a map's, stones and all), an
    even number of them, with ``kinds`` faces (at most one a pair: `ParameterError` for
    more) and ``locks`` (a key pair and locked cells). Same cost, times the tries of a
    board the forward game can get stuck on (`arrange`)."""
    locks = locks or LockPlan()
    pairs = len(cells) // 2 - (1 if locks.keys else 0)
    faces = pair_faces(pairs, whole("kinds", kinds, 1, max(1, pairs)))[::2]  # one face a pair
    return arrange(empty, list(cells), faces, gravity, random.Random(seed), budget, locks)


def solvable_refresh(
    board: Board, gravity: ShiftMode, rng: random.Random
) -> tuple[Board, list[Move]]:
    """The tiles of ``board`` given new faces on the same cells so that they can be
    cleared. Any multiset of faces in pairs fits: the forward game works on any cells.
    The key tiles stay the keys, the locked cells stay locked (under new faces) and every
    mark stays on its cell (`llk.model.board.specials`). Cost: that of `solvable_deal` for the
    tiles left, with no budget.
    """
    counts = real_counts(board)
    counts.pop(KEY_FACE, None)
    faces = [face for face in sorted(counts) for _ in range(counts[face] // 2)]
    cells = [cell for cell, _ in board.tiles()]
    locks = LockPlan.of(board)
    arranged, plan = arrange(board.blank(), cells, faces, gravity, rng, UNBOUNDED, locks)
    for cell, marks in board.marked():
        arranged.set_mark(cell, marks)
    return arranged, plan


@dataclass(frozen=True)
class LockPlan:
    """Where a board's lock and key tiles stand (`llk.model.board.specials`): the key pair's two
    cells (None: no lock) and the locked cells."""

    keys: tuple[Point, Point] | None = None
    locked: frozenset[Point] = frozenset()

    @classmethod
    def of(cls, board: Board) -> LockPlan:
        """The plan of the locks and keys on ``board``. O(rows * cols)."""
        keys = key_cells(board)
        locked_cells = frozenset(cell for cell, value in board.tiles() if is_locked(value))
        return cls((keys[0], keys[1]) if len(keys) == 2 else None, locked_cells)


_FORWARD_TRIES = 24
"""Forward games tried before a board with stones or locks is said to have no fair deal:
each can get stuck where no pair it may take links (a plain board never does)."""


def arrange(
    empty: Board,
    cells: list[Point],
    faces: list[int],
    gravity: ShiftMode,
    rng: random.Random,
    budget: DealBudget = UNBOUNDED,
    locks: LockPlan | None = None,
) -> tuple[Board, list[Move]]:
    """Fill ``cells`` of ``empty`` with the pairs of ``faces`` (one entry per pair, and the
    key pair besides when ``locks`` has one) so that the board can be cleared under
    ``gravity``; also return the moves that clear it.

    With stones or locks the forward game can get stuck (no pair it may take links: the
    key pair must go together and before any locked tile), so up to `_FORWARD_TRIES`
    games are played; `ParameterError` when all get stuck, TimeoutError when ``budget``
    (steps counted over all tries) runs out first. Cost: O(pairs * rows * cols) a try.
    """
    locks = locks or LockPlan()
    check = budget.start()
    steps = 0
    for _ in range(_FORWARD_TRIES):
        forward = _Forward(empty, cells, locks)
        try:
            removed, moves = forward.play(gravity, rng, check, steps)
        except _Stuck as stuck:
            steps += stuck.steps
            continue
        return _faced(empty, cells, faces, removed, locks, rng), moves
    raise ParameterError(
        "cells", f"no fair deal: every pair order tried ({_FORWARD_TRIES}) got stuck"
    )


class _Stuck(Exception):  # noqa: N818  (a signal, not an error)
    """A forward game found no pair it may take."""

    def __init__(self, steps: int) -> None:
        super().__init__(steps)
        self.steps = steps


class _Forward:
    """One forward game on blank tiles, each numbered by its cell (1 for ``cells[0]``)."""

    def __init__(self, empty: Board, cells: list[Point], locks: LockPlan) -> None:
        self.play_board = empty.copy()
        shape = empty.copy()  # the first board with one face everywhere: links by shape
        for number, cell in enumerate(cells, 1):
            self.play_board[cell] = number  # every blank tile gets its own number
            shape[cell] = 1
        self.cells, self.shape = cells, shape
        number_of = {cell: number for number, cell in enumerate(cells, 1)}
        self.keys = {number_of[cell] for cell in locks.keys or ()}
        self.locked = {number_of[cell] for cell in locks.locked}

    def linked_at_start(self, first: int, second: int) -> bool:
        return find_path(self.shape, self.cells[first - 1], self.cells[second - 1]) is not None

    def allowed(self, first: int, second: int) -> bool:
        """Whether the forward game may take these two tiles as a pair: the keys only
        together, a locked tile only once the keys are gone."""
        keys = self.keys
        if first in keys or second in keys:
            return first in keys and second in keys
        return not keys or (first not in self.locked and second not in self.locked)

    def play(
        self, gravity: ShiftMode, rng: random.Random, check: Callable[[int], None], done: int
    ) -> tuple[list[tuple[int, int]], list[Move]]:
        """The pairs taken (by number) and the moves, until the board is clear; `_Stuck`
        when no pair may go. ``check`` is the budget's, ``done`` the steps of the games
        before. O(pairs * rows * cols)."""
        play = self.play_board
        removed: list[tuple[int, int]] = []
        moves: list[Move] = []
        while not play.is_clear():
            check(done + len(moves))
            pair = _pick_pair(play, self, rng)
            if pair is None:
                raise _Stuck(len(moves))
            a, b = pair
            removed.append((play[a], play[b]))
            self.keys -= {play[a], play[b]}
            moves.append((a, b) if a < b else (b, a))
            play[a] = play[b] = EMPTY
            shift(play, gravity, (a, b))
        return removed, moves


def _faced(
    empty: Board,
    cells: list[Point],
    faces: list[int],
    removed: list[tuple[int, int]],
    locks: LockPlan,
    rng: random.Random,
) -> Board:
    """``empty`` with each pair taken in the forward game given a face: the key pair
    `KEY_FACE`, the others ``faces`` in a random order; locked cells get locked values."""
    faces = list(faces)
    fisher_yates(faces, rng)
    drawn = iter(faces)
    keys = set(locks.keys or ())
    board = empty.copy()
    order: list[Point] = []
    for first, second in removed:
        pair = (cells[first - 1], cells[second - 1])
        board[pair[0]] = board[pair[1]] = KEY_FACE if keys.issuperset(pair) else next(drawn)
        order += pair
    lock(board, (cell for cell in order if cell in locks.locked))
    return board


def _pick_pair(play: Board, forward: _Forward, rng: random.Random) -> tuple[Point, Point] | None:
    """A pair the forward game may take now, preferring one that did not link at the
    start; None when there is none.

    Only a tile beside an empty cell can link to anything but its neighbours, so
    those tiles are tried first, in random order, up to `_TRIES` of them.
    """
    tiles = [cell for cell, _ in play.tiles()]
    fisher_yates(tiles, rng)
    beside_gap = (cell for cell in tiles if _beside_gap(play, cell))
    fallback: tuple[Point, Point] | None = None

    def partners_of(first: Point) -> list[Point]:
        partners = sorted(
            p for p in reachable_tiles(play, first) if forward.allowed(play[first], play[p])
        )
        fisher_yates(partners, rng)
        return partners

    for first in islice(beside_gap, _TRIES):
        partners = partners_of(first)
        for second in partners:
            if not forward.linked_at_start(play[first], play[second]):
                return first, second
        if partners and fallback is None:
            fallback = (first, partners[0])
    if fallback is not None:
        return fallback
    for first in tiles:  # look at them all
        partners = partners_of(first)
        if partners:
            return first, partners[0]
    return None


def _beside_gap(board: Board, cell: Point) -> bool:
    """Whether a neighbour of ``cell`` is empty (the ring counts)."""
    r, c = cell
    return any(board.is_empty(p) for p in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)))
