"""Invitations to a table (XEP-0249) against the real local Prosody: the host's online
contacts listed, an invitation sent and heard as the table it names, by the account that
sent it; and hostile invitations (another's table claimed, too long, not a table's,
for another room) dropped, the next honest one heard.

Every wait is a safety net (`tests.conftest.WAIT_S`)."""

from __future__ import annotations

from llk.model.versus.invitation import MAX_REASON_CHARS, Invitation
from llk.model.versus.table_code import TableCode
from llk.online.invitations import hear_invitations, invite, online_contacts
from tests.online.contacts import befriend
from tests.online.local_server import DOMAIN, ROOMS, LocalServer
from tests.online.racers import run, until
from tests.online.test_table_link import SECRET, TABLE, closed, registered

ALICE, BOB, CAROL = (f"{name}@{DOMAIN}" for name in ("alice", "bob", "carol"))
CODE = TableCode(TABLE, SECRET, ALICE)


def test_the_host_invites_an_online_contact_who_joins_by_the_invitation(
    server: LocalServer,
) -> None:
    async def scenario() -> list[object]:
        alice, bob, carol = await registered(server, "alice", "bob", "carol", contacts=True)
        await befriend(alice.link, bob.link)
        await alice.link.make_table(TABLE, "alice", SECRET)
        heard: list[Invitation] = []
        hear_invitations(bob.link, heard.append)
        outcome: list[object] = [online_contacts(alice.link), online_contacts(carol.link)]
        invite(alice.link, BOB, CODE, f"Race me: {CODE.text()}")
        await until(lambda: bool(heard))
        outcome.append(heard)
        await bob.link.join_table(heard[0].code.room, "bob", heard[0].code.password)
        outcome.append(bob.link.table is not None)
        await bob.link.close()
        await until(lambda: not online_contacts(alice.link))  # bob gone offline
        await closed(alice, carol)
        return outcome

    assert run(scenario) == [[BOB], [], [Invitation(ALICE, CODE)], True]


def test_hostile_invitations_are_dropped_and_an_honest_one_after_them_heard(
    server: LocalServer,
) -> None:
    async def scenario() -> list[Invitation]:
        bob, mallory = await registered(server, "bob", "mallory")
        heard: list[Invitation] = []
        hear_invitations(bob.link, heard.append)
        own = TableCode(f"m@{ROOMS}", SECRET, f"mallory@{DOMAIN}")
        hostile = [
            (TABLE, SECRET, f"join alice: {CODE.text()}"),  # another's table claimed
            (own.room, SECRET, own.text() + " " + "x" * MAX_REASON_CHARS),  # too long
            (own.room, SECRET, "a chat room, no table code"),  # not a race's
            ("not a room", SECRET, own.text()),  # no room's address
            (f"other@{ROOMS}", SECRET, own.text()),  # the code for another room
            (own.room, "", own.text()),  # no password
        ]
        for room, password, words in hostile:
            message = mallory.link.client.Message()
            message["to"] = bob.link.account
            message["groupchat_invite"]["jid"] = room  # as sent, not as slixmpp checks it
            message["groupchat_invite"]["password"] = password
            message["groupchat_invite"]["reason"] = words
            message.send()
        invite(mallory.link, BOB, own, own.text())
        await until(lambda: bool(heard))
        await closed(bob, mallory)
        return heard

    own = TableCode(f"m@{ROOMS}", SECRET, f"mallory@{DOMAIN}")
    assert run(scenario) == [Invitation(f"mallory@{DOMAIN}", own)]
