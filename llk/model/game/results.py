"""What the commands of a `Game` return: small frozen values that say what happened.

The GUI draws from them instead of re-deriving anything from the board, and the end of
a game travels as a `GameRecord`. Plain data: building or reading any of them is O(1)
(a `Reshuffle` holds one move per tile, built by whoever shuffled).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from llk.model.board.grid import Point, TileMove
from llk.model.board.path import Move, Path
from llk.model.game.settings import GameSettings


class Phase(enum.Enum):
    PLAYING = "playing"
    PAUSED = "paused"
    WON = "won"
    LOST = "lost"


class Outcome(enum.Enum):
    """What a click did."""

    SELECTED = "selected"
    DESELECTED = "deselected"
    REMOVED = "removed"
    CRACKED = "cracked"
    """The pair linked, and its ice cracked: it stays for a second link."""
    MISMATCH = "mismatch"
    IGNORED = "ignored"


class Mismatch(enum.Enum):
    """Why a second click did not remove the pair."""

    DIFFERENT_FACES = "the tiles differ"
    NO_LINK = "no line with at most two turns joins them"
    FROZEN = "the board is frozen: no pair can go yet"
    LOCKED = "a locked tile opens only once the key pair is removed"


@dataclass(frozen=True)
class Removal:
    """A pair taken off the board and what it earned."""

    a: Point
    b: Point
    face: int
    path: Path
    points: int
    combo: int
    time_bonus_s: float
    shifts: tuple[TileMove, ...] = ()
    """Tiles that slid after the removal, from where to where."""
    unlocked: tuple[Point, ...] = ()
    """The cells of the locks the pair opened (the key pair), after the slides."""
    revealed: tuple[Point, ...] = ()
    """The tiles whose fog lifted (before the slides)."""
    timer_s: float = 0.0
    """The seconds its timer tiles won (in ``time_bonus_s`` too)."""


@dataclass(frozen=True)
class Reshuffle:
    """A refresh: where each tile went; ``free`` when the game did it after a dead end."""

    moves: list[TileMove]
    free: bool
    refreshes_left: int


@dataclass(frozen=True)
class ClickResult:
    """What a click on a cell did. ``selected`` is the selection afterwards."""

    outcome: Outcome
    point: Point
    selected: Point | None
    phase: Phase
    removal: Removal | None = None
    mismatch: Mismatch | None = None
    reshuffle: Reshuffle | None = None
    win_bonus: int = 0
    cracked: Move | None = None
    """The pair whose ice cracked (`Outcome.CRACKED`)."""


@dataclass(frozen=True)
class Hint:
    """A move the player can make, with its link."""

    move: Move
    path: Path
    hints_left: int


@dataclass(frozen=True)
class HistoryStep:
    """An undo or redo: the pair put back (undo) or taken again (redo)."""

    removal: Removal
    undone: bool
    score_change: int
    phase: Phase
    win_bonus: int = 0


@dataclass(frozen=True)
class GameRecord:
    """What a finished game (or a cleared level) reports, once and for all.

    It travels in the end-of-game signals, so the end box, the high scores and
    anything else that cares never read it back from a live `Game`.
    """

    settings: GameSettings
    seed: int
    level: int
    score: int
    elapsed_s: float
    hints_used: int
    won: bool
    best_combo: int = 0
    """The longest combo of the game (of the run, for levels)."""
    banked: int = 0
    """In a run of levels, the points of the levels cleared: the score when the last one
    was cleared (this one, once clear), less what was lost since. What a run given up
    keeps (see `llk.model.records.endings`)."""
    given_up: bool = False
    """The game was given up for another one, unfinished."""
    time_bonus: int = 0
    """The points the time left earned when the board was cleared (in ``score`` already)."""
    undos: int = 0
    """Pairs put back by undo since the game was dealt or last resumed from its save."""
    seconds_before: float = 0.0
    """In a run of levels, the play time of the levels before this one."""
    hints_before: int = 0
    """In a run of levels, the hints the levels before this one used."""

    @property
    def run_seconds(self) -> float:
        """The play time of the whole run (of the game, for a single game): what its row
        in the high scores and its statistics keep."""
        return self.seconds_before + self.elapsed_s

    @property
    def run_hints(self) -> int:
        """The hints the whole run used (the game, for a single game)."""
        return self.hints_before + self.hints_used

    @property
    def levels(self) -> bool:
        """Whether the game was a run of levels."""
        return self.settings.levels
