"""A table's link against a real Prosody (`tests.online.conftest`): accounts registered
in-band over TLS, a password-protected room made by its host, messages both ways each
delivered with its sender's account, whatever nick it took, and a seat taken again after
the server restarts.

The clients run on plain asyncio (no Qt needed here); every wait is bounded by
`tests.conftest.WAIT_S`, a safety net, never what is tested.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TypeVar

import pytest
from slixmpp import JID
from slixmpp.exceptions import IqError, IqTimeout

from llk.online import table_link
from llk.online.table_link import (
    RETRY_CAP_S,
    LinkError,
    LinkState,
    Occupant,
    RoomMessage,
    TableLink,
)
from tests.conftest import WAIT_S
from tests.online.local_server import DOMAIN, ROOMS, LocalServer

EVERY_SERVER = True
"""What a server does for a table: tested against Prosody and ejabberd alike."""

TABLE = f"table-1@{ROOMS}"
SECRET = "copper kettle 42"
ASKED_S = 1.0

_Result = TypeVar("_Result")


def run(scenario: Callable[[], Awaitable[_Result]]) -> _Result:
    """``scenario`` run to its end on a fresh asyncio loop, given `WAIT_S` at most."""

    async def bounded() -> _Result:
        return await asyncio.wait_for(scenario(), WAIT_S)

    return asyncio.run(bounded())


class Player:
    """A `TableLink` to ``server`` as ``name@localhost``, with what it heard and the
    states it went through in queues; trusting the server's certificate unless not
    ``trusted``; its ``contacts`` asked for (`TableLink`'s)."""

    def __init__(
        self,
        server: LocalServer,
        name: str,
        password: str | None = None,
        trusted: bool = True,
        contacts: bool = False,
    ) -> None:
        self.heard: asyncio.Queue[RoomMessage] = asyncio.Queue()
        self.states: asyncio.Queue[LinkState] = asyncio.Queue()
        self.occupants: asyncio.Queue[Occupant] = asyncio.Queue()
        self.link = TableLink(
            f"{name}@{DOMAIN}",
            password or f"{name}'s password",
            self.heard.put_nowait,
            self.states.put_nowait,
            server=("127.0.0.1", server.port),
            ca_file=server.certificate if trusted else None,
            on_occupant=self.occupants.put_nowait,
            contacts=contacts,
        )

    async def next_from_others(self) -> RoomMessage:
        """The next message someone else said (this link's own echoes passed over)."""
        while True:
            message = await self.heard.get()
            if message.sender != self.link.account:
                return message

    async def reaches(self, wanted: LinkState) -> None:
        """Waits until the link enters ``wanted``."""
        while await self.states.get() != wanted:
            pass

    async def sees(self, wanted: Occupant) -> None:
        """Waits until the link says ``wanted`` (an account came or went)."""
        while await self.occupants.get() != wanted:
            pass


async def registered(server: LocalServer, *names: str, contacts: bool = False) -> list[Player]:
    """A `Player` for each of ``names``, its account registered in-band and logged in
    (its ``contacts`` asked for, if so)."""
    players = [Player(server, name, contacts=contacts) for name in names]
    for player in players:
        await player.link.open(register=True)
    return players


async def seated(server: LocalServer, *racers: str) -> list[Player]:
    """The host ``alice`` at `TABLE` (behind `SECRET`) with ``racers`` seated by it."""
    host, *others = await registered(server, "alice", *racers)
    await host.link.make_table(TABLE, "alice", SECRET)
    for racer in others:
        await racer.link.join_table(TABLE, racer.link.account.partition("@")[0], SECRET)
    return [host, *others]


async def said(attempt: Awaitable[None]) -> str:
    """What the link was told when ``attempt`` (an open or a join) failed, or "done"."""
    try:
        await attempt
    except LinkError as refused:
        return str(refused)
    return "done"


def cut(link: TableLink) -> None:
    """``link``'s connection closed at once, with no goodbye to the server (as a crash
    or a pulled cable would); the link tries to reach the server again."""
    transport = link.client.transport
    assert transport is not None
    transport.abort()


async def gone(player: Player, room: str) -> None:
    """Waits until the server says ``room`` is not there (its last occupant left).

    ejabberd (23.01) drops, unanswered, what reaches a room in the moment it closes
    itself: a join sent then would wait for `table_link.ANSWER_S`. Each question here
    waits `ASKED_S`, asked again until the answer comes."""
    disco = player.link.client.plugin["xep_0030"]
    while True:
        try:
            await disco.get_info(jid=JID(room), timeout=ASKED_S)
        except IqError as refused:
            if refused.condition == "item-not-found":
                return
        except IqTimeout:
            pass


async def closed(*players: Player) -> None:
    for player in players:
        await player.link.close()


async def exchange(host: Player, racer: Player, move: str, checked: str) -> list[RoomMessage]:
    """`exchange_open`, both links closed then."""
    heard = await exchange_open(host, racer, move, checked)
    await closed(host, racer)
    return heard


async def exchange_open(host: Player, racer: Player, move: str, checked: str) -> list[RoomMessage]:
    """The racer says ``move``, the host ``checked`` once it heard it: what each heard
    from the other, the host's first."""
    racer.link.send(move)
    at_host = await host.next_from_others()
    host.link.send(checked)
    at_racer = await racer.next_from_others()
    return [at_host, at_racer]


def test_the_host_and_a_racer_talk_both_ways_each_seeing_the_others_account(
    server: LocalServer,
) -> None:
    async def scenario() -> list[RoomMessage]:
        host, racer = await seated(server, "bob")
        return await exchange(host, racer, '{"type": "move"}', '{"type": "checked"}')

    assert run(scenario) == [
        RoomMessage(f"bob@{DOMAIN}", '{"type": "move"}'),
        RoomMessage(f"alice@{DOMAIN}", '{"type": "checked"}'),
    ]


@pytest.mark.parametrize("password", ["", "copper kettle 41"])
def test_no_seat_without_the_table_password(server: LocalServer, password: str) -> None:
    async def scenario() -> str:
        host, racer = await registered(server, "alice", "mallory")
        await host.link.make_table(TABLE, "alice", SECRET)
        answer = await said(racer.link.join_table(TABLE, "mallory", password))
        await closed(host, racer)
        return answer

    assert run(scenario).endswith("refused the seat: not-authorized")


def test_a_message_comes_from_its_account_whatever_nick_it_took(server: LocalServer) -> None:
    """Another account takes the nick "host": what it says is delivered as its own."""

    async def scenario() -> RoomMessage:
        host, racer, intruder = await registered(server, "alice", "bob", "mallory")
        await host.link.make_table(TABLE, "referee", SECRET)
        await racer.link.join_table(TABLE, "bob", SECRET)
        await intruder.link.join_table(TABLE, "host", SECRET)
        intruder.link.send('{"type": "result", "places": ["mallory"]}')
        heard = await racer.next_from_others()
        await closed(host, racer, intruder)
        return heard

    assert run(scenario).sender == f"mallory@{DOMAIN}"


def test_the_links_sit_again_after_the_server_restarts(server: LocalServer) -> None:
    """The server stopped and started again (its accounts kept, its rooms lost): the host
    makes the table anew and the racer, trying until it is there, sits at it again (on
    ejabberd, which may seat the racer in the room made again before the host has
    configured it, only once it is a table: `TableLink._check_made`)."""

    async def scenario() -> list[RoomMessage]:
        host, racer = await seated(server, "bob")
        server.stop()
        await host.reaches(LinkState.RECONNECTING)
        await racer.reaches(LinkState.RECONNECTING)
        server.start()
        await host.reaches(LinkState.AT_TABLE)
        await racer.reaches(LinkState.AT_TABLE)
        return await exchange(host, racer, '{"seq": 2}', '{"seq": 3}')

    assert run(scenario) == [
        RoomMessage(f"bob@{DOMAIN}", '{"seq": 2}'),
        RoomMessage(f"alice@{DOMAIN}", '{"seq": 3}'),
    ]


def test_a_lost_link_tries_again_every_second_at_most_until_closed(server: LocalServer) -> None:
    """slixmpp alone waits 1, 3, 7, 15... s between tries; a racer's link waits
    `RETRY_CAP_S` at most, however long the server is away, and a close ends the tries."""

    async def scenario() -> list[float]:
        [player] = await registered(server, "alice")
        delays: list[float] = []
        tried_thrice = asyncio.Event()

        def waiting(delay: float) -> None:
            delays.append(delay)
            if len(delays) == 3:
                tried_thrice.set()

        player.link.client.add_event_handler("reconnect_delay", waiting)
        server.stop()
        await player.reaches(LinkState.RECONNECTING)
        await tried_thrice.wait()
        await player.link.close()
        await player.reaches(LinkState.LEFT)
        return delays

    delays = run(scenario)
    assert len(delays) >= 3
    assert max(delays) <= RETRY_CAP_S


def test_a_racer_does_not_make_a_missing_table(server: LocalServer) -> None:
    """Joining a room that is not there would make it, unprotected, with the racer as its
    owner: the racer leaves it at once and is told the table is not there."""

    async def scenario() -> str:
        [racer] = await registered(server, "bob")
        answer = await said(racer.link.join_table(TABLE, "bob", SECRET))
        await closed(racer)
        return answer

    assert run(scenario) == f"the table {TABLE} is not there"


def test_no_table_where_the_room_cannot_be_made_as_a_table_needs(
    server: LocalServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A server whose room form lacks a setting a table needs (here one Prosody does not
    offer, asked for as if needed): the host is told and leaves the half-made room, so no
    racer sits at a room that would hide the accounts or take no password."""
    needed = (*table_link.NEEDED_CONFIG, "muc#roomconfig_enablelogging")
    monkeypatch.setattr(table_link, "NEEDED_CONFIG", needed)

    async def scenario() -> list[str]:
        host, racer = await registered(server, "alice", "bob")
        answers = [await said(host.link.make_table(TABLE, "alice", SECRET))]
        await gone(host, TABLE)
        answers.append(await said(racer.link.join_table(TABLE, "bob", SECRET)))
        await closed(host, racer)
        return answers

    assert run(scenario) == [
        f"{ROOMS} cannot make a table's room: no muc#roomconfig_enablelogging",
        f"the table {TABLE} is not there",
    ]


def test_a_wrong_password_for_the_account_is_said(server: LocalServer) -> None:
    async def scenario() -> str:
        await closed(*await registered(server, "alice"))
        return await said(Player(server, "alice", password="guess").link.open())

    assert run(scenario) == f"the server refused the password of alice@{DOMAIN}"


def test_a_server_that_registers_no_accounts_says_so(
    start_server: Callable[..., LocalServer],
) -> None:
    closed_to_strangers = start_server(registration=False)

    async def scenario() -> str:
        return await said(Player(closed_to_strangers, "bob").link.open(register=True))

    assert run(scenario) == f"the server of bob@{DOMAIN} registers no accounts here"


def test_the_servers_log_says_when_it_registers_an_account(server: LocalServer) -> None:
    """What the tests below read to see that nothing was registered does show a
    registration, on each server: their checks can fail."""

    async def scenario() -> None:
        await closed(*await registered(server, "bob"))

    assert not server.registered_any()
    run(scenario)
    assert server.registered_any()


def test_a_server_whose_certificate_is_not_trusted_gets_no_password(
    server: LocalServer,
) -> None:
    """The check of the certificate is on: without the test's CA file the self-signed
    certificate is refused, and nothing is registered."""

    async def scenario() -> str:
        return await said(Player(server, "bob", trusted=False).link.open(register=True))

    answer = run(scenario)
    assert answer.startswith("no secure connection to the server:")
    assert "self-signed certificate" in answer
    assert not server.registered_any()


def test_a_server_without_tls_gets_no_password(start_server: Callable[..., LocalServer]) -> None:
    plain = start_server(encrypted=False)

    async def scenario() -> str:
        return await said(Player(plain, "bob", trusted=False).link.open(register=True))

    assert run(scenario) == "the server offers no encryption (TLS)"
    assert not plain.registered_any()


def test_the_room_says_who_sits_at_it_by_account_and_who_left(server: LocalServer) -> None:
    """Each account that comes to the room is said, under whatever nick; one whose
    connection is cut (its socket closed abruptly, no goodbye) is said gone."""

    async def scenario() -> list[bool]:
        host, racer = await registered(server, "alice", "bob")
        await host.link.make_table(TABLE, "alice", SECRET)
        await racer.link.join_table(TABLE, "host", SECRET)
        await host.sees(Occupant(f"bob@{DOMAIN}", True))
        seen = [host.link.present(f"bob@{DOMAIN}"), racer.link.present(f"alice@{DOMAIN}")]
        cut(racer.link)
        await host.sees(Occupant(f"bob@{DOMAIN}", False))
        seen.append(host.link.present(f"bob@{DOMAIN}"))
        await closed(host, racer)
        return seen

    assert run(scenario) == [True, True, False]


def test_the_host_bans_an_account_which_is_put_out_and_not_let_in_again(
    server: LocalServer,
) -> None:
    async def scenario() -> list[object]:
        host, racer, flooder = await seated(server, "bob", "mallory")
        await host.sees(Occupant(f"mallory@{DOMAIN}", True))
        await host.link.ban(f"mallory@{DOMAIN}")
        await host.sees(Occupant(f"mallory@{DOMAIN}", False))
        await flooder.reaches(LinkState.LEFT)
        outcome: list[object] = [str(flooder.link.problem), flooder.link.table]
        again = Player(server, "mallory")
        await again.link.open()
        outcome.append(await said(again.link.join_table(TABLE, "mallory", SECRET)))
        racer.link.send("still here")
        outcome.append(await host.next_from_others())
        await closed(host, racer, again)
        return outcome

    assert run(scenario) == [
        f"banned from the table {TABLE}",
        None,
        f"{TABLE} refused the seat: forbidden",
        RoomMessage(f"bob@{DOMAIN}", "still here"),
    ]


def test_only_the_host_bans(server: LocalServer) -> None:
    async def scenario() -> str:
        host, racer = await seated(server, "bob")
        try:
            await racer.link.ban(f"alice@{DOMAIN}")
        except LinkError as refused:
            return str(refused)
        finally:
            await closed(host, racer)
        return "banned"

    assert run(scenario).startswith(f"{TABLE} did not ban alice@{DOMAIN}: ")  # not-allowed


def test_a_text_to_one_account_reaches_it_alone_with_its_senders_account(
    server: LocalServer,
) -> None:
    async def scenario() -> list[RoomMessage]:
        host, bob, carol = await seated(server, "bob", "carol")
        await host.sees(Occupant(f"carol@{DOMAIN}", True))
        host.link.send_to(f"bob@{DOMAIN}", "for bob")
        host.link.send("for all")
        heard = [await bob.next_from_others(), await bob.next_from_others()]
        heard.append(await carol.next_from_others())
        await closed(host, bob, carol)
        return heard

    assert run(scenario) == [
        RoomMessage(f"alice@{DOMAIN}", "for bob", direct=True),
        RoomMessage(f"alice@{DOMAIN}", "for all"),
        RoomMessage(f"alice@{DOMAIN}", "for all"),
    ]


def test_the_host_cut_off_sits_again_at_its_room_still_there(server: LocalServer) -> None:
    """Only the host's connection is lost: the room stays (a racer sits in it) and the
    host, its owner still, sits at it again, and bans from it as before."""

    async def scenario() -> list[object]:
        host, racer, other = await seated(server, "bob", "mallory")
        cut(host.link)
        await host.reaches(LinkState.RECONNECTING)
        await host.reaches(LinkState.AT_TABLE)
        await racer.sees(Occupant(f"alice@{DOMAIN}", True))
        outcome: list[object] = [*await exchange_open(host, racer, "back", "welcome back")]
        await host.link.ban(f"mallory@{DOMAIN}")
        await other.reaches(LinkState.LEFT)
        outcome.append(str(other.link.problem))
        await closed(host, racer)
        return outcome

    assert run(scenario) == [
        RoomMessage(f"bob@{DOMAIN}", "back"),
        RoomMessage(f"alice@{DOMAIN}", "welcome back"),
        f"banned from the table {TABLE}",
    ]


def test_a_hostile_room_name_is_not_echoed_at_length(server: LocalServer) -> None:
    """A table code may name any room: the problem the player reads names it clipped,
    in one line, whatever it holds."""
    hostile = "x" * 300 + "y" * 300

    async def scenario() -> str:
        [racer] = await registered(server, "bob")
        answer = await said(racer.link.join_table(f"{hostile}@{ROOMS}", "bob", SECRET))
        await closed(racer)
        return answer

    answer = run(scenario)
    assert answer.startswith("the table xxx") and answer.endswith("… is not there")
    assert len(answer) < table_link.MAX_NAME_CHARS + 30 and answer.isprintable()


@pytest.mark.parametrize(
    "value", ["a\nb\tc", "x" * 5000, "\u202egnp.exe", "\x00" * 10, 10**400, "ok"]
)
def test_a_problem_is_one_printable_line_of_bounded_length(value: object) -> None:
    shown = table_link.clipped(value)
    assert len(shown) <= table_link.MAX_NAME_CHARS and shown.isprintable() and "\n" not in shown
    problem = str(table_link.LinkError(table_link.Problem.UNTRUSTED, f"{value} " * 50, most=500))
    assert len(problem) <= table_link.MAX_PROBLEM_CHARS and problem.isprintable()


@pytest.mark.parametrize("failure", ["refused", "silent"])
def test_a_room_that_refuses_or_ignores_the_tables_settings_makes_no_table(
    server: LocalServer, failure: str
) -> None:
    """The room's form refused (an error) or not answered: the host is told in one line
    (`LinkError`) and leaves the half-made room; a racer finds no table."""

    async def scenario() -> list[str]:
        host, racer = await registered(server, "alice", "bob")
        muc = host.link.client.plugin["xep_0045"]

        async def failing(*args: object, **options: object) -> None:
            iq = host.link.client.Iq()
            if failure == "refused":
                iq["error"]["condition"] = "forbidden"
                raise IqError(iq)
            raise IqTimeout(iq)

        muc.set_room_config = failing  # type: ignore[method-assign]
        answers = [await said(host.link.make_table(TABLE, "alice", SECRET))]
        await gone(host, TABLE)
        answers.append(await said(racer.link.join_table(TABLE, "bob", SECRET)))
        await closed(host, racer)
        return answers

    why = ": forbidden" if failure == "refused" else ""
    told = f"{TABLE} refused the table's settings{why}" if why else f"{TABLE} did not answer"
    assert run(scenario) == [told, f"the table {TABLE} is not there"]


def test_a_server_that_fails_to_start_leaves_no_folder_behind(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The tests' own servers: one that does not start is cleaned up all the same."""
    from tests.online.conftest import _started
    from tests.online.local_server import SERVERS

    folders = []

    def failing(local: LocalServer) -> None:
        folders.append(local.folder)
        raise RuntimeError("did not answer")

    monkeypatch.setattr(SERVERS["prosody"], "start", failing)
    with pytest.raises(RuntimeError):
        _started("prosody")
    assert len(folders) == 1 and not folders[0].exists()
