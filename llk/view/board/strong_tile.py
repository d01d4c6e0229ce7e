"""The high-contrast tile: a white body inside a solid black edge, drawn with QPainter
so the edge has a width of its own in device pixels (an SVG's stroke would thin out
to nothing on small tiles). Two tiles side by side are parted by two edges; the white
body stands out 21:1 from the black backdrop."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

EDGE_SHARE = 0.06
"""The edge's width, as a part of the tile's."""
MIN_EDGE_PX = 2
"""The edge is never thinner, in device pixels: clear on the smallest board, on HiDPI too."""
BODY = QColor("#ffffff")
EDGE = QColor("#000000")
FACE_AREA = (8 / 80, 12 / 100, 64 / 80, 64 / 100)
"""Where a face goes, as parts of the tile's width and height: centred (the tile has no
thickness strip), clear of the edge."""


def edge_width(pixels: float) -> int:
    """The edge's width in device pixels on a tile ``pixels`` device pixels wide."""
    return max(MIN_EDGE_PX, round(pixels * EDGE_SHARE))


def _rounded(tile: QRectF, inset: float) -> QPainterPath:
    path = QPainterPath()
    radius = tile.width() * 0.1
    path.addRoundedRect(tile.adjusted(inset, inset, -inset, -inset), radius, radius)
    return path


def paint_body(painter: QPainter, tile: QRectF) -> QRectF:
    """The tile's body over ``tile`` (device pixels); where its face goes."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(BODY)  # within the edge, so no white blurs the edge's rounded corners
    painter.drawPath(_rounded(tile, edge_width(tile.width()) / 2))
    painter.restore()
    paint_edge(painter, tile)
    x, y, w, h = FACE_AREA
    width, height = tile.width(), tile.height()
    return QRectF(tile.x() + x * width, tile.y() + y * height, w * width, h * height)


def paint_edge(painter: QPainter, tile: QRectF) -> None:
    """The black edge alone, over whatever the tile shows (its fog, its ice, a tile set's
    own body): the band between the tile's outline and `edge_width` inside it."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(EDGE)
    band = _rounded(tile, 0).subtracted(_rounded(tile, edge_width(tile.width())))
    painter.drawPath(band)
    painter.restore()
