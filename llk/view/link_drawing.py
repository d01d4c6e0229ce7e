"""How a link line looks, in one place, so the board and the help pictures draw it alike.

A link is a wide, slightly see-through white under-stroke with a narrower
coloured stroke on top, both with round caps and joins, its width a fixed
fraction of the tile width.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen

LINK_COLOUR = QColor(235, 90, 40)
"""The line of a removed pair."""
UNDER_COLOUR = QColor(255, 255, 255, 220)
"""The halo under the line, so it reads on any tile."""
WIDTH_PER_TILE = 0.12
"""Line width as a fraction of the tile width."""
UNDER_FACTOR = 1.8
"""How much wider the halo is than the line."""


def link_width(tile_width: float) -> float:
    """Width of the coloured stroke for tiles ``tile_width`` pixels wide (at least 2)."""
    return max(2.0, tile_width * WIDTH_PER_TILE)


def link_pens(tile_width: float, colour: QColor | None = None) -> list[QPen]:
    """The two pens of a link, in drawing order: white under-stroke, then the coloured line.

    ``colour`` defaults to `LINK_COLOUR`.
    """
    width = link_width(tile_width)
    pens = [QPen(UNDER_COLOUR, width * UNDER_FACTOR), QPen(colour or LINK_COLOUR, width)]
    for pen in pens:
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pens


def link_path(points: Sequence[QPointF]) -> QPainterPath:
    """A polyline through ``points`` (the centres of a path's corner points)."""
    line = QPainterPath(points[0])
    for point in points[1:]:
        line.lineTo(point)
    return line
