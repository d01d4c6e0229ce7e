"""A table of numbers and names that is only read (statistics, high scores, race
results, a chart's numbers): one Tab stop, whose cells the arrows walk.

Qt's tables take Tab to move from cell to cell, and wrap at the last one, so Tab never
left a chart's table in the statistics; and a table kept out of the Tab order ("Games
by board") was never reached by the keyboard, nor read by a screen reader.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget


def read_only(table: QAbstractItemView) -> None:
    """Make ``table`` a stop Tab reaches and leaves, whose cells no key edits: Tab and
    Shift+Tab go on to the next control, the arrows from cell to cell. O(1)."""
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setTabKeyNavigation(False)
    table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


def figures_table(
    name: str, headers: Sequence[str], rows: int = 0, stretch: int | None = None
) -> QTableWidget:
    """A table of figures only read (`read_only`), named ``name`` for a screen reader,
    ``headers`` over ``rows`` rows, with no row numbers and nothing to select; its
    columns as wide as their content, but column ``stretch``, which takes the room left."""
    table = QTableWidget(rows, len(headers))
    table.setAccessibleName(name)
    table.setHorizontalHeaderLabels(list(headers))
    table.verticalHeader().hide()
    read_only(table)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    if stretch is not None:
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return table
