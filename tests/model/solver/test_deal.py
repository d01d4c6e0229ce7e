"""`deal`: faces in pairs, spread evenly, reproducible, and clear errors for impossible asks."""

from __future__ import annotations

import math
from collections import Counter

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from llk.model import Board, deal
from llk.model.board.layouts import Layout
from llk.model.board.shifts import ShiftMode
from llk.model.limits import MAX_COLS, MAX_ROWS


def occupied(board: Board) -> set[tuple[int, int]]:
    """The cells holding a tile, read through the public indexing only."""
    return {(r, c) for r in range(board.rows) for c in range(board.cols) if board[r, c]}


def face_counts(board: Board) -> Counter[int]:
    return Counter(face for row in board.to_rows() for face in row if face)


@st.composite
def deal_args(draw: st.DrawFn) -> tuple[int, int, int, str, int]:
    """Valid (rows, cols, kinds, layout, seed): the layout's cell count is read first."""
    rows, cols = draw(st.integers(1, 20)), draw(st.integers(1, 30))
    layout = draw(st.sampled_from(Layout))
    try:
        cells = len(occupied(deal(rows, cols, 1, layout, seed=0)))
    except ValueError:
        assume(False)  # odd or empty layout on this shape; tested separately
    kinds = draw(st.integers(1, cells // 2))
    return rows, cols, kinds, layout, draw(st.integers(0, 2**63))


@settings(max_examples=300, deadline=None)
@given(deal_args())
def test_faces_come_in_even_balanced_pairs(args: tuple[int, int, int, str, int]) -> None:
    """Every face 1..kinds appears an even number of times; pair counts differ by <= 1."""
    rows, cols, kinds, layout, seed = args
    board = deal(rows, cols, kinds, layout, seed=seed)
    assert (board.rows, board.cols) == (rows, cols)
    counts = face_counts(board)
    assert set(counts) == set(range(1, kinds + 1))
    assert all(count % 2 == 0 for count in counts.values())
    pairs = [count // 2 for count in counts.values()]
    assert max(pairs) - min(pairs) <= 1


@settings(max_examples=100, deadline=None)
@given(deal_args())
def test_reproducible_and_layout_fixed(args: tuple[int, int, int, str, int]) -> None:
    """Same arguments and seed, same board; the filled cells depend on the layout only."""
    rows, cols, kinds, layout, seed = args
    board = deal(rows, cols, kinds, layout, seed=seed)
    assert deal(rows, cols, kinds, layout, seed=seed) == board
    assert occupied(deal(rows, cols, 1, layout, seed=seed + 1)) == occupied(board)


def test_full_layout_fills_every_cell() -> None:
    """The seed's classic board: 144 cells, 36 faces, four tiles each."""
    board = deal(8, 18, 36, seed=7)
    assert occupied(board) == {(r, c) for r in range(8) for c in range(18)}
    assert set(face_counts(board).values()) == {4}


def test_seed_layouts() -> None:
    """The seed's layouts: every other column (vertical), every other row (horizontal)."""
    vertical = deal(4, 6, 3, "vertical", seed=1)
    assert occupied(vertical) == {(r, c) for r in range(4) for c in range(0, 6, 2)}
    horizontal = deal(4, 6, 3, "horizontal", seed=1)
    assert occupied(horizontal) == {(r, c) for r in range(0, 4, 2) for c in range(6)}
    assert {Layout.FULL, Layout.VERTICAL, Layout.HORIZONTAL} <= set(Layout)


def test_different_seeds_usually_differ() -> None:
    """The seed is the game number: ten numbers must give ten games."""
    boards = [deal(8, 18, 36, seed=seed).to_rows() for seed in range(10)]
    assert len({str(rows) for rows in boards}) == 10


def test_unseeded_deals_are_valid() -> None:
    """seed=None picks a random game, still a valid one."""
    board = deal(4, 4, 8)
    assert sorted(face_counts(board).values()) == [2] * 8


@pytest.mark.parametrize(
    ("args", "kwargs", "message"),
    [
        pytest.param((3, 3, 1), {}, "odd", id="odd-cells"),
        pytest.param((1, 1, 1), {}, "odd", id="single-cell"),
        pytest.param((5, 3, 2), {"layout": "horizontal"}, "odd", id="odd-layout-cells"),
        pytest.param((2, 2, 3), {}, "kinds", id="more-kinds-than-pairs"),
        pytest.param((2, 2, 0), {}, "kinds", id="zero-kinds"),
        pytest.param((2, 2, -1), {}, "kinds", id="negative-kinds"),
        pytest.param((0, 4, 1), {}, "row", id="no-rows"),
        pytest.param((4, 0, 1), {}, "column", id="no-columns"),
        pytest.param((2, 2, 1), {"layout": "spiral"}, "layout", id="unknown-layout"),
        pytest.param((2, 2, 1), {"gravity": "sideways"}, "gravity", id="unknown-gravity"),
    ],
)
def test_impossible_parameters(
    args: tuple[int, int, int], kwargs: dict[str, str], message: str
) -> None:
    """Each impossible ask is a ValueError whose message names what is wrong."""
    with pytest.raises(ValueError, match=message):
        deal(*args, **kwargs, seed=1)  # type: ignore[arg-type]


def test_a_random_deal_does_not_depend_on_gravity() -> None:
    assert deal(4, 4, 2, seed=1, gravity="down") == deal(4, 4, 2, seed=1)


@settings(max_examples=40, deadline=None)
@given(deal_args(), st.sampled_from(ShiftMode))
def test_a_fair_deal_takes_one_step_per_pair_and_a_budget_never_changes_it(
    args: tuple[int, int, int, str, int], gravity: ShiftMode
) -> None:
    """The budget in steps runs out at the same point on every machine: a board of P pairs
    is dealt in P steps, and the same board as without a budget."""
    rows, cols, kinds, layout, seed = args
    board = deal(rows, cols, kinds, layout, gravity, solvable=True, seed=seed)
    pairs = board.tile_count() // 2
    assert deal(rows, cols, kinds, layout, gravity, True, seed, max_steps=pairs) == board
    with pytest.raises(TimeoutError, match=f"no fair deal within {pairs - 1} steps"):
        deal(rows, cols, kinds, layout, gravity, True, seed, max_steps=pairs - 1)


def test_a_fair_deal_too_big_for_its_budget_says_so_at_once() -> None:
    """100 x 100 takes 40 s and more unbounded; a budget of 5 steps or 0 s ends it at once,
    and the game's largest board takes its 300 steps whatever the mode."""
    with pytest.raises(TimeoutError, match="within 5 steps"):
        deal(100, 100, 100, solvable=True, seed=1, max_steps=5)
    with pytest.raises(TimeoutError, match="within 0 s"):
        deal(100, 100, 100, solvable=True, seed=1, budget_s=0.0)
    largest = MAX_ROWS * MAX_COLS // 2
    deal(MAX_ROWS, MAX_COLS, 48, gravity="split-y", solvable=True, seed=1, max_steps=largest)


@pytest.mark.parametrize(
    "budget", [{"budget_s": -1.0}, {"budget_s": math.nan}, {"max_steps": -1}, {"max_steps": 0.5}]
)
def test_an_impossible_budget_is_a_value_error(budget: dict[str, float]) -> None:
    with pytest.raises(ValueError, match=r"budget_s|max_steps"):
        deal(4, 4, 2, solvable=True, seed=1, **budget)  # type: ignore[arg-type]
