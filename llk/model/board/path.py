"""The link rule: two equal tiles join by a line of at most three segments.

The line runs through empty cells and may use the ring around the board. Instead
of searching the board, each query looks at the four rays of empty cells that
leave each tile (found in O(1) from the board's bitmasks):

* no turn: the tiles share a row or column and the cells between are empty;
* one turn: the corner ``(row of a, col of b)`` or ``(row of b, col of a)`` lies on
  a ray of each tile;
* two turns: a middle segment on some row (or column) joins the two tiles'
  vertical (or horizontal) rays; every row and column shared by the rays is a
  candidate and each is tested in O(1).

So one query costs O(rows + cols).
"""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Iterator
from itertools import pairwise

from llk.model.board.grid import EMPTY, Board, Point

Path = list[Point]
"""The corner points of a link, both ends included: 2, 3 or 4 points."""

Move = tuple[Point, Point]
"""Two tiles that can be removed together, ``a < b``."""


Rays = tuple[int, int, int, int]
"""How far the empty cells around a tile reach: top and bottom rows along its column,
left and right columns along its row (`Board.rays`)."""


def path_length(path: Path) -> int:
    """Total length of a link: the sum of its segment lengths."""
    return sum(abs(r1 - r2) + abs(c1 - c2) for (r1, c1), (r2, c2) in pairwise(path))


def _links(board: Board, a: Point, ray_a: Rays, b: Point, ray_b: Rays) -> Iterator[Path]:
    """Every link from ``a`` to ``b``, fewest turns first (not sorted within a turn count).

    The faces are not checked here. Cost O(rows + cols) for the whole iteration.
    A hot loop (every query and every move search runs it), kept in one piece on
    purpose: splitting it costs calls per candidate (`benchmarks/test_bench_path.py`).
    """
    (ra, ca), (rb, cb) = a, b
    top_a, bottom_a, left_a, right_a = ray_a
    top_b, bottom_b, left_b, right_b = ray_b
    if ra == rb and board.row_clear(ra, min(ca, cb) + 1, max(ca, cb) - 1):
        yield [a, b]
        return
    if ca == cb and board.col_clear(ca, min(ra, rb) + 1, max(ra, rb) - 1):
        yield [a, b]
        return
    if ra != rb and ca != cb:
        if left_a <= cb <= right_a and top_b <= ra <= bottom_b:
            yield [a, (ra, cb), b]
        if left_b <= ca <= right_b and top_a <= rb <= bottom_a:
            yield [a, (rb, ca), b]
    if ca != cb:
        low, high = min(ca, cb), max(ca, cb)
        for r in range(max(top_a, top_b), min(bottom_a, bottom_b) + 1):
            if r != ra and r != rb and board.row_clear(r, low, high):
                yield [a, (r, ca), (r, cb), b]
    if ra != rb:
        low, high = min(ra, rb), max(ra, rb)
        for c in range(max(left_a, left_b), min(right_a, right_b) + 1):
            if c != ca and c != cb and board.col_clear(c, low, high):
                yield [a, (ra, c), (rb, c), b]


def find_path(board: Board, a: Point, b: Point) -> Path | None:
    """The best link from ``a`` to ``b``, or None when the pair cannot be removed.

    Best means fewest turns, then shortest total length, then the
    lexicographically smallest list of points, so a board always gives the same
    path. None when ``a == b``, a cell is empty, the faces differ or no link with
    at most two turns exists. Raises ValueError for a point off the board.
    Cost: O(rows + cols).
    """
    board.check_on_board(a)
    board.check_on_board(b)
    if a == b or board[a] == EMPTY or board[a] != board[b]:
        return None
    best: Path | None = None
    for path in _links(board, a, board.rays(a), b, board.rays(b)):
        if best is not None and len(path) > len(best):
            break
        if best is None or (path_length(path), path) < (path_length(best), best):
            best = path
    return best


def find_moves(board: Board, deadline: float | None = None) -> list[Move]:
    """Every pair of tiles that can be removed now, each once as ``(a, b)``, sorted.

    With a ``deadline`` (a `time.perf_counter` reading) it raises TimeoutError once
    that passes: on a 100 x 100 board with every tile open the pairs to test run
    into the millions. Cost: see `_iter_moves`; plus the sort.
    """
    return sorted(_iter_moves(board, deadline))


def has_move(board: Board) -> bool:
    """Whether any pair can be removed; stops at the first one found."""
    return next(_iter_moves(board), None) is not None


