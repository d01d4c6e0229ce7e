"""Game ▸ Race Online… against the real local Prosody (`tests.online.conftest`), with real
clicks and keys: a table made, its code copied, a second game window joining by it, and
each seeing the other seated; a code for a table that is not there said in one line;
and, with no keyring on the desktop (keyring's "fail" store, as on CI), no password
left in the settings or the data folder after the session.

The server is reached through `SERVER_VARIABLE` and trusted through `CA_VARIABLE`, as a
club's own server would be; every wait is a safety net (`tests.conftest.WAIT_S`).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("slixmpp", reason="the online extra is not installed: pip install '.[online]'")

import keyring
from keyring.backends import fail
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from llk.app import build
from llk.dialogs.race_online import RaceOnlineDialog
from llk.flows.online import CA_VARIABLE, SERVER_VARIABLE
from llk.online import event_loop
from llk.wiring import Parts
from tests.game_window import INSTANT, playing
from tests.model.clock import FakeClock
from tests.online.conftest import server, server_kind, start_server  # noqa: F401  (the fixtures)
from tests.online.local_server import DOMAIN, LocalServer
from tests.store.test_secrets import MemoryKeyring

SECRETS = {"alice": "alice's copper kettle", "bob": "bob's brass lantern"}


@pytest.fixture
def online(qtbot: QtBot, server: LocalServer, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:  # noqa: F811
    """The local server as the game reaches it, no keyring on the desktop; after the
    test, every link's work ended (what a closed link leaves running, its filters,
    cancelled) and asyncio unhooked from Qt's loop."""
    monkeypatch.setenv(SERVER_VARIABLE, f"127.0.0.1:{server.port}")
    monkeypatch.setenv(CA_VARIABLE, str(server.certificate))
    desktop = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    yield
    keyring.set_keyring(desktop)
    loop = event_loop.joined_loop()
    for task in asyncio.all_tasks(loop):
        task.cancel()
    qtbot.waitUntil(lambda: not asyncio.all_tasks(loop))
    event_loop.leave()


def opened(parts: Parts) -> RaceOnlineDialog:
    parts.actions.race_online.trigger()
    dialog = parts.online_flow.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def sign_in(qtbot: QtBot, dialog: RaceOnlineDialog, name: str) -> None:
    """Type ``name``'s address and password, and ask for the account to be made."""
    dialog.address.clear()
    qtbot.keyClicks(dialog.address, f"{name}@{DOMAIN}")
    qtbot.keyClicks(dialog.password, SECRETS[name])
    qtbot.mouseClick(dialog.register, Qt.MouseButton.LeftButton)
    assert dialog.register.isChecked()


def closed(qtbot: QtBot, *dialogs: tuple[Parts, RaceOnlineDialog]) -> None:
    """Close each dialog, and wait until its game has left the table and the server."""
    for parts, dialog in dialogs:
        dialog.reject()
        flow = parts.online_flow
        qtbot.waitUntil(lambda: not flow.busy)  # noqa: B023  (waited for at once)


def seats(dialog: RaceOnlineDialog) -> list[str]:
    return [dialog.seats.item(row).text() for row in range(dialog.seats.count())]


