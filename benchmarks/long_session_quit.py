"""How long the game's process outlives its window after a long session, not a fresh
start (``quit_time.py``): the reports had 1.3 to 2.1 s after campaign maps, races and a
20 x 30 board, against 0.03 s on a fresh game.

Each round starts the installed game on an X screen with empty XDG folders and drives,
inside that process, a session the way a player's goes (`play_session`): runs of levels
played out, campaign levels, races against five Masters, every dialog of the menus
opened and closed, 20 x 30 boards played out, and a last 20 x 30 board left half played
(its history kept as the window closes). Then it closes the window as the player does and
prints the time; this script times from there to the end of the process as its parent
sees it (the goal: under 0.3 s always). It also prints how many Python objects and
QObjects the session left, so a session twice as long shows whether anything grows.

Measured on two shared cores at 7027d96 (the 10-round session: up to 30 levels of
Endless, 20 campaign levels, 5 races, 4 boards of 20 x 30, 80 dialogs): a median of
122 ms from closing to the end (longest 135 ms, 3 sessions), of which the event loop's end
(the last save, the settings' file, the solver's process killed) takes 40 to 90 ms and
the kernel's end of the process the rest; a session of two rounds: 65 ms. The objects
left do not grow with the session (57,900 Python objects after 2 rounds, 58,450 after
10; 530 to 550 QObjects in the window). The process skips the interpreter's teardown
(`llk.app.end_process`).

That was not the whole of it: `end_process` still ran PySide's exit handler, which
deletes the application and every widget, pixmap and cache in C++ (31 to 71 ms after
one round, growing with the session), and on a desktop's accessibility bus (``--desktop``:
AT-SPI on, core dumps allowed) it crashed at every quit, fresh or not (SIGSEGV), so the
process ended only once its core was written: from the Ctrl+Q key (xdotool, 4K screen,
a scale of 2, Chinese) to the end, 315 ms after a fresh start, 556 ms after 2 rounds,
794 ms after 10 (a core of 146, 202, 224 MB; a desktop's crash reporter compresses it,
slower still). Without that handler (and its crash): ``--desktop --rounds 4`` on that
screen, a median of 95 ms (longest 126 ms) where it was 471 ms (575 ms, 2 of 2 crashed).

By hand, on an X screen of its own::

    .venv/bin/python -m benchmarks.long_session_quit --xvfb :42 --runs 3 --rounds 10
    QT_SCALE_FACTOR=2 .venv/bin/python -m benchmarks.long_session_quit --xvfb :42 \
        --screen 3840x2160 --desktop --rounds 4
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import Any

from benchmarks.real_window import (
    allow_core_dumps,
    desktop_session,
    fresh_home,
    game_process,
    median_ms,
    screen_options,
    x_screen,
)

SOURCE = Path(__file__).resolve().parents[1]
"""The checkout whose ``benchmarks`` package the session's process runs."""

TIMEOUT_S = 1200


def play_session(rounds: int) -> None:
    """Run the game (`llk.app.main`) in this process, play a session of ``rounds`` rounds
    by code once it is built, then close its window; prints ``closing <t>`` and the
    objects left. Its questions get fixed answers (the name "Bench", resume, give up)."""
    import gc

    from PySide6.QtCore import QObject, QTimer

    import llk.app

    built: dict[str, Any] = {}
    build, play = llk.app.build, llk.app.play

    def answered_build(*args: Any, **kwargs: Any) -> Any:
        parts = build(*args, **kwargs)
        questions = parts.questions
        questions.ask_name = lambda score: "Bench"  # type: ignore[method-assign]
        questions.ask_resume = lambda saved, note, asked_for=None: True  # type: ignore[method-assign]
        questions.ask_discard = lambda question, note: (True, False)  # type: ignore[method-assign]
        built["parts"] = parts
        return parts

    def driven_play(*args: Any, **kwargs: Any) -> None:
        play(*args, **kwargs)
        steps = _session(built["parts"], rounds)

        def step() -> None:
            if next(steps, None) is None:
                parts = built["parts"]
                print(f"objects {len(gc.get_objects())}", flush=True)
                print(f"qobjects {len(parts.window.findChildren(QObject))}", flush=True)
                print(f"closing {time.monotonic():.6f}", flush=True)
                parts.window.close()
            else:
                QTimer.singleShot(1, step)

        QTimer.singleShot(300, step)

    llk.app.build, llk.app.play = answered_build, driven_play
    llk.app.main([])


def _session(parts: Any, rounds: int) -> Iterator[bool]:
    """The session's steps, each yielded to let the event loop run between them."""
    from llk.model import GameSettings
    from llk.model.versus.race_setup import RaceRules

    game = parts.controller
    big = GameSettings(rows=20, cols=30, kinds=48, levels=False)
    for number in range(rounds):
        game.new_game(100 + number)
        for _level in range(3):
            yield from _play_out(parts)
            if not _level_cleared(parts):
                break
            game.next_level()
        for level in parts.campaign_flow.levels[2 * number : 2 * number + 2]:
            parts.campaign_flow.play(level.key)
            yield from _play_out(parts)
        if number % 2 == 0:
            yield from _race(parts, RaceRules(think=0.3), seed=number)
        for action in _dialog_actions(parts):
            action.trigger()
            yield True
            _close_dialogs(parts)
        if number % 3 == 0:
            game.new_game(number, big)
            yield from _play_out(parts)
    game.new_game(77, big)
    yield from _play_out(parts, pairs=120)


