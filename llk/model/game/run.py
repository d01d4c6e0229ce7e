"""A game's place in its run of levels: which level, what the levels before brought,
and the level's deal.

In a run of levels each cleared level leads to the next (`Game.next_level`, dealt once):
a new deal of the same game number, the level's shift mode (from the run's level order,
`llk.model.game.level_orders`), a shorter
clock (`level_time`), and the score and the longest combo carried on. A single game is a
run of one level. Everything here costs O(1) but `Run.deal`, which costs a deal's
(`solvable_deal`: some 0.3 s on 16x30).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from llk.model.board.grid import Board
from llk.model.board.path import Move
from llk.model.board.shifts import ShiftMode
from llk.model.game.level_clock import level_time
from llk.model.game.level_orders import LEVEL_ORDER, level_mode
from llk.model.game.settings import GameSettings
from llk.model.limits import MAX_LEVEL, MAX_SECONDS, MAX_SEED, finite, whole
from llk.model.maps.map_deal import deal_map
from llk.model.solver.deal import deal_on
from llk.model.solver.solvable import solvable_deal_on

LEVEL_SEED_STEP = 7919
"""Level n of game number s is dealt from s + (n - 1) * this."""


@dataclass(frozen=True)
class Run:
    """One level of a run: the game's settings and number, the level, and what the levels
    before it brought."""

    settings: GameSettings
    seed: int
    level: int = 1
    banked: int = 0
    """The score the levels before this one brought (see `GameRecord.banked`)."""
    best_combo: int = 0
    """The longest combo the level starts with: the levels before's (a resumed game's,
    its own so far)."""
    level_order: int = LEVEL_ORDER
    """The version of the level order the run started on (`llk.model.game.level_orders`): its
    levels take their modes from it, whatever orders came since."""
    seconds_before: float = 0.0
    """The play time of the levels before this one, for the run's row in the tables."""
    hints_before: int = 0
    """The hints the levels before this one used."""

    def __post_init__(self) -> None:
        whole("seed", self.seed, 0, MAX_SEED)
        whole("level", self.level, 1, MAX_LEVEL)
        finite("seconds_before", self.seconds_before, 0, MAX_SECONDS)
        whole("hints_before", self.hints_before, 0, (self.level - 1) * self.settings.hints)

    @property
    def gravity(self) -> ShiftMode:
        """The level's shift mode: the settings' own, or in a run of levels its order's."""
        s = self.settings
        return level_mode(self.level_order, self.level) if s.levels else s.gravity

    @property
    def time_limit_s(self) -> int:
        """The level's time limit (0: untimed)."""
        return level_time(self.settings.time_limit_s, self.level)

    @property
    def numbered(self) -> bool:
        """Whether the game number varies the deal: not on a map with its own deal (its
        ``seed``, a campaign level's), which every number deals the same."""
        board_map = self.settings.board_map
        return board_map is None or board_map.seed is None

    @property
    def deal_seed(self) -> int:
        """The seed of the level's deal and of its shuffles."""
        return self.seed + LEVEL_SEED_STEP * (self.level - 1)

    def deal(self) -> tuple[Board, list[Move] | None]:
        """The level's board, and for a fair deal a way to clear it. A map with its own
        deal (a campaign level's ``seed``) is dealt from that."""
        s, empty = self.settings, Board(*self.settings.size)
        if s.board_map is not None:
            seed = self.deal_seed if s.board_map.seed is None else s.board_map.seed
            return deal_map(s.board_map, s.kinds, self.gravity, seed, s.solvable)
        if s.solvable:
            return solvable_deal_on(empty, s.cells, s.kinds, self.gravity, self.deal_seed)
        return deal_on(empty, s.cells, s.kinds, self.deal_seed), None

    def next(self, score: int, best_combo: int, seconds: float, hints: int) -> Run:
        """The level after this one, cleared with ``score`` and ``best_combo`` in
        ``seconds`` of play with ``hints``: they add to the run's time and hints."""
        return replace(
            self,
            level=self.level + 1,
            banked=score,
            best_combo=best_combo,
            seconds_before=self.seconds_before + seconds,
            hints_before=self.hints_before + hints,
        )

    def kept(self, score: int, won: bool) -> int:
        """What the run keeps of ``score`` (`GameRecord.banked`): all of it once this level
        is clear, else what the levels before brought, less what was lost since."""
        return score if won else min(self.banked, score)
