"""Game settings: defaults, ranges and cross-field checks."""

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model import GameSettings, ParameterError, deal
from llk.model.board.layouts import Layout, layout_cells
from llk.model.game.settings import PACES, Pace


def test_defaults_are_valid_and_dealable() -> None:
    s = GameSettings()
    board = deal(s.rows, s.cols, s.kinds, s.layout, seed=1)
    assert board.tile_count() == s.rows * s.cols
    assert (s.pace, s.time_limit_s, s.hints, s.refreshes) == ("normal", 192, 3, 3)


@pytest.mark.parametrize(
    ("changes", "field", "words"),
    [
        ({"rows": 1}, "rows", "between 2 and 20"),
        ({"cols": 31}, "cols", "between 2 and 30"),
        ({"hints": -1}, "hints", "between 0 and 99"),
        ({"pace": "soon"}, "pace", "unknown pace"),
        ({"refreshes": True}, "refreshes", "must be a whole number"),
        ({"rows": 8.5}, "rows", "must be a whole number"),
        ({"time_bonus_s": float("nan")}, "time_bonus_s", "between"),
        ({"combo_window_s": float("inf")}, "combo_window_s", "between"),
        ({"solvable": "yes"}, "solvable", "true or false"),
        ({"rows": 10**400}, "rows", "bit number"),
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
    layout=st.sampled_from(Layout),
)
def test_valid_settings_always_deal(rows: int, cols: int, kinds: int, layout: Layout) -> None:
    try:
        s = GameSettings(rows=rows, cols=cols, kinds=kinds, layout=layout)
    except ParameterError:
        return
    board = deal(s.rows, s.cols, s.kinds, s.layout, seed=0)
    assert len(board.face_counts()) == kinds


def test_settings_are_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        GameSettings().rows = 4  # type: ignore[misc]


@pytest.mark.parametrize(
    ("rows", "cols", "layout"), [(6, 8, "full"), (16, 30, "full"), (8, 12, "rings")]
)
def test_the_clock_grows_with_the_tiles_dealt(rows: int, cols: int, layout: Layout) -> None:
    cells = len(layout_cells(layout, rows, cols))
    for pace, seconds in PACES.items():
        limit = GameSettings(rows=rows, cols=cols, layout=layout, pace=pace).time_limit_s
        assert limit == round(seconds * cells)
    assert (
        GameSettings(pace=Pace.UNTIMED).time_limit_s == 0
        and not GameSettings(pace=Pace.UNTIMED).timed
    )


def test_a_game_on_a_map_deals_alike_whatever_the_board_size_setting() -> None:
    """A map has its own cells: the board-size setting and the layout stay for layouts."""
    from llk.model.maps.catalog import shipped_maps

    on_map = GameSettings().on_map(shipped_maps()[0])
    for unused in ({"rows": 3}, {"cols": 5}, {"layout": Layout.RINGS}):
        assert on_map.deals_like(dataclasses.replace(on_map, **unused))
    for used in ({"kinds": 2}, {"pace": Pace.FAST}, {"hints": 9}, {"board_map": None}):
        assert not on_map.deals_like(dataclasses.replace(on_map, **used))


@given(st.integers(1, 5).map(lambda n: 2 * n), st.integers(2, 10))
def test_off_a_map_every_setting_deals_differently(rows: int, cols: int) -> None:
    base = GameSettings(rows=4, cols=4, kinds=2)
    other = dataclasses.replace(base, rows=rows, cols=cols)
    assert base.deals_like(other) == (base == other)
