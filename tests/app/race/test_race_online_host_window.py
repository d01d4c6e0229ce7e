"""The host's race online in its own window, without a server (what the game does with
the race the host's table handed it, `VersusFlow.race_online`, on a test clock): its
end counts in no record of this computer's and opens nothing over the board but the
results; the host put out by QQ's 30 s rule sees a line that stands while the others
race on; and the window closing mid-race asks first, as Preferences says.

The person at seat 1 sends nothing here: the host's table is not in play, only the race
it hands the game (the real-server tests race people, `test_race_online_host`).
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.model.records.scores import Candidate
from llk.model.versus.race import OUT_AFTER_S, Race, RaceRules
from llk.model.versus.race_setup import RaceSetup
from llk.model.versus.rivals import Strength, lineup
from llk.wiring import Parts
from tests.app.race.test_versus_window import BOARD, _frames
from tests.conftest import WAIT_MS
from tests.game_window import INSTANT, answer_questions
from tests.model.clock import FakeClock

HOST_OUT = "Out: you removed nothing for 30 seconds."


@pytest.fixture
def hosting(qtbot: QtBot, clock: FakeClock) -> Parts:
    """A shown window on ``clock``, its board the small one."""
    parts = build(INSTANT, clock)
    answer_questions(parts)
    parts.preferences.change(replace(parts.preferences.preferences, game=BOARD))
    qtbot.addWidget(parts.window)
    parts.window.resize(1100, 700)
    with qtbot.waitExposed(parts.window):
        parts.window.show()
    return parts


def host_race(parts: Parts, rival: Strength = Strength.BEGINNER) -> Race:
    """A race online whose host the player is, as its table hands it to the game: a
    person at seat 1, a computer player of ``rival`` at seat 2, no count-in."""
    rules = RaceRules(props=False, idle_out=True)
    setup = RaceSetup(BOARD, 11, lineup([Strength.CASUAL, rival]), rules, frozenset({1}))
    race = Race(setup, "alice")
    parts.versus_flow.race_online(race, 0)
    assert parts.race_driver.shared
    return race


def host_out(parts: Parts, clock: FakeClock) -> Race:
    """`host_race`, its host put out by QQ's rule (nothing removed for 30 s)."""
    race = host_race(parts)
    clock.advance(OUT_AFTER_S + 1.0)
    while race.you.racing:
        _frames(parts, 1)
        clock.advance(1.0)
    return race


def test_the_hosts_race_online_claims_no_high_score_no_record_and_no_achievement(
    qtbot: QtBot, hosting: Parts, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    offered: list[tuple[Candidate, int]] = []
    monkeypatch.setattr(hosting.score_flow, "offer_race", lambda *offer: offered.append(offer))
    judged: list[object] = []
    hosting.versus_flow.race_ended.connect(lambda *end: judged.append(end))
    games, record = hosting.statistics.statistics, hosting.races.record
    race = host_race(hosting, Strength.MASTER)
    while not race.over:
        clock.advance(1.0)
        _frames(hosting, 5)
    qtbot.waitUntil(lambda: hosting.versus_flow.results is not None, timeout=WAIT_MS)
    results = hosting.versus_flow.results
    assert results is not None
    results.reject()  # closed: nothing offered to the high scores, no window over the board
    assert offered == [] and judged == []
    assert hosting.dialogs.current is None
    assert hosting.statistics.statistics == games and hosting.races.record == record


def test_the_host_put_out_sees_a_standing_line_until_the_race_ends(
    qtbot: QtBot, hosting: Parts, clock: FakeClock
) -> None:
    race = host_out(hosting, clock)
    window = hosting.window
    assert window.standing.text() == HOST_OUT
    window.statusBar().clearMessage()  # the game's passing line gone: the out line stands
    _frames(hosting, 5)
    assert window.standing.text() == HOST_OUT and not race.over
    while not race.over:
        clock.advance(5.0)
        _frames(hosting, 5)
    qtbot.waitUntil(lambda: hosting.versus_flow.results is not None, timeout=WAIT_MS)
    assert window.standing.text() == ""  # the results say the rest


def asking(parts: Parts, asked: list[str]) -> None:
    """Every give-up question noted in ``asked`` and answered No."""

    def no(question: str, note: str) -> tuple[bool, bool]:
        asked.append(question)
        return False, False

    parts.questions.ask_discard = no  # type: ignore[method-assign]


def test_new_game_asks_before_leaving_the_race_even_with_the_host_out_of_it(
    hosting: Parts, clock: FakeClock
) -> None:
    race = host_out(hosting, clock)
    assert not hosting.controller.in_progress and not race.over  # the host's game ended
    asked: list[str] = []
    asking(hosting, asked)
    hosting.actions.new_game.trigger()
    assert asked == ["Leave the race? It ends for everyone at the table."]
    assert hosting.race_driver.race is race  # No: the race runs on


@pytest.mark.parametrize("ask", [True, False])
def test_closing_the_window_mid_race_asks_the_host_first_as_preferences_say(
    qtbot: QtBot, hosting: Parts, ask: bool
) -> None:
    keeper = hosting.preferences
    keeper.change(replace(keeper.preferences, confirm_discard=ask))
    asked: list[str] = []
    asking(hosting, asked)
    host_race(hosting)
    hosting.actions.quit.trigger()
    if ask:
        assert asked == ["Leave the race? It ends for everyone at the table."]
        assert hosting.window.isVisible() and hosting.race_driver.active  # No: racing on
    else:
        assert asked == [] and not hosting.window.isVisible()
