"""A map's picture for the chooser: its cells drawn as little tiles, crisp at any pixel
ratio, in the palette's colours (so both themes)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QApplication

from llk.model.maps.map_file import GameMap
from llk.view.board.special_art import paint_padlock

ROLE = QPalette.ColorRole


def thumbnail(game_map: GameMap, side: int, ratio: float = 1.0) -> QPixmap:
    """``game_map`` in a ``side`` x ``side`` square (logical pixels) of device pixel ratio
    ``ratio``: each tile a rounded square in the palette's highlight colour on its base,
    each stone a square in its shadow colour, centred, its shape kept. Cost: O(tiles)
    painting."""
    pixels = max(1, round(side * ratio))
    picture = QPixmap(pixels, pixels)
    picture.setDevicePixelRatio(ratio)
    palette = QApplication.palette()
    picture.fill(palette.color(ROLE.Base))
    cell = side / max(game_map.rows, game_map.cols, 1) * 0.92
    left = (side - cell * game_map.cols) / 2
    top = (side - cell * game_map.rows) / 2
    gap = max(0.5, cell * 0.12)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    for colour, cells in (
        (_tile_colour(palette), game_map.cells),
        (palette.color(ROLE.Shadow), game_map.stones),
    ):
        painter.setBrush(colour)
        for r, c in cells:
            square = QRectF(left + c * cell, top + r * cell, cell - gap, cell - gap)
            painter.drawRoundedRect(square, cell * 0.2, cell * 0.2)
    painter.end()
    return picture


def locked_thumbnail(game_map: GameMap, side: int, ratio: float = 1.0) -> QPixmap:
    """`thumbnail` faded, with a padlock: a level not open yet. Cost: as `thumbnail`."""
    picture = thumbnail(game_map, side, ratio)
    painter = QPainter(picture)
    painter.fillRect(QRectF(0, 0, side, side), _faded(QApplication.palette()))
    paint_padlock(painter, QRectF(0, 0, side, side))
    painter.end()
    return picture


def _faded(palette: QPalette) -> QColor:
    veil = QColor(palette.color(ROLE.Base))
    veil.setAlpha(170)
    return veil


def _tile_colour(palette: QPalette) -> QColor:
    """The tiles' colour: the theme's accent, which stands out on its base in both."""
    return palette.color(ROLE.Link)
