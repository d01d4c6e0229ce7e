"""Tile pictures rendered from SVG at the exact device-pixel size they are shown at.

Never a small bitmap stretched: each size is rendered afresh and cached, so tiles
are crisp at any window size and device-pixel ratio.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from llk.model.preferences import Theme
from llk.view.assets import face_files, resources
from llk.view.tile_sets import BODY, FACES, OWN, InstalledArt, TileSet

TILE_ASPECT = 0.8
"""Tile width divided by height (tile.svg's viewBox is 80 x 100)."""
FACE_AREA = (4.5 / 80, 14 / 100, 66 / 80, 66 / 100)
"""Where a face goes on the tile, as fractions of its width and height (tile.svg's comment)."""
_CACHE_LIMIT = 6 * 64
"""Enough for every face at a few sizes; older sizes are dropped first."""


def _renderer(data: bytes) -> QSvgRenderer:
    renderer = QSvgRenderer(QByteArray(data))
    if not renderer.isValid():
        raise ValueError("invalid SVG in the game's resources")
    return renderer


class TileArt:
    """Renders and caches tile pixmaps by (face, pixel width, ratio, theme, set).

    The tiles are LLK's own, or those of a system `TileSet` (`use`). A set with fewer
    faces than a game needs lends LLK's own faces for the rest, so no two faces of a
    game ever look alike.
    """

    def __init__(self, installed: InstalledArt | None = None) -> None:
        self._faces = [_renderer(f.read_bytes()) for f in face_files()]
        self._bodies = {
            theme: _renderer(resources().joinpath(name).read_bytes())
            for theme, name in ((Theme.LIGHT, "tile.svg"), (Theme.DARK, "tile_dark.svg"))
        }
        self._cache: dict[tuple[int, int, float, str, str], QPixmap] = {}
        self.theme = Theme.LIGHT
        self.installed = installed or InstalledArt("en")
        """The system's sets, offered in Preferences."""
        self._set: TileSet | None = None
        self._set_renderer: QSvgRenderer | None = None

    @property
    def face_count(self) -> int:
        """How many different faces the tiles in use have."""
        return len(FACES) if self._set is not None else len(self._faces)

    @property
    def aspect(self) -> float:
        """Tile width divided by height, for the tiles in use."""
        return self._set.aspect if self._set is not None else TILE_ASPECT

    @property
    def set_key(self) -> str:
        return self._set.key if self._set is not None else OWN

    def use(self, key: str) -> bool:
        """Draw with the set ``key`` (`OWN` for LLK's tiles); False when no such set
        loaded, and LLK's own tiles are used instead."""
        chosen = None if key == OWN else self.installed.tile_set(key)
        self._set = chosen
        self._set_renderer = QSvgRenderer(str(chosen.svg)) if chosen is not None else None
        return chosen is not None or key == OWN

    def pixmap(self, face: int, width: float, ratio: float) -> QPixmap:
        """Face ``face`` (1-based) on a tile ``width`` logical pixels wide."""
        pixels = max(1, round(width * ratio))
        key = (face, pixels, ratio, self.theme, self.set_key)
        cached = self._cache.get(key)
        if cached is None:
            if len(self._cache) >= _CACHE_LIMIT:
                self._cache.clear()
            cached = self._cache[key] = self._render(face, pixels, ratio)
        return cached

    def _render(self, face: int, pixels: int, ratio: float) -> QPixmap:
        height = max(1, round(pixels / self.aspect))
        image = QImage(pixels, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._set is not None and self._set_renderer is not None and face <= len(FACES):
            self._paint_set_tile(painter, face, pixels, height)
        else:
            self._bodies[self.theme].render(painter, QRectF(0, 0, pixels, height))
            x, y, w, h = FACE_AREA
            area = QRectF(x * pixels, y * height, w * pixels, h * height)
            self._faces[(face - 1) % len(self._faces)].render(painter, area)
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(ratio)
        return pixmap

    def _paint_set_tile(self, painter: QPainter, face: int, pixels: int, height: int) -> None:
        """The set's tile body, and its face centred on the part the edge leaves free."""
        assert self._set is not None and self._set_renderer is not None
        tile_w, tile_h = self._set.tile
        face_w, face_h = self._set.face
        edge_x, edge_y = self._set.level_offset
        scale_x, scale_y = pixels / tile_w, height / tile_h
        self._set_renderer.render(painter, BODY, QRectF(0, 0, pixels, height))
        left = edge_x + (tile_w - edge_x - face_w) / 2
        top = (tile_h - edge_y - face_h) / 2
        area = QRectF(left * scale_x, top * scale_y, face_w * scale_x, face_h * scale_y)
        self._set_renderer.render(painter, FACES[face - 1], area)
