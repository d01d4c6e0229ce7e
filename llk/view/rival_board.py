"""A rival's board drawn small: the same tile art, every tile in its cell, its stones,
and a tint while it is frozen. It draws from a `Board` it is handed, never from a game."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from llk.model.board import Board, Point
from llk.view.tile_art import TileArt

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
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(60, 36)

    def sizeHint(self) -> QSize:
        return QSize(190, 110)

    def show_board(
        self, board: Board, stones: frozenset[Point] = frozenset(), frozen: bool = False
    ) -> None:
        self._board, self._stones, self._frozen = board, stones, frozen
        self.update()

    def board(self) -> Board | None:
        return self._board

    def paintEvent(self, event: QPaintEvent) -> None:
        board = self._board
        if board is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        aspect = self._art.aspect
        tile_w = min(self.width() / board.cols, self.height() * aspect / board.rows)
        tile_w = max(tile_w, MIN_TILE_PX)
        tile_h = tile_w / aspect
        left = (self.width() - tile_w * board.cols) / 2
        top = (self.height() - tile_h * board.rows) / 2
        ratio = self.devicePixelRatioF()
        for (r, c), face in board.tiles():
            target = QRectF(left + c * tile_w, top + r * tile_h, tile_w, tile_h)
            painter.drawPixmap(target.topLeft(), self._art.pixmap(face, tile_w, ratio))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#6b6f76"))
        for r, c in self._stones:
            painter.drawRect(QRectF(left + c * tile_w, top + r * tile_h, tile_w, tile_h))
        if self._frozen:
            painter.fillRect(self.rect(), QColor(120, 190, 255, 90))
        painter.end()