def _iter_moves(board: Board, deadline: float | None = None) -> Iterator[Move]:
    """Yield every removable pair once, in no particular order.

    Tiles are grouped by face, so tiles of different faces are never compared.
    A tile with no empty neighbour can only link to a neighbour, so neighbours
    are paired by a scan first and only tiles with an open side are then tested
    pairwise. Cost: O(n) for the scan plus O(rows + cols) per pair of open
    same-face tiles that are not neighbours (n = number of tiles). A hot loop (hints,
    dead-end checks and the solver's every node), kept in one piece on purpose. The
    ``deadline`` is read once per open tile: at most a few milliseconds apart.
    """
    open_tiles: defaultdict[int, list[Point]] = defaultdict(list)
    grid = board.to_rows()
    last_row, last_col = board.rows - 1, board.cols - 1
    for r, row in enumerate(grid):
        above = grid[r - 1] if r else None
        below = grid[r + 1] if r < last_row else None
        for c, face in enumerate(row):
            if not face:
                continue
            right = row[c + 1] if c < last_col else 0
            down = below[c] if below is not None else 0
            if right == face:
                yield (r, c), (r, c + 1)
            if down == face:
                yield (r, c), (r + 1, c)
            if not (right and down and c and row[c - 1] and above and above[c]):
                open_tiles[face].append((r, c))
    for tiles in open_tiles.values():
        if len(tiles) < 2:
            continue  # a lone open tile of its face: no rays needed
        group = [(tile, board.rays(tile)) for tile in tiles]
        for i, (a, ray_a) in enumerate(group):
            if deadline is not None and time.perf_counter() > deadline:
                raise TimeoutError("the deadline passed while looking for moves")
            ra, ca = a
            top_a, bottom_a, left_a, right_a = ray_a
            for b, ray_b in group[i + 1 :]:
                top_b, bottom_b, left_b, right_b = ray_b
                if (
                    abs(ra - b[0]) + abs(ca - b[1]) != 1  # neighbours: paired above
                    # Every link has a row both tiles' column rays reach, or a column
                    # both row rays reach: most pairs fail here, without `_links`.
                    and (
                        max(top_a, top_b) <= min(bottom_a, bottom_b)
                        or max(left_a, left_b) <= min(right_a, right_b)
                    )
                    and next(_links(board, a, ray_a, b, ray_b), None)
                ):
                    yield a, b


def reachable_tiles(board: Board, start: Point) -> set[Point]:
    """Every tile that a link of at most two turns could join to ``start``, faces aside
    (stones are no tiles).

        Walks the empty cells reachable with no turn and with one turn, and collects
        the tiles where the rays from them stop. Cost: O(rows * cols) at worst.
    """
    found: set[Point] = set()
    seen: set[tuple[Point, bool]] = set()

    def ray(cell: Point, vertical: bool) -> list[Point]:
        """The empty cells on ``cell``'s line in that direction; records the tiles at both ends."""
        r, c = cell
        low, high = board.col_reach(cell) if vertical else board.row_reach(cell)
        limit = board.rows if vertical else board.cols
        line = [(i, c) if vertical else (r, i) for i in range(low, high + 1)]
        for end in (low - 1, high + 1):
            if 0 <= end < limit:
                found.add((end, c) if vertical else (r, end))
        return [p for p in line if p != cell]

    for vertical in (True, False):
        for first in ray(start, vertical):
            for second in ray(first, not vertical):
                if (second, vertical) not in seen:
                    seen.add((second, vertical))
                    ray(second, vertical)
    found.discard(start)
    return found - board.stones


_STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))


def find_route(board: Board, a: Point, b: Point, max_segments: int = 4) -> Path | None:
    """Corner points of a line from ``a`` to ``b`` with the fewest straight segments.

    Like a link it runs through empty cells and the ring, but it may have up to
    ``max_segments`` segments and the faces are not compared: it shows what a
    pair the link rule refuses would need (the How to Play page draws it). None
    when no such line exists. Breadth-first over segments: each cell is reached
    once, by its fewest segments, so the cost is O(max_segments * rows * cols)
    cells looked at, times the length of a segment at most.
    """
    board.check_on_board(a)
    board.check_on_board(b)
    if a == b:
        return None
    came_from: dict[Point, Point | None] = {a: None}
    frontier = [a]
    for _ in range(max_segments):
        reached: list[Point] = []
        for start in frontier:
            for dr, dc in _STEPS:
                point = (start[0] + dr, start[1] + dc)
                while -1 <= point[0] <= board.rows and -1 <= point[1] <= board.cols:
                    if point == b:
                        return _corners(came_from, start, b)
                    if not board.is_empty(point):
                        break
                    if point not in came_from:
                        came_from[point] = start
                        reached.append(point)
                    point = (point[0] + dr, point[1] + dc)
        frontier = reached
    return None


def _corners(came_from: dict[Point, Point | None], last: Point, end: Point) -> Path:
    """The chain of segment starts that led to ``last``, then ``end``."""
    corners: Path = [end]
    corner: Point | None = last
    while corner is not None:
        corners.append(corner)
        corner = came_from[corner]
    return corners[::-1]
