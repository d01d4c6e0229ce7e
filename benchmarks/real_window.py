"""The real game on a real X screen, for the benchmarks that time what a player waits
for (start-up, quitting): an Xvfb of their own or ``$DISPLAY``, throw-away XDG folders,
the installed ``llk`` or a copy of the code from another checkout.

No test imports this module: it needs an X server, and its figures depend on the machine.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

TIMEOUT_S = 60
"""How long a timed program may take to end once it is told to (a hung one ends the run)."""
SHOWN = "shown "
"""What the game (with ``LLK_QUIT_WHEN_SHOWN``) and the bare window print once exposed."""


@contextlib.contextmanager
def x_screen(display: str | None, size: str = "1366x768") -> Iterator[str]:
    """An X display to run on: ``display`` (an Xvfb started here, ``:NN``) or ``$DISPLAY``."""
    if display is None:
        found = os.environ.get("DISPLAY")
        if not found:
            raise SystemExit("no X display: set DISPLAY or pass --xvfb :NN")
        yield found
        return
    server = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 10
        socket = Path(f"/tmp/.X11-unix/X{display.lstrip(':')}")
        while not socket.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        yield display
    finally:
        server.terminate()
        server.wait()


@contextlib.contextmanager
def fresh_home() -> Iterator[dict[str, str]]:
    """Environment variables for empty XDG config, data and cache folders (a first start);
    the system's data folders (``XDG_DATA_DIRS``, where KMahjongg's sets are) stay."""
    with tempfile.TemporaryDirectory(prefix="llk-bench-") as root:
        folders = {
            name: str(Path(root) / name.lower())
            for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME")
        }
        for folder in folders.values():
            Path(folder).mkdir()
        yield folders


AT_SPI_BUS = "/usr/libexec/at-spi-bus-launcher"
"""The accessibility bus's launcher (at-spi2-core), which a desktop session starts."""


@contextlib.contextmanager
def desktop_session() -> Iterator[dict[str, str]]:
    """What a desktop gives a program, as environment variables: a D-Bus session bus
    with the accessibility bus (AT-SPI) on it and Qt's bridge to it on. Everything
    started for it ends with it (its process group)."""
    import signal

    bus = subprocess.Popen(
        [
            "dbus-run-session",
            "--",
            "sh",
            "-c",
            f'echo "$DBUS_SESSION_BUS_ADDRESS"; '
            f"{AT_SPI_BUS} --launch-immediately & exec sleep 100000",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        start_new_session=True,
    )
    try:
        assert bus.stdout is not None
        address = bus.stdout.readline().strip()
        yield {"DBUS_SESSION_BUS_ADDRESS": address, "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"}
    finally:
        os.killpg(bus.pid, signal.SIGTERM)
        bus.wait()


def allow_core_dumps() -> None:
    """In a child before it runs (``preexec_fn``): a crash writes its core, as a desktop's
    crash reporter has it, and the process ends only once it is written."""
    import resource

    resource.setrlimit(resource.RLIMIT_CORE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))


