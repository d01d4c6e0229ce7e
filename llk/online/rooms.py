"""Where a table's room is made: the multi-user chat service the player's server
advertises (XEP-0030 service discovery), so that a host needs to know no more than its
own account."""

from __future__ import annotations

from slixmpp import JID
from slixmpp.exceptions import IqError, IqTimeout

from llk.online.table_link import ANSWER_S, LinkError, Problem, TableLink

ROOMS_IDENTITY = ("conference", "text")
"""How a multi-user chat service says what it is (XEP-0045 §6.1)."""


async def rooms_service(link: TableLink) -> str:
    """The address of the first multi-user chat service (``rooms.example.org``) among the
    items the server of ``link``'s account (logged in) lists; `LinkError` when it lists
    none or does not answer. O(items) requests."""
    disco = link.client.plugin["xep_0030"]
    domain = JID(link.account).domain
    try:
        items = await disco.get_items(jid=JID(domain), timeout=ANSWER_S)
        for address, _node, _name in items["disco_items"]["items"]:
            info = await disco.get_info(jid=address, timeout=ANSWER_S)
            identities = {
                (category, kind) for category, kind, *_ in info["disco_info"]["identities"]
            }
            if ROOMS_IDENTITY in identities:
                return str(JID(address).bare)
    except (IqError, IqTimeout):
        raise LinkError(Problem.ROOMS_UNSAID, domain) from None
    raise LinkError(Problem.NO_ROOMS, domain)
