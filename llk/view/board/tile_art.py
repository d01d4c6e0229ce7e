"""Tile pictures rendered from SVG at the exact device-pixel size they are shown at.

Never a small bitmap stretched: each size is rendered afresh and cached, so tiles
are crisp at any window size and device-pixel ratio.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from llk.model.board.specials import CRACKED, ICE, KEY_FACE, is_locked, real_face
from llk.model.records.preferences import Theme
from llk.view.assets import face_files, resources
from llk.view.board.special_art import paint_fog, paint_ice, paint_key, paint_lock
from llk.view.board.strong_tile import paint_body, paint_edge
from llk.view.board.tile_sets import BODY, FACES, OWN, InstalledArt, TileSet

TILE_ASPECT = 0.8
"""Tile width divided by height (tile.svg's viewBox is 80 x 100)."""
FACE_AREA = (4.5 / 80, 14 / 100, 66 / 80, 66 / 100)
"""Where a face goes on the tile, as fractions of its width and height (tile.svg's comment)."""
_CACHE_LIMIT = 6 * 64
"""Enough for every face at a few sizes; older sizes are dropped first."""
DRAWN_MARKS = ICE | CRACKED
"""The marks drawn into a tile's picture; fog is a cover of its own (`cover`), to fade."""
LOCK_DRAWN = 0x100
"""Beside the marks in the cache's key: a padlock drawn (every lock of a face alike)."""
FOG_COVER = -1
"""The cache's face for the fog cover."""


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
        self._cache: dict[tuple[int, int, int, float, str, str], QPixmap] = {}
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

    def pixmap(self, face: int, width: float, ratio: float, marks: int = 0) -> QPixmap:
        """The tile of value ``face`` (a face 1.., `KEY_FACE`, a locked value: its face
        dimmed under a padlock) ``width`` logical pixels wide, with its ice (``marks``)."""
        drawn = (marks & DRAWN_MARKS) | (LOCK_DRAWN if is_locked(face) else 0)
        pixels = max(1, round(width * ratio))
        key = (real_face(face), drawn, pixels, ratio, self.theme, self.set_key)
        cached = self._cache.get(key)
        if cached is None:
            if len(self._cache) >= _CACHE_LIMIT:
                self._cache.clear()
            cached = self._cache[key] = self._render(face, marks, pixels, ratio)
        return cached

    def cover(self, width: float, ratio: float) -> QPixmap:
        """The fog over a tile ``width`` logical pixels wide: opaque, the tile's shape."""
        return self.pixmap(FOG_COVER, width, ratio)

    def _render(self, face: int, marks: int, pixels: int, ratio: float) -> QPixmap:
        height = max(1, round(pixels / self.aspect))
        image = QImage(pixels, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        tile = QRectF(0, 0, pixels, height)
        shown = real_face(face)
        own = self._set is None or (shown > len(FACES) and shown != KEY_FACE)
        area = self._paint_body(painter, tile, own)
        if face == FOG_COVER:
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
            paint_fog(painter, tile, self.theme)
        elif shown == KEY_FACE:
            paint_key(painter, area)
        elif own:
            self._faces[(shown - 1) % len(self._faces)].render(painter, area)
        else:
            assert self._set_renderer is not None
            self._set_renderer.render(painter, FACES[shown - 1], area)
        if is_locked(face):
            paint_lock(painter, tile)
        if marks & DRAWN_MARKS:
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
            paint_ice(painter, tile, cracked=not marks & ICE)
        if self.theme is Theme.HIGH_CONTRAST:
            paint_edge(painter, tile)  # over the fog, the ice, a set's body
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(ratio)
        return pixmap

    def _paint_body(self, painter: QPainter, tile: QRectF, own: bool) -> QRectF:
        """The tile's body, LLK's (``own``; in high contrast, `strong_tile`'s) or the
        set's; where its face goes."""
        pixels, height = tile.width(), tile.height()
        if own or self._set is None or self._set_renderer is None:
            if self.theme is Theme.HIGH_CONTRAST:
                return paint_body(painter, tile)
            self._bodies[self.theme].render(painter, tile)
            x, y, w, h = FACE_AREA
            return QRectF(x * pixels, y * height, w * pixels, h * height)
        tile_w, tile_h = self._set.tile
        face_w, face_h = self._set.face
        edge_x, edge_y = self._set.level_offset
        scale_x, scale_y = pixels / tile_w, height / tile_h
        self._set_renderer.render(painter, BODY, tile)
        left = edge_x + (tile_w - edge_x - face_w) / 2
        top = (tile_h - edge_y - face_h) / 2
        return QRectF(left * scale_x, top * scale_y, face_w * scale_x, face_h * scale_y)
