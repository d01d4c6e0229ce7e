"""The messages of a race between people on the network, and readers that trust none.

The host is the referee: a racer sends the host its commands, each a step of its race
(a journal `Entry`: a click, a clear, a hint, a refresh, an undo, a redo; or a prop
used), numbered by the racer; the host checks each against its own copy of the deal,
stamps it with its own race time, and sends the room the checked command, numbered in
the host's stream, or a `Refusal`. A race being a pure function of its setup and every
racer's steps (`llk.model.versus.replay`), the host's stream is the race: a client draws
its opponents from it, and a racer who comes back (`Resume`) is sent the `Start`, the
stream so far (`CatchUp` pages) and the race time, and plays them again.

Every message is a JSON object: ``{"v": PROTOCOL, "type": ..., fields}``, written by
`write` and read by `read` (or `to_dict` / `from_dict` for the object). Each field is
declared once with the reader that checks it (its JSON type, bool never a number, its
range, the length and characters of a text, the length of a list); a message is
checked whole after its fields (`__post_init__`: places name each racer once, seats
match the setup, ...), and `write` reads back what it writes, so nothing is sent that
a reader refuses. Whatever comes in, the only error is a `MessageError`, whose text
says in one line what is wrong.
`docs/versus.md` lists the messages and who sends which. No network code is here.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar, TypeVar

from llk.model.errors import ParameterError, member_named
from llk.model.game.journal import Command, Entry
from llk.model.limits import MAX_COLS, MAX_ROWS, MAX_SECONDS, finite, shown, whole
from llk.model.versus.props import Prop
from llk.model.versus.race_setup import RaceSetup
from llk.model.versus.rivals import MAX_RIVALS, PICTURES, racer_name

PROTOCOL = 2
"""The version of the message set; a reader refuses any other. 2: a table races again,
and each message of a race names it (``race``)."""
MAX_RACES = 10_000
"""Races at one table, at most: numbered 1 to this. A message of a race names its number,
so that what comes late from one race is never taken for the next's."""
MAX_RACERS = MAX_RIVALS + 1
"""Seats at a table, as QQ's: seat 0 is the host's."""
MAX_MESSAGE_CHARS = 200_000
"""The longest message text read (checked before it is parsed) or written: bytes, as
`write` writes ASCII, so a message fits a stanza of the size Prosody and ejabberd allow
by default (256 KiB) with room for the XML around it. A `Start` of six on the largest
map shipped is about 2,300 characters, a full `CatchUp` page at most 67,120 (every
field at its longest: race 10,000, each time written in 22 characters)."""
XML_ESCAPES = (("&", "\\u0026"), ("<", "\\u003c"), (">", "\\u003e"))
"""What `write` escapes beyond JSON's own, so that its text needs no XML escaping."""
MAX_COMMANDS = 10_000
"""A racer's commands in one race, at most: a racer numbers them 0 to this less one.
A 16 x 30 board is cleared in 480 clicks; a command numbered past this, from a racer who
needs twenty times as many, is not read (`MessageError`), so refused as malformed."""
MAX_STREAM = MAX_RACERS * MAX_COMMANDS
"""The host's checked commands in one race, at most: numbered 0 to this less one."""
PAGE = 1_000
"""Checked commands in one `CatchUp` page, at most (about 40 characters each)."""
MAX_COUNT_IN = 10
"""The longest count-in before a race, in seconds."""
MAX_ERROR_CHARS = 200
"""A `MessageError`'s text is held to this, so that no hostile text is echoed at length."""
MAX_ADDRESS_PART = 1023
"""The most UTF-8 bytes of an address's local part or its domain (RFC 7622)."""
LOCAL_FORBIDDEN = frozenset("\"&'/:<>@")
"""Characters an address's local part never holds (RFC 7622, 3.3.1)."""

_T = TypeVar("_T")


class MessageError(ParameterError):
    """A message that is not one: malformed text, an unknown version or type, a field of
    the wrong type or out of range. ``field`` names the field at fault; the text says in
    one line what is wrong."""

    def __init__(self, field_name: str, message: str) -> None:
        line = " ".join(message.split())
        clipped = line if len(line) <= MAX_ERROR_CHARS else line[: MAX_ERROR_CHARS - 1] + "…"
        super().__init__(field_name, clipped)


