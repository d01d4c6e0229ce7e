"""One player's link to a race table: an XMPP account, connected over TLS, in one room of
the server's multi-user chat (XEP-0045), through which the race's messages (JSON texts)
pass, each delivered with the account that sent it.

Who sent a message is the sender's account (its bare JID, ``alice@example.org``), never
its nick: after a drop or a server restart anyone may take a free nick first, so a racer
trusts the host by the account the table code names. The room tells every occupant each
other occupant's account (``muc#roomconfig_whois`` = anyone, a non-anonymous room, made
so by the host, its owner); a message whose sender's account the room does not show is
not delivered. The room is joined without its history: an old message's nick may have
had another owner then.

The password never leaves without encryption: a server that offers no TLS is left before
the account is registered or logged in to, and a certificate the client does not trust
ends the connection (a test trusts its own server's through ``ca_file``, never by
turning the check off). A lost connection is made again at once and then every
`RETRY_CAP_S` at most (slixmpp alone backs off 1, 3, 7, 15... s, too long for a race),
and the room is joined again: the host makes it anew (a server restart loses it) or, the
room still there (only the host's connection was lost), sits again as its owner; a
racer that finds it gone leaves the empty room it made and tries again.

Not a QObject: it runs on whatever asyncio loop is running (plain asyncio in the tests
and for a headless host, qasync's inside Qt's loop in the game) and says what happens
through plain callbacks, so the network side is tested without Qt; the game's Qt half
will wrap those in signals.

Who sits at the table is known by account too: the link keeps each occupant's nick and
account from the room's presences (`present`), and says when an account comes or goes
(``on_occupant``), its last nick gone (the room says so at once when a client's
connection closes). The host, the room's owner, bans an account from the room (`ban`:
XEP-0045's affiliation "outcast"; the room puts it out and lets it in no more), and says
a text to one account alone (`send_to`: a message to each of its connections at the
table, the sender's account vouched for by the server as in the room).
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl
from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import Any, NamedTuple

from slixmpp import JID, ClientXMPP
from slixmpp.exceptions import IqError, IqTimeout, PresenceError
from slixmpp.stanza import Message, StreamFeatures
from slixmpp.xmlstream import StanzaBase
from slixmpp.xmlstream.handler import Callback
from slixmpp.xmlstream.matcher import StanzaPath

RETRY_CAP_S = 1.0
"""The longest wait between two tries to reach the server again (a race's bound on how
late a racer is back after the server returns)."""
HOST_RETRY_S = 0.1
"""The host's wait before it makes its room again when a racer back first has just made
it by mistake (a room the racer leaves at once, one round trip later)."""
ANSWER_S = 30.0
"""How long a request to the server (a join, a form) is waited for before it fails: a
safety net for a server that went silent, not a pace."""
CREATED = 201
"""The status code of a join that made a new room (XEP-0045 §10.1.1)."""
SELF, BANNED = 110, 301
"""The status codes of a presence about the link's own seat, and of a ban (XEP-0045
§9.1)."""
ROOM_CONFIG = {
    "muc#roomconfig_whois": "anyone",
    "muc#roomconfig_passwordprotectedroom": True,
    "muc#roomconfig_publicroom": False,
    "muc#roomconfig_persistentroom": False,
    "muc#roomconfig_membersonly": False,
    "muc#roomconfig_moderatedroom": False,
}
"""The table's room as the host configures it: every occupant sees every other's
account, only those with the password enter, it is hidden from the room list and gone
when empty. The password itself is ``muc#roomconfig_roomsecret``."""
TABLE_FEATURES = frozenset({"muc_nonanonymous", "muc_passwordprotected"})
"""What a room made a table shows (XEP-0045 §6.4, its disco#info features): every
occupant's account seen, a password to enter."""
NEEDED_CONFIG = ("muc#roomconfig_whois", "muc#roomconfig_roomsecret")
"""What a server's room must let its owner set for a table: showing the accounts, a
password (the rest of `ROOM_CONFIG` is set where the server offers it)."""


