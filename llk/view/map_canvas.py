"""The editor's grid: click or drag to paint cells, right-drag to erase, arrows and Space
from the keyboard. Each stroke is one step of the sketch's undo."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from llk.model.board import Point
from llk.model.map_file import OBSTACLE
from llk.model.map_sketch import MapSketch

ROLE = QPalette.ColorRole
STEPS = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}


class MapCanvas(QWidget):
    """Draws ``sketch`` and paints on it; `edited` after each stroke."""

    edited = Signal()

    def __init__(self, sketch: MapSketch, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("map_canvas")
        self.sketch = sketch
        self.fill_tool = False
        """Whether a click fills the region under it instead of painting one cell."""
        self.cursor_cell: Point = (0, 0)
        self._painting: bool | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(240, 180)

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
        else:
            super().keyPressEvent(event)

    def _finish(self) -> None:
        self.update()
        self.edited.emit()
