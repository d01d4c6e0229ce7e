"""A grid a widget paints, as a screen reader reads it: an interface of role Table whose
children are the cells (role Cell), in reading order, each read afresh at each question,
and the keyboard cursor's cell as the focus.

What Qt for Python allows of a real table, the grid has: each cell implements
`QAccessibleTableCellInterface` (its row and column, whether it is selected: AT-SPI's
TableCell), and the grid implements `QAccessibleSelectionInterface` (its selected cells,
read only: AT-SPI's Selection). The grid itself cannot implement
QAccessibleTableInterface (the row and column counts, the cell at a row and column,
AT-SPI's Table): PySide6 6.11 does not bind that class, so there is nothing to
subclass, and a role Table without it is what Qt exposes here. The cells are the
grid's children row by row (a child's index is ``row * columns + column``), and each
cell's name starts with its row and column, for readers that ask only the names.

An interface reaches Qt through `interface_cast`, which returns the address of the C++
part of the class asked for (`shiboken6.getCppPointer`) wrapped as a `VoidPtr`: a
plain int there crashed PySide's conversion. A subclass says the grid's shape, each
cell's name, state and place on the screen, and the cursor (the board's table,
`llk.view.board.accessible`; the map editor's canvas).
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleSelectionInterface,
    QAccessibleTableCellInterface,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from llk.model.board.grid import Point

NO_INTERFACE = shiboken6.VoidPtr(0)


def _second_part(interface: shiboken6.Object) -> shiboken6.VoidPtr:
    """The address of the C++ part of ``interface``'s second base class (the interface
    it adds to its first), as `interface_cast` hands it to Qt."""
    return shiboken6.VoidPtr(shiboken6.getCppPointer(interface)[1])


class CellPlace(QAccessibleTableCellInterface):
    """What makes a grid cell a table cell (`GridCell`'s second part): its row, its
    column, one cell wide and high, no headers, and whether it is selected."""

    cell: Point
    _grid: GridAccessible

    def rowIndex(self) -> int:
        return self.cell[0]

    def columnIndex(self) -> int:
        return self.cell[1]

    def rowExtent(self) -> int:
        return 1

    def columnExtent(self) -> int:
        return 1

    def rowHeaderCells(self) -> list[QAccessibleInterface]:
        return []

    def columnHeaderCells(self) -> list[QAccessibleInterface]:
        return []

    def table(self) -> QAccessibleInterface:
        return self._grid

    def isSelected(self) -> bool:
        return bool(self._grid.cell_state(self.cell).selected)


class GridCell(QAccessibleInterface, CellPlace):
    """One cell of ``grid``, which answers every question about it; a table cell
    (`CellPlace`)."""

    def __init__(self, grid: GridAccessible, cell: Point) -> None:
        super().__init__()  # both parts: shiboken's bases initialise along the MRO
        self._grid = grid
        self.cell = cell

    def interface_cast(  # type: ignore[override]
        self, t: QAccessible.InterfaceType
    ) -> shiboken6.VoidPtr:
        if t == QAccessible.InterfaceType.TableCellInterface:
            return _second_part(self)
        return NO_INTERFACE

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


class GridSelection(QAccessibleSelectionInterface):
    """The selected cells of a grid (`GridAccessible`'s second part), read only: a pick
    is a move, made by a key or a click, never by a reader's "select"."""

    def cells(self) -> list[GridCell]:
        raise NotImplementedError

    def selectedItems(self) -> list[QAccessibleInterface]:
        """The cells whose state is selected. O(cells)."""
        return [cell for cell in self.cells() if cell.isSelected()]

    def selectedItemCount(self) -> int:
        return len(self.selectedItems())

    def selectedItem(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        picked = self.selectedItems()
        return picked[index] if 0 <= index < len(picked) else None

    def isSelected(self, child: QAccessibleInterface) -> bool:
        return isinstance(child, GridCell) and child.isSelected()

    def select(self, child: QAccessibleInterface) -> bool:
        return False

    def unselect(self, child: QAccessibleInterface) -> bool:
        return False

    def selectAll(self) -> bool:
        return False

    def clear(self) -> bool:
        return False


class GridAccessible(QAccessibleWidget, GridSelection):
    """A widget's grid as a table of `GridCell` children, row by row, kept here (Qt holds
    no Python reference) and made afresh for a new shape, and its selected cells
    (`GridSelection`). Subclasses give `shape`, `cell_name`, `cell_state`, `cell_rect`,
    `cell_at` and `cursor`."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget, QAccessible.Role.Table)  # both parts, along the MRO
        self._cells: list[GridCell] = []
        self._shape = (0, 0)

    def interface_cast(  # type: ignore[override]
        self, t: QAccessible.InterfaceType
    ) -> shiboken6.VoidPtr:
        if t == QAccessible.InterfaceType.SelectionInterface:
            return _second_part(self)
        return shiboken6.VoidPtr(QAccessibleWidget.interface_cast(self, t))

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
