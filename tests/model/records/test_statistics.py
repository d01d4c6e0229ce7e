"""Statistics: tallies that agree with the games, bounded storage, a loader that refuses
anything it did not write, and histogram bars that hold every value once."""

from __future__ import annotations

import datetime
import itertools
import json
import math
from dataclasses import replace
from typing import Any
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model import GameSettings
from llk.model.board.shifts import ShiftMode
from llk.model.game.results import GameRecord
from llk.model.game.scoring import MAX_COMBO
from llk.model.game.settings import Pace
from llk.model.records import statistics as statistics_module
from llk.model.records.endings import ABANDONED, LOST, OUTCOMES, WON
from llk.model.records.statistics import MAX_DAYS, RECENT, PlayedGame, Statistics, Tally, histogram

days = st.dates().map(lambda day: day.isoformat())
games = st.builds(
    PlayedGame,
    rows=st.sampled_from([4, 8]),
    cols=st.sampled_from([6, 12]),
    levels=st.booleans(),
    gravity=st.sampled_from(list(ShiftMode)[:3]),
    outcome=st.sampled_from(OUTCOMES),
    score=st.integers(-100, 10_000),
    seconds=st.floats(0, 3600, allow_nan=False),
    combo=st.integers(0, MAX_COMBO),
    day=days,
    daily=st.booleans(),
    level=st.integers(1, 30),
    scored=st.booleans(),
)


def same(a: Tally, b: Tally) -> bool:
    """Equal tallies, but for the rounding of float sums added in another order."""
    return replace(a, seconds_total=0.0) == replace(b, seconds_total=0.0) and math.isclose(
        a.seconds_total, b.seconds_total
    )


def played(added: list[PlayedGame]) -> Statistics:
    statistics = Statistics()
    for game in added:
        statistics.add(game)
    return statistics


@given(st.lists(games, max_size=40))
def test_the_tallies_agree_with_the_games(added: list[PlayedGame]) -> None:
    statistics = played(added)
    total = statistics.total()
    assert same(total, Tally.of(added))
    assert total.played == len(added)
    assert total.won == sum(g.outcome == WON for g in added)
    assert total.abandoned == sum(g.outcome == ABANDONED for g in added)
    scored = [g.score for g in added if g.scored]
    assert total.best_score == (max(scored) if scored else None)
    if scored:
        assert total.average_score == pytest.approx(sum(scored) / len(scored))
    times = [g.seconds for g in added if g.outcome == WON]
    assert total.best_seconds == (min(times) if times else None)
    if times:
        assert total.average_seconds == pytest.approx(sum(times) / len(times))
    assert total.best_combo == max((g.combo for g in added), default=0)
    runs = [g for g in added if g.levels]
    assert total.levels_cleared == sum(g.level - 1 for g in runs)
    assert total.best_level == max((g.level for g in runs), default=0)
    assert statistics.runs().played == len(runs)
    assert statistics.single_games().played == len(added) - len(runs)
    for key, tally in statistics.boards.items():
        assert same(tally, Tally.of(g for g in added if g.board == key))
    assert statistics.clearing_times() == times


@given(st.lists(games, max_size=25))
def test_dump_and_load_through_json_give_the_same_statistics(added: list[PlayedGame]) -> None:
    statistics = played(added)
    text = json.dumps(statistics.to_dict(), allow_nan=False)
    assert Statistics.from_dict(json.loads(text)) == statistics


def test_only_the_recent_games_are_kept_but_all_are_counted() -> None:
    statistics = played([PlayedGame(score=n) for n in range(RECENT + 30)])
    assert [g.score for g in statistics.recent] == list(range(30, RECENT + 30))
    assert statistics.total().played == RECENT + 30
    assert Statistics.from_dict(statistics.to_dict()) == statistics


def test_each_day_keeps_its_best_finished_daily_score_and_old_days_drop_out() -> None:
    statistics = Statistics()
    for score, outcome in ((50, WON), (90, LOST), (70, WON), (500, ABANDONED)):
        statistics.add(PlayedGame(score=score, outcome=outcome, day="2026-12-01", daily=True))
    statistics.add(PlayedGame(score=999, day="2026-12-01"))  # not the daily game
    assert statistics.daily == {"2026-12-01": 90}
    for offset in range(MAX_DAYS + 5):
        day = datetime.date(2000, 1, 1) + datetime.timedelta(days=offset)
        statistics.add(PlayedGame(day=day.isoformat(), daily=True))
    assert len(statistics.daily) == MAX_DAYS
    assert "2026-12-01" in statistics.daily


