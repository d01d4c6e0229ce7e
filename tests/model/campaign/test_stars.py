import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model.campaign.stars import stars, stars_shown

PAIRS = 40  # 3 stars within 80 s, 2 within 140 s


@pytest.mark.parametrize(
    ("seconds", "hints", "expected"),
    [
        (80.0, 0, 3),  # exactly 2 s a pair
        (80.01, 0, 2),
        (10.0, 1, 2),  # one hint: never 3
        (140.0, 1, 2),  # exactly 3.5 s a pair
        (140.01, 1, 1),
        (140.0, 2, 1),  # two hints: one star however fast
        (1.0, 2, 1),
        (10_000.0, 0, 1),
        (math.nan, 0, 1),
    ],
)
def test_stars_from_time_and_hints_untimed(seconds: float, hints: int, expected: int) -> None:
    assert stars(True, seconds, PAIRS, hints, 0) == expected


def test_a_short_time_limit_tightens_the_bars() -> None:
    # 100 s limit: 3 stars within 50 s (not 80), 2 within 87.5 s (not 140)
    assert stars(True, 50.0, PAIRS, 0, 100) == 3
    assert stars(True, 50.5, PAIRS, 0, 100) == 2
    assert stars(True, 87.5, PAIRS, 0, 100) == 2
    assert stars(True, 88.0, PAIRS, 0, 100) == 1
    # a generous limit changes nothing
    assert stars(True, 80.0, PAIRS, 0, 10_000) == 3


def test_nothing_for_a_level_not_cleared() -> None:
    assert stars(False, 1.0, PAIRS, 0, 0) == 0


@given(
    st.floats(0, 10_000),
    st.floats(0, 1_000),
    st.integers(1, 300),
    st.integers(0, 5),
    st.integers(0, 3),
    st.integers(0, 5_000),
)
def test_more_time_or_more_hints_never_give_more_stars(
    seconds: float, more_s: float, pairs: int, hints: int, more_hints: int, limit: int
) -> None:
    got = stars(True, seconds, pairs, hints, limit)
    assert 1 <= got <= 3
    assert stars(True, seconds + more_s, pairs, hints, limit) <= got
    assert stars(True, seconds, pairs, hints + more_hints, limit) <= got


def test_stars_as_drawn() -> None:
    assert [stars_shown(n) for n in range(4)] == ["☆☆☆", "★☆☆", "★★☆", "★★★"]
