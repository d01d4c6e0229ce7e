"""Who of the people racing at the host's table is away from its room, and since when in
race time: what the host's race panel marks on their card ("away · 12 s") while QQ's
idle rule (`race.OUT_AFTER_S` without a pair puts a racer out) runs against them.

The host's runner tells it who left the room and who came back, by account, as the
server vouches for the room's presence; nothing else follows from it: a person away
keeps the seat and may resume, and the idle rule bounds the absence. Plain state, each
change O(1).
"""

from __future__ import annotations

from collections.abc import Sequence

from llk.model.versus.messages import Seat
from llk.model.versus.race import Race


class AwaySeats:
    """The people away from the room during the race, each since a race time."""

    def __init__(self) -> None:
        self._since: dict[str, float] = {}
        """Account → the race time it left at."""

    def left(self, account: str, now_s: float) -> None:
        """``account`` left the room at race time ``now_s`` (kept from its first leaving
        until it is back). O(1)."""
        self._since.setdefault(account, now_s)

    def back(self, account: str) -> None:
        """``account`` is in the room again. O(1)."""
        self._since.pop(account, None)

    def seconds(self, seats: Sequence[Seat], race: Race) -> dict[int, int]:
        """The whole seconds of race time each person still racing has been away, by
        seat, for those away now; none once the race is over (its time stands still:
        a mark would stay frozen until the next race). O(seats)."""
        if race.over:
            return {}
        return {
            index: int(race.now - self._since[seat.account])
            for index, seat in enumerate(seats)
            if seat.account in self._since and race.racers[index].racing
        }
