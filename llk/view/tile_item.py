"""What stands on the board: a tile with its highlight, and the keyboard cursor."""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from llk.view.board_painting import HINT, MISMATCH, SELECTED, paint_cursor, paint_highlight

CURSOR_Z = 4
"""The cursor is drawn above the tiles and below link lines."""


class TileItem(QGraphicsObject):
    """A tile's picture; ``flash`` beats ``selected`` beats ``hinted`` for the outline."""

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

    def highlight(self) -> QColor | None:
        if self.flash:
            return MISMATCH
        if self.selected:
            return SELECTED
        return HINT if self.hinted else None

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self._size)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self._pixmap is not None:
            painter.drawPixmap(QPointF(0, 0), self._pixmap)
        colour = self.highlight()
        if colour is not None:
            paint_highlight(painter, self.boundingRect(), colour)

    def _get_fade(self) -> float:
        return self.opacity()

    def _set_fade(self, value: float) -> None:
        self.setOpacity(value)
        self.setScale(0.6 + 0.4 * value)

    fade = Property(float, _get_fade, _set_fade)


class CursorItem(QGraphicsObject):
    """The keyboard cursor: a dashed outline over one cell, drawn above the tiles.

    An item of its own, so moving or hiding it repaints exactly where it was.
    """

    def __init__(self) -> None:
        super().__init__()
        self._size = (1.0, 1.0)
        self.setZValue(CURSOR_Z)
        self.hide()

    def place(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._size = (rect.width(), rect.height())
        self.setPos(rect.topLeft())

    def boundingRect(self) -> QRectF:
        w, h = self._size
        return QRectF(-2, -2, w + 4, h + 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_cursor(painter, QRectF(0, 0, *self._size))
