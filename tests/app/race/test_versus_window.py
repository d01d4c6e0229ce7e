"""Versus in the window: a race played with real clicks on the board and the props row,
the rivals drawn live, the idle rule, pause holding everyone, and a race resumed after a
kill with every board where it was."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QTableWidget
from pytestqt.qtbot import QtBot

from llk.app import build, parse_args
from llk.model.game.results import Phase
from llk.model.records.scores import race_key
from llk.model.versus.props import Prop
from llk.model.versus.race import OUT_AFTER_S, Race, RaceRules
from llk.model.versus.race_setup import RaceSetup
from llk.model.versus.rivals import Rival, Strength
from llk.view.labels import table_name
from llk.view.race_panel import RivalCard
from llk.wiring import Parts
from tests.game_window import INSTANT, SMALL, answer_questions, board_changers_enabled
from tests.model.clock import FakeClock

BOARD = replace(SMALL, levels=False)


@pytest.fixture
def racing(qtbot: QtBot, clock: FakeClock) -> Parts:
    """A shown window, its board the small one, ready to race at once (no count-in)."""
    parts = build(INSTANT, clock)
    answer_questions(parts)
    parts.preferences.change(replace(parts.preferences.preferences, game=BOARD))
    parts.race_driver.count_in_ms = 0
    qtbot.addWidget(parts.window)
    parts.window.resize(1100, 700)
    with qtbot.waitExposed(parts.window):
        parts.window.show()
    return parts


def _race(parts: Parts, strengths: list[Strength], think: float = 1.0, props: bool = True) -> Race:
    return parts.versus_flow.race(strengths, RaceRules(props, think=think), seed=11)


def _click_pair(qtbot: QtBot, parts: Parts) -> None:
    """Click the two tiles of the pair a hint would show, on the board."""
    best = parts.controller.game.best_pair()
    assert best is not None
    board = parts.window.board_view
    for cell in best.move:
        qtbot.mouseClick(
            board.viewport(), Qt.MouseButton.LeftButton, pos=board.cell_centre(cell).toPoint()
        )


def _frames(parts: Parts, count: int = 50) -> None:
    """``count`` frames of the race's timer, without waiting for it: one timed event each."""
    for _ in range(count):
        parts.race_driver.tick()


def _names(table: QTableWidget | None) -> list[str]:
    """The names column of the results table, top to bottom."""
    assert table is not None
    items = [table.item(row, 1) for row in range(table.rowCount())]
    return [item.text() for item in items if item is not None]


def test_a_whole_race_against_a_rival_at_zero_think_time(qtbot: QtBot, racing: Parts) -> None:
    race = _race(racing, [Strength.MASTER], think=0.0)
    _frames(racing)
    assert race.over
    results = racing.versus_flow.results
    assert results is not None and results.isVisible()
    assert _names(results.findChild(QTableWidget, "results_table")) == ["Lin", "You"]
    assert racing.controller.game.phase is Phase.LOST
    assert racing.window.statusBar().currentMessage() == "Lin cleared the board first."
    assert racing.statistics.statistics.total().played == 0  # a race is no single game
    assert racing.races.record.races == 1
    assert racing.progress.achievements.earned == {}  # lost to a Master: nothing earned
    racing.actions.statistics.trigger()
    summary = racing.window.findChild(QLabel, "versus_summary")
    assert summary is not None and summary.text().startswith("Versus rating")
    assert "Master 0/1" in summary.text()


def test_the_player_races_with_real_clicks_and_the_rival_is_drawn_live(
    qtbot: QtBot, racing: Parts, clock: FakeClock
) -> None:
    race = _race(racing, [Strength.BEGINNER, Strength.CASUAL])
    panel = racing.window.race_panel
    assert panel.isVisible() and len(panel.cards) == 2
    for _ in range(4):
        clock.advance(2.0)
        _click_pair(qtbot, racing)
    assert race.you.pairs == 4 and race.now == pytest.approx(8.0)
    for card, racer in zip(panel.cards, race.racers[1:], strict=True):
        assert card.board.board() == racer.game.board
    assert "4 pairs" in panel.standing.text()


