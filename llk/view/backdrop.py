"""The calm picture behind the board and the side panel."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPixmap, QResizeEvent
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QWidget

from llk.model.records.preferences import Theme
from llk.view.assets import resources
from llk.view.board.board_view import SHARPEN_MS
from llk.view.board.tile_sets import OWN, Background, InstalledArt


class Backdrop(QWidget):
    """The calm background picture: LLK's own for the theme, or a system `Background`
    (stretched, tiled, or the plain window colour); in high contrast always the plain
    window colour (black), which nothing behind the tiles can lower the contrast of.

    It is rendered for the window's size, once: while the window is resized the picture
    of the last size is drawn scaled to cover it (at once: rendering a 4K backdrop took
    half a second), and it is rendered afresh once the new size has rested.
    """

    def __init__(self, installed: InstalledArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.installed = installed
        """The system's backgrounds, offered in Preferences."""
        self.sharpening = QTimer(self)
        """Runs while the picture is drawn scaled after a resize; then renders it."""
        self.sharpening.setSingleShot(True)
        self.sharpening.setInterval(SHARPEN_MS)
        self.sharpening.timeout.connect(self.update)
        self._renderer = QSvgRenderer()
        self._cached = QPixmap()
        self._theme = Theme.LIGHT
        self._chosen: Background | None = None
        self._drawn_for: tuple[Path | str | None, Background | None, str] = (None, None, "")
        """The SVG the renderer holds, the background and the theme of the picture
        rendered: it is loaded and rendered again only when one changes."""

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self._load()

    def use(self, key: str) -> bool:
        """Show background ``key`` (`OWN` for LLK's); False when no such one loaded."""
        self._chosen = None if key == OWN else self.installed.background(key)
        self._load()
        return self._chosen is not None or key == OWN

    def _load(self) -> None:
        """Load the picture if it changed, and render it afresh at the next paint (with
        the theme's window colour, which a plain or tiled background shows)."""
        chosen = self._chosen
        source: Path | str | None = chosen.svg if chosen is not None else None
        if chosen is None:
            source = "background_dark.svg" if self._theme is Theme.DARK else "background.svg"
        if self._theme is Theme.HIGH_CONTRAST:
            source = None
        drawn_for = (source, chosen, self._theme)
        if drawn_for == self._drawn_for:
            return  # the same picture: not rendered again for a preference that is not its
        if source != self._drawn_for[0]:
            if isinstance(source, Path):
                self._renderer.load(str(source))
            elif source is not None:
                self._renderer.load(QByteArray(resources().joinpath(source).read_bytes()))
        self._drawn_for = drawn_for
        self._cached = QPixmap()
        self.update()

    @property
    def rendered_size(self) -> QSize:
        """The size in device pixels the picture drawn was rendered at."""
        return self._cached.size()

    def paintEvent(self, event: QPaintEvent) -> None:
        ratio = self.devicePixelRatioF()
        wanted = QSize(round(self.width() * ratio), round(self.height() * ratio))
        if wanted.isEmpty():
            return
        resting = not self.sharpening.isActive()
        if self._cached.size() != wanted and (resting or self._cached.isNull()):
            self._cached = self._render(wanted)
            self._cached.setDevicePixelRatio(ratio)
        painter = QPainter(self)
        if self._cached.size() == wanted:
            painter.drawPixmap(0, 0, self._cached)
            return
        shown = self._cached.deviceIndependentSize()  # the last size's picture, to cover
        scale = max(self.width() / shown.width(), self.height() / shown.height())
        cover = QRectF(0, 0, shown.width() * scale, shown.height() * scale)
        cover.moveCenter(QRectF(self.rect()).center())
        painter.drawPixmap(cover, self._cached, QRectF(self._cached.rect()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self._cached.isNull():
            self.sharpening.start()

    def _render(self, size: QSize) -> QPixmap:
        picture = QPixmap(size)
        picture.fill(self.palette().color(QPalette.ColorRole.Window))
        chosen = self._chosen
        if self._drawn_for[0] is None:
            return picture  # the plain window colour
        painter = QPainter(picture)
        if chosen is not None and chosen.tile is not None:
            tile = QPixmap(*chosen.tile)
            tile_painter = QPainter(tile)
            self._renderer.render(tile_painter, QRectF(0, 0, *chosen.tile))
            tile_painter.end()
            painter.drawTiledPixmap(0, 0, size.width(), size.height(), tile)
        else:
            self._renderer.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatioByExpanding)
            self._renderer.render(painter, QRectF(0, 0, size.width(), size.height()))
        painter.end()
        return picture
