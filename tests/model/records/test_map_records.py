"""The records and picks of the map chooser."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from llk.model.board.layouts import Layout
from llk.model.board.shifts import ShiftMode
from llk.model.game.level_orders import shifts_word
from llk.model.game.settings import Pace
from llk.model.maps.catalog import layout_map, shipped_maps
from llk.model.records.map_records import (
    MapRecord,
    SizeFilter,
    SortOrder,
    map_records,
    map_shape,
    next_not_cleared,
    random_pick,
    shape_of,
    shown,
)
from llk.model.records.scores import board_key, board_parts
from llk.model.records.statistics import PlayedGame, Tally

MAPS = list(shipped_maps())
SHAPES = [map_shape(m, False) for m in MAPS]


def test_a_shape_is_a_maps_key_or_a_layouts_size_and_word() -> None:
    assert shape_of("9x13 map:heart down normal") == "map:heart"
    assert shape_of("9x13 map:mine/my map levels fast") == "map:mine/my map"
    assert shape_of("8x12 full down normal") == "8x12 full"
    assert map_shape(layout_map(Layout.RINGS, 8, 12), True) == "8x12 rings"


def test_records_join_a_maps_tables_whatever_the_shifts_and_pace() -> None:
    boards = {
        "9x13 map:heart down normal": Tally(
            won=1,
            lost=1,
            scored=1,
            score_total=300,
            best_score=300,
            seconds_total=50,
            best_seconds=50,
        ),
        "9x13 map:heart levels fast": Tally(lost=1, scored=1, score_total=500, best_score=500),
        "8x12 full none normal": Tally(lost=1),
    }
    run = PlayedGame(rows=5, cols=9, levels=True, outcome="lost", level=3, board_map="star")
    records = map_records(boards, [run])
    assert records["map:heart"] == MapRecord(500, True)
    assert records["8x12 full"] == MapRecord(None, False)
    assert records["map:star"] == MapRecord(None, True)


@given(st.sampled_from(list(SizeFilter)), st.sampled_from(list(SortOrder)))
def test_shown_filters_and_sorts_every_map_once(size: SizeFilter, order: SortOrder) -> None:
    cleared = {SHAPES[0]: MapRecord(10, True)}
    picked = shown(MAPS, SHAPES, cleared, size, order, {})
    assert len(set(picked)) == len(picked)
    if size is SizeFilter.ALL:
        assert sorted(picked) == list(range(len(MAPS)))
    if size is SizeFilter.NOT_CLEARED:
        assert 0 not in picked and len(picked) == len(MAPS) - 1
    if order is SortOrder.TILES:
        assert [MAPS[i].tiles for i in picked] == sorted(MAPS[i].tiles for i in picked)
    tiles = [MAPS[i].tiles for i in picked]
    assert {
        SizeFilter.SMALL: all(t <= 100 for t in tiles),
        SizeFilter.BIG: all(t >= 250 for t in tiles),
        SizeFilter.MEDIUM: all(100 < t < 250 for t in tiles),
    }.get(size, True)


@given(st.sets(st.integers(0, len(MAPS) - 1)), st.integers(0, len(MAPS) - 1))
def test_next_not_cleared_goes_round_to_the_first_not_cleared(
    cleared: set[int], current: int
) -> None:
    records = {SHAPES[i]: MapRecord(1, True) for i in cleared}
    found = next_not_cleared(SHAPES, records, current)
    if len(cleared) == len(MAPS):
        assert found is None
        return
    assert found is not None and found not in cleared
    steps = (found - current) % len(MAPS) or len(MAPS)
    assert all((current + s) % len(MAPS) in cleared for s in range(1, steps))


@given(st.integers(1, 80), st.integers(0, 79), st.integers(0, 2**32))
def test_random_never_picks_the_current_when_there_is_another(
    count: int, current: int, seed: int
) -> None:
    current %= count
    pick = random_pick(count, current, random.Random(seed))
    assert 0 <= pick < count and (pick != current or count == 1)


@given(
    st.integers(2, 20),
    st.integers(2, 30),
    st.sampled_from(["", "heart", "mine/my map", "cells/0123abcd"]),
    st.booleans(),
    st.sampled_from(list(ShiftMode)),
    st.sampled_from(list(Pace)),
)
def test_a_board_key_splits_back_into_its_parts(
    rows: int, cols: int, key: str, levels: bool, gravity: ShiftMode, pace: Pace
) -> None:
    board = board_key(rows, cols, Layout.RINGS, levels, gravity, pace, key)
    shape = f"map:{key}" if key else "rings"
    assert board_parts(board) == (f"{rows}x{cols}", shape, shifts_word(levels, gravity), pace)
    assert shape_of(board) == (shape if key else f"{rows}x{cols} rings")
    assert board_parts("not a key") is None
