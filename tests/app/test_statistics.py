"""Statistics through the real window: games counted as they end, the numbers shown, Reset
that asks, a damaged file set aside, and the daily game dealt the same for everyone."""

from __future__ import annotations

import dataclasses
import datetime
import json

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSeries,
    QChart,
    QChartView,
    QLineSeries,
    QScatterSeries,
    QValueAxis,
)
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QMenu, QTableWidget, QTableWidgetItem, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from llk.dialogs.scores import ScoresDialog, format_seconds
from llk.dialogs.statistics import StatisticsDialog
from llk.model import GameSettings, find_moves
from llk.model.records.daily import DAILY_SETTINGS, daily_number
from llk.model.records.endings import ABANDONED, WON
from llk.model.records.scores import daily_key, table_key
from llk.model.records.statistics import PlayedGame, Statistics
from llk.store.data_files import data_folder
from llk.store.statistics_keeper import STATISTICS_FORMAT
from llk.view.labels import table_name
from llk.wiring import Parts
from tests.app.files.test_corrupt_files import assert_backed_up, launch, problem_texts
from tests.app.test_high_scores import TINY
from tests.game_window import SMALL, close_end_box, play_out, result_screen
from tests.model.clock import FakeClock

DAY = datetime.date(2026, 12, 1)


def take_a_pair(parts: Parts) -> None:
    a, b = find_moves(parts.controller.game.board)[0]
    parts.controller.click(a)
    parts.controller.click(b)


def won_tiny(parts: Parts, clock: FakeClock) -> None:
    """Game 1 on `TINY` played out to its win, and its result screen closed."""
    parts.controller.new_game(1, TINY)
    play_out(parts, clock)
    close_end_box(parts)


def shown(parts: Parts) -> StatisticsDialog:
    parts.actions.statistics.trigger()
    dialog = parts.dialogs.current
    assert isinstance(dialog, StatisticsDialog)
    assert dialog.isVisible()
    return dialog


def numbers(dialog: StatisticsDialog) -> dict[str, str]:
    return {name: label.text() for name, label in dialog.numbers.items()}


def chart_of(shown: QWidget | None) -> QChart:
    """The chart ``shown`` draws (a chart, not the line that stands for an empty one)."""
    assert isinstance(shown, QChartView)
    return shown.chart()


def row(dialog: StatisticsDialog, number: int) -> list[str]:
    items = [dialog.boards.item(number, c) for c in range(dialog.boards.columnCount())]
    assert all(isinstance(item, QTableWidgetItem) for item in items)
    return [item.text() for item in items if item is not None]