def test_the_board_forgotten_past_the_limit_is_never_one_of_a_recent_game() -> None:
    """Past `MAX_BOARDS` the board played least goes. Were it a board of the recent games,
    its next game would start a tally counting fewer games than the recent ones, and the
    loader would refuse the whole file (limits made small: 3 recent games, 4 boards)."""
    a, b, c, d, e = (PlayedGame(rows=2, cols=cols) for cols in (2, 4, 6, 8, 10))
    with mock.patch.multiple(statistics_module, RECENT=3, MAX_BOARDS=4):
        statistics = played([a, a, a, b, b, b, c, c, c, d, e, d])
        assert Statistics.from_dict(json.loads(json.dumps(statistics.to_dict()))) == statistics
        assert len(statistics.boards) == 4 and statistics.boards[d.board].played == 2


def test_a_game_record_becomes_a_played_game() -> None:
    settings = GameSettings(
        rows=4, cols=6, kinds=6, levels=False, gravity=ShiftMode.DOWN, pace=Pace.FAST
    )
    record = GameRecord(settings, 5, 1, 120, 33.333, 1, True, best_combo=4)
    game = PlayedGame.of(record, datetime.date(2026, 12, 1), daily=False)
    assert (game.rows, game.cols, game.gravity, game.pace) == (4, 6, "down", "fast")
    assert (game.score, game.seconds, game.combo, game.day) == (120, 33.3, 4, "2026-12-01")
    assert (game.outcome, game.level, game.scored) == (WON, 1, True)
    assert game.board == "4x6 full down fast"


def test_a_run_given_up_counts_once_with_its_level_and_the_points_of_its_cleared_levels() -> None:
    run = GameSettings(rows=4, cols=6, kinds=6)  # a run of levels
    record = GameRecord(run, 5, 4, 14_305, 20.0, 0, False, banked=14_000, given_up=True)
    game = PlayedGame.of(record, datetime.date(2026, 12, 1), daily=False)
    assert (game.outcome, game.level, game.score, game.scored) == (ABANDONED, 4, 14_000, True)
    statistics = played([game])
    assert (statistics.total().played, statistics.total().best_score) == (1, 14_000)
    single = replace(record, settings=replace(run, levels=False, gravity=ShiftMode.NONE))
    assert not PlayedGame.of(single, datetime.date(2026, 12, 1), daily=False).scored


def test_a_run_the_clock_ends_counts_its_levels_apart_from_single_games() -> None:
    """Five levels cleared, the clock ends level 6: no lost game, level 6 reached, 5 levels
    cleared of 6 played; a single game won beside it keeps its own win rate."""
    run = GameSettings(rows=4, cols=6, kinds=6)
    ended = GameRecord(run, 5, 6, 9000, 157.0, 0, False, banked=8000)
    single = GameRecord(replace(run, levels=False), 5, 1, 300, 60.0, 0, True)
    statistics = played(
        [PlayedGame.of(r, datetime.date(2026, 12, 1), daily=False) for r in (ended, single)]
    )
    runs, singles = statistics.runs(), statistics.single_games()
    assert (runs.runs, runs.best_level, runs.levels_cleared, runs.average_levels) == (1, 6, 5, 5)
    assert runs.level_rate == pytest.approx(5 / 6)
    assert (singles.played, singles.won, singles.lost, singles.win_rate) == (1, 1, 0, 1.0)


def test_a_file_from_before_runs_were_one_game_loads_as_it_was() -> None:
    """Older files have no level or scored field: each cleared level stays the game won
    it was counted as, every won or lost game scored."""
    old_game = {
        "rows": 8, "cols": 12, "layout": "full", "gravity": "levels", "pace": "normal",
        "score": 14_000, "seconds": 60.0, "combo": 3, "day": "2026-11-30", "daily": False,
    }  # fmt: skip
    old_tally = {
        "won": 4, "lost": 1, "abandoned": 2, "score_total": 30_000, "best_score": 14_000,
        "seconds_total": 200.0, "best_seconds": 40.0, "best_combo": 3,
    }  # fmt: skip
    data = {
        "recent": [{**old_game, "outcome": WON}, {**old_game, "outcome": ABANDONED}],
        "boards": {BOARD: old_tally},
        "daily": {},
    }
    statistics = Statistics.from_dict(data)
    assert [(g.level, g.scored) for g in statistics.recent] == [(1, True), (1, False)]
    tally = statistics.boards[BOARD]
    assert (tally.played, tally.won, tally.scored, tally.average_score) == (7, 4, 5, 6000)
    assert (tally.levels_cleared, tally.best_level, tally.runs) == (4, 2, 3)  # a level won a game
    assert Statistics.from_dict(statistics.to_dict()) == statistics


