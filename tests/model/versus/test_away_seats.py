"""Who is away from the host's room during a race, and since when (`AwaySeats`, kept by
the host's desk)."""

from __future__ import annotations

from llk.model import GameSettings
from llk.model.versus.host_desk import HostDesk
from llk.model.versus.messages import Join, Ready, Seat, write
from llk.model.versus.race import RaceRules
from llk.model.versus.rivals import Strength

HOST, BOB, CAROL = "host@localhost", "bob@localhost", "carol@localhost"
BOARD = GameSettings(rows=4, cols=6, kinds=6, levels=False)


def racing() -> HostDesk:
    desk = HostDesk(Seat("Host", 1, HOST))
    for name, account in (("Bob", BOB), ("Carol", CAROL)):
        desk.hear(account, write(Join(name, 3)))
    for seat, account in ((1, BOB), (2, CAROL)):
        desk.hear(account, write(Ready(seat, True)))
    assert all(desk.table.ready) and len(desk.table.ready) == 3
    desk.start(BOARD, 11, RaceRules(props=False), count_in=0)
    return desk


def test_a_person_leaving_in_the_race_is_away_from_then_until_back() -> None:
    desk = racing()
    race = desk.race
    assert race is not None and desk.away.seconds(desk.seats, race) == {}
    race.advance(2.0)
    assert desk.left(CAROL) == []  # the seat kept
    race.advance(14.5)
    assert desk.away.seconds(desk.seats, race) == {2: 12}
    desk.left(CAROL)  # told again: still away since the first time
    assert desk.away.seconds(desk.seats, race) == {2: 12}
    desk.away.back(CAROL)
    assert desk.away.seconds(desk.seats, race) == {}


def test_a_person_out_of_the_race_is_no_more_marked_away() -> None:
    desk = racing()
    race = desk.race
    assert race is not None
    desk.left(BOB)
    race.put_out(1)
    assert desk.away.seconds(desk.seats, race) == {}


def test_before_the_start_a_leaving_frees_the_seat_and_marks_nobody() -> None:
    desk = HostDesk(Seat("Host", 1, HOST))
    desk.hear(BOB, write(Join("Bob", 3)))
    assert len(desk.table.people) == 2
    desk.left(BOB)
    assert len(desk.table.people) == 1
    desk.start(BOARD, 11, RaceRules(props=False), [Strength.BEGINNER], count_in=0)
    assert desk.race is not None and desk.away.seconds(desk.seats, desk.race) == {}
