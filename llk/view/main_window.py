"""The main window: the board, the side panel and the status bar."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QByteArray,
    QDeadlineTimer,
    QEvent,
    QRectF,
    QSettings,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QCloseEvent,
    QGuiApplication,
    QPainter,
    QPaintEvent,
    QPalette,
    QPixmap,
    QResizeEvent,
    QStatusTipEvent,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QMessageBox, QWidget

from llk.model.preferences import Preferences
from llk.view.actions import GameActions
from llk.view.assets import resources
from llk.view.attention import AttentionWatch
from llk.view.board_view import SHARPEN_MS, BoardView
from llk.view.screen_fit import resize_within_screen
from llk.view.side_panel import SidePanel
from llk.view.theme import SYSTEM
from llk.view.theme import apply as apply_theme
from llk.view.tile_art import TileArt
from llk.view.tile_sets import OWN, Background, InstalledArt

MESSAGE_MS = 4000
"""How long a line of the game stays in the status bar."""
MIN_BOARD_WIDTH, MIN_BOARD_HEIGHT = 240, 180
"""The smallest board area: tiles stay clickable; the side panel sets the rest."""


class Backdrop(QWidget):
    """The calm background picture: LLK's own for the theme, or a system `Background`
    (stretched, tiled, or the plain window colour).

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
        self._theme = "light"
        self._chosen: Background | None = None
        self._drawn_for: tuple[Path | str | None, Background | None, str] = (None, None, "")
        """The SVG the renderer holds, the background and the theme of the picture
        rendered: it is loaded and rendered again only when one changes."""

    def set_theme(self, theme: str) -> None:
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
            source = "background_dark.svg" if self._theme == "dark" else "background.svg"
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
        if chosen is not None and chosen.svg is None:
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


class MainWindow(QMainWindow):
    """Hosts the game view. Remembers its size and place between runs.

    Signals:
        closing(): the window is about to close (time to save the game).
    """

    closing = Signal()

    def __init__(self, actions: GameActions, art: TileArt) -> None:
        super().__init__()
        self._said, self._said_until = "", QDeadlineTimer(0)
        """The game's last line in the status bar, and until when it shows."""
        self.setWindowTitle(self.tr("LLK — 连连看"))
        self.board_view = BoardView(art)
        self.side_panel = SidePanel(
            [
                actions.next_level,
                actions.show_me,
                actions.undo_to_winnable,
                actions.hint,
                actions.refresh,
                actions.pause,
                actions.undo,
                actions.redo,
                actions.new_game,
            ],
            occasional=[actions.next_level, actions.show_me, actions.undo_to_winnable],
            texts=actions.widest_texts(),
        )
        self.backdrop = backdrop = Backdrop(art.installed)
        layout = QHBoxLayout(backdrop)
        layout.addWidget(self.board_view, 1)
        layout.addWidget(self.side_panel)
        self.setCentralWidget(backdrop)
        self.addActions(actions.all())
        self._theme: str | None = None
        """The theme chosen (``system`` included); None until the preferences come."""
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._system_scheme_changed)
        self.attention = AttentionWatch(self)
        self.problem_boxes: list[QMessageBox] = []
        self.board_view.setMinimumSize(MIN_BOARD_WIDTH, MIN_BOARD_HEIGHT)
        resize_within_screen(self, 1000, 680)  # its layout keeps it above what it needs
        geometry = QSettings().value("window/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)

    def show_message(self, text: str) -> None:
        """Say ``text`` in the status bar for `MESSAGE_MS`."""
        self._said = text
        self._said_until = QDeadlineTimer(MESSAGE_MS)
        self.statusBar().showMessage(text, MESSAGE_MS)

    def event(self, event: QEvent) -> bool:
        """The pointer leaving a button (or a button hidden under it: Stop Show Me, Undo
        to Winnable) sends an empty status tip, which would wipe what the game just said
        of that button's action; the game's line comes back for the rest of its time."""
        if isinstance(event, QStatusTipEvent) and not event.tip():
            left = self._said_until.remainingTime()
            if left > 0:
                self.statusBar().showMessage(self._said, left)
                return True
        return super().event(event)

    def show_language_changed(self, _code: str) -> None:
        self.show_message(self.tr("The new language applies from the next start."))

    def show_winnable(self, verdict: object, thinking_on: bool = False) -> None:
        """The answer to Still Winnable?: True, False or None (undecided), and whether the
        solver goes on thinking about it (then another answer follows)."""
        if verdict is True:
            text = self.tr("Yes: this board can still be cleared.")
        elif verdict is False:
            text = self.tr("No: this board can no longer be cleared. A refresh may save it.")
        elif thinking_on:
            text = self.tr("Not sure yet: still thinking it over, the answer follows.")
        else:
            text = self.tr("Could not tell whether this board can still be cleared.")
        self.show_message(text)

    def show_problem(self, text: str) -> None:
        """Tell the player, in one line, about something that went wrong but was handled."""
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("LLK"), text, parent=self)
        box.open()
        self.problem_boxes.append(box)

    def apply_preferences(self, preferences: Preferences) -> None:
        art = self.board_view.art
        new_tiles = preferences.tiles != art.set_key
        if new_tiles and not art.use(preferences.tiles):
            self.show_message(self.tr("That tile set is not installed; LLK's own tiles are used."))
        if not self.backdrop.use(preferences.background):
            self.show_message(self.tr("That background is not installed; LLK's own is used."))
        if preferences.theme != self._theme:
            self.set_theme(preferences.theme)  # the palette, and the tiles drawn afresh
        elif new_tiles:
            self.board_view.relayout()
        self.attention.count_background(preferences.pause_in_background)

    def set_theme(self, theme: str) -> None:
        """``light``, ``dark`` or ``system``: the application's palette, the tiles and
        the backdrop. Following the system, a change of the desktop's scheme follows."""
        self._theme = theme
        resolved = apply_theme(theme)
        self.board_view.art.theme = resolved
        self.board_view.relayout()
        self.backdrop.set_theme(resolved)

    def _system_scheme_changed(self) -> None:
        if self._theme == SYSTEM:
            self.set_theme(SYSTEM)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closing.emit()
        QSettings().setValue("window/geometry", self.saveGeometry())
        super().closeEvent(event)
