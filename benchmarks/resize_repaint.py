"""How long a resize of the game's window takes to a complete frame, at 1080p and at 4K
with a scale factor of 2; and how long the sharpening after it holds the window.

Each round runs, in a process of its own per version (the installed code, and that of
each ``--source`` checkout, in turn), the game headless (Qt's offscreen platform) in a
window of 1000 x 680 playing a 16 x 30 board, then resizes it to the target size: a
frame is the resize handled, the layout settled and the whole window painted
(``QWidget.grab``), timed from before the resize. Then the window rests (any timer
that sharpens the pictures runs) and a frame is timed again: the cost of sharpening,
paid once the resize is over.

By hand::

    .venv/bin/python -m benchmarks.resize_repaint --runs 5
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from benchmarks.real_window import add_sources, fresh_home, game_versions

CASES = {"1080p": ("1", 1920, 1080), "4K, scale 2": ("2", 1920, 1080)}
"""Name: (QT_SCALE_FACTOR, logical width, height)."""

CHILD = """
import json, os, sys, time
from PySide6.QtCore import QCoreApplication, QElapsedTimer
from PySide6.QtWidgets import QApplication
from llk.app import build, configure
from llk.model import GameSettings
from llk.model.records.preferences import Timing

app = QApplication([]); configure(app)
parts = build(Timing(link_ms=0, fade_ms=0, shuffle_ms=0, flash_ms=0, float_ms=0))
window = parts.window
window.resize(1000, 680); window.show()
parts.controller.new_game(7, GameSettings(rows=16, cols=30, kinds=48))
for _ in range(5):
    app.processEvents()
window.grab()

def frame():
    start = time.perf_counter()
    app.processEvents()
    window.grab()
    return time.perf_counter() - start

width, height = int(sys.argv[1]), int(sys.argv[2])
start = time.perf_counter()
window.resize(width, height)
while window.backdrop.width() != width:  # the layout has reached the backdrop
    app.processEvents()
resized = time.perf_counter() - start + frame()
rest = QElapsedTimer(); rest.start()
while rest.elapsed() < 1000:  # the window rests: a timer that sharpens it fires
    sharpening = time.perf_counter()
    app.processEvents()
    spent = time.perf_counter() - sharpening
    if spent > 0.002:
        break
else:
    spent = 0.0
print(json.dumps({"resize": resized, "sharpen": spent + frame()}), flush=True)
"""
"""The measurement, in a process of its own (the scale factor is set before Qt starts)."""


def run_once(command_env: dict[str, str], scale: str, width: int, height: int) -> dict[str, float]:
    with fresh_home() as home:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env.update(command_env, **home, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR=scale)
        done = subprocess.run(
            [sys.executable, "-c", CHILD, str(width), str(height)],
            env=env,
            cwd=home["XDG_DATA_HOME"],  # not a checkout: its llk would come first
            capture_output=True,
            text=True,
            timeout=300,
            check=True,
        )
    result: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def measure(runs: int, sources: Sequence[Path]) -> dict[str, dict[str, list[dict[str, float]]]]:
    """Per version and case, every round's figures; one warm-up run of each first."""
    versions = {name: env for name, _command, env in game_versions(sources)}
    found: dict[str, dict[str, list[dict[str, float]]]] = {v: {} for v in versions}
    for round_number in range(runs + 1):
        for case, (scale, width, height) in CASES.items():
            for version, env in versions.items():
                figures = run_once(env, scale, width, height)
                if round_number:
                    found[version].setdefault(case, []).append(figures)
    return found


def report(found: dict[str, dict[str, list[dict[str, float]]]]) -> list[str]:
    lines = [f"{'':<34}{'case':<14}{'resize to frame ms':>20}{'sharpening ms':>15}"]
    for version, cases in found.items():
        for case, rounds in cases.items():
            resize = statistics.median(r["resize"] for r in rounds) * 1e3
            sharpen = statistics.median(r["sharpen"] for r in rounds) * 1e3
            lines.append(f"{version[:34]:<34}{case:<14}{resize:>20.0f}{sharpen:>15.0f}")
    rounds_run = len(next(iter(next(iter(found.values())).values())))
    lines.append(f"medians of {rounds_run} interleaved rounds")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="rounds (default 5)")
    add_sources(parser)
    args = parser.parse_args(argv)
    print("\n".join(report(measure(args.runs, args.source))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
