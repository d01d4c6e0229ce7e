"""A table's code: what a host gives the people it races so that they find its table, and
whom they trust there.

A code names the table's room (an XMPP multi-user chat room, ``local@service``), the
room's password and the host's account: the racer's link joins the room with the
password and trusts, of everything said there, only what the host's account says
(`llk.model.versus.messages`: never a nick). It is written as one line that survives a
chat window or an e-mail, ``llk-table:<room>?host=<account>&key=<password>``, each part
URL-quoted.

A code arrives from anyone (pasted from a chat), so `TableCode.read` treats it as
hostile: its length is checked before anything else, then its form, each part as the
messages' reader checks an address; whatever is wrong, the one error is a
`ParameterError` that says in one line what, without echoing the text at length.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl, quote, unquote

from llk.model.errors import ParameterError
from llk.model.versus.messages import MAX_ADDRESS_PART, account

SCHEME = "llk-table:"
"""What every code starts with: a player sees that it is LLK's, and a reader what it is."""
MAX_KEY_CHARS = 128
"""The longest password of a table (a random one has 12 characters)."""
MAX_CODE_CHARS = len(SCHEME) + 3 * (2 * (2 * MAX_ADDRESS_PART + 1) + MAX_KEY_CHARS) + 16
"""The longest code read: two addresses and a password, each character URL-quoted
(three characters), and the words between them."""
ROOM_PREFIX = "llk-"
"""What a random room's name starts with, so that a server's admin sees what it is."""
ROOM_HEX_BYTES = 5
KEY_BYTES = 9
"""The random parts: 40 bits of room name (a table is not guessed by its name on a busy
server) and 72 bits of password (12 characters; the password keeps strangers out)."""
_SAFE = "@"
"""What `quote` leaves as it is in an address: the rest of its special characters are
quoted."""


@dataclass(frozen=True)
class TableCode:
    """The table in ``room`` (``name@service``), behind ``password``, hosted by the
    account ``host``. Invalid values raise `ParameterError`."""

    room: str
    password: str
    host: str

    def __post_init__(self) -> None:
        account("room", self.room)
        account("host", self.host)
        table_password(self.password)

    @classmethod
    def new(cls, service: str, host: str, name: str | None = None) -> TableCode:
        """A new table hosted by ``host`` on the chat service ``service``
        (``rooms.example.org``): in the room ``name`` when given, else in a random one,
        with a random password. `ParameterError` when the room's address is not one."""
        local = name if name is not None else ROOM_PREFIX + secrets.token_hex(ROOM_HEX_BYTES)
        return cls(f"{local}@{service}", secrets.token_urlsafe(KEY_BYTES), host)

    def text(self) -> str:
        """The code as one line to copy; `read` reads it back."""
        room, host, key = (
            quote(part, safe=_SAFE) for part in (self.room, self.host, self.password)
        )
        return f"{SCHEME}{room}?host={host}&key={key}"

    @classmethod
    def read(cls, text: Any) -> TableCode:
        """The code ``text`` holds (spaces around it left aside, as a paste brings them);
        `ParameterError` for anything else. O(len(text)), at most `MAX_CODE_CHARS`."""
        if not isinstance(text, str) or len(text) > MAX_CODE_CHARS:
            raise ParameterError(
                "code", f"a table code is text of at most {MAX_CODE_CHARS} characters"
            )
        code = text.strip()
        if not code.startswith(SCHEME) or code.count("?") != 1:
            raise ParameterError("code", f"a table code reads {SCHEME}<room>?host=…&key=…")
        room, _, query = code[len(SCHEME) :].partition("?")
        try:
            parts = parse_qsl(
                query,
                keep_blank_values=True,
                strict_parsing=True,
                errors="strict",
                max_num_fields=2,
            )
            room = unquote(room, errors="strict")
        except ValueError:  # a broken quote, a field too many, text that is not UTF-8
            raise ParameterError(
                "code", "a table code's parts are URL-quoted host and key"
            ) from None
        fields = dict(parts)
        if len(parts) != 2 or set(fields) != {"host", "key"}:
            raise ParameterError("code", "a table code names its host and its key, once each")
        return cls(room, fields["key"], fields["host"])


def table_password(value: Any) -> str:
    """``value`` if it can be a table's password: 1 to `MAX_KEY_CHARS` printable
    characters, not only spaces; else `ParameterError`. O(MAX_KEY_CHARS)."""
    if not isinstance(value, str) or not 0 < len(value) <= MAX_KEY_CHARS or not value.strip():
        raise ParameterError("key", f"a table's key has 1 to {MAX_KEY_CHARS} characters")
    if not value.isprintable():
        raise ParameterError("key", "a table's key is printable text")
    return value
