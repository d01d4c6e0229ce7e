"""The host's table and the link without a server: what the table passes on to its desk
(its clock), and a link closing for good whatever its runner's handlers do. Each on a
running loop, as slixmpp's client takes the loop running when it is made."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest
from slixmpp import JID

from llk.model.versus import messages
from llk.model.versus.host_desk import RESUMES_MOST, RESUMES_WINDOW_S, ToRacer
from llk.model.versus.messages import Join, Ready, Resume, Start
from llk.online.host_table import HostTable
from llk.online.table_link import LinkError, LinkState, Occupant, Problem, Table, TableLink
from tests.online.racers import RULES, SMALL, account, host_account, run, seat


def racing_with_bob(clock: Callable[[], float] = time.monotonic) -> HostTable:
    """A host's table (on ``clock``, its link never opened) racing Bob, seated and
    ready; on a running loop, as the link's client takes it when made."""
    host = HostTable(
        host_account(),
        "pw",
        seat("host", 1),
        server=("127.0.0.1", 0),
        ca_file=Path("unused.pem"),
        clock=clock,
    )
    bob = account("bob")
    host.desk.hear(bob, messages.write(Join("Bob", 3)))
    host.desk.hear(bob, messages.write(Ready(1, True)))
    host.desk.start(SMALL, 11, RULES, count_in=0)
    return host


def test_the_host_paces_resumes_on_its_tables_clock() -> None:
    """More resumes than `RESUMES_MOST` are answered when each comes a window later on
    the clock the table was given (not the machine's)."""
    wall = [100.0]

    async def scenario() -> int:  # on a running loop: the link's client takes it
        host = racing_with_bob(lambda: wall[0])
        bob = account("bob")
        answered = 0
        for _ in range(RESUMES_MOST + 2):
            wall[0] += RESUMES_WINDOW_S
            outs = host.desk.hear(bob, messages.write(Resume(1, -1)))
            texts = [messages.read(out.text) for out in outs if isinstance(out, ToRacer)]
            answered += any(isinstance(text, Start) for text in texts)
        return answered

    assert run(scenario) == RESUMES_MOST + 2


def test_a_link_closing_says_it_left_whatever_its_runner_does_with_the_occupants() -> None:
    """The link's connection ends for good while a runner's handler of the occupants it
    forgets raises (a text sent into the closed link): the link is gone and said LEFT
    all the same, before anyone is said gone, so a host frees no seat for its own
    leaving."""
    states: list[LinkState] = []
    told: list[tuple[LinkState, Occupant]] = []

    def sending(occupant: Occupant) -> None:
        told.append((states[-1], occupant))
        raise LinkError(Problem.NOT_AT_TABLE)

    async def scenario() -> bool:  # on a running loop: the link's client takes it
        link = TableLink(
            account("bob"), "pw", lambda message: None, states.append, on_occupant=sending
        )
        link._occupants["carol"] = JID(f"{account('carol')}/phone")
        link._leaving = True
        with pytest.raises(LinkError):
            link._disconnected(None)
        return link._gone.is_set()

    assert run(scenario)
    assert told == [(LinkState.LEFT, Occupant(account("carol"), False))]


def test_a_racer_the_host_sees_back_between_races_keeps_its_seat_for_the_next() -> None:
    """The race over, a racer's link drops (or the host's, which once back tells the
    desk who is not there) and the racer comes back to the room saying nothing: the host
    seeing it present again keeps its seat when the next race opens."""

    async def scenario() -> int | None:  # on a running loop: the link's client takes it
        host = racing_with_bob()
        bob = account("bob")
        race = host.desk.race
        assert race is not None
        for racer in race.racers:
            racer.stop(0.0)
        race.observe()
        host.desk.flush()
        assert host.desk.over
        host.desk.left(bob)
        host.occupant(Occupant(bob, True))
        host.desk.next_race()
        return host.desk.table.seat_of(bob)

    assert run(scenario) == 1


def test_back_at_the_server_a_link_sits_again_before_it_asks_for_any_contacts() -> None:
    """A racer's link never asks for its contacts (nothing of its reads them); a host's
    asks (for Invite...) only once its seat is taken again: a seat never waits on the
    server's answer about contacts."""
    done: list[tuple[bool, str]] = []

    async def scenario() -> None:  # on a running loop: the link's client takes it
        for contacts in (False, True):
            link = TableLink(account("bob"), "pw", lambda message: None, contacts=contacts)
            link.table = Table(JID("table@rooms.example.org"), "bob", "pw", False)

            async def roster(**options: float) -> None:
                done.append((contacts, "contacts"))  # noqa: B023  (awaited in the loop)

            async def sit(table: Table) -> None:
                done.append((contacts, "seat"))  # noqa: B023

            link.client.get_roster = roster  # type: ignore[method-assign,assignment]
            link.client.send_presence = lambda: done.append((contacts, "presence"))  # type: ignore[method-assign,assignment,misc]  # noqa: B023
            link._sit_again = sit  # type: ignore[method-assign]
            await link._session_started(None)

    run(scenario)
    assert done == [
        (False, "presence"),
        (False, "seat"),
        (True, "presence"),
        (True, "seat"),
        (True, "contacts"),
    ]
