"""A race played again from its setup and its log (`Race.log`: the player's journal and
props, the people's steps): all at once to resume it after a kill, or step by step to
watch it (`RaceFilm`: seekable, as a race is a pure function of its setup and log, so
any moment of it is that race played to then)."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from llk.model.board.grid import Board, Point
from llk.model.game.journal import Entry
from llk.model.limits import MAX_SECONDS, finite
from llk.model.versus.race import Race, Racer, play_entry
from llk.model.versus.race_events import PropUse, RaceEvent, SeatStep
from llk.model.versus.race_setup import RaceSetup
from llk.model.versus.standings import Finish

FRAME_S = 0.1
"""The grain of a `RaceFilm`: race seconds between two looks at the race played again.
A change shows at the first look after it: at most 0.1 s of race late, 0.2 s of watching
at half speed, finer than the eye follows a rival's moves (0.3 s apart at the fastest)."""


def replay(setup: RaceSetup, log: Any, until_s: float | None = None, name: str = "You") -> Race:
    """The race ``setup`` and ``log`` describe, played again up to ``until_s`` (else the
    log's own time); ValueError for a damaged log."""
    played = Replay(setup, log, name)
    played.to(played.end_s if until_s is None else until_s)
    return played.race


class Replay:
    """A race played again from its setup and log (`Race.log`), as far as asked: all at
    once to resume it, or step by step to watch it. O(log entries) to read the log."""

    def __init__(self, setup: RaceSetup, log: Any, name: str = "You") -> None:
        """ValueError (or `ParameterError`) for a damaged log; a log without ``seats`` (a
        race saved before people raced) has no people's steps."""
        known = {"journal", "props", "now"}
        if not isinstance(log, dict) or set(log) not in (known, known | {"seats"}):
            raise ValueError("a race log has journal, props, seats and now")
        journal, uses, seats = log["journal"], log["props"], log.get("seats", [])
        if not all(isinstance(part, list) for part in (journal, uses, seats)):
            raise ValueError("a race log's journal, props and seats are lists")
        rows, cols = setup.settings.size
        entries = [Entry.from_list(item, rows, cols) for item in journal]
        racers = len(setup.rivals) + 1
        prop_uses = [PropUse.from_list(use, racers, len(entries)) for use in uses]
        mine = _interleaved(entries, prop_uses)
        size, people = (rows, cols), setup.people
        seat_steps = [SeatStep.from_list(step, people, size, len(mine), racers) for step in seats]
        self.end_s = finite("now", log["now"], 0.0, float(MAX_SECONDS))
        self._steps = _interleaved(mine, seat_steps)
        self._next = 0
        self.race = Race(setup, name)

    @property
    def steps_played(self) -> int:
        """How many steps (the player's commands and props used, the people's steps) are
        played so far."""
        return self._next

    def to(self, at_s: float) -> list[RaceEvent]:
        """Play on to ``at_s`` seconds: the player's and the people's steps up to then,
        each at its time, and the computer players between them."""
        race, events = self.race, []
        while self._next < len(self._steps) and self._steps[self._next].at_s <= at_s:
            step = self._steps[self._next]
            self._next += 1
            events += race.advance(step.at_s)
            if race.over:
                break
            if isinstance(step, PropUse):
                events += race.use_prop(step.prop, step.target)
            elif isinstance(step, SeatStep):
                events += _play_seat_step(race, step)
            else:
                play_entry(step, race.you.game)
                events += race.observe()
        return events + race.advance(at_s)


Step = Entry | PropUse | SeatStep
"""One step of the outside in a race's log: the player's command or prop, a person's step."""


def _interleaved(steps: Sequence[Step], placed: Sequence[PropUse | SeatStep]) -> list[Step]:
    """``steps`` with each of ``placed``, in order, after as many of them as it says
    (its ``after``). O(len(steps) + len(placed))."""
    merged: list[Step] = []
    done = 0
    for step in placed:
        merged += steps[done : max(done, step.after)]
        done = max(done, step.after)
        merged.append(step)
    return [*merged, *steps[done:]]


