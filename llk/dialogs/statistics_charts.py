"""The two charts of the statistics window: recent scores and clearing times.

Each chart has a text alternative, a table of its numbers on a page of its own beside
it ("Chart", "Table"), which Tab and the arrows walk as a screen reader reads a table:
a picture says nothing to a reader, so the chart itself is no Tab stop.

Both take every colour from the application palette (`llk.view.theme`), so they
read in the light and the dark theme alike, and draw antialiased. A chart with
nothing to show yet is a line saying what will show there, not an empty frame with
a made-up axis; the clearing times come in at most `TIME_BARS` + 1 bars, so that
every bar's label ("25:00") fits under it at the chart's smallest size.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

from PySide6.QtCharts import (
    QAbstractAxis,
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChart,
    QChartView,
    QLineSeries,
    QScatterSeries,
    QValueAxis,
)
from PySide6.QtCore import QCoreApplication, QMargins, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QApplication,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QWidget,
)

from llk.dialogs.read_only_table import read_only
from llk.dialogs.scores import format_seconds
from llk.model.records.endings import ABANDONED
from llk.model.records.statistics import Bin, PlayedGame, histogram

CHARTED_GAMES = 50
"""The scores chart shows the last this many games."""
MARKER = 9.0
"""The size of a given-up game's mark, in pixels."""
EDGE = 0.5
"""Room beyond the first and the last game, in games, so that their dots show whole."""
ROLE = QPalette.ColorRole
TIME_BARS = 5
"""The clearing times chart's bars (`histogram`: at most one more): few enough that
each label fits its bar's width at `MIN_SIZE`, however many digits the minutes take."""
MIN_SIZE = (360, 260)
"""The smallest a chart (or what stands in for one) is drawn."""


def scores_chart(games: Sequence[PlayedGame]) -> QWidget:
    """The score of each of the last `CHARTED_GAMES` games, oldest left; the games given
    up are marked with a hollow square (a run given up scores the levels it cleared).
    With no game yet, a line that says so."""
    if not games:
        return _nothing_yet(
            QCoreApplication.translate(
                "StatisticsCharts", "No game finished yet: the scores of the last games show here."
            )
        )
    shown = _charted(games)
    points = [QPointF(n + 1, g.score) for n, g in enumerate(shown)]
    series = QLineSeries()
    series.append(points)
    series.setPointsVisible(True)
    series.setPen(QPen(_colour(ROLE.Highlight), 2))
    given_up = QScatterSeries()
    given_up.setName(QCoreApplication.translate("StatisticsCharts", "Given up"))
    given_up.append([p for p, g in zip(points, shown, strict=True) if g.outcome == ABANDONED])
    given_up.setMarkerShape(QScatterSeries.MarkerShape.MarkerShapeRectangle)
    given_up.setMarkerSize(MARKER)
    given_up.setColor(_colour(ROLE.Base))
    given_up.setBorderColor(_colour(ROLE.Highlight))
    chart = _chart(
        QCoreApplication.translate("StatisticsCharts", "Scores of the last games"), series
    )
    chart.addSeries(given_up)
    legend = chart.legend()
    legend.setVisible(given_up.count() > 0)
    legend.setLabelColor(_colour(ROLE.WindowText))
    legend.markers(series)[0].setVisible(False)
    x = _value_axis(QCoreApplication.translate("StatisticsCharts", "Game"), 1, max(2, len(shown)))
    x.setRange(1 - EDGE, max(2, len(shown)) + EDGE)
    scores = [g.score for g in shown] or [0]
    y = _value_axis("", min(0, *scores), max(10, *scores), edge=True)
    _attach(chart, series, x, y)
    given_up.attachAxis(x)
    given_up.attachAxis(y)
    return _view(chart)


def times_chart(times: Sequence[float]) -> QWidget:
    """How many won games took how long, from their clearing ``times``: one bar per bin of
    a `histogram` of at most `TIME_BARS` + 1. With no game won yet, a line that says so."""
    bins = _bins(times)
    if not bins:
        return _nothing_yet(
            QCoreApplication.translate(
                "StatisticsCharts", "No game won yet: the clearing times of won games show here."
            )
        )
    bars = QBarSet(QCoreApplication.translate("StatisticsCharts", "Games won"))
    bars.append([float(b.count) for b in bins])
    bars.setColor(_colour(ROLE.Link))
    bars.setBorderColor(_colour(ROLE.Link))
    series = QBarSeries()
    series.append(bars)
    series.setBarWidth(0.9)
    chart = _chart(
        QCoreApplication.translate("StatisticsCharts", "Clearing times of won games"), series
    )
    x = QBarCategoryAxis()
    x.append([format_seconds(b.low) for b in bins])
    x.setTitleText(
        QCoreApplication.translate("StatisticsCharts", "Clearing time (minutes:seconds)")
    )
    y = _value_axis("", 0, max(b.count for b in bins) + 1)
    _attach(chart, series, x, y)
    return _view(chart)


def _charted(games: Sequence[PlayedGame]) -> list[PlayedGame]:
    """The games the scores chart shows: the last `CHARTED_GAMES`."""
    return list(games[-CHARTED_GAMES:])


def _bins(times: Sequence[float]) -> list[Bin]:
    """The clearing times chart's bars."""
    return histogram(times, TIME_BARS)


