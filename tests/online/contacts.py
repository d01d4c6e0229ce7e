"""Two test accounts made contacts of each other on the local server, as two players'
chat programs would: each asks to see the other's presence and each allows it (LLK's own
link answers no such request, `llk.online.table_link`)."""

from __future__ import annotations

from llk.online.table_link import TableLink
from tests.online.racers import until


async def befriend(first: TableLink, second: TableLink) -> None:
    """``first`` and ``second`` (both logged in) each in the other's roster with a
    subscription "both", each seeing the other online."""
    for asking, asked in ((first, second), (second, first)):
        asking.client.client_roster[asked.account].subscribe()
        pending = asked.client.client_roster[asking.account]
        await until(lambda: pending["pending_in"])  # noqa: B023  (awaited at once)
        pending.authorize()
    for one, other in ((first, second), (second, first)):
        item = one.client.client_roster[other.account]
        await until(lambda: item["subscription"] == "both" and bool(item.resources))  # noqa: B023
