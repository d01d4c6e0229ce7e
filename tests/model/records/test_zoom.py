"""The zoom's steps: never below fit, never past the top, and back the way they came."""

from __future__ import annotations

import itertools

from hypothesis import given
from hypothesis import strategies as st

from llk.model.records.zoom import FIT, LEVELS, MAX_TILE, MAX_ZOOM, narrower, shown_width, wider

FITTED = st.integers(1, 400).map(float)
"""Fitted tile widths: whole pixels, from a huge board to a small one on a 4K screen."""


def test_the_levels_grow_by_the_step_from_fit_to_the_top() -> None:
    assert LEVELS[0] == 1 and LEVELS[-1] == MAX_ZOOM
    assert all(1.2 < b / a < 1.35 for a, b in itertools.pairwise(LEVELS))


@given(FITTED, st.floats(-1.0, 2 * MAX_TILE))
def test_a_zoomed_tile_is_never_narrower_than_fitted_nor_past_the_caps(
    fitted: float, tile: float
) -> None:
    shown = shown_width(fitted, tile)
    assert shown == fitted or fitted < shown <= min(MAX_TILE, fitted * MAX_ZOOM)
    assert shown_width(fitted, FIT) == fitted


@given(FITTED)
def test_steps_in_grow_to_the_top_and_steps_out_come_back_the_same_way_to_fit(
    fitted: float,
) -> None:
    widths = [fitted]
    while (bigger := wider(fitted, widths[-1])) != widths[-1]:
        widths.append(shown_width(fitted, bigger))
        assert len(widths) <= len(LEVELS)
    assert widths == sorted(set(widths))
    assert widths[-1] == max(fitted, min(MAX_TILE, round(fitted * MAX_ZOOM)))
    back = [widths[-1]]
    while (smaller := narrower(fitted, back[-1])) != FIT:
        back.append(smaller)
    assert [*back, fitted] == widths[::-1] if len(widths) > 1 else back == widths
