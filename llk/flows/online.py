"""Game ▸ Race Online…, from the menu to a seat at a table: the extra checked for, the
account and its password (from the desktop's keyring, else asked each time), the link
made on asyncio joined to Qt's loop, the table made or joined by its code, and its
seats shown; the host's Start, the race handed to the game's driver (`racing_as_host`),
and the table left when the race is over or left for another game (the racers then see
the host gone, by their runner's rule). A racer's race is told (`racing_as_racer`) for
the racer's screen to run.

Nothing of online play is imported before the player opens it: this module names the
extra's modules only inside its functions (`tests/app/race/test_online_not_at_start.py`).
The session at a table is `llk.flows.online_table`'s.
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
from collections.abc import Callable, Coroutine
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QWidget

from llk.controller.race_driver import RaceDriver
from llk.controller.racer_driver import RacerTable as RacingTable
from llk.flows.online_account import asked_account
from llk.model.errors import ParameterError
from llk.model.limits import MAX_SEED
from llk.model.versus.race import Race
from llk.store.preferences import PreferencesKeeper
from llk.view.board.tile_art import TileArt
from llk.view.screen_fit import fit_on_screen

if TYPE_CHECKING:  # imported when the player opens online play
    from llk.dialogs.race_online import RaceOnlineDialog
    from llk.flows.online_table import TableSession
    from llk.online.table_link import LinkState

EXTRA = ("slixmpp", "qasync", "keyring")
"""The online extra's modules (``pip install "llk[online]"``)."""
SERVER_VARIABLE = "LLK_XMPP_SERVER"
"""``host:port`` to reach the account's server at, instead of what its domain's DNS says
(a club's server on a LAN, a test's on 127.0.0.1)."""
CA_VARIABLE = "LLK_XMPP_CA"
"""A file of certificate authorities to trust instead of the system's (a club's own)."""


def extra_missing() -> bool:
    """Whether a module of the online extra is not installed (looked for, not imported)."""
    return any(importlib.util.find_spec(name) is None for name in EXTRA)


def reach() -> tuple[tuple[str, int] | None, Path | None]:
    """Where the server is and which authorities to trust, when the environment says
    (`SERVER_VARIABLE`, `CA_VARIABLE`); None each where it does not."""
    host, _, port = os.environ.get(SERVER_VARIABLE, "").rpartition(":")
    server = (host, int(port)) if host and port.isdigit() else None
    ca_file = os.environ.get(CA_VARIABLE)
    return server, Path(ca_file) if ca_file else None


