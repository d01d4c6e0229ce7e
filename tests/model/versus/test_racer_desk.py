"""The racer's desk: a table of bots racing to the end through a host, every client's
mirror equal to the host's race; messages late, twice, lost; a client made anew; forged
messages; my board kept in step with the host's copy of it; hostile text.

All in memory: the host is the host's desk (`HostDesk`), the network a list of texts in
flight (`Table`), time a number the test moves."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model import GameSettings
from llk.model.game.game import Game
from llk.model.game.journal import Command, Entry
from llk.model.game.results import Phase
from llk.model.versus import messages
from llk.model.versus.computer_player import Action, UseProp
from llk.model.versus.host_desk import (
    RESUMES_MOST,
    RESUMES_WINDOW_S,
    Ban,
    HostDesk,
    Out,
    ToRacer,
    ToRoom,
)
from llk.model.versus.messages import (
    Checked,
    Clock,
    PutOut,
    RacerCommand,
    Refusal,
    Result,
    Seat,
    Start,
    write,
)
from llk.model.versus.my_board import MyBoard, look
from llk.model.versus.props import Prop
from llk.model.versus.race import Race, RaceRules, RaceSetup, play_entry
from llk.model.versus.race_events import RaceEvent
from llk.model.versus.race_setup import Aim
from llk.model.versus.racer_desk import (
    RESUME_AGAIN_S,
    BoardChanged,
    CaughtUp,
    CommandRefused,
    Heard,
    Placed,
    RacerDesk,
    ResumeNeeded,
    Started,
)
from llk.model.versus.rivals import Strength, lineup
from llk.model.versus.standings import Finish
from llk.model.versus.stream_mirror import StreamMirror
from tests.model.versus.message_examples import accounts, starts, stream_steps, tables

SMALL = GameSettings(rows=4, cols=6, kinds=6, levels=False)
MEDIUM = GameSettings(rows=6, cols=8, kinds=8, levels=False)
HOST = "host@example.org"
STEP_S = 0.05
"""The test's tick of race time: texts sent in one tick are delivered at its end."""


def person(index: int) -> Seat:
    return Seat(f"Racer {index}", index + 1, f"racer{index}@example.net")


def host_seat() -> Seat:
    return Seat("Host", 1, HOST)


def host_race(host: HostDesk) -> Race:
    assert host.race is not None
    return host.race


def host_plays(host: HostDesk, command: Command, cell: tuple[int, int] | None = None) -> list[Out]:
    """The host's own command, from its window."""
    race = host_race(host)
    play_entry(Entry(race.now, command, cell), race.you.game)
    race.observe()
    return host.flush()


def host_uses(host: HostDesk, prop: Prop, target: int | None = None) -> list[Out]:
    host_race(host).use_prop(prop, target)
    return host.flush()


def host_advances(host: HostDesk, now_s: float) -> list[Out]:
    host_race(host).advance(now_s)
    return host.flush()


Filter = Callable[[int, str], list[str]]
"""What the network does to a text for one client: the texts delivered (none: lost)."""


def faithful(index: int, text: str) -> list[str]:
    return [text]


@dataclass
class Client:
    desk: RacerDesk
    inbox: list[tuple[str, str]] = field(default_factory=list)
    next_act_s: float = 0.0
    heard: list[Heard] = field(default_factory=list)


