"""The real game on a real X screen, for the benchmarks that time what a player waits
for (start-up, quitting): an Xvfb of their own or ``$DISPLAY``, throw-away XDG folders,
the installed ``llk`` or a copy of the code from another checkout.

No test imports this module: it needs an X server, and its figures depend on the machine.
"""

from __future__ import annotations

import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

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


def game_command(source: Path | None) -> tuple[list[str], dict[str, str]]:
    """The command that starts the game, and what it needs in its environment: the
    installed ``llk`` (the entry point beside this Python), or the ``llk`` package of the
    checkout ``source`` run with this Python (to time an older version beside it)."""
    if source is None:
        script = Path(sys.executable).with_name("llk")
        return ([str(script)] if script.exists() else [sys.executable, "-m", "llk"]), {}
    path = os.pathsep.join([str(source), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return [sys.executable, "-m", "llk"], {"PYTHONPATH": path}


def run_env(display: str, extra: dict[str, str]) -> dict[str, str]:
    """This process's environment on ``display`` with Qt's X11 platform, plus ``extra``.

    Python may write its bytecode caches (``PYTHONDONTWRITEBYTECODE`` is dropped): a first
    run compiles what changed, as pip does when it installs, and no run after it pays
    for compiling.
    """
    dropped = ("QT_QPA_PLATFORM", "PYTHONDONTWRITEBYTECODE")
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


def median_ms(values: Sequence[float]) -> str:
    return f"{statistics.median(values) * 1e3:.0f}" if values else "-"
