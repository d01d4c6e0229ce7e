"""A rival's board drawn small: the same tile art, every tile in its cell, its stones,
and a tint while it is frozen. It draws from a `Board` it is handed, never from a game.
A paint draws only the cells that changed since the last (O(rows * cols) to find
them, a picture for each), and all of them after a resize or a theme change."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from llk.model.board.grid import Board, Point
from llk.view.board.tile_art import TileArt

MIN_TILE_PX = 3.0
"""Below this a tile would be a smudge: the board then simply draws smaller."""


class RivalBoard(QWidget):
    """A thumbnail of one board, fitted to the widget, tiles at their aspect."""

    def __init__(self, art: TileArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._art = art
        self._board: Board | None = None
        self._stones: frozenset[Point] = frozenset()
        self._frozen = False
        self.changed = False
        """Whether the board changed since it was last painted."""
        self._picture: QPixmap | None = None
        """The tiles as last painted, kept to paint only the cells that change."""
        self._picture_key: tuple[object, ...] = ()
        """What the picture was drawn for: the size, the board's shape, the art in use."""
        self._drawn: tuple[int, ...] = ()
        """The faces the picture shows, row-major."""
        self.paint_now = True
        """Whether a change repaints at once (else whoever set this False calls `update`)."""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(60, 36)

    def sizeHint(self) -> QSize:
        return QSize(190, 110)

    def show_board(
        self, board: Board, stones: frozenset[Point] = frozenset(), frozen: bool = False
    ) -> None:
        if (board, stones, frozen) == (self._board, self._stones, self._frozen):
            return  # a card follows every move of the race: only a board that changed repaints
        self._board, self._stones, self._frozen = board, stones, frozen
        self.changed = True
        if self.paint_now:
            self.update()

    def board(self) -> Board | None:
        return self._board

    def paintEvent(self, event: QPaintEvent) -> None:
        """Blit the picture of the board, brought up to date cell by cell (a pair and
        its slides: a few tiles, not every one), then the stones and the frost. The
        picture is laid out in whole device pixels, so a cell cleared leaves no trace."""
        board = self._board
        self.changed = False
        if board is None:
            return
        ratio = self.devicePixelRatioF()
        width_px, height_px = round(self.width() * ratio), round(self.height() * ratio)
        fit = min(width_px / board.cols, height_px * self._art.aspect / board.rows)
        sample = self._art.pixmap(1, max(MIN_TILE_PX * ratio, fit) / ratio, ratio)
        cell_w, cell_h = sample.width(), sample.height()
        left, top = (width_px - cell_w * board.cols) // 2, (height_px - cell_h * board.rows) // 2
        key: tuple[object, ...] = (width_px, height_px, ratio, board.rows, board.cols)
        key += (self._art.theme, self._art.set_key)
        if self._picture is None or key != self._picture_key:
            self._picture = QPixmap(width_px, height_px)
            self._picture.fill(Qt.GlobalColor.transparent)
            self._picture_key, self._drawn = key, (0,) * (board.rows * board.cols)
        faces = board.key()
        picture = QPainter(self._picture)
        for index, (was, face) in enumerate(zip(self._drawn, faces, strict=True)):
            if was != face:
                r, c = divmod(index, board.cols)
                cell = QRect(left + c * cell_w, top + r * cell_h, cell_w, cell_h)
                picture.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
                picture.fillRect(cell, Qt.GlobalColor.transparent)
                picture.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
                if face:
                    tile = self._art.pixmap(face, cell_w / ratio, ratio)
                    picture.drawPixmap(cell, tile, tile.rect())
        picture.end()
        self._drawn = faces
        painter = QPainter(self)
        painter.drawPixmap(QRectF(self.rect()), self._picture, QRectF(self._picture.rect()))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#6b6f76"))
        for r, c in self._stones:
            x, y = (left + c * cell_w) / ratio, (top + r * cell_h) / ratio
            painter.drawRect(QRectF(x, y, cell_w / ratio, cell_h / ratio))
        if self._frozen:
            painter.fillRect(self.rect(), QColor(120, 190, 255, 90))
        painter.end()
