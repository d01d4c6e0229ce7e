"""The board: tiles, the link line, highlights and animations. Draws and reports
clicks; knows no rules.

The scene is laid out in viewport pixels (no view transform): on every resize the
tile size is recomputed and the tiles are rendered afresh at that size, so they
stay sharp. Clicks are mapped to cells from the layout, not from the items under
the mouse, so a tile that is fading out or a line that is showing never swallows
the next click.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from llk.controller.game_controller import Timing
from llk.model import Board, Hint, Point, Removal, Reshuffle
from llk.model.path import Path
from llk.view.link_drawing import HINT_COLOUR, link_path, link_pens
from llk.view.tile_art import TILE_ASPECT, TileArt

RING_MARGIN = 0.5
"""Room for the ring around the board, in tiles."""


@dataclass(frozen=True)
class Geometry:
    """Where the grid sits in the viewport: top-left of cell (0, 0) and tile size."""

    left: float
    top: float
    width: float
    height: float

    def cell_rect(self, cell: Point) -> QRectF:
        r, c = cell
        return QRectF(
            self.left + c * self.width, self.top + r * self.height, self.width, self.height
        )

    def centre(self, point: Point, rows: int, cols: int) -> QPointF:
        """Centre of a cell; ring cells sit in the margin, half-way out."""
        r, c = point
        x = self.left + (c + 0.5) * self.width
        y = self.top + (r + 0.5) * self.height
        if c < 0 or c >= cols:
            x = self.left + (-RING_MARGIN / 2 if c < 0 else cols + RING_MARGIN / 2) * self.width
        if r < 0 or r >= rows:
            y = self.top + (-RING_MARGIN / 2 if r < 0 else rows + RING_MARGIN / 2) * self.height
        return QPointF(x, y)

    def cell_at(self, pos: QPointF, rows: int, cols: int) -> Point | None:
        c = int((pos.x() - self.left) // self.width)
        r = int((pos.y() - self.top) // self.height)
        return (r, c) if 0 <= r < rows and 0 <= c < cols else None


def fit(width: float, height: float, rows: int, cols: int) -> Geometry:
    """The largest tiles of the fixed aspect that fit, with the ring margin, centred."""
    tile_w = min(width / (cols + 2 * RING_MARGIN), height * TILE_ASPECT / (rows + 2 * RING_MARGIN))
    tile_w = max(1.0, float(int(tile_w)))
    tile_h = tile_w / TILE_ASPECT
    return Geometry((width - cols * tile_w) / 2, (height - rows * tile_h) / 2, tile_w, tile_h)


class TileItem(QGraphicsObject):
    """One tile: its picture plus whatever highlight it carries."""

    SELECTED = QColor(255, 170, 0)
    HINT = QColor(40, 170, 255)
    MISMATCH = QColor(230, 50, 50)
    CURSOR = QColor(30, 30, 30)

    def __init__(self, face: int, size: tuple[float, float]) -> None:
        super().__init__()
        self.face = face
        self._size = size
        self._pixmap: QPixmap | None = None
        self.selected = False
        self.hinted = False
        self.flash = False

    def set_art(self, pixmap: QPixmap, size: tuple[float, float]) -> None:
        self.prepareGeometryChange()
        self._pixmap = pixmap
        self._size = size
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self._size)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self._pixmap is not None:
            painter.drawPixmap(QPointF(0, 0), self._pixmap)
        colour = (
            self.MISMATCH
            if self.flash
            else self.SELECTED
            if self.selected
            else self.HINT
            if self.hinted
            else None
        )
        if colour is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            w, h = self._size
            pen_width = max(2.0, w * 0.07)
            tint = QColor(colour)
            tint.setAlpha(60)
            painter.setBrush(tint)
            painter.setPen(QPen(colour, pen_width))
            inset = pen_width / 2
            radius = w * 0.12
            painter.drawRoundedRect(
                QRectF(inset, inset, w - 2 * inset, h - 2 * inset), radius, radius
            )

    def _get_fade(self) -> float:
        return self.opacity()

    def _set_fade(self, value: float) -> None:
        self.setOpacity(value)
        self.setScale(0.6 + 0.4 * value)

    fade = Property(float, _get_fade, _set_fade)


class BoardView(QGraphicsView):
    """Shows a board and reports which cell the player picks.

    Signals:
        cell_clicked(object): a board cell was clicked or picked with the keyboard.
        clear_requested(): the player pressed Esc.
    """

    cell_clicked = Signal(object)
    clear_requested = Signal()

    def __init__(self, art: TileArt, timing: Timing, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.timing = timing
        self.setScene(QGraphicsScene(self))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(1, 1)
        self.setStyleSheet("background: transparent")
        self._rows, self._cols = 1, 1
        self._tiles: dict[Point, TileItem] = {}
        self._transient: list[QGraphicsObject | QGraphicsPathItem] = []
        self._animations: set[QAbstractAnimation] = set()
        self._geometry = fit(1, 1, 1, 1)
        self._selected: Point | None = None
        self._hinted: tuple[Point, ...] = ()
        self._cursor: Point = (0, 0)
        self._cursor_visible = False
        self._paused = False
        self._pause_text = QGraphicsSimpleTextItem()
        self._pause_text.setZValue(10)
        self.scene().addItem(self._pause_text)
        self._pause_text.hide()

    # --- what the controller asks for --------------------------------------------

    def show_board(self, board: Board) -> None:
        """Draw ``board`` from scratch (new game, undo, redo)."""
        self._clear_transient()
        for item in self._tiles.values():
            self.scene().removeItem(item)
        self._rows, self._cols = board.rows, board.cols
        self._tiles = {cell: TileItem(face, (1, 1)) for cell, face in board.tiles()}
        for item in self._tiles.values():
            self.scene().addItem(item)
        self._selected, self._hinted = None, ()
        self._cursor = (min(self._cursor[0], self._rows - 1), min(self._cursor[1], self._cols - 1))
        self._relayout()

    def set_selection(self, cell: object) -> None:
        if self._selected in self._tiles:
            self._tiles[self._selected].selected = False
            self._tiles[self._selected].update()
        self._selected = cell if isinstance(cell, tuple) else None
        if self._selected in self._tiles:
            self._tiles[self._selected].selected = True
            self._tiles[self._selected].update()

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
                self._fade_out(item)
        sliding = {source: self._tiles.pop(source) for source, _ in removal.shifts}
        for source, target in removal.shifts:
            item = self._tiles[target] = sliding[source]
            goal = self._geometry.cell_rect(target).topLeft()
            self._animate(item, b"pos", item.pos(), goal, self.timing.fade_ms)

    def flash_mismatch(self, first: object, second: object) -> None:
        items = [
            self._tiles[c] for c in (first, second) if isinstance(c, tuple) and c in self._tiles
        ]
        for item in items:
            item.flash = True
            item.update()

        def unflash() -> None:
            for item in items:
                item.flash = False
                item.update()

        QTimer.singleShot(self.timing.flash_ms, self, unflash)

    def show_hint(self, hint: Hint) -> None:
        self._set_hint(hint.move)
        self._show_line(hint.path, HINT_COLOUR)

    def animate_shuffle(self, reshuffle: Reshuffle, board: Board) -> None:
        """Slide every tile to its new cell."""
        self._set_hint(())
        moved = {dst: self._tiles[src] for src, dst in reshuffle.moves if src in self._tiles}
        if len(moved) != board.tile_count():  # out of step with the model: redraw
            self.show_board(board)
            return
        self._tiles = moved
        for cell, item in moved.items():
            item.selected = False
            target = self._geometry.cell_rect(cell).topLeft()
            self._animate(item, b"pos", item.pos(), target, self.timing.shuffle_ms)

    def refresh_art(self) -> None:
        """Redraw the tiles after the art changed (theme)."""
        self._relayout()

    def set_paused(self, paused: bool) -> None:
        """Hide the tiles while paused, so the board cannot be studied."""
        self._paused = paused
        for item in self._tiles.values():
            item.setVisible(not paused)
        self._clear_transient()
        self._pause_text.setVisible(paused)
        self._place_pause_text()

    # --- input ---------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        cell = self._geometry.cell_at(
            self.mapToScene(event.position().toPoint()), self._rows, self._cols
        )
        if cell is not None:
            self._cursor = cell
            self.cell_clicked.emit(cell)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        steps = {
            Qt.Key.Key_Left: (0, -1),
            Qt.Key.Key_Right: (0, 1),
            Qt.Key.Key_Up: (-1, 0),
            Qt.Key.Key_Down: (1, 0),
        }
        key = Qt.Key(event.key())
        if key in steps:
            dr, dc = steps[key]
            if self._cursor_visible:
                r, c = self._cursor
                self._cursor = ((r + dr) % self._rows, (c + dc) % self._cols)
            self._cursor_visible = True
            self.viewport().update()
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._cursor_visible = True
            self.cell_clicked.emit(self._cursor)
            self.viewport().update()
        elif key == Qt.Key.Key_Escape:
            self.clear_requested.emit()
        else:
            super().keyPressEvent(event)

    def cell_centre(self, cell: Point) -> QPointF:
        """Where a cell's centre is in viewport coordinates (for tests and tools)."""
        return self.mapFromScene(self._geometry.centre(cell, self._rows, self._cols)).toPointF()

    @property
    def cursor_cell(self) -> Point:
        return self._cursor

    def tile_size(self) -> tuple[float, float]:
        return self._geometry.width, self._geometry.height

    def tile_cells(self) -> list[Point]:
        """The cells that show a tile now."""
        return sorted(self._tiles)

    # --- drawing -------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout()

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        if self._cursor_visible and not self._paused:
            r = self._geometry.cell_rect(self._cursor).adjusted(1, 1, -1, -1)
            pen = QPen(TileItem.CURSOR, max(1.5, self._geometry.width * 0.05), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r, r.width() * 0.12, r.width() * 0.12)

    def _relayout(self) -> None:
        size = self.viewport().size()
        self.scene().setSceneRect(0, 0, size.width(), size.height())
        self._geometry = fit(size.width(), size.height(), self._rows, self._cols)
        self._clear_transient()
        ratio = self.devicePixelRatioF()
        tile = (self._geometry.width, self._geometry.height)
        for cell, item in self._tiles.items():
            item.set_art(self.art.pixmap(item.face, self._geometry.width, ratio), tile)
            item.setPos(self._geometry.cell_rect(cell).topLeft())
        self._place_pause_text()

    def _place_pause_text(self) -> None:
        font = QFont()
        font.setPointSizeF(max(8.0, min(40.0, self.viewport().width() / 20)))
        font.setBold(True)
        self._pause_text.setFont(font)
        self._pause_text.setText(self.tr("Paused — press P to play on"))
        self._pause_text.setBrush(QColor(60, 60, 60))
        box = self._pause_text.boundingRect()
        self._pause_text.setPos(
            (self.viewport().width() - box.width()) / 2,
            (self.viewport().height() - box.height()) / 2,
        )

    def _set_hint(self, cells: tuple[Point, ...]) -> None:
        for cell in self._hinted:
            if cell in self._tiles:
                self._tiles[cell].hinted = False
                self._tiles[cell].update()
        self._hinted = cells
        for cell in cells:
            if cell in self._tiles:
                self._tiles[cell].hinted = True
                self._tiles[cell].update()

    def _show_line(self, path: Path, colour: QColor | None = None) -> None:
        points = [self._geometry.centre(p, self._rows, self._cols) for p in path]
        line = link_path(points)
        items = []
        for pen in link_pens(self._geometry.width, colour):
            item = QGraphicsPathItem(line)
            item.setPen(pen)
            item.setZValue(5)
            self.scene().addItem(item)
            self._transient.append(item)
            items.append(item)

        def drop() -> None:
            for item in items:
                self._drop_transient(item)

        QTimer.singleShot(self.timing.link_ms, self, drop)

    def _fade_out(self, item: TileItem) -> None:
        self._transient.append(item)
        rect = item.boundingRect()
        item.setTransformOriginPoint(rect.center())
        animation = self._animate(item, b"fade", 1.0, 0.0, self.timing.fade_ms)
        if animation is None:
            self._drop_transient(item)
        else:
            animation.finished.connect(lambda: self._drop_transient(item))

    def _animate(
        self, item: QGraphicsObject, prop: bytes, start: object, end: object, ms: int
    ) -> QPropertyAnimation | None:
        """Run a property animation, or jump to the end when ``ms`` is 0."""
        if ms <= 0:
            item.setProperty(prop.decode(), end)
            return None
        animation = QPropertyAnimation(item, prop, self)
        animation.setDuration(ms)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animations.add(animation)
        animation.finished.connect(lambda: self._animations.discard(animation))
        animation.start()
        return animation

    def _drop_transient(self, item: QGraphicsObject | QGraphicsPathItem) -> None:
        if item in self._transient:
            self._transient.remove(item)
            self.scene().removeItem(item)

    def _clear_transient(self) -> None:
        for animation in list(self._animations):
            animation.stop()
        self._animations.clear()
        for item in list(self._transient):
            self._drop_transient(item)
