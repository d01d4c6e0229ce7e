"""Places at the end of a race, and what the results table shows of each racer."""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass

from llk.model.versus.props import Prop


class Finish(enum.StrEnum):
    """How a racer's race ended; the value is the word files keep."""

    CLEARED = "cleared"
    """Cleared the board (the first to do it won)."""
    RACING = "racing"
    """Still racing when someone else cleared."""
    TIME_UP = "time-up"
    OUT = "out"
    """Removed nothing for the rule's seconds (QQ's rule), or put out by the host of a
    race online."""
    STOPPED = "stopped"
    """Still racing when the race stopped without its host (a race online whose host
    left): placed by pairs as far as the host's stream went."""


@dataclass(frozen=True)
class Result:
    """One racer's line in the results table."""

    player: int
    """0 for the player at this computer, 1.. for the rivals in their order."""
    name: str
    place: int
    pairs: int
    seconds: float
    """The race time the racer's race ended: their clear, their own clock running out
    (pairs and hourglasses add time to it), 30 s without a pair, or, for those still
    racing, the race's end (someone's clear, the last clock). Racers who raced to the
    same moment show the same time."""
    finish: Finish
    score: int
    used: Counter[Prop]
    received: Counter[Prop]

    @property
    def won(self) -> bool:
        """First place: the first clear, else the most pairs when nobody cleared."""
        return self.place == 1


def place_order(finish: Finish, pairs: int, last_pair_s: float) -> tuple[int, int, float]:
    """The sort key of places: the clear first (by its time: the time of its last pair),
    then the most pairs, then the earlier last pair. O(1)."""
    cleared = finish is Finish.CLEARED
    return (0 if cleared else 1, 0 if cleared else -pairs, last_pair_s)