class Reason(enum.StrEnum):
    """Why the host's referee (`llk.model.versus.referee`) refused a racer's command; the
    value is the word a `Refusal` message carries."""

    MALFORMED = "malformed"
    """Not a command (the `MessageError` the host's reader raised, or wrong in shape)."""
    OFF_BOARD = "off board"
    """A click on a cell outside the board."""
    ANOTHERS_SEAT = "another's seat"
    """A command for a seat that is not the sender's."""
    TOO_FAST = "too fast"
    """Faster than a person plays."""
    OUT_OF_ORDER = "out of order"
    """Not the sequence number the host expects next from this racer."""
    OUT = "out"
    """The racer races no more, or the race is over."""
    NO_PAUSE = "no pause"
    """A pause or a resume: a network race has none."""
    UNPLAYABLE = "unplayable"
    """The racer's game would not take it (a click on no tile, a help with none left)."""


@dataclass(frozen=True)
class Bounds:
    """What a reader checks cells and seats against: the board's rows and columns and the
    racers at the table. `LARGEST` before the race is known."""

    rows: int
    cols: int
    racers: int

    @classmethod
    def of(cls, start: Start) -> Bounds:
        """The bounds of the race ``start`` deals."""
        rows, cols = start.setup.settings.size
        return cls(rows, cols, len(start.seats))


LARGEST = Bounds(MAX_ROWS, MAX_COLS, MAX_RACERS)

FieldReader = Callable[[str, Any, Bounds], Any]
"""Reads one field's JSON value (its name, the value, the bounds); `ParameterError`
(a ValueError) for anything that is not such a field."""


def _wire(read: FieldReader, write: Callable[[Any], Any] = lambda value: value) -> Any:
    """A message's field, declared with its reader and its writer (as JSON)."""
    return field(metadata={"read": read, "write": write})


def _race_field() -> Any:
    """The number of the race a message is of (`MAX_RACES`), always on the wire; the
    table's first race when a caller leaves it out (a table of one race)."""
    return field(default=1, metadata={"read": _race, "write": lambda value: value})


# --- field readers: each O(1) unless it says otherwise ----------------------------------


def _seat(name: str, value: Any, bounds: Bounds) -> int:
    return whole(name, value, 0, bounds.racers - 1)


def _race(name: str, value: Any, bounds: Bounds) -> int:
    return whole(name, value, 1, MAX_RACES)


def _seq(name: str, value: Any, bounds: Bounds) -> int:
    return whole(name, value, 0, MAX_COMMANDS - 1)


def _maybe_seq(name: str, value: Any, bounds: Bounds) -> int | None:
    return None if value is None else _seq(name, value, bounds)


def _number(name: str, value: Any, bounds: Bounds) -> int:
    return whole(name, value, 0, MAX_STREAM - 1)


def _seen(name: str, value: Any, bounds: Bounds) -> int:
    return whole(name, value, -1, MAX_STREAM - 1)


def _count(name: str, value: Any, bounds: Bounds) -> int:
    return whole(name, value, 0, MAX_STREAM)


def _next_seq(name: str, value: Any, bounds: Bounds) -> int:
    return whole(name, value, 0, MAX_COMMANDS)


def _time(name: str, value: Any, bounds: Bounds) -> float:
    return finite(name, value, 0.0, float(MAX_SECONDS))


def _count_in(name: str, value: Any, bounds: Bounds) -> int:
    return whole(name, value, 0, MAX_COUNT_IN)


def _flag(name: str, value: Any, bounds: Bounds) -> bool:
    if not isinstance(value, bool):
        raise ParameterError(name, f"{name} must be true or false, not {shown(value)}")
    return value


def _name(name: str, value: Any, bounds: Bounds) -> str:
    return racer_name(value)


def _picture(name: str, value: Any, bounds: Bounds) -> int:
    return whole(name, value, 1, PICTURES)


def _reason(name: str, value: Any, bounds: Bounds) -> Reason:
    return member_named(Reason, name, value)


