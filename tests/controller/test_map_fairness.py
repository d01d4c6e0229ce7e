"""The editor's fairness questions: answered in the background, a newer map's questions
making the older ones moot, a budget in steps saying "none found"."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from llk.controller.map_fairness import FAIR, NOT_FOUND, FairnessChecker
from llk.model.board.shifts import ShiftMode
from llk.model.campaign.named_map import map_named
from llk.model.maps.map_file import parse_map

SMALL = parse_map("LLK map 1\nname: Small\n---\nXXXX\nXXXX\n")
BIG = map_named("house", None)
OTHER = parse_map("LLK map 1\nname: Other\n---\nXX.XX\nXX.XX\n")


def _answers(qtbot: QtBot, checker: FairnessChecker) -> list[tuple[str, str, float]]:
    got: list[tuple[str, str, float]] = []
    checker.answered.connect(lambda *answer: got.append(answer))
    return got


def test_every_mode_is_answered_fair_with_its_time(qtbot: QtBot) -> None:
    checker = FairnessChecker()
    got = _answers(qtbot, checker)
    checker.check(SMALL)
    qtbot.waitUntil(lambda: len(got) == len(ShiftMode), timeout=20_000)
    assert [mode for mode, _, _ in got] == [m.value for m in ShiftMode]
    assert all(verdict == FAIR and seconds >= 0 for _, verdict, seconds in got)
    checker.wait()


def test_a_newer_map_makes_the_older_questions_moot(qtbot: QtBot) -> None:
    checker = FairnessChecker()
    got = _answers(qtbot, checker)
    checker.check(BIG)  # some 0.2 s a mode: the next map comes before it is done
    checker.check(OTHER)
    checker.wait()
    qtbot.wait(50)  # what was queued arrives
    assert [mode for mode, _, _ in got] == [m.value for m in ShiftMode]  # none of BIG's


def test_a_spent_budget_says_none_found(qtbot: QtBot) -> None:
    checker = FairnessChecker(steps=0)
    got = _answers(qtbot, checker)
    checker.check(SMALL)
    qtbot.waitUntil(lambda: len(got) == len(ShiftMode), timeout=20_000)
    assert {verdict for _, verdict, _ in got} == {NOT_FOUND}
    checker.wait()
