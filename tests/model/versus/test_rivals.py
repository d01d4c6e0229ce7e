"""The rivals: who they are, their pace by strength, and "even" from the player's times."""

import random
import statistics
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model.errors import ParameterError
from llk.model.versus.rivals import (
    EVEN_PAIR_S,
    MAX_PAIR_S,
    MIN_PAIR_S,
    TEMPOS,
    Rival,
    Strength,
    even_pair_s,
    lineup,
    pause_s,
    tempo,
)


def test_the_strengths_get_faster_from_beginner_to_master() -> None:
    paces = [TEMPOS[s].pair_s for s in list(Strength)[:-1]]
    assert paces == sorted(paces, reverse=True)
    blunders = [TEMPOS[s].blunder for s in list(Strength)[:-1]]
    assert blunders == sorted(blunders, reverse=True)


@given(st.sampled_from(list(Strength)[:-1]), st.integers(0, 2**32))
def test_a_pause_is_never_below_a_quarter_of_the_pace(strength: Strength, seed: int) -> None:
    pace = TEMPOS[strength]
    assert pause_s(pace, random.Random(seed)) >= 0.25 * pace.pair_s


def test_pauses_average_near_the_pace_plus_the_stops_to_think() -> None:
    pace = TEMPOS[Strength.SKILLED]
    rng = random.Random(1)
    mean = statistics.mean(pause_s(pace, rng) for _ in range(20_000))
    expected = pace.pair_s + pace.hesitate * sum(pace.hesitate_s) / 2
    assert mean == pytest.approx(expected, rel=0.05)


@given(st.lists(st.floats(0.1, 10_000.0), min_size=1, max_size=40), st.integers(1, 300))
def test_even_plays_at_the_players_median_pace_held_to_the_range(
    times: list[float], pairs: int
) -> None:
    pace = even_pair_s(times, pairs)
    assert MIN_PAIR_S <= pace <= MAX_PAIR_S
    assert pace == pytest.approx(max(MIN_PAIR_S, min(MAX_PAIR_S, statistics.median(times) / pairs)))


def test_even_before_any_clear_plays_as_skilled() -> None:
    assert even_pair_s([], 48) == EVEN_PAIR_S == TEMPOS[Strength.SKILLED].pair_s
    assert tempo(Strength.EVEN, 1.7).pair_s == 1.7


def test_a_lineup_names_its_rivals_and_checks_its_size() -> None:
    rivals = lineup([Strength.BEGINNER, Strength.MASTER])
    assert [r.name for r in rivals] == ["Lin", "Mei"]
    with pytest.raises(ParameterError):
        lineup([])
    with pytest.raises(ParameterError):
        lineup([Strength.MASTER] * 6)


@pytest.mark.parametrize(
    "data",
    [
        None,
        {"name": "", "picture": 1, "strength": "master", "pair_s": 1.0},
        {"name": "x\n", "picture": 1, "strength": "master", "pair_s": 1.0},
        {"name": "x", "picture": 0, "strength": "master", "pair_s": 1.0},
        {"name": "x", "picture": 1, "strength": "god", "pair_s": 1.0},
        {"name": "x", "picture": 1, "strength": "master", "pair_s": float("inf")},
        {"name": "x", "picture": 1, "strength": "master"},
    ],
)
def test_a_damaged_rival_is_a_value_error(data: Any) -> None:
    with pytest.raises(ValueError, match=r"\w"):
        Rival.from_dict(data)


def test_a_rival_round_trips() -> None:
    rival = lineup([Strength.EVEN], 2.5)[0]
    assert Rival.from_dict(rival.to_dict()) == rival
