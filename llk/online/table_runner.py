"""What the host's and a racer's runners share (`llk.online.host_table`,
`llk.online.racer_table`): a `TableLink` whose texts, states and occupants go to the
runner, the race's time on a monotonic clock, and a tick that runs the desk between
texts.

A runner decides nothing (its desk does); it carries texts and keeps time. Not a
QObject, as `TableLink` is not: plain callbacks on whatever asyncio loop runs.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable
from pathlib import Path

from llk.online.table_link import LinkState, Occupant, RoomMessage, TableLink

TICK_S = 0.016
"""How often a runner runs its desk between texts: a frame of the game's own 16 ms
timer, so a computer player's move or the race's end is seen at most a frame late."""


class TableRunner:
    """A runner of the account ``account`` (logged in with ``password``) at one table;
    ``server`` and ``ca_file`` as `TableLink`'s; ``clock`` its monotonic clock in
    seconds (a test may pass its own); ``on_state`` is told each state the link enters,
    after the runner (for a window to say it). A subclass hears the link (`heard`,
    `occupant`, `entered`) and runs its desk each tick (`tick`)."""

    def __init__(
        self,
        account: str,
        password: str,
        server: tuple[str, int] | None,
        ca_file: Path | None,
        clock: Callable[[], float] = time.monotonic,
        on_state: Callable[[LinkState], None] = lambda state: None,
        contacts: bool = False,
    ) -> None:
        """``contacts`` as `TableLink`'s."""
        self.on_state = on_state
        self.link = TableLink(
            account,
            password,
            self.heard,
            self._state,
            server=server,
            ca_file=ca_file,
            on_occupant=self.occupant,
            contacts=contacts,
        )
        self.clock = clock
        self.state = LinkState.CONNECTING
        self.zero: float | None = None
        """The clock's reading at race time 0 (the count-in's end), once known."""
        self.ends = asyncio.Event()
        """Set once the race ended for this runner."""
        self._ticking: asyncio.Task[None] | None = None

    def now(self) -> float:
        """The race time now: 0 until the count-in ends (and before the start)."""
        return 0.0 if self.zero is None else max(0.0, self.clock() - self.zero)

    def keep_time(self) -> None:
        """Start the ticks: `tick` every `TICK_S` until the race ends for this runner."""
        self._ticking = asyncio.get_running_loop().create_task(self._tick())

    async def close(self) -> None:
        """Stop the ticks and leave the table for good."""
        if self._ticking is not None:
            self._ticking.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._ticking
        await self.link.close()

    async def _tick(self) -> None:
        while not self.ends.is_set():
            self.tick()
            await asyncio.sleep(TICK_S)

    def _state(self, state: LinkState) -> None:
        before, self.state = self.state, state
        self.entered(before)
        self.on_state(state)

    # --- for a subclass -----------------------------------------------------------------

    def heard(self, message: RoomMessage) -> None:
        """A text the link delivered (this link's own echoed ones included)."""

    def occupant(self, occupant: Occupant) -> None:
        """An account came to the room or left it."""

    def entered(self, before: LinkState) -> None:
        """The link entered `state`, from ``before``."""

    def tick(self) -> None:
        """Run the desk to the race time now."""
