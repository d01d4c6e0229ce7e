"""The board zoomed past fitting the window, and the scrolling that keeps in view what
the player looks at.

The scene stays laid out in pixels with no view transform: a zoom lays the board out
again with bigger tiles, rendered afresh at their size (crisp, as after a resize), on a
scene as big as the zoomed board, which the view scrolls. A point the player looks at
(under the mouse, the keyboard cursor) is held in board coordinates, in tiles, across
a zoom step, as every pixel coordinate changes with the zoom.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtWidgets import QGraphicsView

from llk.model import Point
from llk.model.records.zoom import FIT, narrower, shown_width, wider
from llk.view.board.cursor import KeyboardCursor
from llk.view.board.painting import RING_MARGIN, Geometry, fit, fixed
from llk.view.board.tiles import BoardTiles

KEPT_AROUND = 1.0
"""How many tiles around the cell followed (the cursor, the selection) stay in view,
where the view is big enough, so that the player sees where the next step goes."""
WHEEL_STEP = 120
"""A wheel's notch, in eighths of a degree: one zoom step (a touchpad sends less a time)."""


class BoardZoom(QObject):
    """How wide the player zoomed the tiles (`tile`; `FIT`: fitted), and the scrolling
    of ``view`` over the zoomed board of ``tiles``, following ``cursor``. A zoom lays
    the board out with ``relayout`` (given False: the pictures scaled) and has
    ``sharpening`` render them afresh once it rests.

    Signals:
        changed(float): the player zoomed (keys, menu, Ctrl+wheel) to tiles this wide
            (`FIT`: fitted).
    """

    changed = Signal(float)

    def __init__(
        self,
        view: QGraphicsView,
        tiles: BoardTiles,
        cursor: KeyboardCursor,
        relayout: Callable[[bool], None],
        sharpening: QTimer,
    ) -> None:
        super().__init__(view)
        self._view, self._tiles, self._cursor = view, tiles, cursor
        self._relayout, self._sharpening = relayout, sharpening
        self._turned = 0
        """What the wheel turned with Ctrl held, short of a whole `WHEEL_STEP`."""
        self.tile = FIT
        """The tile width asked for (`llk.model.records.zoom`); shown no narrower than fitted."""
        self.zoomed = False
        """The board shown bigger than the view: it scrolls."""
        self._fitted = 1.0
        """The tiles' width with the board fitted to the view, at the last layout."""

    def layout(self, width: float, height: float) -> tuple[Geometry, QRectF]:
        """Where the grid goes for a view of ``width`` x ``height`` (without scroll bars),
        and the scene's rectangle: the view's at zoom 1, else the zoomed board with its
        ring, which the view centres where it is smaller than the view. O(1)."""
        tiles = self._tiles
        fitted = fit(width, height, tiles.rows, tiles.cols, tiles.art.aspect)
        self._fitted = fitted.width
        wide = shown_width(fitted.width, self.tile)
        self.zoomed = wide > fitted.width
        if not self.zoomed:
            return fitted, QRectF(0, 0, width, height)
        grid = fixed(wide, tiles.art.aspect)
        ring = 2 * RING_MARGIN
        return grid, QRectF(
            0, 0, (tiles.cols + ring) * grid.width, (tiles.rows + ring) * grid.height
        )

    def zoom_to(self, tile: float, at: QPointF | None = None) -> None:
        """Show the tiles ``tile`` wide (`FIT`: fitted). The board point at ``at``
        (viewport pixels: the mouse's) stays where it is; without ``at``, the cell
        followed (else the middle of the view) stays, scrolled into view if it was out
        of it. Says `changed`."""
        if tile == self.tile:
            return
        point = self._looked_at() if at is None else at
        held = self.held(point)
        self.tile = tile
        self._relayout(False)
        self.put(held, point)
        self._sharpening.start()
        if at is None:
            self.keep_in_view(filter(None, (self._followed(),)))
        self.changed.emit(tile)

    def step(self, direction: int) -> None:
        """Zoom one step in (``direction`` 1) or out (-1), or back to fit (0), about
        the cell followed."""
        self.zoom_to(self.stepped(direction))

    def turn(self, eighths: int, at: QPointF) -> None:
        """The wheel turned ``eighths`` of a degree with Ctrl held, the mouse at ``at``:
        a zoom step a notch, about the mouse."""
        turned = self._turned + eighths
        steps = int(turned / WHEEL_STEP)  # towards zero: a turn back keeps its part
        self._turned = turned - steps * WHEEL_STEP
        for _ in range(abs(steps)):
            self.zoom_to(self.stepped(1 if steps > 0 else -1), at)

    def centre(self) -> None:
        """Scroll the middle of the board to the middle of the view (a new deal)."""
        if self.zoomed:
            self.put(QPointF(self._tiles.cols / 2, self._tiles.rows / 2), self.middle())

    def stepped(self, direction: int) -> float:
        """The tile width one step in (``direction`` 1) or out (-1) from the tiles shown,
        or `FIT` (0). At the top a step in stays: the zoom asked for is kept as it was
        (tiles fitted wider than `MAX_TILE` are at the top unzoomed, and their width is no
        zoom to keep). O(len(LEVELS))."""
        width = self._tiles.geometry.width
        if direction > 0:
            bigger = wider(self._fitted, width)
            return bigger if bigger > width else self.tile
        return narrower(self._fitted, width) if direction < 0 else FIT

    def scroll_policy(self) -> Qt.ScrollBarPolicy:
        """Scroll bars while zoomed (as the board needs them), never at zoom 1."""
        if self.zoomed:
            return Qt.ScrollBarPolicy.ScrollBarAsNeeded
        return Qt.ScrollBarPolicy.ScrollBarAlwaysOff

    def held(self, at: QPointF) -> QPointF:
        """The board point under ``at`` (viewport pixels), in tiles from the grid's corner."""
        geometry = self._tiles.geometry
        scene = self._view.mapToScene(at.toPoint())
        return QPointF(
            (scene.x() - geometry.left) / geometry.width,
            (scene.y() - geometry.top) / geometry.height,
        )

    def put(self, board: QPointF, at: QPointF) -> None:
        """Scroll board point ``board`` (in tiles, as `held` gives) under ``at``, as far
        as the scroll bars go."""
        geometry = self._tiles.geometry
        x = geometry.left + board.x() * geometry.width
        y = geometry.top + board.y() * geometry.height
        self._view.horizontalScrollBar().setValue(round(x - at.x()))
        self._view.verticalScrollBar().setValue(round(y - at.y()))

    def middle(self) -> QPointF:
        return QRectF(self._view.viewport().rect()).center()

    def shown_rect(self) -> QRectF:
        """The part of the scene in view."""
        view = self._view
        if not self.zoomed:
            return view.sceneRect()
        return view.mapToScene(view.viewport().rect()).boundingRect()

    def _followed(self) -> Point | None:
        """The cell the player follows: the keyboard cursor shown, else the selection."""
        return self._cursor.cell if self._cursor.shown else self._tiles.selected

    def _looked_at(self) -> QPointF:
        """Where the player looks, in viewport pixels: the cell followed, else the middle."""
        cell = self._followed()
        if cell is None:
            return self.middle()
        return self._view.mapFromScene(self._tiles.centre(cell)).toPointF()

    def keep_in_view(self, cells: Iterable[Point], around: float = KEPT_AROUND) -> None:
        """Scroll the least that shows ``cells`` with ``around`` tiles round them (less
        where the view is too small for it). O(len(cells))."""
        rects = [self._tiles.geometry.cell_rect(cell) for cell in cells]
        if not self.zoomed or not rects:
            return
        shown = rects[0]
        for rect in rects[1:]:
            shown = shown.united(rect)
        geometry, viewport = self._tiles.geometry, self._view.viewport().size()
        room_x = (viewport.width() - shown.width()) / 2
        room_y = (viewport.height() - shown.height()) / 2
        margin_x = max(0, int(min(around * geometry.width, room_x)))
        margin_y = max(0, int(min(around * geometry.height, room_y)))
        self._view.ensureVisible(shown, margin_x, margin_y)
