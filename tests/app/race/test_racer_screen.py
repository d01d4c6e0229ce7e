"""A racer's screen in a race online, against the real local Prosody
(`tests.online.conftest`): a headless host (`HostTable`, its seat played by a bot, with
one computer player) and a game window racing at its table through a `RacerTable` the
test makes (as Race Online's session does), the window's board clicked for real.

What is checked is counted, never timed: the opponents' cards equal the host's race at
the same point of its stream, a refusal is said, the places are the host's on the
window, a link cut shows "Reconnecting…" and the race goes on with nothing lost. The
race's pace is a person's (a pair each `PAIR_S` of the host's race time, within the
referee's rule against clicks faster than a person's); every wait is a safety net
(`tests.conftest.WAIT_S`).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence

import pytest

pytest.importorskip("slixmpp", reason="the online extra is not installed: pip install '.[online]'")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QTableWidget
from pytestqt.qtbot import QtBot

from llk.dialogs.race_online import RaceOnlineDialog
from llk.dialogs.race_results import RaceResults
from llk.model.game.journal import Command, Entry
from llk.model.game.results import Phase
from llk.model.versus import messages
from llk.model.versus.messages import RacerCommand
from llk.model.versus.rivals import Strength
from llk.model.versus.standings import Finish
from llk.model.versus.table_code import TableCode
from llk.online.event_loop import joined_loop
from llk.online.host_table import HostTable
from llk.online.racer_table import HOST_GONE_S, RacerTable
from llk.wiring import Parts
from tests.app.race.test_race_online import closed as closed_dialogs
from tests.app.race.test_race_online import (  # noqa: F401  (the fixture)
    online,
    opened,
    seats,
    sign_in,
)
from tests.app.race.test_race_online_host_window import asking
from tests.game_window import board_changers_enabled, click_cell
from tests.online.conftest import server, server_kind, start_server  # noqa: F401  (the fixtures)
from tests.online.local_server import LocalServer
from tests.online.racers import (
    KEY,
    RULES,
    SMALL,
    account,
    host_account,
    host_bot,
    host_table,
    racer_table,
    seat,
    table_room,
)
from tests.online.test_event_loop import finished, loop  # noqa: F401  (the fixture)

PAIR_S = 0.3
"""The host's race time between the window's pairs: a person's pace."""


Seated = Callable[..., tuple[HostTable, RacerTable]]


@pytest.fixture
def seated(
    qtbot: QtBot,
    loop: asyncio.AbstractEventLoop,  # noqa: F811
    server: LocalServer,  # noqa: F811
    parts: Parts,
) -> Seated:
    """`at_the_table` for this test's window and server, asyncio joined to Qt's loop."""
    return lambda host_gone_s=HOST_GONE_S, others=(): at_the_table(
        qtbot, server, parts, host_gone_s, others
    )


def at_the_table(
    qtbot: QtBot,
    server: LocalServer,  # noqa: F811
    parts: Parts,
    host_gone_s: float,
    others: Sequence[RacerTable] = (),
) -> tuple[HostTable, RacerTable]:
    """The host's table made, with one computer player; bob's `RacerTable` telling the
    window what it hears, and the headless ``others``, seated, ready; the race started
    (no count-in) and the window racing (as Race Online's session hands it the table
    once the start is heard)."""
    host = host_table(server)
    finished(qtbot, joined_loop(), host.open(table_room(), "host", KEY, register=True))
    table = RacerTable(
        account("bob"),
        "bob's password",
        seat("bob", 4),
        host_account(),
        server=("127.0.0.1", server.port),
        ca_file=server.certificate,
        on_heard=parts.racer_driver.hear,
        host_gone_s=host_gone_s,
    )
    finished(qtbot, joined_loop(), table.open(table_room(), "bob", KEY, register=True))
    qtbot.waitUntil(lambda: table.desk.seat is not None)  # bob in seat 1, the others after
    for other in others:
        name = other.link.account.split("@")[0]
        finished(qtbot, joined_loop(), other.open(table_room(), name, KEY, register=True))
    qtbot.waitUntil(lambda: all(racer.desk.seat is not None for racer in (table, *others)))
    for racer in (table, *others):
        racer.ready()
    qtbot.waitUntil(
        lambda: len(host.desk.table.ready) == 2 + len(others) and all(host.desk.table.ready)
    )
    host.start(SMALL, 11, RULES, [Strength.BEGINNER], count_in=0)
    qtbot.waitUntil(lambda: table.desk.start is not None)
    parts.racer_driver.race(table)
    assert parts.versus_flow.racing
    return host, table


