"""The main window: the board, the side panel and the status bar.

It is shown before most of the game is even imported (`llk.app.main`), so this module
imports only what its first, empty frame needs; what `MainWindow.furnish` puts in comes
with it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QDeadlineTimer, QEvent, QSettings, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QStatusTipEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMainWindow, QMessageBox

from llk.model.records.preferences import Language, Theme
from llk.view import theme as themes
from llk.view.screen_fit import PanelScroll, resize_within_screen
from llk.view.toast import Toasts

if TYPE_CHECKING:
    from llk.controller.winnable import Verdict
    from llk.model import Board
    from llk.model.changes import Changes
    from llk.model.records.preferences import Preferences
    from llk.view.actions import GameActions
    from llk.view.attention import AttentionWatch
    from llk.view.backdrop import Backdrop
    from llk.view.board.board_view import BoardView
    from llk.view.board.tile_art import TileArt
    from llk.view.race_panel import RacePanel
    from llk.view.side_panel import SidePanel

MESSAGE_MS = 4000
"""How long a line of the game stays in the status bar."""
MIN_BOARD_WIDTH, MIN_BOARD_HEIGHT = 240, 180
"""The smallest board area: tiles stay clickable; the side panel sets the rest."""
READABLE_TILE = 40.0
"""The narrowest tiles a new board's shape is shown at if the screen has room: a face
and a timer tile's seconds read at a glance (the default window drew a 20 x 30 map's
tiles 24 to 29 px wide, its badges barely legible). Growing the window keeps the whole
board in view, which a matching game needs, where opening it zoomed would not."""


class MainWindow(QMainWindow):
    """Hosts the game view. Remembers its size and place between runs.

    Made in two steps, so that the player sees the game's window at once: new, it is an
    empty frame with the game's title, size and place and the theme's colour (see
    `set_theme`), cheap to make and show; `furnish` then puts the board, the side panel
    and the status bar in, and only then are their modules imported.

    Signals:
        closing(): the window is about to close (time to save the game).
    """

    closing = Signal()

    board_view: BoardView
    side_panel: SidePanel
    race_panel: RacePanel
    backdrop: Backdrop
    attention: AttentionWatch
    """These five come with `furnish`."""

    def __init__(self) -> None:
        super().__init__()
        self._said, self._said_until = "", QDeadlineTimer(0)
        """The game's last line in the status bar, and until when it shows."""
        self.setWindowTitle(self.tr("LLK — 连连看"))
        self._furnished = False
        self.problem_boxes: list[QMessageBox] = []
        self._theme: Theme | None = None
        """The theme chosen (``system`` included); None until one is set."""
        self._resolved = Theme.LIGHT
        """``light``, ``dark`` or ``contrast``: what `_theme` came to."""
        self._shape: tuple[int, int] | None = None
        """The rows and columns of the last board dealt (`make_room`)."""
        resize_within_screen(self, 1000, 680)  # its layout keeps it above what it needs
        geometry = QSettings().value("window/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)

    def furnish(self, actions: GameActions, art: TileArt) -> None:
        """Put in the board (drawn with ``art``), the side panel of ``actions``' buttons
        and the status bar, in the theme set; the window may be on screen already."""
        from llk.view.access.clock_accessible import install as install_clock
        from llk.view.attention import AttentionWatch
        from llk.view.backdrop import Backdrop
        from llk.view.board.accessible import install
        from llk.view.board.board_view import BoardView
        from llk.view.race_panel import RacePanel
        from llk.view.side_panel import SidePanel

        install()
        install_clock()
        self.board_view = BoardView(art, resume=actions.resume_key)
        self.notes = Toasts(self.board_view)
        """The quiet notes over the board: news (`Changes.news`), achievements."""
        self.side_panel = SidePanel(
            [  # the occasional ones last: showing up, they move no button the hand knows
                actions.hint,
                actions.refresh,
                actions.pause,
                actions.undo,
                actions.redo,
                actions.new_game,
                actions.next_level,
                actions.show_me,
                actions.undo_to_winnable,
            ],
            occasional=[actions.next_level, actions.show_me, actions.undo_to_winnable],
            texts=actions.widest_texts(),
        )
        self.backdrop = backdrop = Backdrop(art.installed)
        self.race_panel = RacePanel(art)
        self.race_panel.hide()  # shown while a race is on
        layout = QHBoxLayout(backdrop)
        layout.addWidget(self.race_panel)
        layout.addWidget(self.board_view, 1)
        layout.addWidget(PanelScroll(self.side_panel))
        self.setCentralWidget(backdrop)
        self.statusBar()  # made with the board, which never moves up for its first line
        self.statusBar().setSizeGripEnabled(False)  # the window manager's border resizes
        self.standing = QLabel()
        """The line that holds while its state lasts (`show_standing`)."""
        self.standing.setObjectName("standing_line")
        self.statusBar().addWidget(self.standing, 1)
        self.addActions(actions.all())
        hints = QGuiApplication.styleHints()
        hints.colorSchemeChanged.connect(self._system_scheme_changed)
        hints.accessibility().contrastPreferenceChanged.connect(self._system_scheme_changed)
        self.attention = AttentionWatch(self)
        self.board_view.setMinimumSize(MIN_BOARD_WIDTH, MIN_BOARD_HEIGHT)
        self.board_view.setFocus()  # arrows and Space play at once, without a Tab first
        self._furnished = True
        if self._theme is Theme.SYSTEM:
            self.set_theme(Theme.SYSTEM)  # now the desktop's high contrast is asked too
        elif self._theme is not None:
            self._theme_furniture()

    def make_room(self, board: Board) -> None:
        """A board of a new shape dealt: grow the window (within the screen's free area,
        never shrinking it) until its tiles are `READABLE_TILE` wide, or as wide as that
        area allows, where they are narrower; in proportion to the board, so that no
        side of it grows for nothing. A maximized or full-screen window stays, and so does
        a size the player chose for boards of this shape (a deal of the same shape). O(1)."""
        from llk.view.board.painting import fit, room_for
        from llk.view.screen_fit import free_area, grow_within_screen

        shape, self._shape = self._shape, (board.rows, board.cols)
        if shape == self._shape or self.isMaximized() or self.isFullScreen():
            return
        view = self.board_view
        chrome = self.size() - view.maximumViewportSize()  # the panel, menus, status bar
        room = free_area(self).size() - (self.frameGeometry().size() - self.size()) - chrome
        best = fit(room.width(), room.height(), board.rows, board.cols, view.art.aspect)
        tile = min(READABLE_TILE, best.width)
        if view.tile_size()[0] >= tile:
            return
        width, height = room_for(tile, board.rows, board.cols, view.art.aspect)
        grow_within_screen(self, width + chrome.width(), height + chrome.height())

    def show_message(self, text: str) -> None:
        """Say ``text`` in the status bar for `MESSAGE_MS`."""
        self._said = text
        self._said_until = QDeadlineTimer(MESSAGE_MS)
        self.statusBar().showMessage(text, MESSAGE_MS)

    def show_standing(self, text: str) -> None:
        """Say ``text`` in the status bar for as long as what it says holds (a race
        online's link away, the race ended by the host's leaving), under the game's
        lines, which come and go over it; "" takes it away."""
        self.standing.setText(text)

    def apply(self, changes: Changes) -> None:
        """Say the line ``changes`` brings, if it brings one ("" clears the status bar),
        and news over the board too."""
        if changes.message is not None:
            self.show_message(changes.message)
            if changes.news and changes.message:
                self.notes.say(changes.message)

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

    def show_language_changed(self, _language: Language) -> None:
        self.show_message(self.tr("The new language applies from the next start."))

    def show_winnable(self, verdict: Verdict, thinking_on: bool = False) -> None:
        """Show the answer to Still Winnable? in the status bar (`winnable_text`)."""
        self.show_message(self.winnable_text(verdict, thinking_on))

    def winnable_text(self, verdict: Verdict, thinking_on: bool = False) -> str:
        """The answer to Still Winnable?, and whether the solver goes on thinking about it
        (then another answer follows), in words: shown, and said to a screen reader."""
        from llk.controller.winnable import Verdict  # imported with the game, after the frame

        if verdict is Verdict.CLEARABLE:
            return self.tr("Yes: this board can still be cleared.")
        if verdict is Verdict.LOST:
            return self.tr("No: this board can no longer be cleared. A refresh may save it.")
        if thinking_on:
            return self.tr("Not sure yet: still thinking it over, the answer follows.")
        return self.tr("Could not tell whether this board can still be cleared.")

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
        self.board_view.zoom.zoom_to(preferences.zoom_tile)
        self.attention.count_background(preferences.pause_in_background)

    def set_theme(self, theme: Theme) -> None:
        """``light``, ``dark``, ``contrast`` or ``system``: the application's palette, and
        once the window is furnished the tiles and the backdrop. Following the system, a
        change of the desktop's scheme or of its high-contrast setting follows; the
        latter is asked only once the window is furnished (`themes.system_contrast`)."""
        self._theme = theme
        contrast = theme is Theme.SYSTEM and self._furnished and themes.system_contrast()
        self._resolved = themes.apply(theme, contrast)
        if self._furnished:
            self._theme_furniture()

    def _theme_furniture(self) -> None:
        self.board_view.art.theme = self._resolved
        self.board_view.relayout()
        self.backdrop.set_theme(self._resolved)

    def _system_scheme_changed(self) -> None:
        if self._theme is Theme.SYSTEM:
            self.set_theme(Theme.SYSTEM)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closing.emit()
        QSettings().setValue("window/geometry", self.saveGeometry())
        super().closeEvent(event)
