"""High-score tables: the top ten per board size and mode, as plain data."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from llk.model.settings import GameSettings

TOP = 10
"""Entries kept per table."""


def table_key(settings: GameSettings) -> str:
    """Which table a game belongs to: board size, layout, shifts and pace.

    Games that differ in any of these are not comparable, so each gets its own table.
    """
    return f"{settings.rows}x{settings.cols} {settings.layout} {settings.gravity} {settings.pace}"


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
        """Read an entry written by `asdict`; ValueError when anything is off."""
        if not isinstance(data, dict):
            raise ValueError(f"a score entry must be an object, not {type(data).__name__}")
        try:
            entry = cls(
                name=data["name"],
                score=data["score"],
                seconds=data["seconds"],
                date=data["date"],
                hints_used=data["hints_used"],
            )
        except KeyError as missing:
            raise ValueError(f"a score entry lacks {missing}") from None
        types = (
            isinstance(entry.name, str)
            and isinstance(entry.score, int)
            and isinstance(entry.seconds, int | float)
            and isinstance(entry.date, str)
            and isinstance(entry.hints_used, bool)
        )
        if not types:
            raise ValueError(f"a score entry has a value of the wrong type: {data!r}")
        return entry


def _rank_order(entry: ScoreEntry) -> tuple[int, float]:
    """Higher score first; among equal scores, the faster game."""
    return -entry.score, entry.seconds


@dataclass
class HighScores:
    """Every table, keyed by `table_key`, each sorted best first and at most `TOP` long."""

    tables: dict[str, list[ScoreEntry]] = field(default_factory=dict)

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
        """Read what `to_dict` wrote; ValueError when the data is malformed."""
        if not isinstance(data, dict):
            raise ValueError("the high-score tables must be an object")
        tables = {}
        for key, entries in data.items():
            if not isinstance(entries, list):
                raise ValueError(f"high-score table {key!r} is not a list")
            tables[key] = sorted((ScoreEntry.from_dict(e) for e in entries), key=_rank_order)[:TOP]
        return cls(tables)
