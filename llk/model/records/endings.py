"""How a game ended, and which of its points count: one rule for the high scores and
the statistics, so the two always agree on a board's best score.

A run of levels is one game, counted once when it ends (it has no last level, so it
ends lost or given up, never won). Its points count when it ends:
- a game won: its score;
- a run the clock ended: its score, if it scored at all;
- a run given up: the points of the levels it cleared (what it had when its last
  level was cleared, less what it lost since), if any; the points of a level left
  unfinished do not count, so giving up never pays better than playing on;
- a single game lost or given up: nothing (its score says how far it got, no more);
- a race: the player's score when they won it (first place), if it scored; a race lost
  counts nothing, as a game lost.
The daily game counts in its own table, its first play only (`llk.model.records.scores`).
"""

from __future__ import annotations

from llk.model.game.results import GameRecord

WON, LOST, ABANDONED = "won", "lost", "abandoned"
OUTCOMES = (WON, LOST, ABANDONED)
"""How a game ended: board cleared, time ran out, or thrown away for another deal."""


def outcome(record: GameRecord) -> str:
    """`WON`, `LOST` or `ABANDONED` for the game ``record`` ends."""
    return ABANDONED if record.given_up else WON if record.won else LOST


def level_cleared(record: GameRecord) -> bool:
    """Whether ``record`` is of a level of a run cleared: the run goes on, so the game
    has not ended yet (it is counted once, when it does)."""
    return outcome(record) == WON and record.levels


def counted_score(record: GameRecord) -> int | None:
    """The score the high scores and the statistics count for the game ``record`` ends
    (see the module's rule), or None when it counts in neither."""
    ending = outcome(record)
    if ending == WON:
        return record.score
    if not record.levels:
        return None
    score = record.score if ending == LOST else record.banked
    return score if score > 0 else None


def counted_race_score(score: int, place: int) -> int | None:
    """The score a race's table counts for the player's ``score`` at ``place`` (from 1),
    or None when it counts nowhere (see the module's rule)."""
    return score if place == 1 and score > 0 else None
