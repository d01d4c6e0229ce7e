"""Invitations in Race Online (XEP-0249) against the real local Prosody, with real
clicks and keys in two game windows: alice, at her table, clicks Invite…, ticks bob
among her contacts online and invites him; bob, signed in with Wait for Invitations,
sees one line "alice@localhost invites you to a race" (a forged invitation and a second
one from alice shown no more than once), clicks Join and sits at her table as by its
code. Declined, an invitation is gone and nothing is joined.

The two accounts are made contacts of each other as their chat programs would
(`tests.online.contacts`); every wait is a safety net (`tests.conftest.WAIT_S`).
"""

from __future__ import annotations

import pytest

pytest.importorskip("slixmpp", reason="the online extra is not installed: pip install '.[online]'")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.dialogs.invite import ContactsDialog
from llk.dialogs.race_online import RaceOnlineDialog
from llk.flows.invitations import InvitationFlow
from llk.model.versus.table_code import TableCode
from llk.online import event_loop
from llk.online.invitations import invite
from llk.online.table_link import TableLink
from llk.wiring import Parts
from tests.app.race.test_race_online import closed, hosting, online, opened, seats, sign_in
from tests.conftest import WAIT_MS
from tests.game_window import INSTANT, playing
from tests.model.clock import FakeClock
from tests.online.conftest import server, server_kind, start_server  # noqa: F401  (the fixtures)
from tests.online.contacts import befriend
from tests.online.local_server import DOMAIN

__all__ = ["online"]  # the fixture, used by name


def waiting(qtbot: QtBot, parts: Parts) -> tuple[RaceOnlineDialog, TableLink]:
    """bob, in ``parts``' window, signed in and waiting for invitations; his link."""
    guest = opened(parts)
    sign_in(qtbot, guest, "bob")
    qtbot.mouseClick(guest.invitations.listen, Qt.MouseButton.LeftButton)
    flow = guest.findChild(InvitationFlow)
    assert flow is not None
    qtbot.waitUntil(lambda: guest.state.text() == f"Signed in as bob@{DOMAIN}.")
    assert flow.link is not None
    return guest, flow.link


def host_link(parts: Parts) -> TableLink:
    """The link of ``parts``' player at its own table."""
    session = parts.online_flow.session
    assert session is not None and session.hosting is not None
    return session.hosting.link


def contacts(qtbot: QtBot, parts: Parts, guest_link: TableLink) -> None:
    """The host's (in ``parts``) and the guest's accounts made contacts of each other."""
    task = event_loop.joined_loop().create_task(befriend(host_link(parts), guest_link))
    qtbot.waitUntil(task.done)
    task.result()


def offers(guest: RaceOnlineDialog) -> list[str]:
    lines = guest.invitations.findChildren(QWidget, "invitation")
    words = [line.findChild(QLabel) for line in lines if line.parent() is not None]
    return [label.text() for label in words if label is not None]


def invited(qtbot: QtBot, host: RaceOnlineDialog) -> None:
    """alice's Invite…, bob ticked by keys, Invite clicked."""
    qtbot.mouseClick(host.invite, Qt.MouseButton.LeftButton)
    [picking] = [shown for shown in host.findChildren(ContactsDialog) if shown.isVisible()]
    assert [picking.contacts.item(row).text() for row in range(picking.contacts.count())] == [
        f"bob@{DOMAIN}"
    ]
    assert not picking.invite.isEnabled()  # nobody ticked yet
    picking.contacts.setFocus()
    picking.contacts.setCurrentRow(0)
    qtbot.keyClick(picking.contacts, Qt.Key.Key_Space)
    assert picking.chosen() == [f"bob@{DOMAIN}"]
    before = host.state.text()
    qtbot.mouseClick(picking.invite, Qt.MouseButton.LeftButton)
    assert host.state.text() == f"Invited: bob@{DOMAIN}"
    # a passing line (XEP-0249 has no answer to wait for): the table's state again
    qtbot.waitUntil(lambda: host.state.text() == before, timeout=WAIT_MS)


def press(guest: RaceOnlineDialog, name: str) -> None:
    [button] = guest.invitations.findChildren(QPushButton, name)
    button.click()


@pytest.mark.usefixtures("online")
def test_an_online_contact_invited_joins_by_the_invitation(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    host = hosting(qtbot, parts)
    assert host.invite.isVisible()
    other = playing(qtbot, build(INSTANT, clock))  # bob's computer
    guest, guest_link = waiting(qtbot, other)
    assert not guest.invitations.listen.isEnabled()
    contacts(qtbot, parts, guest_link)
    code = TableCode.read(host.shown_code.text())
    forged = TableCode(code.room, code.password, f"carol@{DOMAIN}")  # another's table claimed
    invite(host_link(parts), f"bob@{DOMAIN}", forged, forged.text())
    invited(qtbot, host)
    invited(qtbot, host)  # twice: shown once
    qtbot.waitUntil(lambda: bool(offers(guest)))
    assert offers(guest) == [f"alice@{DOMAIN} invites you to a race"]
    [join] = guest.invitations.findChildren(QPushButton, "join_invitation")
    assert guest.focusWidget() is not join  # a key typed as it came joins nothing
    press(guest, "join_invitation")
    both = ["alice · host · ready", "bob · not ready"]
    qtbot.waitUntil(lambda: guest.table.isVisible() or guest.join.isEnabled())
    assert guest.table.isVisible(), guest.state.text()
    qtbot.waitUntil(lambda: seats(guest) == both)
    qtbot.waitUntil(lambda: seats(host) == both)
    assert guest.shown_code.text() == host.shown_code.text()
    assert not guest.invite.isVisible()  # a racer invites nobody
    closed(qtbot, (other, guest), (parts, host))


@pytest.mark.usefixtures("online")
def test_a_declined_invitation_is_gone_and_nothing_joined(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    host = hosting(qtbot, parts)
    other = playing(qtbot, build(INSTANT, clock))
    guest, guest_link = waiting(qtbot, other)
    contacts(qtbot, parts, guest_link)
    invited(qtbot, host)
    qtbot.waitUntil(lambda: bool(offers(guest)))
    press(guest, "decline_invitation")
    qtbot.waitUntil(lambda: not offers(guest))
    assert not guest.table.isVisible() and other.online_flow.session is None
    invited(qtbot, host)  # answered: alice may invite again
    qtbot.waitUntil(lambda: bool(offers(guest)))
    closed(qtbot, (other, guest), (parts, host))
