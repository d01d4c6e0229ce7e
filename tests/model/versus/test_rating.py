"""The versus record: the rating moves with places against each strength's rating."""

from collections import Counter
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model.versus.rating import RATINGS, START_RATING, Tally, VersusRecord, expected
from llk.model.versus.rivals import Strength
from llk.model.versus.standings import Finish, Result


def _results(order: list[int]) -> list[Result]:
    """Results with the racers of ``order`` placed first to last."""
    return [
        Result(player, str(player), place, 0, 0.0, Finish.RACING, 0, Counter(), Counter())
        for place, player in enumerate(order, start=1)
    ]


def test_beating_a_master_gains_more_than_beating_a_beginner() -> None:
    start = VersusRecord()
    master = start.after(_results([0, 1]), {1: Strength.MASTER})
    beginner = start.after(_results([0, 1]), {1: Strength.BEGINNER})
    assert master.rating - START_RATING > beginner.rating - START_RATING > 0
    assert master.wins == 1 and master.by_strength[Strength.MASTER] == Tally(1, 0, 1)


def test_losing_to_a_beginner_costs_more_than_losing_to_a_master() -> None:
    start = VersusRecord()
    master = start.after(_results([1, 0]), {1: Strength.MASTER})
    beginner = start.after(_results([1, 0]), {1: Strength.BEGINNER})
    assert START_RATING - beginner.rating > START_RATING - master.rating > 0
    assert beginner.wins == 0 and beginner.by_strength[Strength.BEGINNER] == Tally(0, 1, 0)


@given(st.permutations(range(4)), st.lists(st.sampled_from(list(Strength)), min_size=3, max_size=3))
def test_a_race_moves_the_rating_by_at_most_k(order: list[int], strengths: list[Strength]) -> None:
    record = VersusRecord().after(_results(order), dict(enumerate(strengths, start=1)))
    assert abs(record.rating - START_RATING) <= 32
    assert record.races == 1
    tallies = record.by_strength.values()
    assert sum(t.beaten + t.lost_to for t in tallies) == 3


def test_even_is_rated_as_the_player_is() -> None:
    record = VersusRecord(rating=1500.0)
    won = record.after(_results([0, 1]), {1: Strength.EVEN})
    assert won.rating == pytest.approx(1500.0 + 32 * (1 - expected(1500.0, 1500.0)))
    assert Strength.EVEN not in RATINGS


def test_a_record_round_trips() -> None:
    record = VersusRecord().after(_results([2, 0, 1]), {1: Strength.CASUAL, 2: Strength.MASTER})
    assert VersusRecord.from_dict(record.to_dict()) == record


@pytest.mark.parametrize(
    "damage",
    [
        {"rating": float("nan")},
        {"rating": 10**400},
        {"races": -1},
        {"wins": 5},
        {"by_strength": {"god": [1, 2, 3]}},
        {"by_strength": {"master": [1, 2]}},
        {"by_strength": {"master": [1, -2, 0]}},
        {"by_strength": []},
    ],
)
def test_a_damaged_record_is_a_value_error(damage: dict[str, Any]) -> None:
    data = {**VersusRecord(races=1, wins=1).to_dict(), **damage}
    with pytest.raises(ValueError, match=r"\w"):
        VersusRecord.from_dict(data)
