"""Quitting ends the process as soon as the game is kept: no teardown of the interpreter
after the window has gone, and nothing lost or left behind."""

from __future__ import annotations

from pathlib import Path

from tests.app.files.test_nothing_lost import run_game, saved_in

QUITS_WHILE_THE_SOLVER_THINKS = """
import atexit
import sys

window_parts = []


def count_deleted():  # registered first, so run last: after every later exit handler
    import shiboken6

    deleted = sum(not shiboken6.isValid(part) for part in window_parts)
    print("DELETED", deleted, "OF", len(window_parts), flush=True)


atexit.register(count_deleted)

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication
from llk.app import main
from llk.controller.solver_service import _Process


class Canary:
    def __del__(self):
        print("TORN DOWN", flush=True)  # only while the interpreter is torn down


canary = Canary()
start = _Process._start


def started(self):
    start(self)
    print("SOLVER", self._process.pid, flush=True)
    window = next(w for w in QApplication.topLevelWidgets() if type(w).__name__ == "MainWindow")

    def ended():  # the event loop's end: what is left of the window then
        window_parts.extend([window, *window.findChildren(QObject)])

    QApplication.instance().aboutToQuit.connect(ended)
    QTimer.singleShot(0, window.close)  # as the player closes it


_Process._start = started
sys.exit(main(["--seed", "7"]))
"""


def test_closing_ends_the_process_without_tearing_it_down_and_loses_nothing(
    tmp_path: Path,
) -> None:
    """The process lingered 1.2 to 1.9 s after its window closed, freeing every widget
    and every position of the game one by one; that teardown is skipped now, and the
    saved game, the settings and the end of the solver's process do not depend on it.
    Qt's own teardown is skipped as well: PySide's exit handler deleted the window and
    every part of it (hundreds after a fresh deal, more with every dialog, pixmap and
    cache of a long session), and crashed at every quit with an accessibility bus."""
    config = tmp_path / "config" / "LLK"
    config.mkdir(parents=True)
    (config / "LLK.conf").write_text("[General]\nsettings_format=2\n\n[game]\nsolvable=false\n")
    game = run_game(tmp_path, QUITS_WHILE_THE_SOLVER_THINKS)
    out, _ = game.communicate(timeout=60)
    assert game.returncode == 0, out
    assert "TORN DOWN" not in out
    [deleted] = [line.split() for line in out.splitlines() if line.startswith("DELETED")]
    assert int(deleted[3]) > 100 and int(deleted[1]) == 0, deleted  # the exit handlers ran
    [solver] = [int(line.split()[1]) for line in out.splitlines() if line.startswith("SOLVER")]
    assert not _running(solver)  # ended, not left orphaned
    kept = saved_in(tmp_path)
    assert kept is not None and kept["seed"] == 7
    assert "geometry" in (config / "LLK.conf").read_text()  # the window's place is kept
    assert not list((tmp_path / "data").glob("**/*.lock"))  # the folder is let go


def _running(pid: int) -> bool:
    """Whether process ``pid`` runs (one that ended but is not yet reaped does not)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(") ", 1)[1][0]
    except OSError:
        return False
    return state != "Z"