def test_play_to_a_win_against_a_beginner(qtbot: QtBot, racing: Parts, clock: FakeClock) -> None:
    race = _race(racing, [Strength.BEGINNER], props=False)
    while not race.over:
        clock.advance(0.5)
        _click_pair(qtbot, racing)
    assert race.results()[0].player == 0
    assert racing.races.record.wins == 1
    assert set(racing.progress.achievements.earned) == {"race-won"}
    assert racing.achievements_flow.toasts.text() == "Achievement: First Past the Post"
    results = racing.versus_flow.results
    assert results is not None
    results.reject()  # closed: the score goes to the pure race's table, not a single game's
    tables = racing.scores.scores.tables
    assert list(tables) == [race_key(race.setup.settings, props=False)]
    assert table_name(next(iter(tables))).startswith("Pure race · 4 × 6")


def test_a_lost_race_asks_no_name_and_enters_no_table(
    qtbot: QtBot, racing: Parts, clock: FakeClock
) -> None:
    race = _race(racing, [Strength.MASTER], props=False)
    clock.advance(0.5)
    _click_pair(qtbot, racing)  # the player scores, then the Master clears the board first
    while not race.over:
        clock.advance(1.0)
        _frames(racing, 1)
    assert race.over and race.you.game.scoring.points > 0
    assert next(r.place for r in race.results() if r.player == 0) == 2
    results = racing.versus_flow.results
    assert results is not None
    results.reject()
    assert racing.scores.scores.tables == {}  # the name was not asked: nothing to stand
    assert racing.dialogs.current is None or not racing.dialogs.current.isVisible()


@pytest.mark.parametrize("how", ["cleared", "out"])
def test_after_the_race_no_command_changes_the_board(
    qtbot: QtBot, racing: Parts, clock: FakeClock, how: str
) -> None:
    race = _race(racing, [Strength.MASTER if how == "cleared" else Strength.BEGINNER], props=False)
    clock.advance(0.5)
    _click_pair(qtbot, racing)
    assert "undo" in board_changers_enabled(racing)
    clock.advance(1.0 if how == "cleared" else OUT_AFTER_S + 1.0)
    while race.you.racing:
        _frames(racing, 1)
        clock.advance(1.0)
    assert board_changers_enabled(racing) == []


def test_a_prop_button_uses_the_prop(qtbot: QtBot, racing: Parts) -> None:
    race = _race(racing, [Strength.BEGINNER])
    race.you.props.append(Prop.BOMB)
    racing.window.race_panel.follow()
    button = racing.window.race_panel.findChild(QPushButton, "prop_1")
    assert button is not None and button.isEnabled() and "Bomb" in button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert race.you.pairs == 1 and race.you.props == []
    assert len(racing.window.board_view.tile_cells()) == BOARD.rows * BOARD.cols - 2


def test_the_keys_1_2_3_pressed_twice_use_the_props_held(qtbot: QtBot, racing: Parts) -> None:
    race = _race(racing, [Strength.BEGINNER])
    race.you.props[:] = [Prop.HOURGLASS, Prop.BOMB]
    racing.window.race_panel.follow()
    keys = racing.window.race_panel.prop_keys
    assert [k.shortcut().toString() for k in keys] == ["1", "2", "3"]
    racing.window.activateWindow()
    qtbot.waitUntil(racing.window.isActiveWindow)  # shortcuts work in the active window
    racing.window.board_view.setFocus()
    with qtbot.waitSignal(racing.letter_keys.asked) as asked:
        qtbot.keyClick(racing.window.board_view, Qt.Key.Key_2)
    assert asked.args == ["Bomb: press 2 again to use it, any other key to keep it."]
    assert race.you.used[Prop.BOMB] == 0  # a stray press spends no prop
    qtbot.keyClick(racing.window.board_view, Qt.Key.Key_2)
    assert race.you.used[Prop.BOMB] == 1
    assert race.you.props == [Prop.HOURGLASS]