def valid() -> dict[str, Any]:
    return played([PlayedGame(score=10), PlayedGame(outcome=LOST, daily=True)]).to_dict()


def damaged(path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    data = valid()
    place: Any = data
    for step in path[:-1]:
        place = place[step]
    place[path[-1]] = value
    return data


BOARD = "8x12 full levels normal"


@pytest.mark.parametrize(
    ("data", "words"),
    [
        pytest.param([], "statistics must be", id="not-an-object"),
        pytest.param(damaged(("recent", 0, "score"), math.nan), "score", id="nan"),
        pytest.param(damaged(("recent", 0, "seconds"), math.inf), "seconds", id="infinity"),
        pytest.param(damaged(("recent", 0, "score"), 10**400), "1329-bit", id="huge"),
        pytest.param(damaged(("boards", BOARD, "won"), -1), "won", id="negative-count"),
        pytest.param(damaged(("boards", BOARD, "lost"), "1"), "lost", id="wrong-type"),
        pytest.param(damaged(("boards", BOARD, "best_score"), None), "best score", id="no-best"),
        pytest.param(damaged(("recent", 0, "daily"), 1), "daily", id="number-for-bool"),
        pytest.param(damaged(("recent", 0, "day"), "2026-13-01"), "date", id="bad-day"),
        pytest.param(damaged(("recent", 0, "layout"), "moon"), "layout", id="no-such-layout"),
        pytest.param(damaged(("recent", 0, "extra"), 1), "PlayedGame", id="extra-field"),
        pytest.param(damaged(("daily", "2026-12-01"), 1.5), "daily best", id="float-best"),
        pytest.param(damaged(("recent",), [{}] * (RECENT + 1)), "at most", id="too-many-games"),
        pytest.param(damaged(("boards", BOARD, "lost"), 0), "more games", id="uncounted-game"),
        pytest.param(damaged(("boards", BOARD, "scored"), 0), "best score", id="unscored-best"),
    ],
)
def test_damaged_data_is_refused_with_a_value_error(data: Any, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        Statistics.from_dict(data)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner),
    max_leaves=30,
)


def near_valid(data: dict[str, Any]) -> st.SearchStrategy[Any]:
    """``data`` with one field of one recent game or tally replaced by any JSON value."""
    game_fields = list(data["recent"][0])
    tally_fields = list(data["boards"][BOARD])
    return st.one_of(
        st.tuples(st.sampled_from(game_fields), json_values).map(
            lambda change: damaged(("recent", 0, change[0]), change[1])
        ),
        st.tuples(st.sampled_from(tally_fields), json_values).map(
            lambda change: damaged(("boards", BOARD, change[0]), change[1])
        ),
    )


@given(st.one_of(json_values, near_valid(valid())))
def test_loading_any_json_gives_statistics_or_a_value_error(data: Any) -> None:
    try:
        statistics = Statistics.from_dict(data)
    except ValueError:
        return
    assert Statistics.from_dict(statistics.to_dict()) == statistics


@given(st.lists(st.floats(0, 10**7, allow_nan=False), max_size=60), st.integers(1, 20))
def test_histogram_bars_hold_every_value_once_in_round_even_steps(
    values: list[float], bars: int
) -> None:
    made = histogram(values, bars)
    assert sum(b.count for b in made) == len(values)
    if not values:
        assert made == []
        return
    assert len(made) <= bars + 1
    width = made[0].high - made[0].low
    assert width >= 1
    mantissa = width / 10 ** math.floor(math.log10(width))
    assert any(math.isclose(mantissa, step) for step in (1, 2, 5))
    for before, after in itertools.pairwise(made):
        assert math.isclose(before.high, after.low)
    assert made[0].low <= min(values) and max(values) <= made[-1].high


def test_histogram_of_clearing_times() -> None:
    made = histogram([12.0, 15.5, 31.0, 48.0, 49.9], bars=4)
    assert [(b.low, b.high, b.count) for b in made] == [
        (10.0, 20.0, 2),
        (20.0, 30.0, 0),
        (30.0, 40.0, 1),
        (40.0, 50.0, 2),
    ]
