"""How well a tile's marks (selection, hint, mismatch, one face) read against the tile,
and whether their form alone tells them apart: for ``tests/view/test_mark_contrast.py``
and, run as a script, the table of figures (``python -m tools.mark_contrast``).

**Pictures.** A tile is drawn as the game draws it, by `TileArt` in the theme applied
(80 px wide unless told), on the theme's window colour, and the mark over it by
`paint_highlight`, the painting of the board's outline item and of the help's pictures;
the mark is drawn alone too, on nothing, to tell which pixels it covers (its *ink*: the
opaque ones).

**Views.** Normal vision, grey and Machado's protan, deutan and tritan simulations
(`tools.face_likeness`: linear light, severity 1.0). WCAG contrast is a ratio of
relative luminances, so normal vision and grey give the same figure; both are listed.

**Crossings.** The tile's outline is walked one pixel at a time (its rounded corners
too); at each step a crossing goes straight in from the edge, ``DEPTH`` of the tile's
width deep. A crossing on the mark's ink has the highest WCAG contrast, in the view,
of the ink's pixels on it with the tile just inside them: the first pixel past them
that the mark leaves untouched (WCAG 1.4.11: against the adjacent colour).

**Figures.** A mark's contrast is the lowest of the crossings within its ink (so a
dashed mark is judged by its dashes, not its gaps): crossings on the ink whose
neighbours are on it too (not a dash's soft end), on the tile's sides (``CORNER`` from
its corners, where a crossing runs along the pattern). WCAG 1.4.11 asks 3:1. Its
*form* is the runs of crossings on its ink round the outline, in mark widths, which no
colour enters: one unbroken ring (solid), long runs (dashes), short ones (dots), or both
(dash-dots).

Cost: per mark and view O(perimeter x depth) pixels, some 5,000 on a tile 80 px wide.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Iterator, Sequence
from typing import Literal, NamedTuple

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPalette, QPixmap
from PySide6.QtWidgets import QApplication

from llk.model.records.preferences import Theme
from llk.view.board.painting import MARK_COLOURS, Mark, mark_width, paint_highlight
from llk.view.board.tile_art import TileArt
from llk.view.theme import apply
from tools.face_likeness import LINEAR, REC709, VIEWS, View, simulate

TILE_WIDTH = 80
DEPTH = 0.2
"""How far in a crossing goes, as a part of the tile's width: past any mark's frame."""
WCAG_NON_TEXT = 3.0
DOT = 1.8
"""A run of the form no longer than this many mark widths is a dot (Qt's is 1)."""
DASH = 2.8
"""A run at least this many mark widths long is a dash (Qt's is 4)."""
PIECE = 0.8
"""A run shorter than this many mark widths is a piece of a dash cut by a corner (where
a crossing runs along the pattern), not part of the form."""
CORNER = 0.2
"""How far from a corner, as a part of the tile's width, its sides are measured: past the
rounded corners of the tile and of its marks."""
NORMAL = View("normal", None)
"""Normal vision: WCAG's own luminance (the same figure as grey)."""
Form = Literal["solid", "dashes", "dots", "dash-dots", "other"]
THEMES = (Theme.LIGHT, Theme.DARK, Theme.HIGH_CONTRAST)
RGB = tuple[float, float, float]


def luminance(rgb: RGB, view: View) -> float:
    """The relative luminance of linear ``rgb`` as seen in ``view``."""
    seen = rgb if view is NORMAL else simulate(rgb, view)
    return REC709[0] * seen[0] + REC709[1] * seen[1] + REC709[2] * seen[2]


def wcag_ratio(a: float, b: float) -> float:
    """WCAG's contrast ratio of two relative luminances."""
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


class Crossing(NamedTuple):
    """A crossing's contrast, whether it meets the mark's ink, and whether it starts on a
    straight side of the tile."""

    contrast: float
    on_ink: bool
    straight: bool


class MarkedTile:
    """A tile ``width`` pixels wide in the theme applied with ``mark`` over it, and the
    mark alone."""

    def __init__(self, art: TileArt, mark: Mark, width: int = TILE_WIDTH) -> None:
        tile = art.pixmap(1, width, 1.0)
        self.rect = QRectF(0, 0, tile.width(), tile.height())
        window = QApplication.palette().color(QPalette.ColorRole.Window)
        self.marked = self._painted(tile, window, mark)
        self.ink = self._painted(None, QColor(0, 0, 0, 0), mark)
        self._crossings = list(self.crossings())

    def _painted(self, tile: QPixmap | None, fill: QColor, mark: Mark) -> QImage:
        image = QImage(int(self.rect.width()), int(self.rect.height()), QImage.Format.Format_ARGB32)
        image.fill(fill)
        painter = QPainter(image)
        if tile is not None:
            painter.drawPixmap(0, 0, tile)
        paint_highlight(painter, self.rect, mark)
        painter.end()
        return image

    def crossings(self) -> Iterator[tuple[list[tuple[int, int]], bool]]:
        """The pixels of each crossing, going round the tile's outline one pixel a step,
        and whether it starts on a side (not by a corner)."""
        outline = QPainterPath()
        edge = self.rect.adjusted(0.5, 0.5, -0.5, -0.5)
        outline.addRoundedRect(edge, edge.width() * 0.1, edge.width() * 0.1)
        depth = int(DEPTH * self.rect.width())
        for step in range(int(outline.length())):
            share = outline.percentAtLength(step)
            start = outline.pointAtPercent(share)
            angle = math.radians(outline.angleAtPercent(share))
            inward = QPointF(math.sin(angle), math.cos(angle))  # the path runs clockwise, y down
            straight = self._on_a_side(start)
            yield [self._pixel(start + inward * along) for along in range(depth)], straight

    def _on_a_side(self, point: QPointF) -> bool:
        """Whether ``point`` of the outline is on a side, `CORNER` from either end."""
        clear = CORNER * self.rect.width()
        across = clear <= point.x() <= self.rect.width() - clear
        down = clear <= point.y() <= self.rect.height() - clear
        return across or down

    def _pixel(self, point: QPointF) -> tuple[int, int]:
        x = min(max(round(point.x() - 0.5), 0), int(self.rect.width()) - 1)
        y = min(max(round(point.y() - 0.5), 0), int(self.rect.height()) - 1)
        return x, y

    def contrasts(self, view: View) -> list[Crossing]:
        """Each crossing's contrast in ``view``: the highest contrast of the mark's opaque
        pixels on it with the tile just inside them (the first pixel past them the mark
        leaves untouched), as shown."""
        found = []
        for crossing, straight in self._crossings:
            on_ink = [p for p in crossing if self._alpha(p) == 255]
            if not on_ink:
                found.append(Crossing(1.0, False, straight))
                continue
            past = crossing[crossing.index(on_ink[-1]) :]
            inside = next((p for p in past if self._alpha(p) == 0), past[-1])
            tile = luminance(self._colour(inside), view)
            contrast = max(wcag_ratio(luminance(self._colour(p), view), tile) for p in on_ink)
            found.append(Crossing(contrast, True, straight))
        return found

    def _alpha(self, pixel: tuple[int, int]) -> int:
        return self.ink.pixelColor(*pixel).alpha()

    def _colour(self, pixel: tuple[int, int]) -> RGB:
        """The marked tile's colour at ``pixel``, in linear light."""
        colour = self.marked.pixelColor(*pixel)
        return LINEAR[colour.red()], LINEAR[colour.green()], LINEAR[colour.blue()]


def mark_contrast(contrasts: Sequence[Crossing]) -> float:
    """The lowest contrast of the crossings of the sides (not the corners) within the
    mark's ink: on it, and their neighbours both sides too (not a dash's soft end)."""
    within = [
        here.contrast
        for before, here, after in zip(
            [contrasts[-1], *contrasts[:-1]], contrasts, [*contrasts[1:], contrasts[0]], strict=True
        )
        if here.straight and before.on_ink and here.on_ink and after.on_ink
    ]
    return min(within)


def runs(seen: Sequence[bool]) -> list[int]:
    """The lengths of the runs of True round the cyclic ``seen``; [len] when all True."""
    if all(seen):
        return [len(seen)]
    first_gap = seen.index(False)
    turned = [*seen[first_gap:], *seen[:first_gap]]  # no run broken by the wrap
    found, length = [], 0
    for on in [*turned, False]:
        if on:
            length += 1
        elif length:
            found.append(length)
            length = 0
    return found


def form(contrasts: Sequence[Crossing], width: float) -> Form:
    """The form of a mark ``width`` wide: the runs of its ink round the outline, in mark
    widths (see the module's docstring); a run or two cut short where the pattern ends
    and starts again are forgiven."""
    seen = [c.on_ink for c in contrasts]
    lengths = [n / width for n in runs(seen) if n >= PIECE * width]
    if lengths == [len(seen) / width]:
        return "solid"
    short = sum(1 for n in lengths if n <= DOT)
    long = sum(1 for n in lengths if n >= DASH)
    if len(lengths) < 4 or short + long < len(lengths) - 2:
        return "other"
    if min(short, long) >= len(lengths) // 4:
        return "dash-dots"
    return "dashes" if long > short else "dots"


def table(art: TileArt, width: int = TILE_WIDTH) -> Iterator[tuple[str, str, str, float, Form]]:
    """Each theme, mark and view's contrast and form on tiles ``width`` wide (applies
    each theme in turn)."""
    for theme in THEMES:
        apply(theme)
        art.theme = theme
        for mark in MARK_COLOURS:
            tile = MarkedTile(art, mark, width)
            for view in (NORMAL, *VIEWS):
                contrasts = tile.contrasts(view)
                shape = form(contrasts, mark_width(tile.rect))
                yield theme.value, mark, view.name, mark_contrast(contrasts), shape


def main() -> None:
    """Print the table, one line a theme and mark: contrast (form) in each view; the
    tile's width may be given (80 px by default)."""
    application = QApplication.instance() or QApplication([])
    width = int(sys.argv[1]) if len(sys.argv) > 1 else TILE_WIDTH
    rows: dict[tuple[str, str], list[str]] = {}
    for theme, mark, _view, contrast, shape in table(TileArt(), width):
        rows.setdefault((theme, mark), []).append(f"{contrast:5.2f} {shape:9}")
    names = "  ".join(f"{view.name:15}" for view in (NORMAL, *VIEWS))
    print(f"{'theme':9} {'mark':10} {names}")
    for (theme, mark), cells in rows.items():
        print(f"{theme:9} {mark:10} " + "  ".join(cells))
    del application  # it had to live until the table was drawn


if __name__ == "__main__":
    main()
