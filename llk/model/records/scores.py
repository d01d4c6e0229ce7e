"""High-score tables: the top ten per board size and mode, as plain data.

What the game writes, it reads back: an entry is checked by one validation
(`ScoreEntry.__post_init__`) whether it comes from a finished game or from the
file, and `ScoreEntry.of` fits a finished game's values to it (a name cut to
`MAX_NAME`, which is also as long as the name prompt lets one type).
"""

from __future__ import annotations

import datetime
import unicodedata
from dataclasses import asdict, dataclass, field
from typing import Any

from llk.model.board.layouts import Layout
from llk.model.board.shifts import ShiftMode
from llk.model.errors import ParameterError
from llk.model.game.level_orders import shifts_word
from llk.model.game.settings import GameSettings, Pace
from llk.model.limits import MAX_SCORE, MAX_SECONDS, MAX_TABLE_KEY, finite, held, whole

TOP = 10
"""Entries kept per table."""
MAX_NAME = 64
"""The longest name kept, in characters: the name prompt takes no more."""
MAX_DATE = 32
MAX_TABLES = 1000
"""A file with more tables than this is not one LLK wrote: past it, `HighScores.add`
forgets the table played longest ago."""
MAP_PREFIX = "map:"
"""What stands before a map's key in a table's key, where a layout's word stands."""
_UNSHOWN = frozenset({"Cc", "Cs", "Zl", "Zp"})
"""Unicode categories a name cannot show in one line: controls, lone surrogates (which
cannot even be written as UTF-8), line and paragraph separators."""


def table_key(settings: GameSettings) -> str:
    """Which table a game belongs to: board size, layout or map, shifts and pace.

    Games that differ in any of these are not comparable, so each gets its own table.
    """
    s = settings
    map_key = "" if s.board_map is None else s.board_map.key
    return board_key(*s.size, s.layout, s.levels, s.gravity, s.pace, map_key)


RACE_PREFIXES = ("versus ", "pure race ")
"""What stands before a board's key in the key of a race's table: a race with props, and
a pure race (no props), whose scores never mix."""


def race_key(settings: GameSettings, props: bool) -> str:
    """The table of a race on the board ``settings`` deal: "versus 8x12 full none normal"
    (with props) or "pure race 8x12 full none normal"."""
    return RACE_PREFIXES[0 if props else 1] + table_key(settings)


DAILY_PREFIX = "daily "
"""What stands before the day in the key of a daily game's table."""


def daily_key(day: datetime.date) -> str:
    """The table of the daily game of ``day``: "daily 2026-12-01". Each day's deal is its
    own, so its scores compare with that day's only."""
    return DAILY_PREFIX + day.isoformat()


@dataclass(frozen=True)
class Candidate:
    """A finished game's claim on a table, decided when it ends: the table, and the row it
    would hold there (what the tables keep of its time and hints)."""

    table: str
    score: int
    seconds: float
    hinted: bool


@dataclass(frozen=True)
class Claim:
    """What the tables make of a game at its end, decided before the statistics count it
    (once counted, a daily game is one played before): its `Candidate` (None: it counts
    in no table), and whether it replays a daily game whose day was played already."""

    candidate: Candidate | None
    replay: bool = False


def race_parts(key: str) -> tuple[bool, str] | None:
    """What `race_key` joined: whether the race had props, and the board's key; None for
    the key of a single game's table."""
    for props, prefix in zip((True, False), RACE_PREFIXES, strict=True):
        if key.startswith(prefix):
            return props, key[len(prefix) :]
    return None


def board_key(
    rows: int,
    cols: int,
    layout: Layout,
    levels: bool,
    gravity: ShiftMode,
    pace: Pace,
    map_key: str = "",
) -> str:
    """The key of `table_key` from its parts: "8x12 full down normal", for a run of
    levels "8x12 full levels normal" (the word `LEVELS` in the shift mode's place, as
    the tables have always named a run), and on a map "9x13 map:heart down normal"
    (``MAP_PREFIX`` and its key in the layout's place)."""
    shape = f"{MAP_PREFIX}{map_key}" if map_key else layout
    return f"{rows}x{cols} {shape} {shifts_word(levels, gravity)} {pace}"


def board_parts(key: str) -> tuple[str, str, str, str] | None:
    """What `board_key` joined: size ("8x12"), shape (a layout's word, or `MAP_PREFIX` and
    a map's key, which may hold spaces), shifts and pace; None for a key of another shape.
    Cost: O(len(key))."""
    head, *tail = key.rsplit(" ", 2)
    size, _, shape = head.partition(" ")
    if len(tail) != 2 or "x" not in size or not shape:
        return None
    return size, shape, tail[0], tail[1]


def player_name(text: str) -> str:
    """A name as the tables keep it: what cannot show in one line made a space, spaces
    trimmed, at most `MAX_NAME` characters. Doing it twice changes nothing more.
    Cost: O(len(text))."""
    shown = "".join(" " if unicodedata.category(c) in _UNSHOWN else c for c in text)
    return shown.strip()[:MAX_NAME].rstrip()


