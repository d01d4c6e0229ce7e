"""A winning game asks for a name, enters the table and shows it; tables persist."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QInputDialog, QTableWidgetItem
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.menu.scores_dialog import ScoresDialog
from llk.model import GameSettings, Phase, find_moves
from llk.model.scores import table_key
from llk.wiring import Parts
from tests.gui.conftest import INSTANT, answer_questions, close_end_box
from tests.model.clock import FakeClock

TINY = GameSettings(rows=2, cols=4, kinds=2, gravity="none")


def win(parts: Parts, clock: FakeClock, seed: int = 1, hint: bool = False) -> None:
    clear_board(parts, clock, seed, hint)
    close_end_box(parts)


def clear_board(parts: Parts, clock: FakeClock, seed: int = 1, hint: bool = False) -> None:
    """Win a game of `TINY`; the box that says so stays open."""
    parts.controller.new_game(seed, TINY)
    if hint:
        parts.actions.hint.trigger()
    while parts.controller.game.phase is Phase.PLAYING:
        clock.advance(1)
        a, b = find_moves(parts.controller.game.board)[0]
        parts.controller.click(a)
        parts.controller.click(b)


def shown_table(parts: Parts) -> ScoresDialog:
    dialog = parts.dialogs.current
    assert isinstance(dialog, ScoresDialog)
    assert dialog.isVisible()
    return dialog


def cell(dialog: ScoresDialog, row: int, column: int) -> QTableWidgetItem:
    item = dialog.table.item(row, column)
    assert item is not None
    return item


def cells(dialog: ScoresDialog, row: int) -> list[str]:
    return [cell(dialog, row, c).text() for c in range(dialog.table.columnCount())]


def test_a_win_enters_the_table_with_name_time_date_and_hints(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    win(parts, clock, hint=True)
    dialog = shown_table(parts)
    row = cells(dialog, 0)
    assert row[1] == "Tester"
    assert int(row[2]) == parts.controller.game.score
    assert row[3] == "0:04"
    assert row[5] == "yes"
    assert cell(dialog, 0, 1).font().bold()
    assert QSettings().value("player_name") == "Tester"


def test_tables_are_kept_per_board_and_survive_a_restart(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    win(parts, clock)
    again = build(INSTANT, clock)
    answer_questions(again)
    qtbot.addWidget(again.window)
    assert len(again.scores.scores.top(table_key(TINY))) == 1
    assert again.scores.scores.top(table_key(GameSettings())) == []
    again.controller.new_game(3, TINY)
    again.actions.high_scores.trigger()
    assert shown_table(again).table.rowCount() == 1


def test_declining_to_give_a_name_records_nothing(parts: Parts, clock: FakeClock) -> None:
    parts.questions.ask_name = lambda score: None  # type: ignore[method-assign]
    win(parts, clock)
    assert parts.scores.scores.tables == {}


def test_an_empty_table_says_so(qtbot: QtBot, parts: Parts) -> None:
    parts.actions.high_scores.trigger()
    dialog = shown_table(parts)
    assert dialog.table.rowCount() == 0
    assert not dialog.empty.isHidden()


def asking_for_real(qtbot: QtBot, clock: FakeClock) -> Parts:
    """A shown window whose name prompt is the real one."""
    parts = build(INSTANT, clock)
    qtbot.addWidget(parts.window)
    parts.window.show()
    return parts


@pytest.fixture
def quits(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """`Session.quit` as a quit signal calls it, but the test's event loop goes on."""
    ended: list[bool] = []
    monkeypatch.setattr(QCoreApplication, "quit", lambda: ended.append(True))
    return ended


def test_a_quit_signal_with_the_end_box_open_keeps_the_high_score(
    qtbot: QtBot, clock: FakeClock, quits: list[bool]
) -> None:
    """A logout right after a win, the box still open: the score is entered under the name
    last used, with no question (the name prompt would end unanswered)."""
    parts = asking_for_real(qtbot, clock)
    QSettings().setValue("player_name", "Ann")
    clear_board(parts, clock)
    assert parts.window.end_dialog is not None and parts.window.end_dialog.isVisible()
    parts.session.quit()
    qtbot.waitUntil(lambda: quits == [True])
    [entry] = parts.scores.scores.top(table_key(TINY))
    assert (entry.name, entry.score) == ("Ann", parts.controller.game.score)
    assert not parts.window.isVisible()


def test_a_quit_signal_during_the_name_prompt_keeps_the_high_score(
    qtbot: QtBot, clock: FakeClock, quits: list[bool], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The prompt ends unanswered as the game quits: the score goes in as "Player" when no
    name was ever given."""
    parts = asking_for_real(qtbot, clock)

    def prompt(*_args: object) -> tuple[str, bool]:
        parts.session.quit()  # the signal arrives while the prompt waits
        return "", False

    monkeypatch.setattr(QInputDialog, "getText", prompt)
    win(parts, clock)
    qtbot.waitUntil(lambda: quits == [True])
    [entry] = parts.scores.scores.top(table_key(TINY))
    assert entry.name == "Player"
