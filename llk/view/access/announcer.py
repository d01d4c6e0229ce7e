"""What a screen reader is told as the game goes, beside what it reads in the board's
table (`llk.view.board.accessible`): the keyboard cursor's cell as the focus, the picked
cell's selected state, and polite announcements of what happened, a tile picked or
unpicked, a pair removed and what slid where, what now stands under the cursor, a
mismatch and why, a hint, the time running short, a new game or level.

A reader ignores a table cell whose name changes (Orca does), so what changed under
the cursor is said in words too. The slides are named up to `SLIDES_NAMED`, the rest
counted: a shift that moves twenty tiles is one short sentence, not a list.

Every sentence goes through `Announcer.say`, which has it spoken one way, the one the
player chose (`llk.view.access.speech`: through the screen reader, directly, or not at all), so
that none is heard twice. Each is also given out as `Announcer.announced`, whatever the
way, so tests (and anything else) can read what the game tells.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleStateChangeEvent
from PySide6.QtWidgets import QWidget

from llk.model import Board, Point
from llk.model.board.grid import TileMove
from llk.model.board.specials import KEY_FACE, real_face
from llk.model.changes import Changes
from llk.model.game.results import Hint, Removal
from llk.model.status import GameStats
from llk.view.access.speech import Speaker
from llk.view.board.accessible import place_name, what_stands
from llk.view.board.board_view import BoardView
from llk.view.face_names import face_name
from llk.view.labels import lead_in, seconds_left, sentence, shift_sentence, tiles_left

SLIDES_NAMED = 3
"""The slides of one removal said tile by tile; those past them are counted."""


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
        self._picked: Point | None = None
        """The cell picked, as the last selection said."""
        self._under_cursor: tuple[Point, str] | None = None
        """The cursor's cell and what stood on it, when the reader was last told."""

    def started(self, board: Board) -> None:
        """A new deal: told with its first numbers; nothing picked on it yet."""
        self._dealt = board
        self._picked = None
        self._under_cursor = None

    def apply(self, changes: Changes) -> None:
        """Announce what ``changes`` did, in one sentence after another; the reader's
        cell is read afresh if what stands on it changed, and the cells picked and
        unpicked tell their new selected state."""
        picked = self._picked
        sentences = [
            *self._removal(changes.removal, changes.stats),
            *([changes.message] if changes.message else []),
            *self._deal(changes.stats),
            *self._pick(changes),
            *self._hint(changes.hint),
            *self._cursor_news(changes),
        ]
        if sentences:
            self.say(" ".join(sentences))
        if changes.board is not None or changes.paused is not None:
            self._tell(QAccessible.Event.NameChanged)
        if self._picked != picked:
            self._selected_changed(picked, self._picked)

    def time_warning(self, seconds: int) -> None:
        """The clock fell to ``seconds`` left (said at once under 15 s)."""
        self.say(seconds_left(seconds), assertive=seconds < 15)

    def say(self, text: str, assertive: bool = False) -> None:
        """Have ``text`` heard once, after what is being said, or at once when
        ``assertive`` (the one way to speak: every sentence of the game comes here).
        A separator for the eye (" · ", in the status line's "Heart · 5") is said as a
        comma: Orca read it out as "middle dot"."""
        text = text.replace(" · ", ", ")
        self.speaker.speak(text, assertive)
        self.announced.emit(text)

    def _deal(self, stats: GameStats | None) -> list[str]:
        """A new deal's size and shift, and a new level's number, once its numbers come."""
        if stats is None:
            return []
        level = (stats.level if stats.levels else 0, stats.campaign_level)
        said = []
        if self._dealt is not None or level != self._level:
            said += self.level_sentence(stats)
        if self._dealt is not None:
            board, self._dealt = self._dealt, None
            said.append(
                self.tr("{0} rows by {1} columns, %n tile(s).", "", board.tile_count()).format(
                    board.rows, board.cols
                )
            )
            said.append(sentence(shift_sentence(stats.gravity)))
        self._level = level
        return said

    def level_sentence(self, stats: GameStats) -> list[str]:
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
            said.append(lead_in(shift_sentence(stats.gravity)))
            said.append(self._slides(removal.shifts))
        if removal.revealed:
            said.append(self.tr("%n hidden tile(s) shown.", "", len(removal.revealed)))
        if stats is not None and stats.tiles_left:
            said.append(tiles_left(stats.tiles_left))
        return said

    def _slides(self, shifts: tuple[TileMove, ...]) -> str:
        """ "apple in column 1 from row 1 to 3; pear ...; 2 more tiles.": the first
        `SLIDES_NAMED` slides by what slid and where, the others counted. O(named)."""
        named = [self._slide(start, end) for start, end in shifts[:SLIDES_NAMED]]
        if len(shifts) > SLIDES_NAMED:
            named.append(self.tr("%n more tile(s)", "", len(shifts) - SLIDES_NAMED))
        return sentence(functools.reduce(self.tr("{0}; {1}").format, named))

    def _slide(self, start: Point, end: Point) -> str:
        """What slid from ``start`` to ``end``, along its row or its column."""
        what = what_stands(self._view, end, hinted=False)
        (r0, c0), (r1, c1) = start, end
        if r0 == r1:
            return self.tr("{0} in row {1} from column {2} to {3}").format(
                what, r0 + 1, c0 + 1, c1 + 1
            )
        if c0 == c1:
            return self.tr("{0} in column {1} from row {2} to {3}").format(
                what, c0 + 1, r0 + 1, r1 + 1
            )
        return self.tr("{0} from {1} to {2}").format(what, place_name(start), place_name(end))

    def _pick(self, changes: Changes) -> list[str]:
        """A tile picked (the second of a pair that does not go is the one picked now),
        or unpicked (Esc, a click on it, or where no tile stands)."""
        if changes.selection is None:
            return []
        picked, self._picked = self._picked, changes.selection.cell
        if self._picked is not None and changes.removal is None:
            return [self.tr("Picked {0}.").format(self.spot(self._picked))]
        dropped = self._picked is None and picked is not None and picked in self._view.tiles
        if dropped and not changes.moved and changes.mismatch is None:
            assert picked is not None
            return [self.tr("Unpicked {0}.").format(self.spot(picked))]
        return []

    def _hint(self, hint: Hint | None) -> list[str]:
        if hint is None:
            return []
        a, b = hint.move
        return [self.tr("Hint: {0} and {1}.").format(self.spot(a, hinted=False), place_name(b))]

    def spot(self, cell: Point, hinted: bool = True) -> str:
        """ "banana, row 2, column 3": what stands on ``cell``, then where."""
        what = what_stands(self._view, cell, hinted)
        return self.tr("{0}, {1}").format(what, place_name(cell))

    def _cursor_news(self, changes: Changes) -> list[str]:
        """What stands under the shown cursor now, when a tile came, went or slid there
        (a shift, a refresh, an undo): not when the player's own pair left it empty."""
        cursor = self._view.keyboard_cursor
        if changes.board is None or not cursor.shown or self._under_cursor is None:
            return []
        cell, before = self._under_cursor
        now = what_stands(self._view, cursor.cell, hinted=False)
        self._under_cursor = (cursor.cell, now)
        removal = changes.removal
        taken = removal is not None and cursor.cell in (removal.a, removal.b)
        if cell != cursor.cell or now == before or (taken and cursor.cell not in self._view.tiles):
            return []
        return [self.tr("Under the cursor: {0}.").format(self.spot(cursor.cell, hinted=False))]

    def follow_cursor(self) -> None:
        """The keyboard cursor moved (`BoardView.cursor_moved`, the wiring's): its cell is
        the reader's focus."""
        cursor = self._view.keyboard_cursor
        self._under_cursor = (cursor.cell, what_stands(self._view, cursor.cell, hinted=False))
        self._tell(QAccessible.Event.Focus)

    def _tell(self, kind: QAccessible.Event) -> None:
        """Say ``kind`` of the cursor's cell, while it shows (a reader is on it)."""
        view = self._view
        cursor = view.keyboard_cursor
        if cursor.shown and view.tiles.cols:
            event = QAccessibleEvent(view, kind)
            event.setChild(cursor.cell[0] * view.tiles.cols + cursor.cell[1])
            QAccessible.updateAccessibility(event)

    def _selected_changed(self, unpicked: Point | None, picked: Point | None) -> None:
        """The selected state of the cells ``unpicked`` and ``picked`` changed. Each is
        told twice: a StateChanged event of the selected state, and a SelectionRemove or
        SelectionAdd event, which is what Qt's AT-SPI bridge turns into the
        ``state-changed:selected`` a reader hears (it drops a StateChanged of that state)."""
        view = self._view
        changed = QAccessible.State()
        changed.selected = True
        told = (
            (unpicked, QAccessible.Event.SelectionRemove),
            (picked, QAccessible.Event.SelectionAdd),
        )
        for cell, kind in told:
            if cell is None or cell[0] >= view.tiles.rows or cell[1] >= view.tiles.cols:
                continue
            for event in (QAccessibleStateChangeEvent(view, changed), QAccessibleEvent(view, kind)):
                event.setChild(cell[0] * view.tiles.cols + cell[1])
                QAccessible.updateAccessibility(event)