class OnlineFlow(QObject):
    """Race Online's flow, over ``window``: the account kept in ``preferences`` (with
    the deal's choices the Versus dialog keeps), ``art`` for the seats' pictures;
    ``say`` tells a line over the window (the extra missing); ``driver`` is the game's,
    which runs the host's race (`TableSession`). The wiring sends it
    the driver's `RaceDriver.stepped` (`flush`) and `RaceDriver.left` (`race_left`).

    Signals:
        racing_as_host(Race, int): the player, host, started the race: its race and
            count-in in seconds, for the game's driver (`VersusFlow.race_online`).
        racing_as_racer(RacingTable): the host's start heard at this racer's table (at
            each `Started`, a resume's too): its `RacerTable`, for the racer's screen.
        racer_heard(list): what the racer's desk made of each text and tick (`Heard`).
        standing(str): at the host, the line that holds while its state lasts: its
            link down while its race runs on, else its race's own (`race_standing`:
            the host out); "" for none.
        away(list): at the host's table, the people away from the room now: (seat,
            whole seconds away) pairs in seat order (`TableSession.away`); told when
            it changes, [] once nobody is, or the table is left.

    The session at a table (`TableSession`) tells these through `hand_race`,
    `racer_started` and `racer_heard`: they are declared here only.
    """

    racing_as_host = Signal(Race, int)
    racing_as_racer = Signal(RacingTable)
    racer_heard = Signal(list)
    away = Signal(list)
    standing = Signal(str)

    def __init__(
        self,
        preferences: PreferencesKeeper,
        art: TileArt,
        window: QWidget,
        say: Callable[[str], None],
        driver: RaceDriver,
    ) -> None:
        super().__init__(window)
        self._preferences = preferences
        self._art = art
        self._window = window
        self._say = say
        self._driver = driver
        self.dialog: RaceOnlineDialog | None = None
        """Race Online, while it is open."""
        self.session: TableSession | None = None
        """The way to a table being made, or sat at, while the dialog is open."""
        self._tasks: set[asyncio.Task[None]] = set()
        """The sessions' work running (asyncio keeps only weak references to tasks)."""
        self._handing = False
        """The host's race being handed to the game (`racing_as_host`)."""
        self._away: dict[int, int] = {}
        """The people away as last told (`away`)."""
        self._race_line = ""
        """The host's race's own standing line (`race_standing`)."""
        self._link_line = ""
        """The host's link down while its race runs on, said (`link_changed`)."""
        self._told = ""
        """The standing line last told (`standing`): told again only when it changes, so
        that a racer's own lines (`RacerDriver.standing`) are left alone."""

    @property
    def busy(self) -> bool:
        """Whether a session's work runs: reaching a table, or leaving it."""
        return bool(self._tasks)

    def show(self) -> None:
        """Game ▸ Race Online…: the dialog, or, without the extra, how to add it."""
        if extra_missing():
            self._say(self.tr('Racing online needs LLK\'s online extra: pip install "llk[online]"'))
            return
        if self.dialog is not None:  # at a table: after a race, the table again
            session = self.session
            if session is None or session.next_race() or not session.racing:
                self.dialog.open()
            self.dialog.raise_()
            return
        from llk.dialogs.race_online import RaceOnlineDialog
        from llk.store.secrets import Passwords

        preferences = self._preferences.preferences
        address = preferences.online_account
        passwords = Passwords()
        dialog = RaceOnlineDialog(
            address,
            passwords.password(address) if address else None,
            passwords.kept_anywhere,
            preferences.versus,
            preferences.game,
            self._art,
            self._window,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.make_asked.connect(lambda: self._sit(dialog, host=True))
        dialog.join_asked.connect(lambda: self._sit(dialog, host=False))
        dialog.ready.toggled.connect(self._ready)
        dialog.computers.valueChanged.connect(self._computers)
        dialog.start_asked.connect(self._start)
        dialog.finished.connect(self._closed)
        from llk.flows.invitations import wire_invitations  # XEP-0249: its own flow

        wire_invitations(dialog, lambda: self.session, reach())
        self.dialog = dialog
        fit_on_screen(dialog)
        dialog.open()

    def _sit(self, dialog: RaceOnlineDialog, host: bool) -> None:
        """Make or join the table the dialog asks for, once what it holds reads."""
        from slixmpp import JID
        from slixmpp.jid import InvalidJID

        from llk.flows.online_table import TableSession
        from llk.model.versus.table_code import TableCode

        asked = asked_account(dialog)
        if asked is None:
            return
        address, password = asked
        try:
            code = None if host else TableCode.read(dialog.code.text())
            if code is not None:  # the host trusted by its account as the server names it
                code = replace(code, room=JID(code.room).bare, host=JID(code.host).bare)
        except (ParameterError, InvalidJID) as error:
            dialog.show_state(self.tr("That is not a table's code: {0}").format(error))
            return
        self._keep(dialog, address, host)
        from llk.online.event_loop import joined_loop

        loop = joined_loop()  # before the link: slixmpp takes the loop it is made on
        session = TableSession(dialog, address, password, reach(), self._driver, self)
        self.session = session
        register = dialog.register.isChecked()
        name = dialog.room.text().strip() or None
        work = session.join(code, register) if code is not None else session.host(name, register)
        dialog.asking(False)
        remember = dialog.remember.isChecked()
        kept = partial(self._keep_password, address, password if remember else None)
        task = loop.create_task(self._run(session, work, kept))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _run(
        self, session: TableSession, work: Coroutine[Any, Any, None], kept: Callable[[], None]
    ) -> None:
        """``work`` done (the password ``kept`` then: the server took it), or its problem
        said and the link closed."""
        from llk.flows.link_problems import problem_line
        from llk.online.table_link import LinkError

        try:
            await work
        except LinkError as problem:  # said in the player's language
            await session.failed(problem_line(problem))
        except ParameterError as problem:
            await session.failed(" ".join(str(problem).split()))
        else:
            kept()

    def _keep(self, dialog: RaceOnlineDialog, address: str, host: bool) -> None:
        """Keep the address, and the deal a host picked, with the preferences."""
        keeper = self._preferences
        versus = keeper.preferences.versus
        chosen = dialog.deal.chosen(versus) if host else versus
        keeper.change(replace(keeper.preferences, online_account=address, versus=chosen))

    def _keep_password(self, address: str, password: str | None) -> None:
        """The password in the keyring (None: forgotten there), once the server took it:
        a password mistyped never overwrites the one kept."""
        from llk.store.secrets import Passwords

        passwords = Passwords()
        if passwords.kept_anywhere:
            said = passwords.keep(address, password)
            if said is not None:
                self._say(said)

    def _ready(self, on: bool) -> None:
        if self.session is not None:
            self.session.ready(on)

    def _computers(self, computers: int) -> None:
        """The host picks ``computers`` computer players, of the strengths the Versus
        dialog was left at: shown in the seats (`TableSession.computers`)."""
        if self.session is not None:
            versus = self._preferences.preferences.versus
            self.session.computers(versus.all_strengths[:computers])

    def _start(self, computers: int) -> None:
        """The host starts the race on the deal picked when the table was made, with
        ``computers`` computer players of the strengths the Versus dialog was left at."""
        import random

        session, dialog = self.session, self.dialog
        if session is None or dialog is None:
            return
        preferences = self._preferences.preferences
        versus = preferences.versus
        try:
            session.start(
                versus.race_settings(preferences.game),
                random.randrange(MAX_SEED + 1),
                versus.rules,
                versus.all_strengths[:computers],
            )
        except ParameterError as problem:  # someone stopped being ready meanwhile
            dialog.show_state(str(problem))

    def hand_race(self, race: Race, count_in_s: int) -> None:
        """The host's race is on (its `TableSession` says): the dialog out of the way
        (nothing holds a race online), the race to the game."""
        if self.dialog is not None:
            self.dialog.racing()
            self.dialog.hide()
        self._handing = True  # the game's race before it, if any, leaves: not this one
        try:
            self.racing_as_host.emit(race, count_in_s)
        finally:
            self._handing = False

    def racer_started(self, table: RacingTable) -> None:
        """The host's `Start` heard at this racer's table (its `TableSession` says): the
        dialog out of the way, the race to the racer's screen."""
        if self.dialog is not None:
            self.dialog.hide()
        self.racing_as_racer.emit(table)

    def link_changed(self, state: LinkState) -> None:
        """The session's link entered ``state``: at the host, while its race is on the
        table, a line stands as long as the link is down (its race runs on: it is the
        referee; the racers catch up when it is back)."""
        session = self.session
        hosting = session is not None and session.hosting is not None and self._driver.shared
        down = hosting and state.value == "reconnecting"
        self._stand(
            self.tr("Reconnecting… the race runs on at your table; the others catch up when back.")
            if down
            else ""
        )

    def race_standing(self, line: str) -> None:
        """The host's race's own standing ``line`` (`RaceDriver.standing`), shown unless
        the link's stands over it."""
        self._race_line = line
        self._stand()

    def _stand(self, link_line: str | None = None) -> None:
        """The host's standing line told (`standing`), its link's now ``link_line`` if
        given ("": the link is not down, or the race or the table it spoke of left)."""
        if link_line is not None:
            self._link_line = link_line
        line = self._link_line or self._race_line
        if line != self._told:
            self._told = line
            self.standing.emit(line)

    def flush(self) -> None:
        """The host's race moved on: what is new sent, who is away told (`away`). The
        race over, the table stays (Race Online opens its next race)."""
        session = self.session
        if session is None:
            return
        session.flush()
        self._tell_away(session.away())

    def _tell_away(self, away: dict[int, int]) -> None:
        if away != self._away:
            self._away = away
            self.away.emit(sorted(away.items()))

    def race_left(self) -> None:
        """The game left a race online while it ran (another game came on): the player
        leaves the table (a host's closes). Once the race is over the table stays."""
        if self.session is not None and self.session.racing and not self._handing:
            self.leave()
        self._stand("")  # the race it spoke of left

    def leave(self) -> None:
        """Leave the table: the dialog closed, the link with it (`_closed`)."""
        if self.dialog is not None:
            self.dialog.reject()

    def _closed(self) -> None:
        """The dialog closed: the table left."""
        self.dialog = None
        session, self.session = self.session, None
        self._tell_away({})
        self._stand("")  # the table left: no link to be down
        if session is not None:
            from llk.online.event_loop import joined_loop

            task = joined_loop().create_task(session.close())
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
