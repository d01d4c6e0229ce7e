"""The seats of a table of people, which stays open across races: who sits where, who
is ready for the next race, and the computer players the host has picked to fill empty
seats, shown in the order they will race.

A table lasts as long as its host keeps it: after a race the people still at it keep
their seats, everyone's ready is reset, and the next race's number is one more
(`messages.MAX_RACES`), so that nothing late of one race is taken for the next's.
`host_desk.HostDesk` holds one and referees each race in turn; this part only seats.

Seat 0 is the host's, always ready. A person's seat is their account's (the server's
word, never a message's): joining again keeps it, under the name and picture given; a
person leaving before the start frees it, the seats after it moving up one; one who
left during a race is unseated when the next race opens (`next_race`). The computer
players come after the people, named and pictured unlike anyone seated, and never more
than the free seats (the people first). Every operation is O(seats) unless it says.
"""

from __future__ import annotations

from collections.abc import Sequence

from llk.model.errors import ParameterError
from llk.model.limits import whole
from llk.model.versus.messages import MAX_RACERS, MAX_RACES, Join, Ready, Seat, Seats
from llk.model.versus.rivals import MAX_RIVALS, PICTURES, Rival, Strength, lineup

PEOPLE_STRENGTH = Strength.SKILLED
"""The strength a person's seat is dealt as a rival: nothing reads it (no computer plays
a person's seat), but a rival has one."""
HOST = 0
"""The host's seat."""


class TableSeats:
    """The seats of the table ``host`` keeps (``host.account`` the host's own), for
    ``most_seats`` people with the host's (1 to `MAX_RACERS`)."""

    def __init__(self, host: Seat, most_seats: int = MAX_RACERS) -> None:
        self._most = whole("most_seats", most_seats, 1, MAX_RACERS)
        self.people: tuple[Seat, ...] = (host,)
        """The people seated, the host first."""
        self.ready: tuple[bool, ...] = (True,)
        """Each person's ready for the next race."""
        self.computers: tuple[Strength, ...] = ()
        """The computer players picked for the next race, by strength."""
        self.number = 1
        """The race to start next, or running (`messages.MAX_RACES`)."""
        self._gone: set[str] = set()
        """Accounts that left the room during a race: unseated when the next opens."""

    def seat_of(self, account: str) -> int | None:
        """The seat ``account`` sits in, if any; never the host's."""
        return next(
            (i for i, seat in enumerate(self.people) if i != HOST and seat.account == account),
            None,
        )

    def join(self, account: str, join: Join) -> bool | None:
        """Seat ``account`` in the next seat, or again as ``join`` names them: True if
        the seats changed (the room is told), False if they are as they were (the
        sender missed them), None if the table is full."""
        self._gone.discard(account)
        index = self.seat_of(account)
        if index is None and len(self.people) >= self._most:
            return None
        seat = Seat(join.name, join.picture, account)
        if index is None:
            self.people, self.ready = (*self.people, seat), (*self.ready, False)
            self.computers = self.computers[: MAX_RACERS - len(self.people)]
        elif self.people[index] == seat:
            return False
        else:
            self.people = (*self.people[:index], seat, *self.people[index + 1 :])
        return True

    def say_ready(self, account: str, ready: Ready) -> bool | None:
        """The seat's own account says it is ready for the next race, or no longer: True
        if that changed, False if not, None if the message is not theirs or of another
        race (a late one of the race before)."""
        index = self.seat_of(account)
        if index is None or index != ready.seat or ready.race != self.number:
            return None
        if self.ready[index] == ready.ready:
            return False
        self.ready = (*self.ready[:index], ready.ready, *self.ready[index + 1 :])
        return True

    def leave(self, account: str, racing: bool) -> bool:
        """``account`` left the room: its seat freed now, or, while ``racing``, when
        the next race opens (they may come back to this one). Whether the seats
        changed now."""
        index = self.seat_of(account)
        if index is None:
            return False
        if racing:
            self._gone.add(account)
            return False
        self.people = self.people[:index] + self.people[index + 1 :]
        self.ready = self.ready[:index] + self.ready[index + 1 :]
        return True

    def back(self, account: str) -> None:
        """``account`` spoke in the room again: no longer gone. O(1)."""
        self._gone.discard(account)

    def fill(self, strengths: Sequence[Strength]) -> None:
        """Computer players of ``strengths`` for the next race, in the seats after the
        people's; `ParameterError` for more than the free seats. O(len(strengths))."""
        whole("computers", len(strengths), 0, MAX_RACERS - len(self.people))
        self.computers = tuple(strengths)

    def lineup(self) -> tuple[list[Rival], tuple[Seat, ...]]:
        """The next race's rivals (the people in their seats, then the computer players)
        and its seats in racer order (the host's first). O(seats + PICTURES)."""
        computers = _computer_rivals(self.people, self.computers)
        rivals = [Rival(seat.name, seat.picture, PEOPLE_STRENGTH) for seat in self.people[1:]]
        seats = (*self.people, *(Seat(r.name, r.picture, None) for r in computers))
        return rivals + computers, seats

    def shown(self) -> Seats:
        """The `Seats` the room is sent: the people, then the computer players picked
        (always ready), for the next race."""
        _rivals, seats = self.lineup()
        ready = (*self.ready, *(True for _ in self.computers))
        return Seats(seats, ready, self.number)

    def next_race(self) -> None:
        """A race ended and the host opens the next: its number one more, everyone's
        ready reset, the people who left during the race unseated. `ParameterError`
        past `MAX_RACES`."""
        if self.number >= MAX_RACES:
            raise ParameterError("race", f"a table races at most {MAX_RACES} times")
        self.number += 1
        kept = [i for i, seat in enumerate(self.people) if seat.account not in self._gone]
        self.people = tuple(self.people[i] for i in kept)
        self.ready = (True, *(False for _ in kept[1:]))
        self.computers = self.computers[: MAX_RACERS - len(self.people)]
        self._gone.clear()


def _computer_rivals(seated: Sequence[Seat], strengths: Sequence[Strength]) -> list[Rival]:
    """A computer player of each of ``strengths``, named and pictured as `lineup` names
    them where no one ``seated`` has that name or picture, else by the next free name
    (the usual ones, then each with a 2) and picture. O(seats + PICTURES)."""
    usual = lineup([PEOPLE_STRENGTH] * MAX_RIVALS)
    names_taken = {seat.name for seat in seated}
    pictures_taken = {seat.picture for seat in seated}
    candidates = (*(r.name for r in usual), *(f"{r.name} 2" for r in usual))
    names = [name for name in candidates if name not in names_taken]
    faces = dict.fromkeys((*(r.picture for r in usual), *range(1, PICTURES + 1)))
    pictures = [picture for picture in faces if picture not in pictures_taken]
    chosen = zip(names, pictures, strengths, strict=False)  # enough of each (`fill`)
    return [Rival(name, picture, strength) for name, picture, strength in chosen]
