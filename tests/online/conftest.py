"""The online tests' fixtures: a real Prosody or ejabberd on 127.0.0.1
(`tests.online.local_server`), fresh for each test. The tests of what a server does
(a module that sets ``EVERY_SERVER = True``: the link's) run once against each (ids
``prosody`` and ``ejabberd``); the races above the link run against Prosody, since what
they test is the desks and the runners, and ejabberd's start (1.5-2.6 s idle, up to 8 s
under load, against Prosody's 0.1 s) would double the suite's online time. A test is
skipped, with one line saying why, where the online extra is not installed or its
server cannot be started."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.online.local_server import SERVERS, LocalServer

pytest.importorskip("slixmpp", reason="the online extra is not installed: pip install '.[online]'")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Each test that takes a server: against every kind in a module of the link's
    (``EVERY_SERVER``), else against Prosody."""
    if "start_server" in metafunc.fixturenames:
        kinds = list(SERVERS) if getattr(metafunc.module, "EVERY_SERVER", False) else ["prosody"]
        metafunc.parametrize("start_server", kinds, indirect=True)


@pytest.fixture
def start_server(request: pytest.FixtureRequest) -> Iterator[Callable[..., LocalServer]]:
    """Starts a server of the test's kind (`LocalServer`'s options as keywords) for the
    test, each in a folder of its own (not pytest's ``tmp_path``, which the unprivileged
    server could not enter); every one is stopped by its process id and its folder
    removed after it."""
    name = getattr(
        request, "param", "prosody"
    )  # Prosody where no hook chose (`pytest_generate_tests`)
    kind = SERVERS[name]
    why = kind.missing()
    if why is not None:
        pytest.skip(why)
    started: list[LocalServer] = []

    def start(**options: bool) -> LocalServer:
        folder = Path(tempfile.mkdtemp(prefix=f"llk-{name}-"))
        folder.chmod(0o755)
        local = kind(folder, **options)
        started.append(local)
        local.start()
        return local

    yield start
    for local in started:
        local.stop()
        shutil.rmtree(local.folder, ignore_errors=True)


@pytest.fixture
def server(start_server: Callable[..., LocalServer]) -> LocalServer:
    """A server that requires TLS, with its own self-signed certificate, and registers
    accounts in-band."""
    return start_server()
