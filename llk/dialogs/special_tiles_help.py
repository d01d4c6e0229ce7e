"""The How to Play page's "Special tiles" section: a small picture and the rule of each
(stone, ice, lock and key, fog, timer), and what shifts and refreshes do to them. The
pictures are drawn as the board draws them (`TileArt`, `llk.view.board.special_art`), so the
page always shows the tiles a level shows."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QGridLayout, QWidget

from llk.dialogs.help_page import HelpPage
from llk.model.board.specials import CRACKED, FOG, ICE, KEY_FACE, TIMER, locked
from llk.view.board.special_art import badge_rect, paint_clock
from llk.view.board.stones import stone_picture
from llk.view.board.tile_art import TileArt

STONE = -1
"""A picture's stand-in for a stone's cell."""
TILE_WIDTH = 46
PICTURE_WIDTH = 176
"""Wide enough for a caption of a few lines under each picture."""
TIMER_SECONDS = 12
"""The seconds the example timer badge shows."""
_COLUMNS = 3


class SpecialPicture(QWidget):
    """A row of tiles, each a (value, marks) or `STONE`, drawn at the screen's pixels."""

    def __init__(self, art: TileArt, tiles: tuple[tuple[int, int], ...]) -> None:
        super().__init__()
        self._art = art
        self._tiles = tiles
        height = round(TILE_WIDTH / art.aspect)
        self.setFixedSize(QSize(max(PICTURE_WIDTH, TILE_WIDTH * len(tiles) + 24), height + 12))

    def paintEvent(self, event: QPaintEvent) -> None:
        ratio = self.devicePixelRatioF()
        height = TILE_WIDTH / self._art.aspect
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        left = (self.width() - TILE_WIDTH * len(self._tiles)) / 2
        for i, (value, marks) in enumerate(self._tiles):
            corner = QPointF(left + i * TILE_WIDTH, 8)
            if value == STONE:
                painter.drawPixmap(corner, stone_picture(TILE_WIDTH, height, ratio))
                continue
            painter.drawPixmap(corner, self._art.pixmap(value, TILE_WIDTH, ratio, marks))
            if marks & FOG:
                painter.drawPixmap(corner, self._art.cover(TILE_WIDTH, ratio))
            if marks & TIMER:
                badge = badge_rect(TILE_WIDTH)
                paint_clock(painter, QRectF(badge).translated(corner), TIMER_SECONDS)
        painter.end()


def add_special_tiles(page: HelpPage, art: TileArt) -> list[SpecialPicture]:
    """Add the section to ``page``; its pictures, for tests."""
    page.heading(QCoreApplication.translate("SpecialTilesHelp", "Special tiles"))
    page.paragraph(
        QCoreApplication.translate(
            "SpecialTilesHelp",
            "Some maps hold special tiles. Each one changes a rule for its own tiles only.",
        )
    )
    cards = (
        (
            ((STONE, 0), (5, 0)),
            QCoreApplication.translate("SpecialTilesHelp", "Stone"),
            QCoreApplication.translate(
                "SpecialTilesHelp",
                "A stone is no tile: it never goes, and no line passes through it.",
            ),
        ),
        (
            ((3, ICE), (3, CRACKED)),
            QCoreApplication.translate("SpecialTilesHelp", "Ice"),
            QCoreApplication.translate(
                "SpecialTilesHelp",
                "The first link of an iced pair only cracks its ice; link it again to remove it.",
            ),
        ),
        (
            ((KEY_FACE, 0), (locked(7, 0), 0)),
            QCoreApplication.translate("SpecialTilesHelp", "Lock and key"),
            QCoreApplication.translate(
                "SpecialTilesHelp",
                "A locked tile links to nothing until the two key tiles are removed: "
                "then every lock opens.",
            ),
        ),
        (
            ((9, FOG), (9, 0)),
            QCoreApplication.translate("SpecialTilesHelp", "Fog"),
            QCoreApplication.translate(
                "SpecialTilesHelp",
                "A fogged tile hides its face until a tile beside it (not diagonally) goes.",
            ),
        ),
        (
            ((11, TIMER),),
            QCoreApplication.translate("SpecialTilesHelp", "Timer"),
            QCoreApplication.translate(
                "SpecialTilesHelp",
                "Link it before its clock runs out to win seconds; each timer tile "
                "left then costs as many.",
            ),
        ),
    )
    grid = QGridLayout()
    grid.setHorizontalSpacing(12)
    grid.setVerticalSpacing(14)
    pictures = []
    for i, (tiles, name, text) in enumerate(cards):
        picture = SpecialPicture(art, tiles)
        pictures.append(picture)
        grid.addWidget(page.picture_card(picture, name, text), *divmod(i, _COLUMNS))
    page.column.addLayout(grid)
    page.bullets(
        [
            QCoreApplication.translate(
                "SpecialTilesHelp",
                "Under a shift, stones stay put and the tiles pack against them; every "
                "other special tile slides with its tile, its ice, lock, fog or timer too.",
            ),
            QCoreApplication.translate(
                "SpecialTilesHelp",
                "A refresh deals new faces under the same specials: the ice, fog and "
                "timers stay on their cells, keys stay keys and locked tiles stay locked.",
            ),
        ]
    )
    return pictures
