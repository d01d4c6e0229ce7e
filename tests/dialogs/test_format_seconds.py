"""Times read as a stopwatch shows them, the same in the tables and the charts."""

from hypothesis import given
from hypothesis import strategies as st

from llk.dialogs.scores import format_seconds
from llk.model.records.statistics import histogram


def test_a_stopwatch_reading() -> None:
    assert [format_seconds(s) for s in (0, 5.99, 6.0, 59.5, 60, 245.6, -3)] == [
        "0:00",
        "0:05",
        "0:06",
        "0:59",
        "1:00",
        "4:05",
        "0:00",
    ]


@given(st.lists(st.floats(0, 3600), min_size=1, max_size=30))
def test_the_best_time_reads_as_the_bar_that_holds_it(times: list[float]) -> None:
    first = histogram(times)[0]
    if first.high - first.low == 1:  # bars of one second: each names its seconds
        assert format_seconds(min(times)) == format_seconds(first.low)
