"""Watch Again, with real clicks and keys: one racer large, chosen among the racers;
Play/Pause, the speed and the position slider; the watch's time moved by the hand-moved
clock, never by waiting."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSlider, QComboBox, QPushButton, QSlider
from pytestqt.qtbot import QtBot

from llk.dialogs.race_watch import FIRST_SPEED, SEEK_STEP_S, RaceWatch
from llk.model.versus.race import OUT_AFTER_S, Race
from llk.model.versus.replay import replay
from llk.model.versus.rivals import Strength
from llk.wiring import Parts
from tests.app.access.test_accessible_names import unnamed
from tests.app.race import test_versus_window as versus
from tests.app.race.test_versus_window import _click_pair, _frames, _race
from tests.model.clock import FakeClock

racing = versus.racing
"""The versus tests' window, ready to race (a fixture)."""


def _watch(qtbot: QtBot, parts: Parts, clock: FakeClock) -> tuple[RaceWatch, Race]:
    """A race against two rivals in which the player takes three pairs then sits out
    (QQ's rule), the rivals racing on to its end; then Watch Again, clicked."""
    race = _race(parts, [Strength.CASUAL, Strength.BEGINNER])
    for _ in range(3):
        clock.advance(1.0)
        _click_pair(qtbot, parts)
    clock.advance(OUT_AFTER_S + 1)
    _frames(parts)
    qtbot.waitUntil(lambda: race.over)
    results = parts.versus_flow.results
    assert results is not None
    button = results.findChild(QPushButton, "watch_again")
    assert button is not None
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    watch = parts.versus_flow.watching
    assert watch is not None and watch.isVisible()
    return watch, race


def _boards_at(race: Race, at_s: float) -> list[object]:
    """Every racer's board in the race played again to ``at_s``, the pure way."""
    return [racer.game.board for racer in replay(race.setup, race.log(), at_s).racers]


def _shown(watch: RaceWatch) -> list[object]:
    return [thumbnail.board() for thumbnail in watch.thumbnails]


def _click(qtbot: QtBot, watch: RaceWatch, name: str) -> None:
    button = watch.findChild(QPushButton, name)
    assert button is not None and button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_it_plays_by_the_clock_at_the_speed_chosen(
    qtbot: QtBot, racing: Parts, clock: FakeClock
) -> None:
    watch, race = _watch(qtbot, racing, clock)
    assert watch.playing and watch.position == 0.0
    clock.advance(1.5)
    watch.tick()
    assert watch.position == pytest.approx(1.5 * FIRST_SPEED)
    speeds = watch.findChild(QComboBox, "watch_speed")
    assert speeds is not None
    speeds.setFocus()
    qtbot.keyClick(speeds, Qt.Key.Key_End)  # the fastest, chosen with the box's own key
    assert watch.speed == 4.0
    clock.advance(1.0)
    watch.tick()
    assert watch.position == pytest.approx(3.0 + 4.0)
    assert _shown(watch) == _boards_at(race, 7.0)
    clock.advance(10_000.0)
    watch.tick()  # played to the end, where it stops
    assert watch.position == race.now and not watch.playing
    assert _shown(watch) == [racer.game.board for racer in race.racers]


def test_pause_holds_it_and_play_goes_on(qtbot: QtBot, racing: Parts, clock: FakeClock) -> None:
    watch, _race_watched = _watch(qtbot, racing, clock)
    play = watch.findChild(QPushButton, "watch_play")
    assert play is not None and play.text() == "&Pause"
    _click(qtbot, watch, "watch_play")
    assert not watch.playing and play.text() == "&Play"
    clock.advance(20.0)
    watch.tick()
    assert watch.position == 0.0
    _click(qtbot, watch, "watch_play")
    clock.advance(1.0)
    watch.tick()
    assert watch.position == pytest.approx(FIRST_SPEED)


def test_the_slider_goes_anywhere_in_the_race(
    qtbot: QtBot, racing: Parts, clock: FakeClock
) -> None:
    watch, race = _watch(qtbot, racing, clock)
    slider = watch.findChild(QSlider, "watch_position")
    assert slider is not None
    slider.triggerAction(QAbstractSlider.SliderAction.SliderToMaximum)
    assert watch.position == pytest.approx(race.now)
    assert _shown(watch) == [racer.game.board for racer in race.racers]
    assert watch.large.board() == race.racers[0].game.board
    slider.triggerAction(QAbstractSlider.SliderAction.SliderToMinimum)
    assert watch.position == 0.0 and _shown(watch) == _boards_at(race, 0.0)
    slider.setValue(125)  # dragged to 12.5 s
    assert watch.position == pytest.approx(12.5) and _shown(watch) == _boards_at(race, 12.5)
    assert "12.5" in watch.clock_label.text()


def test_the_keys_pause_seek_and_switch_racer(
    qtbot: QtBot, racing: Parts, clock: FakeClock
) -> None:
    watch, race = _watch(qtbot, racing, clock)
    watch.activateWindow()
    qtbot.waitUntil(watch.isActiveWindow)  # shortcuts work in the active window
    qtbot.keyClick(watch, Qt.Key.Key_Space)
    assert not watch.playing
    qtbot.keyClick(watch, Qt.Key.Key_Right)
    qtbot.keyClick(watch, Qt.Key.Key_Right)
    assert watch.position == pytest.approx(2 * SEEK_STEP_S)
    assert _shown(watch) == _boards_at(race, 2 * SEEK_STEP_S)
    qtbot.keyClick(watch, Qt.Key.Key_Left)
    assert watch.position == pytest.approx(SEEK_STEP_S)
    qtbot.keyClick(watch, Qt.Key.Key_End)
    assert watch.position == race.now
    qtbot.keyClick(watch, Qt.Key.Key_Home)
    assert watch.position == 0.0
    qtbot.keyClick(watch, Qt.Key.Key_Down)
    assert watch.shown == 1 and "Lin" in watch.headline.text()
    qtbot.keyClick(watch, Qt.Key.Key_Minus)
    assert watch.speed == 1.0
    play = watch.findChild(QPushButton, "watch_play")
    assert play is not None
    play.setFocus()
    qtbot.keyClick(play, Qt.Key.Key_Space)  # the focused button: played once, not twice
    assert watch.playing


def test_any_racer_can_be_watched_large(qtbot: QtBot, racing: Parts, clock: FakeClock) -> None:
    watch, race = _watch(qtbot, racing, clock)
    _click(qtbot, watch, "watch_play")
    watch.seek(race.now)
    assert watch.large.board() == race.racers[0].game.board
    _click(qtbot, watch, "watch_racer_2")
    assert watch.shown == 2 and watch.large.board() == race.racers[2].game.board
    assert watch.headline.text().startswith(race.racers[2].name)
    qtbot.mouseClick(watch.thumbnails[1], Qt.MouseButton.LeftButton)
    assert watch.shown == 1 and watch.large.board() == race.racers[1].game.board
    button = watch.findChild(QPushButton, "watch_racer_1")
    assert button is not None and button.isChecked()
    assert all(thumbnail.isVisible() for thumbnail in watch.thumbnails)


def test_every_control_has_a_name(qtbot: QtBot, racing: Parts, clock: FakeClock) -> None:
    watch, _race_watched = _watch(qtbot, racing, clock)
    assert unnamed(watch) == []
