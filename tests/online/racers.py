"""Headless racers for the race tests against the real local server: a host (`HostTable`)
and racers (`RacerTable`) whose seats are played by bots that click the best pair on
their own board (`Game.best_pair`) at a person's pace in race time, and what the tests
read from them (round trips, the streams each saw).

A bot waits between its pairs (`PAIR_S` of race time, the race's clock being the wall
clock's), as a person does; no test asserts on how long anything took: they count what
was checked, refused, lost or doubled. Every wait for something to happen is bounded by
`tests.conftest.WAIT_S`, a safety net only.
"""

from __future__ import annotations

import asyncio
import contextlib
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from llk.model import GameSettings
from llk.model.game.game import Game
from llk.model.game.journal import Command, Entry
from llk.model.game.results import Phase
from llk.model.versus import messages
from llk.model.versus.messages import (
    Checked,
    MessageError,
    RacerCommand,
    Reason,
    Refusal,
    Seat,
)
from llk.model.versus.race import Race
from llk.model.versus.race_setup import RaceRules
from llk.model.versus.referee import Checked as Played
from llk.model.versus.referee import Refused
from llk.online.host_table import HostTable
from llk.online.racer_table import RacerTable
from llk.online.table_link import Occupant, RoomMessage, TableLink
from tests.conftest import WAIT_S
from tests.online.local_server import DOMAIN, ROOMS, LocalServer

TAG = ""
"""What each account's and the table's name end with: a test's own (`tests.online.conftest`
sets it for each test), so that tests sharing one server never meet."""
KEY = "green teapot 7"
SMALL = GameSettings(rows=4, cols=6, kinds=6, levels=False)
"""A board cleared in 12 pairs: a race of a few seconds at a bot's pace."""
RULES = RaceRules(props=False, idle_out=True)
PAIR_S = 0.25
"""Race time between a bot's pairs: two clicks, 8 a second, within the referee's 20
clicks in any 2 s (`referee.CLICKS_MOST`) with room for clicks the network bunched."""
HOST_PAIR_S = 0.45
"""The host's bot plays slower, so that the people's seats race to the end of most
deals (the first clear ends a race)."""
POLL_S = 0.005
"""How often `until` looks again: a wait's step, not a pace."""

_T = TypeVar("_T")


def run(scenario: Callable[[], Awaitable[_T]]) -> _T:
    """``scenario`` run to its end on a fresh asyncio loop, given `WAIT_S` at most."""

    async def bounded() -> _T:
        return await asyncio.wait_for(scenario(), WAIT_S)

    return asyncio.run(bounded())


async def until(happened: Callable[[], bool]) -> None:
    """Waits until ``happened()`` (bounded by the scenario's `WAIT_S`)."""
    while not happened():
        await asyncio.sleep(POLL_S)


def account(name: str) -> str:
    """The test's account of ``name`` (`TAG`)."""
    return f"{name}{TAG}@{DOMAIN}"


def host_account() -> str:
    return account("host")


def table_room() -> str:
    """The test's table (`TAG`)."""
    return f"race-1{TAG}@{ROOMS}"


def racer_names(count: int) -> list[str]:
    return ["bob", "carol", "dave", "erin", "frank"][:count]


@dataclass
class Traffic:
    """What one link said and heard, with the time (the racer's clock) of each: the
    round trip of each of its commands, from its sending to the host's answer."""

    clock: Callable[[], float] = time.monotonic
    sent: dict[int, float] = field(default_factory=dict)
    answered: dict[int, float] = field(default_factory=dict)
    heard: list[str] = field(default_factory=list)
    """Every text from the host, in the order it came."""

    def all_answered(self) -> bool:
        """Whether every command sent was answered (those on their way as the host's
        race ended each refused as out, under its own number)."""
        return sorted(self.answered) == sorted(self.sent)

    def round_trips(self) -> list[float]:
        """Each answered command's round trip, in seconds, in the order sent."""
        return [
            self.answered[seq] - at for seq, at in sorted(self.sent.items()) if seq in self.answered
        ]


