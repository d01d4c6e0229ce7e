"""A table stays open across races (QQ's): after a race the people keep their seats,
everyone's ready is reset, the host may pick other computer players (shown in the seats,
in the order they will race) and starts the next race on a new deal; whoever left during
a race is gone from the seats when the next opens. Each race is numbered, so nothing
late of one is ever taken for the next's, at the host or at a racer."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from llk.model.game.journal import Command, Entry
from llk.model.versus.messages import (
    MAX_RACERS,
    Join,
    RacerCommand,
    Seat,
    Seats,
    read,
    write,
)
from llk.model.versus.race import RaceRules
from llk.model.versus.racer_desk import SeatsChanged
from llk.model.versus.rivals import Strength
from llk.model.versus.table_seats import TableSeats
from tests.model.versus.message_examples import accounts, names, pictures
from tests.model.versus.test_racer_desk import MEDIUM, Table, host_seat


def _places_agree(table: Table) -> tuple[int, ...]:
    places = table.host.places
    assert places is not None
    assert all(client.desk.places == places for client in table.clients)
    return places


def test_two_races_in_a_row_at_one_table_each_placed_alike_and_race_1_late_is_dropped() -> None:
    table = Table(people=2, computers=1, props=False)
    host = table.host
    table.race_to_the_end()
    first = _places_agree(table)
    assert host.table.number == 1 and len(host.race.racers) == 4  # type: ignore[union-attr]
    lin = table.clients[0]
    late_command = write(RacerCommand(1, 0, Entry(0.0, Command.HINT), race=1))
    race_1_checked = write(host.stream[-1])
    # The table opens again: the same people seated, none ready but the host.
    table.room(host.next_race())
    table.deliver()
    assert host.race is None and host.table.number == 2
    assert host.table.ready == (True, False, False)
    for client in table.clients:
        assert client.desk.seats is not None and client.desk.seats.race == 2
        assert isinstance(client.heard[-1], SeatsChanged)
    # The host picks two computer players: the racers see them in the seats.
    table.room(host.seat_computers([Strength.BEGINNER, Strength.MASTER]))
    table.deliver()
    seats = lin.desk.seats
    assert seats is not None
    assert [seat.account for seat in seats.seats][3:] == [None, None]
    assert seats.ready[3:] == (True, True)
    for client in table.clients:
        table.send(client, client.desk.ready(True))
    table.deliver()
    assert all(host.table.ready)
    table.room(host.start(MEDIUM, 99, RaceRules(props=False), [Strength.BEGINNER] * 2, 0))
    table.deliver()
    assert all(
        client.desk.start is not None and client.desk.start.race == 2 for client in table.clients
    )
    race = host.race
    assert race is not None and len(race.racers) == 5
    # Race 1's late texts change nothing of race 2: at the host, nor at a racer.
    steps = len(race.seat_steps)
    assert host.hear(lin.desk.me.account or "", late_command) == []
    assert len(race.seat_steps) == steps and host.dropped["late"] == 1
    ignored = lin.desk.ignored
    assert lin.desk.hear(host.host.account or "", race_1_checked) == []
    assert lin.desk.ignored == ignored + 1
    table.race_to_the_end()
    second = _places_agree(table)
    assert len(second) == 5 and len(first) == 4


def test_whoever_left_during_a_race_is_gone_from_the_seats_when_the_next_opens() -> None:
    table = Table(people=2, computers=0, props=False)
    host = table.host
    mei = table.clients[1].desk.me.account or ""
    host.left(mei)  # during the race: kept, they may come back
    assert len(host.table.people) == 3
    table.clients.pop(1)  # and Mei's program says nothing more
    table.race_to_the_end()
    (seats,) = host.next_race()
    shown = read(seats.text)  # type: ignore[union-attr]
    assert isinstance(shown, Seats) and [s.account for s in shown.seats] == [
        host.host.account,
        table.clients[0].desk.me.account,
    ]
    # A new person joins by the same code between races.
    host.hear("eve@example.net", write(Join("Eve", 5)))
    assert [seat.name for seat in host.table.people][-1] == "Eve"


@given(
    st.lists(
        st.one_of(
            st.tuples(st.just("join"), accounts, names, pictures),
            st.tuples(st.just("leave"), accounts, st.booleans()),
            st.tuples(st.just("fill"), st.integers(0, MAX_RACERS)),
            st.tuples(st.just("next")),
        ),
        max_size=30,
    )
)
def test_the_seats_always_fit_and_show_the_people_then_the_computers(ops: list[tuple]) -> None:  # type: ignore[type-arg]
    """Whatever joins, leaves, picks and next races: the host first, at most `MAX_RACERS`
    with the computer players, each computer player ready and named unlike any person,
    the `Seats` written and read back as shown."""
    seats = TableSeats(host_seat())
    for op in ops:
        if op[0] == "join":
            seats.join(op[1], Join(op[2], op[3]))
        elif op[0] == "leave":
            seats.leave(op[1], racing=op[2])
        elif op[0] == "fill" and op[1] <= MAX_RACERS - len(seats.people):
            seats.fill([Strength.EXPERT] * op[1])
        elif op[0] == "next":
            seats.next_race()
        shown = seats.shown()
        assert read(write(shown)) == shown
        people = len(seats.people)
        assert shown.seats[0] == host_seat() and len(shown.seats) <= MAX_RACERS
        assert all(seat.account is None for seat in shown.seats[people:])
        assert all(shown.ready[people:]) and shown.ready[0]
        person_names = {seat.name for seat in shown.seats[:people]}
        assert not person_names & {seat.name for seat in shown.seats[people:]}
        assert shown.race == seats.number
        assert isinstance(shown.seats[0], Seat)
