"""The online tests' fixtures: a real Prosody on 127.0.0.1 (`tests.online.local_server`),
fresh for each test; the tests are skipped, with one line saying why, where the online
extra is not installed or no server can be started."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.online.local_server import LocalServer, missing

pytest.importorskip("slixmpp", reason="the online extra is not installed: pip install '.[online]'")


@pytest.fixture
def start_server() -> Iterator[Callable[..., LocalServer]]:
    """Starts a Prosody (`LocalServer`'s options as keywords) for the test, each in a
    folder of its own (not pytest's ``tmp_path``, which the unprivileged server could not
    enter); every one is stopped by its process id and its folder removed after it."""
    why = missing()
    if why is not None:
        pytest.skip(why)
    started: list[LocalServer] = []

    def start(**options: bool) -> LocalServer:
        folder = Path(tempfile.mkdtemp(prefix="llk-xmpp-"))
        folder.chmod(0o755)
        local = LocalServer(folder, **options)
        started.append(local)
        local.start()
        return local

    yield start
    for local in started:
        local.stop()
        shutil.rmtree(local.folder, ignore_errors=True)


@pytest.fixture
def server(start_server: Callable[..., LocalServer]) -> LocalServer:
    """A Prosody that requires TLS, with its own self-signed certificate, and registers
    accounts in-band."""
    return start_server()
