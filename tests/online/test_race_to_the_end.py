"""Races of people to the end through the real local server: the host (`HostTable`, its
seat played by a bot) and one or five racers (`RacerTable`s, bots) race a small deal;
every racer's copy of every opponent is the host's journal of them, its own board the
host's copy of it, and the journals, played again, give the places the host announced.
"""

from __future__ import annotations

import statistics

import pytest

from llk.model.game.journal import Entry
from llk.model.versus.race import Race
from llk.model.versus.replay import replay
from llk.online.host_table import HostTable
from llk.online.racer_table import RacerTable
from tests.online.local_server import LocalServer
from tests.online.racers import (
    Traffic,
    bots,
    closed,
    racer_names,
    run,
    seated,
    start,
    until,
    watch,
)


def journal(race: Race, seat: int) -> list[Entry]:
    """The entries of ``seat``'s game in ``race`` (the host's seat: the race's journal)."""
    game_journal = race.journal if seat == 0 else race.racers[seat].game.journal
    assert game_journal is not None
    return list(game_journal.entries)


def places(race: Race) -> tuple[int, ...]:
    return tuple(result.player for result in race.results())


async def raced(
    server: LocalServer, people: int
) -> tuple[HostTable, list[RacerTable], list[Traffic]]:
    """A small deal raced to the end by the host's bot and ``people`` racers' bots."""
    host, racers = await seated(server, racer_names(people))
    traffic = [watch(racer) for racer in racers]
    start(host)
    async with bots(host, racers):
        await host.ends.wait()
        for racer in racers:
            await racer.ends.wait()
        # the last answers on their way when the result came
        await until(lambda: all(racer.desk.unanswered == 0 for racer in racers))
    await closed(host, racers)
    return host, racers, traffic


@pytest.mark.parametrize("people", [1, 5], ids=["two racers", "six racers"])
def test_racers_race_a_deal_to_the_end_each_holding_the_hosts_race(
    server: LocalServer, people: int
) -> None:
    host, racers, traffic = run(lambda: raced(server, people))
    race = host.desk.race
    assert race is not None and race.over and host.desk.places is not None
    seats = range(len(race.racers))
    for racer in racers:
        mirror, me = racer.desk.mirror, racer.desk.seat
        assert mirror is not None and me is not None and racer.desk.game is not None
        assert racer.places == host.desk.places
        assert [journal(mirror, seat) for seat in seats] == [journal(race, seat) for seat in seats]
        assert racer.desk.game.board.key() == race.racers[me].game.board.key()
        assert racer.desk.game.scoring.points == race.racers[me].game.scoring.points
        assert places(replay(mirror.setup, mirror.log())) == host.desk.places
    assert places(replay(race.setup, race.log())) == host.desk.places
    assert sum(len(journal(race, seat)) for seat in seats[1:]) > 0  # the people raced
    trips = [trip for one in traffic for trip in one.round_trips()]
    assert len(trips) == sum(len(one.sent) for one in traffic)  # every command answered
    print(
        f"\n{people + 1} racers: {len(trips)} round trips, median "
        f"{statistics.median(trips) * 1000:.1f} ms, max {max(trips) * 1000:.1f} ms"
    )
