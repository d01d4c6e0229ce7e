"""The board as a screen reader reads it: a table of cells, each saying its row, column
and what the view shows there now (a face, empty, a stone, fog), with the selection,
the hint and the keyboard cursor.

The board is an interface of role Table whose children are the cells (role Cell), in
reading order, each a table cell (its row and column), the picked one the table's
selection (`llk.view.access.grid_accessible`, which the map editor's canvas shares; it says
why there is no table interface).
Everything is read from what the view draws at the moment of asking, so moves, shifts,
undo and a pause need no bookkeeping here; no rule is decided here either.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtGui import QAccessible

from llk.model import Point
from llk.model.board.specials import CRACKED, ICE, KEY_FACE, TIMER, is_locked, real_face
from llk.view.access.accessible_factory import make_accessible
from llk.view.access.grid_accessible import GridAccessible
from llk.view.board.board_view import BoardView
from llk.view.board.tile_item import TileItem
from llk.view.face_names import face_name


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


class BoardAccessible(GridAccessible):
    """The board view as a table: one cell child per cell, row by row, each read from
    what the view shows at the moment of asking."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view)
        self.view = view

    def shape(self) -> tuple[int, int]:
        return self.view.tiles.rows, self.view.tiles.cols

    def cell_name(self, cell: Point) -> str:
        return cell_name(self.view, cell)

    def cell_state(self, cell: Point) -> QAccessible.State:
        view = self.view
        item = view.tiles.items().get(cell) if view.tiles.visible else None
        state = QAccessible.State()
        state.selectable = True
        state.selected = item is not None and item.outline.marked("selected")
        return state

    def cell_rect(self, cell: Point) -> QRect:
        view = self.view
        local = view.mapFromScene(view.tiles.geometry.cell_rect(cell)).boundingRect()
        return QRect(view.viewport().mapToGlobal(local.topLeft()), local.size())

    def cell_at(self, x: int, y: int) -> Point | None:
        view = self.view
        local = view.viewport().mapFromGlobal(QRect(x, y, 1, 1).topLeft())
        return view.tiles.cell_at(view.mapToScene(local))

    def cursor(self) -> Point | None:
        cursor = self.view.keyboard_cursor
        return cursor.cell if cursor.shown else None

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name:
            return self.view.accessibleName() or QCoreApplication.translate(
                "BoardAccessible", "Board"
            )
        return super().text(t)


def install() -> None:
    """Have Qt read every board view as `BoardAccessible`."""
    make_accessible(BoardView, BoardAccessible)