def test_a_prop_aimed_at_a_clicked_rival_hits_that_rival(qtbot: QtBot, racing: Parts) -> None:
    race = _race(racing, [Strength.BEGINNER, Strength.BEGINNER])
    race.you.props.append(Prop.FREEZE)
    panel = racing.window.race_panel
    panel.follow()
    qtbot.mouseClick(panel.cards[1], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.prop_buttons[0], Qt.MouseButton.LeftButton)
    assert race.racers[2].received[Prop.FREEZE] == 1 and race.racers[2].game.blocks.frozen


def test_a_rivals_blocks_show_stones_on_the_board_until_they_go(
    qtbot: QtBot, racing: Parts, clock: FakeClock
) -> None:
    race = _race(racing, [Strength.BEGINNER])
    for _ in range(3):
        clock.advance(1.0)
        _click_pair(qtbot, racing)
    rival = race.racers[1]
    rival.props.append(Prop.BLOCKS)
    rival.next_at = race.now
    _frames(racing)
    stones = racing.window.board_view.stones.cells()
    assert stones and set(stones) == set(race.you.game.blocks.stones)
    clock.advance(10.5)
    _frames(racing)
    assert racing.window.board_view.stones.cells() == []


def test_a_rivals_freeze_veils_the_board_for_five_seconds(
    qtbot: QtBot, racing: Parts, clock: FakeClock
) -> None:
    race = _race(racing, [Strength.BEGINNER])
    race.racers[1].props.append(Prop.FREEZE)
    race.racers[1].next_at = race.now
    _frames(racing, 2)
    frost = racing.window.board_view.stones.frost
    assert race.you.game.blocks.frozen and frost.isVisible()
    clock.advance(5.1)
    _frames(racing, 2)
    assert not race.you.game.blocks.frozen and not frost.isVisible()


def test_thirty_seconds_without_a_pair_puts_the_player_out(
    qtbot: QtBot, racing: Parts, clock: FakeClock
) -> None:
    race = _race(racing, [Strength.BEGINNER])
    clock.advance(OUT_AFTER_S + 0.1)
    while race.you.racing:
        racing.race_driver.tick()
    assert (
        race.you.finish.value == "out"
        and "30 seconds" in racing.window.statusBar().currentMessage()
    )
    qtbot.waitUntil(lambda: race.over)  # the rival races on, fast, to the end
    results = racing.versus_flow.results
    assert results is not None
    assert _names(results.findChild(QTableWidget, "results_table"))[-1] == "You"


def test_pause_holds_every_racer(qtbot: QtBot, racing: Parts, clock: FakeClock) -> None:
    race = _race(racing, [Strength.MASTER])
    clock.advance(3.0)
    _frames(racing)
    racing.actions.pause.trigger()
    boards = [r.game.board for r in race.racers]
    clock.advance(100.0)
    _frames(racing)
    assert race.now == pytest.approx(3.0)
    assert [r.game.board for r in race.racers] == boards
    racing.actions.pause.trigger()
    clock.advance(1.0)
    _frames(racing)
    assert race.now == pytest.approx(4.0)


def test_a_race_resumes_after_a_kill_with_every_board_where_it_was(
    qtbot: QtBot, racing: Parts, clock: FakeClock
) -> None:
    race = _race(racing, [Strength.CASUAL, Strength.EXPERT])
    for _ in range(3):
        clock.advance(1.5)
        _click_pair(qtbot, racing)
    boards = [r.game.board for r in race.racers]
    # killed: nothing more is written; a new run starts in the same folder
    again = build(INSTANT, clock)
    answer_questions(again)
    qtbot.addWidget(again.window)
    again.start()
    resumed = again.race_driver.race
    assert resumed is not None and resumed is not race
    assert [r.game.board for r in resumed.racers] == boards
    assert again.controller.game.phase is Phase.PAUSED


def test_leaving_a_race_for_a_new_game_hides_the_rivals(qtbot: QtBot, racing: Parts) -> None:
    _race(racing, [Strength.BEGINNER])
    racing.controller.new_game(3, BOARD)
    assert not racing.versus_flow.racing and not racing.window.race_panel.isVisible()


def test_show_me_is_off_in_a_race(qtbot: QtBot, racing: Parts) -> None:
    _race(racing, [Strength.BEGINNER])
    assert not racing.actions.show_me.isEnabled()


