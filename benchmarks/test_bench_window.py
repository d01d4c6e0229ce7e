"""What the player waits for at the window: the start against a bare PySide6 window, a
resize to a complete frame, and quitting, fresh and after a long session (the scripts
``startup_ratio.py``, ``resize_repaint.py``, ``quit_time.py`` and ``long_session_quit.py``,
a few rounds each, their tables printed at
the end). The start and the quit need an X screen: ``$DISPLAY``, or ``LLK_BENCH_XVFB``
naming a display number for an Xvfb of their own (``:41``); else they are skipped.

Not part of the test run: ``python -m pytest benchmarks -p no:cacheprovider -k window``.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from typing import Any

import pytest

from benchmarks import long_session_quit, quit_time, resize_repaint, startup_ratio
from benchmarks.conftest import closing_table
from benchmarks.real_window import x_screen

ROUNDS = 5
_tables: dict[str, list[str]] = {}


@pytest.fixture(scope="module")
def display() -> Iterator[str]:
    xvfb = os.environ.get("LLK_BENCH_XVFB")
    if not os.environ.get("DISPLAY") and not (xvfb and shutil.which("Xvfb")):
        pytest.skip("no X screen: set DISPLAY, or LLK_BENCH_XVFB=:NN with Xvfb installed")
    with x_screen(xvfb) as found:
        yield found


def test_start_to_the_first_window_against_a_bare_one(benchmark: Any, display: str) -> None:
    racing = benchmark.pedantic(startup_ratio.measure, (display, ROUNDS), rounds=1)
    _tables["start to the first window"] = startup_ratio.report(racing)
    benchmark.extra_info["ratio painted"] = startup_ratio.ratio(racing[0], racing[1])
    benchmark.extra_info["ratio mapped"] = startup_ratio.ratio(racing[0], racing[1], mapped=True)


def test_resize_to_a_complete_frame(benchmark: Any) -> None:
    found = benchmark.pedantic(resize_repaint.measure, (ROUNDS, ()), rounds=1)
    _tables["resize to a complete frame"] = resize_repaint.report(found)


def test_quit_to_the_end_of_the_process(benchmark: Any, display: str) -> None:
    quitters = benchmark.pedantic(quit_time.measure, (display, ROUNDS, 2.0, ()), rounds=1)
    _tables["quit to the end of the process"] = quit_time.report(quitters)


def test_quit_after_a_long_session(benchmark: Any, display: str) -> None:
    rounds = 10
    found = benchmark.pedantic(long_session_quit.measure, (display, 3, rounds), rounds=1)
    _tables["quit after a long session"] = long_session_quit.report(found, rounds)
    benchmark.extra_info["longest quit s"] = max(quit_s for quit_s, _counts in found)


@closing_table
def _print_tables(terminalreporter: pytest.TerminalReporter) -> None:
    for title, lines in _tables.items():
        terminalreporter.section(title)
        for line in lines:
            terminalreporter.write_line(line)
