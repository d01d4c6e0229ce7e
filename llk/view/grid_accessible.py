"""A grid a widget paints, as a screen reader reads it: an interface of role Table whose
children are the cells (role Cell), in reading order, each read afresh at each question,
and the keyboard cursor's cell as the focus.

PySide6 has no QAccessibleTableInterface to implement, so this is the approach of the
board's table (`llk.view.board_accessible`) made for any grid: a subclass says the
grid's shape, each cell's name, state and place on the screen, and the cursor.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from llk.model.board import Point


class GridCell(QAccessibleInterface):
    """One cell of ``grid``, which answers every question about it."""

    def __init__(self, grid: GridAccessible, cell: Point) -> None:
        super().__init__()
        self._grid = grid
        self.cell = cell

    def isValid(self) -> bool:
        return True

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self._grid.window()

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Cell

    def text(self, t: QAccessible.Text) -> str:
        return self._grid.cell_name(self.cell) if t == QAccessible.Text.Name else ""

    def setText(self, t: QAccessible.Text, text: str) -> None:
        """Read only."""

    def state(self) -> QAccessible.State:
        state = self._grid.cell_state(self.cell)
        state.focusable = True
        state.focused = self._grid.cursor() == self.cell and self._grid.widget().hasFocus()
        return state

    def rect(self) -> QRect:
        return self._grid.cell_rect(self.cell)

    def parent(self) -> QAccessibleInterface:
        return self._grid

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None


class GridAccessible(QAccessibleWidget):
    """A widget's grid as a table of `GridCell` children, row by row, kept here (Qt holds
    no Python reference) and made afresh for a new shape. Subclasses give `shape`,
    `cell_name`, `cell_state`, `cell_rect`, `cell_at` and `cursor`."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget, QAccessible.Role.Table)
        self._cells: list[GridCell] = []
        self._shape = (0, 0)

    def shape(self) -> tuple[int, int]:
        """Rows and columns now."""
        raise NotImplementedError

    def cell_name(self, cell: Point) -> str:
        """What a reader reads on ``cell``: "row R, column C, what stands there"."""
        raise NotImplementedError

    def cell_state(self, cell: Point) -> QAccessible.State:
        """``cell``'s state (checked, selected...); focus is added here."""
        return QAccessible.State()

    def cell_rect(self, cell: Point) -> QRect:
        """``cell`` on the screen."""
        raise NotImplementedError

    def cell_at(self, x: int, y: int) -> Point | None:
        """The cell under the screen point (x, y), if any."""
        raise NotImplementedError

    def cursor(self) -> Point | None:
        """The keyboard cursor's cell, while it shows."""
        raise NotImplementedError

    def cells(self) -> list[GridCell]:
        """Every cell, row by row, for the shape now."""
        shape = self.shape()
        if shape != self._shape:
            rows, cols = self._shape = shape
            self._cells = [GridCell(self, (r, c)) for r in range(rows) for c in range(cols)]
        return self._cells

    def index_of(self, cell: Point) -> int:
        return cell[0] * self.shape()[1] + cell[1]

    def childCount(self) -> int:
        return len(self.cells())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        cells = self.cells()
        return cells[index] if 0 <= index < len(cells) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        cells = self.cells()
        return cells.index(child) if child in cells else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        cell = self.cell_at(x, y)
        return None if cell is None else self.child(self.index_of(cell))

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        cell = self.cursor()
        return None if cell is None else self.child(self.index_of(cell))

    def tell(self, kind: QAccessible.Event) -> None:
        """Tell readers ``kind`` (the focus came, the name changed) of the cursor's cell,
        while it shows."""
        cell = self.cursor()
        if cell is not None:
            event = QAccessibleEvent(self.widget(), kind)
            event.setChild(self.index_of(cell))
            QAccessible.updateAccessibility(event)