def closed(qtbot: QtBot, *tables: HostTable | RacerTable) -> None:
    for table in tables:
        finished(qtbot, joined_loop(), table.close())


def click_a_pair(qtbot: QtBot, parts: Parts, host: HostTable, table: RacerTable) -> bool:
    """The best pair on the window's board clicked, once the host's race time reached
    the racer's next pair and every command sent is answered; whether there was one."""
    game = parts.controller.game
    assert game is table.desk.game  # the board on the window is the desk's
    pairs = table.desk.mirror.racers[1].pairs if table.desk.mirror else 0
    qtbot.waitUntil(lambda: host.now() >= (pairs + 1) * PAIR_S or table.places is not None)
    best = parts.controller.game.best_pair()
    if best is None or table.places is not None:
        return False
    for cell in best.move:
        click_cell(qtbot, parts, cell)
    return True


def answered(qtbot: QtBot, table: RacerTable) -> None:
    """Waits until the host answered every command the racer sent."""
    qtbot.waitUntil(lambda: not table.desk.mine or not table.desk.mine.pending)


def cards(parts: Parts) -> dict[int, tuple[int, ...]]:
    """The faces on each opponent's card, by seat."""
    panel = parts.window.race_panel
    drawn = {card.index: card.board.board() for card in panel.cards}
    return {index: board.key() for index, board in drawn.items() if board is not None}


def opponents(table: RacerTable) -> dict[int, tuple[int, ...]]:
    """The faces of each opponent's board in the racer's copy of the host's race."""
    mirror = table.desk.mirror
    assert mirror is not None
    return {r.index: r.game.board.key() for r in mirror.racers if r.index != table.desk.seat}


def test_a_racer_races_the_host_from_its_window_to_the_hosts_places(
    qtbot: QtBot, parts: Parts, seated: Seated
) -> None:
    host, table = seated()
    panel = parts.window.race_panel
    assert panel.isVisible()
    assert sorted(card.index for card in panel.cards) == [0, 2]  # the host and the computer
    assert panel.cards[0].title.text().endswith("Host")  # a person: no strength
    bot = joined_loop().create_task(host_bot(host, pair_s=0.5))
    followed = 0
    while click_a_pair(qtbot, parts, host, table):
        answered(qtbot, table)
        # each card is the copy's racer: the host's race at the same point of its stream
        qtbot.waitUntil(lambda: cards(parts) == opponents(table) or table.places is not None)
        followed += 1
    qtbot.waitUntil(lambda: parts.versus_flow.results is not None)
    bot.cancel()
    assert followed > 0
    race = host.desk.race
    assert race is not None and host.desk.places is not None
    assert table.places == host.desk.places
    results = parts.versus_flow.results
    assert isinstance(results, RaceResults)
    table_widget = results.findChild(QTableWidget, "results_table")
    assert table_widget is not None
    names = [table_widget.item(row, 1).text() for row in range(table_widget.rowCount())]  # type: ignore[union-attr]
    assert names == [race.racers[seat].name for seat in host.desk.places]
    assert "Bob" in names and "Host" in names
    assert results.again.isVisible()  # the table again, for the host's next race
    assert board_changers_enabled(parts) == []
    results.watch.click()  # the copy of the host's race, played again
    watching = parts.versus_flow.watching
    assert watching is not None and watching.isVisible()
    results.reject()
    watching.reject()
    mine = table.desk.seat
    assert mine is not None
    assert [e.to_list() for e in race.racers[mine].game.journal.entries] == [  # type: ignore[union-attr]
        e.to_list()
        for e in table.desk.mirror.racers[mine].game.journal.entries  # type: ignore[union-attr]
    ]
    closed(qtbot, table, host)