class Table:
    """A host and its racers, each a bot clicking its own board's best pair at a person's
    pace (the host's bot a little slower), computer players in the seats after them, the
    texts between them carried as the test says (``network``)."""

    def __init__(
        self,
        people: int,
        computers: int,
        seed: int = 3,
        game: GameSettings = MEDIUM,
        props: bool = True,
        network: Filter = faithful,
        pace_s: float = 0.3,
        lag_s: float = 0.0,
    ) -> None:
        """``lag_s``: how far each racer's own race time is behind the host's (a racer
        hears the start a round trip late)."""
        self.host = HostDesk(host_seat(), clock=self.clock)
        self.lag_s = lag_s
        self.clients = [Client(self.desk(person(index))) for index in range(1, people + 1)]
        self.network: Filter = faithful  # the seats and the start reach everyone
        self.pace_s = pace_s
        self.to_host: list[tuple[str, str]] = []
        self.now = 0.0
        self.rng = random.Random(seed)
        for client in self.clients:
            self.send(client, client.desk.join())
            self.deliver()
        for client in self.clients:
            self.send(client, client.desk.ready(True))
        self.deliver()
        rules = RaceRules(props=props)
        self.room(self.host.start(game, seed, rules, [Strength.EXPERT] * computers, count_in=0))
        self.deliver()
        self.network = network

    @property
    def race(self) -> Race:
        return host_race(self.host)

    def clock(self) -> float:
        """Every computer's own clock: the test's time."""
        return self.now

    def desk(self, me: Seat, catch_up_most: int | None = None) -> RacerDesk:
        return RacerDesk(me, HOST, clock=self.clock, catch_up_most=catch_up_most)

    def room(self, outs: list[Out]) -> None:
        """The host's texts reach the room (a `ToRacer` one racer), through the network."""
        for out in outs:
            if isinstance(out, Ban):
                continue
            for index, client in enumerate(self.clients):
                if isinstance(out, ToRoom) or out.account == client.desk.me.account:
                    client.inbox += [(HOST, text) for text in self.network(index, out.text)]

    def send(self, client: Client, text: str | None) -> None:
        if text is not None:
            assert client.desk.me.account is not None
            self.to_host.append((client.desk.me.account, text))

    def deliver(self) -> None:
        """Everything in flight arrives: the host hears its racers, then they hear it."""
        while self.to_host or any(client.inbox for client in self.clients):
            sent, self.to_host = self.to_host, []
            for account, text in sent:
                self.room(self.host.hear(account, text))
            for client in self.clients:
                inbox, client.inbox = client.inbox, []
                for account, text in inbox:
                    self.take(client, client.desk.hear(account, text))

    def take(self, client: Client, heard: list[Heard]) -> None:
        """What a client's runner does with what its desk heard: resume when told."""
        client.heard += heard
        if any(isinstance(item, ResumeNeeded) for item in heard):
            self.send(client, client.desk.resume())

    def tick(self) -> None:
        """One tick of race time: the host's race, the bots, then the texts arrive."""
        self.now += STEP_S
        host = self.host
        self.room(host_advances(host, self.now))
        if not self.race.over and self.rng.random() < STEP_S / (2 * self.pace_s):
            hint = self.race.you.game.best_pair()
            if hint is not None:
                self.room(host_plays(host, Command.CLICK, hint.move[0]))
                self.room(host_plays(host, Command.CLICK, hint.move[1]))
            for prop in self.race.you.props[:1]:
                self.room(host_uses(host, prop))
        for client in self.clients:
            self.take(client, client.desk.advance(self.now - self.lag_s))
            if self.now >= client.next_act_s:
                client.next_act_s = self.now + self.pace_s * (0.5 + self.rng.random())
                self.send(client, bot_prop(client.desk) or bot_move(client.desk))
        self.deliver()

    def race_to_the_end(self, until_s: float = 300.0) -> None:
        """Race to the end, and a little more, so that every text has arrived."""
        while not self.race.over and self.now < until_s:
            self.tick()
        for _ in range(5):
            self.tick()

    def restart(self, index: int, catch_up_most: int | None = None) -> RacerDesk:
        """Racer ``index``'s process is killed and started again: a new desk resumes
        (playing the catch-up in slices of ``catch_up_most``, if given)."""
        old = self.clients[index].desk
        desk = self.desk(old.me, catch_up_most)
        self.clients[index] = Client(desk)
        self.send(self.clients[index], desk.resume())
        self.deliver()
        self.take(self.clients[index], desk.advance(self.now))
        return desk


def held(desk: RacerDesk) -> int:
    """The host's checked commands the desk's mirror holds."""
    return 0 if desk.stream is None else desk.stream.held


def unanswered(desk: RacerDesk) -> int:
    """My commands the host has not answered yet."""
    return 0 if desk.mine is None else len(desk.mine.pending)


def bot_move(desk: RacerDesk) -> str | None:
    """A person's next click on their own board: the first tile of its best pair, or
    the second once the first is selected; a refresh when no pair links."""
    game = desk.game
    if game is None:
        return None
    hint = game.best_pair()
    if hint is None:
        return desk.command(Command.REFRESH)
    first, second = hint.move
    return desk.command(Command.CLICK, second if game.selected == first else first)


def bot_prop(desk: RacerDesk) -> str | None:
    """A person uses the first prop they hold (as the host's copy says), if they may."""
    mirror, seat = desk.mirror, desk.seat
    if mirror is None or seat is None:
        return None
    held = mirror.racers[seat].props
    return desk.use_prop(held[0]) if held else None


def assert_mirrors_the_host(table: Table) -> None:
    """Every client's mirror of every racer is the host's race: the board, the points,
    the pairs, how it ended; and my own board is the host's copy of my seat."""
    host = table.race
    for client in table.clients:
        desk = client.desk
        mirror = desk.mirror
        assert mirror is not None
        assert mirror.over == host.over
        for theirs, mine in zip(host.racers, mirror.racers, strict=True):
            assert (mine.game.board, mine.game.scoring.points, mine.pairs, mine.finish) == (
                theirs.game.board,
                theirs.game.scoring.points,
                theirs.pairs,
                theirs.finish,
            )
            assert mine.game.blocks.stones == theirs.game.blocks.stones
        assert desk.game is not None and desk.seat is not None
        assert unanswered(desk) == 0
        assert look(desk.game) == look(host.racers[desk.seat].game)


