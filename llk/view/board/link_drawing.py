"""How a link line looks, in one place, so the board and the help pictures draw it alike.

A link is a wide, slightly see-through white under-stroke with a narrower
coloured stroke on top, both with round caps and joins, its width a fixed
fraction of the tile width.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen

from llk.view.theme import high_contrast

LINK_COLOUR = QColor(235, 90, 40)
"""The line of a removed pair."""
UNDER_COLOUR = QColor(255, 255, 255, 220)
"""The halo under the line, so it reads on any tile."""
WIDTH_PER_TILE = 0.12
"""Line width as a fraction of the tile width."""
UNDER_FACTOR = 1.8
"""How much wider the halo is than the line."""
STRONG_LINK = QColor("#00ff00")
"""The line in high contrast: bright green over a black halo, half as wide again, so it
reads on the white tiles and the black backdrop and is no mark's colour."""
STRONG_UNDER = QColor(0, 0, 0)
STRONG_FACTOR = 1.5


def link_width(tile_width: float) -> float:
    """Width of the coloured stroke for tiles ``tile_width`` pixels wide (at least 2;
    in high contrast `STRONG_FACTOR` wider, at least 3)."""
    if high_contrast():
        return max(3.0, tile_width * WIDTH_PER_TILE * STRONG_FACTOR)
    return max(2.0, tile_width * WIDTH_PER_TILE)


def link_pens(tile_width: float, colour: QColor | None = None) -> list[QPen]:
    """The two pens of a link, in drawing order: white under-stroke, then the coloured line.

    ``colour`` defaults to `LINK_COLOUR` (`STRONG_LINK` in high contrast, over a black
    under-stroke).
    """
    width = link_width(tile_width)
    strong = high_contrast()
    under = STRONG_UNDER if strong else UNDER_COLOUR
    line = colour or (STRONG_LINK if strong else LINK_COLOUR)
    pens = [QPen(under, width * UNDER_FACTOR), QPen(line, width)]
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
