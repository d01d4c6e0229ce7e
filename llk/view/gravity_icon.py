"""Small arrow pictures for the shift modes, drawn with QPainter at the exact size."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QPolygonF

_ARROWS: dict[str, tuple[tuple[float, float, float, float], ...]] = {
    # Each arrow: from (x, y) to (x, y) in a unit square; the head is at the end.
    "down": ((0.5, 0.15, 0.5, 0.85),),
    "up": ((0.5, 0.85, 0.5, 0.15),),
    "left": ((0.85, 0.5, 0.15, 0.5),),
    "right": ((0.15, 0.5, 0.85, 0.5),),
    "split-x": ((0.42, 0.5, 0.08, 0.5), (0.58, 0.5, 0.92, 0.5)),
    "split-y": ((0.5, 0.42, 0.5, 0.08), (0.5, 0.58, 0.5, 0.92)),
    "center-x": ((0.05, 0.5, 0.4, 0.5), (0.95, 0.5, 0.6, 0.5)),
    "center-y": ((0.5, 0.05, 0.5, 0.4), (0.5, 0.95, 0.5, 0.6)),
}


def gravity_icon(gravity: str, size: int, ratio: float, colour: QColor) -> QPixmap:
    """Arrows showing where the tiles slide (a dot for ``none``), ``size`` logical pixels."""
    pixels = max(1, round(size * ratio))
    pixmap = QPixmap(pixels, pixels)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(colour, max(1.5, pixels * 0.1))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(colour)
    arrows = _ARROWS.get(gravity)
    if arrows is None:
        painter.drawEllipse(QPointF(pixels / 2, pixels / 2), pixels * 0.12, pixels * 0.12)
    for x1, y1, x2, y2 in arrows or ():
        start, end = QPointF(x1 * pixels, y1 * pixels), QPointF(x2 * pixels, y2 * pixels)
        direction = (end - start) / max(1e-9, (abs(x2 - x1) + abs(y2 - y1)) * pixels)
        side = QPointF(-direction.y(), direction.x())
        head = pixels * 0.2
        painter.drawLine(start, end - direction * head * 0.6)
        painter.drawPolygon(
            QPolygonF(
                [
                    end,
                    end - direction * head + side * head * 0.6,
                    end - direction * head - side * head * 0.6,
                ]
            )
        )
    painter.end()
    pixmap.setDevicePixelRatio(ratio)
    return pixmap
