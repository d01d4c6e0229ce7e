"""High-score tables: ranking, the top-ten cut, and reading back what was written."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model import GameSettings
from llk.model.scores import TOP, HighScores, ScoreEntry, table_key

entries = st.builds(
    ScoreEntry,
    name=st.text(max_size=12),
    score=st.integers(-100, 10_000),
    seconds=st.floats(0, 3600, allow_nan=False),
    date=st.just("2026-11-30"),
    hints_used=st.booleans(),
)


@given(st.lists(entries, max_size=30))
def test_tables_keep_the_best_ten_in_order(added: list[ScoreEntry]) -> None:
    scores = HighScores()
    for entry in added:
        scores.add("k", entry)
    table = scores.top("k")
    assert len(table) == min(TOP, len(added))
    assert table == sorted(table, key=lambda e: (-e.score, e.seconds))
    best = sorted(added, key=lambda e: (-e.score, e.seconds))[:TOP]
    assert [(e.score, e.seconds) for e in table] == [(e.score, e.seconds) for e in best]


@given(st.lists(entries, max_size=15))
def test_round_trip_through_json(added: list[ScoreEntry]) -> None:
    scores = HighScores()
    for entry in added:
        scores.add("8x12 full none 100s", entry)
    again = HighScores.from_dict(json.loads(json.dumps(scores.to_dict())))
    assert again == scores


def test_add_reports_the_rank_or_none() -> None:
    scores = HighScores()
    for points in range(TOP):
        scores.add("k", ScoreEntry("a", 100 + points, 10, "d", False))
    assert scores.add("k", ScoreEntry("low", 5, 10, "d", False)) is None
    assert not scores.qualifies("k", 100, 10)
    assert scores.add("k", ScoreEntry("top", 1000, 10, "d", True)) == 1
    assert scores.add("k", ScoreEntry("faster", 1000, 5, "d", True)) == 1


@pytest.mark.parametrize(
    "data",
    [
        [],
        {"k": {}},
        {"k": [1]},
        {"k": [{"name": "x"}]},
        {"k": [{"name": 1, "score": 1, "seconds": 1, "date": "d", "hints_used": False}]},
    ],
)
def test_malformed_tables_raise_value_error(data: object) -> None:
    with pytest.raises(ValueError, match="score"):
        HighScores.from_dict(data)


def test_table_key_separates_modes() -> None:
    assert table_key(GameSettings()) == "8x12 full levels normal"
    assert table_key(GameSettings(gravity="none")) == "8x12 full none normal"
    assert table_key(GameSettings(pace="untimed", layout="rings")) == "8x12 rings levels untimed"
