"""A rival's board drawn small: the same tile art, every tile in its cell, its stones,
and a tint while it is frozen. It draws from a `Board` it is handed, never from a game.
A paint draws only the cells that changed since the last (O(rows * cols) to find
them, a picture for each), and all of them after a resize or a theme change."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap
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
        its slides: a few tiles, not every one), then the stones and the frost."""
        board = self._board
        self.changed = False
        if board is None:
            return
        aspect, ratio = self._art.aspect, self.devicePixelRatioF()
        tile_w = max(
            MIN_TILE_PX, min(self.width() / board.cols, self.height() * aspect / board.rows)
        )
        tile_h = tile_w / aspect
        left = (self.width() - tile_w * board.cols) / 2
        top = (self.height() - tile_h * board.rows) / 2
        key: tuple[object, ...] = (self.width(), self.height(), ratio, board.rows, board.cols)
        key += (self._art.theme, self._art.set_key)
        if self._picture is None or key != self._picture_key:
            self._picture = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
            self._picture.setDevicePixelRatio(ratio)
            self._picture.fill(Qt.GlobalColor.transparent)
            self._picture_key, self._drawn = key, (0,) * (board.rows * board.cols)
        faces = board.key()
        picture = QPainter(self._picture)
        for index, (was, face) in enumerate(zip(self._drawn, faces, strict=True)):
            if was != face:
                r, c = divmod(index, board.cols)
                cell = QRectF(left + c * tile_w, top + r * tile_h, tile_w, tile_h)
                picture.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
                picture.fillRect(cell, Qt.GlobalColor.transparent)
                picture.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
                if face:
                    picture.drawPixmap(cell.topLeft(), self._art.pixmap(face, tile_w, ratio))
        picture.end()
        self._drawn = faces
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._picture)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#6b6f76"))
        for r, c in self._stones:
            painter.drawRect(QRectF(left + c * tile_w, top + r * tile_h, tile_w, tile_h))
        if self._frozen:
            painter.fillRect(self.rect(), QColor(120, 190, 255, 90))
        painter.end()