def places_everywhere(table: Table) -> set[tuple[int, ...] | None]:
    return {client.desk.places for client in table.clients} | {table.host.places}


# --- racing to the end ----------------------------------------------------------------


@pytest.mark.parametrize(("people", "computers"), [(1, 0), (2, 3), (5, 0)])
def test_racers_race_to_the_end_every_mirror_is_the_hosts_race(people: int, computers: int) -> None:
    table = Table(people, computers, game=MEDIUM if people + computers > 2 else SMALL)
    table.race_to_the_end()
    assert table.race.over
    assert_mirrors_the_host(table)
    assert len(places_everywhere(table)) == 1
    for client in table.clients:
        assert any(isinstance(item, Placed) for item in client.heard)
        assert refusals(client) <= {messages.Reason.OUT}  # a click sent as the race ended


def test_a_racer_whose_time_lags_the_hosts_sees_the_race_end_as_the_host_did() -> None:
    """The host's result runs a racer's copy to the host's end, though the racer's own
    time is behind: the computer player who cleared the board at the host cleared it in
    every copy (a copy left behind showed it one pair short, winning on pairs)."""
    table = Table(1, 2, game=MEDIUM, lag_s=0.5, pace_s=30.0)  # the people slow
    while not table.race.over:
        table.tick()
    first = table.race.results()[0]
    assert first.finish is Finish.CLEARED and first.player == 2  # a computer player
    assert_mirrors_the_host(table)


def refusals(client: Client) -> set[messages.Reason]:
    return {item.reason for item in client.heard if isinstance(item, CommandRefused)}


def test_the_host_gone_every_client_places_the_same_from_the_stream() -> None:
    table = Table(3, 2, game=MEDIUM)
    while table.now < 4.0:
        table.tick()
    assert not table.race.over
    placed = {client.desk.host_gone() for client in table.clients}
    assert len(placed) == 1 and len(next(iter(placed)) or ()) == 6
    for client in table.clients:  # each copy over where the stream stops, nobody racing
        mirror = client.desk.mirror
        assert mirror is not None and mirror.over
        assert Finish.RACING not in {result.finish for result in mirror.results()}
        assert {r.seconds for r in mirror.results() if r.finish is Finish.STOPPED} == {
            round(client.desk.stream.vouched_s, 1)  # type: ignore[union-attr]
        }


def test_a_fresh_desk_places_nothing_when_the_host_is_gone_before_the_start() -> None:
    desk = RacerDesk(person(1), HOST)
    assert desk.host_gone() == ()


# --- texts late, twice, lost --------------------------------------------------------


def test_every_text_delivered_twice_changes_nothing() -> None:
    table = Table(2, 1, game=MEDIUM, network=lambda index, text: [text, text])
    table.race_to_the_end()
    assert_mirrors_the_host(table)
    assert len(places_everywhere(table)) == 1


def test_texts_delivered_late_and_out_of_order_are_played_in_turn() -> None:
    """Racer 0's texts come in shuffled batches: what comes early waits for its turn;
    a gap asks for a resume, and nothing is played twice."""
    held_back: list[str] = []
    shuffle = random.Random(7)

    def late(index: int, text: str) -> list[str]:
        if index != 0:
            return [text]
        held_back.append(text)
        if len(held_back) < 4:
            return []
        shuffle.shuffle(held_back)
        batch = held_back[:]
        held_back.clear()
        return batch

    table = Table(2, 1, game=MEDIUM, network=late)
    table.race_to_the_end()
    table.clients[0].inbox += [(HOST, text) for text in held_back]
    held_back.clear()
    table.deliver()
    for _ in range(3):
        table.tick()
    assert_mirrors_the_host(table)


def test_a_text_that_comes_early_waits_for_its_turn() -> None:
    """The host's next two checked commands come the wrong way round: the first to come
    waits (a gap, told), the second lets it through; no resume is needed."""
    table, desk = started_desk()
    hint = table.race.you.game.best_pair()
    assert hint is not None
    outs = [
        out
        for cell in hint.move
        for out in host_plays(table.host, Command.CLICK, cell)
        if isinstance(out, ToRoom) and isinstance(messages.read(out.text), Checked)
    ]
    assert len(outs) == 2
    before = held(desk)
    assert ResumeNeeded() in desk.hear(HOST, outs[1].text)
    assert held(desk) == before
    desk.hear(HOST, outs[0].text)
    assert held(desk) == before + 2
    assert desk.mirror is not None
    assert desk.mirror.you.game.board == table.race.you.game.board


