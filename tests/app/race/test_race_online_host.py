"""The host's race online, in the game against the real local Prosody
(`tests.online.conftest`): the host's table made in Race Online, a racer (a headless
`RacerTable` with a bot, as `tests.online.racers` races them) seated and ready, Start
pressed with one computer player, the count-in, the host's board played by clicks, the
race run by the game's `RaceDriver` to its end, every racer's copy of the host's board
the host's, the results naming the people, Watch Again replaying the people's steps, the
table kept for the next race, and closed when the host leaves (the racer sees the host
gone). Pause holds nothing.

Nothing is timed: every wait counts work (a step checked, a signal) and `WAIT_S` is a
safety net. The game runs on the real monotonic clock, as the racer's runner does: a
race online is everyone's time.
"""

from __future__ import annotations

import inspect
import time
from collections.abc import Iterator
from dataclasses import replace

import pytest

pytest.importorskip("slixmpp", reason="the online extra is not installed: pip install '.[online]'")

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.dialogs.race_online import RaceOnlineDialog
from llk.dialogs.race_results import RaceResults
from llk.flows.online_table import seat_of
from llk.model.game.results import Phase
from llk.model.versus.choices import VersusChoices
from llk.model.versus.props import Prop
from llk.model.versus.race import Race
from llk.model.versus.replay import replay
from llk.model.versus.rivals import Strength
from llk.model.versus.table_code import TableCode
from llk.online import event_loop
from llk.online.racer_table import RacerTable
from llk.view.attention import BACKGROUND
from llk.wiring import Parts
from tests.app.race.test_race_online import hosting, online  # noqa: F401  (the fixture)
from tests.conftest import WAIT_MS
from tests.game_window import INSTANT, SMALL, playing
from tests.online.conftest import server, server_kind, start_server  # noqa: F401  (the fixtures)
from tests.online.local_server import DOMAIN, LocalServer
from tests.online.racers import racer_bot

BOARD = replace(SMALL, levels=False)
CHOICES = VersusChoices(strength_1=Strength.BEGINNER, props=False, idle_out=False)
"""The deal: the small board, no props; the computer player a beginner."""
GONE_S = 0.5
"""How long bob waits for a host gone from the room (a safety net's fraction)."""


@pytest.fixture
def choices() -> VersusChoices:
    """The Versus dialog's choices the table deals with (a test may parametrize them)."""
    return CHOICES


@pytest.fixture
def game(qtbot: QtBot, choices: VersusChoices) -> Parts:
    """A shown window on the real clock (a race online is everyone's time), its board and
    the Versus dialog's choices those of `BOARD` and ``choices``."""
    parts = playing(qtbot, build(INSTANT, time.monotonic))
    keeper = parts.preferences
    keeper.change(replace(keeper.preferences, game=BOARD, versus=choices))
    return parts


@pytest.fixture
def bob(qtbot: QtBot, online: None, server: LocalServer) -> Iterator[RacerTable]:  # noqa: F811
    """A headless racer, bob, for the table alice makes (made once asyncio is joined
    to Qt's loop: the link takes the loop it is made on); its bot and link ended after
    the test."""
    loop = event_loop.joined_loop()
    table = RacerTable(
        f"bob@{DOMAIN}",
        "bob's brass lantern",
        seat_of(f"bob@{DOMAIN}"),
        f"alice@{DOMAIN}",
        server=("127.0.0.1", server.port),
        ca_file=server.certificate,
        host_gone_s=GONE_S,
    )
    yield table
    closing = loop.create_task(table.close())
    qtbot.waitUntil(closing.done, timeout=WAIT_MS)


def checked_of(race: Race, seat: int) -> int:
    """How many of ``seat``'s steps the host's race played (a person's: `seat_steps`)."""
    return sum(1 for step in race.seat_steps if step.seat == seat)


def click_pair(qtbot: QtBot, parts: Parts) -> bool:
    """The host clicks the two tiles of the best pair on its board (a refresh where
    there is none): whether it could."""
    game = parts.controller.game
    if game.phase is not Phase.PLAYING:
        return False
    best = game.best_pair()
    if best is None:
        parts.actions.refresh.trigger()
        return True
    board = parts.window.board_view
    for cell in best.move:
        qtbot.mouseClick(
            board.viewport(), Qt.MouseButton.LeftButton, pos=board.cell_centre(cell).toPoint()
        )
    return True


