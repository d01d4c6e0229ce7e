"""Closing the window keeps an unfinished game; the next start offers it back, paused,
exactly as it was. Finished games are not kept; a damaged save gives a new game."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.controller import commands
from llk.dialogs.questions import Questions
from llk.model import Game, GameSettings, Phase, find_moves
from llk.model.board.shifts import ShiftMode
from llk.model.records.scores import table_key
from llk.store.data_files import data_folder
from llk.store.save_keeper import SAVE_FORMAT
from llk.wiring import Parts
from tests.game_window import INSTANT, SMALL, Answering, answer_questions, click_cell
from tests.model.clock import FakeClock


def save_path() -> Path:
    return data_folder() / "saved-game.json"


def saved_seed() -> int | None:
    """The game number the save file holds now, or None without a file."""
    if not save_path().exists():
        return None
    seed = json.loads(save_path().read_text(encoding="utf-8"))["data"]["seed"]
    assert isinstance(seed, int)
    return seed


def play_pairs(qtbot: QtBot, parts: Parts, clock: FakeClock, pairs: int) -> None:
    for _ in range(pairs):
        clock.advance(1)
        a, b = find_moves(parts.controller.game.board)[0]
        click_cell(qtbot, parts, a)
        click_cell(qtbot, parts, b)


class Asked:
    """Stands in for `Questions.ask_resume`, answering and remembering."""

    def __init__(self, answer: bool) -> None:
        self.answer = answer
        self.games: list[Game] = []

    def __call__(self, saved: Game, note: str, asked_for: int | None = None) -> bool:
        assert saved.phase is Phase.PAUSED  # its clock must not run during the question
        self.games.append(saved)
        return self.answer


def relaunch(qtbot: QtBot, clock: FakeClock, resume: bool = True) -> tuple[Parts, Asked]:
    """A new window on the same clock, like the next run of the app (not yet started)."""
    parts = build(INSTANT, clock)
    answer_questions(parts, resume=resume)
    asked = Asked(resume)
    parts.questions.ask_resume = asked  # type: ignore[method-assign]
    qtbot.addWidget(parts.window)
    parts.window.resize(900, 600)
    with qtbot.waitExposed(parts.window):
        parts.window.show()
    return parts, asked


def next_run(qtbot: QtBot, clock: FakeClock) -> tuple[Parts, Asked]:
    """`relaunch`ed and started, as the app starts: the next run, its question answered."""
    parts, asked = relaunch(qtbot, clock)
    parts.start()
    return parts, asked


def level_cleared(qtbot: QtBot, parts: Parts, clock: FakeClock, settings: GameSettings) -> None:
    """Game 3 of ``settings`` dealt and its board cleared: the game won, or in a run of
    levels the first level."""
    parts.controller.new_game(3, settings)
    with qtbot.waitSignal(parts.controller.ended):
        play_pairs(qtbot, parts, clock, 4)


def time_left(game: Game) -> float:
    left = game.clock.time_left()
    assert left is not None
    return left


def tiles_visible(parts: Parts) -> set[bool]:
    return {item.isVisible() for item in parts.window.board_view.tiles.items().values()}


def a_game_in_progress(qtbot: QtBot, parts: Parts, clock: FakeClock) -> Game:
    """Three pairs played, a hint and a refresh spent, some time gone: then closed."""
    play_pairs(qtbot, parts, clock, 3)
    parts.actions.hint.trigger()
    parts.actions.refresh.trigger()
    clock.advance(7.25)
    game = parts.controller.game
    assert game.phase is Phase.PLAYING
    assert (game.helps.hints_left, game.helps.refreshes_left) == (2, 2)
    assert saved_seed() == game.seed  # saved after every move, not only on close
    parts.window.close()
    assert saved_seed() == game.seed
    return game


# --- resuming --------------------------------------------------------------------------


def test_a_closed_game_comes_back_paused_as_it_was(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    first = a_game_in_progress(qtbot, parts, clock)
    left_at_close = time_left(first)
    # The clock waited for the first pair; then 2 s, 3 pairs earning 1 s each, and 7.25 s.
    assert left_at_close == pytest.approx(first.clock.limit_s + 3 * 1.0 - 2 - 7.25)
    document = json.loads(save_path().read_text(encoding="utf-8"))
    assert document["format"] == SAVE_FORMAT

    again, asked = next_run(qtbot, clock)

    [offered] = asked.games
    assert (offered.seed, offered.tiles_left) == (first.seed, first.tiles_left)
    game = again.controller.game
    assert game is offered
    assert game.settings == SMALL
    assert game.board == first.board
    assert (game.seed, game.scoring.points, game.scoring.combo) == (
        first.seed,
        first.scoring.points,
        first.scoring.combo,
    )
    assert (game.helps.hints_left, game.helps.hints_used, game.helps.refreshes_left) == (2, 1, 2)
    assert time_left(game) == pytest.approx(left_at_close)
    assert game.to_dict() == document["data"]
    panel = again.window.side_panel
    assert panel.score.text() == str(first.scoring.points)
    assert panel.game_number.text() == str(first.seed)
    assert panel.buttons["hint"].text() == "Hint (2)"
    assert saved_seed() == first.seed  # kept until the game ends or another replaces it

    # Paused: the clock stands, the board is hidden and does not answer.
    assert game.phase is Phase.PAUSED
    assert "press P" in again.window.statusBar().currentMessage()
    assert tiles_visible(again) == {False}
    assert again.actions.pause.isChecked()
    assert not again.actions.hint.isEnabled()
    clock.advance(30)
    again.controller.countdown.tick()
    assert time_left(game) == pytest.approx(left_at_close)
    a, _ = find_moves(game.board)[0]
    click_cell(qtbot, again, a)
    assert game.selected is None

    # P plays on from there.
    with qtbot.waitActive(again.window):  # window shortcuts need the active window
        again.window.activateWindow()
    qtbot.keyClick(again.window.board_view, Qt.Key.Key_P)
    assert again.controller.game.phase is Phase.PLAYING
    assert tiles_visible(again) == {True}
    assert time_left(game) == pytest.approx(left_at_close)
    clock.advance(2)
    assert time_left(game) == pytest.approx(left_at_close - 2)
    play_pairs(qtbot, again, clock, 1)
    assert game.tiles_left == first.tiles_left - 2


def test_the_resumed_game_shuffles_as_the_original_would(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    first = a_game_in_progress(qtbot, parts, clock)
    again, _ = next_run(qtbot, clock)
    again.controller.command(commands.toggle_pause)
    first.refresh()
    again.actions.refresh.trigger()
    assert again.controller.game.board == first.board


def test_a_paused_game_is_kept_too(qtbot: QtBot, parts: Parts, clock: FakeClock) -> None:
    play_pairs(qtbot, parts, clock, 2)
    parts.actions.pause.trigger()
    left = time_left(parts.controller.game)
    clock.advance(500)  # longer than the time limit: paused, it does not count
    parts.window.close()
    again, _ = next_run(qtbot, clock)
    assert again.controller.game.phase is Phase.PAUSED
    assert time_left(again.controller.game) == pytest.approx(left)


def test_a_resumed_game_is_kept_again_on_close(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    first = a_game_in_progress(qtbot, parts, clock)
    left_at_close = time_left(first)
    again, _ = next_run(qtbot, clock)
    again.window.close()
    third, asked = next_run(qtbot, clock)
    assert len(asked.games) == 1
    assert third.controller.game.board == first.board
    assert time_left(third.controller.game) == pytest.approx(left_at_close)


def test_declining_deals_a_new_game_and_drops_the_save(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    first = a_game_in_progress(qtbot, parts, clock)
    again, asked = relaunch(qtbot, clock, resume=False)
    again.start()
    assert len(asked.games) == 1
    game = again.controller.game
    assert game is not asked.games[0]
    assert game.phase is Phase.PLAYING
    assert game.seed != first.seed
    assert game.settings == GameSettings()  # the preferences, not the saved game's
    assert (game.scoring.points, game.tiles_left) == (0, game.settings.rows * game.settings.cols)
    assert tiles_visible(again) == {True}
    assert saved_seed() == game.seed  # the new game replaced the old one on disk


def test_a_chosen_game_number_asks_before_giving_up_the_save(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    first = a_game_in_progress(qtbot, parts, clock)
    kept, asked = relaunch(qtbot, clock, resume=True)
    kept.start(1234)
    assert [g.seed for g in asked.games] == [first.seed]
    assert kept.controller.game.seed == first.seed  # the unfinished game comes first
    kept.window.close()
    again, asked = relaunch(qtbot, clock, resume=False)
    again.start(1234)
    assert [g.seed for g in asked.games] == [first.seed]
    game = again.controller.game
    assert (game.seed, game.phase, game.scoring.points) == (1234, Phase.PLAYING, 0)
    assert game.tiles_left == game.settings.rows * game.settings.cols
    assert saved_seed() == 1234
    assert again.window.problem_boxes == []


def test_no_save_no_question(qtbot: QtBot, clock: FakeClock) -> None:
    parts, asked = next_run(qtbot, clock)
    assert asked.games == []
    assert parts.controller.game.phase is Phase.PLAYING
    assert parts.window.problem_boxes == []


@pytest.mark.parametrize(
    ("asked_for", "words", "give_up"),
    [
        (None, "Resume your unfinished game 7 (level 1, 24 tiles left)?", "Give Up and Start New"),
        (
            7,
            "Game 7 is unfinished (level 1, 24 tiles left). Resume it where you left it, or "
            "give it up and deal it again from the start?",
            "Give Up and Deal It Again",
        ),
        (
            8,
            "You asked for game 8, but game 7 is unfinished (level 1, 24 tiles left). "
            "Resume game 7, or give it up and play game 8?",
            "Give Up and Play Game 8",
        ),
    ],
)
def test_the_resume_question_names_the_games_and_esc_resumes(
    parts: Parts, monkeypatch: pytest.MonkeyPatch, asked_for: int | None, words: str, give_up: str
) -> None:
    """Asked for the very game that is unfinished, the question does not offer to give
    it up for itself. Esc, as every way of dismissing it, resumes."""
    answering = Answering(Qt.Key.Key_Escape)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: answering(box))
    assert Questions(parts.window).ask_resume(parts.controller.game, "note", asked_for)
    assert answering.texts == [(words, "note")]
    assert sorted(answering.buttons[0]) == sorted(["Resume", give_up])
    answering.answer = give_up
    assert not Questions(parts.window).ask_resume(parts.controller.game, "note", asked_for)


def test_the_resume_question_names_a_level_only_in_a_run_of_levels(
    parts: Parts, monkeypatch: pytest.MonkeyPatch
) -> None:
    answering = Answering(Qt.Key.Key_Escape)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: answering(box))
    for settings, level in (
        (replace(SMALL, levels=True), 3),
        (replace(SMALL, levels=False, gravity=ShiftMode.UP), 1),
    ):
        Questions(parts.window).ask_resume(Game(settings, seed=7, level=level), "")
    assert [text for text, _note in answering.texts] == [
        "Resume your unfinished game 7 (level 3, 24 tiles left)?",
        "Resume your unfinished game 7 (24 tiles left)?",
    ]


def a_run_on_level_2(qtbot: QtBot, parts: Parts, clock: FakeClock) -> tuple[int, Game]:
    """A run of levels with level 1 cleared and a pair played on level 2, then closed:
    the score level 1 earned, and the game closed."""
    level_cleared(qtbot, parts, clock, LEVELS_TINY)
    cleared = parts.controller.game.scoring.points
    parts.controller.next_level()
    play_pairs(qtbot, parts, clock, 1)
    game = parts.controller.game
    assert game.scoring.points > cleared > 0
    parts.window.close()
    return cleared, game


def real_questions(qtbot: QtBot, clock: FakeClock) -> Parts:
    """The next run of the app, with the real resume question (and names given)."""
    again, _ = relaunch(qtbot, clock)
    del again.questions.ask_resume  # the class's own, asking with a real box
    return again


def test_esc_on_the_resume_question_resumes_the_run_and_loses_nothing(
    qtbot: QtBot, parts: Parts, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    _cleared, closed = a_run_on_level_2(qtbot, parts, clock)
    again = real_questions(qtbot, clock)
    answering = Answering(Qt.Key.Key_Escape)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: answering(box))
    again.start()
    game = again.controller.game
    assert (game.seed, game.level, game.scoring.points, game.board) == (
        closed.seed,
        2,
        closed.scoring.points,
        closed.board,
    )
    assert again.statistics.statistics.total().played == 0  # nothing ended
    assert saved_seed() == closed.seed


def test_giving_the_run_up_at_start_counts_it_and_offers_the_levels_it_cleared(
    qtbot: QtBot, parts: Parts, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    cleared, closed = a_run_on_level_2(qtbot, parts, clock)
    again = real_questions(qtbot, clock)
    answering = Answering("Give Up and Start New")
    monkeypatch.setattr(QMessageBox, "exec", lambda box: answering(box))
    again.start()
    [(_text, note)] = answering.texts
    assert f"the {cleared} points of the levels cleared will be entered in High Scores" in note
    assert again.controller.game.seed != closed.seed
    [ended] = again.statistics.statistics.recent
    assert (ended.outcome, ended.level, ended.score) == ("abandoned", 2, cleared)
    [entry] = again.scores.scores.top(table_key(LEVELS_TINY))
    assert (entry.name, entry.score) == ("Tester", cleared)


def test_an_untouched_saved_deal_is_shown_at_once_without_a_question(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    untouched = parts.controller.game
    assert untouched.untouched and saved_seed() == untouched.seed
    parts.window.close()
    again, asked = next_run(qtbot, clock)
    assert asked.games == []
    assert again.controller.game.board == untouched.board
    assert again.controller.game.phase is Phase.PLAYING  # to play, not behind a pause
    again.window.close()
    third, asked = relaunch(qtbot, clock)
    third.start(1234)  # another game asked for: dealt, nothing to give up
    assert asked.games == [] and third.controller.game.seed == 1234
    assert third.statistics.statistics.total().played == 0


def test_a_run_waiting_on_a_level_with_no_move_yet_is_a_game_in_progress(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    level_cleared(qtbot, parts, clock, LEVELS_TINY)
    parts.window.close()  # the next level is kept, no move made on it
    _again, asked = next_run(qtbot, clock)
    assert [(g.level, g.scoring.points > 0) for g in asked.games] == [(2, True)]


# --- what is not kept --------------------------------------------------------------------


TINY = GameSettings(rows=2, cols=4, kinds=2, levels=False, gravity=ShiftMode.NONE)
"""A classic game (not a run of levels): clearing the board wins it."""
LEVELS_TINY = GameSettings(rows=2, cols=4, kinds=2)
"""A run of levels: clearing the board leads on to the next level."""


def won(qtbot: QtBot, parts: Parts, clock: FakeClock) -> None:
    level_cleared(qtbot, parts, clock, TINY)
    assert parts.controller.game.phase is Phase.WON


def lost(qtbot: QtBot, parts: Parts, clock: FakeClock) -> None:
    play_pairs(qtbot, parts, clock, 1)
    clock.advance(200)
    with qtbot.waitSignal(parts.controller.ended):
        parts.controller.countdown.tick()


def ran_out_unnoticed(qtbot: QtBot, parts: Parts, clock: FakeClock) -> None:
    """The time ran out but no tick has told the controller yet."""
    play_pairs(qtbot, parts, clock, 1)
    clock.advance(200)


@pytest.mark.parametrize("finish", [won, lost, ran_out_unnoticed])
def test_a_finished_game_is_not_kept(
    qtbot: QtBot, parts: Parts, clock: FakeClock, finish: Any
) -> None:
    finish(qtbot, parts, clock)
    parts.window.close()
    assert not save_path().exists()
    again, asked = next_run(qtbot, clock)
    assert asked.games == []
    assert again.controller.game.tiles_left == GameSettings().rows * GameSettings().cols


def test_finishing_after_a_resume_leaves_nothing_behind(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    parts.controller.new_game(3, TINY)
    play_pairs(qtbot, parts, clock, 1)
    parts.window.close()
    again, _ = next_run(qtbot, clock)
    again.controller.command(commands.toggle_pause)
    with qtbot.waitSignal(again.controller.ended):
        play_pairs(qtbot, again, clock, 3)
    again.window.close()
    assert not save_path().exists()


def test_a_level_in_progress_is_kept_with_its_level(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    level_cleared(qtbot, parts, clock, LEVELS_TINY)
    parts.controller.next_level()
    play_pairs(qtbot, parts, clock, 1)
    second = parts.controller.game
    assert second.level == 2
    parts.window.close()
    again, _ = next_run(qtbot, clock)
    game = again.controller.game
    assert (game.level, game.scoring.points, game.board) == (2, second.scoring.points, second.board)
    assert time_left(game) == pytest.approx(time_left(second))


def test_closing_on_a_cleared_level_does_not_lose_the_run(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    level_cleared(qtbot, parts, clock, LEVELS_TINY)
    score = parts.controller.game.scoring.points
    assert score > 0
    parts.window.close()
    recorded = [e.score for e in parts.scores.scores.top(table_key(LEVELS_TINY))]
    assert save_path().exists() or score in recorded


# --- a save that cannot be used -----------------------------------------------------------


def a_valid_save() -> dict[str, Any]:
    return Game(SMALL, seed=5, clock=FakeClock()).to_dict()


def with_change(**change: Any) -> bytes:
    data = a_valid_save()
    data.update(change)
    return json.dumps({"format": SAVE_FORMAT, "data": data}).encode()


def without(key: str) -> bytes:
    data = a_valid_save()
    del data[key]
    return json.dumps({"format": SAVE_FORMAT, "data": data}).encode()


@pytest.mark.parametrize(
    ("content", "words"),
    [
        pytest.param(b'{"format": 1, "data": {"board": [[1, 1]', "damaged", id="damaged"),
        pytest.param(with_change(board="nope"), "board", id="board-not-a-list"),
        pytest.param(with_change(score=True), "score", id="score-not-a-number"),
        pytest.param(with_change(settings={"rows": 99}), "rows", id="impossible-settings"),
        pytest.param(with_change(rng=[1, 2]), "random state", id="bad-random-state"),
        pytest.param(with_change(board=[[1, 2], [3]]), "row 1", id="ragged-board"),
        pytest.param(with_change(board=[1, 2]), "board", id="board-rows-not-lists"),
        pytest.param(with_change(board=[[1, 1], None]), "row 1", id="board-row-null"),
        pytest.param(with_change(board=["ab", "cd"]), "row 0", id="board-rows-strings"),
        pytest.param(with_change(settings={"gravity": []}), "gravity", id="gravity-a-list"),
        pytest.param(with_change(elapsed_s="soon"), "elapsed_s", id="elapsed-a-string"),
        pytest.param(with_change(hints_left=None), "hints_left", id="hints-null"),
        pytest.param(without("level"), "'level'", id="saved-before-levels"),
    ],
)
def test_an_unusable_save_is_said_and_a_new_game_dealt(
    qtbot: QtBot, clock: FakeClock, content: bytes, words: str
) -> None:
    save_path().write_bytes(content)
    parts, asked = next_run(qtbot, clock)

    assert asked.games == []
    [box] = parts.window.problem_boxes
    assert box.isVisible()
    assert "\n" not in box.text()
    assert "saved game" in box.text()
    assert words in box.text()
    [backup] = data_folder().glob("saved-game.json.*.bak")
    assert backup.read_bytes() == content
    game = parts.controller.game
    assert saved_seed() == game.seed
    assert game.phase is Phase.PLAYING
    assert game.tiles_left == game.settings.rows * game.settings.cols
    play_pairs(qtbot, parts, clock, 1)
    assert game.tiles_left == game.settings.rows * game.settings.cols - 2
