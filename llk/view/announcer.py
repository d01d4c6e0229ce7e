"""What a screen reader is told as the game goes, beside what it reads in the board's
table (`llk.view.board_accessible`): the keyboard cursor's cell as the focus, and polite
announcements of what happened, a pair removed and what shifted, a mismatch and why, a
hint, the time running short, a new game or level.

Every sentence goes through `Announcer.say`, which has it spoken one way, the one the
player chose (`llk.view.speech`: through the screen reader, directly, or not at all), so
that none is heard twice. Each is also given out as `Announcer.announced`, whatever the
way, so tests (and anything else) can read what the game tells.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QWidget

from llk.model import Board, Point
from llk.model.changes import Changes
from llk.model.results import Hint, Removal
from llk.model.specials import KEY_FACE, real_face
from llk.model.status import GameStats
from llk.view.board_accessible import place_name, what_stands
from llk.view.board_view import BoardView
from llk.view.face_names import face_name
from llk.view.labels import gravity_sentence
from llk.view.speech import Speaker


class Announcer(QObject):
    """Tells the player, by ear, about ``view``'s board as the controller's records come
    (through ``speaker``: the reader's notifications go in ``status_bar``).

    Signals:
        announced(str): what was said, as it was (even with speech off).
    """

    announced = Signal(str)

    def __init__(self, view: BoardView, status_bar: QWidget) -> None:
        super().__init__(view)
        self._view = view
        self.speaker = Speaker(view, status_bar)
        self._dealt: Board | None = None
        """A new deal not yet told (it is told with its first numbers)."""
        self._level: tuple[int, tuple[int, int] | None] | None = None
        view.cursor_moved.connect(self._focus)

    def started(self, board: Board) -> None:
        self._dealt = board

    def apply(self, changes: Changes) -> None:
        """Announce what ``changes`` did, in one sentence after another; the reader's
        cell is read afresh if what stands on it changed."""
        sentences = [
            *self._removal(changes.removal, changes.stats),
            *([changes.message] if changes.message else []),
            *self._deal(changes.stats),
            *self._pick(changes),
            *self._hint(changes.hint),
        ]
        if sentences:
            self.say(" ".join(sentences))
        if changes.board is not None or changes.paused is not None:
            self._tell(QAccessible.Event.NameChanged)

    def time_warning(self, seconds: int) -> None:
        """The clock fell to ``seconds`` left (said at once under 15 s)."""
        self.say(self.tr("%n second(s) left.", "", seconds), assertive=seconds < 15)

    def say(self, text: str, assertive: bool = False) -> None:
        """Have ``text`` heard once, after what is being said, or at once when
        ``assertive`` (the one way to speak: every sentence of the game comes here)."""
        self.speaker.speak(text, assertive)
        self.announced.emit(text)

    def _deal(self, stats: GameStats | None) -> list[str]:
        """A new deal's size and shift, and a new level's number, once its numbers come."""
        if stats is None:
            return []
        level = (stats.level if stats.levels else 0, stats.campaign_level)
        said = []
        if self._dealt is not None or level != self._level:
            said += self._level_sentence(stats)
        if self._dealt is not None:
            board, self._dealt = self._dealt, None
            said.append(
                self.tr("{0} rows by {1} columns, %n tile(s).", "", board.tile_count()).format(
                    board.rows, board.cols
                )
            )
            said.append(gravity_sentence(stats.gravity) + ".")
        self._level = level
        return said

    def _level_sentence(self, stats: GameStats) -> list[str]:
        if stats.campaign_level is not None:
            return [self.tr("Level {0}-{1}.").format(*stats.campaign_level)]
        return [self.tr("Level {0}.").format(stats.level)] if stats.levels else []

    def _removal(self, removal: Removal | None, stats: GameStats | None) -> list[str]:
        """The pair's face, the tiles that slid, fog lifted, and the tiles left."""
        if removal is None:
            return []
        if removal.face == KEY_FACE:
            face = self.tr("key")
        else:
            face = face_name(real_face(removal.face), self._view.art.set_key)
        said = [self.tr("Pair removed: {0}.").format(face)]
        if removal.shifts and stats is not None:
            said.append(gravity_sentence(stats.gravity) + ":")
            said.append(self.tr("%n tile(s) moved.", "", len(removal.shifts)))
        if removal.revealed:
            said.append(self.tr("%n hidden tile(s) shown.", "", len(removal.revealed)))
        if stats is not None and stats.tiles_left:
            said.append(self.tr("%n tile(s) left.", "", stats.tiles_left))
        return said

    def _pick(self, changes: Changes) -> list[str]:
        """A tile picked (the second of a pair that does not go is the one picked now)."""
        picked = changes.selection.cell if changes.selection is not None else None
        if picked is None or changes.removal is not None:
            return []
        return [self.tr("Picked {0}.").format(self._spot(picked))]

    def _hint(self, hint: Hint | None) -> list[str]:
        if hint is None:
            return []
        a, b = hint.move
        return [self.tr("Hint: {0} and {1}.").format(self._spot(a, hinted=False), place_name(b))]

    def _spot(self, cell: Point, hinted: bool = True) -> str:
        """ "banana, row 2, column 3": what stands on ``cell``, then where."""
        what = what_stands(self._view, cell, hinted)
        return self.tr("{0}, {1}").format(what, place_name(cell))

    def _focus(self) -> None:
        """The keyboard cursor moved: its cell is the reader's focus."""
        self._tell(QAccessible.Event.Focus)

    def _tell(self, kind: QAccessible.Event) -> None:
        """Say ``kind`` of the cursor's cell, while it shows (a reader is on it)."""
        view = self._view
        cursor = view.keyboard_cursor
        if cursor.shown and view.tiles.cols:
            event = QAccessibleEvent(view, kind)
            event.setChild(cursor.cell[0] * view.tiles.cols + cursor.cell[1])
            QAccessible.updateAccessibility(event)
