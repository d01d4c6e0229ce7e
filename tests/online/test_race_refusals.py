"""Each refusal of the host's referee, over the real local server: a racer's command
that breaks a rule comes back refused, to that racer, for its reason, and changes
nothing at the host but the racer's count of refusals; a hostile racer sending junk of
every kind cannot crash the host, whose race runs on to its end for the others.
"""

from __future__ import annotations

import pytest

from llk.model.game.journal import Command, Entry
from llk.model.versus import messages
from llk.model.versus.messages import (
    RacerCommand,
    Reason,
    Refusal,
    Step,
)
from llk.model.versus.race import Race
from llk.model.versus.referee import CLICKS_MOST
from llk.online.racer_table import RacerTable
from tests.online.local_server import LocalServer
from tests.online.racers import (
    Traffic,
    closed,
    host_bot,
    run,
    seated,
    start,
    until,
    watch,
)

EVERY_SERVER = True
SHARED_SERVER = True
"""Each race against Prosody and ejabberd, on the session's server of each
(`tests.online.conftest`)."""


def command(seq: int, step: Step, seat: int = 1) -> str:
    return messages.write(RacerCommand(seat, seq, step))


def click(seq: int, cell: tuple[int, int], seat: int = 1) -> str:
    return command(seq, Entry(0.0, Command.CLICK, cell), seat)


def refusals(traffic: Traffic) -> list[Refusal]:
    """The refusals the host sent this racer, in order."""
    heard = []
    for text in traffic.heard:
        message = messages.read(text)
        if isinstance(message, Refusal):
            heard.append(message)
    return heard


def a_tile(racer: RacerTable) -> tuple[int, int]:
    game = racer.desk.game
    assert game is not None
    hint = game.best_pair()
    assert hint is not None
    return hint.move[0]


BREAKING: dict[Reason, object] = {
    Reason.MALFORMED: lambda racer: ["this is no message"],
    Reason.OFF_BOARD: lambda racer: [click(0, (19, 29))],
    Reason.ANOTHERS_SEAT: lambda racer: [click(0, a_tile(racer), seat=2)],
    Reason.TOO_FAST: lambda racer: [click(seq, a_tile(racer)) for seq in range(CLICKS_MOST + 1)],
    Reason.OUT_OF_ORDER: lambda racer: [click(3, a_tile(racer))],
    Reason.OUT: lambda racer: [click(0, a_tile(racer))],
    Reason.NO_PAUSE: lambda racer: [command(0, Entry(0.0, Command.PAUSE))],
    Reason.UNPLAYABLE: lambda racer: [command(0, Entry(0.0, Command.UNDO))],
}
"""For each reason, what a racer sends that breaks its rule (a click on its own board's
tiles, in its turn, unless the rule is about that). `Reason.OUT`: sent once the host has
cleared its board and so ended the race."""


@pytest.mark.parametrize("reason", list(Reason), ids=str)
def test_each_refusal_comes_back_to_the_racer_for_its_reason(
    server: LocalServer, reason: Reason
) -> None:
    async def scenario() -> tuple[list[Refusal], int, Race]:
        host, [racer] = await seated(server, ["bob"])
        traffic = watch(racer)
        start(host)
        await until(lambda: racer.desk.game is not None)
        if reason is Reason.OUT:
            await host_bot(host, pair_s=0.0)
            await racer.ends.wait()
        texts = BREAKING[reason](racer)  # type: ignore[operator]
        for text in texts:
            racer.link.send(text)
        await until(lambda: bool(refusals(traffic)))
        played = CLICKS_MOST if reason is Reason.TOO_FAST else 0
        await closed(host, [racer])
        race = host.desk.race
        assert race is not None
        return refusals(traffic), played, race

    heard, played, race = run(scenario)
    assert {refusal.reason for refusal in heard} == {reason}
    assert {refusal.seat for refusal in heard} == {1}
    journal = race.racers[1].game.journal
    assert journal is not None and len(journal.entries) == played
    assert race.racers[1].racing or reason is Reason.OUT
