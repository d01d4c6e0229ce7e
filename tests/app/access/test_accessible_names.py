"""Every control a screen reader can land on is named by what it does, in English and in
Chinese: the main window's and those of every dialog the menus open.

The names are read as a reader reads them on Linux (Orca over AT-SPI): a widget's
"labelled by" relation (a label whose buddy it is), when it has one beside its group box,
speaks instead of its own name. So the rules are:

- a control of a named role has a name;
- every Tab stop says something (no silent stop: an unnamed scroll area was the first
  focus of Preferences);
- a check box or radio button is read by its own text (or a name holding it), never by
  a form row's topic alone ("Clock" for "Stop it while another window is active");
- a combo box, spin box or text field has a label tied to it (a buddy) or a name: on
  Linux a combo box's own name is only its current choice;
- a picture has a text alternative: a chart, a table of its numbers a Tab reaches; a
  canvas that takes the keyboard, cells a reader can walk, each named;
- Tab reaches every table and leaves it (the arrows walk its cells).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise

import pytest
from PySide6.QtCharts import QChartView
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QGraphicsView,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QTableView,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from llk.model.records.endings import ABANDONED
from llk.model.records.scores import ScoreEntry
from llk.model.records.statistics import PlayedGame
from llk.view.screen_fit import tab_stops as tab_stops  # where Tab lands, read by other tests
from llk.wiring import Parts

ROLE = QAccessible.Role
NAMED_ROLES = {
    ROLE.Button,
    ROLE.CheckBox,
    ROLE.RadioButton,
    ROLE.ComboBox,
    ROLE.SpinBox,
    ROLE.Slider,
    ROLE.ProgressBar,
    ROLE.EditableText,
    ROLE.PageTab,
    ROLE.Table,
    ROLE.Tree,
    ROLE.List,
    ROLE.Dialog,
    ROLE.ButtonMenu,
    ROLE.ButtonDropDown,
    ROLE.MenuItem,
}
"""What a reader stops on and must be able to say: the controls, and what holds a
choice of them (a list, a tree, a table, a tab)."""
FIELDS = (QComboBox, QSpinBox, QLineEdit)
"""What a label must name: its own name is its value (a combo box's choice on Linux)."""


def walk(interface: QAccessibleInterface, depth: int = 0) -> Iterator[QAccessibleInterface]:
    yield interface
    if depth < 40:
        for index in range(interface.childCount()):
            child = interface.child(index)
            if child is not None and child.isValid():
                yield from walk(child, depth + 1)


def what(widget: QObject | None) -> str:
    """An object as a failure names it: "class:object name"."""
    return f"{type(widget).__name__}:{widget.objectName() if widget else ''}"


def unnamed(widget: QWidget) -> list[str]:
    """The controls under ``widget`` a reader would find without a name, as "role
    (object name, class)"."""
    root = QAccessible.queryAccessibleInterface(widget)
    assert root is not None
    found = []
    for interface in walk(root):
        state = interface.state()
        if interface.role() not in NAMED_ROLES or state.invisible or state.offscreen:
            continue
        if not interface.text(QAccessible.Text.Name).strip():
            found.append(f"{interface.role().name} ({what(interface.object())})")
    return found


def labels(widget: QWidget) -> list[str]:
    """The labels a reader speaks for ``widget``: its "labelled by" relations but its
    ancestors' (a group box's title, which Orca leaves out)."""
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    said = []
    for label, _relation in interface.relations(QAccessible.RelationFlag.Label):
        owner = label.object()
        if not (isinstance(owner, QWidget) and owner.isAncestorOf(widget)):
            said.append(label.text(QAccessible.Text.Name).strip())
    return [text for text in said if text]


def spoken_name(widget: QWidget) -> str:
    """What a reader says for ``widget`` on focus: its labels, else its name."""
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return " ".join(labels(widget)) or interface.text(QAccessible.Text.Name).strip()


def silent_stops(window: QWidget) -> list[str]:
    """Tab stops a reader reads as nothing (an unnamed scroll area, a canvas)."""
    return [what(stop) for stop in tab_stops(window) if not spoken_name(stop)]


def buttons_read_by_a_topic(window: QWidget) -> list[str]:
    """Check boxes and radio buttons a reader reads by something else than their own text:
    a form row's label ("Clock", "Sound") tied to them as their buddy."""
    found = []
    for button in window.findChildren(QAbstractButton):
        own = button.text().replace("&", "").strip()
        if isinstance(button, QCheckBox | QRadioButton) and own:
            said = spoken_name(button)
            if own not in said:
                found.append(f"{what(button)} {own!r} read as {said!r}")
    return found


def unlabelled_fields(window: QWidget) -> list[str]:
    """Combo boxes, spin boxes and text fields with no label tied to them and no name of
    their own (a spin box's inner field goes with its box)."""
    found = []
    for field in window.findChildren(QWidget):
        if not isinstance(field, FIELDS) or field.objectName() == "qt_spinbox_lineedit":
            continue
        if isinstance(field.parentWidget(), QComboBox):
            continue  # an editable combo box's field: the box is named
        if not field.accessibleName().strip() and not labels(field):
            found.append(f"{what(field)} showing {_shown(field)!r}")
    return found


def _shown(field: QWidget) -> str:
    if isinstance(field, QComboBox):
        return field.currentText()
    if isinstance(field, QSpinBox):
        return field.text()
    assert isinstance(field, QLineEdit)
    return field.text()


def pictures_without_text(window: QWidget) -> list[str]:
    """Charts with no table of their numbers that Tab reaches, and canvases that take the
    keyboard with no cells a reader can walk, each named."""
    found = []
    tables = [
        view
        for view in window.findChildren(QAbstractItemView)
        if view.focusPolicy() & Qt.FocusPolicy.TabFocus and view.model().rowCount() > 0
    ]
    for chart in window.findChildren(QChartView):
        title = chart.chart().title()
        if not any(table.accessibleName() == title for table in tables):
            found.append(f"chart {title!r}: no table of its numbers")
    for stop in tab_stops(window):
        painted = isinstance(stop, QGraphicsView) or (
            type(stop).__module__.startswith("llk.") and "paintEvent" in vars(type(stop))
        )
        if painted and not isinstance(stop, QChartView) and not _walkable(stop):
            found.append(f"canvas {what(stop)}: no cells a reader can walk")
    return found


def _walkable(widget: QWidget) -> bool:
    """Whether ``widget`` offers cells (or rows) a reader can walk, each named."""
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    children = [interface.child(i) for i in range(interface.childCount())]
    cells = [child for child in children if child is not None and child.role() == ROLE.Cell]
    return bool(cells) and all(cell.text(QAccessible.Text.Name).strip() for cell in cells)


def show_tables(window: QWidget) -> None:
    """Show the table of each page of tabs in ``window`` that has one (a chart's)."""
    for pages in window.findChildren(QTabWidget):
        with_table = [i for i in range(pages.count()) if isinstance(pages.widget(i), QTableView)]
        if with_table:
            pages.setCurrentIndex(with_table[0])


def tab_traps(window: QWidget) -> list[str]:
    """The tables of ``window`` that Tab never reaches or never leaves, walking it by
    pressing Tab from its focus once more than it has stops; a table on a page of tabs
    shown first, as a player shows it by its tab. Qt's tables took Tab from cell to cell
    (a chart's numbers never let the focus go), and "Games by board" was no stop."""
    show_tables(window)
    walked = [window.focusWidget() or window]
    for _ in range(len(tab_stops(window)) + 1):
        QTest.keyClick(walked[-1], Qt.Key.Key_Tab)
        walked.append(window.focusWidget() or window)
    found = []
    for table in window.findChildren(QTableView):
        said = f"table {what(table)} {table.accessibleName()!r}"
        if table.isVisible() and table not in walked:
            found.append(f"{said}: Tab never reaches it")
        elif any(now is table and then is table for now, then in pairwise(walked)):
            found.append(f"{said}: Tab never leaves it")
    return found


def faults(window: QWidget) -> list[str]:
    """Every fault of the rules above in ``window``."""
    return [
        *unnamed(window),
        *(f"silent Tab stop {stop}" for stop in silent_stops(window)),
        *buttons_read_by_a_topic(window),
        *(f"no label: {field}" for field in unlabelled_fields(window)),
        *pictures_without_text(window),
    ]


def dialog_actions(parts: Parts) -> list[QAction]:
    actions, menus = parts.actions, parts.menu_actions
    return [
        actions.choose_map,
        actions.map_editor,
        actions.versus,
        actions.race_online,
        actions.campaign,
        actions.achievements,
        actions.high_scores,
        actions.statistics,
        menus.preferences,
        menus.how_to_play,
        menus.about,
    ]


def shown_dialogs() -> set[QDialog]:
    return {w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()}


def with_games(parts: Parts) -> None:
    """Games in the statistics (so both charts show) and a high score on the board
    played (so no table is empty)."""
    for played in (PlayedGame(score=120, seconds=95.0), PlayedGame(outcome=ABANDONED, score=40)):
        parts.statistics.statistics.add(played)
    game = parts.controller.game
    table = parts.scores.table(game.settings, game.seed)
    parts.scores.scores.add(table, ScoreEntry("Tester", 120, 95.0, "2026-12-01", False))


def check_every_window(qtbot: QtBot, parts: Parts) -> None:
    """Every window's faults, `with_games`."""
    with_games(parts)
    missing = {"main window": faults(parts.window)}
    for action in dialog_actions(parts):
        before = shown_dialogs()
        action.trigger()
        [dialog] = shown_dialogs() - before  # the dialog this action opened (shown at once)
        qtbot.waitExposed(dialog)
        missing[action.objectName()] = [*faults(dialog), *tab_traps(dialog)]
        dialog.close()
    assert {k: v for k, v in missing.items() if v} == {}


def test_every_control_has_a_name(qtbot: QtBot, parts: Parts) -> None:
    check_every_window(qtbot, parts)


@pytest.mark.usefixtures("chinese")
def test_every_control_has_a_name_in_chinese(qtbot: QtBot, parts: Parts) -> None:
    check_every_window(qtbot, parts)