def _list(name: str, value: Any, most: int) -> list[Any]:
    """``value`` if it is a list of at most ``most`` items."""
    if not isinstance(value, list) or len(value) > most:
        raise ParameterError(name, f"{name} must be a list of at most {most} items")
    return value


def _tuple_of(read: Callable[[str, Any, Bounds], _T], most: int) -> FieldReader:
    """A reader of a list of at most ``most`` items, each read by ``read``. O(most)."""

    def read_list(name: str, value: Any, bounds: Bounds) -> tuple[_T, ...]:
        return tuple(read(name, item, bounds) for item in _list(name, value, most))

    return read_list


def _list_of(write: Callable[[Any], Any]) -> Callable[[Any], Any]:
    return lambda values: [write(value) for value in values]


def account(name: str, value: Any) -> str:
    """``value`` if it is an account's address as XMPP writes it, ``local@domain`` (no
    resource): printable, no spaces, each part 1 to `MAX_ADDRESS_PART` bytes of UTF-8,
    the local part without `LOCAL_FORBIDDEN`, the domain without ``/``. Checked as
    text only: it is the host's to compare with the address the server vouches for.
    O(len(value)), at most 2047 characters."""
    if not isinstance(value, str) or len(value) > 2 * MAX_ADDRESS_PART + 1:
        raise ParameterError(name, f"{name} must be an address local@domain")
    local, at, domain = value.partition("@")
    parts_fit = all(
        0 < len(part.encode(errors="replace")) <= MAX_ADDRESS_PART for part in (local, domain)
    )
    if not at or not parts_fit or not value.isprintable() or any(c.isspace() for c in value):
        raise ParameterError(name, f"{name} must be an address local@domain, not {shown(value)}")
    if LOCAL_FORBIDDEN & set(local) or "/" in domain or "@" in domain:
        raise ParameterError(name, f"{name} holds a character an address does not: {shown(value)}")
    return value


def _account(name: str, value: Any, bounds: Bounds) -> str | None:
    return None if value is None else account(name, value)


def _dict(name: str, value: Any, keys: set[str]) -> dict[str, Any]:
    if not isinstance(value, dict) or set(value) != keys:
        raise ParameterError(name, f"{name} must be an object of {', '.join(sorted(keys))}")
    return value


@dataclass(frozen=True)
class Seat:
    """Who sits in a seat: a name and picture (a tile face) as a rival has, and the
    account of the person (None: a computer player the host's machine plays)."""

    name: str
    picture: int
    account: str | None

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "picture": self.picture, "account": self.account}

    @classmethod
    def read(cls, name: str, value: Any, bounds: Bounds) -> Seat:
        data = _dict(name, value, {"name", "picture", "account"})
        return cls(
            _name("name", data["name"], bounds),
            _picture("picture", data["picture"], bounds),
            _account("account", data["account"], bounds),
        )


@dataclass(frozen=True)
class PropUsed:
    """A prop used, as a racer's step: when, which, on whom. Its place among the racer's
    journal entries is its place in the racer's steps (`PropUse.after`)."""

    at_s: float
    prop: Prop
    target: int

    def to_list(self) -> list[Any]:
        return [self.at_s, "prop", self.prop.value, self.target]


@dataclass(frozen=True)
class PutOut:
    """A racer the host put out of the race (banned from the room), as a step of the
    host's stream, so that every copy of the race puts them out at the same time."""

    at_s: float

    def to_list(self) -> list[Any]:
        return [self.at_s, "out"]


Step = Entry | PropUsed
"""A racer's command: a journal entry or a prop used."""
StreamStep = Step | PutOut
"""A step of the host's stream: a racer's command, checked, or a racer put out."""
NO_PAUSE = (Command.PAUSE, Command.RESUME)
"""Journal commands no network race has: its time runs for everyone."""


def _racer_step(name: str, value: Any, bounds: Bounds) -> Step:
    """A step `write_step` wrote, its cell on the board and its target at the table.
    A pause or a resume is read (the host's referee refuses it, `Reason.NO_PAUSE`)."""
    if isinstance(value, list) and len(value) == 4 and value[1] == "prop":
        at_s = _time("at_s", value[0], bounds)
        return PropUsed(
            at_s, member_named(Prop, "prop", value[2]), _seat("target", value[3], bounds)
        )
    return Entry.from_list(value, bounds.rows, bounds.cols)


