"""Every control a screen reader can land on has a name, in English and in Chinese:
the main window's and those of every dialog the menus open."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAction
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

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
    ROLE.List,
    ROLE.Dialog,
    ROLE.ButtonMenu,
    ROLE.ButtonDropDown,
    ROLE.MenuItem,
}
"""What a reader stops on and must be able to say: the controls, and what holds a
choice of them (a list, a table, a tab)."""


def walk(interface: QAccessibleInterface, depth: int = 0) -> Iterator[QAccessibleInterface]:
    yield interface
    if depth < 40:
        for index in range(interface.childCount()):
            child = interface.child(index)
            if child is not None and child.isValid():
                yield from walk(child, depth + 1)


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
            what = interface.object()
            label = type(what).__name__ + ":" + (what.objectName() if what else "")
            found.append(f"{interface.role().name} ({label})")
    return found


def dialog_actions(parts: Parts) -> list[QAction]:
    actions, menus = parts.actions, parts.menu_actions
    return [
        actions.choose_map,
        actions.map_editor,
        actions.versus,
        actions.campaign,
        actions.achievements,
        actions.high_scores,
        actions.statistics,
        menus.preferences,
        menus.how_to_play,
        menus.about,
    ]


def check_every_window(qtbot: QtBot, parts: Parts) -> None:
    missing = {"main window": unnamed(parts.window)}
    for action in dialog_actions(parts):
        action.trigger()
        dialog = parts.dialogs.current
        assert dialog is not None, action.text()
        qtbot.waitExposed(dialog)
        missing[action.objectName()] = unnamed(dialog)
        dialog.close()
    assert {k: v for k, v in missing.items() if v} == {}


def test_every_control_has_a_name(qtbot: QtBot, parts: Parts) -> None:
    check_every_window(qtbot, parts)


@pytest.mark.usefixtures("chinese")
def test_every_control_has_a_name_in_chinese(qtbot: QtBot, parts: Parts) -> None:
    check_every_window(qtbot, parts)