def hosting(qtbot: QtBot, parts: Parts, remember: bool = False) -> RaceOnlineDialog:
    """``parts``' player, alice, at a table of her own, her password kept in the keyring
    when she would ``remember`` it."""
    host = opened(parts)
    sign_in(qtbot, host, "alice")
    if remember:
        qtbot.mouseClick(host.remember, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(host.make, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.table.isVisible() or host.make.isEnabled())
    assert host.table.isVisible(), host.state.text()
    return host


@pytest.mark.usefixtures("online")
def test_a_table_made_is_joined_by_its_code_from_another_window(
    qtbot: QtBot, parts: Parts, clock: FakeClock
) -> None:
    host = hosting(qtbot, parts)
    assert not host.remember.isEnabled()  # no keyring here: asked each time
    assert host.state.text() == "At the table."
    assert seats(host) == ["alice · host · ready"] and host.waiting.isVisible()
    assert not host.ready.isVisible()  # the host is ready: it starts the race
    qtbot.mouseClick(host.copy, Qt.MouseButton.LeftButton)
    code = host.shown_code.text()
    assert code.startswith("llk-table:llk-") and QGuiApplication.clipboard().text() == code
    other = playing(qtbot, build(INSTANT, clock))  # a second window, as on bob's computer
    guest = opened(other)
    sign_in(qtbot, guest, "bob")
    guest.address.clear()  # typed with capitals: the account is the server's bob@localhost
    qtbot.keyClicks(guest.address, f"Bob@{DOMAIN.upper()}")
    guest.code.setFocus()
    guest.code.paste()
    qtbot.keyClick(guest.join, Qt.Key.Key_Space)
    both = ["alice · host · ready", "bob · not ready"]
    qtbot.waitUntil(lambda: seats(guest) == both)
    qtbot.waitUntil(lambda: seats(host) == both)
    qtbot.waitUntil(guest.ready.isVisible)
    guest.ready.setFocus()
    qtbot.keyClick(guest.ready, Qt.Key.Key_Space)
    ready = ["alice · host · ready", "bob · ready"]
    qtbot.waitUntil(lambda: seats(host) == ready and seats(guest) == ready)
    assert not host.waiting.isVisible() and guest.shown_code.text() == code
    assert not guest.address.isVisible() and not guest.join.isVisible()
    assert other.preferences.preferences.online_account == f"bob@{DOMAIN}"
    closed(qtbot, (other, guest), (parts, host))


@pytest.mark.usefixtures("online")
def test_a_table_that_is_not_there_is_said_in_one_line(qtbot: QtBot, parts: Parts) -> None:
    dialog = opened(parts)
    sign_in(qtbot, dialog, "bob")
    dialog.code.setText(f"llk-table:nowhere@rooms.{DOMAIN}?host=alice@{DOMAIN}&key=k")
    qtbot.mouseClick(dialog.join, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.join.isEnabled)
    assert "not there" in dialog.state.text(), dialog.state.text()
    assert dialog.join.isEnabled() and dialog.address.isEnabled()  # ask again
    closed(qtbot, (parts, dialog))


def test_a_code_that_is_not_one_is_said_before_connecting(qtbot: QtBot, parts: Parts) -> None:
    dialog = opened(parts)
    sign_in(qtbot, dialog, "bob")
    qtbot.keyClicks(dialog.code, "see you at the usual table")
    qtbot.mouseClick(dialog.join, Qt.MouseButton.LeftButton)
    assert dialog.state.text().startswith("That is not a table's code: ")
    assert parts.online_flow.session is None
    dialog.reject()


@pytest.mark.usefixtures("online")
def test_no_password_is_written_anywhere_without_a_keyring(
    qtbot: QtBot, parts: Parts, fresh_home: Path
) -> None:
    host = hosting(qtbot, parts)
    closed(qtbot, (parts, host))
    parts.window.close()
    written = [path for path in fresh_home.rglob("*") if path.is_file()]
    assert any(path.suffix in (".conf", ".ini") for path in written)  # the settings, kept
    holding = [path for path in written if SECRETS["alice"].encode() in path.read_bytes()]
    assert holding == []
    assert parts.preferences.preferences.online_account == f"alice@{DOMAIN}"


@pytest.mark.usefixtures("online")
def test_a_desktop_keyring_keeps_the_password_for_the_next_time(
    qtbot: QtBot, parts: Parts, fresh_home: Path
) -> None:
    desktop = MemoryKeyring()
    keyring.set_keyring(desktop)
    host = hosting(qtbot, parts, remember=True)
    closed(qtbot, (parts, host))
    assert list(desktop.kept.values()) == [SECRETS["alice"]]
    again = opened(parts)
    assert again.address.text() == f"alice@{DOMAIN}"
    assert again.password.text() == SECRETS["alice"] and again.remember.isChecked()
    qtbot.mouseClick(again.remember, Qt.MouseButton.LeftButton)  # forget it
    qtbot.mouseClick(again.make, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(again.table.isVisible)
    closed(qtbot, (parts, again))
    assert desktop.kept == {}
