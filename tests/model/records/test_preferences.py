"""Preferences: ranges and choices declared once, and the animation timing they give."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model import ParameterError
from llk.model.fields import range_of
from llk.model.records.preferences import (
    ANIMATIONS,
    Animation,
    Language,
    Motion,
    Preferences,
    Theme,
    Timing,
)


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


@pytest.mark.parametrize("name", ["theme", "language", "animation", "motion"])
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
    assert off.reduced and off.float_ms == Timing.float_ms  # the points still show, in place


def test_reduced_motion_keeps_the_fades_and_the_news_and_drops_the_movement() -> None:
    reduced = Preferences(motion=Motion.REDUCED).timing()
    assert reduced.reduced and reduced.shake_ms == reduced.count_ms == reduced.celebration_ms == 0
    assert (reduced.fade_ms, reduced.shuffle_ms) == (Timing.fade_ms, Timing.shuffle_ms)
    assert (reduced.link_ms, reduced.float_ms, reduced.flash_ms) == (
        Timing.link_ms,
        Timing.float_ms,
        Timing.flash_ms,
    )
    fast = Preferences(motion=Motion.REDUCED, animation=Animation.FAST).timing()
    assert fast.fade_ms == Timing.fade_ms // 2 and fast.float_ms == Timing.float_ms // 2


@pytest.mark.parametrize(
    ("motion", "system", "reduced"),
    [
        (Motion.SYSTEM, False, False),
        (Motion.SYSTEM, True, True),
        (Motion.FULL, True, False),
        (Motion.REDUCED, False, True),
    ],
)
def test_the_motion_follows_the_system_only_when_asked(
    motion: Motion, system: bool, reduced: bool
) -> None:
    preferences = Preferences(motion=motion)
    assert preferences.reduces_motion(system) is reduced
    assert preferences.timing(system).reduced is reduced
    assert Preferences(motion=motion, animation=Animation.OFF).reduces_motion(system)


def test_sound_cues_are_off_unless_chosen_and_true_or_false() -> None:
    assert Preferences().sound_cues is False and Preferences().motion is Motion.SYSTEM
    with pytest.raises(ParameterError) as raised:
        Preferences(sound_cues="yes")  # type: ignore[arg-type]
    assert raised.value.field == "sound_cues"
