"""A game's journal: replaying its entries, each at its time, gives the same game."""

from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from llk.model import GameSettings, ShiftMode
from llk.model.game.game import Game
from llk.model.game.journal import Command, Entry, Journal
from llk.model.versus.race import play_entry
from tests.model.clock import FakeClock

SETTINGS = GameSettings(rows=4, cols=6, kinds=4, levels=False, gravity=ShiftMode.LEFT)

steps = st.lists(
    st.tuples(
        st.floats(0.0, 5.0),
        st.sampled_from(
            ["pair", "pair", "click", "clear", "hint", "refresh", "undo", "redo", "pause", "resume"]
        ),
        st.integers(0, 3),
        st.integers(0, 5),
    ),
    max_size=40,
)


RUNS_OUT = [(0.0, "pair", 0, 0), (2.0, "pair", 0, 0), (5.0, "click", 0, 0), (2.0, "pair", 0, 0)]
RUNS_OUT += [(3.0, "pair", 0, 0), (3.0, "undo", 0, 0), (4.0, "click", 0, 0), (1.0, "click", 0, 0)]
RUNS_OUT += [(2.0, "click", 0, 0), (3.0, "hint", 0, 0), (5.0, "pair", 0, 0), (1.0, "pair", 0, 0)]
RUNS_OUT += [(5.0, "pair", 0, 0), (5.0, "click", 0, 0), (5.0, "click", 0, 1), (5.0, "pair", 0, 0)]
"""Hypothesis found it: the clock runs out after the last command the journal holds."""


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), steps)
@example(6443, RUNS_OUT)
def test_a_game_replayed_from_its_journal_is_the_same_game(
    seed: int, moves: list[tuple[float, str, int, int]]
) -> None:
    clock = FakeClock()
    journal = Journal(clock)
    game = Game(SETTINGS, seed=seed, clock=clock, journal=journal)
    for wait, what, r, c in moves:
        clock.advance(wait)
        best = game.best_pair()
        if what == "pair" and best is not None:
            game.click(best.move[0])
            game.click(best.move[1])
        elif what == "click":
            game.click((r, c))
        elif what != "pair":
            {
                "clear": game.clear_selection,
                "hint": game.hint,
                "refresh": game.refresh,
                "undo": game.undo,
                "redo": game.redo,
                "pause": game.pause,
                "resume": game.resume,
            }[what]()
    again_clock = FakeClock()
    again = Game(SETTINGS, seed=seed, clock=again_clock)
    for entry in journal.entries:
        again_clock.now = entry.at_s
        play_entry(entry, again)
    again_clock.now = clock.now  # a clock that ran out after the last command ends both
    game.tick()
    again.tick()
    assert again.board == game.board and again.selected == game.selected
    assert again.scoring.points == game.scoring.points
    assert again.phase == game.phase
    assert again.helps.hints_left == game.helps.hints_left


def test_only_commands_that_acted_are_noted() -> None:
    clock = FakeClock()
    journal = Journal(clock)
    game = Game(SETTINGS, seed=1, clock=clock, journal=journal)
    game.undo()  # nothing to undo
    game.resume()  # not paused
    assert journal.entries == []
    game.pause()
    assert [e.command for e in journal.entries] == [Command.PAUSE]


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        [1.0],
        [1.0, "fly"],
        [-1.0, "hint"],
        [float("inf"), "hint"],
        [1.0, "click"],
        [1.0, "hint", 0, 0],
        [1.0, "click", 4, 0],
        [1.0, "click", 0, True],
        [10**400, "hint"],
    ],
)
def test_a_damaged_entry_is_a_value_error(data: Any) -> None:
    with pytest.raises(ValueError, match=r"\w"):
        Entry.from_list(data, 4, 6)


def test_an_entry_round_trips() -> None:
    for entry in (Entry(1.5, Command.CLICK, (3, 5)), Entry(2.0, Command.UNDO)):
        assert Entry.from_list(entry.to_list(), 4, 6) == entry
