"""What stands on the board: a tile with its highlight, and the keyboard cursor."""

from __future__ import annotations

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

from llk.model.board.specials import TIMER
from llk.view.board.painting import MARK_COLOURS, Mark, highlight_shape, mark_colour, paint_cursor
from llk.view.board.special_art import badge_rect, paint_clock

CURSOR_Z = 4
"""The cursor is drawn above the tiles and below link lines."""


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

    def strongest(self) -> Mark | None:
        """The mark whose outline shows, or None."""
        return next((m for m in MARK_COLOURS if m in self._marks), None)

    def colour(self) -> QColor | None:
        """The outline's colour now, or None."""
        mark = self.strongest()
        return None if mark is None else mark_colour(mark)

    def reshape(self, rect: QRectF) -> None:
        """Draw the outline around ``rect`` in the look of the strongest mark, if any."""
        mark = self.strongest()
        if mark is not None:
            path, pen, brush = highlight_shape(rect, mark)
            self.setPath(path)
            self.setPen(pen)
            self.setBrush(brush)
        self.setVisible(mark is not None)


class TimerBadge(QGraphicsItem):
    """The clock badge of a timer tile, with the seconds left to link it in."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.seconds: int | None = None
        self._rect = badge_rect(1.0)
        self.hide()

    def show_seconds(self, seconds: int | None, tile_width: float) -> None:
        """Show ``seconds`` on a tile ``tile_width`` wide; None hides the badge."""
        self.prepareGeometryChange()
        self._rect = badge_rect(tile_width)
        if seconds != self.seconds:
            self.seconds = seconds
            self.update()
        self.setVisible(seconds is not None)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.seconds is not None:
            paint_clock(painter, self._rect, self.seconds)


class TileItem(QGraphicsObject):
    """A tile: its picture and, when it has one, its highlight outline.

    Both are drawn by Qt's own items (a pixmap and a path), so painting the board
    calls no Python: a search running in another thread, holding the interpreter
    lock, can never make the board stutter. ``shake`` moves the picture and outline
    sideways within the item, so a shake never fights a slide of the item itself.

    A special tile (`llk.model.board.specials`) has its ``marks``: its ice is in the picture,
    its fog a cover over it (which `fog` fades out as it lifts), its timer a badge; the
    cover and the badge are the picture's children, so they scale and shake with it.
    """

    def __init__(self, face: int, size: tuple[float, float], marks: int = 0) -> None:
        super().__init__()
        self.face = face
        """The tile's value on the board (a face, a key, a locked value)."""
        self.marks = marks
        self._size = size
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self._picture = QGraphicsPixmapItem(self)
        self._picture.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self._cover = QGraphicsPixmapItem(self._picture)
        self._cover.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self._cover.hide()
        self.badge = TimerBadge(self._picture)
        self.outline = TileOutline(self)

    @property
    def fogged(self) -> bool:
        """Whether its fog covers it (its face not drawn), even while lifting."""
        return self._cover.isVisible()

    def set_cover(self, cover: QPixmap | None) -> bool:
        """Cover the tile with ``cover`` (fog), or not (None); True when a cover shown is
        to lift: fade it out with `fog` (to 0, where it hides)."""
        if cover is not None:
            self._cover.setPixmap(cover)
            self._set_fog(1.0)
            return False
        return self._cover.isVisible()

    def show_timer(self, seconds: int | None) -> None:
        """The seconds left on its clock badge, if it is a timer tile (None: no timer)."""
        self.badge.show_seconds(seconds if self.marks & TIMER else None, self._size[0])

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

    def _get_fog(self) -> float:
        return self._cover.opacity() if self._cover.isVisible() else 0.0

    def _set_fog(self, value: float) -> None:
        self._cover.setOpacity(value)
        self._cover.setVisible(value > 0.0)

    fog = Property(float, _get_fog, _set_fog)
    """How thick its fog is: 1 covers the face, 0 shows it (the cover hidden)."""

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
