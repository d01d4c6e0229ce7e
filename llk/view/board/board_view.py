"""The board: tiles, highlights and the keyboard cursor. Draws what changed and reports
clicks; knows no rules.

The scene is laid out in viewport pixels (no view transform); zoomed past fitting the
view, it is the zoomed board, which the view scrolls (`BoardZoom`). A resize lays the
board out at once with the pictures the tiles have, scaled, and renders them afresh
at the new size once the size has rested for `SHARPEN_MS`: a resize never waits for
the tile art (48 faces, 0.15 s at 4K), and the tiles end sharp. Clicks are mapped to
cells from the layout, not from the items under the mouse, so a tile that is fading
out or a line that is showing never swallows the next click. A zoom step is drawn as a
resize is, at once and sharpened when it rests (a turn of the wheel takes a few).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPalette,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from llk.model import Board, Point
from llk.model.changes import Changes
from llk.view.board.cursor import CURSOR_STEPS, KeyboardCursor
from llk.view.board.effects import BoardEffects
from llk.view.board.motion import BoardMotion
from llk.view.board.stones import BoardStones
from llk.view.board.tile_art import TileArt
from llk.view.board.tiles import BoardTiles
from llk.view.board.zoom import BoardZoom

PICK_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
SAME_FACES_KEY = Qt.Key.Key_F
"""Held, lights up every tile like the one under the keyboard cursor (as the right
mouse button held on a tile does); no action has F."""


def _key(name: str) -> str:
    return QKeySequence(name).toString(QKeySequence.SequenceFormat.NativeText)


def same_faces_key() -> str:
    """The key that shows the tiles like the one under the cursor, as this platform writes it."""
    return _key("F")


SHARPEN_MS = 150
"""How long a new size must rest before what was scaled to it is rendered afresh."""


def keyboard_help() -> list[tuple[list[str], str]]:
    """The keys the board itself handles, as (key names, what they do), for the help page."""
    key = _key
    return [
        (
            ["←", "↑", "→", "↓"],
            QCoreApplication.translate("BoardView", "Move the cursor over the board."),
        ),
        (
            [key("Space"), key("Enter")],
            QCoreApplication.translate("BoardView", "Pick the tile under the cursor."),
        ),
        (
            [key("Esc")],
            QCoreApplication.translate(
                "BoardView", "Clear the selection (a click where no tile stands does too)."
            ),
        ),
        (
            [same_faces_key()],
            QCoreApplication.translate(
                "BoardView",
                "Hold to light up every tile like the one under the cursor "
                "(or hold the right mouse button on a tile).",
            ),
        ),
    ]


class PauseText(QGraphicsSimpleTextItem):
    """The line shown over the hidden board while paused, sized to the view. ``resume``
    tells what the player presses to play on: the pause's key, or its name while its key
    of one letter is switched off."""

    def __init__(self, resume: Callable[[], str]) -> None:
        super().__init__()
        self.setZValue(10)
        self.hide()
        self._resume = resume

    def place(self, shown: QRectF) -> None:
        """The largest font up to 40 pt that fits ``shown`` (the scene shown, with a
        margin); centred in it."""
        width = shown.width()
        text = QCoreApplication.translate("BoardView", "Paused — press {0} to play on")
        self.setText(text.format(self._resume()))
        self.setBrush(QApplication.palette().color(QPalette.ColorRole.WindowText))
        font = QFont()
        font.setBold(True)
        font.setPointSizeF(40.0)
        wide = QFontMetricsF(font).horizontalAdvance(self.text())
        font.setPointSizeF(max(6.0, min(40.0, 40.0 * 0.9 * width / max(1.0, wide))))
        self.setFont(font)
        box = self.boundingRect()
        self.setPos(shown.center() - box.center())


class BoardView(QGraphicsView):
    """Shows a board and reports which cell the player picks.

    Its parts: `tiles` (what stands where, and its layout), `keyboard_cursor` (the
    keyboard's cell), `zoom` (how big, and the scrolling), and the motion that shows
    each change (`BoardMotion`, with `effects`).

    Signals:
        cell_clicked(tuple): a tile was clicked, or a cell picked with the keyboard.
        clear_requested(): the player pressed Esc, or clicked where no tile stands.
        cursor_moved(): the keyboard cursor showed or moved (to `keyboard_cursor.cell`).
        cursor_stepped(bool, bool): an arrow key stepped the cursor to another cell:
            whether it wrapped round an edge, and whether no tile stands there (the
            sound cues).
    """

    cell_clicked = Signal(tuple)
    clear_requested = Signal()
    cursor_moved = Signal()
    cursor_stepped = Signal(bool, bool)

    def __init__(
        self,
        art: TileArt,
        parent: QWidget | None = None,
        resume: Callable[[], str] = lambda: "P",
    ) -> None:
        """``resume``: what the player presses to play on after a pause (`PauseText`)."""
        super().__init__(parent)
        self.art = art
        self.setScene(QGraphicsScene(self))
        self.effects = BoardEffects(self.scene(), self)
        self.tiles = BoardTiles(self.scene(), art)
        # The keys come here when the board has the focus, or will have it once its
        # window is active (a window manager may activate a new window at its first key).
        self.keyboard_cursor = KeyboardCursor(
            self.scene(),
            self.tiles,
            self.cursor_moved.emit,
            lambda: self.window().focusWidget() is self,
        )
        self.stones = BoardStones(self.scene(), self.tiles)
        self._motion = BoardMotion(self.tiles, self.effects)
        self._laying_out = False
        """True while a layout sets the scroll bars (their coming resizes the viewport)."""
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # The backdrop shows through the view, not through its scroll bars: a rule with
        # no selector reached them too, and drew them clear (in the dark theme, a thin
        # outline over the picture, the pause text showing through).
        self.setStyleSheet("BoardView { background: transparent }")
        self.pause_text = PauseText(resume)
        self.scene().addItem(self.pause_text)
        self.sharpening = QTimer(self)
        """Runs while the tiles are drawn scaled after a resize; then renders them."""
        self.sharpening.setSingleShot(True)
        self.sharpening.setInterval(SHARPEN_MS)
        self.sharpening.timeout.connect(self.relayout)
        self.zoom = BoardZoom(
            self, self.tiles, self.keyboard_cursor, self.relayout, self.sharpening
        )
        # Wherever the cursor shows or moves (an arrow, Tab, F), a zoomed view follows it.
        self.cursor_moved.connect(lambda: self.zoom.keep_in_view([self.keyboard_cursor.cell]))

    # --- what the controller asks for --------------------------------------------

    def show_board(self, board: Board) -> None:
        """Draw ``board`` from scratch (a new deal, of any shape)."""
        self.tiles.reset(board.rows, board.cols)
        self.stones.show(frozenset())
        self.stones.show_fixed(board.stones)
        self.stones.freeze(False)
        self.relayout()
        self.zoom.centre()
        self._update_board(board)
        self.keyboard_cursor.offer()

    def apply(self, changes: Changes) -> None:
        """Show what ``changes`` changed, in the order of its fields: the board redrawn,
        a removal, a reshuffle, a mismatch, the selection, a hint, Show Me (a clean
        board), the pause."""
        if changes.board is not None:
            self._move_tiles(changes, changes.board)
        if changes.mismatch is not None:
            self._motion.flash(changes.mismatch)
        if changes.selection is not None:
            self.tiles.select(changes.selection.cell)
            picked = filter(None, (changes.selection.cell,))
            self.zoom.keep_in_view(picked, around=0)  # no jump under the mouse
        if changes.hint is not None:
            self._motion.hint(changes.hint)
            self.zoom.keep_in_view(changes.hint.move)
        if changes.show_me is not None:
            self._settle()
        if changes.paused is not None:
            self._set_paused(changes.paused)
        if changes.stones is not None:
            self.stones.show(changes.stones)
        if changes.frozen is not None:
            self.stones.freeze(changes.frozen)
        if changes.stats is not None:
            self.tiles.show_timer(changes.stats.timer_left_s)

    def _move_tiles(self, changes: Changes, board: Board) -> None:
        """The tiles that came, went or moved, to stand as on ``board``: redrawn in place
        (undo, redo), or a removal and its slides, then a shuffle. A shuffle the tiles
        shown are out of step with redraws the board instead. Then every tile shows its
        specials as on ``board`` (a crack, locks opened, fog lifting, timers gone); the
        locks opened pop up."""
        if changes.history:
            self._update_board(board)
        if changes.removal is not None:
            self._motion.remove(changes.removal)
        reshuffle = changes.reshuffle
        if reshuffle is not None and not self._motion.shuffle(reshuffle, board.tile_count()):
            self._update_board(board)
        self._restyle(board)
        self.stones.show_fixed(board.stones)
        if changes.removal is not None:
            shown = self.tiles.items()
            for item in filter(None, map(shown.get, changes.removal.unlocked)):
                self.effects.pop(item)  # (a free shuffle may have moved it on)
        if not len(self.tiles):
            self.keyboard_cursor.show(False)

    def _restyle(self, board: Board) -> None:
        """Draw afresh the tiles whose value or marks changed; fog lifting fades out."""
        for item in self.tiles.update(board, self.devicePixelRatioF()):
            self.effects.lift_fog(item)

    def _update_board(self, board: Board) -> None:
        """Show ``board``, of the shape shown, changing only the cells that differ (undo,
        redo; see `BoardTiles.update`), once `_settle` has ended any slide on its cell."""
        self._settle()
        self.tiles.select(None)
        self._restyle(board)
        if not len(self.tiles):
            self.keyboard_cursor.show(False)

    def _settle(self) -> None:
        """End what is under way on the board (Show Me starting or stopping): animations
        jump to their end and the hint's outline goes; tiles stand in their cells."""
        self.effects.clear()
        self.tiles.hint(())

    def _set_paused(self, paused: bool) -> None:
        """Hide the tiles while paused, so the board cannot be studied."""
        self.tiles.show(not paused)
        if paused:
            self.keyboard_cursor.show(False)
        else:
            self.keyboard_cursor.offer()
        self.effects.clear()
        self.pause_text.setVisible(paused)
        self.pause_text.place(self.zoom.shown_rect())

    # --- input ---------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Left click picks a tile (the keyboard cursor hides and follows it); right
        button held on a tile lights up every tile of its face. Either click where no
        tile stands drops the selection."""
        cell = self.tiles.cell_at(self.mapToScene(event.position().toPoint()))
        on_tile = cell is not None and cell in self.tiles
        if event.button() == Qt.MouseButton.RightButton and on_tile:
            self.tiles.same_faces(cell)
        elif event.button() == Qt.MouseButton.LeftButton and on_tile and cell is not None:
            self.keyboard_cursor.show(False)
            self.keyboard_cursor.move(cell)
            self.cell_clicked.emit(cell)
        elif event.button() in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            self.clear_requested.emit()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            self.tiles.same_faces(None)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if key in CURSOR_STEPS:
            wrapped = self.keyboard_cursor.step(key)
            self.keyboard_cursor.show(self.tiles.visible)
            if wrapped is not None:
                self.cursor_stepped.emit(wrapped, self.keyboard_cursor.cell not in self.tiles)
        elif key in PICK_KEYS:
            self.keyboard_cursor.show(self.tiles.visible)
            self.cell_clicked.emit(self.keyboard_cursor.cell)
        elif key == Qt.Key.Key_Escape:
            self.clear_requested.emit()
        elif key == SAME_FACES_KEY and not event.modifiers():
            if not event.isAutoRepeat():
                self.keyboard_cursor.show(self.tiles.visible)
                self.tiles.same_faces(self.keyboard_cursor.cell)
        else:
            super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == SAME_FACES_KEY and not event.isAutoRepeat():
            self.tiles.same_faces(None)
        else:
            super().keyReleaseEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Come to by the keyboard (Tab, the window opening or coming back, a dialog or a
        menu closing), the board shows the keyboard cursor and says its cell: the
        keyboard's place and a screen reader's are one cell. Not at once: Qt tells the
        readers that the board took the focus after this, and that would cover the cell
        (a reader said only "Board"). A click's focus leaves the cursor hidden."""
        super().focusInEvent(event)
        if event.reason() != Qt.FocusReason.MouseFocusReason:
            self.keyboard_cursor.offer()

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Ctrl+wheel zooms about the point under the mouse, a step a notch; the wheel
        alone scrolls the zoomed board."""
        if not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            super().wheelEvent(event)
            return
        event.accept()
        self.zoom.turn(event.angleDelta().y(), event.position())

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """A key or button held when the focus goes is never released here."""
        self.tiles.same_faces(None)
        super().focusOutEvent(event)

    # --- for tests and tools ---------------------------------------------------------

    def cell_centre(self, cell: Point) -> QPointF:
        """Where a cell's centre is in viewport coordinates."""
        return self.mapFromScene(self.tiles.centre(cell)).toPointF()

    def tile_size(self) -> tuple[float, float]:
        return self.tiles.geometry.width, self.tiles.geometry.height

    def tile_cells(self) -> list[Point]:
        """The cells that show a tile now."""
        return sorted(self.tiles.items())

    # --- drawing -------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self._laying_out:  # a scroll bar came or went: the layout is the same
            self.relayout(sharp=False)
            self.sharpening.start()

    def relayout(self, sharp: bool = True) -> None:
        """Fit the tiles to the view, zoomed, rendered afresh at their size (a new board
        or theme, or a resize that has rested), or with the pictures they have scaled
        (``sharp`` False: during a resize or a zoom). Zoomed, the board point in the
        middle of the view stays there. Cost: one SVG render per face and size not seen
        yet."""
        size = self.maximumViewportSize()  # the viewport's (no scroll bars), without
        # asking for the viewport widget: its wrapper made PySide build every widget
        # class's enums at the first layout, 62 of them (20 ms); only zoomed is it asked
        middle = self.zoom.middle() if self.zoom.zoomed else None
        held = self.zoom.held(middle) if middle is not None else None
        geometry, rect = self.zoom.layout(size.width(), size.height())
        self._laying_out = True
        self.scene().setSceneRect(rect)
        self.setHorizontalScrollBarPolicy(self.zoom.scroll_policy())
        self.setVerticalScrollBarPolicy(self.zoom.scroll_policy())
        self._laying_out = False
        self.effects.clear()
        self.tiles.lay_out(geometry, self.devicePixelRatioF(), sharp)
        self.keyboard_cursor.place()
        self.stones.place(self.devicePixelRatioF())
        if middle is not None and held is not None:
            self.zoom.put(held, middle)
        self.pause_text.place(self.zoom.shown_rect())