def test_a_refusal_is_said_and_the_board_is_the_hosts_again(
    qtbot: QtBot, parts: Parts, seated: Seated
) -> None:
    host, table = seated()
    best = parts.controller.game.best_pair()
    assert best is not None
    parts.actions.pause.trigger()
    status = parts.window.statusBar()
    assert status.currentMessage() == "No pause in a race online: the others race on."
    assert parts.controller.game.phase is Phase.PLAYING
    assert not parts.actions.pause.isChecked()  # the checkable action not left pressed
    for _ in range(24):  # faster than a person: more than 20 clicks in 2 s
        click_cell(qtbot, parts, best.move[0])
    qtbot.waitUntil(lambda: status.currentMessage().startswith("The host refused your move"))
    assert "faster than a person plays" in status.currentMessage()
    answered(qtbot, table)
    mirror = table.desk.mirror
    assert mirror is not None
    assert parts.controller.game is table.desk.game
    assert parts.controller.game.board.key() == mirror.racers[1].game.board.key()
    closed(qtbot, table, host)


def test_a_link_cut_shows_reconnecting_and_the_race_goes_on_with_nothing_lost(
    qtbot: QtBot, parts: Parts, seated: Seated
) -> None:
    host, table = seated()
    said: list[str] = []
    parts.racer_driver.said.connect(said.append)
    assert click_a_pair(qtbot, parts, host, table)
    answered(qtbot, table)
    transport = table.link.client.transport
    assert transport is not None
    transport.abort()  # the connection lost; the link reconnects by itself
    qtbot.waitUntil(lambda: "Reconnecting…" in said)
    qtbot.waitUntil(lambda: "Back at the table: race on." in said)
    assert click_a_pair(qtbot, parts, host, table)
    answered(qtbot, table)
    race, mirror = host.desk.race, table.desk.mirror
    assert race is not None and mirror is not None
    assert race.racers[1].pairs == 2 == mirror.racers[1].pairs  # neither lost nor doubled
    assert parts.controller.game.board.key() == race.racers[1].game.board.key()
    closed(qtbot, table, host)


def test_the_host_gone_ends_every_racers_copy_with_the_same_real_places(
    qtbot: QtBot,
    parts: Parts,
    seated: Seated,
    server: LocalServer,  # noqa: F811
) -> None:
    carol = racer_table(server, "carol", 5, host_gone_s=0.2)
    host, table = seated(0.2, others=[carol])
    said: list[str] = []
    status = parts.window.statusBar()
    status.messageChanged.connect(said.append)
    assert click_a_pair(qtbot, parts, host, table)
    answered(qtbot, table)
    closed(qtbot, host)  # the host's account leaves the room, for good
    qtbot.waitUntil(lambda: parts.versus_flow.results is not None)
    qtbot.waitUntil(lambda: carol.places is not None)
    assert table.places == carol.places  # the same places on every screen
    assert table.places is not None and table.places[0] == 1  # bob has the only pair
    assert status.currentMessage() == "The host left: the race ends."
    assert parts.controller.game.phase is not Phase.PLAYING  # the race is over for bob
    for copy in (table.desk.mirror, carol.desk.mirror):  # each copy over where it stopped
        assert copy is not None and copy.over
        assert Finish.RACING not in {result.finish for result in copy.results()}
    results = parts.versus_flow.results
    assert isinstance(results, RaceResults)
    rows = results.findChild(QTableWidget, "results_table")
    assert rows is not None
    finishes = {rows.item(row, 4).text() for row in range(rows.rowCount())}  # type: ignore[union-attr]
    assert "Still racing" not in finishes and "Stopped: the host left" in finishes
    summaries = [label.text() for label in results.findChildren(QLabel)]
    assert any(text.startswith("The host left") for text in summaries)
    results.watch.click()  # the copy, played again to where it stopped
    watching = parts.versus_flow.watching
    assert watching is not None and watching.isVisible()
    watching.reject()
    results.reject()
    closed(qtbot, table, carol)  # the table left: nothing said over the host's leaving
    assert [line for line in said if line][-1] == "The host left: the race ends."
    assert parts.window.standing.text() == "The host left: the race ends."  # after 4 s too


