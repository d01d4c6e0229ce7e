"""A tiny board drawn with the game's own tiles and link line (the help page's examples).

It reuses the board's layout, highlight and link drawing, so a picture always
looks like the game. The line is the one the real link rule finds, so a picture
can never show a link the game would refuse, or miss one it would take.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from llk.model import Board, Point, find_path
from llk.model.board.path import find_route
from llk.model.records.preferences import Theme
from llk.view.board.link_drawing import UNDER_COLOUR, link_path, link_pens, link_width
from llk.view.board.painting import RING_MARGIN, Mark, fixed, paint_highlight
from llk.view.board.tile_art import TileArt

TILE_WIDTH = 34.0
"""Tile width in the pictures, in logical pixels."""
_FELTS = {
    Theme.LIGHT: (QColor("#cfe6d8"), QColor("#a9d0be"), QColor("#80b3a0")),
    Theme.DARK: (QColor("#232a3e"), QColor("#2b3448"), QColor("#5a6a9a")),
    Theme.HIGH_CONTRAST: (QColor("#000000"), QColor("#000000"), QColor("#ffffff")),
}
"""The picture's background (top, bottom, edge) per tile theme: the game's backdrop."""
_NO_COLOUR = QColor(215, 45, 45)
"""The "not allowed" badge on a pair that cannot be linked."""
_ROUTE_COLOUR = QColor(110, 110, 110)
"""The dashed line of a route the rule refuses."""
BADGE_RADIUS = 0.3
"""Radius of the "no" badge, in tile widths."""


class LinkPicture(QWidget):
    """Tiles ``a`` and ``b`` of ``board``, and the line between them.

    Painted afresh at the widget's device-pixel ratio, so it is crisp on any screen.
    A linkable pair gets the selection outline and the game's link line; a pair the
    rule refuses gets the mismatch outline, the dashed route it would need and a
    "no" badge on the turn that is one too many.
    """

    def __init__(
        self,
        art: TileArt,
        board: Board,
        pair: tuple[Point, Point],
        tile_width: float = TILE_WIDTH,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._art = art
        self.board = board
        self.pair = pair
        self.path = find_path(board, *pair)
        """The link the game would draw, or None when the pair cannot be removed."""
        self.route = self.path or find_route(board, *pair)
        """What is drawn: the link, or for a refused pair the shortest line it would need."""
        self._geometry = fixed(tile_width, art.aspect)
        self.setFixedSize(
            math.ceil((board.cols + 2 * RING_MARGIN) * tile_width),
            math.ceil((board.rows + 2 * RING_MARGIN) * tile_width / art.aspect),
        )

    @property
    def linked(self) -> bool:
        return self.path is not None

    def tile_width(self) -> float:
        return self._geometry.width

    def centre(self, point: Point) -> QPointF:
        """Where a cell's (or ring point's) centre is drawn, in widget coordinates."""
        return self._geometry.centre(point, self.board.rows, self.board.cols)

    def badge_point(self) -> Point | None:
        """For a refused pair: the corner of the third turn, where the badge sits."""
        if self.linked or self.route is None or len(self.route) < 5:
            return None
        return self.route[3]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self._paint_felt(painter)
        geometry = self._geometry
        ratio = self.devicePixelRatioF()
        for cell, face in self.board.tiles():
            painter.drawPixmap(
                geometry.cell_rect(cell).topLeft(), self._art.pixmap(face, geometry.width, ratio)
            )
        mark: Mark = "selected" if self.linked else "flash"
        for cell in self.pair:
            paint_highlight(painter, geometry.cell_rect(cell), mark)
        if self.route is not None:
            points = [self.centre(p) for p in self.route]
            if self.linked:
                for pen in link_pens(geometry.width):
                    painter.strokePath(link_path(points), pen)
            else:
                self._paint_refused(painter, points)
        painter.end()

    def _paint_felt(self, painter: QPainter) -> None:
        box = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        top, bottom, rim = _FELTS.get(self._art.theme, _FELTS[Theme.LIGHT])
        gradient = QLinearGradient(box.topLeft(), box.bottomLeft())
        gradient.setColorAt(0, top)
        gradient.setColorAt(1, bottom)
        painter.setPen(QPen(rim, 1))
        painter.setBrush(QBrush(gradient))
        radius = self._geometry.width * 0.3
        painter.drawRoundedRect(box, radius, radius)
        # Where the board ends and the ring begins.
        g = self._geometry
        edge = QRectF(g.left, g.top, self.board.cols * g.width, self.board.rows * g.height)
        painter.setPen(QPen(QColor(255, 255, 255, 170), 1, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(edge.adjusted(-2, -2, 2, 2), 4, 4)

    def _paint_refused(self, painter: QPainter, points: Sequence[QPointF]) -> None:
        width = link_width(self._geometry.width)
        line = link_path(points)
        under = QPen(UNDER_COLOUR, width * 1.4)
        dashed = QPen(_ROUTE_COLOUR, width * 0.6, Qt.PenStyle.DashLine)
        for pen in (under, dashed):
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.strokePath(line, under)
        painter.strokePath(line, dashed)
        badge = self.badge_point()
        if badge is not None:
            self._paint_badge(painter, self.centre(badge))

    def _paint_badge(self, painter: QPainter, centre: QPointF) -> None:
        radius = self._geometry.width * BADGE_RADIUS
        painter.setPen(QPen(Qt.GlobalColor.white, max(1.5, radius * 0.2)))
        painter.setBrush(_NO_COLOUR)
        painter.drawEllipse(centre, radius, radius)
        arm = radius * 0.45
        cross = QPen(Qt.GlobalColor.white, max(2.0, radius * 0.28))
        cross.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(cross)
        painter.drawLine(centre + QPointF(-arm, -arm), centre + QPointF(arm, arm))
        painter.drawLine(centre + QPointF(-arm, arm), centre + QPointF(arm, -arm))
