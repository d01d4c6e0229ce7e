"""The Versus dialog, with real clicks and keys: it says which board the race is dealt
on and offers the others (the Preferences' board, the presets, the map last played,
never that map silently), and it opens as the player left it, in this run and the next."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QSpinBox
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.dialogs.versus import VersusDialog
from llk.model import GameSettings
from llk.model.board.layouts import Layout
from llk.model.maps.catalog import find_map
from llk.model.versus.rivals import Strength
from llk.wiring import Parts
from tests.app.access.test_accessible_names import unnamed
from tests.app.race import test_versus_window as versus
from tests.game_window import INSTANT, answer_questions
from tests.model.clock import FakeClock

racing = versus.racing
"""The versus tests' window, ready to race (a fixture)."""


def _open(parts: Parts) -> VersusDialog:
    parts.actions.versus.trigger()
    [dialog] = [d for d in parts.window.findChildren(VersusDialog) if d.isVisible()]
    return dialog


def _child(dialog: VersusDialog, kind: type, name: str) -> object:
    found = dialog.findChild(kind, name)
    assert found is not None, name
    return found


def _choose(qtbot: QtBot, box: QComboBox, text: str) -> None:
    """Choose the item of ``box`` that starts with ``text``, with the box's own keys."""
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Home)
    while not box.currentText().startswith(text):
        before = box.currentIndex()
        qtbot.keyClick(box, Qt.Key.Key_Down)
        assert box.currentIndex() != before, f"no {text!r} in the box"


def _race_button(dialog: VersusDialog) -> None:
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.text() == "&Race"
    ok.click()


def test_the_choices_are_kept_for_the_next_race_and_the_next_start(
    qtbot: QtBot, racing: Parts, clock: FakeClock
) -> None:
    dialog = _open(racing)
    count = _child(dialog, QSpinBox, "opponents")
    assert isinstance(count, QSpinBox) and count.value() == 3
    count.setFocus()
    qtbot.keyClick(count, Qt.Key.Key_Down)
    qtbot.keyClick(count, Qt.Key.Key_Down)
    strength = _child(dialog, QComboBox, "strength_1")
    assert isinstance(strength, QComboBox)
    _choose(qtbot, strength, "Master")
    _choose(qtbot, dialog.deal.board, "Small")
    props = _child(dialog, QCheckBox, "race_props")
    assert isinstance(props, QCheckBox)
    qtbot.mouseClick(props, Qt.MouseButton.LeftButton)
    _race_button(dialog)
    race = racing.race_driver.race
    assert race is not None
    assert [rival.rival.strength for rival in race.racers[1:] if rival.rival] == [Strength.MASTER]
    assert race.setup.settings.size == (6, 8) and not race.setup.rules.props
    again = _open(racing)
    assert again.choices() == racing.preferences.preferences.versus
    assert (again.count.value(), again.deal.board.currentText()) == (1, "Small (6 × 8)")
    assert again.strengths[0].currentData() == Strength.MASTER
    assert not again.deal.props.isChecked() and again.deal.idle_out.isChecked()
    again.reject()
    started = build(INSTANT, clock)  # the next start, reading the same settings
    answer_questions(started)
    qtbot.addWidget(started.window)
    assert started.preferences.preferences.versus == racing.preferences.preferences.versus
    assert _open(started).deal.board.currentText() == "Small (6 × 8)"


def test_it_says_the_board_and_races_the_map_only_when_chosen(qtbot: QtBot, racing: Parts) -> None:
    heart = find_map("heart", None)
    assert heart is not None
    mine = replace(GameSettings(rows=6, cols=10, kinds=12, layout=Layout.DIAMOND), levels=False)
    racing.preferences.change(replace(racing.preferences.preferences, game=mine.on_map(heart)))
    dialog = _open(racing)
    assert dialog.deal.board.currentText() == "Your board: 6 × 10, Diamond"
    assert [dialog.deal.board.itemText(i) for i in range(dialog.deal.board.count())][
        -1
    ] == "Map: Heart"
    assert dialog.deal.dealt.text().startswith("The race is dealt on 6 × 10")
    _race_button(dialog)
    race = racing.race_driver.race
    assert race is not None and race.setup.settings.board_map is None
    assert race.setup.settings.size == (6, 10)
    dialog = _open(racing)
    _choose(qtbot, dialog.deal.board, "Map: Heart")
    assert dialog.deal.dealt.text().startswith("The race is dealt on 12 × 16, 62 pair")
    _race_button(dialog)
    race = racing.race_driver.race
    assert race is not None and race.setup.settings.board_map is not None
    assert race.setup.settings.board_map.key == "heart"


def test_every_control_has_a_name(qtbot: QtBot, racing: Parts) -> None:
    assert unnamed(_open(racing)) == []
