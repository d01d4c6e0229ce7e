"""The player's versus record: races and wins by the strength raced, and a rating.

The rating is an Elo rating. Each race counts as one game against each rival: won when
the player placed above it, lost when below, against the rival's rating (`RATINGS` by
strength; "even" at the player's own, since it plays at their pace). ``K`` is split
among the rivals, so a race moves the rating as much with one rival as with five.
Every update costs O(rivals).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from llk.model.errors import ParameterError, member_named
from llk.model.limits import finite, whole
from llk.model.versus.rivals import Strength
from llk.model.versus.standings import Result

START_RATING = 1200.0
RATINGS: dict[Strength, float] = {
    Strength.BEGINNER: 800.0,
    Strength.CASUAL: 1000.0,
    Strength.SKILLED: 1200.0,
    Strength.EXPERT: 1400.0,
    Strength.MASTER: 1600.0,
}
K = 32.0
MAX_RACES = 10**9
MIN_RATING, MAX_RATING = 0.0, 4000.0


def expected(mine: float, theirs: float) -> float:
    """The share of games a player rated ``mine`` is expected to win against ``theirs``."""
    return float(1.0 / (1.0 + 10.0 ** ((theirs - mine) / 400.0)))


@dataclass(frozen=True)
class Tally:
    """Rivals of one strength beaten and lost to, and races won against that strength."""

    beaten: int = 0
    lost_to: int = 0
    races_won: int = 0

    def to_list(self) -> list[int]:
        return [self.beaten, self.lost_to, self.races_won]


@dataclass(frozen=True)
class VersusRecord:
    """Everything versus keeps of the player across races."""

    rating: float = START_RATING
    races: int = 0
    wins: int = 0
    by_strength: dict[Strength, Tally] = field(default_factory=dict)

    def after(self, results: list[Result], strengths: dict[int, Strength]) -> VersusRecord:
        """The record once a race ends with ``results`` (``strengths``: each rival's, by
        racer number)."""
        place = {result.player: result.place for result in results}
        mine = place[0]
        score, expect = 0.0, 0.0
        tallies = dict(self.by_strength)
        for player, strength in strengths.items():
            won = mine < place[player]
            theirs = RATINGS.get(strength, self.rating)
            score += 1.0 if won else 0.0
            expect += expected(self.rating, theirs)
            tally = tallies.get(strength, Tally())
            tallies[strength] = replace(
                tally, beaten=tally.beaten + won, lost_to=tally.lost_to + (not won)
            )
        first = mine == 1
        if first:
            for strength in set(strengths.values()):
                tallies[strength] = replace(
                    tallies[strength], races_won=tallies[strength].races_won + 1
                )
        rating = self.rating + K / max(1, len(strengths)) * (score - expect)
        return VersusRecord(
            max(MIN_RATING, min(MAX_RATING, rating)),
            min(MAX_RACES, self.races + 1),
            min(MAX_RACES, self.wins + first),
            tallies,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "rating": self.rating,
            "races": self.races,
            "wins": self.wins,
            "by_strength": {s.value: t.to_list() for s, t in self.by_strength.items()},
        }

    @classmethod
    def from_dict(cls, data: Any) -> VersusRecord:
        """A record `to_dict` wrote; `ParameterError` (a ValueError) for anything else."""
        if not isinstance(data, dict) or set(data) != {"rating", "races", "wins", "by_strength"}:
            raise ParameterError("versus", "a versus record has rating, races, wins, by_strength")
        races = whole("races", data["races"], 0, MAX_RACES)
        tallies: dict[Strength, Tally] = {}
        by_strength = data["by_strength"]
        if not isinstance(by_strength, dict) or len(by_strength) > len(Strength):
            raise ParameterError("by_strength", "by_strength maps each strength to its tally")
        for word, counts in by_strength.items():
            strength = member_named(Strength, "by_strength", word)
            if not isinstance(counts, list) or len(counts) != 3:
                raise ParameterError("by_strength", f"{word!r:.40} has no tally of 3 counts")
            tallies[strength] = Tally(*(whole(word, n, 0, MAX_RACES * 5) for n in counts))
        return cls(
            finite("rating", data["rating"], MIN_RATING, MAX_RATING),
            races,
            whole("wins", data["wins"], 0, races),
            tallies,
        )
