"""The Versus dialog's choices: declared once with their ranges and words, and the board
each one deals a race on, never silently another."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model import GameSettings, ParameterError, ShiftMode
from llk.model.board.layouts import Layout
from llk.model.game.settings import BOARD_PRESETS
from llk.model.maps.catalog import find_map
from llk.model.versus.choices import (
    BOARDS,
    DEFAULT_STRENGTHS,
    PRESET_BOARDS,
    YOUR_BOARD,
    YOUR_MAP,
    VersusChoices,
)
from llk.model.versus.rivals import Strength

HEART = find_map("heart", None)
assert HEART is not None
DOWN_ONLY = replace(HEART, shifts=(ShiftMode.DOWN, ShiftMode.UP))
MINE = GameSettings(rows=6, cols=10, kinds=12, layout=Layout.DIAMOND)


@pytest.mark.parametrize(
    ("field", "value"),
    [("opponents", 0), ("opponents", 6), ("board", "huge-ish"), ("strength_2", "god")],
)
def test_a_choice_out_of_its_range_or_words_names_its_field(field: str, value: object) -> None:
    with pytest.raises(ParameterError) as raised:
        VersusChoices(**{field: value})  # type: ignore[arg-type]
    assert raised.value.field == field


def test_the_rivals_raced_are_the_first_ones_and_the_others_keep_their_strength() -> None:
    assert VersusChoices().all_strengths == DEFAULT_STRENGTHS
    chosen = VersusChoices(opponents=2).with_strengths((Strength.MASTER, Strength.EVEN))
    assert chosen.strengths == [Strength.MASTER, Strength.EVEN]
    assert chosen.all_strengths[2:] == DEFAULT_STRENGTHS[2:]
    assert VersusChoices(props=False, idle_out=False).rules.props is False


def test_your_board_is_the_preferences_size_not_the_map_last_played() -> None:
    on_map = MINE.on_map(HEART)
    dealt = VersusChoices().race_settings(on_map)
    assert dealt.board_map is None and dealt.size == (6, 10) and dealt.layout is Layout.DIAMOND
    assert not dealt.levels and dealt.gravity is ShiftMode.NONE


def test_the_map_is_raced_only_when_chosen_and_there_is_one() -> None:
    chosen = VersusChoices(board=YOUR_MAP, shifts=ShiftMode.LEFT)
    assert chosen.race_settings(MINE.on_map(HEART)).board_map == MINE.on_map(HEART).board_map
    assert chosen.race_settings(MINE).size == MINE.size  # no map: the Preferences' board
    assert chosen.race_settings(MINE.on_map(DOWN_ONLY)).gravity is ShiftMode.DOWN


@pytest.mark.parametrize("word", PRESET_BOARDS)
def test_a_preset_is_a_full_board_of_its_size(word: str) -> None:
    _name, rows, cols, kinds = BOARD_PRESETS[PRESET_BOARDS.index(word)]
    dealt = VersusChoices(board=word).race_settings(MINE.on_map(HEART))
    assert (dealt.size, dealt.kinds, dealt.layout) == ((rows, cols), kinds, Layout.FULL)


@given(
    st.sampled_from(BOARDS),
    st.sampled_from(list(ShiftMode)),
    st.sampled_from([MINE, GameSettings(), MINE.on_map(HEART), MINE.on_map(DOWN_ONLY)]),
)
def test_every_choice_deals_one_game_under_the_shifts_chosen_where_allowed(
    board: str, shifts: ShiftMode, settings: GameSettings
) -> None:
    dealt = VersusChoices(board=board, shifts=shifts).race_settings(settings)
    assert not dealt.levels and dealt.cells
    allowed = dealt.board_map.shifts if dealt.board_map is not None else tuple(ShiftMode)
    assert dealt.gravity is (shifts if shifts in allowed else allowed[0])
    assert (dealt.board_map is not None) == (board == YOUR_MAP and settings.board_map is not None)
    assert board != YOUR_BOARD or dealt.size == (settings.rows, settings.cols)
