"""A table of numbers and names that is only read (statistics, high scores, race
results, a chart's numbers): one Tab stop, whose cells the arrows walk.

Qt's tables take Tab to move from cell to cell, and wrap at the last one, so Tab never
left a chart's table in the statistics; and a table kept out of the Tab order ("Games
by board") was never reached by the keyboard, nor read by a screen reader.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView


def read_only(table: QAbstractItemView) -> None:
    """Make ``table`` a stop Tab reaches and leaves, whose cells no key edits: Tab and
    Shift+Tab go on to the next control, the arrows from cell to cell. O(1)."""
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setTabKeyNavigation(False)
    table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