def game_command(source: Path | None) -> tuple[list[str], dict[str, str]]:
    """The command that starts the game, and what it needs in its environment: the
    installed ``llk`` (the entry point beside this Python), or the ``llk`` package of the
    checkout ``source`` run with this Python (to time an older version beside it)."""
    if source is None:
        script = Path(sys.executable).with_name("llk")
        return ([str(script)] if script.exists() else [sys.executable, "-m", "llk"]), {}
    path = os.pathsep.join([str(source), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return [sys.executable, "-m", "llk"], {"PYTHONPATH": path}


@dataclass
class Program:
    """A program started in every round: the name it is reported under, its command, and
    what it needs in its environment."""

    name: str
    command: list[str]
    env: dict[str, str]


def game_versions(sources: Sequence[Path]) -> list[tuple[str, list[str], dict[str, str]]]:
    """The installed game and the game of each checkout in ``sources``: the name each is
    reported under, and its command and environment (`game_command`)."""
    return [("llk" if s is None else f"llk of {s}", *game_command(s)) for s in (None, *sources)]


def screen_options(doc: str | None, runs: int, unit: str = "rounds") -> argparse.ArgumentParser:
    """The command line of a timing on a real screen, described by ``doc``'s first
    paragraph: ``--runs`` (``runs`` ``unit`` by default) and ``--xvfb``."""
    parser = argparse.ArgumentParser(description=(doc or "").split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=runs, help=f"{unit} (default {runs})")
    parser.add_argument("--xvfb", metavar=":NN", help="start an Xvfb there (else $DISPLAY)")
    return parser


def add_sources(parser: argparse.ArgumentParser) -> None:
    """``--source DIR``, again for each checkout whose game is timed beside the installed."""
    parser.add_argument(
        "--source", type=Path, action="append", default=[], help="a checkout to time beside"
    )


def run_env(display: str, extra: dict[str, str]) -> dict[str, str]:
    """This process's environment on ``display`` with Qt's X11 platform, plus ``extra``.

    Python may write its bytecode caches (``PYTHONDONTWRITEBYTECODE`` is dropped): a first
    run compiles what changed, as pip does when it installs, and no run after it pays
    for compiling. The game quits when shown only if ``extra`` says so
    (``LLK_QUIT_WHEN_SHOWN``).
    """
    dropped = ("QT_QPA_PLATFORM", "PYTHONDONTWRITEBYTECODE", "LLK_QUIT_WHEN_SHOWN")
    env = {k: v for k, v in os.environ.items() if k not in dropped}
    return {**env, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb", **extra}


def shown_at(process: subprocess.Popen[str]) -> float | None:
    """The monotonic time the process printed as its window's first showing, or None when
    it ended without printing one."""
    assert process.stdout is not None
    for line in process.stdout:
        if line.startswith(SHOWN):
            return float(line.removeprefix(SHOWN))
    return None


@contextlib.contextmanager
def game_process(
    command: list[str], display: str, home: dict[str, str], extra: dict[str, str], **options: Any
) -> Iterator[subprocess.Popen[str]]:
    """``command`` running on ``display`` in the `fresh_home` ``home`` (`run_env`, plus
    ``extra``), its output read as lines of text (``options``: more of `subprocess.Popen`'s);
    killed, if it still runs, and waited for as the block ends, however it ends."""
    env = run_env(display, {**home, **extra})
    with subprocess.Popen(
        command, env=env, stdout=subprocess.PIPE, text=True, cwd=home["XDG_DATA_HOME"], **options
    ) as process:
        try:
            yield process
        finally:
            process.kill()
            process.wait()


def median_ms(values: Sequence[float]) -> str:
    return f"{statistics.median(values) * 1e3:.0f}" if values else "-"


class MapWatch:
    """When top-level windows are mapped on an X display, as the X server tells (Xlib
    through ctypes, a thread of its own waiting on its connection): ``mapped_after(t)``
    is the monotonic time of the first window mapped after ``t``. How an outside check
    sees a window appear, independent of what the program prints."""

    _MAP_NOTIFY = 19
    _SUBSTRUCTURE_NOTIFY_MASK = 1 << 19

    def __init__(self, display: str) -> None:
        import ctypes
        import ctypes.util
        import threading

        found = ctypes.util.find_library("X11")
        if found is None:
            raise SystemExit("libX11 is needed to watch windows being mapped")
        self._xlib = xlib = ctypes.CDLL(found)
        xlib.XOpenDisplay.restype = ctypes.c_void_p
        xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
        for name in ("XDefaultRootWindow", "XConnectionNumber", "XPending", "XCloseDisplay"):
            getattr(xlib, name).argtypes = [ctypes.c_void_p]
        xlib.XDefaultRootWindow.restype = ctypes.c_ulong
        xlib.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
        xlib.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        xlib.XFlush.argtypes = [ctypes.c_void_p]
        self._connection = xlib.XOpenDisplay(display.encode())
        if not self._connection:
            raise SystemExit(f"cannot open X display {display}")
        root = xlib.XDefaultRootWindow(self._connection)
        xlib.XSelectInput(self._connection, root, self._SUBSTRUCTURE_NOTIFY_MASK)
        xlib.XFlush(self._connection)
        self._event = ctypes.create_string_buffer(192)  # sizeof(XEvent)
        self._maps: list[float] = []
        self._lock = threading.Lock()
        self._stop = False
        self._thread = threading.Thread(target=self._listen, daemon=True)
        self._thread.start()

    def _listen(self) -> None:
        import select

        xlib, connection = self._xlib, self._connection
        socket = xlib.XConnectionNumber(connection)
        while not self._stop:
            select.select([socket], [], [], 0.1)
            while xlib.XPending(connection):
                xlib.XNextEvent(connection, self._event)
                if int.from_bytes(self._event.raw[:4], "little") == self._MAP_NOTIFY:
                    with self._lock:
                        self._maps.append(time.monotonic())

    def mapped_after(self, start: float, wait_s: float = 5.0) -> float | None:
        deadline = time.monotonic() + wait_s
        while time.monotonic() < deadline:
            with self._lock:
                later = [t for t in self._maps if t >= start]
            if later:
                return later[0]
            time.sleep(0.01)
        return None

    def close(self) -> None:
        self._stop = True
        self._thread.join()
        self._xlib.XCloseDisplay(self._connection)