def test_won_lost_and_abandoned_games_are_counted_and_shown(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    won_tiny(parts, clock)
    won_score = parts.controller.game.scoring.points
    parts.controller.new_game(2, SMALL)
    take_a_pair(parts)
    abandoned_score = parts.controller.game.scoring.points  # shown, though it counts nowhere
    parts.actions.new_game.trigger()  # the game in progress is given up
    take_a_pair(parts)
    clock.advance(1000)
    with qtbot.waitSignal(parts.controller.ended):
        parts.controller.countdown.tick()
    close_end_box(parts)

    dialog = shown(parts)

    assert numbers(dialog) | {"daily": ""} == {  # TINY is a single game, SMALL a run
        "played": "1",
        "won": "1",
        "lost": "0",
        "abandoned": "0",
        "win_rate": "100%",
        "runs": "2",
        "best_level": "1",
        "levels_cleared": "0 (on average 0.0 a run)",
        "level_rate": "0% (0 of 2)",
        "combo": "×4",  # four pairs a second apart
        "daily": "",
    }
    assert dialog.boards.rowCount() == 3  # TINY, SMALL and the preferences' board
    assert row(dialog, 0) == [
        table_name(table_key(TINY)),
        "1",
        "1",
        "–",  # a single game reaches no level
        str(won_score),
        str(won_score),
        "0:03",  # the clock starts at the first click
        "0:03",
    ]
    line, given_up = chart_of(dialog.scores).series()
    assert isinstance(line, QLineSeries) and isinstance(given_up, QScatterSeries)
    lost_score = parts.controller.game.scoring.points
    assert [point.y() for point in line.points()] == [won_score, abandoned_score, lost_score]
    assert [(point.x(), point.y()) for point in given_up.points()] == [(2, abandoned_score)]
    counts = dialog.numbers["abandoned"].parentWidget()
    assert counts is not None
    labels = [label.text() for label in counts.findChildren(QLabel)]
    assert f"{given_up.name()}:" in labels  # one name, as the questions say: not "Abandoned"
    x, y = (axis for axis in chart_of(dialog.scores).axes() if isinstance(axis, QValueAxis))
    assert (x.min(), x.max()) == (0.5, 3.5)  # room for the first and the last dot
    assert y.max() > max(won_score, lost_score) and y.min() < 0
    [bars] = chart_of(dialog.times).series()
    assert isinstance(bars, QBarSeries)
    assert [bars.barSets()[0].at(n) for n in range(bars.barSets()[0].count())] == [1.0]


RUN = GameSettings(rows=2, cols=4, kinds=2)
"""A run of levels (Endless) of four pairs a level."""


def test_an_endless_run_the_clock_ends_shows_its_level_and_its_whole_time(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    """Five levels cleared (a hint on the first), the clock ends level 6: Statistics shows
    the level reached and the levels cleared, no lost game; the high-score row holds the
    run's time and its hint."""
    parts.controller.new_game(1, RUN)
    parts.actions.hint.trigger()
    for _ in range(5):
        play_out(parts, clock)  # 3 s: the clock starts at the first click
        screen = result_screen(parts)
        screen.go_on.click()  # Next Level
    take_a_pair(parts)
    clock.advance(1000)
    with qtbot.waitSignal(parts.controller.ended):
        parts.controller.countdown.tick()
    level_six = parts.controller.game.clock.elapsed()  # its clock, and the seconds it won
    screen = result_screen(parts)
    screen.go_on.click()  # New Game: the name is asked, the table shows
    table = parts.dialogs.current
    assert isinstance(table, ScoresDialog)
    row = [table.table.item(0, c).text() for c in range(6)]  # type: ignore[union-attr]
    assert (row[3], row[5]) == (format_seconds(16 + level_six), "yes")
    table.reject()
    dialog = shown(parts)
    assert numbers(dialog) | {"combo": "", "daily": ""} == {
        "played": "0",
        "won": "0",
        "lost": "0",
        "abandoned": "0",
        "win_rate": "–",
        "runs": "1",
        "best_level": "6",
        "levels_cleared": "5 (on average 5.0 a run)",
        "level_rate": "83% (5 of 6)",
        "combo": "",
        "daily": "",
    }
    played, won, best = row_of(dialog, table_key(RUN))[1:4]  # a run that won 5 levels
    assert (played, best) == ("1", "6") and won.startswith("5 level")  # with its unit


def row_of(dialog: StatisticsDialog, key: str) -> list[str]:
    """The row of the board ``key`` names."""
    names = [row(dialog, n)[0] for n in range(dialog.boards.rowCount())]
    return row(dialog, names.index(table_name(key)))


def test_charts_with_nothing_to_show_say_so_instead_of_an_empty_frame(
    qtbot: QtBot, parts: Parts
) -> None:
    dialog = shown(parts)
    for chart in (dialog.scores, dialog.times):
        assert isinstance(chart, QLabel) and chart.isVisible()
    assert dialog.scores.text().startswith("No game finished yet")  # type: ignore[union-attr]
    assert dialog.times.text().startswith("No game won yet")  # type: ignore[union-attr]
    assert dialog.findChildren(QChartView) == []


def test_every_clearing_time_label_fits_under_its_bar(qtbot: QtBot, parts: Parts) -> None:
    """Won games from a minute and a half to 25 minutes: few enough bars that no label is
    cut short ("10:…"), at the chart's smallest size."""
    day = DAY.isoformat()
    for seconds in (95.0, 170.5, 200.0, 260.0, 415.0, 1500.0):
        parts.statistics.statistics.add(PlayedGame(levels=False, seconds=seconds, day=day))
    dialog = shown(parts)
    view = dialog.times
    assert isinstance(view, QChartView)
    view.resize(view.minimumSize())
    qtbot.waitUntil(lambda: chart_of(view).plotArea().width() > 0)
    [x] = [axis for axis in chart_of(view).axes() if isinstance(axis, QBarCategoryAxis)]
    labels = x.categories()
    room = chart_of(view).plotArea().width() / len(labels)
    metrics = QFontMetrics(x.labelsFont())
    assert len(labels) <= 6 and all(metrics.horizontalAdvance(t) < room for t in labels)


def test_ctrl_t_opens_the_statistics_and_they_are_in_the_game_menu(
    qtbot: QtBot, parts: Parts
) -> None:
    game_menu = parts.window.menuBar().actions()[0].menu()
    assert isinstance(game_menu, QMenu)
    assert {parts.actions.statistics, parts.actions.daily_game} <= set(game_menu.actions())
    qtbot.keyClick(parts.window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert isinstance(parts.dialogs.current, StatisticsDialog)


def test_an_untouched_game_thrown_away_is_not_counted(parts: Parts) -> None:
    parts.actions.new_game.trigger()
    assert parts.statistics.statistics.total().played == 0


def test_statistics_are_kept_on_disk(qtbot: QtBot, parts: Parts, clock: FakeClock) -> None:
    won_tiny(parts, clock)
    document = json.loads((data_folder() / "statistics.json").read_text(encoding="utf-8"))
    assert document["format"] == STATISTICS_FORMAT
    stored = Statistics.from_dict(document["data"])
    assert stored == parts.statistics.statistics
    assert stored.total().won == 1


def test_reset_asks_first_and_clears_only_on_yes(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    won_tiny(parts, clock)
    answers: list[bool] = [False, True]
    asked: list[bool] = []

    def answer() -> bool:
        asked.append(True)
        return answers.pop(0)

    parts.questions.ask_reset_statistics = answer  # type: ignore[method-assign]
    dialog = shown(parts)
    dialog.reset_button.click()
    assert (len(asked), numbers(dialog)["played"]) == (1, "1")
    dialog.reset_button.click()
    assert (len(asked), numbers(dialog)["played"]) == (2, "0")
    assert dialog.boards.rowCount() == 0
    stored = json.loads((data_folder() / "statistics.json").read_text(encoding="utf-8"))
    assert Statistics.from_dict(stored["data"]) == Statistics()


def test_a_damaged_statistics_file_is_set_aside_with_one_line(
    qtbot: QtBot, clock: FakeClock
) -> None:
    damaged = json.dumps(
        {"format": STATISTICS_FORMAT, "data": {"recent": [], "boards": {}, "daily": {"x": -1}}}
    ).encode()
    (data_folder() / "statistics.json").write_bytes(damaged)

    parts = launch(qtbot, clock)

    [text] = problem_texts(parts)
    assert "\n" not in text and "statistics" in text
    backup = assert_backed_up("statistics.json", damaged)
    assert backup.name in text
    assert numbers(shown(parts))["played"] == "0"


def test_the_daily_game_deals_the_days_number_with_the_fixed_settings(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    parts.statistics.today = lambda: DAY
    other = dataclasses.replace(parts.preferences.preferences.game, rows=4, cols=6, kinds=6)
    parts.preferences.change(dataclasses.replace(parts.preferences.preferences, game=other))
    parts.controller.new_game(5)  # a game of the player's own settings
    take_a_pair(parts)

    parts.actions.daily_game.trigger()

    game = parts.controller.game
    assert (game.seed, game.settings) == (daily_number(DAY), DAILY_SETTINGS)
    assert parts.window.statusBar().currentMessage().startswith(f"Daily game of {DAY}.")
    assert parts.statistics.statistics.total().abandoned == 1
    play_out(parts, clock)
    close_end_box(parts)
    assert parts.statistics.statistics.daily == {DAY.isoformat(): game.scoring.points}
    text = numbers(shown(parts))["daily"]
    assert str(daily_number(DAY)) in text and str(game.scoring.points) in text


def test_the_daily_game_counts_once_in_its_own_table_and_a_replay_is_told_so(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    """Today's daily game goes to the day's table, not the board's; played again, it
    says at its start that it enters no table, and it asks no name at its end."""
    parts.statistics.today = lambda: DAY
    parts.actions.daily_game.trigger()
    play_out(parts, clock)
    first = parts.controller.game.scoring.points
    screen = result_screen(parts)
    screen.go_on.click()  # New Game: the name is asked, the day's table shows
    table = parts.dialogs.current
    assert isinstance(table, ScoresDialog)
    assert table.board.currentText() == f"Daily game of {DAY}"
    table.reject()
    assert list(parts.scores.scores.tables) == [daily_key(DAY)]

    parts.actions.daily_game.trigger()
    message = parts.window.statusBar().currentMessage()
    assert message.startswith(f"Daily game of {DAY}, played already: this replay enters no")
    play_out(parts, clock)
    assert parts.end_flow.screen is not None
    assert parts.end_flow.screen.place.text() == (
        "A replay of a daily game played already does not count."
    )
    parts.end_flow.screen.go_on.click()
    assert [e.score for e in parts.scores.scores.top(daily_key(DAY))] == [first]
    assert list(parts.scores.scores.tables) == [daily_key(DAY)]  # nor the board's table


def test_each_chart_has_its_numbers_as_a_table_a_reader_walks(qtbot: QtBot, parts: Parts) -> None:
    """The charts say nothing to a screen reader: each has a Table page, named by the
    chart's title, that Tab reaches; the chart itself is no Tab stop."""
    day = DAY.isoformat()
    for score, seconds, outcome in ((120, 95.0, WON), (40, 30.0, ABANDONED), (300, 170.5, WON)):
        parts.statistics.statistics.add(
            PlayedGame(levels=False, score=score, seconds=seconds, outcome=outcome, day=day)
        )
    dialog = shown(parts)
    pages = dialog.findChildren(QTabWidget, "chart_pages")
    assert [p.tabBar().accessibleTabName(1) for p in pages] == [
        "Scores of the last games: Table",
        "Clearing times of won games: Table",
    ]
    scores, times = (p.widget(1) for p in pages)
    assert isinstance(scores, QTableWidget) and isinstance(times, QTableWidget)
    assert [chart_of(c).title() for c in (dialog.scores, dialog.times)] == [
        scores.accessibleName(),
        times.accessibleName(),
    ]
    assert cells(scores) == [["1", "120"], ["2", "40 (given up)"], ["3", "300"]]
    assert cells(times) == [
        ["1:20 to 1:40", "1"],
        ["1:40 to 2:00", "0"],
        ["2:00 to 2:20", "0"],
        ["2:20 to 2:40", "0"],
        ["2:40 to 3:00", "1"],
    ]
    for page, chart in zip(pages, (dialog.scores, dialog.times), strict=True):
        assert chart is not None and chart.focusPolicy() == Qt.FocusPolicy.NoFocus
        page.setCurrentIndex(1)
        assert page.currentWidget().focusPolicy() & Qt.FocusPolicy.TabFocus


def cells(table: QTableWidget) -> list[list[str]]:
    return [
        [table.item(r, c).text() for c in range(table.columnCount())]  # type: ignore[union-attr]
        for r in range(table.rowCount())
    ]
