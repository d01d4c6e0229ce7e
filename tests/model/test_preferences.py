"""Preferences: ranges and choices declared once, and the animation timing they give."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model import ParameterError
from llk.model.fields import choices_of, range_of
from llk.model.preferences import ANIMATIONS, LANGUAGES, THEMES, Preferences, Timing


def test_the_choices_are_the_declared_lists() -> None:
    assert choices_of(Preferences, "theme") == THEMES
    assert choices_of(Preferences, "language") == LANGUAGES
    assert choices_of(Preferences, "animation") == tuple(ANIMATIONS)


@given(st.one_of(st.integers(-(10**6), 10**6), st.floats()))
def test_link_ms_is_accepted_exactly_as_a_whole_number_within_its_range(value: float) -> None:
    low, high = range_of(Preferences, "link_ms")
    if isinstance(value, int) and low <= value <= high:
        assert Preferences(link_ms=value).link_ms == value
    else:
        with pytest.raises(ParameterError) as raised:
            Preferences(link_ms=value)  # type: ignore[arg-type]
        assert raised.value.field == "link_ms"


@pytest.mark.parametrize("name", ["theme", "language", "animation"])
def test_an_unknown_choice_names_its_field(name: str) -> None:
    with pytest.raises(ParameterError) as raised:
        Preferences(**{name: "purple"})  # type: ignore[arg-type]
    assert raised.value.field == name


def test_the_animation_speed_scales_the_timing() -> None:
    assert Preferences().timing() == Timing()
    fast = Preferences(animation="fast", link_ms=200).timing()
    assert fast.link_ms == 200 and fast.fade_ms == Timing.fade_ms // 2
    off = Preferences(animation="off").timing()
    assert off.fade_ms == off.shuffle_ms == off.shake_ms == 0 and off.link_ms == Timing.link_ms
    assert off.count_ms == off.celebration_ms == 0  # the result screen's motion too