def watch(table: RacerTable) -> Traffic:
    """A `Traffic` of ``table``'s link: its texts out and the host's in, noted as they
    pass (the table's own handling unchanged)."""
    traffic = Traffic(table.clock)
    link = table.link
    send, deliver = link.send, link.on_message

    def sending(text: str) -> None:
        with contextlib.suppress(MessageError):  # a test's own junk
            message = messages.read(text)
            if isinstance(message, RacerCommand):
                traffic.sent.setdefault(message.seq, traffic.clock())
        send(text)

    def delivering(message: RoomMessage) -> None:
        if message.sender == table.host:
            traffic.heard.append(message.text)
            answer = messages.read(message.text)
            if isinstance(answer, Checked | Refusal) and answer.seat == table.desk.seat:
                seq = answer.seq
                if seq is not None:
                    traffic.answered.setdefault(seq, traffic.clock())
        deliver(message)

    link.send = sending  # type: ignore[method-assign]
    link.on_message = delivering
    return traffic


@dataclass
class Comings:
    """The accounts a link saw come to the room and leave it, each with the time (the
    clock's) it saw it."""

    clock: Callable[[], float] = time.monotonic
    seen: list[tuple[float, Occupant]] = field(default_factory=list)

    def first(self, wanted: Occupant, after: float) -> float | None:
        """When ``wanted`` was first seen after ``after``, if it was."""
        return next((at for at, occupant in self.seen if occupant == wanted and at >= after), None)


def comings(link: TableLink) -> Comings:
    """A `Comings` of ``link``, noted as they pass (the link's own handling unchanged)."""
    noted = Comings()
    tell = link.on_occupant

    def seeing(occupant: Occupant) -> None:
        noted.seen.append((noted.clock(), occupant))
        tell(occupant)

    link.on_occupant = seeing
    return noted


def crash(link: TableLink) -> None:
    """``link``'s program dies, as far as the server can tell: its connection closed at
    once with no goodbye, and nothing tries to reach the server again."""
    link.client.connect = lambda *args, **kwargs: None  # type: ignore[method-assign,assignment]
    transport = link.client.transport
    assert transport is not None
    transport.abort()


def seat(name: str, picture: int = 3) -> Seat:
    return Seat(name.capitalize(), picture, account(name))


def host_table(server: LocalServer) -> HostTable:
    return HostTable(
        host_account(),
        "host's password",
        seat("host", 1),
        server=("127.0.0.1", server.port),
        ca_file=server.certificate,
    )


def racer_table(server: LocalServer, name: str, picture: int = 3, **options: float) -> RacerTable:
    """A racer's table of the account ``name`` at the local ``server`` (``options`` as
    `RacerTable`'s)."""
    return racer_at(server.port, server.certificate, name, picture, **options)


def racer_at(port: int, certificate: Path, name: str, picture: int, **options: float) -> RacerTable:
    return RacerTable(
        account(name),
        f"{name}'s password",
        seat(name, picture),
        host_account(),
        server=("127.0.0.1", port),
        ca_file=certificate,
        **options,  # type: ignore[arg-type]
    )


async def registered(server: LocalServer, name: str) -> None:
    """The account ``name`` registered in-band at ``server`` (its link closed again)."""
    link = racer_table(server, name).link
    await link.open(register=True)
    await link.close()


async def seated(
    server: LocalServer,
    names: Sequence[str],
    host_nick: str = "host",
    register: bool = True,
    **options: float,
) -> tuple[HostTable, list[RacerTable]]:
    """The host's table made (the host sitting as ``host_nick``) and a `RacerTable` for
    each of ``names`` (``options`` as `RacerTable`'s) seated at it and ready, every
    account registered first (unless not ``register``: registered already)."""
    host = host_table(server)
    await host.open(table_room(), host_nick, KEY, register=register)
    racers = []
    for index, name in enumerate(names):
        racer = racer_table(server, name, 3 + index, **options)
        await racer.open(table_room(), name, KEY, register=register)
        racers.append(racer)
    await until(lambda: len(host.desk.table.people) == len(names) + 1)
    await until(lambda: all(racer.desk.seat is not None for racer in racers))
    for racer in racers:
        racer.ready()
    await until(lambda: all(host.desk.table.ready[1:]))
    return host, racers


