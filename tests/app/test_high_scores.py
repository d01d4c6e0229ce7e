"""A winning game asks for a name, enters the table and shows it; tables persist."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import QInputDialog, QLineEdit, QTableWidgetItem
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.dialogs.scores import ScoresDialog
from llk.model import GameSettings
from llk.model.board.shifts import ShiftMode
from llk.model.records.scores import MAX_NAME, table_key
from llk.store.data_files import data_folder
from llk.store.score_keeper import SCORES_FORMAT
from llk.wiring import Parts
from tests.game_window import INSTANT, answer_questions, close_end_box, play_out, result_screen
from tests.model.clock import FakeClock

TINY = GameSettings(rows=2, cols=4, kinds=2, levels=False, gravity=ShiftMode.NONE)


def win(parts: Parts, clock: FakeClock, seed: int = 1, hint: bool = False) -> None:
    clear_board(parts, clock, seed, hint)
    close_end_box(parts)


def clear_board(parts: Parts, clock: FakeClock, seed: int = 1, hint: bool = False) -> None:
    """Win a game of `TINY`; the box that says so stays open."""
    parts.controller.new_game(seed, TINY)
    if hint:
        parts.actions.hint.trigger()
    play_out(parts, clock)


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
    clear_board(parts, clock, hint=True)
    score = parts.controller.game.scoring.points
    screen = result_screen(parts)
    screen.go_on.click()  # New Game: the table shows on the way (not over a board looked at)
    dialog = shown_table(parts)
    row = cells(dialog, 0)
    assert row[1] == "Tester"
    assert int(row[2]) == score
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


def test_dismissing_the_name_prompt_keeps_the_score_under_the_name_offered(
    qtbot: QtBot, parts: Parts, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Esc on the prompt, or an empty name, never throws the high score away: it goes in
    under the name offered ("Player" before any was given)."""
    del parts.questions.ask_name  # the class's own, with the prompt answered below

    def escaped(prompt: QInputDialog) -> int:
        prompt.show()
        qtbot.keyClick(prompt, Qt.Key.Key_Escape)
        return prompt.result()

    answers = [escaped, typed_into_the_prompt(qtbot, "   ")]
    monkeypatch.setattr(QInputDialog, "exec", lambda prompt: answers.pop(0)(prompt))
    win(parts, clock)
    QSettings().setValue("player_name", "Ann")
    win(parts, clock)
    names = [entry.name for entry in parts.scores.scores.top(table_key(TINY))]
    assert sorted(names) == ["Ann", "Player"]


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
    assert parts.end_flow.screen is not None and parts.end_flow.screen.isVisible()
    parts.session.quit()
    qtbot.waitUntil(lambda: quits == [True])
    [entry] = parts.scores.scores.top(table_key(TINY))
    assert (entry.name, entry.score) == ("Ann", parts.controller.game.scoring.points)
    assert not parts.window.isVisible()


def test_a_quit_signal_during_the_name_prompt_keeps_the_high_score(
    qtbot: QtBot, clock: FakeClock, quits: list[bool], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The prompt ends unanswered as the game quits: the score goes in as "Player" when no
    name was ever given."""
    parts = asking_for_real(qtbot, clock)

    def prompt(_prompt: QInputDialog) -> int:
        parts.session.quit()  # the signal arrives while the prompt waits
        return 0

    monkeypatch.setattr(QInputDialog, "exec", prompt)
    win(parts, clock)
    qtbot.waitUntil(lambda: quits == [True])
    [entry] = parts.scores.scores.top(table_key(TINY))
    assert entry.name == "Player"


def typed_into_the_prompt(qtbot: QtBot, text: str) -> Callable[[QInputDialog], int]:
    """`QInputDialog.exec` as a player answers the name prompt: ``text`` typed over the
    name offered, then Enter."""

    def answer(prompt: QInputDialog) -> int:
        prompt.show()
        line = prompt.findChild(QLineEdit)
        assert line is not None
        line.selectAll()
        qtbot.keyClicks(line, text)
        qtbot.keyClick(line, Qt.Key.Key_Return)
        return prompt.result()

    return answer


def test_the_name_prompt_takes_no_longer_name_than_the_tables_keep(
    qtbot: QtBot, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A long name was saved whole, and the next start dropped the entry as damaged."""
    parts = asking_for_real(qtbot, clock)
    monkeypatch.setattr(QInputDialog, "exec", typed_into_the_prompt(qtbot, "Ann" + "e" * 200))
    win(parts, clock)
    [entry] = parts.scores.scores.top(table_key(TINY))
    assert entry.name == "Ann" + "e" * (MAX_NAME - 3)
    assert QSettings().value("player_name") == entry.name
    again = build(INSTANT, clock)
    qtbot.addWidget(again.window)
    assert again.scores.load_problem is None
    assert again.scores.scores.top(table_key(TINY)) == [entry]


def test_a_long_name_an_older_llk_saved_is_kept_shortened(qtbot: QtBot, clock: FakeClock) -> None:
    long_name = "名" * 100
    entry = {"name": long_name, "score": 70, "seconds": 4.0, "date": "2026-11-30"}
    table = [{**entry, "hints_used": False}]
    document = {"format": SCORES_FORMAT, "data": {table_key(TINY): table}}
    scores_file = Path(data_folder()) / "scores.json"
    scores_file.write_text(json.dumps(document), encoding="utf-8")
    parts = build(INSTANT, clock)
    qtbot.addWidget(parts.window)
    assert parts.scores.load_problem is None
    [kept] = parts.scores.scores.top(table_key(TINY))
    assert (kept.name, kept.score) == ("名" * MAX_NAME, 70)