def test_a_racer_who_missed_the_start_asks_for_it_and_races() -> None:
    """The start never reached me: the first checked command I hear is a gap; the host
    answers my resume with the start and the stream, and I race."""
    host, desk = HostDesk(host_seat()), RacerDesk(person(1), HOST)
    account, to_desk = desk.me.account or "", DeskOf(desk)
    to_desk(host.hear(account, desk.join()))
    to_desk(host.hear(account, desk.ready(True)))
    host.start(MEDIUM, 4, RaceRules(), [Strength.EXPERT], count_in=0)  # lost on its way
    hint = host_race(host).you.game.best_pair()
    assert hint is not None and desk.mirror is None
    checked = host_plays(host, Command.CLICK, hint.move[0])
    assert ResumeNeeded() in desk_hears(desk, checked[0])
    heard = [item for out in host.hear(account, desk.resume()) for item in desk_hears(desk, out)]
    assert isinstance(heard[0], Started) and heard[0].resumed and CaughtUp(0.0) in heard
    assert held(desk) == len(host.stream) and bot_move(desk) is not None


def desk_hears(desk: RacerDesk, out: Out) -> list[Heard]:
    return desk.hear(HOST, out.text) if isinstance(out, ToRoom | ToRacer) else []


@pytest.mark.parametrize("lost", [1, 5, 40])
def test_a_client_that_loses_texts_resumes_and_catches_up(lost: int) -> None:
    dropped = {"left": 0}
    lost_checked = []

    def lossy(index: int, text: str) -> list[str]:
        if index == 1 and dropped["left"] > 0:
            dropped["left"] -= 1
            lost_checked.append(isinstance(messages.read(text), Checked))
            return []
        return [text]

    table = Table(3, 1, game=MEDIUM, network=lossy)
    while table.now < 2.0:
        table.tick()
    dropped["left"] = lost
    table.race_to_the_end()
    heard = table.clients[1].heard
    if any(lost_checked):  # a lost clock is no gap: the next one counts what is held
        assert any(isinstance(item, ResumeNeeded) for item in heard)
        assert any(isinstance(item, CaughtUp) for item in heard)
    assert_mirrors_the_host(table)
    assert len(places_everywhere(table)) == 1


def test_a_restarted_client_catches_up_and_numbers_on_from_the_hosts_count() -> None:
    table = Table(2, 1, game=MEDIUM)
    while table.now < 3.0:
        table.tick()
    seat = table.clients[0].desk.seat
    assert seat is not None
    assert table.host.referee is not None
    sent_before = table.host.referee.expects(seat)
    assert sent_before > 0
    desk = table.restart(0)
    assert desk.seat == seat and not desk.resuming
    assert held(desk) == len(table.host.stream)
    heard = table.clients[0].heard
    assert isinstance(heard[0], Started) and heard[0].resumed
    assert any(isinstance(item, CaughtUp) for item in heard)
    text = bot_move(desk)
    assert text is not None
    sent = messages.read(text)
    assert isinstance(sent, RacerCommand) and sent.seq == sent_before
    table.send(table.clients[0], text)
    table.race_to_the_end()
    assert_mirrors_the_host(table)
    assert refusals(table.clients[0]) <= {messages.Reason.OUT}


def _mirror_state(desk: RacerDesk) -> tuple[Any, ...]:
    """All a desk's copy of the race and its own board show."""
    mirror, game = desk.mirror, desk.game
    assert mirror is not None and game is not None
    racers = [
        (r.game.board, r.game.scoring.points, r.pairs, r.finish, r.game.blocks.stones, r.props)
        for r in mirror.racers
    ]
    return (held(desk), mirror.now, racers, look(game), desk.resuming)


class Units:
    """Counts the catch-up's units of work a desk's mirror does: timed events run one
    at a time toward a step, and steps taken."""

    def __init__(self, desk: RacerDesk) -> None:
        self.count = 0
        self.desk = desk
        self.watched: StreamMirror | None = None

    def watch(self) -> None:
        stream = self.desk.stream
        if stream is None or stream is self.watched:
            return
        self.watched = stream
        run_one, take = stream.run_one, stream.take

        def counted_run_one(to_s: float) -> list[RaceEvent] | None:
            moved = run_one(to_s)
            self.count += moved is not None
            return moved

        def counted_take(checked: Checked) -> tuple[list[RaceEvent], bool]:
            self.count += 1
            return take(checked)

        stream.run_one = counted_run_one  # type: ignore[method-assign]
        stream.take = counted_take  # type: ignore[method-assign]


@pytest.mark.parametrize("most", [1, 7, 40])
def test_a_catch_up_played_in_slices_ends_as_the_one_shot_and_no_slice_passes_its_bound(
    most: int,
) -> None:
    """Racer 0 is restarted twice from the same moment: once playing the host's answer
    whole as it is heard, once in slices of ``most`` units an advance; no advance plays
    more than ``most``, and the two end the same, and race on to the host's end."""
    table = Table(2, 3, game=MEDIUM)
    while table.now < 12.0:
        table.tick()
    whole = table.restart(0)
    assert not whole.resuming
    expected = _mirror_state(whole)
    sliced = table.restart(0, catch_up_most=most)
    units = Units(sliced)
    calls, redrawn = 0, 0
    while sliced.resuming:
        units.watch()
        before = units.count
        heard = sliced.advance(table.now)
        table.take(table.clients[0], heard)
        calls += 1
        redrawn += heard.count(BoardChanged())
        assert units.count - before <= most
    assert calls >= len(table.host.stream) // most
    assert redrawn == 1  # my board built again once, at the end, whatever touched it
    assert _mirror_state(sliced) == expected
    table.race_to_the_end()
    assert_mirrors_the_host(table)