def start(host: HostTable, seed: int = 11, rules: RaceRules = RULES) -> None:
    """The race started on the `SMALL` board, at once (no count-in)."""
    host.start(SMALL, seed, rules, count_in=0)


async def closed(host: HostTable | None, racers: Sequence[RacerTable]) -> None:
    for racer in racers:
        await racer.close()
    if host is not None:
        await host.close()


# --- what the tests compare -------------------------------------------------------------


def journal(race: Race, seat: int) -> list[Entry]:
    """The entries of ``seat``'s game in ``race`` (the host's seat: the race's journal)."""
    game_journal = race.journal if seat == 0 else race.racers[seat].game.journal
    assert game_journal is not None
    return list(game_journal.entries)


def places(race: Race) -> tuple[int, ...]:
    return tuple(result.player for result in race.results())


def checked_of(host: HostTable, seat: int) -> list[Checked]:
    return [checked for checked in host.desk.stream if checked.seat == seat]


def first_checked_after(host: HostTable, seat: int, count: int) -> bool:
    """Whether the host checked a command of ``seat``'s past its first ``count``."""
    return len(checked_of(host, seat)) > count


def unanswered(racer: RacerTable) -> int:
    """``racer``'s commands the host has not answered (yet)."""
    mine = racer.desk.mine
    return 0 if mine is None else len(mine.pending)


def numbered_refusals(host: HostTable, seat: int) -> int:
    """How many of ``seat``'s commands the host refused in their turn for a rule they
    broke (one on its way as the race ended, refused as out, broke none)."""
    assert host.desk.referee is not None
    answers = host.desk.referee.answers(seat)
    return sum(isinstance(a, Refused) and a.reason is not Reason.OUT for a in answers)


def assert_nothing_lost_or_doubled(host: HostTable, racers: Sequence[RacerTable]) -> None:
    """Each racer's commands in the host's stream come in the order of their numbers,
    each once, and are those the host checked, every other number the host took being
    refused (a command that came too fast after a resume, or as the race ended); every
    racer holds the host's race (each seat's journal), every command of its answered
    and its own board the host's copy of its seat, and the host's places."""
    race = host.desk.race
    assert race is not None and host.desk.places is not None
    seats = range(len(race.racers))
    for racer in racers:
        me, mirror, game = racer.desk.seat, racer.desk.mirror, racer.desk.game
        assert me is not None and mirror is not None and game is not None
        seqs = [checked.seq for checked in checked_of(host, me)]
        assert host.desk.referee is not None
        answers = host.desk.referee.answers(me)
        assert seqs == sorted(set(seqs))
        assert seqs == [answer.number for answer in answers if isinstance(answer, Played)]
        entries = [c.step for c in checked_of(host, me) if isinstance(c.step, Entry)]
        assert journal(race, me) == entries  # a prop is no journal entry
        assert [journal(mirror, seat) for seat in seats] == [journal(race, seat) for seat in seats]
        assert unanswered(racer) == 0
        assert game.board.key() == race.racers[me].game.board.key()
        assert racer.places == host.desk.places


async def to_the_end(host: HostTable, racers: Sequence[RacerTable]) -> None:
    """Waits for the race's end at the host and at every racer (the host's result
    heard: every checked command before it, the room keeping their order), and for
    the host's answer to each racer's every command (one on its way as the race ended
    is answered after the result)."""
    await host.ends.wait()
    for racer in racers:
        await racer.ends.wait()
    await until(lambda: all(unanswered(racer) == 0 for racer in racers))


# --- the bots -----------------------------------------------------------------------------


