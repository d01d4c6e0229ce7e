"""The host's desk: seats before the race, the referee during it, the stream a client
plays the race from, resumes, bans; a hostile room never crashes it nor moves another
racer, and the stream played as a client plays it is the host's race."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import GameSettings
from llk.model.board.grid import Point
from llk.model.errors import ParameterError
from llk.model.game.journal import Command, Entry
from llk.model.versus import host_desk
from llk.model.versus.host_desk import (
    CLOCK_EVERY_S,
    RESUMES_MOST,
    RESUMES_WINDOW_S,
    Ban,
    HostDesk,
    Out,
    ToRacer,
    ToRoom,
)
from llk.model.versus.messages import (
    CatchUp,
    Checked,
    Clock,
    Join,
    Message,
    PropUsed,
    PutOut,
    RacerCommand,
    Ready,
    Reason,
    Refusal,
    Result,
    Resume,
    Seat,
    Seats,
    Start,
    read,
    write,
)
from llk.model.versus.props import Prop, on_opponent
from llk.model.versus.race import Race, RaceRules, play_entry
from llk.model.versus.race_events import Happening
from llk.model.versus.racer_desk import RESUME_AGAIN_S
from llk.model.versus.referee import BAN_AFTER
from llk.model.versus.rivals import NAMES, Strength
from llk.model.versus.standings import Finish

SMALL = GameSettings(rows=4, cols=6, kinds=6, levels=False)
ANN = Seat("Ann", 3, "ann@example.org")
LIN, MEI, EVE = "lin@example.org", "mei@example.net", "eve@example.com"
STRANGER = "stranger@example.com"


def _say(desk: HostDesk, account: str, message: Message) -> list[Out]:
    return desk.hear(account, write(message))


def _room(outs: Iterable[Out]) -> list[Message]:
    """The messages ``outs`` send the room."""
    return [read(out.text) for out in outs if isinstance(out, ToRoom)]


def _to(account: str, outs: Iterable[Out]) -> list[Message]:
    """The messages ``outs`` send ``account`` alone."""
    return [read(out.text) for out in outs if isinstance(out, ToRacer) and out.account == account]


def _table(
    *accounts: str, ready: bool = True, clock: Callable[[], float] = time.monotonic
) -> HostDesk:
    """A table of the host and ``accounts`` (named after their local part, picture 1, 2...),
    each ready if ``ready``; ``clock`` the host's."""
    desk = HostDesk(ANN, clock=clock)
    for index, account in enumerate(accounts, start=1):
        _say(desk, account, Join(account.split("@")[0].title(), index))
        if ready:
            _say(desk, account, Ready(index, True))
    return desk


def _started(
    *accounts: str,
    computers: Sequence[Strength] = (),
    props: bool = True,
    seed: int = 5,
    clock: Callable[[], float] = time.monotonic,
) -> tuple[HostDesk, Race, list[Out]]:
    desk = _table(*accounts, clock=clock)
    outs = desk.start(SMALL, seed, RaceRules(props=props), computers)
    assert desk.race is not None
    return desk, desk.race, outs


class Person:
    """A person's client, as far as the host sees it: numbers its commands in turn."""

    def __init__(self, desk: HostDesk, account: str, seat: int) -> None:
        self.desk, self.account, self.seat, self.seq = desk, account, seat, 0

    def send(self, step: Entry | PropUsed) -> list[Out]:
        outs = _say(self.desk, self.account, RacerCommand(self.seat, self.seq, step))
        self.seq += 1
        return outs

    def click(self, cell: Point) -> list[Out]:
        return self.send(Entry(0.0, Command.CLICK, cell))

    def pair(self) -> list[Out]:
        """Click the best pair on the host's copy of this seat's board."""
        assert self.desk.race is not None
        best = self.desk.race.racers[self.seat].game.best_pair()
        assert best is not None
        return self.click(best.move[0]) + self.click(best.move[1])


def _state(race: Race, seat: int) -> tuple[Any, ...]:
    game = race.racers[seat].game
    noted = [] if game.journal is None else list(game.journal.entries)
    return (
        game.board,
        game.selected,
        game.scoring.points,
        game.phase,
        noted,
        race.racers[seat].finish,
    )


# --- before the race -----------------------------------------------------------------


