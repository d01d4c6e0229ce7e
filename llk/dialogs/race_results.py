"""After a race: the results table (place, pairs, time, how it ended, props used and
received), the rating, and Race Again, Watch Again or Close.

Every row is made by one definition (`result_cells`) from the race's `Result`s, whose
time is when each racer's race ended; the props are named, and the headers say what
their columns mean."""

from __future__ import annotations

import html
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from llk.dialogs.read_only_table import figures_table
from llk.model.versus.props import Prop
from llk.model.versus.rating import VersusRecord
from llk.model.versus.rivals import Strength
from llk.model.versus.standings import Finish, Result
from llk.view.labels import PROP_SYMBOLS, finish_name, prop_name, strength_name


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
    """Props by mark and name, in the props' order: "❄ Freeze ×2, ⊘ Ban"; "—" for none."""
    named = [
        f"{PROP_SYMBOLS[prop]} {prop_name(prop)}"
        + (f" ×{counts[prop]}" if counts[prop] > 1 else "")
        for prop in Prop
        if counts.get(prop, 0) > 0
    ]
    return ", ".join(named) or "—"


def finish_cell(result: Result) -> str:
    """How the racer's race ended; for the winner, how they won (a winner whose clock
    ran out won on pairs: never "Time up" under "won the race")."""
    if not result.won:
        return finish_name(result.finish)
    if result.finish is Finish.CLEARED:
        return QCoreApplication.translate("RaceResults", "Won: cleared the board")
    return QCoreApplication.translate("RaceResults", "Won: most pairs")


def result_cells(result: Result) -> list[str]:
    """The row of ``result`` in the table, one definition for every row: place, name,
    pairs, the time their race ended, how it ended, score, props used and received."""
    return [
        str(result.place),
        result.name,
        str(result.pairs),
        QCoreApplication.translate("RaceResults", "{0:.1f} s").format(result.seconds),
        finish_cell(result),
        str(result.score),
        _props(result.used),
        _props(result.received),
    ]


def placed(results: list[Result], places: tuple[int, ...]) -> list[Result]:
    """``results`` in the order of ``places`` (racers, first place first: the host's, in
    a race online), each its place in it; as they are if ``places`` does not name each
    racer once. O(racers)."""
    by_racer = {result.player: result for result in results}
    if sorted(places) != sorted(by_racer):
        return results
    return [replace(by_racer[racer], place=place) for place, racer in enumerate(places, 1)]


class RaceResults(QDialog):
    """The table of one race. ``again`` and ``watch`` are its two action buttons."""

    def __init__(
        self,
        results: list[Result],
        summary: str,
        parent: QWidget | None = None,
        you: int = 0,
        again: bool = True,
    ) -> None:
        """``you``: the player's racer (bold, and the headline's "you"); ``again``:
        whether Race Again is offered (after a race online it brings back the table,
        where the host starts the next; not once the host has left, closing it)."""
        super().__init__(parent)
        self.setObjectName("race_results")
        self.setWindowTitle(self.tr("Race Results"))
        winner = results[0]
        headline = QLabel(
            self.tr("You won the race!")
            if winner.player == you
            else self.tr("{0} won the race.").format(winner.name)
        )
        headline.setObjectName("race_headline")
        font = headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        headline.setFont(font)
        columns = [
            (self.tr("Place"), self.tr("The first clear wins; then the most pairs.")),
            (self.tr("Player"), ""),
            (self.tr("Pairs"), self.tr("Pairs removed.")),
            (
                self.tr("Time"),
                self.tr(
                    "Race time when each player's race ended: their clear, their own "
                    "clock running out (pairs and hourglasses add time to it), 30 s "
                    "without a pair, or someone else's clear for those still racing."
                ),
            ),
            (self.tr("Finish"), self.tr("How each player's race ended.")),
            (self.tr("Score"), ""),
            (self.tr("Props used"), self.tr("The props each player used.")),
            (self.tr("Received"), self.tr("The props other players used on each player.")),
        ]
        titles = [title for title, _tip in columns]
        self.table = figures_table(self.tr("Race results"), titles, rows=len(results))
        self.table.setObjectName("results_table")
        for column, (_title, tip) in enumerate(columns):
            header_item = self.table.horizontalHeaderItem(column)
            if header_item is not None and tip:
                header_item.setToolTip(f"<p>{html.escape(tip)}</p>")  # rich text: it wraps
        for row, result in enumerate(results):
            for column, text in enumerate(result_cells(result)):
                item = QTableWidgetItem(text)
                if result.player == you:
                    bold = item.font()
                    bold.setBold(True)
                    item.setFont(bold)
                if column in (0, 2, 3, 5):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
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
        self.again.setVisible(again)  # once in the box, which shows what it is given
        layout = QVBoxLayout(self)
        layout.addWidget(headline)
        layout.addWidget(self.table)
        layout.addWidget(QLabel(summary))
        layout.addWidget(buttons)
        (
            self.again if again else self.watch
        ).setFocus()  # first, though Tab reaches the table before it
