"""What a race tells of itself: the events of `Race.advance`, and the player's props as
its log keeps them."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from llk.model.errors import member_named
from llk.model.game.results import Removal, Reshuffle
from llk.model.limits import MAX_SECONDS, finite, whole
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