def test_reconnecting_stands_while_the_server_is_down_and_goes_when_the_race_flows(
    qtbot: QtBot,
    parts: Parts,
    seated: Seated,
    server: LocalServer,  # noqa: F811
) -> None:
    host, table = seated(HOST_GONE_S * 10)  # the host's own drop ends nothing here
    standing, status = parts.window.standing, parts.window.statusBar()
    assert click_a_pair(qtbot, parts, host, table)
    answered(qtbot, table)
    server.stop()
    qtbot.waitUntil(lambda: status.currentMessage() == "Reconnecting…")
    qtbot.waitUntil(lambda: status.currentMessage() == "")  # the said line's time is over
    assert table.away  # the server still down: the line stands
    assert standing.text() == "Reconnecting…" and not standing.isHidden()
    server.start()
    qtbot.waitUntil(lambda: not table.away)  # back, the resume answered: the race flows
    qtbot.waitUntil(lambda: standing.text() == "")
    closed(qtbot, table, host)


def race_by_clicks(qtbot: QtBot, parts: Parts, host: HostTable) -> RacerTable:
    """The window races the host's bot by clicks to the end of the race just started,
    its results shown with the host's places; the racer's table."""
    qtbot.waitUntil(lambda: parts.racer_driver.active and parts.versus_flow.results is None)
    table = parts.racer_driver.table
    assert isinstance(table, RacerTable) and parts.controller.game is table.desk.game
    bot = joined_loop().create_task(host_bot(host, pair_s=0.5))
    while click_a_pair(qtbot, parts, host, table):
        answered(qtbot, table)
    qtbot.waitUntil(lambda: parts.versus_flow.results is not None)
    bot.cancel()
    assert table.places == host.desk.places and table.places is not None
    race = host.desk.race
    assert race is not None and race.racers[1].pairs > 0  # bob raced, by clicks
    return table


def ready_by_key(qtbot: QtBot, dialog: RaceOnlineDialog) -> None:
    qtbot.waitUntil(lambda: dialog.ready.isVisible() and not dialog.ready.isChecked())
    dialog.ready.setFocus()
    qtbot.keyClick(dialog.ready, Qt.Key.Key_Space)


def joined_by_code(
    qtbot: QtBot,
    parts: Parts,
    server: LocalServer,  # noqa: F811  (the fixture's value)
) -> tuple[HostTable, RaceOnlineDialog]:
    """The host's table made headless; bob, in the window, joined by its code through
    Race Online and ready by a key, seen so at the host: the host's table and bob's
    dialog."""
    joined = joined_loop()  # before the host's link: it takes the loop it is made on
    host = host_table(server)
    finished(qtbot, joined, host.open(table_room(), "host", KEY, register=True))
    dialog = opened(parts)
    sign_in(qtbot, dialog, "bob")
    dialog.code.setText(TableCode(table_room(), KEY, host_account()).text())
    qtbot.mouseClick(dialog.join, Qt.MouseButton.LeftButton)
    ready_by_key(qtbot, dialog)
    qtbot.waitUntil(lambda: len(host.desk.table.people) == 2 and all(host.desk.table.ready))
    return host, dialog


