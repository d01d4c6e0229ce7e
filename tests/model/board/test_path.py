"""The link rule (`find_path`, `find_moves`) against the brute-force reference.

Property tests cover random boards up to 20x30; the examples pin the classic traps of a
Lianliankan pathfinder: the ring on each side, U-shapes, three-turn refusals, row/column
swaps on non-square boards, and the degenerate queries.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import Board, find_moves, find_path
from tests.model.reference import Point, candidate_paths, path_cost, reference_link, reference_moves
from tests.model.strategies import Rows, grids, grids_with_pair

PROPERTY = settings(max_examples=400, deadline=None)
SLOW_PROPERTY = settings(max_examples=150, deadline=None)


def assert_legal(grid: Rows, path: Sequence[Point], a: Point, b: Point) -> None:
    """Check every rule a returned link must obey, independently of how it was found."""
    rows, cols = len(grid), len(grid[0])
    assert 2 <= len(path) <= 4, path
    assert path[0] == a and path[-1] == b, path
    for p in path:
        assert -1 <= p[0] <= rows and -1 <= p[1] <= cols, f"{p} outside the padded grid"
    for p, q in pairwise(path):
        assert p != q, f"zero-length segment in {path}"
        assert p[0] == q[0] or p[1] == q[1], f"diagonal segment {p}-{q}"
    for p, q, s in zip(path, path[1:], path[2:], strict=False):
        assert not (p[0] == q[0] == s[0] or p[1] == q[1] == s[1]), f"collinear at {q}: {path}"
    for p, q in pairwise(path):
        dr, dc = (q[0] > p[0]) - (q[0] < p[0]), (q[1] > p[1]) - (q[1] < p[1])
        cell = (p[0] + dr, p[1] + dc)
        while cell != q:
            assert not is_tile(grid, cell), f"{path} crosses the tile at {cell}"
            cell = (cell[0] + dr, cell[1] + dc)
    for corner in path[1:-1]:
        assert not is_tile(grid, corner), f"{path} turns on the tile at {corner}"


def is_tile(grid: Rows, point: Point) -> bool:
    r, c = point
    return 0 <= r < len(grid) and 0 <= c < len(grid[0]) and grid[r][c] != 0


# --- properties ---------------------------------------------------------------------------


@PROPERTY
@given(grids_with_pair())
def test_find_path_matches_reference(case: tuple[Rows, Point, Point]) -> None:
    """Existence and (turns, length) equal the BFS; the path is legal and tie-broken."""
    grid, a, b = case
    path = find_path(Board.from_rows(grid), a, b)
    expected = reference_link(grid, a, b)
    if expected is None:
        assert path is None
        return
    assert path is not None, f"reference links {a}-{b} with (turns, length) {expected}"
    assert_legal(grid, path, a, b)
    assert path_cost(path) == expected
    best = min(p for p in candidate_paths(grid, a, b) if path_cost(p) == expected)
    assert path == best, "not the lexicographically smallest optimal path"


@PROPERTY
@given(grids_with_pair())
def test_references_agree(case: tuple[Rows, Point, Point]) -> None:
    """The BFS and the corner enumeration agree, so neither reference hides a bug."""
    grid, a, b = case
    costs = [path_cost(p) for p in candidate_paths(grid, a, b)]
    assert reference_link(grid, a, b) == min(costs, default=None)


@PROPERTY
@given(grids_with_pair())
def test_find_path_symmetric_and_deterministic(case: tuple[Rows, Point, Point]) -> None:
    """Both directions cost the same; a repeated query returns the same path."""
    grid, a, b = case
    board = Board.from_rows(grid)
    forward, backward = find_path(board, a, b), find_path(board, b, a)
    assert find_path(board, a, b) == forward
    assert (forward is None) == (backward is None)
    if forward is not None and backward is not None:
        assert path_cost(forward) == path_cost(backward)
    assert board == Board.from_rows(grid), "find_path changed the board"


@PROPERTY
@given(grids(), st.data())
def test_find_path_none_for_non_pairs(grid: Rows, data: st.DataObject) -> None:
    """Any two cells that are not a same-face pair of distinct tiles give None."""
    rows, cols = len(grid), len(grid[0])
    a = (data.draw(st.integers(0, rows - 1)), data.draw(st.integers(0, cols - 1)))
    b = (data.draw(st.integers(0, rows - 1)), data.draw(st.integers(0, cols - 1)))
    if a == b or grid[a[0]][a[1]] == 0 or grid[a[0]][a[1]] != grid[b[0]][b[1]]:
        assert find_path(Board.from_rows(grid), a, b) is None


@SLOW_PROPERTY
@given(grids())
def test_find_moves_matches_reference(grid: Rows) -> None:
    """Exactly the reference's pairs, each once as (a, b) with a < b, sorted."""
    moves = find_moves(Board.from_rows(grid))
    assert all(a < b for a, b in moves)
    assert moves == sorted(moves)
    assert moves == reference_moves(grid)


