"""The host's race, copied on a racer's computer from the host's stream of checked
commands: what a client draws its opponents from.

The mirror is a `Race` of the start's setup, seat 0 the host's. The stream is played on
it in the order of its numbers, each step at the host's race time, the race advanced to
that time first, as the host's was: the host's commands on racer 0's game, a person's
through `Race.play`, a prop through `Race.use_prop`, a racer put out through
`Race.put_out`. A race being a pure function of its setup and these steps, the mirror is
the host's race as far as the stream goes. Its computer players run to the host's
`Clock` once every command before it is held, never past what the stream vouches for.
A step that comes early (a number missing before it) waits for its turn, up to `PAGE` of
them; one held already is dropped; either way the caller hears of the gap, to ask for
the stream again. The time of each timed event is kept (the race is run one event at a
time), so that what touched one seat (`llk.model.versus.my_board`) can be done again
exactly.
"""

from __future__ import annotations

from llk.model.versus.messages import PAGE, Checked, Clock, PropUsed, PutOut, StreamStep
from llk.model.versus.my_board import MyBoard, touches
from llk.model.versus.race import Race, play_entry
from llk.model.versus.race_events import RaceEvent

HOST_SEAT = 0
"""The host's seat: racer 0 of every copy of the race."""


class StreamMirror:
    """The host's ``race`` as far as its stream goes; ``mine``, if given, is told what
    touched its seat."""

    def __init__(self, race: Race, mine: MyBoard | None) -> None:
        self.race, self.mine = race, mine
        self.held = 0
        """Checked commands played: the number expected next."""
        self.vouched_s = 0.0
        """The host's race time the stream held so far vouches for."""
        self.touched = False
        """Something touched my seat since the last `news`."""
        self.answered = False
        """A command of mine was answered since the last `news`."""
        self._early: dict[int, Checked] = {}

    def take(self, checked: Checked) -> tuple[list[RaceEvent], bool]:
        """A checked command: played in its turn (with those that came early and follow
        it), kept if it came early, dropped if held already. What happened in the
        mirror, and whether a number is missing. O(1) + playing each: the computer
        players' moves up to its time (`Race.advance`) and the step (`Race.play`)."""
        if checked.number > self.held:
            if len(self._early) < PAGE:
                self._early[checked.number] = checked
            return [], True
        events: list[RaceEvent] = []
        turn: Checked | None = checked
        while turn is not None and turn.number == self.held:
            events += self._play(turn)
            turn = self._early.pop(self.held, None)
        return events, bool(self._early)

    def clock(self, clock: Clock, now_s: float) -> tuple[list[RaceEvent], bool]:
        """The host's clock: the race time it vouches for, if every command before it is
        held; the mirror run to it (not past ``now_s``, my own race time). What happened,
        and whether a number is missing. O(the computer players' moves up to then)."""
        if clock.total == self.held:
            self.vouch(clock.now_s)
        return self.run(now_s), clock.total > self.held

    def vouch(self, now_s: float) -> None:
        """The host's race time is ``now_s`` with every command before it held (the last
        page of a catch-up): the mirror may run to it. O(1)."""
        self.vouched_s = max(self.vouched_s, now_s)

    def news(self) -> tuple[bool, bool]:
        """Whether something touched my seat, and whether a command of mine was answered,
        since the last ask. O(1)."""
        news = self.touched, self.answered
        self.touched = self.answered = False
        return news

    def run(self, now_s: float) -> list[RaceEvent]:
        """Run the computer players to ``now_s`` (my race time), as far as vouched for."""
        return self._run_to(min(now_s, self.vouched_s))

    def run_one(self, to_s: float) -> list[RaceEvent] | None:
        """Run the mirror one timed event toward ``to_s`` (or to it, none being due
        before): what happened; None when it is there already, or over. A step played
        at ``to_s`` (`take`) then runs it no further. O(one event, as `Race.advance`)."""
        race = self.race
        if race.over or race.now >= to_s:
            return None
        events = race.advance(to_s, most=1)
        self._note(race.now, events)
        return events

    def end(self) -> tuple[int, ...]:
        """The race stops here, its host gone: the mirror run to the last race time the
        stream vouches for, and over there, everyone still racing then stopped
        (`Finish.STOPPED`); the places, as seats, by the race's own rules (the clear
        first, then the most pairs): the same on every client that holds the same
        stream. O(the computer players' moves up to then + racers log racers)."""
        race = self.race
        self._run_to(self.vouched_s)
        for racer in race.racers:
            racer.stop(race.now)
        self._note(race.now, race.observe())  # over: the stones lifted, as at any end
        return tuple(result.player for result in race.results())

    def _play(self, checked: Checked) -> list[RaceEvent]:
        """Play ``checked`` in its turn, at its time; note what touched my seat."""
        race, step = self.race, checked.step
        self.held += 1
        self.vouched_s = max(self.vouched_s, step.at_s)
        events = self._run_to(step.at_s)
        if not race.over:  # nothing plays once the race is over, as in a replay
            played = self._step(checked.seat, step)
            self._note(race.now, played)
            events += played
        mine = self.mine
        if mine is not None and checked.seat == mine.seat and mine.answered(checked.seq):
            self.answered = True
        return events

    def _step(self, seat: int, step: StreamStep) -> list[RaceEvent]:
        """Play ``step`` of the racer in ``seat`` now, as the host did."""
        race, mine = self.race, self.mine
        people = race.setup.people
        if seat != HOST_SEAT and seat not in people:
            return []  # a computer player's seat: the host never sends one
        if isinstance(step, PutOut):
            return race.put_out(seat) if seat in people else []
        if isinstance(step, PropUsed):
            return race.use_prop(step.prop, step.target, seat)
        if seat == HOST_SEAT:
            play_entry(step, race.you.game)
            return race.observe()
        played = race.play(seat, step.command, step.cell)
        if played is not None and mine is not None and seat == mine.seat:
            entry = race.seat_steps[-1].entry
            assert entry is not None  # a command played
            mine.note(race.now, entry)
        return played or []

    def _run_to(self, to_s: float) -> list[RaceEvent]:
        """Run the mirror to ``to_s`` one timed event at a time, so that each touch of my
        seat is noted at its own time. O(the events, each as `Race.advance`)."""
        race = self.race
        events: list[RaceEvent] = []
        while not race.over and race.now < to_s:
            step = race.advance(to_s, most=1)
            self._note(race.now, step)
            events += step
        last = race.advance(to_s)  # anything due at ``to_s`` itself
        self._note(race.now, last)
        return events + last

    def _note(self, at_s: float, events: list[RaceEvent]) -> None:
        """Tell my board of the events that touched my seat."""
        mine = self.mine
        if mine is None:
            return
        for event in events:
            if touches(event, mine.seat):
                mine.note(at_s, event)
                self.touched = True