@pytest.fixture
def at_table(
    qtbot: QtBot,
    online: None,  # noqa: F811
    game: Parts,
    bob: RacerTable,
) -> Iterator[RaceOnlineDialog]:
    """alice's table made in the game, bob seated at it and ready, as the dialog shows:
    Start waits for him. The table stays after a race: closed after the test, if the
    test did not."""
    dialog = hosting(qtbot, game)
    assert dialog.starting.isVisible() and not dialog.start.isEnabled()  # alone
    dialog.computers.setValue(1)
    assert dialog.start.isEnabled()  # a computer player to race
    dialog.computers.setValue(0)
    code = TableCode.read(dialog.shown_code.text())
    event_loop.joined_loop().create_task(bob.open(code.room, "bob", code.password, register=True))
    qtbot.waitUntil(lambda: bob.desk.seat is not None, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not dialog.start.isEnabled())  # bob is not ready yet
    assert dialog.not_ready.text() == "Not ready yet: bob"
    bob.ready()
    qtbot.waitUntil(dialog.start.isEnabled, timeout=WAIT_MS)
    assert dialog.not_ready.text() == "" and dialog.computers.maximum() == 4
    yield dialog
    flow = game.online_flow
    if flow.dialog is not None:
        flow.dialog.reject()
    qtbot.waitUntil(lambda: flow.session is None and not flow.busy, timeout=WAIT_MS)


def test_the_host_races_a_person_and_a_computer_to_the_end(
    qtbot: QtBot, game: Parts, bob: RacerTable, at_table: RaceOnlineDialog
) -> None:
    dialog = at_table
    loop = event_loop.joined_loop()
    tasks = []
    dialog.computers.setValue(1)
    driver = game.race_driver
    with qtbot.waitSignal(driver.counting, check_params_cb=lambda left: left == 0, timeout=WAIT_MS):
        qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
        race = driver.race
        assert race is not None and driver.shared and not dialog.isVisible()
        assert [r.name for r in race.racers] == ["alice", "bob", "Lin"]
        assert game.window.statusBar().currentMessage() == "Race starts in 3…"
        tasks.append(loop.create_task(racer_bot(bob)))
    # Pause holds nothing: refused and said; the window in the background neither.
    game.actions.pause.trigger()
    assert game.window.statusBar().currentMessage().startswith("No pause in a race online")
    assert race.you.game.phase is Phase.PLAYING and not game.actions.pause.isChecked()
    game.window.attention.hold_changed.emit(BACKGROUND, True)
    now, played, left = race.now, checked_of(race, 1), race.you.game.clock.time_left()
    assert left is not None
    qtbot.waitUntil(lambda: race.now > now and checked_of(race, 1) > played, timeout=WAIT_MS)
    after = race.you.game.clock.time_left()  # the host's own clock runs on too
    assert after is not None and after < left
    game.window.attention.hold_changed.emit(BACKGROUND, False)
    # The host plays a pair each time bob's next step is checked, to the end.
    while not race.over:
        played = checked_of(race, 1)
        click_pair(qtbot, game)
        qtbot.waitUntil(lambda: race.over or checked_of(race, 1) > played, timeout=WAIT_MS)  # noqa: B023
    assert len(race.journal.entries) > 0 and checked_of(race, 1) > 0
    qtbot.waitUntil(lambda: bob.places is not None, timeout=WAIT_MS)  # the host's result
    host_desk_places = tuple(result.player for result in race.results())
    assert bob.places == host_desk_places
    mirror = bob.desk.mirror
    assert mirror is not None
    for seat in range(len(race.racers)):  # bob's copy of every board is the host's
        assert mirror.racers[seat].game.board.key() == race.racers[seat].game.board.key()
    # The results name the people; Watch Again replays the host's log, people's steps too.
    qtbot.waitUntil(lambda: game.versus_flow.results is not None, timeout=WAIT_MS)
    results = game.versus_flow.results
    assert isinstance(results, RaceResults)
    table = results.table
    cells = [table.item(row, column) for row in range(table.rowCount()) for column in (0, 1, 2)]
    names = {cell.text() for cell in cells if cell is not None}
    assert {"alice", "bob", "Lin"} <= names, names
    assert results.again.isVisible()  # the same table again
    again = replay(race.setup, race.log(), name="alice")
    assert [r.game.board.key() for r in again.racers] == [r.game.board.key() for r in race.racers]
    qtbot.mouseClick(results.watch, Qt.MouseButton.LeftButton)
    assert game.versus_flow.watching is not None
    game.versus_flow.watching.reject()
    # The table stays: Race Again brings it back for the next race, bob's ready reset;
    # the host closing it leaves the room (bob sees the host gone).
    flow = game.online_flow
    assert flow.session is not None and bob.link.present(f"alice@{DOMAIN}")
    for task in tasks:
        task.cancel()
    qtbot.mouseClick(results.again, Qt.MouseButton.LeftButton)
    assert flow.dialog is dialog and dialog.isVisible()
    qtbot.waitUntil(lambda: bob.desk.seats is not None and bob.desk.seats.race == 2)
    assert bob.desk.seats is not None and bob.desk.seats.ready == (True, False, True)  # Lin too
    qtbot.waitUntil(lambda: not dialog.start.isEnabled() and "bob" in dialog.not_ready.text())
    dialog.reject()
    qtbot.waitUntil(lambda: flow.session is None and not flow.busy, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not bob.link.present(f"alice@{DOMAIN}"), timeout=WAIT_MS)


