"""Layouts: the seed's three and our symmetric ones."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model import ParameterError
from llk.model.board.layouts import Layout, layout_cells, layout_named

OURS = ("diamond", "rings", "cross")


def test_at_least_six_layouts_including_the_seeds() -> None:
    assert {"full", "vertical", "horizontal", *OURS} <= set(Layout)


def test_seed_layouts() -> None:
    assert len(layout_cells(Layout.FULL, 3, 4)) == 12
    assert layout_cells(Layout.VERTICAL, 2, 3) == [(0, 0), (0, 2), (1, 0), (1, 2)]
    assert layout_cells(Layout.HORIZONTAL, 3, 2) == [(0, 0), (0, 1), (2, 0), (2, 1)]


@given(rows=st.integers(1, 20), cols=st.integers(1, 30), layout=st.sampled_from(OURS))
def test_our_layouts_are_symmetric_and_even(rows: int, cols: int, layout: Layout) -> None:
    cells = layout_cells(layout, rows, cols)
    assert len(cells) % 2 == 0
    assert {(rows - 1 - r, cols - 1 - c) for r, c in cells} == set(cells)
    assert cells == sorted(cells)


@pytest.mark.parametrize("layout", OURS)
def test_our_layouts_leave_room_and_hold_tiles(layout: Layout) -> None:
    cells = layout_cells(layout, 8, 12)
    assert 24 <= len(cells) < 96


def test_unknown_layout() -> None:
    with pytest.raises(ParameterError, match="choose one of full, vertical"):
        layout_named("spiral")
