"""Race Online's way to a table, once the player asks for one (`llk.flows.online` imports
this only then): one account's session, its link made on asyncio joined to Qt's loop,
the table made on the server's rooms service or joined by its code, and the seats,
kept by the host's desk (`HostDesk`) and shown at every racer from the host's account
only (`RacerDesk`).

Who said what is the link's account, never a message's word, and a racer reads seats
from the account the table's code names as its host only.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from llk.model.versus.host_desk import HostDesk, ToRacer, ToRoom
from llk.model.versus.messages import Seat
from llk.model.versus.racer_desk import RacerDesk, SeatsChanged
from llk.model.versus.rivals import MAX_NAME, PICTURES
from llk.model.versus.table_code import TableCode

if TYPE_CHECKING:
    from llk.dialogs.race_online import RaceOnlineDialog
    from llk.online.table_link import LinkState, RoomMessage


def seat_of(address: str) -> Seat:
    """The seat ``address`` takes: its local part as the name (cut to `MAX_NAME`), a
    picture that stays the same for the account."""
    name = address.partition("@")[0][:MAX_NAME].strip() or address[:MAX_NAME]
    return Seat(name, 1 + zlib.crc32(address.encode()) % PICTURES, address)


class TableSession:
    """The account ``address``'s way to a table (its ``password``), from its link's start
    to its close, for the dialog ``dialog``: the link made and opened (the account
    registered first when asked), the table made on the server's rooms service (its
    room ``name``, or a random one) or joined by its code, the seats shown. ``reach``
    is where the server is and the authorities to trust, when not the usual
    (`llk.flows.online.reach`). Runs on asyncio joined to Qt's loop; the dialog is told
    nothing once `close` was called (it may be gone)."""

    def __init__(
        self,
        dialog: RaceOnlineDialog,
        address: str,
        password: str,
        reach: tuple[tuple[str, int] | None, Path | None],
    ) -> None:
        from llk.online.table_link import TableLink

        self.dialog: RaceOnlineDialog | None = dialog
        server, ca_file = reach
        self.link = TableLink(
            address, password, self.heard, self.state, server=server, ca_file=ca_file
        )
        self.code: TableCode | None = None
        """The table sat at (the host's own, or the one joined)."""
        self.desk: HostDesk | RacerDesk | None = None
        """The host's desk at its own table, a racer's at the host's."""

    async def host(self, name: str | None, register: bool) -> None:
        """Make a table and sit at it as its host."""
        from llk.online.rooms import rooms_service

        link = self.link
        await link.open(register=register)
        code = TableCode.new(await rooms_service(link), link.account, name)
        await link.make_table(code.room, link.account, code.password)
        desk = HostDesk(seat_of(link.account))
        self.desk = desk
        self._at_table(code)
        self._show_seats(desk.seats, desk.ready)

    async def join(self, code: TableCode, register: bool) -> None:
        """Sit at the table of ``code`` and ask the host for a seat."""
        link = self.link
        await link.open(register=register)
        await link.join_table(code.room, link.account, code.password)
        desk = RacerDesk(seat_of(link.account), code.host)
        self.desk = desk
        self._at_table(code)
        link.send(desk.join())

    def _at_table(self, code: TableCode) -> None:
        self.code = code
        if self.dialog is not None:
            self.dialog.show_table(code.text())

    def heard(self, message: RoomMessage) -> None:
        """A message of the room, for the desk: at the host, a racer's (answered to the
        room); at a racer, the seats the host's account (the code's, never a nick)
        sent."""
        desk = self.desk
        if isinstance(desk, HostDesk):
            for out in desk.hear(message.sender, message.text):
                if isinstance(out, ToRoom | ToRacer):  # no ban before a race starts
                    self.link.send(out.text)
            self._show_seats(desk.seats, desk.ready)
        elif desk is not None:
            for heard in desk.hear(message.sender, message.text):
                if isinstance(heard, SeatsChanged):
                    self._show_seats(heard.seats.seats, heard.seats.ready)

    def ready(self, on: bool) -> None:
        """A racer says they are ready (or no longer)."""
        if isinstance(self.desk, RacerDesk):
            self.link.send(self.desk.ready(on))

    def _show_seats(self, seats: Sequence[Seat], ready: Sequence[bool]) -> None:
        if self.dialog is not None and self.code is not None:
            seated = isinstance(self.desk, RacerDesk) and self.desk.seat is not None
            self.dialog.show_seats(seats, ready, self.code.host, seated)

    def state(self, state: LinkState) -> None:
        """The link's state, in words."""
        if self.dialog is not None:
            self.dialog.show_state(state_words(state))

    async def failed(self, problem: str) -> None:
        """The link could not reach the table: the problem said, the dialog asking again,
        and the link closed (its leaving not said over the problem)."""
        dialog, self.dialog = self.dialog, None
        if dialog is not None:
            dialog.show_state(problem)
            dialog.asking(True)
        await self.link.close()

    async def close(self) -> None:
        """Leave the table and the server; the dialog is told nothing more."""
        self.dialog = None
        await self.link.close()


def state_words(state: LinkState) -> str:
    """A link's state as the player reads it."""
    words = {
        "connecting": QCoreApplication.translate("OnlineFlow", "Connecting…"),
        "at table": QCoreApplication.translate("OnlineFlow", "At the table."),
        "reconnecting": QCoreApplication.translate("OnlineFlow", "Reconnecting…"),
        "left": QCoreApplication.translate("OnlineFlow", "Not connected."),
    }
    return words[state.value]
