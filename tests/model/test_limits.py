"""One set of limits for every input: anything else is a `ParameterError`, never a
TypeError, an OverflowError or a MemoryError."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TypeVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import Board, Game, GameSettings, ParameterError, deal
from llk.model.limits import MAX_BOARD_SIDE, MAX_COLS, MAX_ROWS, MAX_SEED

T = TypeVar("T")
ANYTHING = st.one_of(
    st.integers(-(10**6), 10**6),
    st.sampled_from([10**400, -(10**400), 2**64, MAX_BOARD_SIDE + 1, 0, 1, 2]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
    st.none(),
    st.text(max_size=5),
)


def outcome(make: Callable[[], T]) -> tuple[T | None, str | None]:
    """What ``make`` built, or the field its `ParameterError` named (any other error fails)."""
    try:
        return make(), None
    except ParameterError as error:
        return None, error.field


@given(rows=ANYTHING, cols=ANYTHING, kinds=ANYTHING)
@settings(max_examples=300)
def test_deal_takes_any_numbers_and_deals_or_says_which_is_wrong(
    rows: object, cols: object, kinds: object
) -> None:
    board, field = outcome(lambda: deal(rows, cols, kinds, seed=1))  # type: ignore[arg-type]
    if board is None:
        assert field in ("rows", "cols", "kinds", "layout")
    else:
        assert board.rows <= MAX_BOARD_SIDE and board.cols <= MAX_BOARD_SIDE


@given(rows=ANYTHING, cols=ANYTHING)
def test_a_board_is_made_within_the_limit_or_refused(rows: object, cols: object) -> None:
    board, field = outcome(lambda: Board(rows, cols))  # type: ignore[arg-type]
    if board is None:
        assert field in ("rows", "cols")
    else:
        assert 1 <= board.rows <= MAX_BOARD_SIDE and 1 <= board.cols <= MAX_BOARD_SIDE


@given(field=st.sampled_from(["rows", "cols", "kinds", "hints", "time_bonus_s"]), value=ANYTHING)
def test_settings_take_any_value_or_name_the_field(field: str, value: object) -> None:
    chosen, named = outcome(lambda: GameSettings(**{field: value}))  # type: ignore[arg-type]
    if chosen is None:
        assert named in (field, "layout", "kinds")
    else:
        assert chosen.rows <= MAX_ROWS and chosen.cols <= MAX_COLS
        assert math.isfinite(chosen.time_bonus_s)


def test_the_largest_board_the_model_builds_is_documented() -> None:
    assert Board(MAX_BOARD_SIDE, MAX_BOARD_SIDE).rows == MAX_BOARD_SIDE
    with pytest.raises(ParameterError, match="at most"):
        Board.from_rows([[0] * (MAX_BOARD_SIDE + 1)])
    with pytest.raises(ParameterError, match="at most"):
        deal(MAX_BOARD_SIDE + 1, 2, 1)


@pytest.mark.parametrize("seed", [-1, MAX_SEED + 1, 10**400, 1.5, "7", True])
def test_game_numbers_outside_the_one_range_are_refused(seed: object) -> None:
    with pytest.raises(ParameterError, match="seed"):
        Game(GameSettings(rows=2, cols=2, kinds=1), seed=seed)  # type: ignore[arg-type]
    assert Game(GameSettings(rows=2, cols=2, kinds=1), seed=MAX_SEED).seed == MAX_SEED
