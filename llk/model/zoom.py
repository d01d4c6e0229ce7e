"""The board's zoom: how many times bigger than fitting the window the tiles are shown.

Zoom 1 (`FIT`) is the whole board fitted to the window, and no zoom goes below it. The
steps are powers of `STEP` up to `MAX_ZOOM`, so that each press of Ctrl++ grows the
tiles by the same proportion and Ctrl+- goes back the way it came.
"""

from __future__ import annotations

import math

FIT = 1.0
"""The whole board in the window: the zoom of a new player, and the smallest."""
STEP = 1.25
MAX_ZOOM = 4.0
LEVELS: tuple[float, ...] = (
    *(STEP**k for k in range(round(math.log(MAX_ZOOM, STEP)))),
    MAX_ZOOM,
)
"""Every zoom a step lands on: 1, 1.25, 1.5625 … 3.05, 4 (the last step a little
longer than the others rather than a step of 5 %)."""
_CLOSE = 1e-6
"""Zooms nearer than this are the same level (a zoom read back from a file)."""


def zoomed_in(zoom: float, top: float = MAX_ZOOM) -> float:
    """The next level above ``zoom``, at most ``top`` (the zoom at which the tiles reach
    their largest size); ``zoom`` itself when it is at ``top`` already. O(len(LEVELS))."""
    above = next((level for level in LEVELS if level > zoom + _CLOSE), MAX_ZOOM)
    return max(zoom, min(above, top, MAX_ZOOM))


def zoomed_out(zoom: float) -> float:
    """The next level below ``zoom``, never below `FIT`. O(len(LEVELS))."""
    below = [level for level in LEVELS if level < zoom - _CLOSE]
    return below[-1] if below else FIT


def tile_width(fitted: float, zoom: float, cap: float) -> float:
    """The width of a tile ``zoom`` times ``fitted`` (its width with the board fitted),
    in whole pixels and at most ``cap``, but never narrower than ``fitted``. O(1)."""
    return max(fitted, min(float(round(fitted * zoom)), cap))


def top_zoom(fitted: float, cap: float) -> float:
    """The largest zoom that shows tiles ``fitted`` wide at zoom 1 at most ``cap`` wide
    (at least `FIT`, at most `MAX_ZOOM`). O(1)."""
    return max(FIT, min(MAX_ZOOM, cap / max(fitted, 1.0)))
