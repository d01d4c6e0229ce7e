"""Impersonation over the real local server changes nothing: a racer's command for
another's seat, a result or a checked command forged by a racer, and the nick "host"
taken by another account are all without effect, every copy of the race the host's;
no seat without the table's password; no rejoin of a seat from another account.
"""

from __future__ import annotations

from slixmpp import JID

from llk.model.game.journal import Command, Entry
from llk.model.versus import messages
from llk.model.versus.messages import (
    CatchUp,
    Checked,
    Clock,
    Join,
    Ready,
    Reason,
    Result,
    Resume,
    Start,
)
from llk.online.host_table import HostTable
from llk.online.racer_table import RacerTable
from llk.online.table_link import LinkError, RoomMessage
from tests.online.local_server import LocalServer
from tests.online.racers import (
    KEY,
    Traffic,
    account,
    assert_nothing_lost_or_doubled,
    bots,
    closed,
    numbered_refusals,
    racer_table,
    registered,
    run,
    seated,
    start,
    table_room,
    to_the_end,
    until,
    watch,
)
from tests.online.test_race_refusals import a_tile, click

EVERY_SERVER = True
SHARED_SERVER = True
"""Each race against Prosody and ejabberd, on the session's server of each
(`tests.online.conftest`)."""

FORGED = 4
"""The texts each impostor sends (`forgeries`)."""
FORGED_RESULT = Result((2, 0, 1))
"""Mallory (seat 2, who plays nothing) first: never the race's real places."""


def forgeries(bob_seat: int, bob: RacerTable) -> list[str]:
    """What an impostor says in the room: Bob's next click (in Bob's seat), a result, a
    checked command of Bob's and a clock far ahead, each as only the host may."""
    return [
        click(0, a_tile(bob), seat=bob_seat),
        messages.write(FORGED_RESULT),
        messages.write(Checked(0, bob_seat, 0, Entry(0.0, Command.UNDO))),
        messages.write(Clock(500.0, 0)),
    ]


def test_impostors_in_the_room_change_nothing(server: LocalServer) -> None:
    """Mallory, seated, forges Bob's commands and the host's messages; Trudy, not
    seated, sits in the room under the nick "host" (the host's is "referee") and
    forges the same. Bob's race and board are the host's; the places are the host's."""

    async def scenario() -> tuple[HostTable, RacerTable]:
        host, [bob, mallory] = await seated(server, ["bob", "mallory"], host_nick="referee")
        trudy = racer_table(server, "trudy")
        await trudy.link.open(register=True)
        await trudy.link.join_table(table_room(), "host", KEY)
        start(host)
        async with bots(host, [bob]):
            await until(lambda: bob.desk.game is not None)
            for impostor in (mallory, trudy):
                for text in forgeries(1, bob):
                    impostor.link.send(text)
            await to_the_end(host, [bob])
        await closed(host, [bob, mallory, trudy])
        return host, bob

    host, bob = run(scenario)
    assert host.desk.places is not None and host.desk.places != FORGED_RESULT.places
    assert_nothing_lost_or_doubled(host, [bob])
    referee = host.desk.referee
    assert referee is not None
    assert numbered_refusals(host, 1) == 0
    # counted against her own seat: Bob's click, and the three only the host may send
    assert referee.refused(2) == {Reason.ANOTHERS_SEAT: 1, Reason.MALFORMED: 3}
    assert bob.desk.ignored >= 2 * FORGED


def test_no_seat_without_the_tables_password(server: LocalServer) -> None:
    async def scenario() -> tuple[str, int]:
        host, racers = await seated(server, ["bob"])
        mallory = racer_table(server, "mallory")
        try:
            await mallory.open(table_room(), "mallory", "a guess", register=True)
            refused = "seated"
        except LinkError as error:
            refused = str(error)
        seats = len(host.desk.table.people)
        await closed(host, [*racers, mallory])
        return refused, seats

    refused, seats = run(scenario)
    assert refused == f"{table_room()} refused the seat: not-authorized"
    assert seats == 2


def test_no_rejoin_from_another_account(server: LocalServer) -> None:
    """Bob's link is gone mid-race; Mallory, who has the table's password, asks for his
    seat's race (a `Resume` claiming seat 1, then a new desk's resume): nothing comes to
    her; Bob, back on his own account, races on."""

    async def scenario() -> tuple[HostTable, list[RacerTable], Traffic]:
        host, [bob, carol] = await seated(server, ["bob", "carol"])
        start(host)
        async with bots(host, [carol]):
            await until(lambda: bob.desk.game is not None)
            await bob.close()
            await registered(server, "mallory")
            mallory = racer_table(server, "mallory")
            heard = watch(mallory)
            await mallory.open(table_room(), "mallory", KEY)
            mallory.link.send(messages.write(Resume(1, -1)))
            bob = racer_table(server, "bob")
            await bob.open(table_room(), "bob", KEY)
            async with bots(None, [bob]):
                await to_the_end(host, [carol, bob])
        await closed(host, [carol, bob, mallory])
        return host, [carol, bob], heard

    host, racers, heard = run(scenario)
    assert host.desk.dropped["resume"] >= 2  # hers, and her desk's asking again
    kinds = {type(messages.read(text)) for text in heard.heard}
    assert not kinds & {Start, CatchUp}  # the room's stream, but no seat's race
    assert_nothing_lost_or_doubled(host, racers)


def test_direct_texts_from_outside_the_room_change_nothing(server: LocalServer) -> None:
    """Mallory never enters the room (she has no password): she says a `Join`, a
    `Ready` and, once the race is on, a command for Bob's seat to the host directly (a
    chat message, which any account may send), and a forged result to Bob. No seat, no
    ready, no command, nothing counted; Bob's race is the host's."""

    async def scenario() -> tuple[HostTable, RacerTable, list[int], int]:
        host, [bob] = await seated(server, ["bob"])
        mallory = racer_table(server, "mallory")
        await mallory.link.open(register=True)
        reached_host, reached_bob = delivered(host), delivered(bob)

        def say(to: RacerTable | HostTable, text: str) -> None:
            address = JID(to.link.client.boundjid.full)
            mallory.link.client.send_message(mto=address, mbody=text, mtype="chat")

        say(host, messages.write(Join("Mallory", 5)))
        say(host, messages.write(Ready(2, True)))
        await until(lambda: len(reached_host) == 2)
        seats = len(host.desk.table.people)
        start(host)
        async with bots(host, [bob]):
            await until(lambda: bob.desk.game is not None)
            ignored = bob.desk.ignored
            say(host, click(0, a_tile(bob), seat=1))
            say(bob, messages.write(FORGED_RESULT))
            await until(lambda: len(reached_host) == 3 and len(reached_bob) >= 1)
            ignored = bob.desk.ignored - ignored
            await to_the_end(host, [bob])
        await closed(host, [bob, mallory])
        return host, bob, [seats, sum(host.desk.dropped.values())], ignored

    host, bob, (seats, dropped), ignored = run(scenario)
    assert seats == 2 and dropped == 0 and ignored == 0
    assert host.desk.places != FORGED_RESULT.places
    assert numbered_refusals(host, 1) == 0
    assert_nothing_lost_or_doubled(host, [bob])


def delivered(table: RacerTable | HostTable) -> list[RoomMessage]:
    """The direct texts ``table``'s link delivers, noted as they pass."""
    noted: list[RoomMessage] = []
    deliver = table.link.on_message

    def delivering(message: RoomMessage) -> None:
        if message.direct and message.sender == account("mallory"):
            noted.append(message)
        deliver(message)

    table.link.on_message = delivering
    return noted
