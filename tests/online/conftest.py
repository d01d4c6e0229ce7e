"""The online tests' fixtures: a real Prosody or ejabberd on 127.0.0.1
(`tests.online.local_server`). A module that sets ``EVERY_SERVER = True`` runs each test
once against each (ids ``prosody`` and ``ejabberd``), any other against Prosody.

A test gets a fresh server of its own (`start_server`; `server` where its module does
not share one): the link's tests read the server's log, and a test that stops or kills
the server needs one nobody else uses. A module that sets ``SHARED_SERVER = True`` (the
races above the link) has its `server` shared by all such tests of a session, one of
each kind (`shared_server`), every test in accounts and a table of its own
(`tests.online.racers.TAG`, set for each test here): ejabberd's start (1.5-2.6 s idle,
up to 8 s under load, against Prosody's 0.1 s) paid once a session rather than once a
test, so that the races run against both servers in about the time they took against
Prosody alone. A test is skipped, with one line saying why, where the online extra is
not installed or its server cannot be started."""

from __future__ import annotations

import itertools
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.online import racers
from tests.online.local_server import SERVERS, LocalServer

pytest.importorskip("slixmpp", reason="the online extra is not installed: pip install '.[online]'")

_TESTS = itertools.count()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Each test that takes a server: against every kind in a module that says so
    (``EVERY_SERVER``), else against Prosody; grouped by kind over the session, so that
    one shared server of each kind runs at a time."""
    if "server_kind" in metafunc.fixturenames:
        kinds = list(SERVERS) if getattr(metafunc.module, "EVERY_SERVER", False) else ["prosody"]
        metafunc.parametrize("server_kind", kinds, indirect=True, scope="session")


@pytest.fixture(autouse=True)
def names_of_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    """The test's accounts and table named its own (`racers.TAG`)."""
    monkeypatch.setattr(racers, "TAG", f"-{next(_TESTS)}")


@pytest.fixture(scope="session")
def server_kind(request: pytest.FixtureRequest) -> str:
    """The kind of server the test runs against (Prosody where no hook chose,
    `pytest_generate_tests`); skipped where it cannot be started."""
    name: str = getattr(request, "param", "prosody")
    why = SERVERS[name].missing()
    if why is not None:
        pytest.skip(why)
    return name


def _started(name: str, **options: bool) -> LocalServer:
    """A server of kind ``name`` started in a folder of its own (not pytest's
    ``tmp_path``, which the unprivileged server could not enter); one that fails to
    start is stopped and its folder removed all the same."""
    folder = Path(tempfile.mkdtemp(prefix=f"llk-{name}-"))
    folder.chmod(0o755)
    local = SERVERS[name](folder, **options)
    try:
        local.start()
    except BaseException:
        _ended(local)
        raise
    return local


def _ended(local: LocalServer) -> None:
    """``local`` stopped by its process id, its folder removed."""
    local.stop()
    shutil.rmtree(local.folder, ignore_errors=True)


@pytest.fixture
def start_server(server_kind: str) -> Iterator[Callable[..., LocalServer]]:
    """Starts a server of the test's kind (`LocalServer`'s options as keywords) for the
    test alone; every one is stopped after it."""
    started: list[LocalServer] = []

    def start(**options: bool) -> LocalServer:
        started.append(_started(server_kind, **options))
        return started[-1]

    yield start
    for local in started:
        _ended(local)


@pytest.fixture(scope="session")
def shared_server(server_kind: str) -> Iterator[LocalServer]:
    """One server of the kind for every test of a ``SHARED_SERVER`` module in the
    session: none of them stops it, each names its accounts and table its own."""
    local = _started(server_kind)
    yield local
    _ended(local)


@pytest.fixture
def server(request: pytest.FixtureRequest, start_server: Callable[..., LocalServer]) -> LocalServer:
    """A server that requires TLS, with its own self-signed certificate, and registers
    accounts in-band: the session's shared one in a ``SHARED_SERVER`` module, else the
    test's own."""
    if getattr(request.module, "SHARED_SERVER", False):
        shared: LocalServer = request.getfixturevalue("shared_server")
        return shared
    return start_server()
