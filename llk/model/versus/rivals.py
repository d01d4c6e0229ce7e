"""Who the computer players are, and how fast each strength plays.

A strength is a `Tempo`: the seconds a pair takes on average, how much that varies, how
often the player stops to think and for how long, how often it takes a pair at random
rather than the one it would have chosen, and whether it follows a known way out. The
figures were set by racing the strengths against each other and against a player's
times (see the issue's closing note); "even" plays at the player's own median pace.
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass
from typing import Any

from llk.model.errors import ParameterError, member_named
from llk.model.limits import finite, whole


class Strength(enum.StrEnum):
    """How well a computer player plays; the value is the word files keep."""

    BEGINNER = "beginner"
    CASUAL = "casual"
    SKILLED = "skilled"
    EXPERT = "expert"
    MASTER = "master"
    EVEN = "even"
    """At the player's own pace (`Rival.pair_s` set from their statistics)."""


@dataclass(frozen=True)
class Tempo:
    """How one strength plays."""

    pair_s: float
    """Average seconds from one pair to the next."""
    spread: float
    """How much a pair's time varies, as a share of ``pair_s`` (one standard deviation)."""
    hesitate: float
    """The chance of stopping to think before a pair."""
    hesitate_s: tuple[float, float]
    """How long such a stop lasts, at least and at most."""
    blunder: float
    """The chance of taking any pair in sight instead of the chosen one."""
    plans: bool
    """Whether it follows a known way out of the board (a fair deal's)."""


TEMPOS: dict[Strength, Tempo] = {
    Strength.BEGINNER: Tempo(4.5, 0.35, 0.15, (3.0, 7.0), 0.5, plans=False),
    Strength.CASUAL: Tempo(3.2, 0.3, 0.1, (2.0, 5.0), 0.3, plans=False),
    Strength.SKILLED: Tempo(2.3, 0.25, 0.07, (1.5, 4.0), 0.1, plans=True),
    Strength.EXPERT: Tempo(1.6, 0.2, 0.05, (1.0, 3.0), 0.03, plans=True),
    Strength.MASTER: Tempo(1.05, 0.15, 0.02, (0.5, 2.0), 0.0, plans=True),
}
EVEN_PAIR_S = TEMPOS[Strength.SKILLED].pair_s
"""The pace "even" plays at until the player has won a game on the board."""
MIN_PAIR_S, MAX_PAIR_S = 0.3, 60.0
MAX_RIVALS = 5
PICTURES = 48
"""A rival's picture is one of the tile faces, 1 to this."""
MAX_NAME = 24
"""The longest racer's name."""
NAMES = ("Lin", "Mei", "Tao", "Jun", "Hua")
"""The names the computer players are given, in order."""


def racer_name(value: Any) -> str:
    """``value`` if it is a racer's name, a rival's or a person's at a table: 1 to
    `MAX_NAME` printable characters, not only spaces; else `ParameterError`. O(MAX_NAME)."""
    if not isinstance(value, str) or not 0 < len(value) <= MAX_NAME or not value.strip():
        raise ParameterError("name", f"a racer's name has 1 to {MAX_NAME} characters")
    if not value.isprintable():
        raise ParameterError("name", "a racer's name is printable text")
    return value


def tempo(strength: Strength, pair_s: float = EVEN_PAIR_S) -> Tempo:
    """The tempo of ``strength``; "even" plays at ``pair_s`` seconds a pair like a
    skilled player otherwise."""
    if strength is Strength.EVEN:
        skilled = TEMPOS[Strength.SKILLED]
        return Tempo(pair_s, skilled.spread, skilled.hesitate, skilled.hesitate_s, 0.1, True)
    return TEMPOS[strength]


def pause_s(pace: Tempo, rng: random.Random) -> float:
    """Seconds until the next pair: ``pace.pair_s`` varied by ``pace.spread`` (never below
    a quarter of it), plus now and then a stop to think. O(1)."""
    seconds = max(0.25, 1.0 + pace.spread * rng.gauss(0.0, 1.0)) * pace.pair_s
    if rng.random() < pace.hesitate:
        seconds += rng.uniform(*pace.hesitate_s)
    return seconds


@dataclass(frozen=True)
class Rival:
    """One computer player: a name, a picture (a tile face) and a strength."""

    name: str
    picture: int
    strength: Strength
    pair_s: float = EVEN_PAIR_S
    """For "even": the player's seconds a pair it plays at."""

    def __post_init__(self) -> None:
        racer_name(self.name)
        whole("picture", self.picture, 1, PICTURES)
        member_named(Strength, "strength", self.strength)
        finite("pair_s", self.pair_s, MIN_PAIR_S, MAX_PAIR_S)

    @property
    def tempo(self) -> Tempo:
        return tempo(self.strength, self.pair_s)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "picture": self.picture,
            "strength": self.strength.value,
            "pair_s": self.pair_s,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Rival:
        """A rival `to_dict` wrote; `ParameterError` (a ValueError) for anything else."""
        if not isinstance(data, dict) or set(data) != {"name", "picture", "strength", "pair_s"}:
            raise ParameterError("rival", "a rival has a name, picture, strength and pair_s")
        strength = member_named(Strength, "strength", data["strength"])
        return cls(data["name"], data["picture"], strength, data["pair_s"])


def lineup(strengths: list[Strength], pair_s: float = EVEN_PAIR_S) -> tuple[Rival, ...]:
    """Rivals of these strengths with the usual names and pictures ("even" at
    ``pair_s``); `ParameterError` for none or more than `MAX_RIVALS`."""
    whole("opponents", len(strengths), 1, MAX_RIVALS)
    return tuple(
        Rival(NAMES[i], 7 + 9 * i, strength, held_pair_s(pair_s))
        for i, strength in enumerate(strengths)
    )


def held_pair_s(seconds: float) -> float:
    return max(MIN_PAIR_S, min(MAX_PAIR_S, seconds))


def even_pair_s(clear_times_s: list[float], pairs: int) -> float:
    """The pace "even" plays at: the player's median seconds a pair over their clears
    of the board (``clear_times_s``, each of ``pairs`` pairs), held to the paces a
    rival can have; `EVEN_PAIR_S` before their first clear. O(n log n)."""
    times = sorted(t for t in clear_times_s if t > 0)
    if not times or pairs <= 0:
        return EVEN_PAIR_S
    middle = len(times) // 2
    median = times[middle] if len(times) % 2 else (times[middle - 1] + times[middle]) / 2
    return held_pair_s(median / pairs)
