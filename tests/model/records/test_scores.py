"""High-score tables: ranking, the top-ten cut, and reading back what was written."""

import json
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model import GameSettings
from llk.model.board.layouts import Layout
from llk.model.board.shifts import ShiftMode
from llk.model.game.settings import Pace
from llk.model.records.scores import MAX_NAME, TOP, HighScores, ScoreEntry, player_name, table_key

entries = st.builds(
    ScoreEntry,
    name=st.text(max_size=12).map(player_name),
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


def test_data_that_holds_no_tables_raises_value_error() -> None:
    too_many: dict[str, list[object]] = {str(n): [] for n in range(1001)}
    nothing_like_tables: list[object] = [[], "tables", too_many]
    for data in nothing_like_tables:
        with pytest.raises(ValueError, match="high-score tables"):
            HighScores.from_dict(data)


GOOD = {"name": "Ada", "score": 120, "seconds": 41.5, "date": "2026-12-01", "hints_used": False}


@pytest.mark.parametrize(
    "bad",
    [
        1,
        {"name": "x"},
        {**GOOD, "name": 1},
        {**GOOD, "score": 10**400},
        {**GOOD, "score": 1.5},
        {**GOOD, "seconds": math.nan},
        {**GOOD, "seconds": math.inf},
        {**GOOD, "seconds": -1},
        {**GOOD, "hints_used": "no"},
    ],
)
def test_a_damaged_entry_is_left_out_and_counted(bad: object) -> None:
    scores = HighScores.from_dict({"k": [GOOD, bad], "broken table": {}})
    assert scores.top("k") == [ScoreEntry.from_dict(GOOD)]
    assert scores.dropped == 2 and "broken table" not in scores.tables


def test_a_name_longer_than_llk_writes_now_is_kept_shortened() -> None:
    """Older LLKs saved names of any length: the entry is kept, not dropped as damaged."""
    scores = HighScores.from_dict({"k": [{**GOOD, "name": " Ada " + "x" * 1000}]})
    assert scores.dropped == 0
    assert scores.top("k") == [ScoreEntry.from_dict({**GOOD, "name": "Ada " + "x" * 60})]
    assert len(scores.top("k")[0].name) == MAX_NAME


@given(st.text(st.characters(exclude_categories=())))
def test_a_player_name_is_one_short_trimmed_line_and_stays_as_it_is(text: str) -> None:
    name = player_name(text)
    assert len(name) <= MAX_NAME and name == name.strip() and "\n" not in name
    assert player_name(name) == name
    name.encode("utf-8")  # no lone surrogate: the file can be written


def test_table_key_separates_modes() -> None:
    assert table_key(GameSettings()) == "8x12 full levels normal"
    assert table_key(GameSettings(levels=False, gravity=ShiftMode.NONE)) == "8x12 full none normal"
    assert (
        table_key(GameSettings(pace=Pace.UNTIMED, layout=Layout.RINGS))
        == "8x12 rings levels untimed"
    )
