"""Small arrow pictures for the shift modes, drawn with QPainter at the exact size.

The arrows are read off the model's `SHIFT_RULES`: one arrow per stretch of a line
that packs, pointing the way it packs, so a new mode gets its icon for free.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QPolygonF

from llk.model.board.shifts import SHIFT_RULES, ShiftMode

_WHOLE = ((0.15, 0.85),)
_HALVES = ((0.07, 0.42), (0.58, 0.93))
"""Where each stretch's arrow lies along the line, in a unit square."""


def _arrows(mode: ShiftMode) -> list[tuple[QPointF, QPointF]]:
    """(tail, head) of each arrow in a unit square; none for a mode that moves nothing."""
    rule = SHIFT_RULES.get(mode)
    if rule is None:
        return []
    spans = _WHOLE if len(rule.toward) == 1 else _HALVES
    arrows = []
    for (low, high), toward in zip(spans, rule.toward, strict=True):
        tail, head = (high, low) if toward < 0 else (low, high)
        if rule.vertical:
            arrows.append((QPointF(0.5, tail), QPointF(0.5, head)))
        else:
            arrows.append((QPointF(tail, 0.5), QPointF(head, 0.5)))
    return arrows


def shift_icon(mode: ShiftMode, size: int, ratio: float, colour: QColor) -> QPixmap:
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
    arrows = _arrows(mode)
    if not arrows:
        painter.drawEllipse(QPointF(pixels / 2, pixels / 2), pixels * 0.12, pixels * 0.12)
    for tail, head in arrows:
        start, end = tail * pixels, head * pixels
        direction = (end - start) / max(1e-9, QPointF.dotProduct(end - start, end - start) ** 0.5)
        side = QPointF(-direction.y(), direction.x())
        length = pixels * 0.2
        painter.drawLine(start, end - direction * length * 0.6)
        painter.drawPolygon(
            QPolygonF(
                [
                    end,
                    end - direction * length + side * length * 0.6,
                    end - direction * length - side * length * 0.6,
                ]
            )
        )
    painter.end()
    pixmap.setDevicePixelRatio(ratio)
    return pixmap
