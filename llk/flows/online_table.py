"""Race Online's way to a table, once the player asks for one (`llk.flows.online` imports
this only then): one account's session at a table, the host's own (`HostTable`) or a
racer's at the host's (`RacerTable`), the runner carrying its desk's texts over a link
made on asyncio joined to Qt's loop; the seats shown, the host's start, and the race
handed to the game.

The session holds a runner and nothing of the desk's work of its own: who said what is
the link's account, never a message's word, and a racer reads seats from the account
the table's code names as its host only (the desks'). The host's race is run by the
game's `RaceDriver` once started: the session's `HostTable` is made with the driver's
``catch_up`` (the race run to the present before a racer's text), the driver follows
what the people's steps did after (`RaceDriver.follow_outside`: their cards, the race's
end), and the flow calls `flush` after each of the driver's frames and the host's own
commands (`RaceDriver.stepped`).
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, SignalInstance

from llk.model.game.settings import GameSettings
from llk.model.versus.messages import Seat, Seats
from llk.model.versus.race import Race
from llk.model.versus.race_setup import RaceRules
from llk.model.versus.racer_desk import Heard, SeatsChanged, Started, TableClosed
from llk.model.versus.rivals import MAX_NAME, PICTURES, Strength
from llk.model.versus.table_code import TableCode

if TYPE_CHECKING:
    from llk.controller.race_driver import RaceDriver
    from llk.controller.racer_driver import RacerTable as RacingTable
    from llk.dialogs.race_online import RaceOnlineDialog
    from llk.online.host_table import HostTable
    from llk.online.racer_table import RacerTable
    from llk.online.table_link import LinkState

COUNT_IN_S = 3
"""The count before a race online: seconds from the `Start` the racers are sent."""


class RaceOnlineFlow(Protocol):
    """What a session tells Race Online's flow (`llk.flows.online.OnlineFlow`, which
    declares the signals that carry it on)."""

    @property
    def racer_heard(self) -> SignalInstance:
        """What this racer's desk made of each text and tick (a list of `Heard`)."""

    def hand_race(self, race: Race, count_in_s: int) -> None:
        """The host's race started, counted in for ``count_in_s``."""

    def racer_started(self, table: RacingTable) -> None:
        """The host's `Start` heard at this racer's ``table``."""

    def link_changed(self, state: LinkState) -> None:
        """The link's ``state`` now (the host's link down while its race runs on)."""


def seat_of(address: str) -> Seat:
    """The seat ``address`` takes: its local part as the name (cut to `MAX_NAME`), a
    picture that stays the same for the account."""
    name = address.partition("@")[0][:MAX_NAME].strip() or address[:MAX_NAME]
    return Seat(name, 1 + zlib.crc32(address.encode()) % PICTURES, address)