# --- examples: the ring on each side ------------------------------------------------------


@pytest.mark.parametrize(
    ("grid", "a", "b", "expected"),
    [
        pytest.param(
            [[1, 2, 1], [3, 3, 4]], (0, 0), (0, 2), [(0, 0), (-1, 0), (-1, 2), (0, 2)], id="top"
        ),
        pytest.param(
            [[3, 3, 4], [1, 2, 1]], (1, 0), (1, 2), [(1, 0), (2, 0), (2, 2), (1, 2)], id="bottom"
        ),
        pytest.param(
            [[1, 3], [2, 4], [1, 5]], (0, 0), (2, 0), [(0, 0), (0, -1), (2, -1), (2, 0)], id="left"
        ),
        pytest.param(
            [[3, 1], [4, 2], [5, 1]], (0, 1), (2, 1), [(0, 1), (0, 2), (2, 2), (2, 1)], id="right"
        ),
        pytest.param(
            [[1, 2, 3], [4, 5, 6], [7, 8, 1]], (0, 0), (2, 2), None, id="corners-need-3-turns"
        ),
    ],
)
def test_ring(grid: Rows, a: Point, b: Point, expected: list[Point] | None) -> None:
    """Links may run along the ring on every side, but never with a third turn."""
    assert find_path(Board.from_rows(grid), a, b) == expected


def test_three_turn_corridor_refused() -> None:
    """A corridor that turns three times joins the tiles, yet they must not link."""
    grid = [
        [9, 9, 9, 9, 9],
        [1, 0, 9, 9, 9],
        [9, 0, 9, 1, 9],
        [9, 0, 0, 0, 9],
        [9, 9, 9, 9, 9],
    ]
    board = Board.from_rows(grid)
    assert reference_link(grid, (1, 0), (2, 3)) is None
    assert find_path(board, (1, 0), (2, 3)) is None
    assert ((1, 0), (2, 3)) not in find_moves(board)


# --- examples: shapes inside the board ----------------------------------------------------


@pytest.mark.parametrize(
    ("grid", "a", "b", "expected"),
    [
        pytest.param([[1, 1]], (0, 0), (0, 1), [(0, 0), (0, 1)], id="adjacent-in-row"),
        pytest.param([[1], [1]], (0, 0), (1, 0), [(0, 0), (1, 0)], id="adjacent-in-column"),
        pytest.param([[1, 0, 0, 1]], (0, 0), (0, 3), [(0, 0), (0, 3)], id="straight"),
        pytest.param(
            [[0, 0, 0], [1, 2, 1], [3, 3, 3]],
            (1, 0),
            (1, 2),
            [(1, 0), (0, 0), (0, 2), (1, 2)],
            id="u-around-wall",
        ),
        pytest.param(
            [[3, 3, 3, 3], [1, 0, 0, 4], [5, 6, 0, 1]],
            (1, 0),
            (2, 3),
            [(1, 0), (1, 2), (2, 2), (2, 3)],
            id="z-shape",
        ),
        pytest.param(
            [[0, 0, 0], [1, 2, 1], [0, 0, 0]],
            (1, 0),
            (1, 2),
            [(1, 0), (0, 0), (0, 2), (1, 2)],
            id="tie-u-up-before-down",
        ),
        pytest.param(
            [[1, 0], [0, 1]], (0, 0), (1, 1), [(0, 0), (0, 1), (1, 1)], id="tie-corner-smallest"
        ),
        pytest.param(
            [[1, 2, 1], [0, 0, 0]],
            (0, 0),
            (0, 2),
            [(0, 0), (-1, 0), (-1, 2), (0, 2)],
            id="tie-ring-before-inner-row",
        ),
        pytest.param(
            [[0, 0, 0], [0, 3, 0], [1, 2, 1], [0, 0, 0]],
            (2, 0),
            (2, 2),
            [(2, 0), (3, 0), (3, 2), (2, 2)],
            id="shorter-before-smaller",
        ),
        pytest.param(
            [[1, 0, 0], [0, 0, 1]],
            (0, 0),
            (1, 2),
            [(0, 0), (0, 2), (1, 2)],
            id="fewer-turns-before-smaller",
        ),
    ],
)
def test_inner_shapes(grid: Rows, a: Point, b: Point, expected: list[Point] | None) -> None:
    """Fewest turns first, then shortest, then the smallest point list."""
    assert find_path(Board.from_rows(grid), a, b) == expected


