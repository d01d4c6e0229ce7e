"""Tile pictures rendered from SVG at the exact device-pixel size they are shown at.

Never a small bitmap stretched: each size is rendered afresh and cached, so tiles
are crisp at any window size and device-pixel ratio.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from llk.view.assets import face_files, resources

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
    """Renders and caches tile pixmaps by (face, pixel width, ratio, theme)."""

    def __init__(self) -> None:
        self._faces = [_renderer(f.read_bytes()) for f in face_files()]
        self._bodies = {
            theme: _renderer(resources().joinpath(name).read_bytes())
            for theme, name in (("light", "tile.svg"), ("dark", "tile_dark.svg"))
        }
        self._cache: dict[tuple[int, int, float, str], QPixmap] = {}
        self.theme = "light"

    @property
    def face_count(self) -> int:
        return len(self._faces)

    def pixmap(self, face: int, width: float, ratio: float) -> QPixmap:
        """Face ``face`` (1-based) on a tile ``width`` logical pixels wide."""
        pixels = max(1, round(width * ratio))
        key = (face, pixels, ratio, self.theme)
        cached = self._cache.get(key)
        if cached is None:
            if len(self._cache) >= _CACHE_LIMIT:
                self._cache.clear()
            cached = self._cache[key] = self._render(face, pixels, ratio)
        return cached

    def _render(self, face: int, pixels: int, ratio: float) -> QPixmap:
        height = max(1, round(pixels / TILE_ASPECT))
        image = QImage(pixels, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._bodies[self.theme].render(painter, QRectF(0, 0, pixels, height))
        x, y, w, h = FACE_AREA
        area = QRectF(x * pixels, y * height, w * pixels, h * height)
        self._faces[(face - 1) % len(self._faces)].render(painter, area)
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(ratio)
        return pixmap