def _step(name: str, value: Any, bounds: Bounds) -> StreamStep:
    """A step of the host's stream: as `_racer_step`, but never a pause or a resume; or
    a racer put out, ``[at_s, "out"]``."""
    if isinstance(value, list) and len(value) == 2 and value[1] == "out":
        return PutOut(_time("at_s", value[0], bounds))
    step = _racer_step(name, value, bounds)
    if isinstance(step, Entry) and step.command in NO_PAUSE:
        raise ParameterError(name, f"a network race has no {step.command}")
    return step


def write_step(step: StreamStep) -> list[Any]:
    return step.to_list()


def _checked(name: str, value: Any, bounds: Bounds) -> Checked:
    """A checked command in a `CatchUp` page: ``[number, seat, seq, step, race]``."""
    if not isinstance(value, list) or len(value) != 5:
        raise ParameterError(name, f"{name} holds [number, seat, seq, step, race] lists")
    return Checked(
        _number("number", value[0], bounds),
        _seat("seat", value[1], bounds),
        _seq("seq", value[2], bounds),
        _step("step", value[3], bounds),
        _race("race", value[4], bounds),
    )


def _setup(name: str, value: Any, bounds: Bounds) -> RaceSetup:
    return RaceSetup.from_dict(value)


# --- the messages -----------------------------------------------------------------------


@dataclass(frozen=True)
class Join:
    """Racer to host: a seat, please, for this name and picture. The host takes the
    racer's account from the server, never from a message."""

    kind: ClassVar[str] = "join"
    name: str = _wire(_name)
    picture: int = _wire(_picture)


@dataclass(frozen=True)
class Ready:
    """Racer to host: the racer in ``seat`` is ready to start race ``race`` (the next, as
    the `Seats` said), or no longer."""

    kind: ClassVar[str] = "ready"
    seat: int = _wire(_seat)
    ready: bool = _wire(_flag)
    race: int = _race_field()


@dataclass(frozen=True)
class RacerCommand:
    """Racer to host: the racer's command number ``seq`` (0, 1, 2...), timed by its own
    race clock; the host checks it and stamps its own time."""

    kind: ClassVar[str] = "command"
    seat: int = _wire(_seat)
    seq: int = _wire(_seq)
    step: Step = _wire(_racer_step, write_step)
    race: int = _race_field()


@dataclass(frozen=True)
class Resume:
    """Racer to host: the racer in ``seat`` is back; the last of the host's checked
    commands it saw is number ``seen`` (-1: none), in race ``race``."""

    kind: ClassVar[str] = "resume"
    seat: int = _wire(_seat)
    seen: int = _wire(_seen)
    race: int = _race_field()


@dataclass(frozen=True)
class Seats:
    """Host to room: who sits where before the start of race ``race`` (the people, then
    the computer players the host has picked, in the order they will race), and who is
    ready (a computer player always is)."""

    kind: ClassVar[str] = "seats"
    seats: tuple[Seat, ...] = _wire(_tuple_of(Seat.read, MAX_RACERS), _list_of(Seat.to_dict))
    ready: tuple[bool, ...] = _wire(_tuple_of(_flag, MAX_RACERS), list)
    race: int = _race_field()

    def __post_init__(self) -> None:
        if not self.seats or len(self.ready) != len(self.seats):
            raise MessageError("ready", "a table seats 1 or more, each ready or not")


@dataclass(frozen=True)
class Start:
    """Host to room: the race's setup, the seats in racer order (seat 0 the host's, then
    the setup's rivals), and the count-in in seconds before race time 0."""

    kind: ClassVar[str] = "start"
    setup: RaceSetup = _wire(_setup, RaceSetup.to_dict)
    seats: tuple[Seat, ...] = _wire(_tuple_of(Seat.read, MAX_RACERS), _list_of(Seat.to_dict))
    count_in: int = _wire(_count_in)
    race: int = _race_field()

    def __post_init__(self) -> None:
        if len(self.seats) != len(self.setup.rivals) + 1:
            raise MessageError("seats", "a start seats the host and each of the setup's rivals")


