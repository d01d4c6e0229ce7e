"""A computer player's choices: the way out it follows, its props, its refreshes."""

import random

from llk.model import Board, GameSettings
from llk.model.game.game import Game
from llk.model.versus.computer_player import ComputerPlayer, Pair, Refresh, UseProp, Wait
from llk.model.versus.props import Prop
from llk.model.versus.rivals import Rival, Strength
from tests.model.clock import FakeClock


def _player(strength: Strength) -> ComputerPlayer:
    return ComputerPlayer(Rival("Lin", 1, strength), random.Random(3), think=1.0)


def test_a_master_follows_the_fair_deals_way_out_to_the_end() -> None:
    game = Game(GameSettings(rows=4, cols=6, kinds=6, levels=False), seed=4, clock=FakeClock())
    master = _player(Strength.MASTER)
    plan = game.verdicts.solution(game.board)
    assert plan is not None
    played = []
    while game.tiles_left:
        action = master.decide(game, [], may_use=False)
        assert isinstance(action, Pair)
        game.click(action.move[0])
        game.click(action.move[1])
        master.played(game)
        played.append(action.move)
    assert played == plan


def test_a_beginner_refreshes_when_it_sees_one_pair_or_none() -> None:
    board = Board.from_rows([[1, 2, 3, 1], [4, 5, 6, 4], [3, 6, 5, 2]])
    settings = GameSettings(rows=3, cols=4, kinds=6, levels=False, solvable=False)
    game = Game(settings, seed=1, clock=FakeClock(), board=board)
    assert len(game.moves()) <= 1
    assert isinstance(_player(Strength.BEGINNER).decide(game, [], may_use=False), Refresh)


def test_props_by_the_rules_a_player_can_read() -> None:
    game = Game(GameSettings(rows=4, cols=6, kinds=6, levels=False), seed=4, clock=FakeClock())
    player = _player(Strength.SKILLED)
    assert player.decide(game, [Prop.BOMB], may_use=True) == UseProp(Prop.BOMB)
    assert player.decide(game, [Prop.FREEZE], may_use=True) == UseProp(Prop.FREEZE)
    assert isinstance(player.decide(game, [Prop.FREEZE], may_use=False), Pair)
    assert isinstance(player.decide(game, [Prop.HOURGLASS], may_use=True), Pair)  # time enough
    assert isinstance(player.decide(game, [Prop.REARRANGE], may_use=True), Pair)  # sees a pair


def test_a_frozen_player_waits() -> None:
    game = Game(GameSettings(rows=4, cols=6, kinds=6, levels=False), seed=4, clock=FakeClock())
    game.clock.start()
    game.race_effects.freeze(5.0)
    assert isinstance(_player(Strength.MASTER).decide(game, [], may_use=False), Wait)