@pytest.mark.usefixtures("online")
def test_a_racer_joins_by_the_code_and_races_twice_at_the_same_table(
    qtbot: QtBot,
    parts: Parts,
    server: LocalServer,  # noqa: F811
) -> None:
    """Race 1 and race 2 at one table, joined once by its code: after race 1's results
    Race Again brings back the table, bob's ready reset; the host picks two computer
    players, listed in bob's seats; each race placed as the host places it; race 1's
    texts sent late in race 2 (the host's checked step, bob's command) change nothing."""
    host, dialog = joined_by_code(qtbot, parts, server)
    host.start(SMALL, 11, RULES, [Strength.BEGINNER], count_in=0)
    table = race_by_clicks(qtbot, parts, host)
    first = host.desk.places
    race_1_checked = messages.write(host.desk.stream[-1])
    race_1_command = messages.write(RacerCommand(1, 0, Entry(0.0, Command.HINT), race=1))
    flow = parts.online_flow
    assert flow.session is not None and not flow.busy  # bob still at the table
    # The host opens the table's next race, with two computer players picked.
    host.next_race()
    host.seat_computers([Strength.BEGINNER, Strength.CASUAL])
    qtbot.waitUntil(lambda: table.desk.seats is not None and table.desk.seats.race == 2)
    results = parts.versus_flow.results
    assert isinstance(results, RaceResults) and results.again.isVisible()
    qtbot.mouseClick(results.again, Qt.MouseButton.LeftButton)  # the same table again
    assert flow.dialog is dialog and dialog.isVisible()
    qtbot.waitUntil(lambda: len(seats(dialog)) == 4)
    assert seats(dialog)[2:] == ["Lin · computer · ready", "Mei · computer · ready"]
    ready_by_key(qtbot, dialog)
    qtbot.waitUntil(lambda: all(host.desk.table.ready))
    host.start(SMALL, 12, RULES, [Strength.BEGINNER, Strength.CASUAL], count_in=0)
    qtbot.waitUntil(lambda: table.desk.start is not None and table.desk.start.race == 2)
    assert parts.racer_driver.table is table and table.desk.mirror is not None
    assert len(table.desk.mirror.racers) == 4
    # Race 1's texts, late in race 2: dropped at bob's desk and at the host's.
    ignored, held = table.desk.ignored, table.desk.stream.held if table.desk.stream else 0
    host.link.send(race_1_checked)
    table.link.send(race_1_command)
    qtbot.waitUntil(lambda: table.desk.ignored > ignored and host.desk.dropped["late"] == 1)
    assert table.desk.stream is not None and table.desk.stream.held >= held
    race_by_clicks(qtbot, parts, host)
    assert host.desk.table.number == 2 and host.desk.places != first
    results = parts.versus_flow.results
    assert isinstance(results, RaceResults)
    qtbot.mouseClick(results.again, Qt.MouseButton.LeftButton)  # bob at the table again
    assert dialog.isVisible()
    closed(qtbot, host)  # the host closes the table: said in bob's Race Online
    closed_line = "The host left: the table is closed."
    qtbot.waitUntil(lambda: dialog.state.text() == closed_line)  # after HOST_GONE_S
    assert not dialog.ready.isVisible()
    closed_dialogs(qtbot, (parts, dialog))


@pytest.mark.usefixtures("online")
def test_the_host_gone_mid_race_closes_the_table_and_race_online_opens_anew(
    qtbot: QtBot,
    parts: Parts,
    server: LocalServer,  # noqa: F811
) -> None:
    """The host's window gone mid-race: bob's race ends with the places from the
    stream, and the table with it; Race Online opens at its questions again, not at
    the table that is gone."""
    host, dialog = joined_by_code(qtbot, parts, server)
    host.start(SMALL, 11, RULES, [Strength.BEGINNER], count_in=0)
    qtbot.waitUntil(lambda: parts.racer_driver.active and not dialog.isVisible())
    closed(qtbot, host)  # mid-race
    qtbot.waitUntil(lambda: parts.versus_flow.results is not None)  # after HOST_GONE_S
    flow = parts.online_flow
    qtbot.waitUntil(lambda: flow.session is None and not flow.busy)
    again = opened(parts)
    assert again is not dialog and again.join.isEnabled() and again.make.isEnabled()
    closed_dialogs(qtbot, (parts, again))


def test_closing_the_racers_window_mid_race_asks_first_and_no_keeps_it_racing(
    qtbot: QtBot, parts: Parts, seated: Seated
) -> None:
    """A race online is not kept on quit (unlike one against the computer): Quit asks,
    as Preferences' "Ask before giving up a game in progress" says; No races on."""
    host, table = seated()
    asked: list[str] = []
    asking(parts, asked)
    parts.actions.quit.trigger()
    assert asked == ["Leave the race? To race on, join the table again by its code soon."]
    assert parts.window.isVisible() and parts.racer_driver.table is table
    assert click_a_pair(qtbot, parts, host, table)  # racing on
    answered(qtbot, table)
    closed(qtbot, table, host)


def test_the_racers_time_up_stands_while_the_others_race_on(
    qtbot: QtBot, parts: Parts, seated: Seated
) -> None:
    """A lasting state stands at a racer as at the host: out of time, watching the
    others, until the race's end."""
    host, table = seated()
    game = table.desk.game
    assert game is not None
    game.race_effects.stop()  # lost, as when its own clock runs out
    standing = parts.window.standing
    qtbot.waitUntil(lambda: standing.text() == "Time is up: the others race on to the end.")
    assert table.places is None  # the others race on
    closed(qtbot, table, host)