async def play(
    board: Callable[[], Game | None],
    click: Callable[[Command, tuple[int, int] | None], bool],
    over: Callable[[], bool],
    pair_s: float,
    after_pair: Callable[[], object] = lambda: None,
) -> None:
    """A bot: the best pair on ``board()`` clicked (``click``), then ``after_pair()``, a
    pair every ``pair_s``, or a refresh where no pair is left, until ``over()``; it
    waits while there is no board or its game is not being played (frozen, done)."""
    while not over():
        game = board()
        if game is None or game.phase is not Phase.PLAYING:
            await asyncio.sleep(POLL_S)
            continue
        hint = game.best_pair()
        if hint is None:
            click(Command.REFRESH, None)
        else:
            first, second = hint.move
            if click(Command.CLICK, first) and click(Command.CLICK, second):
                after_pair()
        await asyncio.sleep(pair_s)


async def racer_bot(racer: RacerTable, pair_s: float = PAIR_S, props: bool = False) -> None:
    """``racer``'s seat played by a bot until its race ends; with ``props``, using the
    first prop it holds (as the host's copy of its seat holds them) after each pair."""

    def use_a_prop() -> None:
        mirror, seat = racer.desk.mirror, racer.desk.seat
        if props and mirror is not None and seat is not None and mirror.racers[seat].props:
            racer.use_prop(mirror.racers[seat].props[0])

    await play(
        lambda: racer.desk.game if racer.zero is not None and racer.clock() >= racer.zero else None,
        racer.command,
        lambda: racer.places is not None,
        pair_s,
        use_a_prop,
    )


async def host_bot(host: HostTable, pair_s: float = HOST_PAIR_S, props: bool = False) -> None:
    """The host's own seat played by a bot until the race is over; with ``props``, using
    the first prop it holds after each pair."""

    def board() -> Game | None:
        race = host.desk.race
        return None if race is None or not race.you.racing else race.you.game

    def use_a_prop() -> None:
        race = host.desk.race
        if props and race is not None and race.you.props:
            host.use_prop(race.you.props[0])

    await play(board, host.command, lambda: host.desk.over, pair_s, use_a_prop)


@asynccontextmanager
async def bots(
    host: HostTable | None, racers: Sequence[RacerTable], props: bool = False
) -> AsyncIterator[list[asyncio.Task[None]]]:
    """Bots for the host's seat (unless None) and each of ``racers`` (using props when
    ``props``), as tasks, cancelled when the block ends."""
    loop = asyncio.get_running_loop()
    tasks = [loop.create_task(racer_bot(racer, props=props)) for racer in racers]
    if host is not None:
        tasks.append(loop.create_task(host_bot(host, props=props)))
    try:
        yield tasks
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


# --- a racer in a process of its own ------------------------------------------------------


@contextmanager
def racer_process(
    server: LocalServer, name: str, picture: int = 3
) -> Iterator[subprocess.Popen[bytes]]:
    """A racer of the account ``name`` (registered already) in a process of its own
    (`main`): it sits at the table, says it is ready and races with a bot until it is
    ended, by the test or, at the latest, when the block ends (killed)."""
    arguments = [str(server.port), str(server.certificate), name, str(picture), TAG]
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.online.racers", *arguments],
        cwd=Path(__file__).parents[2],
        stdout=subprocess.DEVNULL,
    )
    try:
        yield process
    finally:
        if process.poll() is None:
            process.kill()
        process.wait()


def main(arguments: Sequence[str]) -> None:
    """`racer_process`'s racer: port, certificate, name, picture, the test's `TAG`."""
    global TAG
    port, certificate, name, picture, TAG = arguments

    async def racing() -> None:
        racer = racer_at(int(port), Path(certificate), name, int(picture))
        await racer.open(table_room(), name, KEY)
        await until(lambda: racer.desk.seat is not None)
        racer.ready()
        await racer_bot(racer)
        await racer.close()

    asyncio.run(racing())


if __name__ == "__main__":
    main(sys.argv[1:])