# --- examples: rows and columns must not be swapped on non-square boards -------------------


@pytest.mark.parametrize(
    ("grid", "a", "b", "expected"),
    [
        pytest.param(
            [[1, 0, 0, 0, 1], [2, 2, 2, 2, 2]], (0, 0), (0, 4), [(0, 0), (0, 4)], id="2x5-row"
        ),
        pytest.param(
            [[1, 2], [0, 2], [0, 2], [0, 2], [1, 2]], (0, 0), (4, 0), [(0, 0), (4, 0)], id="5x2-col"
        ),
        pytest.param(
            [[3, 4, 5, 6, 7], [1, 2, 2, 2, 1]],
            (1, 0),
            (1, 4),
            [(1, 0), (2, 0), (2, 4), (1, 4)],
            id="2x5-bottom-ring",
        ),
        pytest.param(
            [[3, 1], [4, 2], [5, 2], [6, 2], [7, 1]],
            (0, 1),
            (4, 1),
            [(0, 1), (0, 2), (4, 2), (4, 1)],
            id="5x2-right-ring",
        ),
    ],
)
def test_non_square(grid: Rows, a: Point, b: Point, expected: list[Point] | None) -> None:
    """Ring rows sit at -1 and ``rows``, ring columns at -1 and ``cols``: never mixed up."""
    board = Board.from_rows(grid)
    assert (board.rows, board.cols) == (len(grid), len(grid[0]))
    assert find_path(board, a, b) == expected
    assert find_moves(board) == reference_moves(grid)


def test_non_square_bounds() -> None:
    """(0, 4) is a cell of a 2x5 board and (4, 0) is not; transposed for 5x2."""
    wide = Board.from_rows([[1, 0, 0, 0, 1], [0, 0, 0, 0, 0]])
    assert find_path(wide, (0, 0), (0, 4)) == [(0, 0), (0, 4)]
    with pytest.raises(ValueError, match=r"\(4, 0\)"):
        find_path(wide, (0, 0), (4, 0))
    tall = Board.from_rows([[1, 0], [0, 0], [0, 0], [0, 0], [1, 0]])
    assert find_path(tall, (0, 0), (4, 0)) == [(0, 0), (4, 0)]
    with pytest.raises(ValueError, match=r"\(0, 4\)"):
        find_path(tall, (0, 0), (0, 4))


# --- examples: degenerate queries -----------------------------------------------------------


def test_same_cell_empty_cell_different_faces() -> None:
    """a == b, an empty end or two faces give None, however open the board."""
    board = Board.from_rows([[1, 0, 2], [2, 0, 1]])
    assert find_path(board, (0, 0), (0, 0)) is None
    assert find_path(board, (0, 0), (0, 1)) is None
    assert find_path(board, (0, 1), (1, 1)) is None
    assert find_path(board, (0, 0), (0, 2)) is None
    assert find_path(board, (0, 0), (1, 2)) == [(0, 0), (0, 1), (1, 1), (1, 2)]


@pytest.mark.parametrize(
    "point",
    [(2, 0), (0, 3), (5, 5), (-2, 0), (0, -2), (-1, 0), (0, -1), (2, 1), (1, 3), (-1, -1)],
)
def test_off_board_raises(point: Point) -> None:
    """Points off the board, the ring included, are errors for either end."""
    board = Board.from_rows([[1, 0, 1], [0, 0, 0]])
    with pytest.raises(ValueError, match="board"):
        find_path(board, point, (0, 0))
    with pytest.raises(ValueError, match="board"):
        find_path(board, (0, 0), point)


def test_find_moves_examples() -> None:
    """Empty and tiny boards, crossing moves, and a full board where only neighbours link."""
    assert find_moves(Board.from_rows([[0, 0]])) == []
    assert find_moves(Board.from_rows([[1, 2]])) == []
    assert find_moves(Board.from_rows([[1, 0, 2], [2, 0, 1]])) == [
        ((0, 0), (1, 2)),
        ((0, 2), (1, 0)),
    ]
    full = [[1, 1, 2], [2, 3, 3]]
    assert find_moves(Board.from_rows(full)) == [
        ((0, 0), (0, 1)),
        ((1, 1), (1, 2)),
    ]