def test_the_host_races_twice_at_one_table(
    qtbot: QtBot, game: Parts, bob: RacerTable, at_table: RaceOnlineDialog
) -> None:
    """Race 1, then Game ▸ Race Online… brings back the same table: bob's seat kept, his
    ready reset; the host picks two computer players (listed in bob's seats too) and
    starts race 2 on a new deal; each race placed alike at the host and at bob."""
    dialog = at_table
    loop = event_loop.joined_loop()
    driver, flow = game.race_driver, game.online_flow
    for number, computers in ((1, 1), (2, 2)):
        dialog.computers.setValue(computers)
        qtbot.waitUntil(
            lambda: bob.desk.seats is not None and len(bob.desk.seats.seats) == 2 + computers,  # noqa: B023
            timeout=WAIT_MS,
        )
        qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
        race = driver.race
        assert race is not None and len(race.racers) == 2 + computers
        bot = loop.create_task(racer_bot(bob))
        while not race.over:
            played = checked_of(race, 1)
            click_pair(qtbot, game)
            qtbot.waitUntil(lambda: race.over or checked_of(race, 1) > played, timeout=WAIT_MS)  # noqa: B023
        qtbot.waitUntil(lambda: bob.places is not None, timeout=WAIT_MS)
        bot.cancel()
        assert bob.places == tuple(result.player for result in race.results())
        assert bob.desk.start is not None and bob.desk.start.race == number
        qtbot.waitUntil(lambda: game.versus_flow.results is not None, timeout=WAIT_MS)
        game.versus_flow.results.reject()  # type: ignore[union-attr]
        game.actions.race_online.trigger()  # the same table again
        assert flow.dialog is dialog and dialog.isVisible()
        qtbot.waitUntil(lambda: bob.desk.seats is not None and bob.desk.seats.race == number + 1)  # noqa: B023
        assert not dialog.start.isEnabled()  # bob is not ready for it yet
        bob.ready()
        qtbot.waitUntil(dialog.start.isEnabled, timeout=WAIT_MS)
    dialog.reject()  # the host leaves: the table closed for bob too
    qtbot.waitUntil(lambda: flow.session is None and not flow.busy, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not bob.link.present(f"alice@{DOMAIN}"), timeout=WAIT_MS)


def test_a_person_clearing_first_ends_the_hosts_race(
    qtbot: QtBot, game: Parts, bob: RacerTable, at_table: RaceOnlineDialog
) -> None:
    dialog = at_table
    driver = game.race_driver
    with qtbot.waitSignal(driver.counting, check_params_cb=lambda left: left == 0, timeout=WAIT_MS):
        qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    bot = event_loop.joined_loop().create_task(racer_bot(bob))
    race = driver.race
    assert race is not None
    ended: list[set[str]] = []  # what was running when the end was told, each time
    driver.over.connect(lambda _race: ended.append({f.function for f in inspect.stack()}))
    with qtbot.waitSignal(driver.over, timeout=WAIT_MS):  # the host plays nothing
        pass
    assert race.over and race.results()[0].name == "bob"
    within = {"heard", "follow_outside", "flush", "tick", "after_command", "command"}
    assert len(ended) == 1 and not ended[0] & within  # after bob's clear was heard, not in it
    assert game.window.statusBar().currentMessage() == "bob cleared the board first."
    results = game.versus_flow.results
    assert isinstance(results, RaceResults)
    assert results.table.item(0, 1).text() == "bob"  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: bob.places == (1, 0), timeout=WAIT_MS)  # the host's result
    flow = game.online_flow
    assert flow.session is not None and not flow.session.racing  # the table stays, over
    bot.cancel()
    assert len(ended) == 1  # the end shown once
    assert game.versus_flow.results is results


def test_the_host_leaving_for_another_game_ends_the_race_for_the_racers(
    qtbot: QtBot, game: Parts, bob: RacerTable, at_table: RaceOnlineDialog
) -> None:
    dialog = at_table
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bob.desk.start is not None, timeout=WAIT_MS)
    game.window.closing.emit()  # as when the window closes: a race online is not kept
    assert game.races.load_race("alice") == (None, None)
    game.actions.new_game.trigger()  # the race given up (the question answered yes)
    assert not game.race_driver.active
    flow = game.online_flow
    qtbot.waitUntil(lambda: flow.session is None and not flow.busy, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: bob.places is not None, timeout=WAIT_MS)  # the host gone
    assert not bob.link.present(f"alice@{DOMAIN}")


