"""Time to the first visible window: the game against a bare PySide6 window, side by side.

Each round starts, in turn (the order rotating from round to round), a bare script that
shows a QMainWindow of the game's size and the installed game with ``LLK_QUIT_WHEN_SHOWN``
set; both print the monotonic time their window is first exposed and painted, and quit.
A start counts from just before the process is made to that time, with empty XDG config
and data folders (a first start) and the system's KMahjongg sets where installed; and,
as an outside check sees it, to the moment the X server maps its first window
(`MapWatch`). The report gives the medians and the game's ratios to the bare window
(the goal: at most 1.5), and how long each took from its first showing, through
closing, to its exit.

The game shows its window first as a bare frame and builds the rest into it
(`llk.app.main`): its times here are those of that frame, and its exit includes the
building, which the start finishes before it handles the close. Medians of 9
interleaved rounds on two shared cores: 143 ms mapped (1.34 times the bare window's
107 ms) and 149 ms painted (1.33), where the start that built the whole game before
showing its window took 247 (2.32) and 310 (2.76) in the same rounds. The ratios are
higher on an idle machine: 1.45 and 1.41 beside a bare window of 92 ms, measured before
the socket of `SingleInstance` waited for the first frame (7 ms less since).

By hand, on an X screen of its own::

    .venv/bin/python -m benchmarks.startup_ratio --xvfb :41 --runs 9

``--source DIR`` adds the game of another checkout to each round (to time a version
before a change beside it). ``test_bench_window.py`` runs it under pytest-benchmark.
"""

from __future__ import annotations

import itertools
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from benchmarks.real_window import (
    TIMEOUT_S,
    MapWatch,
    Program,
    add_sources,
    fresh_home,
    game_process,
    game_versions,
    median_ms,
    screen_options,
    shown_at,
    x_screen,
)

BARE = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setWindowTitle("bare")
window.resize(1000, 680)
window.show()
handle = window.windowHandle()


def shown():
    print(f"shown {time.monotonic():.6f}", flush=True)
    window.close()


class FirstExpose(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Expose and handle.isExposed():
            handle.removeEventFilter(self)
            QTimer.singleShot(0, shown)
        return False


handle.installEventFilter(FirstExpose(window))
sys.exit(app.exec())
"""
"""The bare window, shown and timed the way `llk.app.quit_when_shown` shows the game."""


@dataclass
class Contender(Program):
    """One program started in every round, and what its starts took."""

    to_shown: list[float] = field(default_factory=list)
    """Seconds from process start to its window first shown (exposed and painted)."""
    to_mapped: list[float] = field(default_factory=list)
    """Seconds from process start to its first window mapped on the X screen."""
    to_exit: list[float] = field(default_factory=list)
    """Seconds from that showing (it then closes its window) to the process's end."""

    def start_once(self, display: str, watch: MapWatch) -> None:
        with fresh_home() as home:
            extra = {**self.env, "LLK_QUIT_WHEN_SHOWN": "0"}
            started = time.monotonic()
            with game_process(self.command, display, home, extra) as process:
                shown = shown_at(process)
                process.wait(TIMEOUT_S)
            ended = time.monotonic()
        mapped = watch.mapped_after(started)
        if shown is None or mapped is None:
            raise SystemExit(f"{self.name} ended without showing its window")
        self.to_shown.append(shown - started)
        self.to_mapped.append(mapped - started)
        self.to_exit.append(ended - shown)


def contenders(sources: Sequence[Path]) -> list[Contender]:
    """The bare window, the installed game, and the game of each checkout in ``sources``."""
    bare = Contender("bare PySide6", [sys.executable, "-c", BARE], {})
    return [bare, *(Contender(*version) for version in game_versions(sources))]


def measure(display: str, runs: int, sources: Sequence[Path] = ()) -> list[Contender]:
    """``runs`` rounds, each starting every contender once; one warm-up round first
    (the disk cache), not counted."""
    racing = contenders(sources)
    watch = MapWatch(display)
    try:
        for contender in racing:
            contender.start_once(display, watch)
            contender.to_shown.clear()
            contender.to_mapped.clear()
            contender.to_exit.clear()
        order = itertools.cycle(range(len(racing)))
        for _round in range(runs):
            first = next(order)
            for contender in racing[first:] + racing[:first]:
                contender.start_once(display, watch)
    finally:
        watch.close()
    return racing


def ratio(bare: Contender, game: Contender, mapped: bool = False) -> float:
    """The game's median time to its window over the bare window's: to the window painted,
    or (``mapped``) to the window mapped."""
    if mapped:
        return statistics.median(game.to_mapped) / statistics.median(bare.to_mapped)
    return statistics.median(game.to_shown) / statistics.median(bare.to_shown)


def report(racing: Sequence[Contender]) -> list[str]:
    bare = racing[0]
    lines = [f"{'':<32}{'mapped ms':>10}{'ratio':>7}{'painted ms':>12}{'ratio':>7}{'exit ms':>9}"]
    for contender in racing:
        lines.append(
            f"{contender.name[:32]:<32}{median_ms(contender.to_mapped):>10}"
            f"{ratio(bare, contender, mapped=True):>7.2f}{median_ms(contender.to_shown):>12}"
            f"{ratio(bare, contender):>7.2f}{median_ms(contender.to_exit):>9}"
        )
    lines.append("exit: from the first showing (the window then closes) to the end of the process")
    lines.append(f"medians of {len(bare.to_shown)} interleaved rounds")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = screen_options(__doc__, runs=7)
    add_sources(parser)
    args = parser.parse_args(argv)
    with x_screen(args.xvfb) as display:
        racing = measure(display, args.runs, args.source)
    print("\n".join(report(racing)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
