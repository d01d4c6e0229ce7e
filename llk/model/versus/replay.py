"""A race played again from its setup and the player's log (`Race.log`): all at once to
resume it after a kill, or step by step to watch it."""

from __future__ import annotations

from typing import Any

from llk.model.journal import Entry
from llk.model.limits import MAX_SECONDS, finite
from llk.model.versus.race import Race
from llk.model.versus.race_events import PropUse, RaceEvent
from llk.model.versus.race_setup import RaceSetup


def replay(setup: RaceSetup, log: Any, until_s: float | None = None, name: str = "You") -> Race:
    """The race ``setup`` and ``log`` describe, played again up to ``until_s`` (else the
    log's own time); ValueError for a damaged log."""
    played = Replay(setup, log, name)
    played.to(played.end_s if until_s is None else until_s)
    return played.race


class Replay:
    """A race played again from its setup and log (`Race.log`), as far as asked: all at
    once to resume it, or step by step to watch it. O(log entries) to read the log."""

    def __init__(self, setup: RaceSetup, log: Any, name: str = "You") -> None:
        """ValueError (or `ParameterError`) for a damaged log."""
        if not isinstance(log, dict) or set(log) != {"journal", "props", "now"}:
            raise ValueError("a race log has journal, props and now")
        journal, uses = log["journal"], log["props"]
        if not isinstance(journal, list) or not isinstance(uses, list):
            raise ValueError("a race log's journal and props are lists")
        rows, cols = setup.settings.size
        entries = [Entry.from_list(item, rows, cols) for item in journal]
        racers = len(setup.rivals) + 1
        prop_uses = [PropUse.from_list(use, racers, len(entries)) for use in uses]
        self.end_s = finite("now", log["now"], 0.0, float(MAX_SECONDS))
        self._steps: list[Entry | PropUse] = []
        done = 0
        for use in prop_uses:
            self._steps += entries[done : max(done, use.after)]
            done = max(done, use.after)
            self._steps.append(use)
        self._steps += entries[done:]
        self._next = 0
        self.race = Race(setup, name)

    def to(self, at_s: float) -> list[RaceEvent]:
        """Play on to ``at_s`` seconds: the player's steps up to then, each at its time,
        and the rivals between them."""
        race, events = self.race, []
        while self._next < len(self._steps) and self._steps[self._next].at_s <= at_s:
            step = self._steps[self._next]
            self._next += 1
            events += race.advance(step.at_s)
            if race.over:
                break
            if isinstance(step, PropUse):
                events += race.use_prop(step.prop, step.target)
            else:
                step.replay(race.you.game)
                events += race.observe()
        return events + race.advance(at_s)
