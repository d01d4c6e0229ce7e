"""The score and the combo: what a pair earns, what an undo costs."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from llk.model.game.scoring import BASE_POINTS, MAX_COMBO, UNDO_PENALTY, Score

WINDOW_S = 3.0


def test_quick_pairs_build_the_combo_and_a_slow_one_starts_it_again() -> None:
    score = Score(0, 0, 0, WINDOW_S)
    assert [score.pair(now, earned=True) for now in (0, 1, 2, 9)] == [10, 20, 30, 10]
    assert (score.points, score.combo, score.best_combo) == (70, 1, 3)


def test_an_undo_costs_the_pair_and_the_penalty_and_ends_the_combo() -> None:
    score = Score(0, 0, 0, WINDOW_S)
    score.pair(0, earned=True)
    points = score.pair(1, earned=True)
    assert score.undo(points) == -(points + UNDO_PENALTY)
    assert score.combo == 0 and score.best_combo == 2
    assert score.pair(2, earned=True) == BASE_POINTS  # no combo across an undo


def test_show_me_pairs_earn_nothing_and_build_no_combo() -> None:
    score = Score(5, 0, 0, WINDOW_S)
    assert [score.pair(now, earned=False) for now in (0, 1, 2)] == [0, 0, 0]
    assert (score.points, score.combo) == (5, 1)


@given(st.lists(st.tuples(st.floats(0, 10), st.booleans()), max_size=30))
def test_the_combo_stays_in_range_and_every_point_is_counted(
    pairs: list[tuple[float, bool]],
) -> None:
    score, now, total = Score(0, 0, 0, WINDOW_S), 0.0, 0
    for gap, earned in pairs:
        now += gap
        points = score.pair(now, earned)
        assert 1 <= score.combo <= min(MAX_COMBO, score.best_combo)
        assert points == (BASE_POINTS * score.combo if earned else 0)
        total += points
    assert score.points == total
