"""The board: tiles, highlights and the keyboard cursor. Draws and reports clicks;
knows no rules.

The scene is laid out in viewport pixels (no view transform). A resize lays the
board out at once with the pictures the tiles have, scaled, and renders them afresh
at the new size once the size has rested for `SHARPEN_MS`: a resize never waits for
the tile art (48 faces, 0.15 s at 4K), and the tiles end sharp. Clicks are mapped to
cells from the layout, not from the items under the mouse, so a tile that is fading
out or a line that is showing never swallows the next click.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from llk.model import Board, Hint, Point, Removal, Reshuffle
from llk.model.path import Path
from llk.view.board_effects import BoardEffects
from llk.view.board_painting import HINT, fit
from llk.view.tile_art import TileArt
from llk.view.tile_item import CursorItem, TileItem

CURSOR_STEPS = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}
PICK_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
SAME_FACES_KEY = Qt.Key.Key_F
"""Held, lights up every tile like the one under the keyboard cursor (as the right
mouse button held on a tile does); no action has F."""


def _key(name: str) -> str:
    return QKeySequence(name).toString(QKeySequence.SequenceFormat.NativeText)


def same_faces_key() -> str:
    """The key that shows the tiles like the one under the cursor, as this platform writes it."""
    return _key("F")


SHARPEN_MS = 150
"""How long a new size must rest before what was scaled to it is rendered afresh."""


def keyboard_help() -> list[tuple[list[str], str]]:
    """The keys the board itself handles, as (key names, what they do), for the help page."""
    key = _key
    return [
        (
            ["←", "↑", "→", "↓"],
            QCoreApplication.translate("BoardView", "Move the cursor over the board."),
        ),
        (
            [key("Space"), key("Enter")],
            QCoreApplication.translate("BoardView", "Pick the tile under the cursor."),
        ),
        (
            [key("Esc")],
            QCoreApplication.translate(
                "BoardView", "Clear the selection (a click where no tile stands does too)."
            ),
        ),
        (
            [same_faces_key()],
            QCoreApplication.translate(
                "BoardView",
                "Hold to light up every tile like the one under the cursor "
                "(or hold the right mouse button on a tile).",
            ),
        ),
    ]


class PauseText(QGraphicsSimpleTextItem):
    """The line shown over the hidden board while paused, sized to the view."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(10)
        self.hide()

    def place(self, width: int, height: int) -> None:
        """The largest font up to 40 pt that fits ``width`` (with a margin); centred."""
        self.setText(QCoreApplication.translate("BoardView", "Paused — press P to play on"))
        self.setBrush(QApplication.palette().color(QPalette.ColorRole.WindowText))
        font = QFont()
        font.setBold(True)
        font.setPointSizeF(40.0)
        wide = QFontMetricsF(font).horizontalAdvance(self.text())
        font.setPointSizeF(max(6.0, min(40.0, 40.0 * 0.9 * width / max(1.0, wide))))
        self.setFont(font)
        box = self.boundingRect()
        self.setPos((width - box.width()) / 2, (height - box.height()) / 2)


