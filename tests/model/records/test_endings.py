"""What of a game's points counts when it ends: one rule, so the high scores and the
statistics agree on every board's best score, and giving a run up keeps only the points
of the levels it cleared."""

from __future__ import annotations

import datetime

from hypothesis import given
from hypothesis import strategies as st

from llk.model import Game, GameSettings, Phase, find_moves
from llk.model.board.shifts import ShiftMode
from llk.model.game.results import GameRecord
from llk.model.game.settings import Pace
from llk.model.records.endings import ABANDONED, LOST, WON, counted_score, level_cleared, outcome
from llk.model.records.scores import HighScores, ScoreEntry, table_key
from llk.model.records.statistics import PlayedGame, Statistics
from tests.model.clock import FakeClock

RUN = GameSettings(rows=4, cols=6, kinds=6, pace=Pace.RELAXED)  # shifts "levels": a run
SINGLE = GameSettings(
    rows=4, cols=6, kinds=6, pace=Pace.RELAXED, levels=False, gravity=ShiftMode.NONE
)


def clear(game: Game) -> None:
    while game.tiles_left:
        a, b = find_moves(game.board)[0]
        game.click(a)
        game.click(b)


def test_a_run_given_up_keeps_the_points_of_the_levels_it_cleared_only() -> None:
    clock = FakeClock()
    level_1 = Game(RUN, seed=3, clock=clock)
    assert counted_score(level_1.record(given_up=True)) is None  # nothing cleared yet
    clear(level_1)
    cleared = level_1.scoring.points
    assert level_1.phase is Phase.WON and level_1.in_progress  # between two levels
    assert counted_score(level_1.record(given_up=True)) == cleared
    level_2 = level_1.next_level()
    assert level_2.in_progress and not level_2.untouched  # no move yet, but it has a score
    a, b = find_moves(level_2.board)[0]
    level_2.click(a)
    level_2.click(b)
    given_up = level_2.record(given_up=True)
    assert given_up.score > cleared and outcome(given_up) == ABANDONED
    assert counted_score(given_up) == cleared  # the unfinished level's points do not count
    assert (
        counted_score(level_2.record()) == level_2.scoring.points
    )  # the clock ending it: all count


def test_only_a_level_cleared_and_played_on_is_no_end() -> None:
    """A run is counted once, when it ends: its levels cleared are no ends, but a run
    given up between two levels has ended."""
    level = Game(RUN, seed=3, clock=FakeClock())
    clear(level)
    single = Game(SINGLE, seed=3, clock=FakeClock())
    clear(single)
    assert level_cleared(level.record())
    assert not level_cleared(level.record(given_up=True))
    assert not level_cleared(single.record())


def test_a_resumed_run_remembers_what_its_cleared_levels_earned() -> None:
    clock = FakeClock()
    level_1 = Game(RUN, seed=3, clock=clock)
    clear(level_1)
    level_2 = level_1.next_level()
    a, b = find_moves(level_2.board)[0]
    level_2.click(a)
    level_2.click(b)
    resumed = Game.from_dict(level_2.to_dict(), clock)
    assert counted_score(resumed.record(given_up=True)) == level_1.scoring.points


def test_a_single_game_counts_only_when_won() -> None:
    game = Game(SINGLE, seed=3, clock=FakeClock())
    a, b = find_moves(game.board)[0]
    game.click(a)
    game.click(b)
    assert counted_score(game.record(given_up=True)) is None
    clear(game)
    record = game.record()
    assert outcome(record) == WON and counted_score(record) == game.scoring.points


records = st.builds(
    GameRecord,
    settings=st.sampled_from([RUN, SINGLE, GameSettings()]),
    seed=st.just(1),
    level=st.integers(1, 20),
    score=st.integers(-50, 20_000),
    elapsed_s=st.floats(0, 600, allow_nan=False),
    hints_used=st.integers(0, 3),
    won=st.booleans(),
    banked=st.integers(-50, 20_000),
    given_up=st.booleans(),
)


@given(st.lists(records, max_size=40))
def test_the_best_score_of_a_board_is_the_best_of_its_high_score_table(
    ended: list[GameRecord],
) -> None:
    """Every game that ends is counted in the statistics and offered to its table."""
    scores, statistics = HighScores(), Statistics()
    for record in ended:
        statistics.add(PlayedGame.of(record, datetime.date(2026, 12, 1), daily=False))
        counted = counted_score(record)
        if counted is not None:
            entry = ScoreEntry("A", counted, record.elapsed_s, "2026-12-01", False)
            scores.add(table_key(record.settings), entry)
        assert outcome(record) in (WON, LOST, ABANDONED)
    for key, tally in statistics.boards.items():
        table = scores.top(key)
        assert tally.best_score == (table[0].score if table else None)
    assert set(scores.tables) <= set(statistics.boards)
