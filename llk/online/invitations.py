"""Invitations to a table over XMPP (XEP-0249, direct invitations to a chat room): the
host's contacts who are online, an invitation sent to each the host picks, and the
invitations an invited player's link hears, read as hostile input.

A contact is an account in the player's roster (the list its chat program keeps on the
server) whose presence the player sees (a subscription "to" or "both"); it is online
while one of its connections is available. LLK adds no contacts and answers no one's
request to become one (`TableLink`): that stays the player's chat program's.

An invitation arrives from anyone, so `Invitation.read` decides whether it is one LLK
shows; the sender is the account the server vouches for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from slixmpp import JID

from llk.model.errors import ParameterError
from llk.model.versus.invitation import Invitation
from llk.model.versus.table_code import TableCode
from llk.online.table_link import TableLink

SEEN = ("to", "both")
"""The subscriptions by which the player sees a contact's presence."""


def online_contacts(link: TableLink) -> list[str]:
    """The accounts in the roster of ``link``'s account (logged in) that are online now,
    sorted; the player's own left out. O(roster)."""
    roster = link.client.client_roster
    online = {
        str(JID(address).bare)
        for address in roster
        if roster[address]["subscription"] in SEEN and roster[address].resources
    }
    return sorted(online - {link.account})


def invite(link: TableLink, contact: str, code: TableCode, words: str) -> None:
    """Invite ``contact`` to the table of ``code``: its room and password, and ``words``
    (the line the person reads, which holds the table's code)."""
    link.client.plugin["xep_0249"].send_invitation(
        JID(contact), JID(code.room), password=code.password, reason=words
    )


def hear_invitations(link: TableLink, heard: Callable[[Invitation], None]) -> None:
    """Have ``heard`` called with each invitation to a race ``link`` receives from now
    on; anything else that calls itself one is dropped (`Invitation.read`)."""

    def received(message: Any) -> None:
        invite = message["groupchat_invite"]
        try:
            invitation = Invitation.read(
                message["from"].bare, invite["jid"], invite["password"], invite["reason"]
            )
        except ParameterError:
            return
        heard(invitation)

    link.client.add_event_handler("groupchat_direct_invite", received)
