"""A table stays open across races (QQ's): after a race the people keep their seats,
everyone's ready is reset, the host may pick other computer players (shown in the seats,
in the order they will race) and starts the next race on a new deal; whoever left during
a race is gone from the seats when the next opens. Each race is numbered, so nothing
late of one is ever taken for the next's, at the host or at a racer."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model.game.journal import Command, Entry
from llk.model.versus.host_desk import Ban, _catch_up
from llk.model.versus.messages import (
    MAX_RACERS,
    PROTOCOL,
    CatchUp,
    Join,
    RacerCommand,
    Ready,
    Refusal,
    Seat,
    Seats,
    command_order,
    read,
    write,
)
from llk.model.versus.race import RaceRules
from llk.model.versus.racer_desk import CATCH_UP_MOST, SeatsChanged
from llk.model.versus.rivals import Strength
from llk.model.versus.table_seats import TableSeats
from tests.model.versus.message_examples import accounts, names, pictures
from tests.model.versus.test_racer_desk import HOST, MEDIUM, Client, Table, host_seat, person


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


def _second_race(table: Table) -> None:
    """The host opens the table's next race, everyone says ready, and it starts."""
    host = table.host
    table.room(host.next_race())
    table.deliver()
    for client in table.clients:
        table.send(client, client.desk.ready(True))
    table.deliver()
    table.room(host.start(MEDIUM, 77, RaceRules(props=False), [Strength.BEGINNER], 0))
    table.deliver()


def _back(table: Table, client: Client) -> None:
    """What a racer's runner sends once its link is back at the table
    (`RacerTable.entered`): between races a join first, then a resume."""
    if client.desk.between_races:
        table.send(client, client.desk.join())
    table.send(client, client.desk.resume())
    table.deliver()


@pytest.mark.parametrize("opened", [False, True])
def test_a_newcomer_between_races_is_seated_for_the_next(opened: bool) -> None:
    """docs/online.md: new people may join by the same code between races, before the
    host opens the next (its race over) or after: what `RacerTable.open` sends (a join,
    then a resume) seats them for the next race."""
    table = Table(people=1, computers=1, props=False)
    host = table.host
    table.race_to_the_end()
    if opened:
        table.room(host.next_race())
        table.deliver()
    newcomer = Client(table.desk(person(4)))
    table.clients.append(newcomer)
    table.send(newcomer, newcomer.desk.join())
    table.send(newcomer, newcomer.desk.resume())
    table.deliver()
    if not opened:
        table.room(host.next_race())
        table.deliver()
    seats = newcomer.desk.seats
    assert seats is not None and seats.race == 2 and newcomer.desk.seat == 2
    table.send(newcomer, newcomer.desk.ready(True))
    table.send(table.clients[0], table.clients[0].desk.ready(True))
    table.deliver()
    assert all(host.table.ready)


@pytest.mark.parametrize("opened", [False, True])
def test_a_racer_whose_link_drops_between_races_keeps_a_seat_for_the_next(opened: bool) -> None:
    """A drop after the result, before the host opens the next race (the host marks
    the racer gone) or after (the host frees the seat): once back, between races, the
    racer's join seats it again, and the host seeing it back keeps it."""
    table = Table(people=2, computers=0, props=False)
    host = table.host
    table.race_to_the_end()
    lin = table.clients[0]
    account = lin.desk.me.account
    assert account is not None and lin.desk.between_races
    if opened:
        table.room(host.next_race())
        table.deliver()
    table.room(host.left(account))
    _back(table, lin)
    if not opened:
        table.room(host.next_race())
        table.deliver()
    assert lin.desk.seats is not None and lin.desk.seats.race == 2
    assert lin.desk.seat is not None and host.table.seat_of(account) is not None


def test_the_host_seeing_a_racer_back_between_races_keeps_its_seat() -> None:
    """The host's own link (or the server) drops after the result: once back it marks
    the racers not there gone; one seen back in the room (`TableSeats.back`, as
    `HostTable` does) keeps its seat when the next race opens."""
    table = Table(people=1, computers=0, props=False)
    host = table.host
    table.race_to_the_end()
    account = table.clients[0].desk.me.account
    assert account is not None
    host.left(account)
    host.table.back(account)
    host.next_race()
    assert host.table.seat_of(account) == 1


