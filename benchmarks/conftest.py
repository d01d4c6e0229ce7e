"""Benchmark plumbing: a timing fixture that also ends the run with baseline/ours ratios."""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Callable
from typing import Any, TypeVar

import pytest

T = TypeVar("T")

_medians: defaultdict[str, dict[str, float]] = defaultdict(dict)
"""Median seconds per benchmark group, per contender ("ours", "baseline")."""


@pytest.fixture
def race(benchmark: Any) -> Callable[..., Any]:
    """Time ``function(*args)`` in a named group and keep its median for the closing table."""

    def run(group: str, contender: str, function: Callable[..., T], *args: Any) -> T:
        benchmark.group = group
        result: T = benchmark(function, *args)
        if benchmark.stats is not None:  # None when benchmarking is disabled
            _medians[group][contender] = benchmark.stats.stats.median
        return result

    return run


TableWriter = Callable[[pytest.TerminalReporter], None]
_tables: list[TableWriter] = []


def write_medians(
    reporter: pytest.TerminalReporter,
    title: str,
    times: dict[tuple[str, str], list[float]],
    widths: tuple[int, int],
    counted: str,
) -> bool:
    """A closing table ``title`` of ``times`` (seconds, by case and step), sorted: the
    median and the worst in ms, and how many ``counted`` were timed, the case and the
    step right-aligned in ``widths``. Whether there was any (none when the module's
    benchmarks did not run)."""
    if not times:
        return False
    reporter.section(title)
    case_width, step_width = widths
    for (case, step), t in sorted(times.items()):
        reporter.write_line(
            f"{case:>{case_width}} {step:>{step_width}}: median {statistics.median(t) * 1000:8.1f}"
            f"  worst {max(t) * 1000:8.1f}  ({len(t)} {counted})"
        )
    return True


def closing_table(write: TableWriter) -> TableWriter:
    """Decorator: ``write(terminalreporter)`` prints a module's summary at the end of the
    run, after pytest-benchmark's tables and the ratios."""
    _tables.append(write)
    return write


@pytest.hookimpl(trylast=True)  # after pytest-benchmark's own tables
def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Print ours vs baseline per group (the number this folder exists for), then the
    modules' own tables."""
    _ratios(terminalreporter)
    for write in _tables:
        write(terminalreporter)


def _ratios(terminalreporter: pytest.TerminalReporter) -> None:
    pairs = {g: m for g, m in _medians.items() if {"ours", "baseline"} <= m.keys()}
    if not pairs:
        return
    terminalreporter.section("baseline / ours (median times)")
    terminalreporter.write_line(f"{'group':<24}{'ours ms':>12}{'baseline ms':>14}{'ratio':>9}")
    for group, medians in pairs.items():
        ours, baseline = medians["ours"], medians["baseline"]
        terminalreporter.write_line(
            f"{group:<24}{ours * 1e3:>12.3f}{baseline * 1e3:>14.3f}{baseline / ours:>8.1f}x"
        )
