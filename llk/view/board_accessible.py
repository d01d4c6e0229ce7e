"""The board as a screen reader reads it: a table of cells, each saying its row, column
and what the view shows there now (a face, empty, a stone, fog), with the selection,
the hint and the keyboard cursor.

What Qt for Python allows of a real table, the board has: each cell implements
`QAccessibleTableCellInterface` (its row and column, whether it is selected: AT-SPI's
TableCell, read by a reader as "row 2, column 3"), and the board implements
`QAccessibleSelectionInterface` (which cell is picked: AT-SPI's Selection). The board
itself cannot implement QAccessibleTableInterface (the row and column counts, the cell
at a row and column, AT-SPI's Table): PySide6 6.11 does not bind that class, so there is
nothing to subclass, and a role Table without it is what Qt exposes here. The cells are
the board's children row by row, so a child's index is ``row * columns + column``, and
each cell's name starts with its row and column, for readers that ask only the names.

An interface reaches Qt through `interface_cast`, which returns the address of the C++
part of the class asked for (`shiboken6.getCppPointer`) wrapped as a `VoidPtr`: a
plain int there crashed PySide's conversion. Everything is read from what the view
draws at the moment of asking, so moves, shifts, undo and a pause need no bookkeeping
here; no rule is decided here either.
"""

from __future__ import annotations

import functools

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleInterface,
    QAccessibleSelectionInterface,
    QAccessibleTableCellInterface,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget

from llk.model import Point
from llk.model.specials import CRACKED, ICE, KEY_FACE, TIMER, is_locked, real_face
from llk.view.board_view import BoardView
from llk.view.face_names import face_name
from llk.view.tile_item import TileItem

_installed = False
NO_INTERFACE = shiboken6.VoidPtr(0)


def _second_part(interface: shiboken6.Object) -> shiboken6.VoidPtr:
    """The address of the C++ part of ``interface``'s second base class (the interface
    it adds to its first), as `interface_cast` hands it to Qt."""
    return shiboken6.VoidPtr(shiboken6.getCppPointer(interface)[1])


def _tile_words(item: TileItem, set_key: str, hinted: bool = True) -> list[str]:
    """What a tile shows: its face (or hidden, under fog), then its specials and marks."""
    if item.fogged:
        words = [QCoreApplication.translate("BoardAccessible", "hidden")]
    elif item.face == KEY_FACE:
        words = [QCoreApplication.translate("BoardAccessible", "key")]
    else:
        words = [face_name(real_face(item.face), set_key)]
    if is_locked(item.face):
        words.append(QCoreApplication.translate("BoardAccessible", "locked"))
    if item.marks & CRACKED:
        words.append(QCoreApplication.translate("BoardAccessible", "cracked ice"))
    elif item.marks & ICE:
        words.append(QCoreApplication.translate("BoardAccessible", "iced"))
    if item.marks & TIMER:
        words.append(QCoreApplication.translate("BoardAccessible", "timer"))
    if hinted and item.outline.marked("hinted"):
        words.append(QCoreApplication.translate("BoardAccessible", "hinted"))
    return words


def _then(words: str, word: str) -> str:
    """Two words of a cell's name, in the order and with the comma of the language."""
    return QCoreApplication.translate("BoardAccessible", "{0}, {1}").format(words, word)


def what_stands(view: BoardView, cell: Point, hinted: bool = True) -> str:
    """What the view shows on ``cell`` now, in words: "banana, iced", "empty", "stone",
    "hidden" (fog, or every tile while paused); ", hinted" too unless not ``hinted``."""
    item = view.tiles.items().get(cell) if view.tiles.visible else None
    if not view.tiles.visible:
        return QCoreApplication.translate("BoardAccessible", "hidden")
    if item is not None:
        return functools.reduce(_then, _tile_words(item, view.art.set_key, hinted))
    if cell in view.stones.cells():
        return QCoreApplication.translate("BoardAccessible", "stone")
    return QCoreApplication.translate("BoardAccessible", "empty")


def place_name(cell: Point) -> str:
    """ "row R, column C", counted from 1 as a player counts."""
    row, col = cell
    return QCoreApplication.translate("BoardAccessible", "row {0}, column {1}").format(
        row + 1, col + 1
    )


def cell_name(view: BoardView, cell: Point) -> str:
    """ "row R, column C, what stands there": the name a screen reader reads."""
    return _then(place_name(cell), what_stands(view, cell))


class CellPlace(QAccessibleTableCellInterface):
    """What makes a board cell a table cell (`CellAccessible`'s second part): its row,
    its column, one cell wide and high, no headers, and whether its tile is picked."""

    cell: Point
    _board: BoardAccessible

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
        return self._board

    def isSelected(self) -> bool:
        view = self._board.view
        item = view.tiles.items().get(self.cell) if view.tiles.visible else None
        return item is not None and item.outline.marked("selected")


