"""The time warnings: 30 s and 10 s left, each said once, again only after time won back."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from llk.model.game.time_warnings import REARM_S, WARNING_MARKS_S, TimeWarnings

seconds = st.floats(0, 120, allow_nan=False)


def warned(start: float | None, readings: list[float]) -> list[tuple[int, float]]:
    """The warnings said over ``readings`` of a clock starting at ``start``: (mark, reading)."""
    warnings = TimeWarnings(start)
    said = []
    for left in readings:
        mark = warnings.update(left)
        if mark is not None:
            said.append((mark, left))
    return said


def test_a_falling_clock_warns_at_30_then_at_10() -> None:
    readings = [60 - 0.1 * k for k in range(600)]
    said = warned(60, readings)
    assert [mark for mark, _ in said] == [30, 10]
    assert 29.9 < said[0][1] <= 30 and 9.9 < said[1][1] <= 10


@given(start=seconds, readings=st.lists(seconds, max_size=60))
def test_a_mark_never_warns_twice_without_the_clock_climbing_back_above_it(
    start: float, readings: list[float]
) -> None:
    """Before each warning for a mark, the clock stood above it: at the start, or
    `REARM_S` above it since the last warning for that mark."""
    warnings = TimeWarnings(start)
    above = {mark: start > mark for mark in WARNING_MARKS_S}
    for left in readings:
        mark = warnings.update(left)
        if mark is not None:
            assert above[mark]
            above[mark] = False
        for m in WARNING_MARKS_S:
            above[m] = above[m] or left >= m + REARM_S


@given(start=seconds, readings=st.lists(seconds, max_size=60))
def test_every_warning_is_true_when_said_and_the_lowest_mark_passed(
    start: float, readings: list[float]
) -> None:
    warnings = TimeWarnings(start)
    for left in readings:
        armed = warnings.armed
        mark = warnings.update(left)
        passed = [m for m in armed if left <= m]
        assert mark == (min(passed) if passed else None)
        assert mark is None or left <= mark


@given(start=st.floats(0, 30), readings=st.lists(st.floats(0, 30 + REARM_S - 0.01), max_size=40))
def test_a_game_that_starts_below_a_mark_does_not_warn_for_it(
    start: float, readings: list[float]
) -> None:
    assert 30 not in [mark for mark, _ in warned(start, readings)]


def test_time_won_back_warns_again_when_it_runs_short_again() -> None:
    """A +5 s timer tile at 29 s: 34 s, then 30 s again is news; a 1 s bonus is not."""
    assert [m for m, _ in warned(40, [30, 29, 34, 30])] == [30, 30]
    assert [m for m, _ in warned(40, [30, 29, 30.5, 29.5, 31, 30])] == [30]


def test_an_untimed_game_never_warns() -> None:
    warnings = TimeWarnings(None)
    assert warnings.armed == frozenset() and warnings.update(None) is None
    assert warnings.update(5) is None
