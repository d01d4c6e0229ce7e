"""A real XMPP server for the online tests: Debian's Prosody, started as a child of the
test on 127.0.0.1 with a config and a self-signed certificate written into a fresh
folder, and stopped by its process id.

Nothing here is mocked: the tests talk to this server and to nothing else. As root (CI
runs as root) the server drops to ``nobody`` through ``setpriv`` before it starts, so a
test never runs a network service with root's rights; the folder is handed to that user.
Where Prosody, ``openssl`` or ``setpriv`` is missing, `missing` says which in one line
and the online tests are skipped with it.
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

DOMAIN = "localhost"
ROOMS = f"rooms.{DOMAIN}"
NOBODY = 65534
"""Debian's ``nobody``: the user the server runs as when the tests run as root."""
ANSWER_TRIES = 600
POLL_S = 0.05
"""How the start is waited for: the port polled up to 600 times, 50 ms apart (30 s at
most, a safety net; it answers within 0.03-0.3 s on an idle machine)."""
STOP_S = 30

CONFIG = """\
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


def missing() -> str | None:
    """Why no local server can be started here, in one line, or None when it can."""
    needed = ["prosody", "openssl"] + (["setpriv"] if os.geteuid() == 0 else [])
    absent = [program for program in needed if shutil.which(program) is None]
    if absent:
        return f"no local XMPP server: {', '.join(absent)} not installed (.ci/run installs Prosody)"
    return None


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def answers(port: int) -> bool:
    """Whether something accepts a TCP connection on 127.0.0.1:``port``."""
    with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 1):
        return True
    return False


class LocalServer:
    """One Prosody on 127.0.0.1, its folder ``folder`` (config, certificate, data, logs),
    requiring TLS unless not ``encrypted``, registering accounts in-band unless not
    ``registration``.

    `start` and `stop` may be called again (the server restarted on the same port, its
    accounts kept); `certificate` is the file a client trusts it by (the server's own
    self-signed certificate, its own CA).
    """

    def __init__(self, folder: Path, encrypted: bool = True, registration: bool = True) -> None:
        self.folder = folder
        self.port = free_port()
        self.encrypted = encrypted
        self.registration = registration
        self.certificate = folder / f"{DOMAIN}.crt"
        self.process: subprocess.Popen[bytes] | None = None
        self._write_files()

    def _write_files(self) -> None:
        """The config and, when ``encrypted``, the certificate (for localhost,
        rooms.localhost and 127.0.0.1, two days); the folder handed to ``nobody`` as
        root."""
        key = self.folder / f"{DOMAIN}.key"
        (self.folder / "data").mkdir()
        self._write_config(key)
        if self.encrypted:
            names = f"subjectAltName=DNS:{DOMAIN},DNS:{ROOMS},IP:127.0.0.1"
            made = ["-keyout", str(key), "-out", str(self.certificate), "-addext", names]
            request = ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2"]
            subprocess.run(
                [*request, "-subj", f"/CN={DOMAIN}", *made], check=True, capture_output=True
            )
        if os.geteuid() == 0:
            for path in [self.folder, *self.folder.rglob("*")]:
                os.chown(path, NOBODY, NOBODY)

    def _write_config(self, key: Path) -> None:
        """The config, every path in it absolute; when the server is not ``encrypted``,
        without TLS at all (no module, no certificate, none required)."""
        ssl = f'ssl = {{ key = "{key}"; certificate = "{self.certificate}" }}'
        (self.folder / "prosody.cfg.lua").write_text(
            CONFIG.format(
                folder=self.folder,
                port=self.port,
                domain=DOMAIN,
                rooms=ROOMS,
                encrypted=str(self.encrypted).lower(),
                registration=str(self.registration).lower(),
                ssl=ssl if self.encrypted else "",
                tls='"tls"; ' if self.encrypted else "",
            ),
            encoding="utf-8",
        )

    def start(self) -> float:
        """Start the server and return once it accepts connections; the seconds that
        took. Raises RuntimeError with its log when it exits or does not answer."""
        command = ["prosody", "-F", "--config", str(self.folder / "prosody.cfg.lua")]
        if os.geteuid() == 0:
            drop = ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"]
            command = drop + command
        began = time.perf_counter()
        self.process = subprocess.Popen(
            command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=self.folder
        )
        for _ in range(ANSWER_TRIES):
            if self.process.poll() is not None:
                break
            if answers(self.port):
                return time.perf_counter() - began
            time.sleep(POLL_S)
        self.stop()
        raise RuntimeError(f"Prosody did not answer on port {self.port}:\n{self.log()}")

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
        """What the server logged, errors last."""
        files = [self.folder / "prosody.log", self.folder / "prosody.err"]
        return "\n".join(path.read_text(errors="replace") for path in files if path.exists())