@dataclass(frozen=True)
class Checked:
    """Host to room: the command ``seq`` of the racer in ``seat``, checked, as number
    ``number`` of the host's stream; the step's time is the host's race time. A racer
    put out (`PutOut`) takes the racer's next ``seq``, as a command would."""

    kind: ClassVar[str] = "checked"
    number: int = _wire(_number)
    seat: int = _wire(_seat)
    seq: int = _wire(_seq)
    step: StreamStep = _wire(_step, write_step)
    race: int = _race_field()

    def to_list(self) -> list[Any]:
        return [self.number, self.seat, self.seq, self.step.to_list(), self.race]


@dataclass(frozen=True)
class Refusal:
    """Host to room: the command ``seq`` of the racer in ``seat`` is refused (None: a
    message too malformed to have a number), for ``reason``."""

    kind: ClassVar[str] = "refusal"
    seat: int = _wire(_seat)
    seq: int | None = _wire(_maybe_seq)
    reason: Reason = _wire(_reason, str)
    race: int = _race_field()


@dataclass(frozen=True)
class CatchUp:
    """Host to a racer who resumed, after the `Start`: a page of the host's stream, its
    checked commands numbered one after another; ``total`` checked so far (the page is
    the last when it reaches it), the race time ``now_s``, and ``next_seq``, the number
    the host expects next from the racer in ``seat``."""

    kind: ClassVar[str] = "catch_up"
    seat: int = _wire(_seat)
    next_seq: int = _wire(_next_seq)
    now_s: float = _wire(_time)
    total: int = _wire(_count)
    checked: tuple[Checked, ...] = _wire(
        _tuple_of(_checked, PAGE), _list_of(lambda checked: checked.to_list())
    )
    race: int = _race_field()

    def __post_init__(self) -> None:
        numbers = [checked.number for checked in self.checked]
        first = numbers[0] if numbers else self.total
        if numbers != list(range(first, first + len(numbers))) or first + len(numbers) > self.total:
            raise MessageError("checked", "a page's commands are numbered in turn, below total")
        if any(checked.race != self.race for checked in self.checked):
            raise MessageError("checked", "a page's commands are of its race")

    @property
    def last(self) -> bool:
        """Whether this page ends the stream so far."""
        return not self.checked or self.checked[-1].number == self.total - 1


@dataclass(frozen=True)
class Clock:
    """Host to room, a few times a second while the race runs: the host's race time
    ``now_s`` and how many commands it has checked (``total``). A client runs its copy
    of the computer players up to ``now_s`` once it holds every checked command before
    it (``total`` tells it one went missing)."""

    kind: ClassVar[str] = "clock"
    now_s: float = _wire(_time)
    total: int = _wire(_count)
    race: int = _race_field()


@dataclass(frozen=True)
class Result:
    """Host to room: the places, first place first, as seats. Only the host's counts."""

    kind: ClassVar[str] = "result"
    places: tuple[int, ...] = _wire(_tuple_of(_seat, MAX_RACERS), list)
    race: int = _race_field()

    def __post_init__(self) -> None:
        if len(self.places) < 2 or sorted(self.places) != list(range(len(self.places))):
            raise MessageError("places", "places name every racer once, 2 or more")


Message = (
    Join
    | Ready
    | RacerCommand
    | Resume
    | Seats
    | Start
    | Checked
    | Refusal
    | CatchUp
    | Clock
    | Result
)
KINDS: dict[str, type[Message]] = {
    cls.kind: cls
    for cls in (
        Join,
        Ready,
        RacerCommand,
        Resume,
        Seats,
        Start,
        Checked,
        Refusal,
        CatchUp,
        Clock,
        Result,
    )
}
FROM_RACER = (Join, Ready, RacerCommand, Resume)
"""What a racer sends the host; the rest the host sends the room (a `CatchUp` to one)."""


def field_names(kind: type[Message]) -> list[str]:
    """The names of the fields a message of ``kind`` has on the wire, besides v and type."""
    return [spec.name for spec in fields(kind)]


