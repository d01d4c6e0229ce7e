"""The board's zoom, kept as the width of a tile the player zoomed to.

The player zooms because the tiles are too small for their eyes or their screen, so
what is remembered is how wide the tiles were made (`FIT`, 0: as fitted), one width for
every board: a big board is zoomed until its tiles are that wide, a board whose tiles
fit that wide already is shown whole. A factor remembered instead would blow a normal
board up 2.4 times after a big one was zoomed so far.

The steps are powers of `STEP` of the fitted width up to `MAX_ZOOM` times it, and never
past `MAX_TILE`: each press of Ctrl++ grows the tiles by the same proportion and Ctrl+-
goes back the way it came. Widths are whole pixels.
"""

from __future__ import annotations

import math

FIT = 0.0
"""The zoom of a new player: the whole board fitted to the window, and the smallest."""
STEP = 1.25
MAX_ZOOM = 4.0
"""The most a zoom grows the tiles, against their fitted width."""
MAX_TILE = 160.0
"""The widest a zoomed tile gets, in logical pixels: a tile 160 x 200 is a picture of 128
KB (512 KB at a device-pixel ratio of 2), so the 48 faces at that size take 6 MB (25 MB).
Tiles fitted wider than this (a small board on a 4K screen) are shown so, unzoomed."""
LEVELS: tuple[float, ...] = (
    *(STEP**k for k in range(round(math.log(MAX_ZOOM, STEP)))),
    MAX_ZOOM,
)
"""Every zoom a step lands on, against the fitted width: 1, 1.25, 1.5625 … 3.05, 4 (the
last step a little longer than the others rather than a step of 5 %)."""


def shown_width(fitted: float, tile: float) -> float:
    """The width tiles ``fitted`` wide with the board fitted are shown at, zoomed to
    ``tile`` (`FIT`, or narrower than fitted: fitted), at most `MAX_TILE` and
    `MAX_ZOOM` times fitted. O(1)."""
    return max(fitted, min(float(round(tile)), MAX_TILE, fitted * MAX_ZOOM))


def _widths(fitted: float) -> list[float]:
    return [min(float(round(fitted * level)), MAX_TILE) for level in LEVELS]


def wider(fitted: float, width: float) -> float:
    """The zoom one step in from tiles ``width`` wide (``fitted`` wide fitted): the
    next level's width, or ``width`` at the top. O(len(LEVELS))."""
    return next((each for each in _widths(fitted) if each > width), width)


def narrower(fitted: float, width: float) -> float:
    """The zoom one step out from tiles ``width`` wide: the last level's width below it,
    or `FIT` from the first step in. O(len(LEVELS))."""
    below = [each for each in _widths(fitted)[1:] if each < width and each > fitted]
    return below[-1] if below else FIT
