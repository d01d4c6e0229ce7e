"""A window whose content `fit_on_screen` moved into a scroll area (at 200 % scale on a
1600 x 1000 screen, most of them) works as it does unscrolled: the same first focus, the
same Tab order; and the wheel scrolls it, never turning a field the pointer passes over
that the player has not picked. Moved, the controls came after the buttons in Tab's
cycle, and the map editor opened with the focus on Clear instead of its canvas (the
first Space wiped the map). Each of the ten windows the menus open is opened on a big
screen and on a small one (a fake one here), where most are scrolled (those that shrink
or scroll on their own are not), and compared."""

from __future__ import annotations

from functools import partial
from typing import NamedTuple

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QLineEdit, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from llk.view import screen_fit
from llk.view.screen_fit import TURNED_BY_WHEEL, tab_stops
from llk.wiring import Parts
from tests.app.access.test_accessible_names import (
    dialog_actions,
    show_tables,
    shown_dialogs,
    with_games,
)

BIG = QRect(0, 0, 2560, 1400)
SMALL_SCREEN = QRect(0, 0, 400, 300)
"""Smaller than the least size of most windows the menus open."""
WHEEL_NOTCH = 120
"""A mouse wheel's step, in eighths of a degree (Qt's unit)."""


def described(widget: QWidget | None) -> str:
    """``widget`` as the same one in another copy of its window is: its class, object
    name, accessible name and text."""
    if widget is None:
        return "none"
    text = getattr(widget, "text", lambda: "")()
    return f"{type(widget).__name__}:{widget.objectName()}:{widget.accessibleName()}:{text}"


def tab_cycle(dialog: QDialog) -> list[str]:
    """Where Tab takes the focus from ``dialog``'s, pressed once for each of its stops:
    back where it began if Tab's cycle passes each stop once, none a trap."""
    walked = [dialog.focusWidget()]
    for _ in tab_stops(dialog):
        QTest.keyClick(walked[-1], Qt.Key.Key_Tab)
        walked.append(dialog.focusWidget())
    return [described(widget) for widget in walked]


def focused(dialog: QDialog) -> bool:
    """Whether ``dialog`` is shown, active and has its focus given."""
    return dialog.isActiveWindow() and dialog.focusWidget() is not None


class Opened(NamedTuple):
    """A window as opened on a screen."""

    fitted: bool
    """Whether its content was moved into a scroll area."""
    first: str
    """Its first focus."""
    stops: set[str]
    """Where Tab lands in it."""
    cycle: list[str]
    """Where Tab takes the focus from its first (`tab_cycle`)."""


def opened(
    qtbot: QtBot, parts: Parts, free: QRect, monkeypatch: pytest.MonkeyPatch
) -> dict[str, Opened]:
    """Each window the menus open, on a screen whose free area is ``free``."""
    monkeypatch.setattr(screen_fit, "free_area", lambda _widget: free)
    seen = {}
    for action in dialog_actions(parts):
        before = shown_dialogs()
        action.trigger()
        [dialog] = shown_dialogs() - before
        qtbot.waitUntil(partial(focused, dialog))
        fitted = dialog.findChild(QWidget, screen_fit.FITTED_CONTENT) is not None
        first = described(dialog.focusWidget())
        show_tables(dialog)  # a chart's table is a stop too
        stops = {described(stop) for stop in tab_stops(dialog)}
        seen[action.objectName()] = Opened(fitted, first, stops, tab_cycle(dialog))
        dialog.close()
    return seen


def test_a_scrolled_window_keeps_its_first_focus_and_tab_passes_every_control(
    qtbot: QtBot, parts: Parts, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Tab's order may differ (the buttons, kept below the scroll area, come after what
    it holds), but not its first focus, nor the controls Tab passes, each once."""
    with_games(parts)
    whole = opened(qtbot, parts, BIG, monkeypatch)
    scrolled = opened(qtbot, parts, SMALL_SCREEN, monkeypatch)
    assert [name for name, seen in whole.items() if seen.fitted] == []
    fitted = {name for name, seen in scrolled.items() if seen.fitted}
    assert fitted >= {"map_editor", "versus", "campaign", "statistics", "preferences"}
    assert {name: (seen.first, seen.stops) for name, seen in scrolled.items()} == {
        name: (seen.first, seen.stops) for name, seen in whole.items()
    }
    broken = {
        name: seen.cycle
        for name, seen in [*whole.items(), *scrolled.items()]
        if seen.cycle[-1] != seen.first or set(seen.cycle) != seen.stops
    }
    assert broken == {}
    assert whole["map_editor"].first.startswith("MapCanvas:")


def wheeled_down(control: QWidget) -> bool:
    """Turn the wheel a notch down over ``control``; whether it took the wheel."""
    middle = QPointF(control.rect().center())
    wheel = QWheelEvent(
        middle,
        control.mapToGlobal(middle),
        QPoint(),
        QPoint(0, -WHEEL_NOTCH),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(control, wheel)
    return wheel.isAccepted()


def value(control: QWidget) -> object:
    """What the wheel turns in ``control``."""
    return control.currentIndex() if isinstance(control, QComboBox) else control.property("value")


def test_the_wheel_turns_no_field_the_player_has_not_picked_in_a_scrolled_window(
    qtbot: QtBot, parts: Parts, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every spin box, combo box and slider of each scrolled window leaves the wheel to
    the page (Qt gives an ignored wheel to what holds the control) and keeps its value."""
    monkeypatch.setattr(screen_fit, "free_area", lambda _widget: SMALL_SCREEN)
    for action in dialog_actions(parts):
        turned: dict[str, object] = {}
        before = shown_dialogs()
        action.trigger()
        [dialog] = shown_dialogs() - before
        qtbot.waitUntil(partial(focused, dialog))
        content = dialog.findChild(QWidget, screen_fit.FITTED_CONTENT)
        controls = [] if content is None else content.findChildren(QWidget)
        for control in controls:
            if isinstance(control, TURNED_BY_WHEEL) and control.isVisible():
                if control.hasFocus():
                    dialog.focusNextChild()
                was = value(control)
                if wheeled_down(control) or value(control) != was:
                    turned[f"{type(control).__name__}:{control.objectName()}"] = was
        assert (action.objectName(), turned) == (action.objectName(), {})  # before a close
        dialog.close()  # that a change would question


def test_a_first_focus_the_window_names_is_kept_when_it_is_scrolled(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A window that gives its focus to a control of its own before it shows."""
    monkeypatch.setattr(screen_fit, "free_area", lambda _widget: SMALL_SCREEN)
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    fields = [QLineEdit(dialog) for _ in range(3)]
    for field in fields:
        field.setMinimumSize(300, 200)
        layout.addWidget(field)
    fields[1].setFocus()
    screen_fit.fit_on_screen(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: fields[1].hasFocus())
