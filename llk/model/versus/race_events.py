"""What a race tells of itself: the events of `Race.advance`, and the player's props and
the steps of people racing from other computers, as its log keeps them."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from llk.model.errors import member_named
from llk.model.game.journal import Command, Entry
from llk.model.game.results import Removal, Reshuffle
from llk.model.limits import MAX_SECONDS, finite, integer, whole
from llk.model.versus.props import Prop


class Happening(enum.Enum):
    """What a `RaceEvent` says happened."""

    PAIR = "pair"
    SHUFFLED = "shuffled"
    EARNED = "earned"
    USED = "used"
    STONES = "stones"
    STONES_GONE = "stones gone"
    LEADER = "leader"
    TIME_UP = "time up"
    OUT = "out"
    CLEARED = "cleared"
    OVER = "over"


@dataclass(frozen=True)
class RaceEvent:
    """Something that happened to racer ``player`` (for a prop used: to ``target``)."""

    happening: Happening
    player: int
    prop: Prop | None = None
    target: int | None = None
    removal: Removal | None = None
    reshuffle: Reshuffle | None = None
    cells: frozenset[tuple[int, int]] = frozenset()


@dataclass(frozen=True)
class PropUse:
    """The player used a prop: when, on whom, and after how many journal entries."""

    at_s: float
    prop: Prop
    target: int
    after: int

    def to_list(self) -> list[Any]:
        return [self.at_s, self.prop.value, self.target, self.after]

    @classmethod
    def from_list(cls, data: Any, racers: int, entries: int) -> PropUse:
        if not isinstance(data, list) or len(data) != 4:
            raise ValueError("a prop used is [seconds, prop, target, after]")
        return cls(
            finite("at_s", data[0], 0.0, float(MAX_SECONDS)),
            member_named(Prop, "prop", data[1]),
            whole("target", data[2], 0, racers - 1),
            whole("after", data[3], 0, entries),
        )


@dataclass(frozen=True)
class SeatStep:
    """What befell the racer in ``seat``, a person racing from another computer
    (`RaceSetup.people`), at ``at_s``: a command their game took (``entry``, noted at the
    race's time), a prop they used (``prop`` on ``target``, themself for a prop of their
    own), or, with neither, being put out of the race (banned from the room).
    ``after``: how many of the player's steps (journal entries and props used) came
    before it, which places it among them when the race is played again."""

    seat: int
    at_s: float
    after: int
    entry: Entry | None = None
    prop: Prop | None = None
    target: int | None = None

    def to_list(self) -> list[Any]:
        """``[seat, after, at_s]`` put out, ``[seat, after, *entry]`` a command,
        ``[seat, after, at_s, "prop", prop, target]`` a prop used."""
        if self.entry is not None:
            played = self.entry.to_list()
        elif self.prop is not None:
            played = [self.at_s, PROP_WORD, self.prop.value, self.target]
        else:
            played = [self.at_s]
        return [self.seat, self.after, *played]

    @classmethod
    def from_list(
        cls, data: Any, people: frozenset[int], size: tuple[int, int], steps: int, racers: int
    ) -> SeatStep:
        """A step `to_list` wrote, of one of ``people``'s seats, a click's cell on a board
        of ``size`` (rows, columns), a prop's target one of ``racers``, after at most
        ``steps`` of the player's; ValueError for anything else, a pause among them (a
        race of people is never paused). O(1)."""
        if not isinstance(data, list) or len(data) not in (3, 4, 6):
            raise ValueError("a seat's step is [seat, after, seconds, ...] as written")
        seat = integer("seat", data[0])
        if seat not in people:
            raise ValueError(f"seat {seat} is no person's")
        after = whole("after", data[1], 0, steps)
        at_s = finite("at_s", data[2], 0.0, float(MAX_SECONDS))
        if len(data) == 3:
            return cls(seat, at_s, after)
        if len(data) == 6 and data[3] == PROP_WORD:
            prop = member_named(Prop, "prop", data[4])
            return cls(seat, at_s, after, prop=prop, target=whole("target", data[5], 0, racers - 1))
        entry = Entry.from_list(data[2:], *size)
        if entry.command in PAUSING:
            raise ValueError("a race of people is never paused")
        return cls(seat, entry.at_s, after, entry)


PROP_WORD = "prop"
"""What marks a prop used among a person's steps, where a journal entry has its command."""
PAUSING = frozenset({Command.PAUSE, Command.RESUME})
"""The commands a race with people in it never takes: its time is everyone's."""
