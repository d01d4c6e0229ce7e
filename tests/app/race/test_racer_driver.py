"""The racer's screen driven without a network: a `HostDesk` and the racer's `RacerDesk`
pass their texts to each other by hand, the desk's table a plain object
(`llk.controller.racer_driver.RacerTable` is all the driver asks of it), so that each
step of the host's race is drawn, or not, at a known point of its stream. The same
screen against the real server: `tests/app/race/test_racer_screen.py`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from pytestqt.qtbot import QtBot

from llk.model import GameSettings
from llk.model.game.game import Game
from llk.model.game.journal import Command, Entry
from llk.model.game.results import Phase
from llk.model.versus.host_desk import HostDesk, Out, ToRacer, ToRoom
from llk.model.versus.messages import Seat
from llk.model.versus.props import Prop
from llk.model.versus.race import RaceRules, play_entry
from llk.model.versus.racer_desk import BoardChanged, CaughtUp, Heard, RacerDesk
from llk.wiring import Parts
from tests.game_window import board_changers_enabled, click_cell

HOST, BOB = "host@localhost", "bob@localhost"
BOARD = GameSettings(rows=4, cols=6, kinds=6, levels=False)
_T = TypeVar("_T")


@dataclass
class HandTable:
    """A racer's table whose texts the test carries: the host's desk hears each text
    the racer sends at once, and the racer's desk each the host's sends."""

    host: HostDesk
    desk: RacerDesk
    heard: Callable[[Sequence[Heard]], None]
    zero: float | None = 0.0
    places: tuple[int, ...] | None = None
    away: bool = False
    sent: list[str] = field(default_factory=list)

    def clock(self) -> float:
        return 0.0

    def tick(self) -> None:
        self.heard(self.desk.advance(self.clock()))

    def take(self, play: Callable[[Game], _T]) -> _T | None:
        done, texts = self.desk.take(play)
        for text in texts:
            self.to_host(text)
        return done

    def use_prop(self, prop: Prop, target: int | None = None) -> bool:
        text = self.desk.use_prop(prop, target)
        if text is not None:
            self.to_host(text)
        return text is not None

    def to_host(self, text: str) -> None:
        self.sent.append(text)
        self.to_racer(self.host.hear(BOB, text))

    def to_racer(self, outs: Sequence[Out]) -> None:
        for out in outs:
            if isinstance(out, ToRoom | ToRacer):
                self.heard(self.desk.hear(HOST, out.text))
        self.places = self.desk.places


def racing(parts: Parts) -> HandTable:
    """Bob seated at the host's table, ready, the race started with no count-in and no
    computer player, and bob's window racing."""
    host = HostDesk(Seat("Host", 1, HOST))
    table = HandTable(host, RacerDesk(Seat("Bob", 4, BOB), HOST), parts.racer_driver.hear)
    table.to_host(table.desk.join())
    table.to_host(table.desk.ready(True))
    table.to_racer(host.start(BOARD, 11, RaceRules(props=False), (), count_in=0))
    parts.racer_driver.race(table)
    return table


def hosts_pair(table: HandTable) -> None:
    """The host plays its best pair, and the racer hears what is new."""
    race = table.host.race
    assert race is not None
    hint = race.you.game.best_pair()
    assert hint is not None
    for cell in hint.move:
        play_entry(Entry(race.now, Command.CLICK, cell), race.you.game)
        race.observe()
    table.to_racer(table.host.flush())


def test_a_pair_of_the_hosts_is_drawn_on_its_card_though_the_copy_tells_no_event(
    qtbot: QtBot, parts: Parts
) -> None:
    table = racing(parts)
    race = table.host.race
    assert race is not None
    card = parts.window.race_panel.cards[0]
    assert card.index == 0 and card.title.text().endswith(" Host")  # a person
    for _ in range(2):  # the host's own pairs: the first takes the lead (an event), the
        hosts_pair(table)  # second is no event in the copy
        parts.racer_driver.frame()
        shown = card.board.board()
        assert shown is not None and shown.key() == race.you.game.board.key()


def test_the_players_clicks_go_to_the_host_once_each(qtbot: QtBot, parts: Parts) -> None:
    table = racing(parts)
    race = table.host.race
    assert race is not None and parts.controller.game is table.desk.game
    hint = parts.controller.game.best_pair()
    assert hint is not None
    for cell in hint.move:
        click_cell(qtbot, parts, cell)
    assert len(table.sent) == 4  # the join, the ready and the two clicks
    assert race.racers[1].pairs == 1 == table.desk.mirror.racers[1].pairs  # type: ignore[union-attr]
    assert parts.controller.game.board.key() == race.racers[1].game.board.key()


def test_a_board_built_again_keeps_the_tile_the_player_picked(qtbot: QtBot, parts: Parts) -> None:
    table = racing(parts)
    hint = parts.controller.game.best_pair()
    mine, mirror = table.desk.mine, table.desk.mirror
    assert hint is not None and mine is not None and mirror is not None
    click_cell(qtbot, parts, hint.move[0])
    assert mine.settle(mirror.racers[1].game, due=True, compare=False)  # as after a prop
    parts.racer_driver.hear([BoardChanged()])
    assert parts.controller.game is mine.game and mine.game.selected == hint.move[0]
    assert parts.window.board_view.tiles.selected == hint.move[0]  # drawn so


def test_nothing_heard_after_the_end_puts_a_playable_board_back(qtbot: QtBot, parts: Parts) -> None:
    table = racing(parts)
    hint = parts.controller.game.best_pair()
    mine, mirror = table.desk.mine, table.desk.mirror
    assert hint is not None and mine is not None and mirror is not None
    for cell in hint.move:
        click_cell(qtbot, parts, cell)
    assert parts.actions.undo.isEnabled()  # racing: the pair may be taken back
    table.places = table.desk.host_gone()
    parts.racer_driver.frame()  # the race over for bob: his board stopped
    ended = parts.controller.game
    assert not parts.actions.undo.isEnabled()
    assert mine.settle(mirror.racers[1].game, due=True, compare=False)  # built again late
    parts.racer_driver.hear([BoardChanged()])  # news of it after the end
    assert parts.controller.game is ended
    assert board_changers_enabled(parts) == []


def test_a_racer_put_out_is_told_and_watches_the_race_to_its_results(
    qtbot: QtBot, parts: Parts
) -> None:
    table = racing(parts)
    race = table.host.race
    assert race is not None
    table.away = True  # bob's link away: reconnecting
    parts.racer_driver.frame()
    assert parts.window.standing.text() == "Reconnecting…"
    race.put_out(1)  # the host's race puts bob out (away or idle too long, a ban)
    table.to_racer(table.host.flush())  # as bob's catch-up, once back, tells it
    table.away = False
    parts.racer_driver.frame()
    parts.racer_driver.hear([CaughtUp(race.now)])
    status = parts.window.statusBar()
    assert status.currentMessage().startswith("You are out of this race")  # not "race on"
    assert parts.window.standing.text() == "Out of this race: watching it to its end."
    assert parts.controller.game.phase is not Phase.PLAYING  # his board stopped
    assert not parts.actions.undo.isEnabled() and not parts.actions.hint.isEnabled()
    while not race.over:  # the host races on to its clear, bob watching
        hosts_pair(table)
    parts.racer_driver.frame()
    results = parts.versus_flow.results
    assert results is not None  # the results at the end, his place among them
    assert table.places is not None and table.places[-1] == 1
    assert parts.window.standing.text() == ""
