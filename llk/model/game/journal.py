"""A game's journal: the player's commands with the time each came, to play a game
again exactly (a race watched again, a race resumed after a kill).

A `Game` with a journal notes every command that acted; replaying the entries in order,
each at its time, on a game dealt from the same seed gives the same game, because the
rules, the shuffles and the clock are pure functions of them. Noting costs O(1). The
journal is a plain record: playing an entry again is its reader's (`versus.replay`), so
the game imports the journal and nothing here imports the game.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from llk.model.board.grid import Point
from llk.model.errors import member_named
from llk.model.limits import MAX_SECONDS, finite


class Command(enum.StrEnum):
    """A command a journal notes; the value is the word files keep."""

    CLICK = "click"
    CLEAR = "clear"
    HINT = "hint"
    REFRESH = "refresh"
    UNDO = "undo"
    REDO = "redo"
    PAUSE = "pause"
    RESUME = "resume"


@dataclass(frozen=True)
class Entry:
    """One command, at ``at_s`` seconds of the clock that journal reads."""

    at_s: float
    command: Command
    cell: Point | None = None
    """The cell a click picked; None for the other commands."""

    def to_list(self) -> list[Any]:
        return [self.at_s, self.command.value, *([] if self.cell is None else self.cell)]

    @classmethod
    def from_list(cls, data: Any, rows: int, cols: int) -> Entry:
        """An entry `to_list` wrote; ValueError for anything else (a click's cell on a
        ``rows`` x ``cols`` board, the time finite and at most `MAX_SECONDS`)."""
        if not isinstance(data, list) or len(data) not in (2, 4):
            raise ValueError("a journal entry is [seconds, command] or [seconds, 'click', r, c]")
        at_s = finite("at_s", data[0], 0.0, float(MAX_SECONDS))
        command = member_named(Command, "command", data[1])
        if (command is Command.CLICK) != (len(data) == 4):
            raise ValueError("a click, and only a click, names its cell")
        if len(data) == 2:
            return cls(at_s, command)
        r, c = data[2], data[3]
        if type(r) is not int or type(c) is not int or not (0 <= r < rows and 0 <= c < cols):
            raise ValueError(f"cell {data[2:]!r} is not on the {rows}x{cols} board")
        return cls(at_s, command, (r, c))


class Journal:
    """The entries of one game, timed by ``clock`` (a race's time)."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self._clock = clock
        self.entries: list[Entry] = []

    def note(self, command: Command, cell: Point | None = None) -> None:
        self.entries.append(Entry(self._clock(), command, cell))
