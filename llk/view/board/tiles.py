"""The tiles on the board's scene, by cell, laid out on the board's grid, with their
highlights: what the board view draws on, and what its animations move."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from llk.model import Board, Point
from llk.model.board.specials import FOG
from llk.view.board.painting import Geometry, Mark, fit
from llk.view.board.tile_art import TileArt
from llk.view.board.tile_item import TileItem

Slides = list[tuple[TileItem, QPointF]]
"""Tiles that took new cells, each with where its new cell stands (to slide it there)."""


class BoardTiles:
    """The tile shown in each cell of a ``rows`` x ``cols`` grid laid out by `geometry`."""

    def __init__(self, scene: QGraphicsScene, art: TileArt) -> None:
        self._scene = scene
        self.art = art
        self.rows, self.cols = 1, 1
        self.geometry = fit(1, 1, 1, 1)
        self.visible = True
        """False while the game is paused: the tiles are hidden, new ones too."""
        self._tiles: dict[Point, TileItem] = {}
        self.selected: Point | None = None
        self._hinted: tuple[Point, ...] = ()
        self.timer_s: int | None = None
        """The seconds the timer tiles' badges show (None: no timer running)."""

    def reset(self, rows: int, cols: int) -> None:
        """Take every tile off, for a board of ``rows`` x ``cols``."""
        for item in self._tiles.values():
            self._scene.removeItem(item)
        self._tiles = {}
        self.rows, self.cols = rows, cols

    def update(self, board: Board, ratio: float) -> list[TileItem]:
        """Show ``board``, of the shape shown, changing only the cells that differ: a
        tile whose value or marks changed (undo, a lock opened, ice cracked, fog lifted)
        is drawn afresh where it stands, so one sliding goes on sliding; a cell emptied
        loses its tile, a cell filled gets a new one. Drawing all 600 tiles of 20x30
        afresh made an undo cost 4 to 6 times a move. Returns the tiles whose fog is to
        lift (fade it, `TileItem.fog`). Cost: O(rows * cols) comparisons, plus one
        picture per cell that changed."""
        faces, marks = dict(board.tiles()), dict(board.marked())
        for cell in [cell for cell in self._tiles if cell not in faces]:
            self._scene.removeItem(self._tiles.pop(cell))
        lifting = []
        for cell, face in faces.items():
            item = self._tiles.get(cell)
            if item is None:
                item = self._tiles[cell] = TileItem(face, (1, 1), marks.get(cell, 0))
                item.setVisible(self.visible)
                item.setPos(self.geometry.cell_rect(cell).topLeft())
                self._scene.addItem(item)
            elif (item.face, item.marks) == (face, marks.get(cell, 0)):
                continue
            item.face, item.marks = face, marks.get(cell, 0)
            if self._draw(item, ratio):
                lifting.append(item)
        return lifting

    def show_timer(self, seconds: int | None) -> None:
        """The seconds left on the timer tiles' badges (None: the badges go)."""
        if seconds != self.timer_s:
            self.timer_s = seconds
            for item in self._tiles.values():
                item.show_timer(seconds)

    def lay_out(self, geometry: Geometry, ratio: float, sharp: bool) -> None:
        """Lay the grid out by ``geometry`` (`BoardZoom.layout`), each tile rendered afresh
        at its size (``sharp``) or its picture scaled. Cost: one SVG render per face and
        size not seen yet."""
        self.geometry = geometry
        size = (self.geometry.width, self.geometry.height)
        for cell, item in self._tiles.items():
            if sharp or not item.stretch(size):
                self._draw(item, ratio)
            item.setPos(self.geometry.cell_rect(cell).topLeft())

    def show(self, visible: bool) -> None:
        self.visible = visible
        for item in self._tiles.values():
            item.setVisible(visible)

    def select(self, cell: Point | None) -> None:
        self._outline("selected", (self.selected,), (cell,))
        self.selected = cell

    def hint(self, cells: tuple[Point, ...]) -> None:
        self._outline("hinted", self._hinted, cells)
        self._hinted = cells

    def same_faces(self, cell: Point | None) -> None:
        """Outline every tile of the face at ``cell`` (None, an empty cell, or while
        hidden: none)."""
        item = self._tiles.get(cell) if cell is not None and self.visible else None
        face = item.face if item is not None else None
        for each in self._tiles.values():
            each.mark("same_face", each.face == face)

    def same_face_cells(self) -> list[Point]:
        """The cells outlined by `same_faces` now."""
        tiles = self._tiles.items()
        return sorted(cell for cell, item in tiles if item.outline.marked("same_face"))

    def take(self, cell: Point) -> TileItem | None:
        """The tile of ``cell``, taken off the grid (not off the scene: it fades out)."""
        item = self._tiles.pop(cell, None)
        if item is not None:
            item.mark("selected", False)
        return item

    def shift(self, moves: Sequence[tuple[Point, Point]]) -> Slides:
        """Move the tiles of ``moves`` (from, to) to their new cells."""
        sliding = {source: self._tiles.pop(source) for source, _ in moves}
        for source, target in moves:
            self._tiles[target] = sliding[source]
        corner = self.geometry.cell_rect
        return [(sliding[source], corner(target).topLeft()) for source, target in moves]

    def rearrange(self, moves: Sequence[tuple[Point, Point]], count: int) -> Slides | None:
        """Move every tile to its new cell (a shuffle), unselected; None, and nothing
        moved, when ``moves`` does not place the ``count`` tiles of the board."""
        moved = {target: self._tiles[source] for source, target in moves if source in self._tiles}
        if len(moved) != count:
            return None
        self._tiles = moved
        for item in moved.values():
            item.mark("selected", False)
        return [(item, self.geometry.cell_rect(cell).topLeft()) for cell, item in moved.items()]

    def centre(self, point: Point) -> QPointF:
        """The centre of ``point``'s cell, the ring around the board included."""
        return self.geometry.centre(point, self.rows, self.cols)

    def cell_at(self, pos: QPointF) -> Point | None:
        return self.geometry.cell_at(pos, self.rows, self.cols)

    def items(self) -> dict[Point, TileItem]:
        """The tile shown in each cell."""
        return dict(self._tiles)

    def __contains__(self, cell: object) -> bool:
        return cell in self._tiles

    def __len__(self) -> int:
        return len(self._tiles)

    def _draw(self, item: TileItem, ratio: float) -> bool:
        """Give ``item`` its picture, fog and badge at the tile size of the layout; True
        when its fog is to lift (`TileItem.set_cover`)."""
        width = self.geometry.width
        item.set_art(
            self.art.pixmap(item.face, width, ratio, item.marks), (width, self.geometry.height)
        )
        item.show_timer(self.timer_s)
        return item.set_cover(self.art.cover(width, ratio) if item.marks & FOG else None)

    def _outline(
        self, mark: Mark, before: tuple[Point | None, ...], after: tuple[Point | None, ...]
    ) -> None:
        """Move a highlight from the cells ``before`` to ``after``."""
        for cells, on in ((before, False), (after, True)):
            for cell in cells:
                if cell is not None and cell in self._tiles:
                    self._tiles[cell].mark(mark, on)
