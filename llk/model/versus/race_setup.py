"""What a race is dealt from: the settings and seed every racer shares, the rivals (and
which of them are people racing from other computers), and the rules beside the game's
own."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from llk.model.errors import ParameterError, member_named
from llk.model.game.saved_game import settings_dict, settings_from
from llk.model.game.settings import GameSettings
from llk.model.limits import MAX_SEED, finite, whole
from llk.model.versus.rivals import MAX_RIVALS, Rival


class Aim(enum.StrEnum):
    """Whom a prop on an opponent hits unless its user picks a racer; the value is the
    word files keep."""

    NEAREST = "nearest"
    """As people aim: at the racer who hit the user last while they still race, else at
    the nearest racer in the standings (`Race.default_target`)."""
    LEADER = "leader"
    """At the leader among the others: the rule of the races saved before `NEAREST`,
    kept so that such a race resumes and plays again as it was played."""


@dataclass(frozen=True)
class RaceRules:
    """The rules of a race beside the game's own settings."""

    props: bool = True
    """False: a pure race, no props (its high scores are kept apart)."""
    idle_out: bool = True
    """QQ's rule (`OUT_AFTER_S`)."""
    think: float = 1.0
    """Scales the rivals' pauses (0: they play at once, for tests)."""
    aim: Aim = Aim.NEAREST

    def to_dict(self) -> dict[str, Any]:
        return {
            "props": self.props,
            "idle_out": self.idle_out,
            "think": self.think,
            "aim": self.aim.value,
        }

    @classmethod
    def from_dict(cls, data: Any) -> RaceRules:
        """Rules `to_dict` wrote; without ``aim`` (a race saved before it), `Aim.LEADER`."""
        known = {"props", "idle_out", "think"}
        if not isinstance(data, dict) or set(data) not in (known, known | {"aim"}):
            raise ParameterError("rules", "a race's rules are props, idle_out, think and aim")
        if not all(isinstance(data[k], bool) for k in ("props", "idle_out")):
            raise ParameterError("rules", "props and idle_out are true or false")
        aim = member_named(Aim, "aim", data.get("aim", Aim.LEADER.value))
        think = finite("think", data["think"], 0.0, 10.0)
        return cls(data["props"], data["idle_out"], think, aim)


@dataclass(frozen=True)
class RaceSetup:
    """Everything a race is dealt from: the same seed and settings for every racer."""

    settings: GameSettings
    seed: int
    rivals: tuple[Rival, ...]
    rules: RaceRules = RaceRules()
    people: frozenset[int] = frozenset()
    """The seats (1 for the first rival, and so on) of people racing from other computers:
    their rival gives the name and picture, nothing moves their game but their commands,
    which the host's referee checks (`llk.model.versus.referee`). The other rivals are
    computer players."""

    def __post_init__(self) -> None:
        whole("seed", self.seed, 0, MAX_SEED)
        whole("opponents", len(self.rivals), 1, MAX_RIVALS)
        if self.settings.levels:
            raise ParameterError("levels", "a race is one game, not a run of levels")
        if not isinstance(self.people, frozenset):
            raise ParameterError("people", "the seats of people are a set of seats")
        for seat in self.people:
            whole("people", seat, 1, len(self.rivals))

    def to_dict(self) -> dict[str, Any]:
        return {
            "settings": settings_dict(self.settings),
            "seed": self.seed,
            "rivals": [rival.to_dict() for rival in self.rivals],
            "rules": self.rules.to_dict(),
            "people": sorted(self.people),
        }

    @classmethod
    def from_dict(cls, data: Any) -> RaceSetup:
        """A setup `to_dict` wrote (without ``people``: a race saved before people raced,
        all computer players); ValueError (or `ParameterError`) for anything else."""
        known = {"settings", "seed", "rivals", "rules"}
        if not isinstance(data, dict) or set(data) not in (known, known | {"people"}):
            raise ParameterError("race", "a race has settings, seed, rivals, rules and people")
        rivals, people = data["rivals"], data.get("people", [])
        if not isinstance(rivals, list) or not 1 <= len(rivals) <= MAX_RIVALS:
            raise ParameterError("rivals", f"a race has 1 to {MAX_RIVALS} rivals")
        if not isinstance(people, list):
            raise ParameterError("people", "the seats of people are a list of rivals' seats")
        seats = frozenset(whole("people", seat, 1, len(rivals)) for seat in people)
        if len(seats) != len(people):
            raise ParameterError("people", "the seats of people name each seat once")
        return cls(
            settings_from(data["settings"]),
            data["seed"],  # checked as every setup is (`__post_init__`)
            tuple(Rival.from_dict(rival) for rival in rivals),
            RaceRules.from_dict(data["rules"]),
            seats,
        )