@pytest.mark.parametrize("choices", [replace(CHOICES, props=True)])
def test_a_persons_prop_on_the_host_is_drawn_on_the_hosts_board(
    qtbot: QtBot, game: Parts, bob: RacerTable, at_table: RaceOnlineDialog
) -> None:
    driver = game.race_driver
    with qtbot.waitSignal(driver.counting, check_params_cb=lambda left: left == 0, timeout=WAIT_MS):
        qtbot.mouseClick(at_table.start, Qt.MouseButton.LeftButton)
    race, mirror = driver.race, bob.desk.mirror
    assert race is not None and mirror is not None and race.setup.rules.props
    assert click_pair(qtbot, game)  # an empty cell or two for the stones
    qtbot.waitUntil(lambda: bob.desk.mirror is not None and bob.desk.mirror.racers[0].pairs == 1)
    for copy in (race, mirror):  # as if bob had earned it
        copy.racers[1].props.append(Prop.BLOCKS)
    with qtbot.waitSignal(
        game.controller.changed,
        check_params_cb=lambda changes: bool(changes.stones),
        timeout=WAIT_MS,
    ):
        # bob's count-in may end a little after the host's: used once bob races
        qtbot.waitUntil(lambda: bob.use_prop(Prop.BLOCKS, 0), timeout=WAIT_MS)
    assert race.you.game.blocks.stones and "bob" in game.window.statusBar().currentMessage()
    game.actions.new_game.trigger()  # the table left, its link closed
    flow = game.online_flow
    qtbot.waitUntil(lambda: flow.session is None and not flow.busy, timeout=WAIT_MS)


def test_a_person_away_from_the_table_is_marked_on_the_hosts_card_until_back(
    qtbot: QtBot, game: Parts, bob: RacerTable, at_table: RaceOnlineDialog
) -> None:
    driver, panel = game.race_driver, game.window.race_panel
    with qtbot.waitSignal(driver.counting, check_params_cb=lambda left: left == 0, timeout=WAIT_MS):
        qtbot.mouseClick(at_table.start, Qt.MouseButton.LeftButton)
    card = panel.cards[0]
    assert card.index == 1 and card.away.isHidden()  # bob, here
    marks: list[str] = []  # bob's card's mark each time who is away changed
    game.online_flow.away.connect(lambda _away: marks.append(card.away.text()))
    news: list[str] = []
    panel.news.connect(news.append)
    transport = bob.link.client.transport
    assert transport is not None
    transport.abort()  # bob's link cut: he leaves the room, and comes back by himself
    qtbot.waitUntil(lambda: any(mark.startswith("⚠ Away · ") for mark in marks), timeout=WAIT_MS)
    assert "bob left the table." in news
    qtbot.waitUntil(lambda: marks[-1] == "" and card.away.isHidden(), timeout=WAIT_MS)
    assert "Away" not in card.accessibleDescription()
    flow = game.online_flow
    flow.leave()  # the host leaves its table: its link closed
    qtbot.waitUntil(lambda: flow.session is None and not flow.busy, timeout=WAIT_MS)
    assert marks[-1] == ""


def test_the_hosts_link_down_stands_while_its_race_runs_on_and_goes_when_back(
    qtbot: QtBot,
    game: Parts,
    bob: RacerTable,
    at_table: RaceOnlineDialog,
    server: LocalServer,  # noqa: F811
) -> None:
    """The server stops mid-race: the host's race runs on (it is the referee), and a line
    saying so stands at the host for as long as its link is down; back, it goes."""
    driver, standing = game.race_driver, game.window.standing
    with qtbot.waitSignal(driver.counting, check_params_cb=lambda left: left == 0, timeout=WAIT_MS):
        qtbot.mouseClick(at_table.start, Qt.MouseButton.LeftButton)
    race = driver.race
    assert race is not None and standing.text() == ""
    server.stop()
    down = "Reconnecting… the race runs on at your table; the others catch up when back."
    qtbot.waitUntil(lambda: standing.text() == down, timeout=WAIT_MS)
    now = race.now
    qtbot.waitUntil(lambda: race.now > now + 0.5, timeout=WAIT_MS)  # it runs on
    status = game.window.statusBar()
    qtbot.waitUntil(lambda: status.currentMessage() == "", timeout=WAIT_MS)  # lines gone
    assert standing.text() == down and not standing.isHidden()
    server.start()
    qtbot.waitUntil(lambda: standing.text() == "", timeout=WAIT_MS)
    game.actions.new_game.trigger()  # the table left
    flow = game.online_flow
    qtbot.waitUntil(lambda: flow.session is None and not flow.busy, timeout=WAIT_MS)
