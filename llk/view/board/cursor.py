"""The keyboard cursor on the board: the cell Space picks, and its outline."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QGraphicsScene

from llk.model import Point
from llk.view.board.tile_item import CursorItem
from llk.view.board.tiles import BoardTiles

CURSOR_STEPS = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}


class KeyboardCursor:
    """A cell of ``tiles``' grid, outlined while the keyboard is in use; it wraps round
    the edges. Shown while the keys come to the board (``has_keys``), hidden while the
    mouse picks. ``moved`` is called each time it shows or moves while shown (a screen
    reader's place follows)."""

    def __init__(
        self,
        scene: QGraphicsScene,
        tiles: BoardTiles,
        moved: Callable[[], None],
        has_keys: Callable[[], bool] = lambda: True,
    ) -> None:
        self._scene = scene
        self._tiles = tiles
        self._moved = moved
        self._has_keys = has_keys
        self.cell: Point = (0, 0)
        self._item = CursorItem()
        scene.addItem(self._item)

    @property
    def shown(self) -> bool:
        return self._item.isVisible()

    def show(self, on: bool) -> None:
        appearing = on and not self.shown
        self._item.setVisible(on)
        if appearing:
            self._moved()

    def offer(self) -> None:
        """Once the event in hand is over (Qt tells readers of a new focus after the
        focus-in, which would cover the cell), show the cursor where it is, or tell its
        cell again: if the keys come to the board then and a tile shows. Asked when the
        focus comes by the keyboard, at a deal, and when a pause ends."""
        QTimer.singleShot(0, self._scene, self._offered)

    def _offered(self) -> None:
        if not self._has_keys() or not self._tiles.visible or not len(self._tiles):
            return
        if self.shown:
            self._moved()
        else:
            self.show(True)

    def step(self, key: Qt.Key) -> bool | None:
        """One cell in the direction of arrow ``key``: whether it wrapped round an edge;
        None when it did not move (the first press only shows where the cursor is)."""
        if not self.shown:
            return None
        dr, dc = CURSOR_STEPS[key]
        r, c = self.cell
        rows, cols = self._tiles.rows, self._tiles.cols
        self.move(((r + dr) % rows, (c + dc) % cols))
        return not (0 <= r + dr < rows and 0 <= c + dc < cols)

    def move(self, cell: Point) -> None:
        self.cell = cell
        self.place()
        if self.shown:
            self._moved()

    def place(self) -> None:
        """Stand over the cell again (a new layout), kept inside a new board's grid."""
        r, c = self.cell
        self.cell = (min(r, self._tiles.rows - 1), min(c, self._tiles.cols - 1))
        self._item.place(self._tiles.geometry.cell_rect(self.cell))