class TableSession(QObject):
    """The account ``address``'s way to a table (its ``password``), from its link's start
    to its close, for the dialog ``dialog``: the table made on the server's rooms service
    (its room ``name``, or a random one) or joined by its code, the seats shown, the race
    started by the host. ``reach`` is where the server is and the authorities to trust,
    when not the usual (`llk.flows.online.reach`); ``driver`` is the game's, which runs
    the host's race (`RaceDriver.catch_up` before a racer's text is heard,
    `RaceDriver.follow_outside` after). Runs on asyncio joined to Qt's
    loop; the dialog is told nothing once `close` was called (it may be gone).

    Tells ``flow`` (Race Online's, whose signals carry it on): the host's race started
    (`OnlineFlow.hand_race`), a racer's `Start` heard (`OnlineFlow.racer_started`, at
    each `Started`, a resume's too: `Started.resumed`), and what this racer's desk made
    of each text and tick (`OnlineFlow.racer_heard`, `Heard`), for the racer's screen.
    """

    def __init__(
        self,
        dialog: RaceOnlineDialog,
        address: str,
        password: str,
        reach: tuple[tuple[str, int] | None, Path | None],
        driver: RaceDriver,
        flow: RaceOnlineFlow,
    ) -> None:
        super().__init__(dialog)
        self.dialog: RaceOnlineDialog | None = dialog
        self._address, self._password = address, password
        self._server, self._ca_file = reach
        self._driver = driver
        self._flow = flow
        self.code: TableCode | None = None
        """The table sat at (the host's own, or the one joined)."""
        self.table: HostTable | RacerTable | None = None
        """The host's runner at its own table, a racer's at the host's."""

    async def host(self, name: str | None, register: bool) -> None:
        """Make a table and sit at it as its host."""
        from llk.online.host_table import HostTable
        from llk.online.rooms import rooms_service

        table = HostTable(
            self._address,
            self._password,
            seat_of(self._address),
            server=self._server,
            ca_file=self._ca_file,
            on_state=self.state,
            on_change=self._host_changed,
            catch_up=self._driver.catch_up,
        )
        self.table = table
        link = table.link
        await link.open(register=register)
        code = TableCode.new(await rooms_service(link), link.account, name)
        await link.make_table(code.room, link.account, code.password)
        self._at_table(code)
        self._host_changed()

    async def join(self, code: TableCode, register: bool) -> None:
        """Sit at the table of ``code`` and ask the host for a seat."""
        from llk.online.racer_table import RacerTable

        table = RacerTable(
            self._address,
            self._password,
            seat_of(self._address),
            code.host,
            server=self._server,
            ca_file=self._ca_file,
            on_state=self.state,
            on_heard=self._heard,
        )
        self.table = table
        await table.open(code.room, table.link.account, code.password, register=register)
        self._at_table(code)

    def _at_table(self, code: TableCode) -> None:
        self.code = code
        if self.dialog is not None:
            self.dialog.show_table(code.text(), hosting=self.hosting is not None)

    @property
    def hosting(self) -> HostTable | None:
        """The host's table, when this session is the host's."""
        from llk.online.host_table import HostTable

        return self.table if isinstance(self.table, HostTable) else None

    @property
    def racing(self) -> bool:
        """Whether this table's race runs (started, not over for this player)."""
        from llk.online.racer_table import RacerTable

        table = self.table
        if isinstance(table, RacerTable):
            return table.places is None and not table.desk.between_races
        return table is not None and table.desk.race is not None and not table.desk.over

    # --- the host -----------------------------------------------------------------------

    def start(
        self, settings: GameSettings, seed: int, rules: RaceRules, computers: Sequence[Strength]
    ) -> None:
        """The host starts the race (`HostTable.start`: every person seated ready, else
        `ParameterError`), with computer players of ``computers`` in the empty seats,
        and hands it to the game (`OnlineFlow.hand_race`)."""
        table = self.hosting
        if table is None:
            return
        table.start(settings, seed, rules, computers, COUNT_IN_S)
        race = table.desk.race
        assert race is not None  # started
        self._flow.hand_race(race, COUNT_IN_S)

    def computers(self, strengths: Sequence[Strength]) -> None:
        """The host picks computer players of ``strengths`` for the next race: shown in
        the seats, the racers' too (`HostTable.seat_computers`); not once it started."""
        table = self.hosting
        if table is not None and table.desk.race is None:
            table.seat_computers(strengths)

    def next_race(self) -> bool:
        """The host's race over, the table opens the next (`HostTable.next_race`: the
        same people seated, none ready, the race's number one more); whether it did."""
        table = self.hosting
        if table is None or not table.desk.over:
            return False
        table.next_race()
        return True

    def flush(self) -> bool:
        """The host's race moved on (the driver's frame, a command, a prop): what is new
        sent (`HostTable.flush`); whether the race is over (its `Result` sent)."""
        table = self.hosting
        if table is None or table.desk.race is None:
            return False
        table.flush()
        return table.desk.over

    def away(self) -> dict[int, int]:
        """The host's race: the seconds each person still racing has been away from the
        room, by seat, for those away now (`HostDesk.away`); {} for none, or at a
        racer's table."""
        table = self.hosting
        race = None if table is None else table.desk.race
        if table is None or race is None:
            return {}
        return table.desk.away.seconds(table.desk.seats, race)

    def _host_changed(self) -> None:
        """The host's desk heard or did something: the seats shown before the start; in
        the race, the driver follows what the people did (`RaceDriver.follow_outside`)."""
        table = self.hosting
        if table is None:
            return
        if table.desk.race is None:
            self._show_seats(table.desk.table.shown())
        else:
            self._driver.follow_outside(table.desk.events())

    # --- a racer ------------------------------------------------------------------------

    def _heard(self, heard: Sequence[Heard]) -> None:
        """What the racer's desk made of a text or a tick: the seats shown, the start
        told once (`OnlineFlow.racer_started`), everything passed on
        (`OnlineFlow.racer_heard`)."""
        from llk.online.racer_table import RacerTable

        for news in heard:
            if isinstance(news, SeatsChanged):
                self._show_seats(news.seats)
            elif isinstance(news, TableClosed) and self.dialog is not None:
                self._closed(self.dialog)
            elif isinstance(news, Started) and isinstance(self.table, RacerTable):
                self._flow.racer_started(self.table)
        self._flow.racer_heard.emit(list(heard))

    @staticmethod
    def _closed(dialog: RaceOnlineDialog) -> None:
        """The host left its table: said in Race Online where it shows; hidden (the
        player at the race's results or another game), it is closed, the link with it,
        so that Race Online opens anew at its questions, not at a table that is gone."""
        if not dialog.isVisible():
            dialog.reject()
            return
        dialog.ready.setVisible(False)
        dialog.show_state(
            QCoreApplication.translate("OnlineFlow", "The host left: the table is closed.")
        )

    def ready(self, on: bool) -> None:
        """A racer says they are ready (or no longer)."""
        from llk.online.racer_table import RacerTable

        if isinstance(self.table, RacerTable):
            self.table.ready(on)

    # --- both ---------------------------------------------------------------------------

    def _show_seats(self, seats: Seats) -> None:
        """The seats for the next race, in the dialog: a racer's own ready as the host
        counts it (none after a race)."""
        from llk.online.racer_table import RacerTable

        if self.dialog is not None and self.code is not None:
            table = self.table
            mine = table.desk.seat if isinstance(table, RacerTable) else None
            host = self.code.host
            self.dialog.show_seats(seats.seats, seats.ready, host, mine is not None, mine)

    def state(self, state: LinkState) -> None:
        """The link's state, in words; and to the flow (`RaceOnlineFlow.link_changed`)."""
        self._flow.link_changed(state)
        if self.dialog is not None:
            self.dialog.show_state(state_words(state))

    async def failed(self, problem: str) -> None:
        """The link could not reach the table: the problem said, the dialog asking again,
        and the link closed (its leaving not said over the problem)."""
        dialog, self.dialog = self.dialog, None
        if dialog is not None:
            dialog.show_state(problem)
            dialog.asking(True)
        await self.close()

    async def close(self) -> None:
        """Leave the table and the server (the racers see the host gone, by their
        runner's rule); the dialog is told nothing more."""
        self.dialog = None
        if self.table is not None:
            await self.table.close()


def state_words(state: LinkState) -> str:
    """A link's state as the player reads it."""
    words = {
        "connecting": QCoreApplication.translate("OnlineFlow", "Connecting…"),
        "at table": QCoreApplication.translate("OnlineFlow", "At the table."),
        "reconnecting": QCoreApplication.translate("OnlineFlow", "Reconnecting…"),
        "left": QCoreApplication.translate("OnlineFlow", "Not connected."),
    }
    return words[state.value]
