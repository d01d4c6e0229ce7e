"""`find_route`: the fewest-segment line the How to Play page draws for a refused pair."""

from __future__ import annotations

from itertools import pairwise

from hypothesis import given, settings

from llk.model import Board, find_path
from llk.model.board.path import find_route
from tests.model.board.test_path import assert_legal, is_tile
from tests.model.reference import Point, path_cost, reference_link
from tests.model.strategies import Rows, grids_with_pair

PROPERTY = settings(max_examples=300, deadline=None)


def connected(grid: Rows, a: Point, b: Point) -> bool:
    """Whether ``b`` is reached from ``a`` through empty cells and the ring (flood fill)."""
    rows, cols = len(grid), len(grid[0])
    seen, todo = {a}, [a]
    while todo:
        r, c = todo.pop()
        for step in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if step == b:
                return True
            inside = -1 <= step[0] <= rows and -1 <= step[1] <= cols
            if inside and step not in seen and not is_tile(grid, step):
                seen.add(step)
                todo.append(step)
    return False


@PROPERTY
@given(grids_with_pair())
def test_within_three_segments_the_route_is_a_link(case: tuple[Rows, Point, Point]) -> None:
    """Up to three segments, a route exists exactly when a link does, with as many turns."""
    grid, a, b = case
    route = find_route(Board.from_rows(grid), a, b, max_segments=3)
    expected = reference_link(grid, a, b)
    if expected is None:
        assert route is None
        return
    assert route is not None
    assert_legal(grid, route, a, b)
    assert path_cost(route)[0] == expected[0]


@PROPERTY
@given(grids_with_pair())
def test_with_segments_enough_a_route_joins_every_connected_pair(
    case: tuple[Rows, Point, Point],
) -> None:
    grid, a, b = case
    board = Board.from_rows(grid)
    route = find_route(board, a, b, max_segments=len(grid) * len(grid[0]) + 4)
    assert (route is not None) == connected(grid, a, b)
    if route is not None:
        assert route[0] == a and route[-1] == b
        for p, q in pairwise(route):
            assert p != q and (p[0] == q[0] or p[1] == q[1])
        for corner in route[1:-1]:
            assert not is_tile(grid, corner)


def test_a_pair_three_turns_apart_gets_a_four_segment_route() -> None:
    board = Board.from_rows([[11, 13, 42, 24], [15, 0, 0, 34], [47, 39, 0, 13]])
    assert find_path(board, (0, 1), (2, 3)) is None
    route = find_route(board, (0, 1), (2, 3))
    assert route is not None and len(route) == 5


def test_the_same_cell_has_no_route() -> None:
    assert find_route(Board.from_rows([[1, 1]]), (0, 0), (0, 0)) is None
