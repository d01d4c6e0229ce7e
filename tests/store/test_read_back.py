"""What LLK writes, it reads back: the high scores, the statistics and the saved game, each
written by its own writer and read by its own reader through the real files.

A writer that wrote what its reader refuses lost the data at the next start: a name
longer than the reader took lost the high score; the same is checked of every field.
"""

from __future__ import annotations

import datetime
import tempfile
from dataclasses import replace
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from llk.model import Game, GameSettings, find_moves
from llk.model.board.layouts import Layout
from llk.model.board.shifts import ShiftMode
from llk.model.files import MAX_FILE_BYTES
from llk.model.game.results import GameRecord
from llk.model.game.scoring import MAX_COMBO
from llk.model.game.settings import Pace
from llk.model.records import statistics as statistics_module
from llk.model.records.scores import MAX_NAME, MAX_TABLES, TOP, HighScores, ScoreEntry, board_key
from llk.model.records.statistics import PlayedGame
from llk.store.data_files import DataFile
from llk.store.save_keeper import SaveKeeper
from llk.store.score_keeper import SCORES_FORMAT, ScoreKeeper
from llk.store.statistics_keeper import StatisticsKeeper
from tests.model.clock import FakeClock

any_text = st.text(st.characters(exclude_categories=()), max_size=3 * MAX_NAME)
"""Names as a player may type or paste them: controls, lone surrogates, anything."""
scores = st.integers(-(10**12), 10**12)
clock_readings = st.floats(0, 10**12, allow_nan=False)
boards = st.sampled_from(
    [(True, ShiftMode.NONE), (False, ShiftMode.NONE), (False, ShiftMode.DOWN)]
).flatmap(
    lambda shifts: st.builds(
        GameSettings,
        rows=st.sampled_from([2, 4]),
        cols=st.sampled_from([2, 6]),
        kinds=st.just(2),
        levels=st.just(shifts[0]),
        gravity=st.just(shifts[1]),
    )
)
records = st.builds(
    GameRecord,
    settings=boards,
    seed=st.integers(0, 10),
    level=st.integers(1, 3),
    score=scores,
    elapsed_s=clock_readings,
    hints_used=st.integers(0, 3),
    won=st.booleans(),
    best_combo=st.integers(0, MAX_COMBO),
)
quick = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@quick
@given(st.lists(st.tuples(records, any_text), max_size=12))
def test_every_high_score_entered_is_read_back_the_same(
    entered: list[tuple[GameRecord, str]],
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        keeper = ScoreKeeper(Path(folder))
        for record, name in entered:
            candidate = keeper.candidate(record)
            if candidate is not None:
                keeper.enter(candidate, name)
        again = ScoreKeeper(Path(folder))
    assert again.load_problem is None
    assert again.scores == keeper.scores and again.scores.dropped == 0
    for table in again.scores.tables.values():
        assert all(len(entry.name) <= MAX_NAME for entry in table)


@quick
@given(st.lists(st.tuples(records, st.booleans()), max_size=12))
def test_every_game_counted_is_read_back_the_same(counted: list[tuple[GameRecord, bool]]) -> None:
    """With limits small enough to be met: 3 recent games, 4 boards, 2 days."""
    small = mock.patch.multiple(statistics_module, RECENT=3, MAX_BOARDS=4, MAX_DAYS=2)
    with small, tempfile.TemporaryDirectory() as folder:
        days = iter(datetime.date(2026, 12, 1) + datetime.timedelta(n) for n in range(99))
        keeper = StatisticsKeeper(Path(folder), today=lambda: next(days))
        for record, given_up in counted:
            keeper.ended(replace(record, given_up=given_up))  # won, lost or given up
        again = StatisticsKeeper(Path(folder))
    assert again.load_problem is None
    assert again.statistics == keeper.statistics


@quick
@given(seed=st.integers(0, 99), pairs=st.integers(0, 3), waited=clock_readings)
def test_every_game_kept_is_resumed_from_the_same_place(
    seed: int, pairs: int, waited: float
) -> None:
    """However long the game was played (an untimed game open for months)."""
    clock = FakeClock()
    game = Game(GameSettings(rows=4, cols=6, kinds=6, pace=Pace.UNTIMED), seed=seed, clock=clock)
    for _ in range(pairs):
        a, b = find_moves(game.board)[0]
        game.click(a)
        game.click(b)
    clock.advance(waited)
    with tempfile.TemporaryDirectory() as folder:
        SaveKeeper(Path(folder), clock).keep(game)
        resumed, problem = SaveKeeper(Path(folder), clock).load()
    assert problem is None and resumed is not None
    assert (resumed.board, resumed.scoring.points, resumed.seed) == (
        game.board,
        game.scoring.points,
        game.seed,
    )


def test_the_fullest_table_file_is_read_back_the_same(tmp_path: Path) -> None:
    """Every table LLK keeps, each full, every name as long as it may be in the widest
    characters: the file stays under the size its reader takes, and a table more takes
    the place of the one played longest ago."""
    full = HighScores()
    widest = "\U0001d11e" * MAX_NAME  # four bytes in UTF-8
    for number in range(MAX_TABLES + 1):
        day = (datetime.date(2000, 1, 1) + datetime.timedelta(number)).isoformat()
        for rank in range(TOP):
            entry = ScoreEntry(widest, -(10**9) + rank, 10.0**7, day, True)
            full.add(
                board_key(2, 2 + number, Layout.FULL, False, ShiftMode.NONE, Pace.NORMAL), entry
            )
    assert len(full.tables) == MAX_TABLES
    assert (
        board_key(2, 2, Layout.FULL, False, ShiftMode.NONE, Pace.NORMAL) not in full.tables
    )  # the oldest went
    data_file = DataFile("scores.json", SCORES_FORMAT, "high scores", tmp_path)
    data_file.save(full.to_dict())
    assert data_file.path.stat().st_size <= MAX_FILE_BYTES
    again, problem = data_file.load(HighScores.from_dict)
    assert problem is None and again == full


def test_a_name_no_table_would_read_back_is_refused_where_an_entry_is_made() -> None:
    for name in (" Ann", "Ann\n", "a" * (MAX_NAME + 1), "\ud800", "a\u2028b"):
        with pytest.raises(ValueError, match="name"):
            ScoreEntry(name, 1, 1.0, "2026-12-01", False)
    assert ScoreEntry.of(" Ann\n", 1, 1.0, "d", False).name == "Ann"
    assert ScoreEntry.of("a\u2028b\x00c", 1, 1.0, "d", False).name == "a b c"


def test_played_games_past_the_limits_are_counted_within_them() -> None:
    record = GameRecord(GameSettings(), 1, 1, 10**15, 1e15, 0, True, 0)
    game = PlayedGame.of(record, datetime.date(2026, 12, 1), False)
    assert (game.score, game.seconds) == (10**9, 10.0**7)
