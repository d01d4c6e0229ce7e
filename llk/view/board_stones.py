"""The stones a race's blocks stand on the player's board: grey blocks in empty cells."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from llk.model.board import Point
from llk.view.board_tiles import BoardTiles

STONE_Z = 5
"""Above the tiles' cells, below the link line and the floating points."""


class BoardStones:
    """One grey block per stone, laid out with the tiles."""

    def __init__(self, scene: QGraphicsScene, tiles: BoardTiles) -> None:
        self._scene = scene
        self._tiles = tiles
        self._items: dict[Point, QGraphicsRectItem] = {}

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

    def place(self) -> None:
        """Fit each stone to its cell, after a layout."""
        geometry = self._tiles.geometry
        for cell, item in self._items.items():
            rect = geometry.cell_rect(cell)
            inset = min(rect.width(), rect.height()) * 0.08
            item.setRect(QRectF(rect).adjusted(inset, inset, -inset, -inset))
