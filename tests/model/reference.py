"""Brute-force reference for the link rule, written for obviousness rather than speed.

The model's pathfinder is checked against this module, so it must share no code with it.
Coordinates are ``(row, col)``; the one-cell ring around the board (row -1 and ``rows``,
column -1 and ``cols``) is empty and may carry a link.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from itertools import pairwise

Point = tuple[int, int]
Grid = Sequence[Sequence[int]]
Cost = tuple[int, int]  # (turns, length)

MAX_TURNS = 2
DIRECTIONS: tuple[Point, ...] = ((-1, 0), (1, 0), (0, -1), (0, 1))


def _face(grid: Grid, point: Point) -> int:
    """Face at ``point`` of the padded grid: ring cells are always empty (0)."""
    r, c = point
    if 0 <= r < len(grid) and 0 <= c < len(grid[0]):
        return grid[r][c]
    return 0


def _in_padded(grid: Grid, point: Point) -> bool:
    r, c = point
    return -1 <= r <= len(grid) and -1 <= c <= len(grid[0])


def reachable_tiles(grid: Grid, start: Point) -> dict[Point, Cost]:
    """Cheapest (turns, length) from ``start`` to every tile reachable with <= 2 turns.

    Dijkstra over states (cell, direction) with lexicographic cost (turns, length).
    Empty cells and ring cells are walked through; any other tile ends the walk there
    (it is a possible far end, never a cell to pass over). A 180-degree reversal is never
    taken: it would retrace cells and the path it draws is not a legal corner list.
    """
    best: dict[Point, Cost] = {}
    settled: set[tuple[Point, int]] = set()
    queue: list[tuple[int, int, Point, int]] = []

    def step(turns: int, length: int, point: Point, direction: int) -> None:
        dr, dc = DIRECTIONS[direction]
        nxt = (point[0] + dr, point[1] + dc)
        if not _in_padded(grid, nxt):
            return
        if _face(grid, nxt) == 0:
            heapq.heappush(queue, (turns, length + 1, nxt, direction))
        elif nxt != start:
            best[nxt] = min(best.get(nxt, (turns, length + 1)), (turns, length + 1))

    for direction in range(len(DIRECTIONS)):
        step(0, 0, start, direction)
    while queue:
        turns, length, point, direction = heapq.heappop(queue)
        if (point, direction) in settled:
            continue
        settled.add((point, direction))
        for new_direction in range(len(DIRECTIONS)):
            if new_direction == direction ^ 1:  # DIRECTIONS pairs opposites as 0/1, 2/3
                continue
            new_turns = turns + (new_direction != direction)
            if new_turns <= MAX_TURNS:
                step(new_turns, length, point, new_direction)
    return best


def reference_link(grid: Grid, a: Point, b: Point) -> Cost | None:
    """Minimal (turns, length) of a legal link between tiles ``a`` and ``b``, else None."""
    if a == b or _face(grid, a) == 0 or _face(grid, a) != _face(grid, b):
        return None
    return reachable_tiles(grid, a).get(b)


def reference_moves(grid: Grid) -> list[tuple[Point, Point]]:
    """All linkable same-face pairs ``(a, b)`` with ``a < b``, sorted."""
    moves = []
    for r, row in enumerate(grid):
        for c, face in enumerate(row):
            if face:
                for b in reachable_tiles(grid, (r, c)):
                    if (r, c) < b and _face(grid, b) == face:
                        moves.append(((r, c), b))
    return sorted(moves)


def path_cost(path: Sequence[Point]) -> Cost:
    """(turns, length) of a corner-point list."""
    length = sum(abs(p[0] - q[0]) + abs(p[1] - q[1]) for p, q in pairwise(path))
    return len(path) - 2, length


def _segment_clear(grid: Grid, p: Point, q: Point) -> bool:
    """True when p-q is axis-aligned, non-empty, in the padded grid, and empty strictly inside."""
    if p == q or (p[0] != q[0] and p[1] != q[1]):
        return False
    if not (_in_padded(grid, p) and _in_padded(grid, q)):
        return False
    dr = (q[0] > p[0]) - (q[0] < p[0])
    dc = (q[1] > p[1]) - (q[1] < p[1])
    cell = (p[0] + dr, p[1] + dc)
    while cell != q:
        if _face(grid, cell):
            return False
        cell = (cell[0] + dr, cell[1] + dc)
    return True


def candidate_paths(grid: Grid, a: Point, b: Point) -> list[list[Point]]:
    """Every legal corner list from ``a`` to ``b`` with at most two turns, by enumeration.

    A second, structurally different reference: it lists the corners directly instead of
    searching, which is what the tie-break rule (smallest point list) needs.
    """
    rows, cols = len(grid), len(grid[0])
    shapes: list[list[Point]] = [[a, b], [a, (a[0], b[1]), b], [a, (b[0], a[1]), b]]
    shapes += [[a, (a[0], c), (b[0], c), b] for c in range(-1, cols + 1)]
    shapes += [[a, (r, a[1]), (r, b[1]), b] for r in range(-1, rows + 1)]
    legal = []
    for path in shapes:
        inner_empty = all(_face(grid, p) == 0 for p in path[1:-1])
        if inner_empty and all(_segment_clear(grid, p, q) for p, q in pairwise(path)):
            legal.append(path)
    return legal