class BoardView(QGraphicsView):
    """Shows a board and reports which cell the player picks.

    Signals:
        cell_clicked(object): a tile was clicked, or a cell picked with the keyboard.
        clear_requested(): the player pressed Esc, or clicked where no tile stands.
    """

    cell_clicked = Signal(object)
    clear_requested = Signal()

    def __init__(self, art: TileArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.setScene(QGraphicsScene(self))
        self.effects = BoardEffects(self.scene(), self)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet("background: transparent")
        self._rows, self._cols = 1, 1
        self._tiles: dict[Point, TileItem] = {}
        self._geometry = fit(1, 1, 1, 1)
        self._selected: Point | None = None
        self._hinted: tuple[Point, ...] = ()
        self._cursor: Point = (0, 0)
        self._cursor_item = CursorItem()
        self.scene().addItem(self._cursor_item)
        self._paused = False
        self._pause_text = PauseText()
        self.scene().addItem(self._pause_text)
        self.sharpening = QTimer(self)
        """Runs while the tiles are drawn scaled after a resize; then renders them."""
        self.sharpening.setSingleShot(True)
        self.sharpening.setInterval(SHARPEN_MS)
        self.sharpening.timeout.connect(self.relayout)

    # --- what the controller asks for --------------------------------------------

    def show_board(self, board: Board) -> None:
        """Draw ``board`` from scratch (a new deal, of any shape)."""
        for item in self._tiles.values():
            self.scene().removeItem(item)
        self._tiles = {}
        self._rows, self._cols = board.rows, board.cols
        self._cursor = (min(self._cursor[0], self._rows - 1), min(self._cursor[1], self._cols - 1))
        self.relayout()
        self.update_board(board)

    def update_board(self, board: Board) -> None:
        """Show ``board``, of the shape shown, changing only the cells that differ (undo,
        redo): a cell whose face changed gets a new tile on it, every other tile stays
        as it is (`settle` has ended any slide on its cell). Drawing all 600 tiles of
        20x30 afresh made an undo cost 4 to 6 times a move. Cost: O(rows * cols)
        comparisons, plus one new tile per cell that changed."""
        self.settle()
        self.set_selection(None)
        faces = dict(board.tiles())
        for cell in [cell for cell, item in self._tiles.items() if item.face != faces.get(cell)]:
            self.scene().removeItem(self._tiles.pop(cell))
        ratio = self.devicePixelRatioF()
        for cell, face in faces.items():
            if cell not in self._tiles:
                item = self._tiles[cell] = TileItem(face, (1, 1))
                item.setVisible(not self._paused)
                item.setPos(self._geometry.cell_rect(cell).topLeft())
                self.scene().addItem(item)
                self._draw(item, ratio)
        if not self._tiles:
            self._cursor_item.hide()

    def set_selection(self, cell: object) -> None:
        selected = cell if isinstance(cell, tuple) else None
        self._outline("selected", (self._selected,), (selected,))
        self._selected = selected

    def remove_pair(self, removal: Removal) -> None:
        """Show the link line, fade the two tiles out and slide the tiles that shifted.

        The cells are free at once: the next click never waits for an animation.
        """
        self._set_hint(())
        self._show_line(removal.path)
        for cell in (removal.a, removal.b):
            item = self._tiles.pop(cell, None)
            if item is not None:
                item.selected = False
                self.effects.fade_out(item)
        if not self._tiles:
            self._cursor_item.hide()
        self._show_gain(removal)
        sliding = {source: self._tiles.pop(source) for source, _ in removal.shifts}
        for source, target in removal.shifts:
            item = self._tiles[target] = sliding[source]
            self.effects.slide(item, self._geometry.cell_rect(target).topLeft())

    def flash_mismatch(self, first: object, second: object) -> None:
        """Two tiles that do not go: they flash red and shake (beside the status bar's
        reason), unless animations are off, where they only flash."""
        cells = [c for c in (first, second) if isinstance(c, tuple) and c in self._tiles]
        items = [self._tiles[c] for c in cells]
        self.effects.flash(items)
        self.effects.shake(items, self._geometry.width)

    def settle(self) -> None:
        """End what is under way on the board (Show Me starting or stopping): animations
        jump to their end and the hint's outline goes; tiles stand in their cells."""
        self.effects.clear()
        self._set_hint(())

    def show_same_faces(self, cell: Point | None) -> None:
        """Outline every tile of the face at ``cell`` (None, or an empty cell: none)."""
        item = self._tiles.get(cell) if cell is not None and not self._paused else None
        face = item.face if item is not None else None
        for each in self._tiles.values():
            each.same_face = each.face == face

    def same_face_cells(self) -> list[Point]:
        """The cells outlined by `show_same_faces` now."""
        return sorted(cell for cell, item in self._tiles.items() if item.same_face)

    def show_hint(self, hint: Hint) -> None:
        self._set_hint(hint.move)
        self._show_line(hint.path, HINT)

    def animate_shuffle(self, reshuffle: Reshuffle, board: Board) -> None:
        """Slide every tile to its new cell."""
        self._set_hint(())
        moved = {dst: self._tiles[src] for src, dst in reshuffle.moves if src in self._tiles}
        if len(moved) != board.tile_count():  # out of step with the model: redraw
            self.update_board(board)
            return
        self._tiles = moved
        for cell, item in moved.items():
            item.selected = False
            self.effects.slide(item, self._geometry.cell_rect(cell).topLeft(), shuffle=True)

    def set_paused(self, paused: bool) -> None:
        """Hide the tiles while paused, so the board cannot be studied."""
        self._paused = paused
        for item in self._tiles.values():
            item.setVisible(not paused)
        if paused:
            self._cursor_item.hide()
        self.effects.clear()
        self._pause_text.setVisible(paused)
        size = self.maximumViewportSize()
        self._pause_text.place(size.width(), size.height())

    # --- input ---------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Left click picks a tile (the keyboard cursor hides and follows it); right
        button held on a tile lights up every tile of its face. Either click where no
        tile stands drops the selection."""
        cell = self._geometry.cell_at(
            self.mapToScene(event.position().toPoint()), self._rows, self._cols
        )
        on_tile = cell is not None and cell in self._tiles
        if event.button() == Qt.MouseButton.RightButton and on_tile:
            self.show_same_faces(cell)
        elif event.button() == Qt.MouseButton.LeftButton and on_tile and cell is not None:
            self._cursor_item.hide()
            self._move_cursor(cell)
            self.cell_clicked.emit(cell)
        elif event.button() in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            self.clear_requested.emit()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            self.show_same_faces(None)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if key in CURSOR_STEPS:
            dr, dc = CURSOR_STEPS[key]
            r, c = self._cursor
            if self._cursor_item.isVisible():  # the first press shows where it is
                self._move_cursor(((r + dr) % self._rows, (c + dc) % self._cols))
            self._cursor_item.setVisible(not self._paused)
        elif key in PICK_KEYS:
            self._cursor_item.setVisible(not self._paused)
            self.cell_clicked.emit(self._cursor)
        elif key == Qt.Key.Key_Escape:
            self.clear_requested.emit()
        elif key == SAME_FACES_KEY and not event.modifiers():
            if not event.isAutoRepeat():
                self._cursor_item.setVisible(not self._paused)
                self.show_same_faces(self._cursor)
        else:
            super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == SAME_FACES_KEY and not event.isAutoRepeat():
            self.show_same_faces(None)
        else:
            super().keyReleaseEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """A key or button held when the focus goes is never released here."""
        self.show_same_faces(None)
        super().focusOutEvent(event)

    def cell_centre(self, cell: Point) -> QPointF:
        """Where a cell's centre is in viewport coordinates (for tests and tools)."""
        return self.mapFromScene(self._geometry.centre(cell, self._rows, self._cols)).toPointF()

    @property
    def cursor_cell(self) -> Point:
        return self._cursor

    @property
    def pause_text(self) -> PauseText:
        return self._pause_text

    @property
    def cursor_shown(self) -> bool:
        return self._cursor_item.isVisible()

    def tile_size(self) -> tuple[float, float]:
        return self._geometry.width, self._geometry.height

    def tile_cells(self) -> list[Point]:
        """The cells that show a tile now."""
        return sorted(self._tiles)

    def tile_items(self) -> dict[Point, TileItem]:
        """The tile shown in each cell (for tests and tools: how each is drawn)."""
        return dict(self._tiles)

    # --- drawing -------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout(sharp=False)
        self.sharpening.start()

    def relayout(self, sharp: bool = True) -> None:
        """Fit the tiles to the view, rendered afresh at their size (a new board or theme,
        or a resize that has rested), or with the pictures they have scaled (``sharp``
        False: during a resize). Cost: one SVG render per face and size not seen yet."""
        size = self.maximumViewportSize()  # the viewport's (no scroll bars), without
        # asking for the viewport widget: its wrapper made PySide build every widget
        # class's enums at the first layout, 62 of them (20 ms)
        self.scene().setSceneRect(0, 0, size.width(), size.height())
        self._geometry = fit(size.width(), size.height(), self._rows, self._cols, self.art.aspect)
        self.effects.clear()
        ratio = self.devicePixelRatioF()
        tile = (self._geometry.width, self._geometry.height)
        for cell, item in self._tiles.items():
            if sharp or not item.stretch(tile):
                self._draw(item, ratio)
            item.setPos(self._geometry.cell_rect(cell).topLeft())
        self._move_cursor(self._cursor)
        self._pause_text.place(size.width(), size.height())

    def _draw(self, item: TileItem, ratio: float) -> None:
        """Give ``item`` its picture at the tile size of the layout."""
        tile = (self._geometry.width, self._geometry.height)
        item.set_art(self.art.pixmap(item.face, self._geometry.width, ratio), tile)

    def _move_cursor(self, cell: Point) -> None:
        self._cursor = cell
        self._cursor_item.place(self._geometry.cell_rect(cell))

    def _set_hint(self, cells: tuple[Point, ...]) -> None:
        self._outline("hinted", self._hinted, cells)
        self._hinted = cells

    def _outline(
        self, flag: str, before: tuple[Point | None, ...], after: tuple[Point | None, ...]
    ) -> None:
        """Move a highlight (``selected`` or ``hinted``) from the cells ``before`` to ``after``."""
        for cells, on in ((before, False), (after, True)):
            for cell in cells:
                if cell in self._tiles:
                    setattr(self._tiles[cell], flag, on)
                    self._tiles[cell].update()

    def _show_gain(self, removal: Removal) -> None:
        """What the pair earned, floating up from between its tiles: "+30 ×3 +1 s"; nothing
        for a pair that earned nothing (Show Me's)."""
        if not removal.points and not removal.time_bonus_s:
            return
        text = f"+{removal.points}"
        if removal.combo > 1:
            text += f" ×{removal.combo}"
        if removal.time_bonus_s:
            text += " " + self.tr("+{0} s").format(f"{removal.time_bonus_s:g}")
        a, b = (self._geometry.centre(p, self._rows, self._cols) for p in (removal.a, removal.b))
        self.effects.float_text((a + b) / 2, text, self._geometry.height)

    def _show_line(self, path: Path, colour: QColor | None = None) -> None:
        points = [self._geometry.centre(p, self._rows, self._cols) for p in path]
        self.effects.show_line(points, self._geometry.width, colour)
