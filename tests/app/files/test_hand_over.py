"""A second start of LLK hands its command line to the game running on the folder, over
the real socket (`SingleInstance`), and that game carries it out as its menus would: it
asks before giving up a game in progress, and waits for a question being answered."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from llk.model import find_moves
from llk.model.game.start_request import StartRequest, read_request
from llk.store.single_instance import Elsewhere, SingleInstance, knock
from llk.wiring import Parts
from tests.app.test_high_scores import clear_board
from tests.game_window import asking_discard, result_screen
from tests.model.clock import FakeClock


def listening(qtbot: QtBot, parts: Parts, folder: Path) -> SingleInstance:
    """``parts``'s game holding ``folder``, carrying out what later starts hand it, as
    `llk.app.play` wires it."""
    instance = SingleInstance.claim(folder)
    assert isinstance(instance, SingleInstance)
    instance.knocked.connect(lambda request: parts.hand_over(read_request(request)))
    return instance


def second_start(
    qtbot: QtBot, instance: SingleInstance, folder: Path, request: StartRequest
) -> None:
    """A later start on ``folder`` asking for ``request``: it is refused and heard."""
    with qtbot.waitSignal(instance.knocked):
        claim = SingleInstance.claim(folder, patience_s=0, request=request.text())
    assert isinstance(claim, Elsewhere) and claim.answered


def in_progress(parts: Parts) -> None:
    a, b = find_moves(parts.controller.game.board)[0]
    parts.controller.click(a)
    parts.controller.click(b)
    assert parts.controller.in_progress


def test_campaign_opens_the_level_map(qtbot: QtBot, parts: Parts, tmp_path: Path) -> None:
    instance = listening(qtbot, parts, tmp_path)
    second_start(qtbot, instance, tmp_path, StartRequest(campaign=True))
    level_map = parts.campaign_flow.level_map
    assert level_map is not None and level_map.isVisible()


@pytest.mark.parametrize("yes", [True, False])
def test_a_map_asks_before_giving_up_the_game_in_progress(
    qtbot: QtBot, parts: Parts, tmp_path: Path, yes: bool
) -> None:
    questions = asking_discard(parts, yes)
    in_progress(parts)
    before = parts.controller.game
    instance = listening(qtbot, parts, tmp_path)
    second_start(qtbot, instance, tmp_path, StartRequest(seed=99, board_map="apple"))
    assert [question for question, _note in questions] == [
        "Give up the game in progress and play Apple?"
    ]
    game = parts.controller.game
    if yes:
        assert game.settings.board_map is not None and game.settings.board_map.key == "apple"
        assert game.seed == 99
    else:
        assert game is before


def test_a_number_deals_that_game(
    qtbot: QtBot, parts: Parts, tmp_path: Path, asked: list[str]
) -> None:
    in_progress(parts)
    instance = listening(qtbot, parts, tmp_path)
    second_start(qtbot, instance, tmp_path, StartRequest(seed=1234))
    assert asked == ["Give up the game in progress and play game 1234?"]
    assert parts.controller.game.seed == 1234


def test_versus_starts_a_race_on_the_map_asked_for(
    qtbot: QtBot, parts: Parts, tmp_path: Path, asked: list[str]
) -> None:
    in_progress(parts)
    instance = listening(qtbot, parts, tmp_path)
    second_start(qtbot, instance, tmp_path, StartRequest(board_map="apple", versus=2))
    assert asked == ["Give up the game in progress and start a race?"]
    race = parts.race_driver.race
    assert race is not None and len(race.racers) == 3
    board_map = race.setup.settings.board_map
    assert board_map is not None and board_map.key == "apple"


def test_a_request_waits_for_the_question_being_answered(
    qtbot: QtBot, parts: Parts, clock: FakeClock, tmp_path: Path
) -> None:
    """The result screen is up: the level map opens once it is closed, not over it."""
    clear_board(parts, clock)
    screen = result_screen(parts)
    instance = listening(qtbot, parts, tmp_path)
    second_start(qtbot, instance, tmp_path, StartRequest(campaign=True))
    assert parts.campaign_flow.level_map is None
    screen.look.click()
    qtbot.waitUntil(lambda: parts.campaign_flow.level_map is not None)


def test_a_map_gone_meanwhile_is_told_in_one_line(
    qtbot: QtBot, parts: Parts, tmp_path: Path
) -> None:
    instance = listening(qtbot, parts, tmp_path)
    gone = str(tmp_path / "gone.llkmap")
    second_start(qtbot, instance, tmp_path, StartRequest(board_map=gone))
    [box] = parts.window.problem_boxes
    assert "gone.llkmap" in box.text() and "\n" not in box.text()


def test_a_hostile_line_is_told_in_one_line_or_ignored(
    qtbot: QtBot, parts: Parts, tmp_path: Path
) -> None:
    """A program other than LLK may knock: a map name no file can have (a NUL, a lone
    surrogate, too long) is told in one line, a line nested past what Python parses is
    no request at all, and the game in progress goes on."""
    instance = listening(qtbot, parts, tmp_path)
    in_progress(parts)
    fields = {"seed": None, "versus": 0, "campaign": False}
    names = ("a\x00b", "\ud800", "a" * 300)
    lines = [json.dumps({**fields, "board_map": name}) for name in names]
    for line in [*lines, "[" * 2000 + "]" * 2000]:
        with qtbot.waitSignal(instance.knocked):
            assert knock(instance.address, line)
    texts = [box.text() for box in parts.window.problem_boxes]
    assert len(texts) == len(names) and not any("\n" in text for text in texts)
    assert parts.controller.in_progress