def _play_out(parts: Any, pairs: int = 10_000) -> Iterator[bool]:
    """Take the first pair free until the game is over (or ``pairs`` are taken), then
    close the result screen."""
    from llk.model import Phase, find_moves

    game = parts.controller
    for taken in range(pairs):
        moves = find_moves(game.game.board) if game.game.phase is Phase.PLAYING else []
        if not moves:
            break
        game.click(moves[0][0])
        game.click(moves[0][1])
        if taken % 20 == 0:
            yield True
    _close_dialogs(parts)
    yield True


def _level_cleared(parts: Any) -> bool:
    """Whether the run's level on the board was cleared (won: Endless goes on)."""
    from llk.model import Phase

    return parts.controller.game.phase is Phase.WON


def _race(parts: Any, rules: Any, seed: int) -> Iterator[bool]:
    """A race against five Masters, the player taking a pair every fifth frame."""
    from llk.model import find_moves
    from llk.model.versus.rivals import Strength

    driver, game = parts.race_driver, parts.controller
    driver.count_in_ms = 0
    parts.versus_flow.race([Strength.MASTER] * 5, rules, seed=seed)
    for frame in range(2000):
        driver.tick()
        if driver.race is None or driver.race.over:
            break
        moves = find_moves(game.game.board) if frame % 5 == 0 else []
        if moves:
            game.click(moves[0][0])
            game.click(moves[0][1])
        if frame % 50 == 0:
            yield True
    _close_dialogs(parts)
    parts.versus_flow.leave_game()
    yield True


def _dialog_actions(parts: Any) -> list[Any]:
    actions, menu = parts.actions, parts.menu_actions
    return [
        actions.choose_map,
        actions.map_editor,
        actions.campaign,
        actions.statistics,
        actions.high_scores,
        actions.achievements,
        menu.how_to_play,
        menu.preferences,
    ]


def _close_dialogs(parts: Any) -> None:
    from PySide6.QtWidgets import QApplication, QDialog

    for dialog in parts.window.findChildren(QDialog):
        if dialog.isVisible():
            dialog.reject()
    QApplication.processEvents()


def run_once(display: str, rounds: int, desktop: bool) -> tuple[float, dict[str, float]]:
    """One long session in a process of its own: seconds from closing to its end, and the
    counts it printed, with its exit ``status`` (below 0: the signal that ended it). On
    the ``desktop`` (`desktop_session`), a crash writes its core (in the throw-away
    folders) before the process ends, as under a desktop's crash reporter."""
    command = [sys.executable, "-m", "benchmarks.long_session_quit", "--play", str(rounds)]
    counts: dict[str, float] = {}
    bus_of: AbstractContextManager[dict[str, str]] = (
        desktop_session() if desktop else nullcontext({})
    )
    with fresh_home() as home, bus_of as bus:
        extra = {**bus, "PYTHONPATH": str(SOURCE)}
        dumps = allow_core_dumps if desktop else None
        with game_process(command, display, home, extra, preexec_fn=dumps) as process:
            assert process.stdout is not None
            for line in process.stdout:
                word, _, value = line.partition(" ")
                if word in ("objects", "qobjects", "closing"):
                    counts[word] = float(value)
                if word == "closing":
                    counts["status"] = process.wait(TIMEOUT_S)
                    return time.monotonic() - counts["closing"], counts
    raise SystemExit("the session ended before it closed its window")


def measure(
    display: str, runs: int, rounds: int, desktop: bool
) -> list[tuple[float, dict[str, float]]]:
    return [run_once(display, rounds, desktop) for _ in range(runs)]


def report(found: Sequence[tuple[float, dict[str, float]]], rounds: int) -> list[str]:
    seconds = [quit_s for quit_s, _counts in found]
    crashed = [counts["status"] for _quit_s, counts in found if counts["status"] != 0]
    last = found[-1][1] if found else {}
    return [
        f"close to exit after a session of {rounds} rounds: median {median_ms(seconds)} ms, "
        f"longest {max(seconds) * 1e3:.0f} ms of {len(seconds)}",
        f"exit statuses other than 0: {len(crashed)} of {len(found)} {sorted(set(crashed))}",
        f"left at the close: {last.get('objects', 0):.0f} Python objects, "
        f"{last.get('qobjects', 0):.0f} QObjects in the window",
    ]


def main(argv: Sequence[str] | None = None) -> int:
    parser = screen_options(__doc__, runs=3, unit="sessions")
    parser.add_argument("--rounds", type=int, default=10, help="rounds a session (default 10)")
    parser.add_argument(
        "--desktop",
        action="store_true",
        help="on a session bus with the accessibility bus (AT-SPI) on, core dumps allowed",
    )
    parser.add_argument("--screen", default="1366x768", help="the Xvfb's size (default 1366x768)")
    parser.add_argument("--play", type=int, metavar="ROUNDS", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.play is not None:  # the game's own process
        play_session(args.play)
        return 0
    with x_screen(args.xvfb, args.screen) as display:
        found = measure(display, args.runs, args.rounds, args.desktop)
    print("\n".join(report(found, args.rounds)))
    return 0


if __name__ == "__main__":  # not again in the solver's processes, which import __main__
    raise SystemExit(main())
