"""Hostile racers over the real local server: junk of every kind cannot crash the host,
and a flood is cut off by a ban from the room, while the other racers race on with
every command of theirs checked, in order, none lost.

The flood's cost to the others is counted, not timed: their commands all answered and
none refused. Their round trips while it ran are printed (``-s``).
"""

from __future__ import annotations

import asyncio
import json
import statistics
from collections.abc import Callable

from slixmpp import JID

from llk.model.game.journal import Command, Entry
from llk.model.versus import messages
from llk.model.versus.messages import (
    MAX_MESSAGE_CHARS,
    Checked,
    Clock,
    Join,
    Ready,
    Result,
    Resume,
)
from llk.model.versus.referee import BAN_AFTER
from llk.online.host_table import HostTable
from llk.online.racer_table import RacerTable
from llk.online.table_link import LinkError, LinkState
from tests.online.local_server import LocalServer
from tests.online.racers import (
    KEY,
    POLL_S,
    Traffic,
    account,
    assert_nothing_lost_or_doubled,
    bots,
    closed,
    numbered_refusals,
    racer_table,
    run,
    seated,
    start,
    table_room,
    to_the_end,
    until,
    watch,
)
from tests.online.test_race_refusals import click, command

EVERY_SERVER = True
SHARED_SERVER = True
"""Each race against Prosody and ejabberd, on the session's server of each
(`tests.online.conftest`)."""

JUNK = [
    "",
    " ",
    "null",
    "[]",
    "{}",
    "1e999",
    '{"v": 1}',
    '{"v": 1, "type": ["command"]}',
    '{"v": true, "type": "command", "seat": 2, "seq": 0, "step": [0, "undo"]}',
    '{"v": 2, "race": 1, "type": "command", "seat": 2, "seq": 0, "step": [0, "click", 1.5, 2]}',
    '{"v": 2, "race": 1, "type": "command", "seat": 2, "seq": -1, "step": [0, "undo"]}',
    '{"v": 2, "race": 1, "type": "command", "seat": 2, "seq": 0, "step": [1e308, "undo"]}',
    '{"v": 2, "race": 1, "type": "command", "seat": 2, "seq": 0, "step": [0, "prop", "bomb", 99]}',
    '{"v": 2, "race": 1, "type": "result", "places": ' + json.dumps(list(range(20_000))) + "}",
    "[" * 50_000 + "]" * 50_000,
    "连连看" * 10_000,
    "x" * (MAX_MESSAGE_CHARS + 1),
    messages.write(Join("Mallory", 5)),
    messages.write(Ready(2, False)),
    messages.write(Resume(0, -1)),
    messages.write(Result((2, 1, 0))),
    messages.write(Clock(999.0, 0)),
    messages.write(Checked(0, 1, 0, Entry(0.0, Command.UNDO))),
    command(0, Entry(0.0, Command.PAUSE), seat=2),
    click(0, (19, 29), seat=2),
]
"""Texts no client in step with the host sends: no message (each within the server's
largest stanza, 256 KiB, which would end the sender's connection), a message out of
range, one only the host sends, a command claiming another's seat, one breaking a
rule."""


def test_a_hostile_racer_cannot_crash_the_host_and_the_others_race_to_the_end(
    server: LocalServer,
) -> None:
    """Mallory (seat 2) sends junk, then more: the host refuses it, bans her from the
    room for the flood of it, and Bob races the deal to its end."""

    async def scenario() -> tuple[HostTable, RacerTable, RacerTable]:
        host, [bob, mallory] = await seated(server, ["bob", "mallory"])
        start(host)
        async with bots(host, [bob]):
            await until(lambda: bob.desk.game is not None)
            for text in JUNK * 2:
                mallory.link.send(text)
            await until(lambda: mallory.state is LinkState.LEFT)
            await to_the_end(host, [bob])
        await closed(host, [bob, mallory])
        return host, bob, mallory

    host, bob, mallory = run(scenario)
    assert account("mallory") in host.banned
    assert str(mallory.link.problem).startswith("banned from the table")
    race = host.desk.race
    assert race is not None and not race.racers[2].racing
    assert numbered_refusals(host, 1) == 0
    assert_nothing_lost_or_doubled(host, [bob])


def test_a_flood_is_cut_off_by_a_ban_and_the_others_commands_are_all_checked(
    server: LocalServer,
) -> None:
    """Mallory (seat 3) floods the host with commands out of order, many times what
    gets a racer banned; Bob and Carol race on: each of their commands is checked, in
    the order they sent them, none lost, none refused (but as the race ends: a command
    on its way then is out)."""
    flood = 20 * BAN_AFTER

    async def scenario() -> tuple[HostTable, list[RacerTable], list[Traffic]]:
        host, [bob, carol, mallory] = await seated(server, ["bob", "carol", "mallory"])
        traffic = [watch(bob), watch(carol)]
        start(host)
        async with bots(host, [bob, carol]):
            await until(lambda: bob.desk.game is not None and carol.desk.game is not None)
            await until(lambda: len(host.desk.stream) >= 4)
            for seq in range(1, flood + 1):
                mallory.link.send(click(seq, (1, 1), seat=3))
            await until(lambda: mallory.state is LinkState.LEFT)
            await to_the_end(host, [bob, carol])
        await closed(host, [bob, carol, mallory])
        return host, [bob, carol], traffic

    host, others, traffic = run(scenario)
    assert account("mallory") in host.banned
    referee = host.desk.referee
    assert referee is not None
    assert [numbered_refusals(host, seat) for seat in (1, 2)] == [0, 0]
    assert_nothing_lost_or_doubled(host, others)
    for one in traffic:
        assert one.all_answered()
    trips = [trip for one in traffic for trip in one.round_trips()]
    print(
        f"\nflood of {flood}: {referee.refused(3).total()} of it refused at the host before"
        f" the ban; the others' {len(trips)} round trips: median"
        f" {statistics.median(trips) * 1000:.1f} ms, max {max(trips) * 1000:.1f} ms"
    )


def test_a_banned_racer_stays_banned_from_the_room_made_anew(
    start_server: Callable[..., LocalServer],
) -> None:
    """The server restarts (its rooms forgotten): the host makes the room again and bans
    again whom it banned, so the flooder does not sit at it again."""
    server = start_server()  # its own: restarted

    async def scenario() -> str:
        host, [bob, mallory] = await seated(server, ["bob", "mallory"])
        start(host)
        async with bots(host, [bob]):
            await until(lambda: bob.desk.game is not None)
            for seq in range(1, 2 * BAN_AFTER):
                mallory.link.send(click(seq, (1, 1), seat=2))
            await until(lambda: mallory.state is LinkState.LEFT)
            server.stop()
            await until(lambda: host.state is LinkState.RECONNECTING)
            server.start()
            await until(lambda: host.state is LinkState.AT_TABLE)
            await until_outcast(host, account("mallory"))
            again = racer_table(server, "mallory")
            try:
                await again.open(table_room(), "mallory", KEY)
                refused = "seated"
            except LinkError as error:
                refused = str(error)
        await closed(host, [bob, again])
        return refused

    assert run(scenario) == f"{table_room()} refused the seat: forbidden"


async def until_outcast(host: HostTable, banned: str) -> None:
    """Waits until the host's room lists ``banned`` as banned (asking the server)."""
    muc = host.link.client.plugin["xep_0045"]
    while banned not in {
        JID(jid).bare for jid in await muc.get_affiliation_list(table_room(), "outcast")
    }:
        await asyncio.sleep(POLL_S)
