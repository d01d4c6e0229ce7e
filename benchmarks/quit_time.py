"""How long the game's process outlives its window: from closing it, and from SIGTERM.

Each round starts the installed game (and the game of each ``--source`` checkout, in
turn) on a 16 x 30 board dealt without the fair-deal guarantee, so the solver's
process is busy searching when the game quits. ``LLK_QUIT_WHEN_SHOWN`` closes the
window ``--play`` seconds after it is first shown and prints the time it does; in the
other half of the rounds this script sends SIGTERM (a logout) at that point instead.
The report gives the medians from closing and from the signal to the process's end, as
its parent sees it (the goal: under 0.3 s).

By hand, on an X screen of its own::

    .venv/bin/python -m benchmarks.quit_time --xvfb :42 --runs 7
"""

from __future__ import annotations

import signal
import subprocess
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from benchmarks.real_window import (
    TIMEOUT_S,
    Program,
    add_sources,
    fresh_home,
    game_process,
    game_versions,
    median_ms,
    screen_options,
    x_screen,
)

SETTINGS = """[General]
settings_format=2

[game]
solvable=false
rows=16
cols=30
kinds=48
"""
"""A board the solver is still thinking about when the game quits."""


@dataclass
class Quitter(Program):
    """One version of the game, and how long its process outlived each quit."""

    after_close: list[float] = field(default_factory=list)
    after_signal: list[float] = field(default_factory=list)

    def run_once(self, display: str, play_s: float, by_signal: bool) -> None:
        with fresh_home() as home:
            (Path(home["XDG_CONFIG_HOME"]) / "LLK").mkdir()
            (Path(home["XDG_CONFIG_HOME"]) / "LLK" / "LLK.conf").write_text(SETTINGS)
            wait = "600" if by_signal else str(play_s)
            extra = {**self.env, "LLK_QUIT_WHEN_SHOWN": wait}
            with game_process(self.command, display, home, extra) as process:
                quit_at = self._quit(process, play_s, by_signal)
                process.wait(TIMEOUT_S)
                ended = time.monotonic()
        (self.after_signal if by_signal else self.after_close).append(ended - quit_at)

    def _quit(self, process: subprocess.Popen[str], play_s: float, by_signal: bool) -> float:
        """When the game was told to quit: the time it printed as it closed its window,
        or the time this script sent it SIGTERM."""
        assert process.stdout is not None
        for line in process.stdout:
            word, _, at = line.partition(" ")
            if word == "shown" and by_signal:
                time.sleep(play_s)
                sent = time.monotonic()
                process.send_signal(signal.SIGTERM)
                return sent
            if word == "closing":
                return float(at)
        raise SystemExit(f"{self.name} ended before it was told to quit")


def measure(display: str, runs: int, play_s: float, sources: Sequence[Path]) -> list[Quitter]:
    """``runs`` rounds, each quitting every version once by closing and once by SIGTERM."""
    quitters = [Quitter(*version) for version in game_versions(sources)]
    for _round in range(runs):
        for by_signal in (False, True):
            for quitter in quitters:
                quitter.run_once(display, play_s, by_signal)
    return quitters


def report(quitters: Sequence[Quitter]) -> list[str]:
    lines = [f"{'':<40}{'close to exit ms':>18}{'SIGTERM to exit ms':>20}"]
    for quitter in quitters:
        lines.append(
            f"{quitter.name[:40]:<40}{median_ms(quitter.after_close):>18}"
            f"{median_ms(quitter.after_signal):>20}"
        )
    lines.append(f"medians of {len(quitters[0].after_close)} interleaved rounds")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = screen_options(__doc__, runs=5)
    parser.add_argument("--play", type=float, default=2.0, help="seconds shown before quitting")
    add_sources(parser)
    args = parser.parse_args(argv)
    with x_screen(args.xvfb) as display:
        quitters = measure(display, args.runs, args.play, args.source)
    print("\n".join(report(quitters)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
