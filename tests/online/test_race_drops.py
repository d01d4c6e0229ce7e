"""Nothing lost on a drop, over the real local server: a racer whose connection is cut,
or whose process is killed, is seen gone by the host (by the room's presence, not a
time-out) and, back, races on; the server killed and started again, everyone races on
in the room the host made anew; in each, no checked command is lost or counted twice
and every copy of the race is the host's. The host gone for good ends the race with the
same places on every racer's screen.

How long it took to be seen gone and to race again is measured and printed (run with
``-s``), never asserted: the assertions count.
"""

from __future__ import annotations

import asyncio
import signal
import time
from collections.abc import Callable
from pathlib import Path

from llk.model.versus import messages
from llk.model.versus.racer_desk import RESUME_AGAIN_S
from llk.online.host_table import HostTable
from llk.online.racer_table import RacerTable
from llk.online.table_link import LinkState, Occupant
from tests.online.local_server import Ejabberd, LocalServer
from tests.online.racers import (
    KEY,
    account,
    assert_nothing_lost_or_doubled,
    bots,
    checked_of,
    closed,
    comings,
    crash,
    first_checked_after,
    host_bot,
    racer_at,
    racer_process,
    racer_table,
    registered,
    run,
    seated,
    start,
    table_room,
    to_the_end,
    until,
)

EVERY_SERVER = True
SHARED_SERVER = True
"""Each race against Prosody and ejabberd, on the session's server of each
(`tests.online.conftest`)."""


def test_a_racer_cut_off_is_seen_gone_and_races_on_back(server: LocalServer) -> None:
    async def scenario() -> tuple[HostTable, list[RacerTable], float, float]:
        host, racers = await seated(server, ["bob", "carol"])
        bob = racers[0]
        seen = comings(host.link)
        start(host)
        async with bots(host, racers):
            await until(lambda: len(checked_of(host, 1)) >= 4)
            before, cut_at = len(checked_of(host, 1)), time.monotonic()
            transport = bob.link.client.transport
            assert transport is not None
            transport.abort()
            await until(lambda: seen.first(Occupant(account("bob"), False), cut_at) is not None)
            await until(lambda: first_checked_after(host, 1, before))
            back_at = time.monotonic()
            await to_the_end(host, racers)
        await closed(host, racers)
        gone_at = seen.first(Occupant(account("bob"), False), cut_at)
        assert gone_at is not None
        return host, racers, gone_at - cut_at, back_at - cut_at

    host, racers, gone_s, back_s = run(scenario)
    assert_nothing_lost_or_doubled(host, racers)
    print(f"\ncut off: seen gone after {gone_s * 1000:.0f} ms, racing again after {back_s:.2f} s")


def test_a_racer_whose_process_is_killed_is_seen_gone_and_races_on_restarted(
    server: LocalServer,
) -> None:
    """Bob races in a process of his own, killed (SIGKILL) mid-race; started again (here,
    in the test's process: a new desk, nothing kept, opened as the game opens it: a join,
    then a resume), he resumes his seat by his account and races on, his join not counted
    against his seat."""

    async def scenario() -> tuple[HostTable, list[RacerTable], float, float]:
        host, [carol] = await seated(server, ["carol"])
        await registered(server, "bob")
        with racer_process(server, "bob", picture=9) as process:
            await until(lambda: len(host.desk.table.people) == 3 and all(host.desk.table.ready))
            seen = comings(host.link)
            start(host)
            async with bots(host, [carol]):
                bob_seat = next(
                    i for i, s in enumerate(host.desk.table.people) if s.account == account("bob")
                )
                await until(lambda: len(checked_of(host, bob_seat)) >= 4)
                killed_at = time.monotonic()
                process.send_signal(signal.SIGKILL)
                await until(
                    lambda: seen.first(Occupant(account("bob"), False), killed_at) is not None
                )
                before = len(checked_of(host, bob_seat))
                bob = racer_table(server, "bob", 9)
                await bob.open(table_room(), "bob", KEY)
                async with bots(None, [bob]):
                    await until(lambda: first_checked_after(host, bob_seat, before))
                    back_at = time.monotonic()
                    await to_the_end(host, [carol, bob])
        await closed(host, [carol, bob])
        gone_at = seen.first(Occupant(account("bob"), False), killed_at)
        assert gone_at is not None
        return host, [carol, bob], gone_at - killed_at, back_at - killed_at

    host, racers, gone_s, back_s = run(scenario)
    assert_nothing_lost_or_doubled(host, racers)
    assert host.desk.referee is not None
    assert host.desk.referee.refused(2) == {}
    assert host.desk.dropped["join"] == 1
    print(
        f"\nkilled: seen gone after {gone_s * 1000:.0f} ms, racing again {back_s:.2f} s"
        " after the kill (started again in the test's process)"
    )