def test_the_command_line_asks_for_a_race() -> None:
    args = parse_args(["--versus", "3", "--seed", "5"])
    assert (args.versus, args.seed) == (3, 5)
    with pytest.raises(SystemExit):
        parse_args(["--versus", "6"])


def test_the_panel_says_when_someone_pulls_ahead(qtbot: QtBot, racing: Parts) -> None:
    race = _race(racing, [Strength.MASTER])
    with qtbot.waitSignal(racing.window.race_panel.pulled_ahead) as said:
        race.racers[1].next_at = race.now
        _frames(racing)
    assert said.args == [1]


def test_a_race_chosen_over_a_game_in_progress_gives_that_game_up(
    qtbot: QtBot, racing: Parts, clock: FakeClock
) -> None:
    racing.controller.new_game(3, BOARD)
    clock.advance(1.0)
    _click_pair(qtbot, racing)  # a game in progress, saved
    assert racing.saves.path.exists()
    racing.actions.versus.trigger()
    dialog = racing.window.findChild(QDialog, "versus_dialog")
    assert dialog is not None
    dialog.accept()  # answer_questions says yes to giving the game up
    assert racing.versus_flow.racing
    assert racing.statistics.statistics.total().abandoned == 1
    assert not racing.saves.path.exists()


def test_quitting_with_the_results_open_keeps_the_races_score(
    qtbot: QtBot, racing: Parts, clock: FakeClock
) -> None:
    race = _race(racing, [Strength.BEGINNER], props=False)
    while not race.over:
        clock.advance(0.5)
        _click_pair(qtbot, racing)
    assert racing.versus_flow.results is not None
    racing.session.quit()  # a signal (kill, logout) while the results show
    assert list(racing.scores.scores.tables) == [race_key(race.setup.settings, props=False)]


def test_quitting_with_the_versus_dialog_open_changes_nothing(
    qtbot: QtBot, racing: Parts, clock: FakeClock
) -> None:
    racing.controller.new_game(3, BOARD)
    clock.advance(1.0)
    _click_pair(qtbot, racing)
    racing.actions.versus.trigger()
    assert racing.window.findChild(QDialog, "versus_dialog") is not None
    racing.session.quit()
    assert not racing.versus_flow.racing and racing.saves.path.exists()
    assert racing.statistics.statistics.total().abandoned == 0


def test_race_again_asks_no_more_room_than_the_first_race(qtbot: QtBot, racing: Parts) -> None:
    """The cards of the race before are gone from the panel the moment the next race's
    are made: while they waited for their deletion the panel asked room for ten cards
    against five rivals, and Race Again grew the window taller than a 1000 px screen."""
    strengths = [Strength.BEGINNER] * 5
    panel = racing.window.race_panel
    _race(racing, strengths)
    first = panel.minimumSizeHint().height()
    _race(racing, strengths)
    assert panel.minimumSizeHint().height() == first
    assert len([c for c in panel.findChildren(RivalCard) if c.isVisibleTo(panel)]) == 5


def test_a_race_with_people_moves_no_versus_rating(qtbot: QtBot, racing: Parts) -> None:
    """The host's race online, against a person and a computer player, ends: the
    results say it is not rated, and the record (rating, races, by strength) stays as
    the races against the computer left it."""
    _race(racing, [Strength.MASTER], think=0.0)
    _frames(racing)
    before = racing.races.record
    assert before.races == 1
    racing.versus_flow.results.close()  # type: ignore[union-attr]
    rivals = (Rival("bob", 3, Strength.SKILLED), Rival("Lin", 1, Strength.BEGINNER))
    setup = RaceSetup(BOARD, 11, rivals, RaceRules(False, think=0.0), frozenset({1}))
    racing.race_driver.count_in_ms = 0
    race = Race(setup, "alice")
    racing.versus_flow.race_online(race, 0)
    _frames(racing)
    assert race.over  # Lin cleared
    qtbot.waitUntil(lambda: racing.versus_flow.results is not None)  # the end queued
    assert racing.races.record == before
    results = racing.versus_flow.results
    assert results is not None
    texts = [label.text() for label in results.findChildren(QLabel)]
    assert "A race online: not rated." in texts
    assert not any(text.startswith("Versus rating") for text in texts)