def _play_seat_step(race: Race, step: SeatStep) -> list[RaceEvent]:
    """``step`` of a person played again on ``race``: their command, their prop, or their
    ban."""
    if step.entry is not None:
        return race.play(step.seat, step.entry.command, step.entry.cell) or []
    if step.prop is not None:
        return race.use_prop(step.prop, step.target, step.seat)
    return race.put_out(step.seat)


@dataclass(frozen=True)
class RacerFrame:
    """What a watcher sees of one racer at one moment. The board is a copy, never changed."""

    board: Board
    stones: frozenset[Point]
    frozen: bool
    pairs: int
    finish: Finish

    @classmethod
    def of(cls, racer: Racer, before: RacerFrame | None) -> RacerFrame:
        """``racer`` now; ``before`` itself if nothing shown changed (frames share it).
        Cost: O(rows * cols)."""
        game = racer.game
        shown = cls(game.board, game.blocks.stones, game.blocks.frozen, racer.pairs, racer.finish)
        return before if shown == before else shown


class RaceFilm:
    """A race played again once, forward, and kept as frames to watch it at any pace and
    from anywhere: a frame every `FRAME_S` of race time in which something shown changed.

    Seeking is playing the pure race to the time asked (`Replay.to`): as far as it is
    played already (`developed_s`), a look-up, O(log frames); past it, the race played
    on to there, O(the race's events in between), each event costing what `Race.advance`
    says, plus O(racers * rows * cols) for each frame kept. The first seek to the end of
    a long race pays for the whole race once (0.65 s for a 10-minute race of six on
    16 × 30 with shifts on an idle machine, 5-40 % more than `Replay.to` alone;
    benchmarks/test_bench_race.py), 70 ms for a 2-minute race of four on 8 × 12; and
    `develop` plays it ahead a little at a time while the watcher looks, so that a seek
    is soon a look-up. A frame's boards are shared with the
    frames around it where they did not change: memory O(changes * rows * cols).
    """

    def __init__(self, setup: RaceSetup, log: Any, name: str = "You") -> None:
        """ValueError (or `ParameterError`) for a damaged log, as `Replay`."""
        self._replay = Replay(setup, log, name)
        self.end_s = self._replay.end_s
        self.names = [racer.name for racer in self._replay.race.racers]
        self._looks = 0
        """`FRAME_S` slices of race time played so far."""
        self.developed_s = 0.0
        """Race time played so far: frames up to it are a look-up."""
        self._times: list[float] = []
        self._frames: list[tuple[RacerFrame, ...]] = []
        self._keep(0.0)

    @property
    def complete(self) -> bool:
        """Whether the whole race is played, every frame kept."""
        return self.developed_s >= self.end_s or self._replay.race.over

    @property
    def frames_kept(self) -> int:
        return len(self._frames)

    def develop(self, to_s: float) -> None:
        """Play the race on to ``to_s`` (at most its end), keeping a frame at every look
        at which something shown may have changed: an event, a step of the player, a
        freeze that thawed."""
        replay = self._replay
        while self.developed_s < min(to_s, self.end_s) and not replay.race.over:
            self._looks += 1
            at_s = min(self._looks * FRAME_S, self.end_s)
            played = replay.steps_played
            events = replay.to(at_s)
            self.developed_s = at_s
            thawed = any(
                shown.frozen != racer.game.blocks.frozen
                for shown, racer in zip(self._frames[-1], replay.race.racers, strict=True)
            )
            if events or replay.steps_played != played or thawed:
                self._keep(at_s)
        if replay.race.over:
            self.developed_s = self.end_s

    def frame_at(self, at_s: float) -> tuple[RacerFrame, ...]:
        """Every racer as they were at ``at_s`` race seconds (at the last look before it):
        played on to there first if need be (see the class's docstring for the cost)."""
        self.develop(at_s)
        return self._frames[max(0, bisect_right(self._times, at_s) - 1)]

    def _keep(self, at_s: float) -> None:
        before = self._frames[-1] if self._frames else (None,) * len(self.names)
        frame = tuple(
            RacerFrame.of(racer, shown)
            for racer, shown in zip(self._replay.race.racers, before, strict=True)
        )
        if frame != before:
            self._times.append(at_s)
            self._frames.append(frame)