def scores_table(games: Sequence[PlayedGame]) -> QTableWidget:
    """The scores chart's numbers, a row a game, oldest first: its number on the chart
    and its score, "(given up)" after a game given up."""
    rows = [
        (
            str(n),
            str(g.score)
            if g.outcome != ABANDONED
            else QCoreApplication.translate("StatisticsCharts", "{0} (given up)").format(g.score),
        )
        for n, g in enumerate(_charted(games), start=1)
    ]
    return _table(
        QCoreApplication.translate("StatisticsCharts", "Scores of the last games"),
        (
            QCoreApplication.translate("StatisticsCharts", "Game"),
            QCoreApplication.translate("StatisticsCharts", "Score"),
        ),
        rows,
    )


def times_table(times: Sequence[float]) -> QTableWidget:
    """The clearing times chart's numbers, a row a bar: the times it spans and how many
    won games took them."""
    rows = [
        (
            QCoreApplication.translate("StatisticsCharts", "{0} to {1}").format(
                format_seconds(b.low), format_seconds(b.high)
            ),
            str(b.count),
        )
        for b in _bins(times)
    ]
    return _table(
        QCoreApplication.translate("StatisticsCharts", "Clearing times of won games"),
        (
            QCoreApplication.translate("StatisticsCharts", "Clearing time (minutes:seconds)"),
            QCoreApplication.translate("StatisticsCharts", "Games won"),
        ),
        rows,
    )


def _table(title: str, headers: Sequence[str], rows: Sequence[Sequence[str]]) -> QTableWidget:
    """A read-only table named ``title`` (the chart's), with ``headers`` over ``rows``."""
    table = QTableWidget(len(rows), len(headers))
    table.setObjectName("chart_table")
    table.setAccessibleName(title)
    table.setHorizontalHeaderLabels(list(headers))
    table.verticalHeader().hide()
    read_only(table)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(r, c, item)
    return table


def with_table(chart: QWidget, table: QTableWidget) -> QWidget:
    """``chart`` on one page and ``table``, its numbers, on another; a chart with nothing
    to show yet (a line saying so) alone. The chart is named by its title but takes no
    focus: its table is where the keyboard reads it."""
    if not isinstance(chart, QChartView):
        return chart
    title = chart.chart().title()
    chart.setAccessibleName(title)
    chart.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    pages = QTabWidget()
    pages.setObjectName("chart_pages")
    for page, word in (
        (chart, QCoreApplication.translate("StatisticsCharts", "Chart")),
        (table, QCoreApplication.translate("StatisticsCharts", "Table")),
    ):
        index = pages.addTab(page, word)
        pages.tabBar().setAccessibleTabName(
            index, QCoreApplication.translate("StatisticsCharts", "{0}: {1}").format(title, word)
        )
    return pages


def _colour(role: QPalette.ColorRole) -> QColor:
    return QApplication.palette().color(role)


def _chart(title: str, series: QLineSeries | QBarSeries) -> QChart:
    chart = QChart()
    chart.addSeries(series)
    chart.setTitle(title)
    chart.setTitleBrush(_colour(ROLE.WindowText))
    chart.setBackgroundBrush(_colour(ROLE.Base))
    chart.setBackgroundRoundness(0)
    chart.setMargins(QMargins(4, 4, 4, 4))
    chart.legend().hide()
    chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
    return chart


def _value_axis(title: str, low: float, high: float, edge: bool = False) -> QValueAxis:
    """A whole-number axis covering ``low`` to ``high`` in round steps (1, 2, 5, 10, 20, ...),
    at most `_MOST_TICKS` of them, so no label repeats however small the range; with
    ``edge``, a tenth of a step more at each end, so that dots on its ends show whole.

    The upright axes go untitled (the chart's title names them): Qt Charts measures a
    turned title by the first font's metrics and elided a Chinese one to "⋮"."""
    step = _round_step(high - low)
    room = step / 10 if edge else 0
    axis = QValueAxis()
    axis.setRange(math.floor(low / step) * step - room, math.ceil(high / step) * step + room)
    axis.setTickType(QValueAxis.TickType.TicksDynamic)
    axis.setTickAnchor(0)
    axis.setTickInterval(step)
    axis.setLabelFormat("%d")
    axis.setTitleText(title)
    return axis


_MOST_TICKS = 6


def _round_step(span: float) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50, ... that cuts ``span`` into at most
    `_MOST_TICKS` steps. O(log span)."""
    for power in itertools.count():
        for mantissa in (1, 2, 5):
            step: int = mantissa * 10**power
            if span / step <= _MOST_TICKS:
                return step
    raise AssertionError("unreachable: the steps grow without bound")


def _attach(
    chart: QChart, series: QLineSeries | QBarSeries, x: QAbstractAxis, y: QAbstractAxis
) -> None:
    """Put the axes on the chart, in the palette's text and grid colours."""
    text, grid = _colour(ROLE.WindowText), _colour(ROLE.Mid)
    for axis, side in ((x, Qt.AlignmentFlag.AlignBottom), (y, Qt.AlignmentFlag.AlignLeft)):
        axis.setLabelsColor(text)
        axis.setTitleBrush(text)
        axis.setLinePenColor(text)
        axis.setGridLineColor(grid)
        chart.addAxis(axis, side)
        series.attachAxis(axis)


def _view(chart: QChart) -> QChartView:
    view = QChartView(chart)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setMinimumSize(*MIN_SIZE)
    return view


def _nothing_yet(text: str) -> QLabel:
    """What stands where a chart would, while there is nothing to draw: ``text``, centred,
    in the room the chart will take."""
    label = QLabel(text)
    label.setObjectName("nothing_yet")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    label.setMinimumSize(*MIN_SIZE)
    return label