def test_a_join_seats_the_account_the_server_names_with_the_name_and_picture_it_gives() -> None:
    desk = HostDesk(ANN)
    (seats,) = _room(_say(desk, LIN, Join("Lin", 9)))
    assert seats == Seats((ANN, Seat("Lin", 9, LIN)), (True, False))
    _say(desk, MEI, Join("Mei", 12))
    assert desk.table.people == (ANN, Seat("Lin", 9, LIN), Seat("Mei", 12, MEI))
    assert desk.table.ready == (True, False, False)


def test_joining_again_keeps_the_seat_under_a_new_name_and_a_repeat_answers_the_sender() -> None:
    desk = _table(LIN, MEI)
    (seats,) = _room(_say(desk, LIN, Join("Lin Two", 20)))
    assert isinstance(seats, Seats) and seats.seats[1] == Seat("Lin Two", 20, LIN)
    assert seats.ready == (True, True, True)  # still ready
    outs = _say(desk, LIN, Join("Lin Two", 20))
    assert _room(outs) == [] and _to(LIN, outs) == [seats]


def test_a_full_table_seats_nobody_more() -> None:
    desk = HostDesk(ANN, most_seats=3)
    _say(desk, LIN, Join("Lin", 1))
    _say(desk, MEI, Join("Mei", 2))
    assert _say(desk, EVE, Join("Eve", 4)) == []
    assert [seat.account for seat in desk.table.people] == [ANN.account, LIN, MEI]
    assert desk.dropped["join"] == 1


def test_ready_counts_only_from_the_seats_own_account() -> None:
    desk = _table(LIN, MEI, ready=False)
    assert _say(desk, MEI, Ready(1, True)) == []  # Mei for Lin's seat
    assert _say(desk, STRANGER, Ready(2, True)) == []
    assert _say(desk, ANN.account or "", Ready(1, True)) == []  # the host's echo
    assert desk.table.ready == (True, False, False)
    (seats,) = _room(_say(desk, LIN, Ready(1, True)))
    assert isinstance(seats, Seats) and seats.ready == (True, True, False)
    assert _say(desk, LIN, Ready(1, True)) == []  # no change, nothing sent


def test_leaving_before_the_start_frees_the_seat_and_the_seats_after_move_up() -> None:
    desk = _table(LIN, MEI, EVE)
    (seats,) = _room(desk.left(MEI))
    assert seats == Seats((ANN, Seat("Lin", 1, LIN), Seat("Eve", 3, EVE)), (True, True, True))
    assert desk.left(MEI) == [] and desk.left(STRANGER) == []
    _say(desk, MEI, Join("Mei", 2))
    assert desk.table.people[3] == Seat("Mei", 2, MEI) and not desk.table.ready[3]


def test_the_start_waits_until_every_person_seated_is_ready() -> None:
    desk = _table(LIN, MEI, ready=False)
    _say(desk, LIN, Ready(1, True))
    with pytest.raises(ParameterError):
        desk.start(SMALL, 5, RaceRules())
    assert desk.race is None
    _say(desk, MEI, Ready(2, True))
    (start,) = _room(desk.start(SMALL, 5, RaceRules(), [Strength.EXPERT]))
    assert isinstance(start, Start) and start.count_in == 3
    assert start.setup.people == frozenset({1, 2})
    assert [seat.account for seat in start.seats] == [ANN.account, LIN, MEI, None]
    assert start.setup.rivals[2].strength is Strength.EXPERT
    assert desk.seats == start.seats and desk.referee is not None


@pytest.mark.parametrize(
    "start",
    [
        {"computers": [Strength.SKILLED] * 4},  # seven racers
        {"count_in": 11},
        {"settings": GameSettings(rows=4, cols=6, kinds=6, levels=True)},
    ],
)
def test_a_start_that_is_no_race_is_refused(start: dict[str, Any]) -> None:
    desk = _table(LIN, MEI)
    with pytest.raises(ParameterError):
        desk.start(**{"settings": SMALL, "seed": 5, "rules": RaceRules(), **start})
    assert desk.race is None


def test_nobody_to_race_is_no_race_and_a_race_starts_once() -> None:
    with pytest.raises(ParameterError):
        HostDesk(ANN).start(SMALL, 5, RaceRules())
    desk, _, _ = _started(LIN)
    with pytest.raises(ParameterError):
        desk.start(SMALL, 5, RaceRules())


