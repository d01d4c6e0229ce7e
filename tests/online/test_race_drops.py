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

from llk.model.versus.messages import Checked
from llk.online.host_table import HostTable
from llk.online.racer_table import RacerTable
from llk.online.table_link import LinkState, Occupant
from tests.online.local_server import LocalServer
from tests.online.racers import (
    KEY,
    TABLE,
    account,
    bots,
    closed,
    comings,
    crash,
    host_bot,
    racer_process,
    racer_table,
    registered,
    run,
    seated,
    start,
    until,
)
from tests.online.test_race_to_the_end import journal


def checked_of(host: HostTable, seat: int) -> list[Checked]:
    return [checked for checked in host.desk.stream if checked.seat == seat]


def first_checked_after(host: HostTable, seat: int, count: int) -> bool:
    """Whether the host checked a command of ``seat``'s past its first ``count``."""
    return len(checked_of(host, seat)) > count


def assert_nothing_lost_or_doubled(host: HostTable, racers: list[RacerTable]) -> None:
    """Each racer's commands in the host's stream come in the order of their numbers,
    each once, and every number the host took is checked or refused (a refusal uses its
    number: a command that came too fast after a resume); every racer holds the host's
    race (each seat's journal), its own board the host's copy of its seat, and the
    host's places."""
    race = host.desk.race
    assert race is not None and host.desk.places is not None
    seats = range(len(race.racers))
    for racer in racers:
        me, mirror, game = racer.desk.seat, racer.desk.mirror, racer.desk.game
        assert me is not None and mirror is not None and game is not None
        seqs = [checked.seq for checked in checked_of(host, me)]
        assert host.desk.referee is not None
        refused = host.desk.referee.refused(me)
        assert seqs == sorted(set(seqs))
        assert len(seqs) + sum(refused.values()) == host.desk.referee.expects(me), refused
        assert len(journal(race, me)) == len(seqs)
        assert [journal(mirror, seat) for seat in seats] == [journal(race, seat) for seat in seats]
        assert game.board.key() == race.racers[me].game.board.key()
        assert racer.places == host.desk.places


async def to_the_end(host: HostTable, racers: list[RacerTable]) -> None:
    """Waits for the race's end at the host and every racer, and for the racers' last
    answers."""
    await host.ends.wait()
    for racer in racers:
        await racer.ends.wait()
    await until(lambda: all(racer.desk.unanswered == 0 for racer in racers))


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
    in the test's process: a new desk, nothing kept), he resumes his seat by his account
    and races on."""

    async def scenario() -> tuple[HostTable, list[RacerTable], float, float]:
        host, [carol] = await seated(server, ["carol"])
        await registered(server, "bob")
        process = racer_process(server, "bob", picture=9)
        await until(lambda: len(host.desk.seats) == 3 and all(host.desk.ready))
        seen = comings(host.link)
        start(host)
        async with bots(host, [carol]):
            bob_seat = next(i for i, s in enumerate(host.desk.seats) if s.account == account("bob"))
            await until(lambda: len(checked_of(host, bob_seat)) >= 4)
            killed_at = time.monotonic()
            process.send_signal(signal.SIGKILL)
            await until(lambda: seen.first(Occupant(account("bob"), False), killed_at) is not None)
            process.wait()
            before = len(checked_of(host, bob_seat))
            bob = racer_table(server, "bob", 9)
            await bob.open(TABLE, "bob", KEY, resume=True)
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
    print(
        f"\nkilled: seen gone after {gone_s * 1000:.0f} ms, racing again {back_s:.2f} s"
        " after the kill (started again in the test's process)"
    )


def test_the_server_killed_and_started_again_everyone_races_on(server: LocalServer) -> None:
    async def scenario() -> tuple[HostTable, list[RacerTable], float]:
        host, racers = await seated(server, ["bob", "carol"])
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
