"""After a race: the results table (place, pairs, time, how it ended, props used and
received), the rating, and Race Again, Watch Again or Close."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from llk.model.versus.props import Prop
from llk.model.versus.rating import VersusRecord
from llk.model.versus.rivals import Strength
from llk.model.versus.standings import Result
from llk.view.labels import PROP_SYMBOLS, finish_name, strength_name


def versus_summary(record: VersusRecord, rating_before: float | None = None) -> str:
    """The player's versus record in two lines: the rating (and its change, given the
    rating before a race), races and wins; then rivals beaten by strength."""
    change = "" if rating_before is None else f" ({record.rating - rating_before:+.0f})"
    text = QCoreApplication.translate(
        "RaceResults", "Versus rating {0:.0f}{1} · races {2} · wins {3}"
    ).format(record.rating, change, record.races, record.wins)
    order = list(Strength)
    beaten = [
        f"{strength_name(s)} {t.beaten}/{t.beaten + t.lost_to}"
        for s, t in sorted(record.by_strength.items(), key=lambda item: order.index(item[0]))
    ]
    if beaten:
        line = QCoreApplication.translate("RaceResults", "Rivals beaten, by strength: {0}")
        text += "\n" + line.format(" · ".join(beaten))
    return text


def _props(counts: dict[Prop, int]) -> str:
    return " ".join(f"{PROP_SYMBOLS[p]}×{n}" for p, n in counts.items() if n) or "—"


class RaceResults(QDialog):
    """The table of one race. ``again`` and ``watch`` are its two action buttons."""

    def __init__(self, results: list[Result], summary: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("race_results")
        self.setWindowTitle(self.tr("Race Results"))
        winner = results[0]
        headline = QLabel(
            self.tr("You won the race!")
            if winner.player == 0
            else self.tr("{0} won the race.").format(winner.name)
        )
        headline.setObjectName("race_headline")
        font = headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        headline.setFont(font)
        columns = [
            self.tr("Place"),
            self.tr("Player"),
            self.tr("Pairs"),
            self.tr("Time"),
            self.tr("Finish"),
            self.tr("Score"),
            self.tr("Props used"),
            self.tr("Received"),
        ]
        self.table = QTableWidget(len(results), len(columns))
        self.table.setObjectName("results_table")
        self.table.setAccessibleName(self.tr("Race results"))
        self.table.setHorizontalHeaderLabels(columns)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        for row, result in enumerate(results):
            cells = [
                str(result.place),
                result.name,
                str(result.pairs),
                f"{result.seconds:.1f} s",
                finish_name(result.finish),
                str(result.score),
                _props(result.used),
                _props(result.received),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if result.player == 0:
                    bold = item.font()
                    bold.setBold(True)
                    item.setFont(bold)
                if column in (0, 2, 3, 5):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.resizeColumnsToContents()
        self.table.resizeRowsToContents()
        frame = 2 * self.table.frameWidth()
        height = sum(self.table.rowHeight(row) for row in range(self.table.rowCount()))
        width = sum(self.table.columnWidth(c) for c in range(self.table.columnCount()))
        self.table.setFixedSize(  # every row and column shows, no scroll bar
            width + frame, header.sizeHint().height() + height + frame
        )
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.again = QPushButton(self.tr("Race &Again"))
        self.again.setObjectName("race_again")
        self.watch = QPushButton(self.tr("&Watch Again"))
        self.watch.setObjectName("watch_again")
        buttons.addButton(self.again, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.watch, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(headline)
        layout.addWidget(self.table)
        layout.addWidget(QLabel(summary))
        layout.addWidget(buttons)