def test_computer_players_are_named_and_pictured_unlike_anyone_seated() -> None:
    desk = HostDesk(Seat(NAMES[0], 7, "ann@example.org"))  # Lin's name and picture
    for index, name in enumerate(NAMES[1:4], start=1):
        _say(desk, f"p{index}@example.org", Join(name, 7 + 9 * index))
        _say(desk, f"p{index}@example.org", Ready(index, True))
    (start,) = _room(desk.start(SMALL, 5, RaceRules(), [Strength.MASTER, Strength.BEGINNER]))
    assert isinstance(start, Start)
    names = [seat.name for seat in start.seats]
    pictures = [seat.picture for seat in start.seats]
    assert len(set(names)) == len(set(pictures)) == 6
    assert names[4] == NAMES[4] and start.seats[4].account is None


@pytest.mark.parametrize(
    ("host", "most_seats"),
    [
        (Seat("Ann", 3, None), 6),
        (Seat(" ", 3, "ann@example.org"), 6),
        (Seat("Ann", 49, "ann@example.org"), 6),
        (Seat("Ann", 3, "ann@example.org/home"), 6),
        (ANN, 7),
        (ANN, 0),
    ],
)
def test_a_host_no_message_could_name_or_a_table_of_no_seats_is_refused(
    host: Seat, most_seats: int
) -> None:
    with pytest.raises(ParameterError):
        HostDesk(host, most_seats)


# --- the race --------------------------------------------------------------------------


def test_a_checked_command_goes_to_the_room_numbered_at_the_hosts_time() -> None:
    desk, race, _ = _started(LIN, MEI)
    race.advance(1.5)
    desk.flush()
    lin = Person(desk, LIN, 1)
    a = race.racers[1].game.best_pair()
    assert a is not None
    outs = lin.click(a.move[0])
    assert _room(outs) == [Checked(0, 1, 0, Entry(1.5, Command.CLICK, a.move[0]))]
    outs = lin.click(a.move[1])
    assert _room(outs) == [Checked(1, 1, 1, Entry(1.5, Command.CLICK, a.move[1]))]
    assert race.racers[1].pairs == 1 and race.racers[2].pairs == 0


def test_the_hosts_own_steps_join_the_stream_in_the_order_the_race_took_them() -> None:
    desk, race, _ = _started(LIN, props=True)
    best = race.you.game.best_pair()
    assert best is not None
    race.you.game.click(best.move[0])  # the host's click, not flushed yet
    lin = Person(desk, LIN, 1)
    outs = lin.pair()  # Lin's click: after the host's
    race.you.game.click(best.move[1])
    race.you.props.append(Prop.HOURGLASS)  # as if earned
    race.use_prop(Prop.HOURGLASS)
    outs += desk.flush()
    steps = [(m.number, m.seat, m.seq) for m in _room(outs) if isinstance(m, Checked)]
    assert steps == [(0, 0, 0), (1, 1, 0), (2, 1, 1), (3, 0, 1), (4, 0, 2)]
    assert desk.stream[4].step == PropUsed(0.0, Prop.HOURGLASS, 0)


def test_a_refusal_goes_to_the_sender_and_a_command_for_another_seat_moves_nothing() -> None:
    desk, race, _ = _started(LIN, MEI)
    before = _state(race, 1)
    outs = _say(desk, MEI, RacerCommand(1, 0, Entry(0.0, Command.HINT)))
    assert _to(MEI, outs) == [Refusal(2, None, Reason.ANOTHERS_SEAT)]
    assert _room(outs) == [] and _state(race, 1) == before
    outs = _say(desk, STRANGER, RacerCommand(1, 0, Entry(0.0, Command.HINT)))
    assert outs == [] and _state(race, 1) == before


def test_a_pause_is_refused_and_a_click_off_this_board_is_off_board() -> None:
    desk, _, _ = _started(LIN)
    lin = Person(desk, LIN, 1)
    assert _to(LIN, lin.send(Entry(0.0, Command.PAUSE))) == [Refusal(1, 0, Reason.NO_PAUSE)]
    assert _to(LIN, lin.click((9, 20))) == [Refusal(1, 1, Reason.OFF_BOARD)]


