"""Real XMPP servers for the online tests: Debian's Prosody and Debian's ejabberd, each
started as a child of the test on 127.0.0.1 with a config and a self-signed certificate
written into a fresh folder, and stopped by its process id.

Nothing here is mocked: the tests talk to these servers and to nothing else. As root (CI
runs as root) a server drops to ``nobody`` through ``setpriv`` before it starts, so a
test never runs a network service with root's rights; the folder is handed to that user.
Where a server's programs, ``openssl`` or ``setpriv`` are missing, its `missing` says
which in one line and the online tests against that server are skipped with it.

Two servers, because the issue promises a club may run either with no change to LLK:
Prosody (small, Lua) and ejabberd (Erlang, clustered, what 0 A.D.'s lobby runs). Each
instance is private to its test: its own folder, port, data and logs; ejabberd's Erlang
VM runs undistributed (no node name, no ``epmd``, no cookie), so instances started at
once by several test runs on one machine cannot meet.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path
from typing import ClassVar

DOMAIN = "localhost"
ROOMS = f"rooms.{DOMAIN}"
NOBODY = 65534
"""Debian's ``nobody``: the user the server runs as when the tests run as root."""
START_S = 90.0
POLL_S = 0.05
"""How the start is waited for: the server asked every 50 ms for up to 90 s (a safety
net: Prosody answers within 0.03-0.3 s on an idle machine, ejabberd within 1-2.5 s, and
in several seconds beside two CPU hogs on two cores)."""
STOP_S = 30


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


STREAM = (
    f"<?xml version='1.0'?><stream:stream to='{DOMAIN}' version='1.0' xmlns='jabber:client'"
    " xmlns:stream='http://etherx.jabber.org/streams'>"
)
"""A client's opening of an XMPP stream: a server ready for clients answers it with its
stream's features."""


def answers(port: int) -> bool:
    """Whether an XMPP server on 127.0.0.1:``port`` answers a client's stream with its
    features. (A port that merely accepts a connection is not enough: ejabberd's listens
    before ejabberd has started, and a stop then takes some 13 s.)"""
    with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 1) as client:
        client.settimeout(1)
        client.sendall(STREAM.encode())
        said = b""
        while b"features" not in said:
            more = client.recv(4096)
            if not more:
                return False
            said += more
        return True
    return False


class LocalServer:
    """One XMPP server on 127.0.0.1 (a subclass says which), its folder ``folder``
    (config, certificate, data, logs), requiring TLS unless not ``encrypted``,
    registering accounts in-band unless not ``registration``.

    `start` and `stop` may be called again (the server restarted on the same port, its
    accounts kept); `certificate` is the file a client trusts it by (the server's own
    self-signed certificate, its own CA).
    """

    name: ClassVar[str]
    """The server's name, as the tests' ids and messages say it."""
    programs: ClassVar[tuple[str, ...]]
    """The programs it needs on the PATH (beside ``openssl``, and ``setpriv`` as root)."""
    registered_said: ClassVar[str]
    """What its log says when it registers an account in-band."""
    logs: ClassVar[tuple[str, ...]]
    """Its log files in its folder, errors last."""

    def __init__(self, folder: Path, encrypted: bool = True, registration: bool = True) -> None:
        self.folder = folder
        self.port = free_port()
        self.encrypted = encrypted
        self.registration = registration
        self.certificate = folder / f"{DOMAIN}.crt"
        self.key = folder / f"{DOMAIN}.key"
        self.process: subprocess.Popen[bytes] | None = None
        self._write_files()

    @classmethod
    def missing(cls) -> str | None:
        """Why this server cannot be started here, in one line, or None when it can."""
        needed = [*cls.programs, "openssl"] + (["setpriv"] if os.geteuid() == 0 else [])
        absent = [program for program in needed if shutil.which(program) is None]
        if absent:
            return (
                f"no local {cls.name}: {', '.join(absent)} not installed"
                f" (.ci/run installs Prosody and ejabberd)"
            )
        return None

    def _write_files(self) -> None:
        """The config and, when ``encrypted``, the certificate (for localhost,
        rooms.localhost and 127.0.0.1, two days); the folder handed to ``nobody`` as
        root."""
        (self.folder / "data").mkdir()
        (self.folder / self.config_name).write_text(self.config(), encoding="utf-8")
        if self.encrypted:
            names = f"subjectAltName=DNS:{DOMAIN},DNS:{ROOMS},IP:127.0.0.1"
            made = ["-keyout", str(self.key), "-out", str(self.certificate), "-addext", names]
            request = ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2"]
            subprocess.run(
                [*request, "-subj", f"/CN={DOMAIN}", *made], check=True, capture_output=True
            )
        if os.geteuid() == 0:
            for path in [self.folder, *self.folder.rglob("*")]:
                os.chown(path, NOBODY, NOBODY)

    config_name: ClassVar[str]
    """The config file's name in the folder."""

    def config(self) -> str:
        """The config, every path in it absolute; when the server is not ``encrypted``,
        without TLS at all (none offered, no certificate, none required)."""
        raise NotImplementedError

    def command(self) -> list[str]:
        """The command that runs the server in the foreground."""
        raise NotImplementedError

    def environment(self) -> dict[str, str]:
        """The server's environment: the tests' own, unless a server needs more."""
        return dict(os.environ)

    def start(self) -> float:
        """Start the server and return once it accepts connections; the seconds that
        took. Raises RuntimeError with its log when it exits or does not answer."""
        command = self.command()
        if os.geteuid() == 0:
            drop = ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"]
            command = drop + command
        began = time.perf_counter()
        with (self.folder / "console.log").open("ab") as console:
            self.process = subprocess.Popen(
                command,
                stdin=subprocess.DEVNULL,
                stdout=console,
                stderr=subprocess.STDOUT,
                cwd=self.folder,
                env=self.environment(),
            )
        while time.perf_counter() - began < START_S:
            if self.process.poll() is not None:
                break
            if answers(self.port):
                return time.perf_counter() - began
            time.sleep(POLL_S)
        self.stop()
        raise RuntimeError(f"{self.name} did not answer on port {self.port}:\n{self.log()}")

    def stop(self) -> None:
        """Stop the server by its process id (SIGTERM, then SIGKILL past 30 s)."""
        if self.process is None:
            return
        process, self.process = self.process, None
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(STOP_S)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()

    def log(self) -> str:
        """What the server logged (and printed), errors last."""
        files = [self.folder / "console.log"] + [self.folder / name for name in self.logs]
        return "\n".join(path.read_text(errors="replace") for path in files if path.exists())

    def registered_any(self) -> bool:
        """Whether the server has registered an account in-band, as its log says."""
        return self.registered_said in self.log()