MAX_PROBLEM_CHARS = 200
"""The longest a `LinkError`'s text is: the player reads it in a dialog's one line."""
MAX_NAME_CHARS = 64
"""The longest a room, an account or a server's own words are shown in a problem: they
come from the network (or a pasted table code), hostile text is never echoed at
length."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate reads)
    """``text``, marked for lupdate in ``context`` as Qt's own marker marks it, without
    importing Qt: the link also runs headless (a bot, a benchmark's racer)."""
    return text


class Problem(Enum):
    """What went wrong with a link, each as the player reads it in English: the names
    the line holds are `LinkError.names`, in its places ``{0}``, ``{1}``. Each is marked
    for translation (context ``LinkError``): the game shows it in the player's language
    (`llk.flows.link_problems`), and a log or a test reads it in English (`str`)."""

    _value_: str
    NO_ANSWER = QT_TRANSLATE_NOOP("LinkError", "no answer from the server of {0}")
    NO_TLS = QT_TRANSLATE_NOOP("LinkError", "the server offers no encryption (TLS)")
    NOT_REGISTERED = QT_TRANSLATE_NOOP("LinkError", "the server did not register {0}: {1}")
    NO_REGISTRATION = QT_TRANSLATE_NOOP("LinkError", "the server of {0} registers no accounts here")
    PASSWORD_REFUSED = QT_TRANSLATE_NOOP("LinkError", "the server refused the password of {0}")
    UNTRUSTED = QT_TRANSLATE_NOOP("LinkError", "no secure connection to the server: {0}")
    TABLE_NOT_THERE = QT_TRANSLATE_NOOP("LinkError", "the table {0} is not there")
    TABLE_THERE_ALREADY = QT_TRANSLATE_NOOP("LinkError", "the table {0} is there already")
    TABLE_NOT_READY = QT_TRANSLATE_NOOP("LinkError", "the table {0} is not ready")
    SEAT_REFUSED = QT_TRANSLATE_NOOP("LinkError", "{0} refused the seat: {1}")
    ROOM_SILENT = QT_TRANSLATE_NOOP("LinkError", "{0} did not answer")
    SETTINGS_REFUSED = QT_TRANSLATE_NOOP("LinkError", "{0} refused the table's settings: {1}")
    NO_TABLE_ROOMS = QT_TRANSLATE_NOOP("LinkError", "{0} cannot make a table's room: no {1}")
    NOT_AT_TABLE = QT_TRANSLATE_NOOP("LinkError", "not at a table")
    BAN_REFUSED = QT_TRANSLATE_NOOP("LinkError", "{0} did not ban {1}: {2}")
    BANNED = QT_TRANSLATE_NOOP("LinkError", "banned from the table {0}")
    ROOMS_UNSAID = QT_TRANSLATE_NOOP("LinkError", "{0} did not say where its rooms are")
    NO_ROOMS = QT_TRANSLATE_NOOP("LinkError", "{0} offers no rooms for a table")


class LinkError(Exception):
    """What went wrong with the link: its ``problem``, and the ``names`` its line holds
    (a room, an account, the server's own words), each `clipped` to ``most``
    characters. Its text (`str`) is the line in English, at most `MAX_PROBLEM_CHARS`."""

    def __init__(self, problem: Problem, *names: object, most: int = MAX_NAME_CHARS) -> None:
        self.problem = problem
        self.names = tuple(clipped(name, most) for name in names)
        super().__init__(clipped(problem.value.format(*self.names), MAX_PROBLEM_CHARS))


def clipped(value: object, most: int = MAX_NAME_CHARS) -> str:
    """``value`` as a problem shows it: one line, its spaces made one, a character that
    does not print (a control, a direction override) shown as a space, at most ``most``
    characters (the rest an ellipsis). O(len(str(value)))."""
    shown = "".join(char if char.isprintable() else " " for char in str(value))
    line = " ".join(shown.split())
    return line if len(line) <= most else line[: most - 1] + "…"


class LinkState(Enum):
    """Where a link is: reaching the server, at its table, lost and trying again, left."""

    CONNECTING = "connecting"
    AT_TABLE = "at table"
    RECONNECTING = "reconnecting"
    LEFT = "left"


class RoomMessage(NamedTuple):
    """A text said by the account ``sender`` (a bare JID): in the room, or, when
    ``direct``, to this link alone (a chat message, which any account anywhere may send:
    the runner decides whose it hears)."""

    sender: str
    text: str
    direct: bool = False


class Occupant(NamedTuple):
    """An account that came to (``present``) or left the table's room."""

    account: str
    present: bool


class Table(NamedTuple):
    """A room joined (``room@rooms.example.org``) under ``nick`` with ``password``, made
    and owned by this link when ``host``."""

    room: JID
    nick: str
    password: str
    host: bool


class _RaceClient(ClientXMPP):
    """slixmpp's client whose reconnect back-off stops growing at `RETRY_CAP_S`."""

    def reschedule_connection_attempt(self) -> asyncio.Future[Any] | None:
        self._connect_loop_wait = min(self._connect_loop_wait, (RETRY_CAP_S - 1) / 2)
        return super().reschedule_connection_attempt()


def encrypted(client: ClientXMPP) -> bool:
    """Whether ``client``'s stream runs over TLS (STARTTLS done, or TLS from the start)."""
    return "starttls" in client.features or isinstance(client.socket, ssl.SSLObject)


class TableLink:
    """The link of the account ``account`` (password ``password``) to one table.

    ``on_message`` is called with each `RoomMessage` the room delivers (this link's own
    ones included), ``on_state`` with each `LinkState` the link enters, ``on_occupant``
    with each account that comes to the room or leaves it (this link's own included; when
    the link itself loses the room, every other account leaves it). ``server`` is a
    (host, port) to connect to instead of the account's domain's DNS records;
    ``ca_file`` the certificate authorities to trust instead of the system's;
    ``contacts``: the account's contacts asked for once logged in (a host's, for its
    invitations, `llk.online.invitations`), after sitting at the table again.
    """

    def __init__(
        self,
        account: str,
        password: str,
        on_message: Callable[[RoomMessage], None],
        on_state: Callable[[LinkState], None] = lambda state: None,
        server: tuple[str, int] | None = None,
        ca_file: Path | None = None,
        on_occupant: Callable[[Occupant], None] = lambda occupant: None,
        contacts: bool = False,
    ) -> None:
        self.account = JID(account).bare
        self._contacts = contacts
        self.on_message = on_message
        self.on_state = on_state
        self.on_occupant = on_occupant
        self.server = server
        self.table: Table | None = None
        self._occupants: dict[str, JID] = {}
        """The room's occupants by nick: each one's connection (a full JID)."""
        self._room: JID | None = None
        """The room whose occupants are counted: the table's, or the one being joined
        (its occupants are announced before the join's own answer)."""
        self.problem: LinkError | None = None
        self._leaving = False
        self._session: asyncio.Future[None] | None = None
        self._gone = asyncio.Event()
        """Set when the connection ended for good (a failure waits for it)."""
        self._register = False
        client = _RaceClient(account, password)
        if ca_file is not None:
            client.ca_certs = Path(ca_file)
        client.register_plugin("xep_0030")
        client.register_plugin("xep_0004")
        client.register_plugin("xep_0045")
        client.register_plugin("xep_0077")
        client.register_plugin("xep_0249")  # invitations to a table (`llk.online.invitations`)
        client.auto_authorize = None  # a contact's request waits for the player's chat program
        client.auto_subscribe = False
        client.add_filter("in", self._refuse_unencrypted)
        client.add_event_handler("session_start", self._session_started)
        client.add_event_handler("failed_all_auth", self._auth_failed)
        client.add_event_handler("ssl_invalid_chain", self._untrusted)
        client.add_event_handler("disconnected", self._disconnected)
        client.add_event_handler("groupchat_message", self._message)
        client.add_event_handler("groupchat_presence", self._presence)
        client.add_event_handler("message", self._direct)
        client.register_handler(
            Callback("table refusal", StanzaPath("presence@type=error"), self._refused_presence)
        )
        self.client = client

    # --- the connection ---------------------------------------------------------------------

    async def open(self, register: bool = False) -> None:
        """Connect and log in, first registering the account in-band (XEP-0077) when
        ``register``. Raises `LinkError` when the server cannot be reached or says no."""
        self._register = register
        if register:
            self.client.add_event_handler("register", self._register_account)
        self._session = asyncio.get_running_loop().create_future()
        self._gone = asyncio.Event()
        self.on_state(LinkState.CONNECTING)
        self._connect()
        try:
            await asyncio.wait_for(asyncio.shield(self._session), ANSWER_S)
        except TimeoutError:
            self._fail(LinkError(Problem.NO_ANSWER, self.account))
            self._stop_trying()
        if self.problem is not None:
            if self.client.transport is not None:
                with contextlib.suppress(TimeoutError):  # the problem is said all the same
                    await asyncio.wait_for(self._gone.wait(), ANSWER_S)
            raise self.problem

    def _connect(self) -> None:
        if self.server is None:
            self.client.connect()
        else:
            self.client.connect(*self.server)

    def _fail(self, problem: LinkError, disconnect: bool = True) -> None:
        """Stop at ``problem``: disconnect (unless slixmpp does), do not try again, and
        have `open` raise it."""
        self.problem = problem
        self._leaving = True
        if self._session is not None and not self._session.done():
            self._session.set_result(None)
        if disconnect:
            self.client.disconnect(0)

    def _stop_trying(self) -> None:
        """Give up a connection being tried again (slixmpp cancels the try, then closes a
        transport that is not there)."""
        with contextlib.suppress(AttributeError):
            self.client.cancel_connection_attempt()

    def _refuse_unencrypted(self, stanza: Any) -> Any:
        """An incoming filter: the stream's features on a stream without TLS that offer
        none end the connection before a password is sent."""
        offers_tls = isinstance(stanza, StreamFeatures) and "starttls" in stanza["features"]
        if isinstance(stanza, StreamFeatures) and not encrypted(self.client) and not offers_tls:
            self._fail(LinkError(Problem.NO_TLS))
            return None
        return stanza

    async def _register_account(self, form: Any) -> None:
        """Register the account in-band on the encrypted stream, once (slixmpp asks the
        server for its form at each connection while this is its handler)."""
        if not self._register or not encrypted(self.client):
            return
        self._register = False
        self.client.del_event_handler("register", self._register_account)
        request = self.client.Iq()
        request["type"] = "set"
        request["register"]["username"] = self.client.boundjid.user
        request["register"]["password"] = self.client.password
        try:
            await request.send(timeout=ANSWER_S)  # type: ignore[no-untyped-call]
        except (IqError, IqTimeout) as refused:
            self._fail(LinkError(Problem.NOT_REGISTERED, self.account, refused))

    def _auth_failed(self, event: Any) -> None:
        """No login: slixmpp disconnects; said as a refused registration when the account
        was to be registered and the server offered no way to."""
        problem = Problem.NO_REGISTRATION if self._register else Problem.PASSWORD_REFUSED
        self._fail(LinkError(problem, self.account), disconnect=False)

    def _untrusted(self, error: Any) -> None:
        self._fail(LinkError(Problem.UNTRUSTED, error, most=MAX_PROBLEM_CHARS))

    async def _session_started(self, event: Any) -> None:
        """Logged in: say so, take the table's seat again after a drop, and then, for
        a link that wants them, ask for the contacts (so that their presence is kept,
        for an invitation): a seat is never kept waiting for them (up to `ANSWER_S`)."""
        self.client.send_presence()
        if self._session is not None and not self._session.done():
            self._session.set_result(None)
        if self.table is not None:
            await self._sit_again(self.table)
        if self._contacts:
            with contextlib.suppress(IqError, IqTimeout):  # no contacts known: none invited
                await self.client.get_roster(timeout=ANSWER_S)

    async def _sit_again(self, table: Table) -> None:
        """Take ``table``'s seat again after a drop while the link is not left: a racer
        every `RETRY_CAP_S` while the room is not there (yet), the host every
        `HOST_RETRY_S` while a racer's room made by mistake is. O(tries) requests."""
        pause = HOST_RETRY_S if table.host else RETRY_CAP_S
        while not self._leaving and self.client.transport is not None:
            try:
                await self._take_seat(table)
                return
            except LinkError:
                await asyncio.sleep(pause)

    def _disconnected(self, reason: Any) -> None:
        """The connection ended: unless left, reach the server again. The state is
        said first, then the room's occupants are not seen any more (they are seen again
        with the seat taken again): a runner told an account left knows its own link is
        away, not that account (it may be sitting there still)."""
        leaving = self._leaving
        try:
            self.on_state(LinkState.LEFT if leaving else LinkState.RECONNECTING)
            self._forget_occupants()
        finally:
            if leaving:
                self._gone.set()
            else:
                self._connect()

    async def close(self) -> None:
        """Leave the table, if at one (a seat not yet taken again after a drop needs no
        leaving), and disconnect for good: a connection being tried again is given
        up."""
        left_already, self._leaving = self._leaving, True
        table, self.table, self._room = self.table, None, None
        if self.client.transport is None:
            self._stop_trying()
            if not left_already:
                self.on_state(LinkState.LEFT)
            return
        if table is not None:
            with contextlib.suppress(KeyError):  # not sitting there now: nothing to leave
                self.client.plugin["xep_0045"].leave_muc(table.room, table.nick)
        await self.client.disconnect()

    # --- the table --------------------------------------------------------------------------

    async def make_table(self, room: str, nick: str, password: str) -> None:
        """Make the room ``room`` as its owner, non-anonymous behind ``password``, and sit
        at it as ``nick``. Raises `LinkError` when the room exists already or the server
        refuses it."""
        await self._take_seat(Table(JID(room), nick, password, host=True))

    async def join_table(self, room: str, nick: str, password: str) -> None:
        """Sit at the host's room ``room`` as ``nick`` with the table's ``password``.
        Raises `LinkError` when the password is wrong, the nick taken, or the room not
        there (the empty room the join made is left at once)."""
        await self._take_seat(Table(JID(room), nick, password, host=False))

    async def _take_seat(self, table: Table) -> None:
        """Join ``table``'s room; as its host configure the room it made. O(1) requests."""
        muc = self.client.plugin["xep_0045"]
        self._room = table.room
        try:
            presence, *_ = await muc.join_muc_wait(
                table.room, table.nick, password=table.password, maxstanzas=0, timeout=ANSWER_S
            )
        except PresenceError as refused:
            if refused.condition == "item-not-found":  # a room being made is locked
                raise LinkError(Problem.TABLE_NOT_THERE, table.room) from None
            raise LinkError(Problem.SEAT_REFUSED, table.room, condition(refused)) from None
        except TimeoutError:
            raise LinkError(Problem.ROOM_SILENT, table.room) from None
        made = CREATED in presence["muc"]["status_codes"]
        owned = made or (self.table == table and presence["muc"]["affiliation"] == "owner")
        if (table.host and not owned) or (not table.host and made):
            muc.leave_muc(table.room, table.nick)
            there = Problem.TABLE_THERE_ALREADY if table.host else Problem.TABLE_NOT_THERE
            raise LinkError(there, table.room)
        try:
            if made and table.host:
                await self._configure(table)
            elif not table.host:
                await self._check_made(table)
        except LinkError:
            muc.leave_muc(table.room, table.nick)
            raise
        self.table = table
        self.on_state(LinkState.AT_TABLE)

    async def _configure(self, table: Table) -> None:
        """The host's room as `ROOM_CONFIG` says, behind ``table.password``; a server
        whose rooms cannot show the accounts or take a password makes no table, nor one
        that refuses or does not answer the form's requests (`LinkError` each)."""
        try:
            await self._set_config(table)
        except IqError as refused:
            raise LinkError(Problem.SETTINGS_REFUSED, table.room, refused.condition) from None
        except IqTimeout:
            raise LinkError(Problem.ROOM_SILENT, table.room) from None

    async def _set_config(self, table: Table) -> None:
        """`_configure`'s two requests: the room's form, then the values set in it."""
        muc = self.client.plugin["xep_0045"]
        form = await muc.get_room_config(table.room, timeout=ANSWER_S)
        values = {**ROOM_CONFIG, "muc#roomconfig_roomsecret": table.password}
        offered = form.get_fields()  # type: ignore[no-untyped-call]
        lacking = [name for name in NEEDED_CONFIG if name not in offered]
        if lacking:
            raise LinkError(Problem.NO_TABLE_ROOMS, table.room.domain, lacking[0])
        chosen = {name: value for name, value in values.items() if name in offered}
        form.set_values(chosen)  # type: ignore[no-untyped-call]
        await muc.set_room_config(table.room, form, timeout=ANSWER_S)

    async def _check_made(self, table: Table) -> None:
        """A racer sits only in a room its host has made a table of (`TABLE_FEATURES`):
        a server may seat a racer coming back after a restart in the room the host has
        just made again but not yet configured (ejabberd does), where the occupants'
        accounts are hidden and the host's messages could never be trusted. Then
        `LinkError`, and the racer tries again (`_sit_again`). O(1) requests."""
        try:
            info = await self.client.plugin["xep_0030"].get_info(jid=table.room, timeout=ANSWER_S)
        except (IqError, IqTimeout):
            raise LinkError(Problem.ROOM_SILENT, table.room) from None
        features = set(info["disco_info"]["features"])
        if not TABLE_FEATURES.issubset(features):
            raise LinkError(Problem.TABLE_NOT_READY, table.room)

    def _refused_presence(self, presence: StanzaBase) -> None:
        """A room's refusal of a join, passed on to the join that waits for it: Prosody
        leaves the MUC element out of it, so slixmpp's MUC plugin does not see it, nor
        does slixmpp's ``presence_error`` event come from a room/nick once seen (when the
        plugin does see it, the join takes the first and ignores the second)."""
        self.client.event(f"muc::{presence['from'].bare}::presence-error", presence)

    async def ban(self, account: str) -> None:
        """Ban ``account`` from the table's room, as its owner: the room puts each of its
        connections out and lets it in no more (XEP-0045's affiliation "outcast"). Raises
        `LinkError` when not at a table or the room refuses (this link not its owner).
        One request."""
        table = self.table
        if table is None:
            raise LinkError(Problem.NOT_AT_TABLE)
        muc = self.client.plugin["xep_0045"]
        try:
            await muc.set_affiliation(table.room, "outcast", jid=JID(account), timeout=ANSWER_S)
        except IqError as refused:
            raise LinkError(Problem.BAN_REFUSED, table.room, account, refused.condition) from None
        except IqTimeout:
            raise LinkError(Problem.ROOM_SILENT, table.room) from None

    def present(self, account: str) -> bool:
        """Whether ``account`` sits in the table's room now (by any nick), as far as
        this link sees. O(occupants)."""
        return account in self._accounts()

    def _accounts(self) -> set[str]:
        """The accounts in the room now. O(occupants)."""
        return {connection.bare for connection in self._occupants.values()}

    def _presence(self, presence: Any) -> None:
        """An occupant's presence in the table's room: its nick's account noted, or
        forgotten when it is unavailable; an account whose first nick came or whose
        last went is said (``on_occupant``). A presence that does not show the account
        (an anonymous room) is not counted. O(occupants)."""
        sender = presence["from"]
        if self._room is None or sender.bare != self._room.bare or not sender.resource:
            return
        codes = presence["muc"]["status_codes"]
        if presence["type"] == "unavailable" and SELF in codes and BANNED in codes:
            self._banned()
            return
        connection = presence["muc"]["jid"]
        before = self._accounts()
        if presence["type"] == "unavailable":
            self._occupants.pop(sender.resource, None)
        elif connection.bare:
            self._occupants[sender.resource] = JID(connection)
        after = self._accounts()
        for account in sorted(after - before):
            self.on_occupant(Occupant(account, True))
        for account in sorted(before - after):
            self.on_occupant(Occupant(account, False))

    def _banned(self) -> None:
        """The room banned this link's account: it is at no table and disconnects for
        good, said by `LinkState.LEFT` with the ban as its `problem`."""
        if self.table is not None:
            self.problem = LinkError(Problem.BANNED, self.table.room)
        self.table = self._room = None
        self._leaving = True
        self.client.disconnect(0)

    def _forget_occupants(self) -> None:
        """This link is out of the room: every account in it is said gone. O(occupants)."""
        gone = sorted(self._accounts())
        self._occupants.clear()
        for account in gone:
            self.on_occupant(Occupant(account, False))

    def send_to(self, account: str, text: str) -> None:
        """Say ``text`` to ``account`` alone: a direct message to each of its connections
        in the table's room (none when it is not there). O(occupants)."""
        if self.table is None:
            raise LinkError(Problem.NOT_AT_TABLE)
        for connection in sorted({str(c) for c in self._occupants.values() if c.bare == account}):
            self.client.send_message(mto=JID(connection), mbody=text, mtype="chat")

    def _direct(self, message: Message) -> None:
        """A text said to this link alone (`send_to`): delivered with its sender's
        account, which the server vouches for; nothing from the room itself (a private
        message through the room names no account) nor without a body."""
        sender = message["from"]
        table = self.table
        from_room = table is not None and sender.bare == table.room.bare
        direct = message["type"] in ("chat", "normal") and not from_room
        if direct and message["body"] and sender.user and sender.domain:
            self.on_message(RoomMessage(sender.bare, message["body"], direct=True))

    def send(self, text: str) -> None:
        """Say ``text`` (a JSON document) in the table's room."""
        if self.table is None:
            raise LinkError(Problem.NOT_AT_TABLE)
        self.client.send_message(mto=self.table.room, mbody=text, mtype="groupchat")

    def _message(self, message: Message) -> None:
        """A message of the room: delivered with its sender's account, when the room
        shows it; the room's own (a subject, a status) and anonymous ones are not."""
        table = self.table
        sender = message["from"]
        if table is None or sender.bare != table.room.bare or not sender.resource:
            return
        real = self.client.plugin["xep_0045"].get_jid_property(table.room, sender.resource, "jid")
        if real is not None and message["body"]:
            self.on_message(RoomMessage(JID(real).bare, message["body"]))


def condition(refused: PresenceError) -> str:
    """A refused join's reason in a few words (``not-authorized``: a wrong password),
    `clipped`: the server's own words."""
    return clipped(refused.condition or refused.text or "refused")
