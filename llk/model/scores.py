"""High-score tables: the top ten per board size and mode, as plain data."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from llk.model.limits import MAX_SCORE, MAX_SECONDS, finite, whole
from llk.model.settings import GameSettings

TOP = 10
"""Entries kept per table."""
MAX_NAME = 64
MAX_DATE = 32
MAX_TABLES = 1000
MAX_KEY = 200
"""A file with more tables than this is not one LLK wrote."""


def table_key(settings: GameSettings) -> str:
    """Which table a game belongs to: board size, layout, shifts and pace.

    Games that differ in any of these are not comparable, so each gets its own table.
    """
    s = settings
    return board_key(s.rows, s.cols, s.layout, s.gravity, s.pace)


def board_key(rows: int, cols: int, layout: str, gravity: str, pace: str) -> str:
    """The key of `table_key` from its parts: "8x12 full down normal"."""
    return f"{rows}x{cols} {layout} {gravity} {pace}"


@dataclass(frozen=True)
class ScoreEntry:
    """One finished game in a table."""

    name: str
    score: int
    seconds: float
    date: str
    hints_used: bool

    @classmethod
    def from_dict(cls, data: Any) -> ScoreEntry:
        """Read an entry written by `asdict`; ValueError (a `ParameterError` naming the
        field) when anything is off: a type, a range, a NaN."""
        if not isinstance(data, dict):
            raise ValueError(f"a score entry must be an object, not {type(data).__name__}")
        try:
            name, date = data["name"], data["date"]
            entry = cls(
                name=name,
                score=whole("score", data["score"], -MAX_SCORE, MAX_SCORE),
                seconds=finite("seconds", data["seconds"], 0, MAX_SECONDS),
                date=date,
                hints_used=data["hints_used"],
            )
        except KeyError as missing:
            raise ValueError(f"a score entry lacks {missing}") from None
        texts = isinstance(name, str) and isinstance(date, str)
        if not (texts and len(name) <= MAX_NAME and len(date) <= MAX_DATE):
            raise ValueError("a score entry's name or date is not a short text")
        if not isinstance(entry.hints_used, bool):
            raise ValueError("a score entry's hints_used is not true or false")
        return entry


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
        table = self.tables.get(key, [])
        probe = ScoreEntry("", score, seconds, "", False)
        return len(table) < TOP or _rank_order(probe) < _rank_order(table[-1])

    def add(self, key: str, entry: ScoreEntry) -> int | None:
        """Insert ``entry``; its 1-based rank, or None when it did not make the table."""
        if not self.qualifies(key, entry.score, entry.seconds):
            return None
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
            if not isinstance(entries, list) or len(key) > MAX_KEY:
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
