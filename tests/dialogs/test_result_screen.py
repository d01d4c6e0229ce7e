"""The result screen: the time bonus counting up (at once in tests), the place in the
table, a short celebration that reduce motion turns off, and what to do next, the
finished board left on show until the player asks for the next deal."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.dialogs.result_screen import ResultScreen
from llk.model import GameSettings, Phase
from llk.model.board.shifts import ShiftMode
from llk.model.game.game_clock import POINTS_PER_SECOND_LEFT
from llk.model.records.preferences import Animation, Motion
from llk.wiring import Parts
from tests.game_window import INSTANT, play_out, playing, result_screen
from tests.model.clock import FakeClock

TINY = GameSettings(rows=2, cols=4, kinds=2, levels=False, gravity=ShiftMode.NONE)
LEVELS_TINY = replace(TINY, levels=True, gravity=ShiftMode.NONE)


def clear(parts: Parts, clock: FakeClock, settings: GameSettings = TINY) -> ResultScreen:
    parts.controller.new_game(5, settings)
    play_out(parts, clock)
    return result_screen(parts)


def test_a_win_shows_the_bonus_the_score_and_the_place_with_confetti(
    qtbot: QtBot, clock: FakeClock
) -> None:
    parts = playing(qtbot, build(replace(INSTANT, celebration_ms=1600), clock))
    screen = clear(parts, clock)
    record = screen.record
    assert record.time_bonus > 0 and record.time_bonus % POINTS_PER_SECOND_LEFT == 0
    assert screen.bonus.text() == f"+{record.time_bonus}"  # counted at once: no motion in tests
    seconds = record.time_bonus // POINTS_PER_SECOND_LEFT  # the seconds the time bar shows
    assert parts.window.side_panel.time_bar.text() == f"{seconds} s"
    assert screen.score.text() == str(record.score) == str(parts.controller.game.scoring.points)
    assert screen.place.text() == "Place 1 in this board's table!"
    assert screen.confetti is not None and screen.confetti.isVisible()
    assert [b.text() for b in screen.buttons()] == ["New Game", "Look at the Board"]


def test_the_bonus_counts_up_from_nothing(qtbot: QtBot, clock: FakeClock) -> None:
    parts = playing(qtbot, build(replace(INSTANT, count_ms=300), clock))
    screen = clear(parts, clock)
    before = screen.record.score - screen.record.time_bonus
    assert screen.count.state() is screen.count.State.Running
    seen = {screen.score.text()}
    screen.count.valueChanged.connect(lambda _value: seen.add(screen.score.text()))
    qtbot.waitUntil(lambda: screen.bonus.text() == f"+{screen.record.time_bonus}", timeout=60_000)
    assert str(screen.record.score) in seen and str(before) in seen


@pytest.mark.parametrize(
    "change", [{"animation": Animation.OFF}, {"motion": Motion.REDUCED}], ids=["off", "reduced"]
)
def test_reduced_motion_shows_the_numbers_at_once_without_confetti(
    qtbot: QtBot, clock: FakeClock, change: dict[str, object]
) -> None:
    """Reduced motion (Animations ▸ Off, or Motion ▸ Reduced at the usual speed) stops
    the screen's motion too: no count-up, no falling confetti."""
    parts = playing(qtbot, build(clock=clock))  # the preferences' own timing
    preferences = parts.preferences.preferences
    parts.preferences.change(replace(preferences, **change))  # type: ignore[arg-type]
    screen = clear(parts, clock)
    assert screen.confetti is None
    assert screen.count.state() is not screen.count.State.Running
    assert screen.bonus.text() == f"+{screen.record.time_bonus}"


def test_look_at_the_board_leaves_the_finished_board_and_new_game_deals(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    screen = clear(parts, clock)
    game = parts.controller.game
    qtbot.keyClick(screen, Qt.Key.Key_Escape)  # Esc is "Look at the Board"
    assert not screen.isVisible()
    assert parts.controller.game is game and game.phase is Phase.WON  # nothing dealt
    assert parts.scores.scores.tables  # the score went in on the way out
    assert parts.dialogs.current is None  # and no table covers the board looked at
    again = clear(parts, clock)
    finished = parts.controller.game
    again.go_on.click()
    dealt = parts.controller.game
    assert dealt is not finished and dealt.phase is Phase.PLAYING and dealt.untouched


def test_a_level_cleared_offers_the_next_and_says_the_place_so_far(
    parts: Parts, clock: FakeClock
) -> None:
    screen = clear(parts, clock, LEVELS_TINY)
    assert screen.headline.text() == "Level 1 is clear!"
    assert screen.place.text() == "Place 1 so far, if the run ended now."
    assert [b.text() for b in screen.buttons()] == ["Next Level", "Look at the Board"]
    screen.go_on.click()
    assert parts.controller.game.level == 2
    assert parts.scores.scores.tables == {}  # the run goes on: nothing entered yet


def test_a_run_the_clock_ends_says_the_level_it_reached(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    clear(parts, clock, LEVELS_TINY).go_on.click()  # level 2
    parts.actions.hint.trigger()  # starts the clock
    clock.advance(1000)
    with qtbot.waitSignal(parts.controller.ended):
        parts.controller.countdown.tick()
    screen = result_screen(parts)
    assert screen.headline.text() == "The time ran out on level 2."
    assert screen.place.text() == "Place 1 in this board's table!"


def test_a_loss_has_the_same_screen_without_celebration(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    parts.controller.new_game(5, TINY)
    parts.actions.hint.trigger()  # starts the clock
    clock.advance(parts.controller.game.clock.limit_s + 1)
    with qtbot.waitSignal(parts.controller.ended):
        parts.controller.countdown.tick()
    screen = result_screen(parts)
    assert screen.headline.text() == "Time is up" and screen.confetti is None
    assert screen.place.text() == "A lost game does not count."
    screen.look.click()
    assert parts.controller.game.phase is Phase.LOST  # the lost board stays to look at


ENDINGS = (
    "You won!",
    "Level 1 is clear!",
    "Time is up",
    "The board is clear!",
    "The time ran out.",
)
"""Every way the screen has said how a game ended (the last two under a headline)."""


def said_once(screen: ResultScreen) -> None:
    """``screen`` says how the game ended in one headline, the same in its title bar,
    and is of a fixed size (no resize handle at its foot)."""
    labels = [label.text() for label in screen.findChildren(QLabel) if label.isVisible()]
    assert [text for text in labels if text in ENDINGS] == [screen.headline.text()]
    assert screen.windowTitle() == screen.headline.text()
    assert screen.minimumSize() == screen.maximumSize() and not screen.isSizeGripEnabled()


@pytest.mark.parametrize("settings", [TINY, LEVELS_TINY])
def test_a_win_or_a_level_cleared_says_so_once(
    parts: Parts, clock: FakeClock, settings: GameSettings
) -> None:
    said_once(clear(parts, clock, settings))


def test_a_loss_says_so_once(qtbot: QtBot, parts: Parts, clock: FakeClock) -> None:
    parts.controller.new_game(5, TINY)
    parts.actions.hint.trigger()  # starts the clock
    clock.advance(parts.controller.game.clock.limit_s + 1)
    parts.controller.countdown.tick()
    screen = result_screen(parts)
    said_once(screen)