PROSODY_CONFIG = """\
pidfile = "{folder}/prosody.pid"
data_path = "{folder}/data"
log = {{ info = "{folder}/prosody.log"; error = "{folder}/prosody.err" }}
certificates = "{folder}"
interfaces = {{ "127.0.0.1" }}
local_interfaces = {{ "127.0.0.1" }}
c2s_ports = {{ {port} }}
c2s_direct_tls_ports = {{ }}
s2s_ports = {{ }}
http_ports = {{ }}
https_ports = {{ }}
-- Nagle off: with it on, a move's round trip had a p99 of 89 ms, off 17 ms.
network_settings = {{ nagle = false }}
modules_enabled = {{ "roster"; "saslauth"; {tls}"disco"; "ping"; "register" }}
-- No mod_limits: under one client's flood it stalled the whole room for some 15 s.
modules_disabled = {{ "s2s"; "offline" }}
allow_registration = {registration}
min_seconds_between_registrations = 0
authentication = "internal_hashed"
-- On disk in the test's folder, so that accounts outlive a restart of the server.
storage = "internal"
c2s_require_encryption = {encrypted}
{ssl}

VirtualHost "{domain}"

Component "{rooms}" "muc"
    restrict_room_creation = false
"""


class Prosody(LocalServer):
    """Debian's Prosody (0.12), run as ``prosody -F --config FILE``."""

    name = "Prosody"
    programs = ("prosody",)
    registered_said = "User account created"
    logs = ("prosody.log", "prosody.err")
    config_name = "prosody.cfg.lua"

    def config(self) -> str:
        ssl = f'ssl = {{ key = "{self.key}"; certificate = "{self.certificate}" }}'
        return PROSODY_CONFIG.format(
            folder=self.folder,
            port=self.port,
            domain=DOMAIN,
            rooms=ROOMS,
            encrypted=str(self.encrypted).lower(),
            registration=str(self.registration).lower(),
            ssl=ssl if self.encrypted else "",
            tls='"tls"; ' if self.encrypted else "",
        )

    def command(self) -> list[str]:
        return ["prosody", "-F", "--config", str(self.folder / self.config_name)]


EJABBERD_CONFIG = """\
hosts: ["{domain}"]
loglevel: info
log_rotate_count: 0
{certfiles}
listen:
  -
    port: {port}
    ip: "127.0.0.1"
    module: ejabberd_c2s
    {tls}
    max_stanza_size: 262144
    shaper: c2s_shaper
    access: c2s
auth_method: internal
auth_password_format: scram
# Debian's default allows one registration per IP address every 600 s; the tests
# register several accounts from 127.0.0.1 at once.
registration_timeout: infinity
acl:
  local:
    user_regexp: ""
access_rules:
  c2s:
    allow: all
  register:
    allow: all
# What each connection may send, in bytes a second: a flooder is slowed at its own
# connection and nobody else stalls. Debian's default for users (3000, bursts of 20000)
# throttles a table's host, who sends the room every checked move.
shaper:
  table:
    rate: {shaper}
    burst_size: {burst}
shaper_rules:
  c2s_shaper: table
modules:
  mod_disco: {{}}
  mod_ping: {{}}
  mod_roster: {{}}
{register}
  mod_muc:
    hosts: ["{rooms}"]
    access: all
    access_create: all
    access_persistent: all
"""
EJABBERD_REGISTER = """\
  mod_register:
    access: register
    ip_access: all
"""


