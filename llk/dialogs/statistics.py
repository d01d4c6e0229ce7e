"""The statistics window: counts, bests and averages per board, the daily game, charts."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from llk.dialogs.race_results import versus_summary
from llk.dialogs.read_only_table import figures_table
from llk.dialogs.scores import format_seconds
from llk.dialogs.statistics_charts import (
    scores_chart,
    scores_table,
    times_chart,
    times_table,
    with_table,
)
from llk.model.records.daily import daily_number
from llk.model.records.statistics import Tally, run_board
from llk.model.versus.rating import VersusRecord
from llk.store.statistics_keeper import StatisticsKeeper
from llk.view.labels import table_name
from llk.view.screen_fit import resize_within_screen

_T = TypeVar("_T")
SINGLE_NUMBERS = ("played", "won", "lost", "abandoned", "win_rate")
"""The numbers of the single games (every board but the runs of levels')."""
WON_COLUMN = 2
"""The boards' column of games won: for runs of levels, the levels they cleared."""
RUN_NUMBERS = ("runs", "best_level", "levels_cleared", "level_rate")
"""The numbers of the runs of levels (Endless): a run is never won, it reaches a level."""


class StatisticsDialog(QDialog):
    """Shows what ``keeper`` counted; Reset forgets it all once ``confirm`` says yes."""

    def __init__(
        self,
        keeper: StatisticsKeeper,
        confirm: Callable[[], bool],
        parent: QWidget | None = None,
        versus: VersusRecord | None = None,
    ) -> None:
        """``versus``: the player's versus record, shown below the games' counts."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self._keeper = keeper
        self._confirm = confirm
        self.numbers = {name: QLabel() for name in (*SINGLE_NUMBERS, *RUN_NUMBERS)}
        self.numbers.update(combo=QLabel(), daily=QLabel())
        singles, runs, more = QFormLayout(), QFormLayout(), QFormLayout()
        singles.addRow(self.tr("Games played:"), self.numbers["played"])
        singles.addRow(self.tr("Won:"), self.numbers["won"])
        singles.addRow(self.tr("Lost:"), self.numbers["lost"])
        singles.addRow(self.tr("Given up:"), self.numbers["abandoned"])
        singles.addRow(self.tr("Win rate:"), self.numbers["win_rate"])
        runs.addRow(self.tr("Runs played:"), self.numbers["runs"])
        runs.addRow(self.tr("Best level reached:"), self.numbers["best_level"])
        runs.addRow(self.tr("Levels cleared:"), self.numbers["levels_cleared"])
        runs.addRow(self.tr("Levels won:"), self.numbers["level_rate"])
        more.addRow(self.tr("Longest combo:"), self.numbers["combo"])
        more.addRow(self.tr("Daily game:"), self.numbers["daily"])
        summary = QHBoxLayout()
        summary.addWidget(_group(self.tr("Single games"), singles))
        summary.addWidget(_group(self.tr("Endless runs"), runs))
        summary.addLayout(more, 1)
        headers = [
            self.tr("Board"),
            self.tr("Played"),
            self.tr("Won"),
            self.tr("Best level"),
            self.tr("Best score"),
            self.tr("Average score"),
            self.tr("Best time"),
            self.tr("Average time"),
        ]
        self.boards = figures_table(self.tr("Games by board"), headers, stretch=0)
        self.charts = QHBoxLayout()
        self.scores: QWidget | None = None
        """The recent scores' chart (a `QChartView`), or the line that stands for it."""
        self.times: QWidget | None = None
        """The clearing times' chart (a `QChartView`), or the line that stands for it."""
        self._chart_pages: list[QWidget] = []
        """Each chart with its table (`with_table`), as laid out."""
        self.reset_button = QPushButton(self.tr("&Reset…"))
        self.reset_button.clicked.connect(self._reset)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(summary)
        self.versus = QLabel()
        self.versus.setObjectName("versus_summary")
        if versus is not None and versus.races:
            self.versus.setText(versus_summary(versus))
            layout.addWidget(self.versus)
        layout.addWidget(self.boards, 1)
        layout.addLayout(self.charts, 2)
        layout.addWidget(buttons)
        self.fill()
        resize_within_screen(self, 940, 720)

    def fill(self) -> None:
        """Show the statistics as they are now."""
        statistics = self._keeper.statistics
        singles, runs, total = statistics.single_games(), statistics.runs(), statistics.total()
        for name in ("played", "won", "lost", "abandoned"):
            self.numbers[name].setText(str(getattr(singles, name)))
        self.numbers["win_rate"].setText(_shown(singles.win_rate, _percent))
        self.numbers["runs"].setText(str(runs.runs))
        self.numbers["best_level"].setText(_shown(runs.best_level or None, str))
        average = self.tr("{0} (on average {1} a run)")
        self.numbers["levels_cleared"].setText(
            _shown(runs.average_levels, lambda a: average.format(runs.levels_cleared, f"{a:.1f}"))
        )
        rate = self.tr("{0} ({1} of {2})")
        played = runs.levels_cleared + runs.runs
        self.numbers["level_rate"].setText(
            _shown(runs.level_rate, lambda r: rate.format(_percent(r), runs.levels_cleared, played))
        )
        self.numbers["combo"].setText(f"×{total.best_combo}" if total.best_combo else "–")
        today = self._keeper.today()
        best = statistics.daily_best(today)
        daily = self.tr("game {0} of {1}: best score {2}") if best is not None else None
        daily = daily or self.tr("game {0} of {1}: not finished yet")
        self.numbers["daily"].setText(daily.format(daily_number(today), today.isoformat(), best))
        self._fill_boards(statistics.boards)
        for old in self._chart_pages:
            old.hide()
            old.deleteLater()
        times = statistics.clearing_times()
        self.scores = scores_chart(statistics.recent)
        self.times = times_chart(times)
        self._chart_pages = [
            with_table(self.scores, scores_table(statistics.recent)),
            with_table(self.times, times_table(times)),
        ]
        for pages in self._chart_pages:
            self.charts.addWidget(pages)

    def _fill_boards(self, boards: dict[str, Tally]) -> None:
        """One row per board, the most played first."""
        rows = sorted(boards.items(), key=lambda item: (-item[1].played, item[0]))
        self.boards.setRowCount(len(rows))
        for row, (key, tally) in enumerate(rows):
            runs = run_board(key)
            cells = (
                table_name(key),
                str(tally.played),
                self._levels(tally.levels_cleared) if runs else str(tally.won),
                str(tally.best_level) if runs else "–",
                _shown(tally.best_score, str),
                _shown(tally.average_score, lambda score: f"{score:.0f}"),
                _shown(tally.best_seconds, format_seconds),
                _shown(tally.average_seconds, format_seconds),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if runs and column == WON_COLUMN:
                    item.setToolTip(self.tr("The levels these runs cleared"))
                self.boards.setItem(row, column, item)

    def _levels(self, count: int) -> str:
        """A run's column of games won, with its unit: a run wins levels, and a bare "5"
        under "Won" beside "Played 1" read as five games won of one."""
        return self.tr("%n level(s)", "", count)

    def _reset(self) -> None:
        if self._confirm():
            self._keeper.reset()
            self.fill()


def _percent(rate: float) -> str:
    return f"{rate:.0%}"


def _group(title: str, rows: QFormLayout) -> QGroupBox:
    """``rows`` in a box titled ``title``."""
    box = QGroupBox(title)
    box.setLayout(rows)
    return box


def _shown(value: _T | None, show: Callable[[_T], str]) -> str:
    """``value`` shown, or a dash when there is none yet."""
    return "–" if value is None else show(value)
