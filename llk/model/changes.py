"""What one command changed in a game, as one record: what the board, the side panel,
the actions, the status bar and the sounds each take what they show from.

Plain data, in the model, because all of it but the status bar's line is the model's
own results (a `Removal`, a `Reshuffle`, a `Hint`, the numbers of `llk.model.status`):
whoever follows a game (the window today; a computer player or a thumbnail of a rival's
board next) reads the same record without Qt. The line (`Changes.message`) is the one
field the model never fills: it is words in the player's language, which only the
controller writes (`llk.controller.status_lines`).
"""

from __future__ import annotations

from dataclasses import dataclass

from llk.model.board.grid import Board, Point
from llk.model.board.path import Move
from llk.model.game.results import Hint, HistoryStep, Mismatch, Removal, Reshuffle
from llk.model.status import ActionStates, GameStats


@dataclass(frozen=True)
class Selection:
    """The selection after a change: the selected cell, or None for none."""

    cell: Point | None = None


NOTHING_SELECTED = Selection()


@dataclass(frozen=True)
class Mismatched:
    """Two tiles picked one after the other that do not go together, and why."""

    first: Point
    second: Point
    reason: Mismatch


@dataclass(frozen=True)
class Changes:
    """What one command changed; a field left None (or empty) did not change.

    Each field is one thing to show, in the order the board shows them: the board
    redrawn in place (``history``), then a removal with its shifts, then a reshuffle
    (a free one follows the removal that left no move), a mismatch, the selection,
    a hint, Show Me starting or stopping, the pause.
    """

    history: tuple[HistoryStep, ...] = ()
    """The pairs undo put back or redo took again: the board changed in place."""
    removal: Removal | None = None
    """A pair that left the board: its ``path`` is the line, its ``shifts`` the slides."""
    reshuffle: Reshuffle | None = None
    """Tiles that moved to new cells: a refresh, or ``free`` after a dead end."""
    board: Board | None = None
    """The board after the change, whenever a tile came, went or moved (`moved`), or
    changed how it looks (`restyled`)."""
    cracked: Move | None = None
    """A pair that linked and only cracked its ice: it stays, cracked."""
    timers_missed: int = 0
    """The timer tiles the timer just ran out on: each turned plain and cost its seconds."""
    mismatch: Mismatched | None = None
    selection: Selection | None = None
    hint: Hint | None = None
    show_me: bool | None = None
    """Show Me started (True) or stopped (False)."""
    paused: bool | None = None
    """The board is to be hidden (True) or shown again (False)."""
    stones: frozenset[Point] | None = None
    """The cells stones stand on now (a race's blocks), when they changed."""
    frozen: bool | None = None
    """The board froze (True: a race's freeze, no pair can go) or thawed (False)."""
    stats: GameStats | None = None
    """The numbers the side panel shows, after the change."""
    actions: ActionStates | None = None
    """Which actions can act, after the change."""
    message: str | None = None
    """The status bar's line ("" clears it), written by the controller."""
    news: bool = False
    """The line is news the player did not make and must not miss (a rival's prop on
    them, the timer tiles running out): it shows over the board too, where they look."""

    @property
    def moved(self) -> bool:
        """Whether a tile came, went or moved: the position is a new one."""
        return bool(self.history) or self.removal is not None or self.reshuffle is not None

    @property
    def restyled(self) -> bool:
        """Whether tiles changed how they look without moving (ice cracked, timers gone)."""
        return self.cracked is not None or self.timers_missed > 0
