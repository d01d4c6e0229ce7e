"""An invitation to a table (XEP-0249, a direct invitation to a chat room): what a host
sends each contact it invites, and what an invited player's LLK makes of one.

An invitation names a room and its password, with a line of text for the person; LLK
writes the table's code (`TableCode`) into that line, so that a player using another
chat program can paste it into LLK, and the code is what LLK reads back. An invitation
comes from anyone on the network, so `Invitation.read` treats it as hostile, as a pasted
code is: its sizes and types checked before anything else, the code read as
`TableCode.read` reads one, and the room and password it names the ones the invitation
itself names. Its host must be the account that sent it (the server vouches for the
sender, not for the words): an invitation claiming another's table is not one.

`Offers` keeps the invitations shown, so that no one floods the player's window: at
most one from each sender at a time (a second is dropped while the first is shown),
and at most `MAX_OFFERS` at once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from llk.model.errors import ParameterError
from llk.model.versus.messages import account
from llk.model.versus.table_code import MAX_CODE_CHARS, SCHEME, TableCode, table_password

MAX_REASON_CHARS = 2 * MAX_CODE_CHARS
"""The longest invitation's text read: its code, and words around it."""
MAX_OFFERS = 4
"""The most invitations shown at once: more wait until one is answered (and are dropped:
the sender may invite again)."""
CODE_IN_TEXT = re.compile(re.escape(SCHEME) + r"\S+")
"""Where a table's code stands in an invitation's text: from its scheme to the next
space."""


@dataclass(frozen=True)
class Invitation:
    """An invitation from the account ``sender`` to the table of ``code``, whose host it
    is."""

    sender: str
    code: TableCode

    @classmethod
    def read(cls, sender: Any, room: Any, password: Any, reason: Any) -> Invitation:
        """The invitation that ``sender`` (the account the server vouches for) sent to
        ``room`` behind ``password``, with the text ``reason``; `ParameterError` for
        anything that is not one LLK's host sent: a text without a table's code, a code
        for another room or password, or hosted by another account than the sender's.
        O(len(reason)), at most `MAX_REASON_CHARS`."""
        if not isinstance(reason, str) or len(reason) > MAX_REASON_CHARS:
            raise ParameterError(
                "reason", f"an invitation's text is at most {MAX_REASON_CHARS} characters"
            )
        account("sender", sender)
        account("room", room)
        table_password(password)
        found = CODE_IN_TEXT.findall(reason)
        if len(found) != 1:
            raise ParameterError("reason", "an invitation to a race holds one table code")
        code = TableCode.read(found[0])
        if (code.room, code.password) != (room, password):
            raise ParameterError("reason", "an invitation's code is for another table")
        if code.host != sender:
            raise ParameterError("host", "an invitation's host is the account that sent it")
        return cls(sender, code)


class Offers:
    """The invitations shown to the player, in the order they came: one per sender at a
    time, `MAX_OFFERS` at most."""

    def __init__(self) -> None:
        self._shown: dict[str, Invitation] = {}

    def offer(self, invitation: Invitation) -> bool:
        """Show ``invitation`` unless its sender's is shown already or `MAX_OFFERS` are;
        whether it is shown now. O(1)."""
        if invitation.sender in self._shown or len(self._shown) >= MAX_OFFERS:
            return False
        self._shown[invitation.sender] = invitation
        return True

    def answered(self, sender: str) -> Invitation | None:
        """The invitation of ``sender`` taken away (joined or declined), or None when
        none is shown. O(1)."""
        return self._shown.pop(sender, None)

    @property
    def shown(self) -> list[Invitation]:
        """The invitations shown, oldest first. O(shown)."""
        return list(self._shown.values())
