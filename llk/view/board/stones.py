"""The stones on the player's board: a map's, standing for good, and those a race's
blocks leave in empty cells for a while (one look for both: a rock block filling its
cell), and the frost of a freeze, a blue veil over the whole grid."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsRectItem, QGraphicsScene

from llk.model.board.grid import Point
from llk.view.board.special_art import paint_stone
from llk.view.board.tiles import BoardTiles

STONE_Z = 5
"""Above the tiles' cells, below the link line and the floating points."""
FROST = QColor(120, 190, 255, 70)


def stone_picture(width: float, height: float, ratio: float) -> QPixmap:
    """A stone's rock block for a cell of ``width`` x ``height`` logical pixels, rendered
    at its device pixels: a pixmap, so painting the board calls no Python (see
    `TileItem`)."""
    image = QImage(
        max(1, round(width * ratio)),
        max(1, round(height * ratio)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_stone(painter, QRectF(image.rect()))
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


class BoardStones:
    """One rock block per stone, the map's (``fixed``) and the race's, laid out with the
    tiles."""

    def __init__(self, scene: QGraphicsScene, tiles: BoardTiles) -> None:
        self._scene = scene
        self._tiles = tiles
        self._items: dict[Point, QGraphicsPixmapItem] = {}
        self._ratio = 1.0
        self._picture = QPixmap()
        self._picture_key: tuple[float, float, float] = (0.0, 0.0, 0.0)
        """The cell size and ratio the picture was drawn for."""
        self._fixed: frozenset[Point] = frozenset()
        self._placed: frozenset[Point] = frozenset()
        self.frost = QGraphicsRectItem()
        self.frost.setBrush(FROST)
        self.frost.setPen(QPen(Qt.PenStyle.NoPen))
        self.frost.setZValue(STONE_Z)
        self.frost.hide()
        scene.addItem(self.frost)

    def cells(self) -> list[Point]:
        """Every cell a stone stands on, the map's and the race's."""
        return sorted(self._items)

    def show(self, cells: frozenset[Point]) -> None:
        """The race's stones on exactly ``cells``. O(stones)."""
        self._placed = cells
        self._draw()

    def show_fixed(self, cells: frozenset[Point]) -> None:
        """The map's stones on exactly ``cells`` (a new board, a mirrored one)."""
        if cells != self._fixed:
            self._fixed = cells
            self._draw()

    def freeze(self, on: bool) -> None:
        """Veil the grid while no pair can go."""
        self.frost.setVisible(on)
        self.place()

    def place(self, ratio: float | None = None) -> None:
        """Fit each stone to its cell, and the frost to the grid, after a layout (at the
        device pixel ``ratio``, when it is said). One picture for every stone."""
        self._ratio = ratio or self._ratio
        geometry = self._tiles.geometry
        rows, cols = self._tiles.rows, self._tiles.cols
        first, last = geometry.cell_rect((0, 0)), geometry.cell_rect((rows - 1, cols - 1))
        self.frost.setRect(first.united(last))
        key = (geometry.width, geometry.height, self._ratio)
        if self._items and key != self._picture_key:
            self._picture, self._picture_key = stone_picture(*key), key
        for cell, item in self._items.items():
            item.setPixmap(self._picture)
            item.setPos(geometry.cell_rect(cell).topLeft())

    def _draw(self) -> None:
        """A block on each stone's cell, none elsewhere. O(stones)."""
        cells = self._fixed | self._placed
        for cell in set(self._items) - cells:
            self._scene.removeItem(self._items.pop(cell))
        for cell in cells - set(self._items):
            item = self._items[cell] = QGraphicsPixmapItem()
            item.setZValue(STONE_Z)
            self._scene.addItem(item)
        self.place()