def ejabberd_libraries() -> Path | None:
    """The folder Debian's ejabberd package puts its Erlang code in (its ``ERL_LIBS``,
    ``/usr/lib/x86_64-linux-gnu`` on amd64), or None when it is not installed."""
    found = sorted(Path("/usr/lib").glob("*/ejabberd-*/ebin/ejabberd.app"))
    return found[-1].parents[2] if found else None


IDLE_SCHEDULERS = ("+sbwt", "none", "+sbwtdcpu", "none", "+sbwtdio", "none")
"""Erlang's schedulers sleep at once when out of work instead of spinning a while: on
two cores beside two CPU hogs ejabberd started in 5-21 s spinning, 2.5-8 s not."""
SHAPER_BYTES_S = 200_000
"""The test server's shaper: what each connection may send a second, Debian's "fast"
shaper (its default config gives it to servers, and 3000 to users: see
`DEBIAN_USERS_SHAPER`)."""
DEBIAN_USERS_SHAPER = 3000
"""Debian's default shaper for users, bytes a second: with a table of six the host's
moves round trip in 0.3-0.8 s under it (benchmarks/online_race.py), so a club's server
gives its users more (docs/benchmarks.md)."""


class Ejabberd(LocalServer):
    """Debian's ejabberd (23.01), run straight on Erlang (``erl -s ejabberd``), not
    through ``ejabberdctl``, which insists on the ``ejabberd`` user, a distributed node
    (``epmd``, a cookie) and /run and /var paths every instance would share. Each
    connection may send ``shaper`` bytes a second (bursts of 20000 or that, the more)."""

    def __init__(
        self,
        folder: Path,
        encrypted: bool = True,
        registration: bool = True,
        shaper: int = SHAPER_BYTES_S,
    ) -> None:
        self.shaper = shaper
        super().__init__(folder, encrypted, registration)

    name = "ejabberd"
    programs = ("erl",)
    registered_said = "was registered from IP address"
    logs = ("ejabberd.log", "error.log")
    config_name = "ejabberd.yml"

    @classmethod
    def missing(cls) -> str | None:
        if ejabberd_libraries() is None:
            return f"no local {cls.name}: ejabberd not installed (.ci/run installs it)"
        return super().missing()

    def config(self) -> str:
        certfiles = f'certfiles: ["{self.certificate}", "{self.key}"]'
        return EJABBERD_CONFIG.format(
            domain=DOMAIN,
            rooms=ROOMS,
            port=self.port,
            certfiles=certfiles if self.encrypted else "",
            tls="starttls_required: true" if self.encrypted else "starttls: false",
            register=EJABBERD_REGISTER if self.registration else "",
            shaper=self.shaper,
            burst=max(self.shaper, 20_000),
        )

    def command(self) -> list[str]:
        """Erlang undistributed (no ``-sname``: no node name, no ``epmd``, no cookie),
        its schedulers asleep when idle (`IDLE_SCHEDULERS`), its database (Mnesia) in
        the folder's ``data``; ``-noinput``: no shell on the test's terminal."""
        spool = f'"{self.folder / "data"}"'
        return [
            "erl",
            *IDLE_SCHEDULERS,
            "-noinput",
            "-start_epmd",
            "false",
            "-mnesia",
            "dir",
            spool,
            "-s",
            "ejabberd",
        ]

    def environment(self) -> dict[str, str]:
        """Where ejabberd finds its code, config and log file (what ``ejabberdctl``
        would set), and a home of its own in the folder for anything Erlang writes."""
        libraries = ejabberd_libraries()
        assert libraries is not None  # missing() said so before a start
        return {
            **os.environ,
            "HOME": str(self.folder),
            "ERL_LIBS": str(libraries),
            "EJABBERD_CONFIG_PATH": str(self.folder / self.config_name),
            "EJABBERD_LOG_PATH": str(self.folder / "ejabberd.log"),
            "ERL_CRASH_DUMP": str(self.folder / "erl_crash.dump"),
            "ERL_CRASH_DUMP_BYTES": "0",
        }


SERVERS: dict[str, type[LocalServer]] = {"prosody": Prosody, "ejabberd": Ejabberd}
"""The servers the online tests run against, by their tests' ids."""
