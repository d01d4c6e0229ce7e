"""How a board is laid out and how its highlights look, shared by the game board and
the help page's example boards so the two always draw alike."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QApplication

from llk.model import Point
from llk.view.theme import high_contrast
from llk.view.tile_art import TILE_ASPECT

RING_MARGIN = 0.5
"""Room for the ring around the board, in tiles."""

SELECTED = QColor(255, 170, 0)
"""The outline of a selected tile (and of the pair an example links)."""
HINT = QColor(40, 170, 255)
MISMATCH = QColor(230, 50, 50)
"""The outline of two tiles that do not go together."""
SAME_FACE = QColor(175, 80, 235)
"""The outline of every tile of one face, while the player looks for them."""

Mark = Literal["flash", "selected", "same_face", "hinted"]
"""The highlights a tile can have, the first that is on giving the outline its look."""
MARK_COLOURS: dict[Mark, QColor] = {
    "flash": MISMATCH,
    "selected": SELECTED,
    "same_face": SAME_FACE,
    "hinted": HINT,
}
"""``flash`` beats ``selected`` beats ``same_face`` beats ``hinted``."""
STRONG_MARKS: dict[Mark, tuple[QColor, Qt.PenStyle]] = {
    "flash": (QColor("#ff4040"), Qt.PenStyle.DashDotLine),
    "selected": (QColor("#ffff00"), Qt.PenStyle.SolidLine),
    "same_face": (QColor("#ff66ff"), Qt.PenStyle.DotLine),
    "hinted": (QColor("#00ffff"), Qt.PenStyle.DashLine),
}
"""The high-contrast marks: told apart by their line as well as their colour (a solid
selection, a dashed hint, dots for one face, dash-dots for a mismatch), each dash
outlined in black so it stands out on the white tile and on the black backdrop."""
STRONG_SHARE = 0.12
"""A high-contrast mark's width, as a part of the tile's (3 pixels at least)."""
CURSOR_SHARE = 0.03
"""One line of the high-contrast cursor's double frame, as a part of the tile's width."""


@dataclass(frozen=True)
class Geometry:
    """Where the grid sits: top-left of cell (0, 0) and tile size, in pixels."""

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


def fit(width: float, height: float, rows: int, cols: int, aspect: float = TILE_ASPECT) -> Geometry:
    """The largest whole-pixel tiles of ``aspect`` (width / height) that fit, with the
    ring margin, centred in ``width`` x ``height``."""
    tile_w = min(width / (cols + 2 * RING_MARGIN), height * aspect / (rows + 2 * RING_MARGIN))
    tile_w = max(1.0, float(int(tile_w)))
    tile_h = tile_w / aspect
    return Geometry((width - cols * tile_w) / 2, (height - rows * tile_h) / 2, tile_w, tile_h)


def room_for(
    tile_width: float, rows: int, cols: int, aspect: float = TILE_ASPECT
) -> tuple[int, int]:
    """The smallest whole-pixel area in which `fit` lays a board of ``rows`` x ``cols``
    out with tiles ``tile_width`` wide, its ring included. O(1)."""
    ring = 2 * RING_MARGIN
    return (
        math.ceil(tile_width * (cols + ring)),
        math.ceil(tile_width / aspect * (rows + ring)),
    )


def fixed(tile_width: float, aspect: float = TILE_ASPECT) -> Geometry:
    """Tiles ``tile_width`` wide with the grid placed just inside the ring margin."""
    tile_height = tile_width / aspect
    return Geometry(RING_MARGIN * tile_width, RING_MARGIN * tile_height, tile_width, tile_height)


def mark_colour(mark: Mark) -> QColor:
    """The colour ``mark`` is drawn in, in the theme applied."""
    return STRONG_MARKS[mark][0] if high_contrast() else MARK_COLOURS[mark]


def strong_width(rect: QRectF) -> float:
    """How wide a high-contrast mark is over a tile of ``rect``."""
    return max(3.0, rect.width() * STRONG_SHARE)


def _rounded(rect: QRectF, inset: float) -> QPainterPath:
    path = QPainterPath()
    radius = rect.width() * 0.12
    path.addRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
    return path


def highlight_shape(rect: QRectF, mark: Mark) -> tuple[QPainterPath, QPen, QBrush]:
    """The tinted, outlined rounded box over a tile (selection, hint, mismatch); in high
    contrast, a thick frame of `STRONG_MARKS`' line, untinted, filled in its colour and
    outlined in black."""
    if high_contrast():
        colour, style = STRONG_MARKS[mark]
        width = strong_width(rect)
        stroker = QPainterPathStroker()
        stroker.setWidth(width)
        stroker.setDashPattern(style)
        stroker.setCapStyle(Qt.PenCapStyle.FlatCap)
        frame = stroker.createStroke(_rounded(rect, width / 2))
        return frame, QPen(QColor(0, 0, 0), max(1.0, width * 0.2)), QBrush(colour)
    colour = MARK_COLOURS[mark]
    pen_width = max(2.0, rect.width() * 0.07)
    tint = QColor(colour)
    tint.setAlpha(60)
    return _rounded(rect, pen_width / 2), QPen(colour, pen_width), QBrush(tint)


def paint_highlight(painter: QPainter, rect: QRectF, mark: Mark) -> None:
    """Paint `highlight_shape` over ``rect``."""
    path, pen, brush = highlight_shape(rect, mark)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(brush)
    painter.setPen(pen)
    painter.drawPath(path)


def paint_cursor(painter: QPainter, rect: QRectF) -> None:
    """The keyboard cursor: a dashed rounded box just inside the tile; in high contrast
    a double frame (white, black, white between black), inside where a mark's frame
    goes, so a selected tile under the cursor shows both."""
    if high_contrast():
        _paint_double_frame(painter, rect)
        return
    box = rect.adjusted(1, 1, -1, -1)
    colour = QApplication.palette().color(QPalette.ColorRole.WindowText)  # reads on both themes
    painter.setPen(QPen(colour, max(1.5, rect.width() * 0.05), Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(box, box.width() * 0.12, box.width() * 0.12)


def _paint_double_frame(painter: QPainter, rect: QRectF) -> None:
    """Five bands of one line each, black and white in turn, just inside a mark's frame:
    two white lines on the black backdrop, two black ones on the white tile."""
    line = max(1.5, rect.width() * CURSOR_SHARE)
    inset = strong_width(rect) + 2.5 * line
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for colour, width in ((QColor(0, 0, 0), 5 * line), (QColor(255, 255, 255), 3 * line)):
        painter.setPen(QPen(colour, width))
        painter.drawPath(_rounded(rect, inset))
    painter.setPen(QPen(QColor(0, 0, 0), line))
    painter.drawPath(_rounded(rect, inset))