@pytest.mark.parametrize("most", [1, 7, 40])
def test_the_host_gone_mid_catch_up_plays_the_rest_in_slices_to_the_same_places(
    most: int,
) -> None:
    """Racer 0 is restarted twice from the same moment and the host goes at once, its
    answer heard: played whole, then in slices of ``most`` units a call of `host_gone`,
    which says None until all is played; no call plays more than ``most``, and both place
    the racers the same."""
    table = Table(2, 3, game=MEDIUM)
    while table.now < 12.0:
        table.tick()
    whole = table.restart(0).host_gone()
    assert whole is not None and len(whole) == 6
    sliced = table.restart(0, catch_up_most=most)
    units = Units(sliced)
    calls, placed = 0, None
    while placed is None:
        units.watch()
        before = units.count
        placed = sliced.host_gone()
        calls += 1
        assert units.count - before <= most
    assert calls >= len(table.host.stream) // most
    assert placed == whole and sliced.places == whole


def test_a_resume_mid_race_after_a_drop_loses_no_checked_command() -> None:
    """Racer 0 is cut off for a while (nothing reaches it), then resumes: its mirror
    has every checked command once, in turn."""
    cut = {"on": False}
    table = Table(2, 2, game=MEDIUM, network=lambda i, text: [] if i == 0 and cut["on"] else [text])
    while table.now < 2.0:
        table.tick()
    cut["on"] = True
    while table.now < 4.0:
        table.tick()
    cut["on"] = False
    table.send(table.clients[0], table.clients[0].desk.resume())
    table.deliver()
    assert held(table.clients[0].desk) == len(table.host.stream)
    table.race_to_the_end()
    assert_mirrors_the_host(table)


@settings(max_examples=25)
@given(
    faults=st.lists(st.sampled_from(["lost", "twice", "late", "on time"]), max_size=400),
    seed=st.integers(0, 20),
)
def test_whatever_the_network_does_every_mirror_ends_as_the_hosts_race(
    faults: list[str], seed: int
) -> None:
    """Racer 0's texts from the host are lost, doubled or held back (to come after the
    next), one fault a text; it resumes when told and ends with the host's race."""
    queue = iter(faults)
    held_back: list[str] = []

    def faulty(index: int, text: str) -> list[str]:
        if index != 0:
            return [text]
        late, held_back[:] = held_back[:], []
        fault = next(queue, "on time")
        if fault == "late":
            held_back.append(text)
            return late
        return {"lost": [], "twice": [text, text], "on time": [text]}[fault] + late

    table = Table(2, 1, seed, network=faulty)
    table.race_to_the_end()
    table.network = faithful
    table.clients[0].inbox += [(HOST, text) for text in held_back]
    for _ in range(int(3 * RESUME_AGAIN_S / STEP_S)):  # a lost answer is asked for again
        table.tick()
    assert_mirrors_the_host(table)
    assert len(places_everywhere(table)) == 1


# --- resumes answered -------------------------------------------------------------------


def test_a_desk_made_anew_asks_again_on_its_own_clock_before_it_knows_the_race_time() -> None:
    wall = [50.0]
    desk = RacerDesk(person(1), HOST, clock=lambda: wall[0])
    desk.resume()
    assert desk.advance(None) == []
    wall[0] += RESUME_AGAIN_S
    assert desk.advance(None) == [ResumeNeeded()]
    assert desk.advance(None) == []  # once each wait


def test_a_racer_restarted_again_and_again_is_answered_and_races_on() -> None:
    """Racer 0's process is restarted more often than the host answers resumes: the last
    desk's resume is held back, it asks again every `RESUME_AGAIN_S`, and is answered
    within the host's window; nothing lost, and it is not banned for asking."""
    table = Table(2, 1, game=MEDIUM)
    while table.now < 1.0:
        table.tick()
    for _ in range(RESUMES_MOST + 1):
        desk = table.restart(0)
    assert desk.resuming and desk.mirror is None
    while desk.resuming and table.now < 1.0 + RESUMES_WINDOW_S + RESUME_AGAIN_S:
        table.tick()
    assert not desk.resuming and held(desk) == len(table.host.stream)
    table.race_to_the_end()
    assert_mirrors_the_host(table)
    assert table.host.referee is not None and not table.host.referee.banned