def to_dict(message: Message) -> dict[str, Any]:
    """``message`` as a JSON object. O(its size)."""
    data: dict[str, Any] = {"v": PROTOCOL, "type": message.kind}
    for spec in fields(message):
        data[spec.name] = spec.metadata["write"](getattr(message, spec.name))
    return data


def from_dict(data: Any, bounds: Bounds = LARGEST) -> Message:
    """The message ``data`` holds (a JSON value), its cells and seats within ``bounds``;
    `MessageError` for anything else: the version first, then the type, the exact set of
    fields, each field, the message whole. O(size of ``data``) with the limits above."""
    if not isinstance(data, dict):
        raise MessageError("type", "a message is a JSON object")
    version = data.get("v")
    if type(version) is not int or version != PROTOCOL:  # a bool, 1.0: no version
        raise MessageError(
            "v", f"unknown protocol version {shown(version)}; this LLK speaks {PROTOCOL}"
        )
    kind = KINDS.get(data["type"]) if isinstance(data.get("type"), str) else None
    if kind is None:
        raise MessageError("type", f"a message's type is one of {', '.join(KINDS)}")
    names = field_names(kind)
    missing = [name for name in names if name not in data]
    if missing or len(data) != len(names) + 2:  # a field missing, or one too many
        field_name = missing[0] if missing else "type"  # never a hostile key as a name
        raise MessageError(field_name, f"a {kind.kind} message has v, type, {', '.join(names)}")
    read = {}
    for spec in fields(kind):
        try:
            read[spec.name] = spec.metadata["read"](spec.name, data[spec.name], bounds)
        except ValueError as error:
            raise MessageError(spec.name, f"{kind.kind}: {error}") from None
    return kind(**read)


def write(message: Message) -> str:
    """``message`` as the text a reader takes: compact JSON in ASCII, with ``<``, ``>``
    and ``&`` written as escapes too (they only occur in strings), so that the text is
    its own XML and its length its size in bytes. The text is read back as a reader
    will read it: `MessageError` if it is refused (a field out of range, longer than
    `MAX_MESSAGE_CHARS`), so that nothing is sent that a reader refuses. O(its size)."""
    try:
        text = json.dumps(to_dict(message), separators=(",", ":"), allow_nan=False)
    except ValueError as error:  # a time that is NaN or infinite
        raise MessageError("type", f"{message.kind}: {error}") from None
    for char, escape in XML_ESCAPES:
        text = text.replace(char, escape)
    read(text)
    return text


def read(text: Any, bounds: Bounds = LARGEST) -> Message:
    """The message `write` wrote as ``text``, checked as `from_dict` does; `MessageError`
    for anything else, its length checked before it is parsed. O(len(text))."""
    return from_dict(_parsed(text), bounds)


def command_order(text: Any, race: int) -> tuple[int, int] | None:
    """The seat and number (``seq``) a racer's command of race ``race`` in ``text``
    names, read as a `RacerCommand` reads them even where `read` refuses the rest (its
    step): so that the host refuses a malformed command in its turn under its own number,
    and the racer sees no gap. None when ``text`` is no command of this protocol, or of
    another race (a late one of the race before uses no number of this one), or those
    fields do not read. O(len(text))."""
    try:
        data = _parsed(text)
    except MessageError:
        return None
    if not isinstance(data, dict) or type(data.get("v")) is not int or data["v"] != PROTOCOL:
        return None
    if data.get("type") != RacerCommand.kind:
        return None
    try:
        if _race("race", data.get("race"), LARGEST) != race:
            return None
        return _seat("seat", data.get("seat"), LARGEST), _seq("seq", data.get("seq"), LARGEST)
    except ValueError:
        return None


def _parsed(text: Any) -> Any:
    """``text`` parsed as JSON, its length checked first; `MessageError` if it is none.
    O(len(text))."""
    if not isinstance(text, str) or len(text) > MAX_MESSAGE_CHARS:
        raise MessageError("type", f"a message is text of at most {MAX_MESSAGE_CHARS} characters")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as error:  # RecursionError: nested too deep
        raise MessageError("type", f"a message is JSON: {error}") from None
