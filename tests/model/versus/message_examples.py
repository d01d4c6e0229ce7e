"""Valid messages of every type, for the round-trip properties and the fuzz tests that
spoil them."""

from __future__ import annotations

from hypothesis import strategies as st

from llk.model.game.journal import Command, Entry
from llk.model.game.settings import GameSettings
from llk.model.limits import MAX_COLS, MAX_ROWS, MAX_SECONDS
from llk.model.versus import messages
from llk.model.versus.messages import MAX_COMMANDS, MAX_RACERS, MAX_STREAM, NO_PAUSE, PAGE
from llk.model.versus.props import Prop
from llk.model.versus.race_setup import RaceRules, RaceSetup
from llk.model.versus.rivals import PICTURES, Strength, lineup

SMALL = GameSettings(rows=4, cols=6, kinds=6, levels=False)
SETUPS = [
    RaceSetup(SMALL, 5, lineup([Strength.CASUAL])),
    RaceSetup(GameSettings(levels=False), 2**31 - 1, lineup([Strength.MASTER] * 5)),
    RaceSetup(SMALL, 0, lineup([Strength.EVEN, Strength.BEGINNER]), RaceRules(props=False)),
]

names = st.text(
    st.characters(codec="utf-8", categories=("L", "N", "P", "S", "Zs")), min_size=1, max_size=24
).filter(lambda name: bool(name.strip()) and name.isprintable())
pictures = st.integers(1, PICTURES)
seat_numbers = st.integers(0, MAX_RACERS - 1)
seqs = st.integers(0, MAX_COMMANDS - 1)
race_numbers = st.integers(1, messages.MAX_RACES)
times = st.floats(0.0, float(MAX_SECONDS), allow_nan=False)
cells = st.tuples(st.integers(0, MAX_ROWS - 1), st.integers(0, MAX_COLS - 1))
accounts = st.from_regex(r"[a-z0-9._\-\u4e00-\u9fff]{1,30}@[a-z0-9.\-]{1,30}", fullmatch=True)
seats = st.builds(messages.Seat, names, pictures, st.none() | accounts)
steps: st.SearchStrategy[messages.Step] = st.one_of(
    st.builds(Entry, times, st.just(Command.CLICK), cells),
    st.builds(
        Entry, times, st.sampled_from([c for c in Command if c not in (*NO_PAUSE, Command.CLICK)])
    ),
    st.builds(messages.PropUsed, times, st.sampled_from(Prop), seat_numbers),
)

stream_steps: st.SearchStrategy[messages.StreamStep] = steps | st.builds(messages.PutOut, times)

racer_pauses = st.builds(Entry, times, st.sampled_from(NO_PAUSE))
"""Sent by a racer, read, and refused by the host's referee."""


@st.composite
def starts(draw: st.DrawFn) -> messages.Start:
    setup = draw(st.sampled_from(SETUPS))
    at_table = draw(st.lists(seats, min_size=len(setup.rivals) + 1, max_size=len(setup.rivals) + 1))
    count_in = draw(st.integers(0, messages.MAX_COUNT_IN))
    return messages.Start(setup, tuple(at_table), count_in, draw(race_numbers))


@st.composite
def tables(draw: st.DrawFn) -> messages.Seats:
    sitting = draw(st.lists(st.tuples(seats, st.booleans()), min_size=1, max_size=MAX_RACERS))
    number = draw(race_numbers)
    return messages.Seats(tuple(s for s, _ in sitting), tuple(r for _, r in sitting), number)


@st.composite
def catch_ups(draw: st.DrawFn) -> messages.CatchUp:
    first = draw(st.integers(0, MAX_STREAM - PAGE))
    page = draw(st.lists(st.tuples(seat_numbers, seqs, stream_steps), max_size=8))
    race = draw(race_numbers)
    checked = tuple(messages.Checked(first + i, *item, race) for i, item in enumerate(page))
    total = draw(st.integers(first + len(page), MAX_STREAM))
    return messages.CatchUp(draw(seat_numbers), draw(seqs), draw(times), total, checked, race)


results = st.builds(
    messages.Result,
    st.integers(2, MAX_RACERS).flatmap(lambda n: st.permutations(list(range(n))).map(tuple)),
    race_numbers,
)

every_message: st.SearchStrategy[messages.Message] = st.one_of(
    st.builds(messages.Join, names, pictures),
    st.builds(messages.Ready, seat_numbers, st.booleans(), race_numbers),
    st.builds(messages.RacerCommand, seat_numbers, seqs, steps | racer_pauses, race_numbers),
    st.builds(messages.Resume, seat_numbers, st.integers(-1, MAX_STREAM - 1), race_numbers),
    tables(),
    starts(),
    st.builds(
        messages.Checked,
        st.integers(0, MAX_STREAM - 1),
        seat_numbers,
        seqs,
        stream_steps,
        race_numbers,
    ),
    st.builds(messages.Clock, times, st.integers(0, MAX_STREAM), race_numbers),
    st.builds(
        messages.Refusal,
        seat_numbers,
        st.none() | seqs,
        st.sampled_from(messages.Reason),
        race_numbers,
    ),
    catch_ups(),
    results,
)