class CellAccessible(QAccessibleInterface, CellPlace):
    """One cell of the board, read afresh from the view at each question: a table cell
    that knows its row, its column and whether it is picked (`CellPlace`)."""

    def __init__(self, board: BoardAccessible, cell: Point) -> None:
        super().__init__()  # both parts: shiboken's bases initialise along the MRO
        self._board = board
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
        return self._board.window()

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Cell

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name:
            return self.name()
        return ""

    def setText(self, t: QAccessible.Text, text: str) -> None:
        """Read only."""

    def name(self) -> str:
        return cell_name(self._board.view, self.cell)

    def state(self) -> QAccessible.State:
        view = self._board.view
        state = QAccessible.State()
        state.focusable = True
        state.selectable = True
        state.selected = self.isSelected()
        cursor = view.keyboard_cursor
        state.focused = cursor.shown and cursor.cell == self.cell and view.hasFocus()
        return state

    def rect(self) -> QRect:
        """The cell on the screen."""
        view = self._board.view
        scene_rect = view.tiles.geometry.cell_rect(self.cell)
        local = view.mapFromScene(scene_rect).boundingRect()
        return QRect(view.viewport().mapToGlobal(local.topLeft()), local.size())

    def parent(self) -> QAccessibleInterface:
        return self._board

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None


class BoardAccessible(QAccessibleWidget, QAccessibleSelectionInterface):
    """The board view as a table: one `CellAccessible` child per cell, row by row, and
    the picked cell as its selection (read only: a pick is a move, made by Space or a
    click, never by a reader's "select"). The cells are kept here (Qt holds no Python
    reference), made afresh for a new shape."""

    def __init__(self, view: BoardView) -> None:
        QAccessibleWidget.__init__(self, view, QAccessible.Role.Table)
        QAccessibleSelectionInterface.__init__(self)
        self.view = view
        self._cells: list[CellAccessible] = []
        self._shape = (0, 0)

    def interface_cast(  # type: ignore[override]
        self, t: QAccessible.InterfaceType
    ) -> shiboken6.VoidPtr:
        if t == QAccessible.InterfaceType.SelectionInterface:
            return _second_part(self)
        return shiboken6.VoidPtr(super().interface_cast(t))

    def selectedItems(self) -> list[QAccessibleInterface]:
        """The picked cell, if a tile is picked. O(cells)."""
        return [cell for cell in self.cells() if cell.isSelected()]

    def selectedItemCount(self) -> int:
        return len(self.selectedItems())

    def selectedItem(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        picked = self.selectedItems()
        return picked[index] if 0 <= index < len(picked) else None

    def isSelected(self, child: QAccessibleInterface) -> bool:
        return isinstance(child, CellAccessible) and child.isSelected()

    def select(self, child: QAccessibleInterface) -> bool:
        return False

    def unselect(self, child: QAccessibleInterface) -> bool:
        return False

    def selectAll(self) -> bool:
        return False

    def clear(self) -> bool:
        return False

    def cells(self) -> list[CellAccessible]:
        """Every cell, row by row, for the board's shape now."""
        shape = (self.view.tiles.rows, self.view.tiles.cols)
        if shape != self._shape:
            rows, cols = self._shape = shape
            self._cells = [CellAccessible(self, (r, c)) for r in range(rows) for c in range(cols)]
        return self._cells

    def childCount(self) -> int:
        return len(self.cells())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        cells = self.cells()
        return cells[index] if 0 <= index < len(cells) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        cells = self.cells()
        return cells.index(child) if child in cells else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        """The cell under the screen point (x, y), if any."""
        view = self.view
        local = view.viewport().mapFromGlobal(QRect(x, y, 1, 1).topLeft())
        cell = view.tiles.cell_at(view.mapToScene(local))
        if cell is None:
            return None
        return self.child(cell[0] * view.tiles.cols + cell[1])

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        """The keyboard cursor's cell, while it shows."""
        cursor = self.view.keyboard_cursor
        if not cursor.shown:
            return None
        return self.child(cursor.cell[0] * self.view.tiles.cols + cursor.cell[1])

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name:
            return self.view.accessibleName() or QCoreApplication.translate(
                "BoardAccessible", "Board"
            )
        return super().text(t)


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    """The board's interface, kept on the view so Python keeps it alive."""
    if not isinstance(obj, BoardView):
        return None
    board: BoardAccessible | None = getattr(obj, "_accessible", None)
    if board is None:
        board = BoardAccessible(obj)
        obj._accessible = board  # type: ignore[attr-defined]
    return board


def install() -> None:
    """Have Qt ask `_factory` for every board view's interface (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
