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
    QPen,
)

from llk.model import Point
from llk.model.records.preferences import Theme
from llk.view.board.tile_art import TILE_ASPECT
from llk.view.theme import applied, high_contrast

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
STRONG_COLOURS: dict[Mark, QColor] = {
    "flash": QColor("#ff4040"),
    "selected": QColor("#ffff00"),
    "same_face": QColor("#ff66ff"),
    "hinted": QColor("#00ffff"),
}
"""The high-contrast marks' colours: pure, on the white tile and the black backdrop."""
MARK_LINES: dict[Mark, Qt.PenStyle] = {
    "flash": Qt.PenStyle.DashDotLine,
    "selected": Qt.PenStyle.SolidLine,
    "same_face": Qt.PenStyle.DotLine,
    "hinted": Qt.PenStyle.DashLine,
}
"""Each mark's line in every theme, so that its form tells it, not only its colour (under
tritanopia the selection's orange and the mismatch's red are one colour): a solid
selection, a dashed hint, dots for one face, dash-dots for a mismatch."""
RIM_SHARE = 0.25
"""The outline's width, as a part of the mark's (2 pixels at least: a pixel each side)."""
MARK_SHARE = 0.12
"""A mark's width, as a part of the tile's (3 pixels at least): wide enough to cover the
rim the light and dark tiles draw just inside their edge, so the mark's outline meets
the tile's face."""
CURSOR_SHARE = 0.03
"""One line of the cursor's double frame, as a part of the tile's width."""
CURSOR_LINE = 2.0
"""The thinnest a line of the cursor's double frame is, in logical pixels."""


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
    return (STRONG_COLOURS if high_contrast() else MARK_COLOURS)[mark]


def rim_colour() -> QColor:
    """The outline of every dash of a mark, in the theme applied: black on the light and
    the white tiles (16.2:1 and 21:1 at worst), white on the dark one (3.9:1 at worst,
    where black was 2.8:1 beside the shade at the tile's foot). The marks' colours alone
    read at 1.0 to 1.9:1 against the tiles (``python -m tools.mark_contrast``)."""
    return QColor(255, 255, 255) if applied() is Theme.DARK else QColor(0, 0, 0)


def mark_width(rect: QRectF) -> float:
    """How wide a mark is over a tile of ``rect``."""
    return max(3.0, rect.width() * MARK_SHARE)


def _rounded(rect: QRectF, inset: float) -> QPainterPath:
    path = QPainterPath()
    radius = rect.width() * 0.12
    path.addRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
    return path


def highlight_shape(rect: QRectF, mark: Mark) -> tuple[QPainterPath, QPen, QBrush]:
    """A mark over a tile (selection, hint, mismatch, one face): a frame just inside the
    tile in `MARK_LINES`' line, filled in its colour and outlined in `rim_colour`. O(length
    of the outline)."""
    width = mark_width(rect)
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setDashPattern(MARK_LINES[mark])
    stroker.setCapStyle(Qt.PenCapStyle.FlatCap)
    frame = stroker.createStroke(_rounded(rect, width / 2)).simplified()  # no seams to outline
    rim = QPen(rim_colour(), max(2.0, width * RIM_SHARE))
    return frame, rim, QBrush(mark_colour(mark))


def paint_highlight(painter: QPainter, rect: QRectF, mark: Mark) -> None:
    """Paint `highlight_shape` over ``rect``."""
    path, pen, brush = highlight_shape(rect, mark)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(brush)
    painter.setPen(pen)
    painter.drawPath(path)


def paint_cursor(painter: QPainter, rect: QRectF) -> None:
    """The keyboard cursor, in every theme: a double frame inside where a mark's frame
    goes, so a selected tile under the cursor shows both, and no mark's line is taken
    for it. Three bands of one line each, black, white, black: two black lines on a
    light tile, a white one between them on a dark tile or the backdrop; each line
    `CURSOR_LINE` pixels or more (WCAG 2.4.13 asks a focus indicator as big as a 2 px
    perimeter). Five bands, as high contrast had, hid most of a small tile's face."""
    line = max(CURSOR_LINE, rect.width() * CURSOR_SHARE)
    frame = _rounded(rect, mark_width(rect) + 1.5 * line)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(0, 0, 0), 3 * line))
    painter.drawPath(frame)
    painter.setPen(QPen(QColor(255, 255, 255), line))
    painter.drawPath(frame)
