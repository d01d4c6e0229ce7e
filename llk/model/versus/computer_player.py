"""What a computer player does next: a pair, a prop, a refresh, or waiting.

It plays like a person at its strength (`llk.model.versus.rivals`), by rules a player can
read in How to Play:
- it takes the next pair of a known way out when its strength plans (the fair deal's, or
  a fair shuffle's), else the pair with the shortest link, and now and then (its
  ``blunder``) any pair in sight, which may lead into a dead end;
- a player who does not plan refreshes when it sees at most one pair;
- it uses a bomb at once, a prop on an opponent as people aim (on whoever hit it last,
  else on the nearest racer in the standings: `Race.default_target`), an hourglass
  under `LOW_TIME_S` left, a rearrange when it sees no pair, and a compass instead of
  stopping to think.
It uses only the cheap move finder and what the game already knows: no search, so a
decision costs O(moves * (rows + cols)), a few milliseconds on the largest board.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from llk.model.board.path import Move
from llk.model.game.game import Game
from llk.model.versus.props import Prop, on_opponent
from llk.model.versus.rivals import Rival, pause_s

LOW_TIME_S = 20.0
WAIT_S = 1.0
"""How long it waits, frozen or with no pair in sight, before it looks again."""


@dataclass(frozen=True)
class Pair:
    move: Move


@dataclass(frozen=True)
class UseProp:
    prop: Prop


@dataclass(frozen=True)
class Refresh:
    pass


@dataclass(frozen=True)
class Wait:
    seconds: float


Action = Pair | UseProp | Refresh | Wait


class ComputerPlayer:
    """The mind of one rival: its generator, and the way out it follows."""

    def __init__(self, rival: Rival, rng: random.Random, think: float) -> None:
        """``think`` scales every pause (0: it plays at once, for tests)."""
        self.rival = rival
        self._rng = rng
        self._think = think
        self._plan: list[Move] = []
        self._plan_key: tuple[int, ...] | None = None

    def pause(self) -> float:
        """Seconds until it acts again."""
        return self._think * pause_s(self.rival.tempo, self._rng)

    def decide(self, game: Game, props: list[Prop], may_use: bool) -> Action:
        """What to do now on ``game``, holding ``props`` (usable when ``may_use``). With a
        way out known only its next pair is checked (O(rows + cols)); else every move is
        looked for, as `game.moves` does."""
        tempo = self.rival.tempo
        planned = self._next_planned(game) if tempo.plans else None
        moves = [planned] if planned is not None else game.moves()
        if may_use:
            prop = self._prop_to_use(game, props, bool(moves))
            if prop is not None:
                return UseProp(prop)
        if game.blocks.frozen or not moves:
            return Wait(WAIT_S)
        if not tempo.plans and len(moves) <= 1 and game.helps.refreshes_left:
            return Refresh()
        if self._rng.random() < tempo.blunder:
            self._plan = []
            return Pair(self._rng.choice(game.moves() if planned is not None else moves))
        if planned is not None:
            self._plan.pop(0)
            return Pair(planned)
        best = game.best_pair()
        return Pair(best.move if best is not None else moves[0])

    def played(self, game: Game) -> None:
        """Its pair went: the way out goes on from the board it left."""
        self._plan_key = game.board.key()

    def _next_planned(self, game: Game) -> Move | None:
        """The next pair of the way out it follows, if it still links (a way out found
        anew for a board it did not leave itself: a fair shuffle's, the deal's)."""
        board = game.board
        if board.key() != self._plan_key or not self._plan:
            self._plan = game.verdicts.solution(board) or []
            self._plan_key = board.key()
        if self._plan and game.link(*self._plan[0]) is not None:
            return self._plan[0]
        self._plan = []
        return None

    def _prop_to_use(self, game: Game, props: list[Prop], sees_pair: bool) -> Prop | None:
        for prop in props:
            if prop is Prop.BOMB and sees_pair and not game.blocks.frozen:
                return prop
            if on_opponent(prop):
                return prop
            left = game.clock.time_left()
            if prop is Prop.HOURGLASS and left is not None and left < LOW_TIME_S:
                return prop
            if prop is Prop.REARRANGE and not sees_pair and not game.blocks.stones:
                return prop
            if prop is Prop.COMPASS and self._rng.random() < self.rival.tempo.hesitate:
                return prop
        return None
