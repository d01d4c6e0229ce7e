"""Game settings: defaults, ranges and cross-field checks."""

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model import LAYOUTS, GameSettings, ParameterError, deal


def test_defaults_are_valid_and_dealable() -> None:
    s = GameSettings()
    board = deal(s.rows, s.cols, s.kinds, s.layout, seed=1)
    assert board.tile_count() == s.rows * s.cols
    assert (s.time_limit_s, s.hints, s.refreshes) == (100, 3, 3)


@pytest.mark.parametrize(
    ("changes", "field", "words"),
    [
        ({"rows": 1}, "rows", "between 2 and 20"),
        ({"cols": 31}, "cols", "between 2 and 30"),
        ({"hints": -1}, "hints", "between 0 and 99"),
        ({"time_limit_s": "soon"}, "time_limit_s", "must be a number"),
        ({"refreshes": True}, "refreshes", "must be a number"),
        ({"rows": 3, "cols": 3}, "layout", "odd number"),
        ({"rows": 2, "cols": 2, "kinds": 3}, "kinds", "between 1 and 2"),
        ({"layout": "spiral"}, "layout", "unknown layout 'spiral'"),
        ({"gravity": "sideways"}, "gravity", "unknown gravity"),
    ],
)
def test_impossible_values_name_the_field(
    changes: dict[str, object], field: str, words: str
) -> None:
    with pytest.raises(ParameterError, match=words) as caught:
        GameSettings(**changes)  # type: ignore[arg-type]
    assert caught.value.field == field


def test_range_of_reads_the_declared_range() -> None:
    assert GameSettings.range_of("rows") == (2, 20)
    with pytest.raises(KeyError):
        GameSettings.range_of("colour")


@given(
    rows=st.integers(2, 20),
    cols=st.integers(2, 30),
    kinds=st.integers(1, 48),
    layout=st.sampled_from(LAYOUTS),
)
def test_valid_settings_always_deal(rows: int, cols: int, kinds: int, layout: str) -> None:
    try:
        s = GameSettings(rows=rows, cols=cols, kinds=kinds, layout=layout)
    except ParameterError:
        return
    board = deal(s.rows, s.cols, s.kinds, s.layout, seed=0)
    assert len(board.face_counts()) == kinds


def test_settings_are_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        GameSettings().rows = 4  # type: ignore[misc]
