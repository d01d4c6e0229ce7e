"""The high-score dialog: one table per board size and mode."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from llk.dialogs.read_only_table import figures_table
from llk.model.records.scores import HighScores
from llk.view.labels import table_name
from llk.view.screen_fit import resize_within_screen


def format_seconds(seconds: float) -> str:
    """Minutes and whole seconds as a stopwatch shows them, "4:05" for 245.6 s (so a time
    reads the same as the bar of the clearing-time chart that holds it); never negative."""
    minutes, rest = divmod(max(0, math.floor(seconds)), 60)
    return f"{minutes}:{rest:02d}"


class ScoresDialog(QDialog):
    """Shows the tables; opens on ``key`` with row ``highlight`` (1-based) marked."""

    def __init__(
        self,
        scores: HighScores,
        key: str,
        highlight: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("High Scores"))
        self._scores = scores
        self._highlight = highlight
        self._home = key
        self.board = QComboBox()
        for table in sorted({key, *scores.tables}):
            self.board.addItem(table_name(table), table)
        headers = [
            self.tr("#"),
            self.tr("Name"),
            self.tr("Score"),
            self.tr("Time"),
            self.tr("Date"),
            self.tr("Hints"),
        ]
        # the names take the room left
        self.table = figures_table(self.tr("High scores"), headers, stretch=1)
        self.empty = QLabel(self.tr("No games finished on this board yet."))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        chooser = QFormLayout()
        chooser.addRow(self.tr("&Board:"), self.board)  # the label names the box (its buddy)
        layout.addLayout(chooser)
        layout.addWidget(self.table)
        layout.addWidget(self.empty)
        layout.addWidget(buttons)
        self.board.currentIndexChanged.connect(self._fill)
        self.board.setCurrentIndex(self.board.findData(key))
        self._fill()
        resize_within_screen(self, 560, 420)

    def _fill(self) -> None:
        key = self.board.currentData()
        entries = self._scores.top(key)
        self.table.setRowCount(len(entries))
        for row, entry in enumerate(entries):
            cells = (
                str(row + 1),
                entry.name,
                str(entry.score),
                format_seconds(entry.seconds),
                entry.date,
                self.tr("yes") if entry.hints_used else self.tr("no"),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if key == self._home and row + 1 == self._highlight:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, column, item)
        self.empty.setVisible(not entries)
