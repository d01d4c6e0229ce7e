"""What a race's props leave on the player's board: the stones of blocks, grey blocks in
empty cells, and the frost of a freeze, a blue veil over the whole grid."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from llk.model.board import Point
from llk.view.board_tiles import BoardTiles

STONE_Z = 5
"""Above the tiles' cells, below the link line and the floating points."""
FROST = QColor(120, 190, 255, 70)


class BoardStones:
    """One grey block per stone, laid out with the tiles."""

    def __init__(self, scene: QGraphicsScene, tiles: BoardTiles) -> None:
        self._scene = scene
        self._tiles = tiles
        self._items: dict[Point, QGraphicsRectItem] = {}
        self.frost = QGraphicsRectItem()
        self.frost.setBrush(FROST)
        self.frost.setPen(QPen(Qt.PenStyle.NoPen))
        self.frost.setZValue(STONE_Z)
        self.frost.hide()
        scene.addItem(self.frost)

    def cells(self) -> list[Point]:
        return sorted(self._items)

    def show(self, cells: frozenset[Point]) -> None:
        """Stones on exactly ``cells``. O(stones)."""
        for cell in set(self._items) - cells:
            self._scene.removeItem(self._items.pop(cell))
        for cell in cells - set(self._items):
            item = QGraphicsRectItem()
            item.setBrush(QBrush(QColor("#6b6f76"), Qt.BrushStyle.Dense2Pattern))
            item.setPen(QPen(QColor("#3a3d42"), 2))
            item.setZValue(STONE_Z)
            self._scene.addItem(item)
            self._items[cell] = item
        self.place()

    def freeze(self, on: bool) -> None:
        """Veil the grid while no pair can go."""
        self.frost.setVisible(on)
        self.place()

    def place(self) -> None:
        """Fit each stone to its cell, and the frost to the grid, after a layout."""
        geometry = self._tiles.geometry
        rows, cols = self._tiles.rows, self._tiles.cols
        first, last = geometry.cell_rect((0, 0)), geometry.cell_rect((rows - 1, cols - 1))
        self.frost.setRect(first.united(last))
        for cell, item in self._items.items():
            rect = geometry.cell_rect(cell)
            inset = min(rect.width(), rect.height()) * 0.08
            item.setRect(QRectF(rect).adjusted(inset, inset, -inset, -inset))
