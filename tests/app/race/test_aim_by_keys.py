"""A race's prop aimed at a chosen rival with the keyboard alone: A goes round the
rivals, Tab and Space pick a card, each aim said aloud and marked on the card by its form,
and the prop thrown by its key lands there."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from llk.model.versus.props import Prop
from llk.model.versus.race import Race, RaceRules
from llk.model.versus.rivals import Strength
from llk.view.race_panel import AIM_MARK, RivalCard
from llk.wiring import Parts
from tests.app.race.test_versus_window import racing

__all__ = ["racing"]  # the fixture, used by name


def _race(parts: Parts, rivals: int = 3) -> Race:
    race = parts.versus_flow.race([Strength.BEGINNER] * rivals, RaceRules(think=1.0), seed=11)
    race.you.props.append(Prop.FREEZE)
    parts.window.race_panel.follow()
    parts.window.activateWindow()
    return race


def _heard(parts: Parts) -> list[str]:
    heard: list[str] = []
    parts.announcer.announced.connect(heard.append)
    return heard


def _press(qtbot: QtBot, key: Qt.Key) -> None:
    """A key pressed where the focus is, as the player's keyboard does."""
    focus = QApplication.focusWidget()
    assert focus is not None
    qtbot.keyClick(focus, key)


def _marked(card: RivalCard) -> bool:
    return card.title.text().startswith(AIM_MARK) and card.frame() is not None


def test_a_goes_round_the_rivals_says_each_and_the_prop_key_throws_there(
    qtbot: QtBot, racing: Parts
) -> None:
    race = _race(racing)
    panel = racing.window.race_panel
    qtbot.waitUntil(racing.window.isActiveWindow)
    racing.window.board_view.setFocus()
    heard = _heard(racing)
    names = [r.name for r in race.racers]
    for rival in (1, 2):
        _press(qtbot, Qt.Key.Key_A)
        assert panel.target == rival
        assert heard[-1] == f"Props aim at {names[rival]}."
        assert racing.window.statusBar().currentMessage() == heard[-1]
        assert [_marked(card) for card in panel.cards] == [c.index == rival for c in panel.cards]
    _press(qtbot, Qt.Key.Key_1)
    assert heard[-1] == f"Freeze at {names[2]}: press 1 again to use it, any other key to keep it."
    _press(qtbot, Qt.Key.Key_1)
    assert race.racers[2].received[Prop.FREEZE] == 1 and race.racers[2].game.blocks.frozen
    assert race.racers[1].received[Prop.FREEZE] == 0
    thrown = f"You used Freeze on {names[2]}."  # the throw said and shown, not the question
    assert heard[-1] == thrown and racing.window.statusBar().currentMessage() == thrown


def test_after_the_last_rival_a_aims_at_the_races_choice_again(qtbot: QtBot, racing: Parts) -> None:
    race = _race(racing, rivals=2)
    panel = racing.window.race_panel
    heard = _heard(racing)
    for _ in range(3):
        racing.actions.aim.trigger()  # the menu item, as A does
    assert panel.target is None
    choice = race.default_target(0)
    assert choice is not None
    assert heard[-1] == f"Props aim at the race's choice, now {race.racers[choice].name}."
    card = panel.cards[choice - 1]
    assert _marked(card) and card.frame() == (card.frame()[0], Qt.PenStyle.DashLine)  # type: ignore[index]


def test_tab_reaches_a_card_and_space_aims_there(qtbot: QtBot, racing: Parts) -> None:
    race = _race(racing)
    panel = racing.window.race_panel
    qtbot.waitUntil(racing.window.isActiveWindow)
    heard = _heard(racing)
    racing.window.board_view.setFocus()
    for _ in range(40):  # Tab on until the second card has the focus
        if QApplication.focusWidget() is panel.cards[1]:
            break
        _press(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is panel.cards[1]
    assert panel.cards[1].accessibleName() == race.racers[2].name
    _press(qtbot, Qt.Key.Key_Space)
    assert panel.target == 2 and heard[-1] == f"Props aim at {race.racers[2].name}."


@pytest.mark.parametrize("letters", [True, False])
def test_aiming_is_offered_only_in_a_race_and_kept_without_letter_keys(
    qtbot: QtBot, racing: Parts, letters: bool
) -> None:
    assert not racing.actions.aim.isEnabled()
    keeper = racing.preferences
    keeper.change(replace(keeper.preferences, letter_keys=letters))
    _race(racing)
    assert racing.actions.aim.isEnabled()
    assert racing.actions.aim.shortcut().toString() == ("A" if letters else "")
    racing.actions.aim.trigger()  # Game ▸ Aim at Next Rival, from the menu by keys
    assert racing.window.race_panel.target == 1