def test_the_server_killed_and_started_again_everyone_races_on(
    start_server: Callable[..., LocalServer],
) -> None:
    server = start_server()  # its own: killed
    ejabberd = isinstance(server, Ejabberd)
    if ejabberd:
        durable(server, ["host", "bob", "carol"])

    async def scenario() -> tuple[HostTable, list[RacerTable], float]:
        host, racers = await seated(server, ["bob", "carol"], register=not ejabberd)
        start(host)
        async with bots(host, racers):
            await until(lambda: all(len(checked_of(host, seat)) >= 3 for seat in (1, 2)))
            process = server.process
            assert process is not None
            process.kill()
            process.wait()
            server.process = None
            await until(lambda: host.state is LinkState.RECONNECTING)
            counts = [len(checked_of(host, seat)) for seat in (1, 2)]
            server.start()
            restarted_at = time.monotonic()
            await until(
                lambda: all(
                    first_checked_after(host, s, c) for s, c in zip((1, 2), counts, strict=True)
                )
            )
            back_s = time.monotonic() - restarted_at
            await to_the_end(host, racers)
        await closed(host, racers)
        return host, racers, back_s

    host, racers, back_s = run(scenario)
    assert_nothing_lost_or_doubled(host, racers)
    print(f"\nserver restarted: everyone racing again after {back_s:.2f} s")


def durable(server: LocalServer, names: list[str]) -> None:
    """The accounts of ``names`` registered at ``server`` and kept on its disk, by a
    clean restart: an ejabberd killed loses the accounts registered in the last second
    or so (Mnesia's log not yet written; seen killed 0.5 s after a registration, not
    3 s after), and a killed server is what the test is about."""

    async def registering() -> None:
        for name in names:
            await registered(server, name)

    run(registering)
    server.stop()
    server.start()


def test_the_host_gone_for_good_ends_the_race_with_the_same_places_everywhere(
    server: LocalServer,
) -> None:
    async def scenario() -> list[tuple[int, ...] | None]:
        host, racers = await seated(server, ["bob", "carol"], host_gone_s=0.5)
        start(host)
        async with bots(None, racers):
            hosting = asyncio.get_running_loop().create_task(host_bot(host))
            await until(lambda: all(len(checked_of(host, seat)) >= 3 for seat in (1, 2)))
            hosting.cancel()
            crash(host.link)
            for racer in racers:
                await racer.ends.wait()
        await closed(host, racers)
        return [racer.places for racer in racers]

    bobs, carols = run(scenario)
    assert bobs is not None and sorted(bobs) == [0, 1, 2]
    assert carols == bobs


def test_a_racer_away_as_the_race_ends_learns_its_result_when_back(server: LocalServer) -> None:
    """Bob's connection is lost and stays lost (his reconnection held back) while the
    host clears its board; back, he asks for the race (nothing else would tell him: no
    clock comes once the race is over) and is told the host's places."""

    async def scenario() -> tuple[HostTable, list[RacerTable]]:
        host, [bob] = await seated(server, ["bob"])
        client = bob.link.client
        reconnect = client.connect
        held: list[tuple[object, ...]] = []
        start(host)
        async with bots(None, [bob]):
            await until(lambda: len(checked_of(host, 1)) >= 2)
            client.connect = lambda *address, **options: held.append(address)  # type: ignore[assignment,method-assign]
            transport = client.transport
            assert transport is not None
            transport.abort()
            await until(lambda: bool(held))
            await host_bot(host, pair_s=0.0)
            await host.ends.wait()
            client.connect = reconnect  # type: ignore[method-assign]
            client.connect(*held[0])  # type: ignore[arg-type]
            await bob.ends.wait()
        await closed(host, [bob])
        return host, [bob]

    host, racers = run(scenario)
    assert_nothing_lost_or_doubled(host, racers)


