"""What a racer sends, written down for a racer on the network later.

A race needs nothing of an opponent but timed moves for the shared seed: the computer
players make theirs in this process (`ComputerPlayer`), a player elsewhere would send
these messages. Each is a JSON object with a ``"type"``; times are race seconds. The
race code never asks where a move came from. Only the writing and reading of the
messages is built now; `docs/versus.md` describes the exchange.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from llk.model.errors import ParameterError, member_named
from llk.model.limits import MAX_SECONDS, MAX_SEED, finite, whole
from llk.model.versus.props import Prop
from llk.model.versus.rivals import MAX_RIVALS, PICTURES

MAX_RACERS = MAX_RIVALS + 1


@dataclass(frozen=True)
class Join:
    """A racer asks for a seat: its name and picture (a tile face)."""

    name: str
    picture: int


@dataclass(frozen=True)
class Start:
    """The host deals: the seed, the settings and rules (`RaceSetup.to_dict`), the seats."""

    seed: int
    setup: dict[str, Any]
    seats: list[str]


@dataclass(frozen=True)
class Move:
    """Racer ``racer`` removed the pair ``a``-``b`` at ``at_s`` (shifts follow by the rule)."""

    racer: int
    at_s: float
    a: tuple[int, int]
    b: tuple[int, int]


@dataclass(frozen=True)
class PropMessage:
    """Racer ``racer`` used ``prop`` on racer ``target`` at ``at_s``."""

    racer: int
    at_s: float
    prop: Prop
    target: int


@dataclass(frozen=True)
class Leave:
    """Racer ``racer`` left at ``at_s`` (it counts as out)."""

    racer: int
    at_s: float


@dataclass(frozen=True)
class ResultMessage:
    """The host's places at the end: racer numbers, first place first."""

    places: list[int]


Message = Join | Start | Move | PropMessage | Leave | ResultMessage
KINDS: dict[str, type] = {
    "join": Join,
    "start": Start,
    "move": Move,
    "prop": PropMessage,
    "leave": Leave,
    "result": ResultMessage,
}


def to_dict(message: Message) -> dict[str, Any]:
    kind = next(name for name, cls in KINDS.items() if isinstance(message, cls))
    return {"type": kind, **asdict(message)}


def from_dict(data: Any) -> Message:
    """The message ``data`` holds; `ParameterError` (a ValueError) for anything else: a
    message from the network is hostile input."""
    if not isinstance(data, dict) or data.get("type") not in KINDS:
        raise ParameterError("type", f"a message's type is one of {', '.join(KINDS)}")
    kind = data["type"]
    fields = {k: v for k, v in data.items() if k != "type"}
    if kind == "join":
        name = fields.get("name")
        if not isinstance(name, str) or not 0 < len(name) <= 24 or not name.isprintable():
            raise ParameterError("name", "a racer's name has 1 to 24 printable characters")
        return Join(name, whole("picture", fields.get("picture"), 1, PICTURES))
    if kind == "start":
        seats = fields.get("seats")
        if not isinstance(seats, list) or not 2 <= len(seats) <= MAX_RACERS:
            raise ParameterError("seats", f"a race seats 2 to {MAX_RACERS} racers")
        if not isinstance(fields.get("setup"), dict):
            raise ParameterError("setup", "a start carries the race's setup")
        return Start(whole("seed", fields.get("seed"), 0, MAX_SEED), fields["setup"], seats)
    if kind == "result":
        places = fields.get("places")
        if not isinstance(places, list) or sorted(places) != list(range(len(places))):
            raise ParameterError("places", "places name every racer once")
        return ResultMessage(places)
    racer = whole("racer", fields.get("racer"), 0, MAX_RACERS - 1)
    at_s = finite("at_s", fields.get("at_s"), 0.0, float(MAX_SECONDS))
    if kind == "leave":
        return Leave(racer, at_s)
    if kind == "prop":
        prop = member_named(Prop, "prop", fields.get("prop"))
        return PropMessage(racer, at_s, prop, whole("target", fields.get("target"), 0, 5))
    return Move(racer, at_s, _cell("a", fields.get("a")), _cell("b", fields.get("b")))


def _cell(name: str, value: Any) -> tuple[int, int]:
    if not isinstance(value, list | tuple) or len(value) != 2:
        raise ParameterError(name, f"{name} is a cell [row, column]")
    return whole(name, value[0], 0, 99), whole(name, value[1], 0, 99)