def test_a_racer_who_resumed_before_the_start_races_from_the_count_in() -> None:
    """My link dropped while seated: my resume is answered with the seats; the start
    that follows is a start, not a catch-up, and I race once its count-in ends."""
    host, desk = HostDesk(host_seat()), RacerDesk(person(1), HOST)
    account, to_desk = desk.me.account or "", DeskOf(desk)
    to_desk(host.hear(account, desk.join()))
    to_desk(host.hear(account, desk.resume()))
    assert not desk.resuming
    to_desk(host.hear(account, desk.ready(True)))
    outs = host.start(MEDIUM, 4, RaceRules(), count_in=0)
    heard = [item for out in outs for item in desk_hears(desk, out)]
    assert isinstance(heard[0], Started) and not heard[0].resumed
    desk.advance(0.0)
    assert bot_move(desk) is not None


# --- every command answered -----------------------------------------------------------


def test_every_command_on_its_way_as_the_race_ends_is_answered() -> None:
    """Racer 0 sends a few commands; the race ends at the host before they arrive: each
    is refused as out under its own number, and none is left waiting for an answer."""
    table = Table(2, 1, game=MEDIUM)
    while table.now < 1.0:
        table.tick()
    client = table.clients[0]
    for _ in range(4):
        table.send(client, bot_move(client.desk))
    in_flight = unanswered(client.desk)
    assert in_flight == 4
    table.race.finish()
    table.room(table.host.flush())
    table.deliver()
    assert table.race.over and unanswered(client.desk) == 0
    out = [item for item in client.heard if isinstance(item, CommandRefused)]
    assert [item.reason for item in out] == [messages.Reason.OUT] * in_flight


def test_a_command_lost_on_its_way_to_the_host_is_a_gap_and_the_racer_races_on() -> None:
    """One of racer 0's commands never reaches the host (the host's own link was away
    from the room): the next is refused out of order under its number, the racer asks
    for the race again, numbers on as the host expects, and races to the end."""
    table, desk = started_desk()
    client = table.clients[0]
    lost, after = bot_move(desk), bot_move(desk)  # the first never sent
    assert lost is not None and after is not None
    sent = messages.read(after)
    assert isinstance(sent, RacerCommand)
    table.send(client, after)
    table.deliver()
    assert CommandRefused(sent.seq, messages.Reason.OUT_OF_ORDER) in client.heard
    assert ResumeNeeded() in client.heard and any(isinstance(i, CaughtUp) for i in client.heard)
    assert unanswered(desk) == 0
    table.race_to_the_end()
    assert_mirrors_the_host(table)
    assert refusals(client) <= {messages.Reason.OUT_OF_ORDER, messages.Reason.OUT}


# --- trust ----------------------------------------------------------------------------


def started_desk() -> tuple[Table, RacerDesk]:
    table = Table(2, 1, game=MEDIUM)
    while table.now < 1.0:
        table.tick()
    return table, table.clients[0].desk


def test_forged_messages_from_another_account_change_nothing() -> None:
    table, desk = started_desk()
    forger = "host@example.org.evil"
    assert desk.start is not None
    before = (held(desk), desk.places, desk.start, look(desk.game) if desk.game else None)
    seat = desk.seat
    assert seat is not None
    forged: list[messages.Message] = [
        Result((1, 0, 2)),
        Start(desk.start.setup, desk.start.seats, 0),
        Start(replace(desk.start.setup, seed=9), desk.start.seats, 0),
        Checked(held(desk), 1, 0, PutOut(0.5)),
        Checked(held(desk), seat, 99, Entry(0.5, Command.CLICK, (0, 0))),
        Refusal(seat, 0, messages.Reason.TOO_FAST),
        Clock(999.0, held(desk)),
    ]
    for message in forged:
        for account in (forger, "HOST@example.org", desk.me.account or ""):
            assert desk.hear(account, write(message)) == []
    assert (held(desk), desk.places, desk.start, look(desk.game) if desk.game else None) == before
    table.race_to_the_end()
    assert_mirrors_the_host(table)


def test_a_result_for_another_table_size_is_not_taken() -> None:
    _, desk = started_desk()
    assert desk.hear(HOST, write(Result((1, 0)))) == []
    assert desk.places is None


# --- my board -------------------------------------------------------------------------


def test_a_refused_command_rebuilds_my_board_from_the_hosts_copy() -> None:
    _, desk = started_desk()
    game = desk.game
    assert game is not None and desk.seat is not None
    texts = [text for _ in range(3) if (text := bot_move(desk)) is not None]
    sent = len(texts)  # the host never hears these
    assert unanswered(desk) == sent > 0
    last = messages.read(texts[-1])
    assert isinstance(last, RacerCommand)
    seq = last.seq
    heard = desk.hear(HOST, write(Refusal(desk.seat, seq, messages.Reason.TOO_FAST)))
    assert CommandRefused(seq, messages.Reason.TOO_FAST) in heard
    assert BoardChanged() in heard
    assert unanswered(desk) == sent - 1