def test_a_racer_made_anew_asks_for_the_race_again_until_the_host_answers() -> None:
    """A racer's process started again knows no race time until the host answers its
    resume; the answer held back (the host answers a few a window) or lost, its table
    still runs the desk each tick, and the desk asks again on the racer's clock."""
    wall = [10.0]

    async def scenario() -> list[str]:
        racer = racer_at(0, Path("unused.pem"), "bob", 3, clock=lambda: wall[0])  # type: ignore[arg-type]
        sent: list[str] = []
        racer.link.send = sent.append  # type: ignore[method-assign,assignment]
        sent.append(racer.desk.resume())
        for _ in range(3):
            wall[0] += RESUME_AGAIN_S
            racer.tick()
        return sent

    sent = run(scenario)
    assert [type(messages.read(text)) for text in sent] == [messages.Resume] * 4


def test_the_hosts_drop_before_the_start_unseats_no_one(server: LocalServer) -> None:
    """The host's connection is cut before the start (its room stays: Bob sits in it):
    back at the table, Bob is seated and ready still, and the race runs to its end."""

    async def scenario() -> tuple[HostTable, list[RacerTable], list[bool]]:
        host, [bob] = await seated(server, ["bob"])
        states: list[LinkState] = []
        host.on_state = states.append
        transport = host.link.client.transport
        assert transport is not None
        transport.abort()
        await until(lambda: states[-1:] == [LinkState.AT_TABLE])
        await until(lambda: host.link.present(account("bob")))
        ready = list(host.desk.table.ready)
        start(host)
        async with bots(host, [bob]):
            await to_the_end(host, [bob])
        await closed(host, [bob])
        return host, [bob], ready

    host, racers, ready = run(scenario)
    assert ready == [True, True]
    assert_nothing_lost_or_doubled(host, racers)


def test_a_racer_away_when_the_host_is_gone_for_good_ends_its_race(server: LocalServer) -> None:
    """The host's program dies mid-race; Bob's connection is cut as well, so the room is
    gone (nobody sits in it) and Bob, back, finds no table: his race ends, with the
    places from the stream, once he has been away longer than his bound."""

    async def scenario() -> tuple[int, ...] | None:
        host, [bob] = await seated(server, ["bob"], host_gone_s=0.5, away_most_s=1.0)
        start(host)
        async with bots(None, [bob]):
            hosting = asyncio.get_running_loop().create_task(host_bot(host))
            await until(lambda: len(checked_of(host, 1)) >= 3)
            hosting.cancel()
            crash(host.link)
            await until(lambda: not bob.link.present(account("host")))
            transport = bob.link.client.transport
            assert transport is not None
            transport.abort()
            await bob.ends.wait()
        await closed(None, [bob])
        return bob.places

    places = run(scenario)
    assert places is not None and sorted(places) == [0, 1]


def test_between_races_a_newcomer_sits_and_a_racer_cut_off_keeps_a_seat(
    server: LocalServer,
) -> None:
    """After race 1's result: a newcomer sits at the room (docs/online.md: new people
    may join by the same code between races) and a racer's connection is cut, before
    the host opens race 2 and again after; each is seated for race 2 and says ready."""

    async def cut_and_back(racer: RacerTable, host: HostTable) -> None:
        transport = racer.link.client.transport
        assert transport is not None
        transport.abort()
        await until(lambda: racer.state is not LinkState.AT_TABLE)
        await until(lambda: racer.state is LinkState.AT_TABLE)
        await until(lambda: host.link.present(racer.link.account))

    async def scenario() -> tuple[int, ...]:
        host, racers = await seated(server, ["bob"])
        bob = racers[0]
        start(host)
        async with bots(host, racers):
            await to_the_end(host, racers)
        await registered(server, "carol")
        carol = racer_table(server, "carol", 7)
        await carol.open(table_room(), "carol", KEY)
        await until(lambda: host.desk.table.seat_of(carol.link.account) is not None)
        await cut_and_back(bob, host)
        host.next_race()
        await cut_and_back(bob, host)
        people = [bob, carol]
        await until(lambda: all(r.desk.seat is not None and not r.desk.resuming for r in people))
        for racer in people:
            racer.ready()
        await until(lambda: len(host.desk.table.ready) == 3 and all(host.desk.table.ready))
        seats = tuple(host.desk.table.seat_of(racer.link.account) or 0 for racer in people)
        await closed(host, people)
        return seats

    assert run(scenario) == (2, 1)