def test_a_forged_result_start_or_stream_from_anyone_but_the_host_changes_nothing() -> None:
    desk, race, _ = _started(LIN, MEI)
    Person(desk, LIN, 1).pair()
    before = [_state(race, seat) for seat in range(3)]
    stream = list(desk.stream)
    forged: list[Message] = [
        Result((2, 1, 0)),
        Checked(2, 2, 0, Entry(0.0, Command.CLICK, (0, 0))),
        Clock(100.0, 0),
        Seats((ANN,), (True,)),
        Refusal(1, 0, Reason.TOO_FAST),
        CatchUp(1, 0, 0.0, 0, ()),
    ]
    for message in forged:
        assert _say(desk, STRANGER, message) == []
        malformed = Refusal(2, None, Reason.MALFORMED)
        assert _say(desk, MEI, message) == [ToRacer(MEI, write(malformed))]  # counted
    assert [_state(race, seat) for seat in range(3)] == before
    assert desk.stream == stream and not desk.over and desk.places is None
    assert desk.dropped["result"] == 2 and desk.dropped["checked"] == 2
    assert desk.referee is not None
    assert desk.referee.refused(2) == {Reason.MALFORMED: len(forged)}


def test_a_flood_of_any_message_from_a_seated_racer_ends_in_the_ban() -> None:
    """Well-formed messages that are none for the race (a ready, the host's kinds)
    count as malformed commands: a flood of them ends in the ban. A join is dropped
    uncounted: a racer's program started again opens its table with one."""
    desk, race, _ = _started(LIN, MEI)
    assert _say(desk, MEI, Join("Mei", 2)) == []
    assert desk.referee is not None and desk.referee.refused(2) == {}
    flood: list[Message] = [Ready(1, True), Clock(1.0, 0), Seats((ANN,), (True,))]
    flood *= 8
    outs = [out for message in flood for out in _say(desk, LIN, message)]
    assert Ban(LIN) in outs and not race.racers[1].racing
    assert isinstance(_room(outs)[-1], Checked)  # put out, in the stream
    assert race.racers[2].racing


def test_a_join_during_the_race_and_anything_from_the_hosts_own_account_is_dropped() -> None:
    desk, race, _ = _started(LIN)
    assert _say(desk, MEI, Join("Mei", 2)) == []
    assert desk.table.people[1].account == LIN and len(desk.table.people) == 2
    host = ANN.account or ""
    assert _say(desk, host, RacerCommand(0, 0, Entry(0.0, Command.HINT))) == []
    assert desk.hear("not an account", "{}") == [] and desk.hear(LIN + "/res", "{}") == []
    assert desk.dropped["host"] == 1 and desk.dropped["sender"] == 2
    assert race.you.game.journal is not None and race.you.game.journal.entries == []


def test_a_duplicate_is_answered_to_the_sender_as_the_first_time_and_played_once() -> None:
    desk, race, _ = _started(LIN)
    first = _room(_say(desk, LIN, RacerCommand(1, 0, Entry(0.0, Command.HINT))))
    again = _say(desk, LIN, RacerCommand(1, 0, Entry(0.0, Command.HINT)))
    assert _to(LIN, again) == first and _room(again) == []
    refused = _to(LIN, _say(desk, LIN, RacerCommand(1, 1, Entry(0.0, Command.PAUSE))))
    assert _to(LIN, _say(desk, LIN, RacerCommand(1, 1, Entry(0.0, Command.PAUSE)))) == refused
    assert len(desk.stream) == 1 and len(race.seat_steps) == 1


@pytest.mark.parametrize(
    "step",
    [
        {"at": 0.0, "command": "jump"},  # a command of no journal
        {"at": 0.0, "command": "click", "cell": "12"},
        {"at": 0.0, "prop": "zap", "target": 2},
        "hint",
    ],
)
def test_an_unreadable_command_whose_number_reads_is_refused_under_it_in_its_turn(
    step: Any,
) -> None:
    """A racer's command that does not read but for its seat and number: the refusal
    names the number, which it uses, so the racer's next command is in its turn (no
    gap, no resume); sent again, it is answered again the same."""
    desk, _, _ = _started(LIN)
    text = json.dumps({"v": 2, "race": 1, "type": "command", "seat": 1, "seq": 0, "step": step})
    assert _to(LIN, desk.hear(LIN, text)) == [Refusal(1, 0, Reason.MALFORMED)]
    assert _to(LIN, desk.hear(LIN, text)) == [Refusal(1, 0, Reason.MALFORMED)]  # a duplicate
    lin = Person(desk, LIN, 1)
    lin.seq = 1
    assert _to(LIN, lin.send(Entry(0.0, Command.HINT))) == []  # checked, in its turn
    assert len(desk.stream) == 1
    assert desk.referee is not None and desk.referee.refused(1) == {Reason.MALFORMED: 1}


