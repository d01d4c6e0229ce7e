"""What a screen reader hears of the game beyond the board's cells: the clock in seconds,
the answer to Still Winnable?, the race's count-in and news, achievements, the Tell Me
keys that read the state on demand, and the board's table cell and selection
interfaces."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from llk.model.game.settings import Pace
from llk.model.versus.rivals import Strength
from llk.model.versus.standings import Finish
from llk.view.actions import plain
from llk.wiring import Parts
from tests.app.race.test_versus_window import _frames, _race, racing  # noqa: F401
from tests.game_window import SMALL, click_cell


def _heard(parts: Parts) -> list[str]:
    """What a screen reader is told from now on."""
    heard: list[str] = []
    parts.announcer.announced.connect(heard.append)
    return heard


def _interface(widget: object) -> QAccessibleInterface:
    found = QAccessible.queryAccessibleInterface(widget)  # type: ignore[arg-type]
    assert found is not None
    return found


# --- the clock ----------------------------------------------------------------------------


def test_the_clock_is_read_in_seconds_not_as_a_percentage(parts: Parts) -> None:
    clock = _interface(parts.window.side_panel.time_bar)
    assert clock.role() == QAccessible.Role.StaticText  # not a progress bar: no "54 percent"
    assert clock.valueInterface() is None
    assert clock.text(QAccessible.Text.Name) == "72 seconds left."


def test_an_untimed_clock_is_read_as_untimed(parts: Parts) -> None:
    parts.controller.new_game(7, replace(SMALL, pace=Pace.UNTIMED))
    clock = _interface(parts.window.side_panel.time_bar)
    assert clock.text(QAccessible.Text.Name) == "Untimed: no time limit."  # not "100 percent"
    heard = _heard(parts)
    parts.menu_actions.say_time.trigger()
    assert heard == ["Untimed: no time limit."]


# --- announcements ------------------------------------------------------------------------


def test_the_answer_to_still_winnable_is_said(qtbot: QtBot, parts: Parts) -> None:
    heard = _heard(parts)
    parts.actions.winnable.trigger()
    qtbot.waitUntil(lambda: "Yes: this board can still be cleared." in heard)


def test_an_achievement_is_said(parts: Parts) -> None:
    heard = _heard(parts)
    parts.versus_flow.race_ended.emit(True, [])
    assert heard == ["Achievement: First Past the Post"]


def test_the_count_in_is_said_and_go(qtbot: QtBot, racing: Parts) -> None:  # noqa: F811
    heard = _heard(racing)
    racing.race_driver.count_in_ms = 3000
    _race(racing, [Strength.BEGINNER])
    assert heard[-1] == "Race starts in 3…"
    best = racing.controller.game.best_pair()
    assert best is not None
    click_cell(qtbot, racing, best.move[0])  # acting first starts the race
    assert "Go!" in heard


def test_a_new_leader_is_said_with_the_players_place(racing: Parts) -> None:  # noqa: F811
    race = _race(racing, [Strength.MASTER])
    heard = _heard(racing)
    race.racers[1].next_at = race.now
    _frames(racing)
    name = race.racers[1].name
    assert f"{name} takes the lead. You are in place 2 of 2." in heard


def test_a_rival_halfway_and_a_rival_out_are_said_once(racing: Parts) -> None:  # noqa: F811
    race = _race(racing, [Strength.MASTER, Strength.BEGINNER])
    heard = _heard(racing)
    rival = race.racers[1]
    for _ in range(400):
        if 4 * rival.pairs >= rival.dealt:
            break
        rival.next_at = race.now
        _frames(racing, 1)
    _frames(racing, 5)
    assert heard.count(f"{rival.name} is halfway.") == 1
    other = race.racers[2]
    other.done_at, other.finish = race.now, Finish.OUT
    racing.window.race_panel.follow()
    racing.window.race_panel.follow()
    assert heard.count(f"{other.name}: Out (30 s idle).") == 1


# --- Tell Me --------------------------------------------------------------------------------


def test_tell_me_keys_say_the_state(qtbot: QtBot, parts: Parts) -> None:
    menu, heard = parts.menu_actions, _heard(parts)
    stats = parts.controller.game
    hints = stats.helps.hints_left
    for action in menu.tell_me()[:-1]:
        action.trigger()
    pairs = len(set(map(frozenset, parts.controller.game.moves())))
    assert heard == [
        "Score 0.",
        "72 seconds left.",
        "24 tiles left.",
        f"Level 1. {heard[3].split('. ', 1)[1]}",
        f"{pairs} pairs could be removed now.",
        "Nothing picked.",
    ]
    assert heard[3].split(". ", 1)[1].startswith("Tiles") or "shift" in heard[3]
    assert parts.window.statusBar().currentMessage() == heard[-1]  # shown as well as said
    assert parts.controller.game.helps.hints_left == hints  # the count costs nothing
    click_cell(qtbot, parts, (0, 0))
    menu.say_selection.trigger()
    assert heard[-1].startswith("Picked ") and heard[-1].endswith(", row 1, column 1.")
    menu.say_winnable.trigger()
    qtbot.waitUntil(lambda: heard[-1] == "Yes: this board can still be cleared.")


def test_tell_me_keys_are_not_bare_letters_and_are_in_a_menu(parts: Parts) -> None:
    view = next(a.menu() for a in parts.window.menuBar().actions() if plain(a.text()) == "View")
    assert isinstance(view, QMenu)
    tell = next(a.menu() for a in view.actions() if a.menu() is not None)
    assert isinstance(tell, QMenu) and tell.actions() == parts.menu_actions.tell_me()
    for action in parts.menu_actions.tell_me():
        assert action.shortcut().toString().startswith("Ctrl+Shift+"), action.objectName()


# --- the board's interfaces ------------------------------------------------------------------


def test_each_cell_is_a_table_cell_and_the_pick_is_the_boards_selection(
    qtbot: QtBot, parts: Parts
) -> None:
    board = _interface(parts.window.board_view)
    cols = parts.window.board_view.tiles.cols
    cell = board.child(1 * cols + 2)
    assert cell is not None
    table_cell = cell.tableCellInterface()
    assert table_cell is not None
    assert (table_cell.rowIndex(), table_cell.columnIndex()) == (1, 2)
    assert (table_cell.rowExtent(), table_cell.columnExtent()) == (1, 1)
    assert not table_cell.isSelected()
    selection = board.selectionInterface()
    assert selection is not None and selection.selectedItemCount() == 0
    click_cell(qtbot, parts, (1, 2))
    assert table_cell.isSelected() and selection.selectedItemCount() == 1
    picked = selection.selectedItem(0)
    assert picked is not None and picked.text(QAccessible.Text.Name).startswith("row 2, column 3")