def test_nothing_a_racer_sends_once_the_race_is_over_counts_against_its_seat() -> None:
    """Race time stands still once the race is over, so nothing heard then may count as
    a malformed command (the referee's window would never slide, and a racer ticking
    Ready on its result be banned): a ready, a command, a text that is no message."""
    table = Table(people=1, computers=1, props=False)
    host = table.host
    table.race_to_the_end()
    account = table.clients[0].desk.me.account
    assert account is not None and host.referee is not None
    texts = [write(Ready(1, True, 1)), write(RacerCommand(1, 0, Entry(0.0, Command.HINT))), "x"]
    for _ in range(30):
        for text in texts:
            assert not any(isinstance(out, Ban) for out in host.hear(account, text))
    assert sum(host.referee.refused(1).values()) == 0


def test_an_unreadable_command_of_another_race_uses_no_number_of_this_one() -> None:
    """A command of another race whose step does not read is refused as any text that
    is no message, under no number (`messages.command_order` reads its race): race 2's
    number 0 stays unused, for the racer's own command 0 of race 2."""
    table = Table(people=1, computers=1, props=False)
    host = table.host
    table.race_to_the_end()
    _second_race(table)
    account = table.clients[0].desk.me.account
    assert account is not None and host.referee is not None
    for race in (1, 3):
        late = {"v": PROTOCOL, "type": "command", "seat": 1, "seq": 0, "step": "?", "race": race}
        (refusal,) = [read(out.text) for out in host.hear(account, json.dumps(late))]  # type: ignore[union-attr]
        assert isinstance(refusal, Refusal) and refusal.seq is None and refusal.race == 2
    assert host.referee.expects(1) == 0
    assert command_order(json.dumps({**late, "race": 2}), 2) == (1, 0)


def test_a_late_catch_up_page_of_race_1_changes_nothing_of_race_2_in_slices() -> None:
    """A desk playing catch-ups in slices (as the game's) queues what it hears: race 1's
    page, late, is dropped as a whole desk drops it, its checked commands never run my
    copy's computer players toward their times, its end never ends my race-2 resume
    nor numbers my commands from race 1's count."""
    table = Table(people=1, computers=1, props=False)
    host = table.host
    for _ in range(60):
        table.tick()
    race_1, referee = host.race, host.referee
    assert race_1 is not None and referee is not None
    page_1 = _catch_up(host.stream, 1, referee.expects(1), race_1.now, 1)[-1]
    table.race_to_the_end()
    _second_race(table)  # at race time 0, before race 1's first step's time
    lin = table.restart(0, catch_up_most=CATCH_UP_MOST)
    lin.advance(None)
    stream, mine = lin.stream, lin.mine
    assert stream is not None and mine is not None and not lin.resuming
    first = read(page_1)
    assert isinstance(first, CatchUp) and stream.race.now < first.checked[0].step.at_s
    next_seq, now_s = mine.next_seq, stream.race.now
    lin.resume()  # a gap in race 2: asking the host again...
    lin.hear(HOST, page_1)  # ... and race 1's answer to an old resume arrives late
    for _ in range(30):
        lin.advance(None)
    assert stream.race.now == now_s, "my copy's computers ran toward race 1's times"
    assert mine.next_seq == next_seq and lin.resuming


def test_no_one_is_marked_away_once_the_race_is_over() -> None:
    """Race time stands still once the race is over: a racer away then is no longer
    marked ("away · N s" would stay frozen on the host's cards until the next race)."""
    table = Table(people=1, computers=0, props=False)
    host = table.host
    account = table.clients[0].desk.me.account
    assert account is not None
    host.left(account)
    table.clients.pop()  # and says nothing more: the host's clear ends the race
    table.tick()
    assert host.race is not None and host.away.seconds(host.seats, host.race) == {1: 0}
    table.race_to_the_end()
    assert host.away.seconds(host.seats, host.race) == {}
