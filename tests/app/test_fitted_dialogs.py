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

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QLineEdit, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from llk.view import screen_fit
from llk.view.screen_fit import TURNED_BY_WHEEL
from llk.wiring import Parts
from tests.app.test_accessible_names import dialog_actions, shown_dialogs, tab_stops

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


def cycle_from(first: str, stops: list[str]) -> list[str]:
    """Tab's cycle through ``stops``, from ``first`` (where the window starts it)."""
    start = stops.index(first) if first in stops else 0
    return stops[start:] + stops[:start]


def focused(dialog: QDialog) -> bool:
    """Whether ``dialog`` is shown, active and has its focus given."""
    return dialog.isActiveWindow() and dialog.focusWidget() is not None


def opened(
    qtbot: QtBot, parts: Parts, free: QRect, monkeypatch: pytest.MonkeyPatch
) -> dict[str, tuple[bool, str, list[str]]]:
    """Each window the menus open, on a screen whose free area is ``free``: whether its
    content was moved into a scroll area, its first focus and Tab's cycle from there."""
    monkeypatch.setattr(screen_fit, "free_area", lambda _widget: free)
    seen = {}
    for action in dialog_actions(parts):
        before = shown_dialogs()
        action.trigger()
        [dialog] = shown_dialogs() - before
        qtbot.waitUntil(partial(focused, dialog))
        first = described(dialog.focusWidget())
        stops = [described(stop) for stop in tab_stops(dialog)]
        fitted = dialog.findChild(QWidget, screen_fit.FITTED_CONTENT) is not None
        seen[action.objectName()] = fitted, first, cycle_from(first, stops)
        dialog.close()
    return seen


def test_a_scrolled_window_keeps_its_first_focus_and_its_tab_order(
    qtbot: QtBot, parts: Parts, monkeypatch: pytest.MonkeyPatch
) -> None:
    whole = opened(qtbot, parts, BIG, monkeypatch)
    scrolled = opened(qtbot, parts, SMALL_SCREEN, monkeypatch)
    assert [name for name, (fitted, *_) in whole.items() if fitted] == []
    fitted = {name for name, (fitted, *_) in scrolled.items() if fitted}
    assert fitted >= {"map_editor", "versus", "campaign", "statistics", "preferences"}
    assert {name: seen[1:] for name, seen in scrolled.items()} == {
        name: seen[1:] for name, seen in whole.items()
    }
    assert whole["map_editor"][1].startswith("MapCanvas:")


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
