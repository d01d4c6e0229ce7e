"""A racer's own board built again (`llk.model.versus.my_board`): from the host's copy
kept up to date between rebuilds and copied, the same game as played again whole from the
deal, every touch and unanswered command at its time (what it was built from before)."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from llk.model.game.game import Game
from llk.model.game.journal import Command, Entry, Journal
from llk.model.versus.my_board import MyBoard, _GameTime, _touch, look
from llk.model.versus.race import Race, play_entry
from llk.model.versus.racer_desk import RacerDesk
from llk.model.versus.stream_mirror import HOST_SEAT
from tests.model.versus.test_racer_desk import Table


def from_the_deal(desk: RacerDesk) -> Game:
    """``desk``'s board played again whole: a new game dealt as the race deals it, every
    touch noted and then every unanswered command played at its time. O(all of them)."""
    start, mine = desk.start, desk.mine
    assert start is not None and mine is not None
    setup = start.setup
    deal = Race(setup, start.seats[HOST_SEAT].name).you.game.board
    plan = Race(setup, start.seats[HOST_SEAT].name).you.game.verdicts.solution(deal) or []
    clock = _GameTime(mine.now)
    game = Game(setup.settings, setup.seed, clock, deal, journal=Journal(clock))
    game.verdicts.learn(deal, plan)
    game.clock.start()
    for at_s, touch in mine._touches:
        clock.at = at_s
        _touch(game, touch)
    for _, step in mine.pending:
        if isinstance(step, Entry):
            clock.at = max(clock.at or 0.0, step.at_s)
            play_entry(step, game)
    clock.at = None
    return game


def shown(game: Game) -> tuple[Any, ...]:
    """What the player sees of ``game`` and what it noted."""
    assert game.journal is not None
    return (look(game), tuple(game.journal.entries), game.blocks.frozen, game.clock.elapsed())


def played_on(game: Game, clicks: int) -> tuple[Any, ...]:
    """``game`` after ``clicks`` clicks on its best pairs' tiles: what it shows then."""
    for _ in range(clicks):
        best = game.best_pair()
        if best is None:
            break
        first, second = best.move
        game.click(second if game.selected == first else first)
    return shown(game)


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 200),
    people=st.integers(1, 2),
    computers=st.integers(0, 3),
    looks=st.lists(st.floats(0.5, 40.0), min_size=1, max_size=4),
)
def test_my_board_built_again_is_the_game_played_again_from_the_deal(
    seed: int, people: int, computers: int, looks: list[float]
) -> None:
    """At any moment of a race with props, my board built again (the host's copy kept,
    brought up to date and copied) is the game played again from the deal, and plays on
    the same; building it leaves the kept copy as it was (each rebuild copies it)."""
    table = Table(people, computers, seed=seed)
    for at_s in sorted(looks):
        while table.now < at_s and not table.race.over:
            table.tick()
        for client in table.clients:
            mine = client.desk.mine
            assert mine is not None
            built = mine._built()
            again = mine._built()
            whole = from_the_deal(client.desk)
            assert shown(built) == shown(whole) == shown(again)
            assert played_on(built, 6) == played_on(whole, 6)
            assert shown(again) == shown(mine._built())  # the kept copy untouched by play


def test_a_rebuild_plays_only_the_touches_since_the_last() -> None:
    """Each touch of my seat is played once on the kept copy, however often my board is
    built again: the work of a rebuild is the touches since the last, not all."""
    table = Table(1, 3, seed=5)
    mine = table.clients[0].desk.mine
    assert isinstance(mine, MyBoard)
    played: list[object] = []
    hosts = mine._hosts
    play = hosts.play

    def counted(touches: list[Any]) -> None:
        played.extend(touches[hosts.played :])
        play(touches)

    hosts.play = counted  # type: ignore[method-assign]
    while not table.race.over and table.now < 60.0:
        table.tick()
        mine._built()
    assert len(played) == len(mine._touches) > 20
    assert len({id(touch) for touch in played}) == len(played)


def test_a_click_on_my_board_leaves_the_kept_copy_as_it_was() -> None:
    table = Table(1, 0, seed=7)
    desk = table.clients[0].desk
    mine = desk.mine
    assert mine is not None and desk.game is not None
    kept = shown(mine._hosts.game)
    best = desk.game.best_pair()
    assert best is not None
    desk.command(Command.CLICK, best.move[0])
    desk.command(Command.CLICK, best.move[1])
    assert shown(mine._hosts.game) == kept