def test_a_refusal_out_of_order_asks_for_a_resume() -> None:
    _, desk = started_desk()
    assert desk.seat is not None
    text = bot_move(desk)
    assert text is not None
    sent = messages.read(text)
    assert isinstance(sent, RacerCommand)
    heard = desk.hear(HOST, write(Refusal(desk.seat, sent.seq, messages.Reason.OUT_OF_ORDER)))
    assert ResumeNeeded() in heard


def test_no_command_while_resuming_nor_after_the_race() -> None:
    table, desk = started_desk()
    table.send(table.clients[0], desk.resume())
    assert bot_move(desk) is None
    table.deliver()
    assert not desk.resuming and bot_move(desk) is not None
    assert desk.command(Command.PAUSE) is None
    assert desk.command(Command.CLICK, (99, 0)) is None
    assert desk.command(Command.CLICK) is None


def test_a_prop_that_hits_my_seat_rebuilds_my_board() -> None:
    """The host freezes racer 1 and blocks them: racer 1's board changes from outside,
    and equals the host's copy once every command is answered."""
    table = Table(1, 0, game=MEDIUM)
    while table.now < 0.5:
        table.tick()
    give_host(table.host, [Prop.BLOCKS, Prop.MIRROR, Prop.FREEZE], table.clients[0].desk)
    for prop in (Prop.BLOCKS, Prop.MIRROR, Prop.FREEZE):
        table.room(host_uses(table.host, prop, 1))
    table.deliver()
    heard = table.clients[0].heard
    assert BoardChanged() in heard
    desk = table.clients[0].desk
    assert desk.game is not None and desk.game.blocks.stones
    table.race_to_the_end()
    assert_mirrors_the_host(table)


def give_host(host: HostDesk, props: list[Prop], *desks: RacerDesk) -> None:
    """The host holds ``props``, as if earned: in its race and in every mirror of it."""
    for race in (host.race, *(desk.mirror for desk in desks)):
        assert race is not None
        race.you.props += props


class DeskOf:
    """Carries the host's texts (for the room, or for this racer) to ``desk`` at once."""

    def __init__(self, desk: RacerDesk) -> None:
        self.desk = desk

    def __call__(self, outs: list[Out]) -> None:
        for out in outs:
            if isinstance(out, ToRoom | ToRacer):
                self.desk.hear(HOST, out.text)


def racing_alone(
    rules: RaceRules, seed: int, computers: list[Strength] | None = None
) -> tuple[HostDesk, RacerDesk]:
    """The host and one person (seated, ready, started), every text carried at once."""
    host, desk = HostDesk(host_seat()), RacerDesk(person(1), HOST)
    account, to_desk = desk.me.account or "", DeskOf(desk)
    to_desk(host.hear(account, desk.join()))
    to_desk(host.hear(account, desk.ready(True)))
    to_desk(host.start(MEDIUM, seed, rules, computers or [], count_in=0))
    return host, desk


def test_a_combo_the_host_timed_otherwise_is_the_hosts_once_answered() -> None:
    """Two pairs a second apart on my board build a combo; the second reaches the host
    4 s later, past the combo's window: once it is answered, my points are the host's."""
    host, desk = racing_alone(RaceRules(props=False), seed=3)
    account, to_desk = desk.me.account or "", DeskOf(desk)
    game = desk.game
    assert game is not None
    sent = []
    for at_s in (0.1, 0.2, 1.0, 1.1):
        desk.advance(at_s)
        sent.append(bot_move(desk))
    assert None not in sent and game.scoring.combo == 2
    for at_s, text in ((0.2, sent[:2]), (5.1, sent[2:])):
        to_desk(host_advances(host, at_s))
        for one in text:
            to_desk(host.hear(account, one or ""))
    copy = host_race(host).racers[1].game
    assert copy.scoring.combo == 1  # the host's second pair came too late for a combo
    assert desk.game is not None and unanswered(desk) == 0
    assert look(desk.game) == look(copy)


class FreezeOnce:
    """A computer player that throws its freeze at 1 s, and nothing else."""

    def __init__(self) -> None:
        self.thrown = False

    def pause(self) -> float:
        return 1000.0 if self.thrown else 1.0

    def decide(self, game: Game, props: list[Prop], may_use: bool) -> Action:
        self.thrown = True
        return UseProp(Prop.FREEZE)

    def played(self, game: Game) -> None:
        pass


