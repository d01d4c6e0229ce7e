"""Races of people to the end through the real local server: the host (`HostTable`, its
seat played by a bot) and one or five racers (`RacerTable`s, bots) race a small deal;
every racer's copy of every opponent is the host's journal of them, its own board the
host's copy of it, and the journals, played again, give the places the host announced.
"""

from __future__ import annotations

import statistics
from dataclasses import replace

import pytest

from llk.model.versus.replay import replay
from llk.online.host_table import HostTable
from llk.online.racer_table import RacerTable
from tests.online.local_server import LocalServer
from tests.online.racers import (
    RULES,
    Traffic,
    assert_nothing_lost_or_doubled,
    bots,
    closed,
    journal,
    places,
    racer_names,
    run,
    seated,
    start,
    to_the_end,
    watch,
)

EVERY_SERVER = True
SHARED_SERVER = True
"""Each race against Prosody and ejabberd, on the session's server of each
(`tests.online.conftest`)."""


async def raced(
    server: LocalServer, people: int
) -> tuple[HostTable, list[RacerTable], list[Traffic]]:
    """A small deal raced to the end by the host's bot and ``people`` racers' bots."""
    host, racers = await seated(server, racer_names(people))
    traffic = [watch(racer) for racer in racers]
    start(host)
    async with bots(host, racers):
        await to_the_end(host, racers)
    await closed(host, racers)
    return host, racers, traffic


@pytest.mark.parametrize("people", [1, 5], ids=["two racers", "six racers"])
def test_racers_race_a_deal_to_the_end_each_holding_the_hosts_race(
    server: LocalServer, people: int
) -> None:
    host, racers, traffic = run(lambda: raced(server, people))
    race = host.desk.race
    assert race is not None and race.over
    assert_nothing_lost_or_doubled(host, racers)
    assert places(replay(race.setup, race.log())) == host.desk.places
    for racer in racers:
        mirror = racer.desk.mirror
        assert mirror is not None
        assert places(replay(mirror.setup, mirror.log())) == host.desk.places
    assert all(journal(race, seat) for seat in range(1, people + 1))  # each person raced
    assert all(one.all_answered() for one in traffic)
    trips = [trip for one in traffic for trip in one.round_trips()]
    print(
        f"\n{people + 1} racers: {len(trips)} round trips, median"
        f" {statistics.median(trips) * 1000:.1f} ms, max {max(trips) * 1000:.1f} ms"
    )


def test_props_used_by_the_host_and_the_people_reach_every_copy_of_the_race(
    server: LocalServer,
) -> None:
    """Props on: each bot uses the first prop it earns (a combo of five pairs earns
    one), on the racer the race picks; every copy is still the host's."""

    async def scenario() -> tuple[HostTable, list[RacerTable]]:
        host, racers = await seated(server, racer_names(2))
        start(host, rules=replace(RULES, props=True))
        async with bots(host, racers, props=True):
            await to_the_end(host, racers)
        await closed(host, racers)
        return host, racers

    host, racers = run(scenario)
    race = host.desk.race
    assert race is not None
    assert race.prop_uses  # the host's
    assert any(step.prop is not None for step in race.seat_steps)  # the people's
    assert_nothing_lost_or_doubled(host, racers)
    for racer in racers:
        mirror = racer.desk.mirror
        assert mirror is not None
        assert places(replay(mirror.setup, mirror.log())) == host.desk.places
