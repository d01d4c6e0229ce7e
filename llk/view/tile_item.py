"""What stands on the board: a tile with its highlight, and the keyboard cursor."""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import Property, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from llk.view.board_painting import (
    HINT,
    MISMATCH,
    SAME_FACE,
    SELECTED,
    highlight_shape,
    paint_cursor,
)

CURSOR_Z = 4
"""The cursor is drawn above the tiles and below link lines."""


Mark = Literal["flash", "selected", "same_face", "hinted"]
"""The highlights a tile can have, the first that is on giving the outline its colour."""
MARK_COLOURS: dict[Mark, QColor] = {
    "flash": MISMATCH,
    "selected": SELECTED,
    "same_face": SAME_FACE,
    "hinted": HINT,
}
"""``flash`` beats ``selected`` beats ``same_face`` beats ``hinted``."""


class TileOutline(QGraphicsPathItem):
    """A tile's highlight: the marks it has and the outline of the strongest one."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.hide()
        self._marks: set[Mark] = set()

    def marked(self, mark: Mark) -> bool:
        return mark in self._marks

    def mark(self, mark: Mark, on: bool, rect: QRectF) -> None:
        """Put ``mark`` on (or take it off) the tile of ``rect``."""
        if self.marked(mark) != on:
            if on:
                self._marks.add(mark)
            else:
                self._marks.discard(mark)
            self.reshape(rect)

    def colour(self) -> QColor | None:
        """The outline's colour now, or None."""
        return next((MARK_COLOURS[m] for m in MARK_COLOURS if m in self._marks), None)

    def reshape(self, rect: QRectF) -> None:
        """Draw the outline around ``rect`` in the colour of the strongest mark, if any."""
        colour = self.colour()
        if colour is not None:
            path, pen, brush = highlight_shape(rect, colour)
            self.setPath(path)
            self.setPen(pen)
            self.setBrush(brush)
        self.setVisible(colour is not None)


class TileItem(QGraphicsObject):
    """A tile: its picture and, when it has one, its highlight outline.

    Both are drawn by Qt's own items (a pixmap and a path), so painting the board
    calls no Python: a search running in another thread, holding the interpreter
    lock, can never make the board stutter. ``shake`` moves the picture and outline
    sideways within the item, so a shake never fights a slide of the item itself.
    """

    def __init__(self, face: int, size: tuple[float, float]) -> None:
        super().__init__()
        self.face = face
        self._size = size
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self._picture = QGraphicsPixmapItem(self)
        self._picture.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.outline = TileOutline(self)

    def set_art(self, pixmap: QPixmap, size: tuple[float, float]) -> None:
        """Show ``pixmap``, rendered for ``size`` (logical pixels)."""
        self.prepareGeometryChange()
        self._picture.setPixmap(pixmap)
        self._picture.setScale(1.0)
        self._size = size
        self.outline.reshape(self.boundingRect())

    def stretch(self, size: tuple[float, float]) -> bool:
        """Show the picture it has at ``size``, scaled (a resize is drawn at once, and
        sharpened later with `set_art`); False when it has none yet."""
        pixmap = self._picture.pixmap()
        if pixmap.isNull():
            return False
        self.prepareGeometryChange()
        self._picture.setScale(size[0] * pixmap.devicePixelRatio() / pixmap.width())
        self._size = size
        self.outline.reshape(self.boundingRect())
        return True

    def mark(self, mark: Mark, on: bool) -> None:
        """Highlight the tile with ``mark`` (True) or stop."""
        self.outline.mark(mark, on, self.boundingRect())

    @property
    def drawn_size(self) -> tuple[float, float]:
        """The size the picture is drawn at now, in logical pixels (scaled or not)."""
        box = self._picture.mapRectToParent(self._picture.boundingRect())
        return box.width(), box.height()

    @property
    def rendered_width(self) -> int:
        """The width in device pixels the picture was rendered at."""
        return self._picture.pixmap().width()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self._size)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Nothing of its own: the picture and the outline are child items."""

    def _get_fade(self) -> float:
        return self.opacity()

    def _set_fade(self, value: float) -> None:
        self.setOpacity(value)
        self.setScale(0.6 + 0.4 * value)

    fade = Property(float, _get_fade, _set_fade)

    def _get_shake(self) -> float:
        return self._picture.x()

    def _set_shake(self, offset: float) -> None:
        self._picture.setX(offset)
        self.outline.setX(offset)

    shake = Property(float, _get_shake, _set_shake)
    """How far the tile's picture stands aside (pixels), while it shakes."""


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
