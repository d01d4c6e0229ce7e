"""The game ends cleanly with the accessibility bus running, as on a desktop with a
screen reader (and as `.ci/orca.sh` runs it): on quit (Ctrl+Q, the window closed) and on
SIGTERM (a logout), status 0. It ended with a segmentation fault (139) on SIGTERM, in
PySide's own exit handler tearing every widget down while the bridge was told of each
(`llk.app.end_process` no longer runs it).

The game runs in a session bus of its own (dbus-run-session), with the bus launcher of
at-spi2-core on it, a virtual X screen (Xvfb: Qt's offscreen platform has no
accessibility bridge) and Qt's accessibility always on. Skipped, saying why, only where
those system tools are missing; CI installs them."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.conftest import WAIT_S

LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
missing = [tool for tool in ("dbus-run-session", LAUNCHER, "Xvfb") if shutil.which(tool) is None]
pytestmark = pytest.mark.skipif(
    bool(missing), reason=f"needs {' and '.join(missing)} (Debian: dbus, at-spi2-core, xvfb)"
)

GAME = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QApplication
    import llk.app

    play = llk.app.play
    def playing(window, *args):
        play(window, *args)
        def on():  # the bridge is on the bus, and the game is dealt
            print("ACCESSIBLE", QAccessible.isActive(), flush=True)
        QTimer.singleShot(0, on)
    llk.app.play = playing
    sys.exit(llk.app.main(sys.argv[1:]))
    """
)

SESSION = """
Xvfb -displayfd 3 -screen 0 1280x800x24 3>"$HOME_DIR/display" 2>/dev/null &
screen=$!
until [ -s "$HOME_DIR/display" ]; do sleep 0.05; done
export DISPLAY=":$(cat "$HOME_DIR/display")"
{launcher} --launch-immediately &
bus=$!
"$@" &
game=$!
echo "GAME $game"
wait $game
status=$?
kill $bus $screen
exit $status
"""


def run_with_bus(home: Path, quit_after: str | None = None) -> subprocess.Popen[str]:
    """The game on a session bus of its own with the accessibility bus (its process id
    is said first: ``GAME <pid>``); the process returned ends with the game's status.
    ``quit_after``: close the window as the player does
    that many seconds after it is on screen (`llk.app.quit_when_shown`)."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "xcb",  # offscreen has no accessibility bridge
        "HOME_DIR": str(home),
        "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
    }
    if quit_after is not None:
        env["LLK_QUIT_WHEN_SHOWN"] = quit_after
    session = SESSION.format(launcher=LAUNCHER)
    command = [sys.executable, "-c", GAME, "--seed", "7"]
    return subprocess.Popen(
        ["dbus-run-session", "--", "bash", "-c", session, "session", *command],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def wait_until_playing(game: subprocess.Popen[str]) -> tuple[int, str]:
    """The game's process id, once it plays with the bridge on the bus, and what it
    printed until then."""
    output = game.stdout
    assert output is not None
    lines = []
    for line in iter(output.readline, ""):
        lines.append(line)
        if line.startswith("ACCESSIBLE"):
            break
    assert lines[-1].split() == ["ACCESSIBLE", "True"], f"not accessible: {lines}"
    [pid] = [int(line.split()[1]) for line in lines if line.startswith("GAME ")]
    return pid, "".join(lines)


def test_sigterm_with_the_accessibility_bus_ends_the_game_with_status_0(tmp_path: Path) -> None:
    game = run_with_bus(tmp_path)
    pid, _ = wait_until_playing(game)
    os.kill(pid, signal.SIGTERM)
    out, _ = game.communicate(timeout=WAIT_S)
    assert game.returncode == 0, out


def test_quitting_with_the_accessibility_bus_ends_the_game_with_status_0(tmp_path: Path) -> None:
    game = run_with_bus(tmp_path, quit_after="0.5")
    _, before = wait_until_playing(game)
    out, _ = game.communicate(timeout=WAIT_S)
    assert game.returncode == 0, out
    assert "closing" in before + out