@dataclass(frozen=True)
class ScoreEntry:
    """One finished game in a table. Values the tables would not read back raise
    `ParameterError`: a name `player_name` would change, a score, time or date out of
    its range, a hints_used that is not true or false."""

    name: str
    score: int
    seconds: float
    date: str
    hints_used: bool

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or player_name(self.name) != self.name:
            raise ParameterError(
                "name", f"a name must be a short line of text, not {self.name!r:.80}"
            )
        whole("score", self.score, -MAX_SCORE, MAX_SCORE)
        finite("seconds", self.seconds, 0, MAX_SECONDS)
        if not isinstance(self.date, str) or len(self.date) > MAX_DATE:
            raise ParameterError("date", "a score entry's date is not a short text")
        if not isinstance(self.hints_used, bool):
            raise ParameterError("hints_used", "a score entry's hints_used is not true or false")

    @classmethod
    def of(cls, name: str, score: int, seconds: float, date: str, hints_used: bool) -> ScoreEntry:
        """The entry of a finished game, each value fitted to what the tables keep: the
        name made a `player_name`, the score and time (to a tenth of a second) held to
        their limits."""
        kept_seconds = round(held(seconds, 0.0, float(MAX_SECONDS)), 1)
        return cls(
            player_name(name), held(score, -MAX_SCORE, MAX_SCORE), kept_seconds, date, hints_used
        )

    @classmethod
    def from_dict(cls, data: Any) -> ScoreEntry:
        """Read an entry written by `asdict`; ValueError (a `ParameterError` naming the
        field) when anything is off: a type, a range, a NaN. A name LLK would not write
        now (longer than `MAX_NAME`, from an older LLK) is kept, made a `player_name`."""
        if not isinstance(data, dict):
            raise ValueError(f"a score entry must be an object, not {type(data).__name__}")
        try:
            name = data["name"]
            if not isinstance(name, str):
                raise ParameterError("name", "a score entry's name is not a text")
            return cls(
                player_name(name),
                data["score"],
                data["seconds"],
                data["date"],
                data["hints_used"],
            )
        except KeyError as missing:
            raise ValueError(f"a score entry lacks {missing}") from None


def _rank_order(entry: ScoreEntry) -> tuple[int, float]:
    """Higher score first; among equal scores, the faster game."""
    return -entry.score, entry.seconds


@dataclass
class HighScores:
    """Every table, keyed by `table_key`, each sorted best first and at most `TOP` long."""

    tables: dict[str, list[ScoreEntry]] = field(default_factory=dict)
    dropped: int = field(default=0, compare=False)
    """Damaged entries (or tables) `from_dict` left out."""

    def top(self, key: str) -> list[ScoreEntry]:
        return list(self.tables.get(key, []))

    def qualifies(self, key: str, score: int, seconds: float) -> bool:
        """Whether a game with this result would enter the table."""
        return self.place(key, score, seconds) is not None

    def place(self, key: str, score: int, seconds: float) -> int | None:
        """The rank (from 1) a game with this result would take in the table, or None
        when it would not stand in it. Cost: O(`TOP`)."""
        probe = (-score, seconds)
        table = self.tables.get(key, [])
        rank = 1 + sum(_rank_order(entry) <= probe for entry in table)
        return rank if rank <= TOP else None

    def add(self, key: str, entry: ScoreEntry) -> int | None:
        """Insert ``entry``; its 1-based rank, or None when it did not make the table. A
        new table past `MAX_TABLES` takes the place of the one whose latest game is the
        oldest. Cost: O(TOP), O(tables * TOP) at the limit."""
        if not self.qualifies(key, entry.score, entry.seconds):
            return None
        if key not in self.tables and len(self.tables) >= MAX_TABLES:
            del self.tables[min(self.tables, key=lambda k: max(e.date for e in self.tables[k]))]
        table = self.tables.setdefault(key, [])
        table.append(entry)
        table.sort(key=_rank_order)
        del table[TOP:]
        return table.index(entry) + 1

    def to_dict(self) -> dict[str, Any]:
        return {key: [asdict(e) for e in table] for key, table in self.tables.items()}

    @classmethod
    def from_dict(cls, data: Any) -> HighScores:
        """Read what `to_dict` wrote. A damaged entry or table is left out and counted in
        `dropped`; ValueError only when the data is no set of tables at all."""
        if not isinstance(data, dict) or len(data) > MAX_TABLES:
            raise ValueError(f"the high-score tables must be an object of at most {MAX_TABLES}")
        tables: dict[str, list[ScoreEntry]] = {}
        dropped = 0
        for key, entries in data.items():
            if not isinstance(entries, list) or len(key) > MAX_TABLE_KEY:
                dropped += 1
                continue
            kept = []
            for raw in entries[: 10 * TOP]:
                try:
                    kept.append(ScoreEntry.from_dict(raw))
                except ValueError:
                    dropped += 1
            dropped += max(0, len(entries) - 10 * TOP)
            if kept:
                tables[key] = sorted(kept, key=_rank_order)[:TOP]
        return cls(tables, dropped)
