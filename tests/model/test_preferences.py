"""Preferences: ranges and choices declared once, and the animation timing they give."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model import ParameterError
from llk.model.fields import range_of
from llk.model.preferences import ANIMATIONS, Animation, Language, Preferences, Theme, Timing


def test_a_named_field_holds_its_member_and_refuses_other_words() -> None:
    read = Preferences(theme="dark", language="zh_CN", animation="off")  # type: ignore[arg-type]
    assert read.theme is Theme.DARK and read.language is Language.ZH_CN
    assert read.animation is Animation.OFF and set(ANIMATIONS) == set(Animation)
    with pytest.raises(
        ParameterError, match="unknown theme 'sepia'; choose one of system, light, dark"
    ):
        Preferences(theme="sepia")  # type: ignore[arg-type]


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
    fast = Preferences(animation=Animation.FAST, link_ms=200).timing()
    assert fast.link_ms == 200 and fast.fade_ms == Timing.fade_ms // 2
    off = Preferences(animation=Animation.OFF).timing()
    assert off.fade_ms == off.shuffle_ms == off.shake_ms == 0 and off.link_ms == Timing.link_ms
    assert off.count_ms == off.celebration_ms == 0  # the result screen's motion too
