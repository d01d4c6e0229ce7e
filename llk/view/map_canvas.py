"""The editor's grid: click or drag to paint cells, right-drag to erase, arrows and Space
from the keyboard. Each stroke is one step of the sketch's undo.

A screen reader reads it as a table of cells (`llk.view.access.grid_accessible`), each "row R,
column C, painted" or "empty" (and the special a brush put there), checked when
painted; the cursor's cell is the reader's focus, so each arrow reads the cell it
reaches, and each cell painted or erased from the keyboard is said again as it is now,
with the `tally` the editor keeps (the tiles so far).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QCoreApplication,
    QPoint,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAccessible,
    QAccessibleStateChangeEvent,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from llk.model.board.grid import Point
from llk.model.maps.map_file import EMPTY, OBSTACLE, TILE
from llk.model.maps.sketch import BRUSHES, MapSketch
from llk.view.access.accessible_factory import make_accessible
from llk.view.access.grid_accessible import GridAccessible
from llk.view.board.accessible import _then, place_name

ROLE = QPalette.ColorRole
STEPS = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}


def brush_names() -> tuple[str, ...]:
    """What each brush paints, in the order of `BRUSHES`."""
    return (
        QCoreApplication.translate("MapEditor", "Tile"),
        QCoreApplication.translate("MapEditor", "Stone"),
        QCoreApplication.translate("MapEditor", "Iced tile"),
        QCoreApplication.translate("MapEditor", "Locked tile"),
        QCoreApplication.translate("MapEditor", "Key tile"),
        QCoreApplication.translate("MapEditor", "Fogged tile"),
        QCoreApplication.translate("MapEditor", "Timer tile"),
    )


class MapCanvas(QWidget):
    """Draws ``sketch`` and paints on it; `edited` after each stroke.

    Signals:
        spoken(str): what a cell painted or erased by keys says (the game's one speech
            funnel, `Announcer.say`, speaks it: `MapFlow.spoken`).
    """

    edited = Signal()
    spoken = Signal(str)

    def __init__(self, sketch: MapSketch, parent: QWidget | None = None) -> None:
        make_accessible(
            MapCanvas, MapAccessible
        )  # before the widget is made: a reader on the bus asks for it at once
        super().__init__(parent)
        self.setObjectName("map_canvas")
        self.sketch = sketch
        self.fill_tool = False
        """Whether a click fills the region under it instead of painting one cell."""
        self.cursor_cell: Point = (0, 0)
        self.tally: Callable[[], str] = str
        """What is said after a cell the keyboard painted or erased (the editor's tile
        count, once it has counted): nothing unless told."""
        self._painting: bool | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(240, 180)
        self.setAccessibleName(QCoreApplication.translate("MapCanvas", "Map"))
        self.setAccessibleDescription(
            QCoreApplication.translate(
                "MapCanvas", "Arrow keys move between the cells, Space paints or erases one."
            )
        )

    def sizeHint(self) -> QSize:
        return QSize(560, 400)

    def cell_side(self) -> float:
        p = self.sketch.picture
        return max(1.0, min(self.width() / p.cols, self.height() / p.rows))

    def _origin(self, side: float) -> tuple[float, float]:
        """Where the grid's top-left corner stands: the grid centred in the widget."""
        p = self.sketch.picture
        return (self.width() - side * p.cols) / 2, (self.height() - side * p.rows) / 2

    def cell_rect(self, cell: Point) -> QRectF:
        side = self.cell_side()
        left, top = self._origin(side)
        return QRectF(left + cell[1] * side, top + cell[0] * side, side, side)

    def cell_at(self, point: QPoint) -> Point | None:
        side, p = self.cell_side(), self.sketch.picture
        left, top = self._origin(side)
        r, c = int((point.y() - top) // side), int((point.x() - left) // side)
        return (r, c) if 0 <= r < p.rows and 0 <= c < p.cols else None

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette, side = self.palette(), self.cell_side()
        p = self.sketch.picture
        font = painter.font()
        font.setPixelSize(max(6, round(side * 0.5)))
        painter.setFont(font)
        letters = dict(p.specials)
        for r in range(p.rows):
            for c in range(p.cols):
                rect = self.cell_rect((r, c)).adjusted(1, 1, -1, -1)
                letter = letters.get((r, c))
                role = ROLE.Link if (r, c) in p.cells else ROLE.Base
                painter.setPen(QPen(palette.color(ROLE.Mid), 1))
                painter.setBrush(palette.color(ROLE.Shadow if letter == OBSTACLE else role))
                painter.drawRoundedRect(rect, side * 0.15, side * 0.15)
                if letter is not None and letter != OBSTACLE:
                    painter.setPen(palette.color(ROLE.HighlightedText))
                    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, letter)
        if self.hasFocus():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(palette.color(ROLE.Highlight), max(2.0, side / 10)))
            painter.drawRect(self.cell_rect(self.cursor_cell).adjusted(2, 2, -2, -2))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position().toPoint())
        if cell is None:
            return
        self.cursor_cell = cell
        if self.fill_tool and event.button() == Qt.MouseButton.LeftButton:
            self.sketch.fill(cell)
            self._finish()
            return
        self._painting = event.button() == Qt.MouseButton.LeftButton and not self.sketch.filled(
            cell
        )
        self.sketch.begin_stroke()
        self.sketch.paint(cell, self._painting)
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position().toPoint())
        if self._painting is not None and cell is not None:
            self.sketch.paint(cell, self._painting)
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._painting is not None:
            self._painting = None
            self._finish()

    def cell_words(self, cell: Point) -> str:
        """What stands on ``cell``: "empty", "painted", or "painted, Iced tile"."""
        letter = self.sketch.picture.letter(cell)
        if letter == EMPTY:
            return QCoreApplication.translate("BoardAccessible", "empty")  # the board's word
        painted = QCoreApplication.translate("MapCanvas", "painted")
        if letter == TILE:
            return painted
        return _then(painted, brush_names()[BRUSHES.index(letter)])

    def cell_name(self, cell: Point) -> str:
        """ "row R, column C, painted": what a screen reader reads on ``cell``."""
        return _then(place_name(cell), self.cell_words(cell))

    def accessible(self) -> MapAccessible:
        interface = QAccessible.queryAccessibleInterface(self)
        assert isinstance(interface, MapAccessible)
        return interface

    def focusInEvent(self, event: QFocusEvent) -> None:
        """The reader's focus goes on to the cursor's cell, once Qt has told of the
        canvas's (it does so after this event: the reader then stopped on "Map")."""
        super().focusInEvent(event)
        QTimer.singleShot(0, self, self._focus_cell)

    def _focus_cell(self) -> None:
        if self.hasFocus():
            self.accessible().tell(QAccessible.Event.Focus)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        p = self.sketch.picture
        if key in STEPS:
            dr, dc = STEPS[key]
            self.cursor_cell = (
                (self.cursor_cell[0] + dr) % p.rows,
                (self.cursor_cell[1] + dc) % p.cols,
            )
            self.update()
            self.accessible().tell(QAccessible.Event.Focus)
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
            self.cursor_cell = (
                min(self.cursor_cell[0], p.rows - 1),
                min(self.cursor_cell[1], p.cols - 1),
            )
            if self.fill_tool:
                self.sketch.fill(self.cursor_cell)
            else:
                self.sketch.begin_stroke()
                self.sketch.paint(self.cursor_cell, not self.sketch.filled(self.cursor_cell))
            self._finish()
            self._say_cell()
        else:
            super().keyPressEvent(event)

    def _say_cell(self) -> None:
        """The cursor's cell changed under it: its state, then its name, told anew (a
        reader ignores a cell's name change, so it is also said)."""
        grid = self.accessible()
        change = QAccessible.State()
        change.checked = True
        event = QAccessibleStateChangeEvent(self, change)
        event.setChild(grid.index_of(self.cursor_cell))
        QAccessible.updateAccessibility(event)
        grid.tell(QAccessible.Event.NameChanged)
        said, tally = self.cell_name(self.cursor_cell), self.tally()
        if tally:
            said = QCoreApplication.translate("MapCanvas", "{0}. {1}").format(said, tally)
        self.spoken.emit(said)

    def _finish(self) -> None:
        self.update()
        self.edited.emit()


class MapAccessible(GridAccessible):
    """The canvas as a table of its cells, painted ones checked."""

    def __init__(self, canvas: MapCanvas) -> None:
        super().__init__(canvas)
        self.canvas = canvas

    def shape(self) -> tuple[int, int]:
        p = self.canvas.sketch.picture
        return p.rows, p.cols

    def cell_name(self, cell: Point) -> str:
        return self.canvas.cell_name(cell)

    def cell_state(self, cell: Point) -> QAccessible.State:
        state = QAccessible.State()
        state.checkable = True
        state.checked = self.canvas.sketch.filled(cell)
        return state

    def cell_rect(self, cell: Point) -> QRect:
        local = self.canvas.cell_rect(cell).toRect()
        return QRect(self.canvas.mapToGlobal(local.topLeft()), local.size())

    def cell_at(self, x: int, y: int) -> Point | None:
        return self.canvas.cell_at(self.canvas.mapFromGlobal(QPoint(x, y)))

    def cursor(self) -> Point | None:
        rows, cols = self.shape()
        row, col = self.canvas.cursor_cell
        return (row, col) if row < rows and col < cols else None