def test_what_touched_my_seat_is_done_again_at_its_own_time() -> None:
    """A computer player freezes me at 1 s, between two clocks of the host: my board
    built again thaws when the host's copy does (5 s of play later), not 5 s after the
    clock that brought the freeze."""
    setup = RaceSetup(
        MEDIUM,
        3,
        lineup([Strength.SKILLED, Strength.EXPERT]),
        RaceRules(aim=Aim.LEADER),
        people=frozenset({1}),
    )
    race = Race(setup, drivers=lambda rival, rng, think: FreezeOnce())
    race.racers[2].props.append(Prop.FREEZE)
    deal = race.you.game.board
    mine = MyBoard(setup, 1, deal, race.you.game.verdicts.solution(deal) or [], lambda: race.now)
    stream = StreamMirror(race, mine)
    hint = race.racers[1].game.best_pair()
    assert hint is not None
    for number, cell in enumerate(hint.move):  # I lead, so the freeze is for me
        stream.take(Checked(number, 1, number, Entry(0.5, Command.CLICK, cell)))
    stream.clock(Clock(6.5, 2), 6.5)
    assert stream.touched
    assert mine.settle(race.racers[1].game, due=True, compare=False)
    assert not race.racers[1].game.blocks.frozen
    assert look(mine.game) == look(race.racers[1].game)
    assert not mine.game.blocks.frozen


@dataclass(frozen=True)
class Act:
    """One thing that happens in the property test's race."""

    kind: str
    value: int


acts = st.lists(
    st.builds(
        Act,
        st.sampled_from(["move", "click", "undo", "hint", "refresh", "tick", "deliver", "prop"]),
        st.integers(0, 47),
    ),
    max_size=60,
)


@settings(max_examples=40)
@given(acts=acts, seed=st.integers(0, 50))
def test_once_every_command_is_answered_my_board_is_the_hosts_copy(
    acts: list[Act], seed: int
) -> None:
    """Whatever I play and whenever the host's answers and props come, once every
    command of mine is answered my board is the host's copy of my seat: its board,
    stones, selection, points, combo, phase, helps and undo."""
    host, desk = racing_alone(RaceRules(), seed, [Strength.EXPERT])
    account, to_desk = desk.me.account or "", DeskOf(desk)
    desk.advance(0.0)
    in_flight: list[str] = []
    now = 0.0

    def deliver(count: int) -> None:
        for text in in_flight[:count]:
            to_desk(host.hear(account, text))
        del in_flight[:count]

    for act in acts:
        text: str | None = None
        if act.kind == "move":
            text = bot_move(desk)
        elif act.kind == "click":
            text = desk.command(Command.CLICK, divmod(act.value, MEDIUM.cols))
        elif act.kind in ("undo", "hint", "refresh"):
            text = desk.command(Command(act.kind))
        elif act.kind == "tick":
            now += act.value / 20
            to_desk(host_advances(host, now))
            desk.advance(now)
        elif act.kind == "deliver":
            deliver(act.value % 4)
        else:
            prop = list(Prop)[act.value % len(Prop)]
            give_host(host, [prop], desk)
            to_desk(host_uses(host, prop, 1))
        if text is not None:
            in_flight.append(text)
    deliver(len(in_flight))
    assert unanswered(desk) == 0
    assert desk.game is not None
    assert look(desk.game) == look(host_race(host).racers[1].game)
    assert desk.game.phase in (Phase.PLAYING, Phase.WON, Phase.LOST)


# --- hostile text ---------------------------------------------------------------------


def any_message() -> st.SearchStrategy[messages.Message]:
    checked = st.builds(
        Checked, st.integers(0, 30), st.integers(0, 5), st.integers(0, 30), stream_steps
    )
    return st.one_of(
        starts(),
        tables(),
        checked,
        st.builds(Clock, st.floats(0.0, 1e6), st.integers(0, 40)),
        st.builds(
            Refusal,
            st.integers(0, 5),
            st.none() | st.integers(0, 30),
            st.sampled_from(messages.Reason),
        ),
        st.integers(2, 6)
        .flatmap(lambda n: st.permutations(range(n)))
        .map(lambda p: Result(tuple(p))),
    )


texts = st.one_of(
    st.text(max_size=200),
    any_message().map(write),
    st.builds(lambda data: data, st.sampled_from(['{"v":1,"type":"checked"}', "[]", "null"])),
)


@settings(max_examples=150)
@given(
    heard=st.lists(
        st.tuples(st.sampled_from([HOST, "mallory@example.org"]) | accounts, texts), max_size=25
    )
)
def test_hostile_text_from_anyone_never_raises(heard: list[tuple[str, str]]) -> None:
    """A desk at a race hears anything at all, from the host's account or any other: it
    never raises, and nothing from another account changes it."""
    table, desk = started_desk()
    for account, text in heard:
        before = (held(desk), desk.places, desk.start, desk.seat)
        desk.hear(account, text)
        if account != HOST:
            assert (held(desk), desk.places, desk.start, desk.seat) == before
        bot_move(desk)
        desk.advance(table.now)
    desk.host_gone()


@settings(max_examples=100)
@given(heard=st.lists(texts, max_size=15))
def test_hostile_text_from_the_host_before_any_start_never_raises(heard: list[str]) -> None:
    desk = RacerDesk(person(1), HOST)
    for text in heard:
        desk.hear(HOST, text)
        desk.advance(1.0)
        desk.command(Command.HINT)
        desk.use_prop(Prop.BOMB)
    desk.host_gone()
