"""A race that explains itself in the window: a prop that hits the player says who threw
what (the status line, a screen reader, a note over the board), timer tiles running out
say the seconds lost, the results table says what its columns mean, and a race that
cannot be saved says so once."""

from __future__ import annotations

import errno

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QPushButton, QTableWidget, QTableWidgetItem
from pytestqt.qtbot import QtBot

from llk.model.versus.props import Prop
from llk.model.versus.race import RaceRules
from llk.model.versus.rivals import Strength
from llk.store import data_files as storage
from llk.view.race_panel import AIM_COLOUR
from llk.wiring import Parts
from tests.app.access.test_accessible_names import tab_traps
from tests.app.campaign.test_special_tiles import on_level
from tests.app.files.test_corrupt_files import problem_texts
from tests.app.race.test_versus_window import _click_pair, _frames, racing  # noqa: F401
from tests.model.clock import FakeClock


def _text(item: QTableWidgetItem | None) -> str:
    assert item is not None
    return item.text()


def _tip(item: QTableWidgetItem | None) -> str:
    assert item is not None
    return item.toolTip()


def _heard(parts: Parts) -> list[str]:
    """What a screen reader is told from now on."""
    heard: list[str] = []
    parts.announcer.announced.connect(heard.append)
    return heard


def test_a_rivals_prop_says_who_threw_what_in_the_status_line_aloud_and_over_the_board(
    qtbot: QtBot,
    racing: Parts,  # noqa: F811
) -> None:
    race = racing.versus_flow.race([Strength.BEGINNER, Strength.CASUAL], RaceRules(), seed=11)
    heard = _heard(racing)
    thrower = race.racers[2]
    thrower.props.append(Prop.FREEZE)
    thrower.next_at = race.now
    _frames(racing, 3)
    assert race.you.received[Prop.FREEZE] == 1  # the only racer as near as the player
    said = "Mei used Freeze on you!"
    assert racing.window.statusBar().currentMessage() == said
    assert any(said in sentence for sentence in heard)
    notes = racing.window.notes
    assert notes.isVisible() and notes.text() == said


def test_timer_tiles_running_out_say_the_seconds_lost_aloud_and_over_the_board(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    heard = _heard(parts)
    game = on_level(parts, clock)
    game.clock.start()
    clock.advance(20.5)
    qtbot.waitUntil(lambda: game.timers.missed == 1)
    said = "Timer tiles missed: −5 s."
    qtbot.waitUntil(lambda: parts.window.notes.text() == said)
    assert parts.window.notes.isVisible() and said in heard
    assert parts.window.statusBar().currentMessage() == said


def raced_to_the_end(raced: Parts, clock: FakeClock) -> QDialog:
    """The results of a race with two rivals, one of whom freezes a board."""
    race = raced.versus_flow.race([Strength.MASTER, Strength.BEGINNER], RaceRules(), seed=11)
    race.racers[1].props.append(Prop.FREEZE)
    race.racers[1].next_at = race.now
    _frames(raced, 3)
    clock.advance(200.0)
    for _ in range(10_000):  # one timed event a frame, to the end (bounded)
        if race.over:
            break
        raced.race_driver.tick()
    dialog = raced.versus_flow.results
    assert dialog is not None
    return dialog


def test_the_results_name_the_props_say_what_columns_mean_and_how_the_winner_won(
    racing: Parts,  # noqa: F811
    clock: FakeClock,
) -> None:
    dialog = raced_to_the_end(racing, clock)
    table = dialog.findChild(QTableWidget, "results_table")
    assert table is not None
    columns = range(table.columnCount())
    rows = [[_text(table.item(r, c)) for c in columns] for r in range(3)]
    first, *rest = rows
    assert first[1] == "Lin" and first[4] == "Won: cleared the board"
    assert {row[3] for row in rows} == {first[3]}  # raced to the same moment: one time
    assert "❄ Freeze" in first[6]
    assert any("❄ Freeze" in row[7] for row in rest)
    tips = [_tip(table.horizontalHeaderItem(c)) for c in columns]
    assert "ended" in tips[3] and "used" in tips[6] and "on each player" in tips[7]


def test_tab_reaches_the_results_table_and_leaves_it_and_race_again_has_the_focus(
    qtbot: QtBot,
    racing: Parts,  # noqa: F811
    clock: FakeClock,
) -> None:
    dialog = raced_to_the_end(racing, clock)
    qtbot.waitUntil(lambda: dialog.focusWidget() is not None)
    assert dialog.focusWidget() is dialog.findChild(QPushButton, "race_again")
    assert tab_traps(dialog) == []


def test_a_race_that_cannot_be_saved_is_said_once_until_a_save_works(
    qtbot: QtBot,
    racing: Parts,  # noqa: F811
    clock: FakeClock,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A full disk was said at every save of the race (after each command and every
    5 s): 24 boxes in one race. Now once, and again only after a save that worked."""
    racing.versus_flow.race([Strength.BEGINNER], RaceRules(), seed=11)

    def full(*args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(storage, "write_atomically", full)
        for _ in range(4):
            clock.advance(6.0)  # a save every 5 s of race...
            _frames(racing, 5)
            _click_pair(qtbot, racing)  # ...and after every command
        [text] = problem_texts(racing)
        assert "saved race" in text and "No space left on device" in text
    clock.advance(6.0)
    _click_pair(qtbot, racing)  # saved: the disk has room again
    assert len(problem_texts(racing)) == 1
    with monkeypatch.context() as patch:
        patch.setattr(storage, "write_atomically", full)
        _click_pair(qtbot, racing)
        assert len(problem_texts(racing)) == 2


def test_the_card_a_prop_would_hit_is_framed_dashed_until_another_is_clicked(
    qtbot: QtBot,
    racing: Parts,  # noqa: F811
) -> None:
    race = racing.versus_flow.race([Strength.BEGINNER, Strength.CASUAL], RaceRules(), seed=11)
    panel = racing.window.race_panel
    aimed = race.default_target(0)
    assert aimed is not None
    dashed = (AIM_COLOUR, Qt.PenStyle.DashLine)
    assert [card.frame() == dashed for card in panel.cards] == [
        c.index == aimed for c in panel.cards
    ]
    other = next(card for card in panel.cards if card.index != aimed)
    qtbot.mouseClick(other, Qt.MouseButton.LeftButton)
    assert other.frame() == (AIM_COLOUR, Qt.PenStyle.SolidLine)
    assert all(card.frame() is None for card in panel.cards if card is not other)
    assert all(card.styleSheet() == "" for card in panel.cards)  # never a style sheet