def test_an_unreadable_command_out_of_turn_or_for_anothers_seat_keeps_the_turn() -> None:
    desk, _, _ = _started(LIN, MEI)
    ahead = json.dumps({"v": 2, "race": 1, "type": "command", "seat": 1, "seq": 3, "step": "x"})
    assert _to(LIN, desk.hear(LIN, ahead)) == [Refusal(1, 3, Reason.OUT_OF_ORDER)]
    theirs = json.dumps({"v": 2, "race": 1, "type": "command", "seat": 2, "seq": 0, "step": "x"})
    assert _to(LIN, desk.hear(LIN, theirs)) == [Refusal(1, None, Reason.ANOTHERS_SEAT)]
    assert desk.referee is not None and desk.referee.expects(1) == 0


def test_junk_from_a_seated_racer_counts_as_malformed_and_a_flood_of_it_is_banned() -> None:
    desk, race, _ = _started(LIN, MEI)
    outs: list[Out] = []
    for _ in range(BAN_AFTER + 1):
        outs += desk.hear(MEI, '{"v": 2, "race": 1, "type": "command", "seat": [2]}')
    refusals = _to(MEI, outs)
    assert refusals == [Refusal(2, None, Reason.MALFORMED)] * (BAN_AFTER + 1)
    assert _room(outs) == [Checked(0, 2, 0, PutOut(0.0))]
    assert outs[-1] == Ban(MEI) and not race.racers[2].racing
    assert race.racers[1].racing and race.racers[1].finish is Finish.RACING
    assert _say(desk, MEI, Resume(2, -1)) == []  # banned: no catch-up
    Person(desk, LIN, 1).pair()  # Lin races on
    assert race.racers[1].pairs == 1


def test_a_clock_goes_out_every_quarter_second_of_race_time_and_the_result_once() -> None:
    desk, race, _ = _started(LIN, computers=[Strength.MASTER])
    clocks: list[float] = []
    results: list[Result] = []
    while not race.over:
        race.advance(race.now + 0.1)
        for message in _room(desk.flush()):
            if isinstance(message, Clock):
                clocks.append(message.now_s)
            elif isinstance(message, Result):
                results.append(message)
    gaps = [later - earlier for earlier, later in zip([0.0, *clocks], clocks, strict=False)]
    assert all(gap >= CLOCK_EVERY_S - 1e-9 for gap in gaps[:-1]) and clocks[-1] == race.now
    assert all(gap < CLOCK_EVERY_S + 0.1 + 1e-9 for gap in gaps)
    assert results == [Result(desk.places or ())] and desk.over
    assert desk.places == tuple(result.player for result in race.results())
    race.advance(race.now + 5)
    assert desk.flush() == []


