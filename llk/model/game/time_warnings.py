"""The time warnings: the moments the clock of a game falls to 30 s and to 10 s left,
said once each, for the screen reader's announcements and the sound cues.

A mark is armed while the clock stands above it and fires the first time the clock is
at or below it. Time won back (a pair's bonus, a +5 s timer tile) arms it again only
once the clock stands `REARM_S` above the mark: a clock wavering round 30 s, a second
lost and a second won back at every pair, does not warn at every pair.
"""

from __future__ import annotations

WARNING_MARKS_S: tuple[int, ...] = (30, 10)
"""The seconds left that are warned of, highest first."""
REARM_S = 3.0
"""How far above a mark the clock must climb back before the mark can warn again."""


class TimeWarnings:
    """The warnings of one game's (or level's) clock, which starts at ``left_s`` seconds
    (None: untimed, never warns). A mark the clock starts at or below does not warn."""

    def __init__(self, left_s: float | None, marks: tuple[int, ...] = WARNING_MARKS_S) -> None:
        self._marks = marks
        self._armed = frozenset(m for m in marks if left_s is not None and left_s > m)

    @property
    def armed(self) -> frozenset[int]:
        """The marks that would warn if the clock fell to them now."""
        return self._armed

    def update(self, left_s: float | None) -> int | None:
        """The clock shows ``left_s`` now: the mark it just fell to, if any (the lowest,
        should it have fallen past two at once: the one that is true now); the marks
        passed are disarmed, those it climbed `REARM_S` above are armed again.

        Cost: O(marks).
        """
        if left_s is None:
            return None
        crossed = {m for m in self._armed if left_s <= m}
        regained = {m for m in self._marks if left_s >= m + REARM_S}
        self._armed = (self._armed - crossed) | regained
        return min(crossed) if crossed else None
