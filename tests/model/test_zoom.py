"""The zoom's steps: never below fit, never past the top, and back the way they came."""

from __future__ import annotations

import itertools

from hypothesis import given
from hypothesis import strategies as st

from llk.model.zoom import FIT, LEVELS, MAX_ZOOM, tile_width, top_zoom, zoomed_in, zoomed_out

ZOOMS = st.floats(FIT, MAX_ZOOM)
WIDTHS = st.floats(1.0, 2000.0)


def test_the_levels_grow_by_the_step_from_fit_to_the_top() -> None:
    assert LEVELS[0] == FIT and LEVELS[-1] == MAX_ZOOM
    assert list(LEVELS) == sorted(set(LEVELS))
    assert all(1.2 < b / a < 1.35 for a, b in itertools.pairwise(LEVELS))


@given(ZOOMS, ZOOMS)
def test_a_step_in_grows_up_to_the_top_and_a_step_out_never_goes_below_fit(
    zoom: float, top: float
) -> None:
    bigger = zoomed_in(zoom, top)
    assert bigger >= zoom and bigger <= max(zoom, top)
    smaller = zoomed_out(zoom)
    assert FIT <= smaller <= zoom and (smaller < zoom or zoom == FIT)


def test_in_then_out_comes_back_to_the_same_level() -> None:
    for level in LEVELS[:-1]:
        assert zoomed_out(zoomed_in(level)) == level
    assert zoomed_in(MAX_ZOOM) == MAX_ZOOM and zoomed_out(FIT) == FIT


@given(WIDTHS, ZOOMS, st.floats(16.0, 400.0))
def test_a_zoomed_tile_is_never_narrower_than_fitted_nor_past_the_cap(
    fitted: float, zoom: float, cap: float
) -> None:
    wide = tile_width(fitted, zoom, cap)
    assert fitted <= wide <= max(fitted, cap)
    assert wide == fitted or wide == int(wide)  # whole pixels once zoomed
    assert FIT <= top_zoom(fitted, cap) <= MAX_ZOOM
