"""The frame gaps and the CPU of a race in the real window: 5 masters on a 16 x 30 board
under "down", the player's board and the five thumbnails drawn as in play.

usage: python benchmarks/race_frames.py [SECONDS] [--repaint]   (on an X display)

A probe timer ticks every 16 ms (60 frames a second); the longest gap between two of its
ticks is the longest the window went without being able to draw a frame, with the
race's timer, the rivals' moves and the thumbnails' repaints all in the same event
loop. With --repaint the probe also repaints the whole window at each tick (more than
play ever asks: the board repaints only what moves). The CPU is the process's time over
the wall time. Not a test: its figures depend on the machine.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, Qt, QTimer
from PySide6.QtWidgets import QApplication

from llk.app import build, configure, install_translator
from llk.model import ShiftMode
from llk.model.records.preferences import Language, Timing
from llk.model.versus.race import RaceRules
from llk.model.versus.rivals import Strength


def main(seconds: float, repaint: bool) -> None:
    app = QApplication(sys.argv[:1])
    configure(app)
    install_translator(app, Language.EN)
    folder = Path(tempfile.mkdtemp(prefix="llk-race-frames-"))
    parts = build(Timing(), folder=folder)
    prefs = parts.preferences.preferences
    big = replace(prefs.game, rows=16, cols=30, kinds=36, levels=False, gravity=ShiftMode.DOWN)
    parts.preferences.change(replace(prefs, game=big))
    parts.window.resize(1366, 740)
    parts.window.show()
    parts.window.activateWindow()
    parts.race_driver.count_in_ms = 0
    race = parts.versus_flow.race([Strength.MASTER] * 5, RaceRules(idle_out=False), seed=8)
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed()]

    def probe() -> None:
        now = clock.nsecsElapsed()
        gaps.append((now - last[0]) / 1e6)
        last[0] = now
        if repaint:
            parts.window.update()

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)  # a coarse timer may drift by 5% itself
    timer.setInterval(16)
    timer.timeout.connect(probe)
    timer.start()
    cpu0, wall0 = time.process_time(), time.monotonic()
    QTimer.singleShot(round(seconds * 1000), app.quit)
    app.exec()
    cpu, wall = time.process_time() - cpu0, time.monotonic() - wall0
    gaps = gaps[5:]  # the first frames lay the window out
    print(
        f"{len(gaps)} frames over {wall:.1f} s, race at {race.now:.1f} s, "
        f"rivals' pairs {[r.pairs for r in race.racers[1:]]}\n"
        f"frame gap: median {statistics.median(gaps):.1f} ms, "
        f"99th {sorted(gaps)[int(len(gaps) * 0.99)]:.1f} ms, longest {max(gaps):.1f} ms, "
        f"{sum(g > 20 for g in gaps)} over 20 ms\n"
        f"CPU: {cpu / wall:.0%} of one core"
    )


if __name__ == "__main__":
    numbers = [a for a in sys.argv[1:] if not a.startswith("--")]
    main(float(numbers[0]) if numbers else 60.0, "--repaint" in sys.argv)