def test_a_resume_gets_the_start_and_every_checked_command_once_numbered_in_turn(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(host_desk, "PAGE", 3)
    desk, race, (start_out,) = _started(LIN, MEI)
    lin, mei = Person(desk, LIN, 1), Person(desk, MEI, 2)
    for _ in range(2):
        race.advance(race.now + 1.0)
        desk.flush()
        lin.pair()
        mei.pair()
    outs = _say(desk, LIN, Resume(2, 3))  # the seat it claims does not matter: its account's
    (start, *pages) = _to(LIN, outs)
    assert isinstance(start_out, ToRoom) and start == read(start_out.text)
    assert all(isinstance(page, CatchUp) for page in pages) and len(pages) == 3
    caught = [checked for page in pages if isinstance(page, CatchUp) for checked in page.checked]
    assert caught == desk.stream and [c.number for c in caught] == list(range(8))
    assert all(isinstance(page, CatchUp) and page.seat == 1 for page in pages)
    last = pages[-1]
    assert isinstance(last, CatchUp) and last.last and last.next_seq == 4
    assert last.now_s == race.now and last.total == 8


def test_a_resume_before_any_command_is_one_empty_page_and_before_the_start_the_seats() -> None:
    desk = _table(LIN)
    assert _to(LIN, _say(desk, LIN, Resume(1, -1))) == [desk.table.shown()]
    desk.start(SMALL, 5, RaceRules())
    (_, page) = _to(LIN, _say(desk, LIN, Resume(1, -1)))
    assert page == CatchUp(1, 0, 0.0, 0, ()) and isinstance(page, CatchUp) and page.last
    assert _say(desk, STRANGER, Resume(1, -1)) == []


class Wall:
    """The host's own clock, moved by the test."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _answered(outs: list[Out]) -> bool:
    """Whether ``outs`` answer a resume (the start first)."""
    return any(isinstance(read(out.text), Start) for out in outs if isinstance(out, ToRacer))


def test_a_flood_of_resumes_is_answered_a_few_at_a_time_and_then_banned() -> None:
    """However many resumes a racer sends, the host copies its stream for it at most
    `RESUMES_MOST` times in `RESUMES_WINDOW_S` of its clock; the rest, while the race
    runs, count as malformed: the flood ends in the ban."""
    wall = Wall()
    desk, _, _ = _started(LIN, clock=wall)
    answers = [_say(desk, LIN, Resume(1, -1)) for _ in range(RESUMES_MOST + 2)]
    assert [_answered(outs) for outs in answers] == [True] * RESUMES_MOST + [False] * 2
    wall.now += RESUMES_WINDOW_S
    assert _answered(_say(desk, LIN, Resume(1, -1)))
    copies, banned = 0, False
    for _ in range(60):
        outs = _say(desk, LIN, Resume(1, -1))
        copies += _answered(outs)
        banned = banned or Ban(LIN) in outs
    assert copies <= RESUMES_MOST - 1 and banned


def test_a_racer_back_from_a_long_drop_is_answered_in_the_count_in_and_after_the_end() -> None:
    """Race time stands still in the count-in and once the race is over; the host's
    clock runs on: a racer whose answers were lost, asking again every
    `RESUME_AGAIN_S`, is answered again within `RESUMES_WINDOW_S`."""
    wall = Wall()
    desk, race, _ = _started(LIN, computers=[Strength.MASTER], clock=wall)
    for phase in ("count-in", "over"):
        if phase == "over":
            race.finish()
            desk.flush()
        answered = []
        for _ in range(int(2 * RESUMES_WINDOW_S / RESUME_AGAIN_S)):
            answered.append(_answered(_say(desk, LIN, Resume(1, -1))))
            wall.now += RESUME_AGAIN_S
        assert answered.count(True) > RESUMES_MOST, phase
    assert Ban(LIN) not in _say(desk, LIN, Resume(1, -1))


def test_a_resume_after_the_end_ends_with_the_result() -> None:
    desk, race, _ = _started(LIN, computers=[Strength.MASTER])
    race.finish()
    desk.flush()
    *_, result = _to(LIN, _say(desk, LIN, Resume(1, -1)))
    assert result == Result(desk.places or ())


# --- people's props ------------------------------------------------------------------


def test_a_persons_prop_is_checked_played_and_sent_as_a_step_of_the_stream() -> None:
    desk, race, _ = _started(LIN, MEI)
    race.racers[1].props.append(Prop.FREEZE)  # as if earned
    lin = Person(desk, LIN, 1)
    outs = lin.send(PropUsed(0.0, Prop.FREEZE, 2))
    assert _room(outs) == [Checked(0, 1, 0, PropUsed(0.0, Prop.FREEZE, 2))]
    assert race.racers[2].game.blocks.frozen and race.racers[1].props == []
    assert race.racers[1].used[Prop.FREEZE] == 1 and race.racers[2].hit_by == 1


def test_what_a_persons_steps_did_waits_for_the_races_owner_to_draw_it() -> None:
    desk, race, _ = _started(LIN)
    race.racers[1].props.append(Prop.BLOCKS)  # as if earned
    race.you.game.click(race.you.game.best_pair().move[0])  # type: ignore[union-attr]
    lin = Person(desk, LIN, 1)
    lin.send(PropUsed(0.0, Prop.BLOCKS, 0))
    hit = [event for event in desk.events() if event.target == 0]
    assert [(event.happening, event.player, event.prop) for event in hit] == [
        (Happening.USED, 1, Prop.BLOCKS)
    ]
    assert desk.events() == []  # taken
    lin.send(Entry(0.0, Command.PAUSE))  # refused: nothing happened
    assert desk.events() == []


@pytest.mark.parametrize(
    ("held", "banned", "target", "reason"),
    [
        ([], False, 2, Reason.UNPLAYABLE),  # not held
        ([Prop.FREEZE], True, 2, Reason.UNPLAYABLE),  # banned from props
        ([Prop.FREEZE], False, 1, Reason.UNPLAYABLE),  # on oneself
        ([Prop.FREEZE], False, 3, Reason.MALFORMED),  # no racer there
    ],
)
def test_a_prop_the_seat_may_not_use_is_refused(
    held: list[Prop], banned: bool, target: int, reason: Reason
) -> None:
    desk, race, _ = _started(LIN, MEI)
    race.racers[1].props.extend(held)
    if banned:
        race.racers[1].banned_until = 10.0
    outs = Person(desk, LIN, 1).send(PropUsed(0.0, Prop.FREEZE, target))
    assert _to(LIN, outs) == [Refusal(1, 0, reason)]
    assert race.racers[1].props == held and not race.racers[2].game.blocks.frozen


def test_a_pure_race_takes_no_prop() -> None:
    desk, race, _ = _started(LIN, MEI, props=False)
    race.racers[1].props.append(Prop.HOURGLASS)
    outs = Person(desk, LIN, 1).send(PropUsed(0.0, Prop.HOURGLASS, 1))
    assert _to(LIN, outs) == [Refusal(1, 0, Reason.UNPLAYABLE)]


# --- the stream is the race ------------------------------------------------------------


def play_stream(texts: Iterable[str]) -> tuple[Race, tuple[int, ...] | None]:
    """The race a client plays from the host's stream: read as hostile input, each step
    played at its time, the computer players run to each clock."""
    race: Race | None = None
    places = None
    for text in texts:
        message = read(text)
        if isinstance(message, Start):
            race = Race(message.setup, message.seats[0].name)
        elif isinstance(message, Checked):
            assert race is not None
            race.advance(message.step.at_s)
            _play(race, message)
        elif isinstance(message, Clock):
            assert race is not None
            race.advance(message.now_s)
        elif isinstance(message, Result):
            places = message.places
    assert race is not None
    return race, places


def _play(race: Race, checked: Checked) -> None:
    step, seat = checked.step, checked.seat
    if isinstance(step, PutOut):
        race.put_out(seat)
    elif isinstance(step, PropUsed):
        assert race.use_prop(step.prop, step.target, seat)
    elif seat == 0:
        play_entry(step, race.you.game)
        race.observe()
    else:
        assert race.play(seat, step.command, step.cell) is not None


def _assert_same_race(live: Race, again: Race) -> None:
    assert again.now == live.now and again.over == live.over
    for mine, theirs in zip(live.racers, again.racers, strict=True):
        assert mine.game.board == theirs.game.board
        assert mine.game.scoring.points == theirs.game.scoring.points
        assert (mine.pairs, mine.finish, mine.props) == (theirs.pairs, theirs.finish, theirs.props)
        assert mine.game.blocks.stones == theirs.game.blocks.stones
    assert live.results() == again.results()


def _texts(outs: Iterable[Out]) -> list[str]:
    return [out.text for out in outs if isinstance(out, ToRoom)]


actions = st.lists(
    st.sampled_from(["wait", "wait", "host", "lin", "mei", "mei", "junk", "prop"]),
    min_size=1,
    max_size=120,
)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), actions)
def test_the_hosts_stream_played_as_a_client_plays_it_is_the_hosts_race(
    seed: int, script: list[str]
) -> None:
    desk, race, outs = _started(LIN, MEI, computers=[Strength.EXPERT], seed=seed)
    room = _texts(outs)
    people = {"lin": Person(desk, LIN, 1), "mei": Person(desk, MEI, 2)}
    for action in [*script, *["wait"] * 400]:
        if race.over:
            break
        room += _texts(_act(desk, race, people, action))
    race.finish()
    room += _texts(desk.flush())
    again, places = play_stream(room)
    _assert_same_race(race, again)
    assert places == desk.places == tuple(result.player for result in again.results())


def _act(desk: HostDesk, race: Race, people: dict[str, Person], action: str) -> list[Out]:
    """One thing happening at the table: time passing, the host's pair, a person's pair,
    junk from Mei, or each racer's props used."""
    if action == "wait":
        race.advance(race.now + 0.4)
        return desk.flush()
    if action == "junk":
        return desk.hear(MEI, "junk")
    if action == "host":
        best = race.you.game.best_pair()
        if best is not None and race.you.racing:
            race.you.game.click(best.move[0])
            race.you.game.click(best.move[1])
            race.observe()
        return desk.flush()
    if action == "prop":
        return _use_props(desk, race, people)
    person = people[action]
    if not race.racers[person.seat].racing or race.racers[person.seat].game.best_pair() is None:
        return []
    return person.pair()


def _use_props(desk: HostDesk, race: Race, people: dict[str, Person]) -> list[Out]:
    outs: list[Out] = []
    if race.you.props:
        race.use_prop(race.you.props[0], 2)
        outs += desk.flush()
    for person in people.values():
        held = race.racers[person.seat].props
        if held:
            target = 0 if on_opponent(held[0]) else person.seat
            outs += person.send(PropUsed(0.0, held[0], target))
    return outs


# --- a hostile room ------------------------------------------------------------------


def _forged(draw: st.DrawFn) -> str:
    """A text a hostile occupant might send: junk, JSON almost a message, or a real
    message claiming any seat or number."""
    kind = draw(st.integers(0, 5))
    if kind == 0:
        return draw(st.text(max_size=40))
    if kind == 1:
        value = draw(
            st.dictionaries(
                st.sampled_from(["v", "type", "seat", "seq", "step", "seen", "name", "picture"]),
                st.one_of(st.integers(-2, 9), st.text(max_size=5), st.none(), st.booleans()),
            )
        )
        return json.dumps(value)
    seat = draw(st.sampled_from([1, 1, 1, 2, 0, 3, 5]))  # Lin's the most
    seq = draw(st.integers(0, 12))
    command = draw(st.sampled_from(list(Command)))
    cell = (draw(st.integers(0, 9)), draw(st.integers(0, 9))) if command is Command.CLICK else None
    step: Entry | PropUsed = Entry(draw(st.floats(0, 50)), command, cell)
    if draw(st.booleans()):
        step = PropUsed(1.0, draw(st.sampled_from(list(Prop))), draw(st.integers(0, 5)))
    messages: list[Message] = [
        RacerCommand(seat, seq, step),
        Ready(seat, draw(st.booleans())),
        Resume(seat, -1),
        Join("Lin", 4),
        Result((1, 0, 2)),
        Checked(0, seat, seq, Entry(0.0, Command.HINT)),
    ]
    return write(draw(st.sampled_from(messages)))


@st.composite
def hostile_texts(draw: st.DrawFn) -> tuple[str, str]:
    sender = draw(st.sampled_from([EVE, EVE, EVE, STRANGER, "not an account", ANN.account or ""]))
    return sender, _forged(draw)


@settings(max_examples=150, deadline=None)
@given(st.lists(hostile_texts(), max_size=60), st.integers(0, 30))
def test_a_hostile_room_never_crashes_the_host_nor_moves_another_seat(
    texts: list[tuple[str, str]], start_at: int
) -> None:
    """Eve holds seat 2; Lin (seat 1) sends nothing. Whatever Eve and strangers send,
    before or during a pure race (no prop of the computer player's aimed by Eve's
    pairs), Lin's seat, the host's and the computer player's are as time alone makes
    them, in a race where nobody sends anything."""
    desk = _table(LIN, EVE)
    calm: Race | None = None
    for index, (sender, text) in enumerate(texts):
        if index == start_at and all(desk.table.ready):
            desk.start(SMALL, 5, RaceRules(props=False), [Strength.EXPERT])
        race = desk.race
        if race is not None:
            calm = calm or Race(race.setup, ANN.name)
            race.advance(race.now + 0.3)
            calm.advance(race.now)
            desk.flush()
        outs = desk.hear(sender, text)
        assert all(isinstance(out, ToRoom | ToRacer | Ban) for out in outs)
        if race is None:
            assert desk.table.people[:2] == (ANN, Seat("Lin", 1, LIN)) and desk.table.ready[1]
        else:
            assert calm is not None
            for seat in (0, 1, 3):
                assert _state(race, seat) == _state(calm, seat)
            assert all(step.seat == 2 for step in race.seat_steps)
            assert all(checked.seat == 2 for checked in desk.stream)
