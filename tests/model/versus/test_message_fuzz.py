"""Every reader of a message from the network, fed anything: arbitrary JSON values,
valid messages spoilt anywhere in their depth, arbitrary text. It reads a message or
raises `MessageError`; any other exception fails the test. A race setup's own reader,
which a start uses, is held to a ValueError the same way."""

from __future__ import annotations

import contextlib
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from llk.model.versus import messages
from llk.model.versus.messages import LARGEST, Bounds, MessageError
from llk.model.versus.race_setup import RaceSetup
from tests.model.versus.message_examples import SETUPS, every_message

scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(-2, 50)
    | st.floats()
    | st.text(max_size=12)
    | st.sampled_from([*messages.KINDS, "click", "prop", "freeze", "a@b", "malformed"])
)
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=30,
)
bounds = st.sampled_from([LARGEST, Bounds(4, 6, 2), Bounds(1, 1, 1)])


def _spoil(data: Any, path: list[int], value: Any) -> Any:
    """``data`` with the item ``path`` picks (each index taken modulo the items there)
    put to ``value``, or dropped when ``value`` is the dropping sentinel. O(depth)."""
    if not path or not isinstance(data, dict | list) or not data:
        return value
    keys = list(data) if isinstance(data, dict) else list(range(len(data)))
    key = keys[path[0] % len(keys)]
    spoilt = dict(data) if isinstance(data, dict) else list(data)
    inner = _spoil(spoilt[key], path[1:], value)
    if inner is _DROP:
        del spoilt[key]
    else:
        spoilt[key] = inner
    return spoilt


_DROP = object()


@st.composite
def spoilt_messages(draw: st.DrawFn) -> Any:
    """A valid message with one to three of its fields, or items deep in them, put to
    any JSON value or dropped (the version and type are left: the tests above fuzz them)."""
    data: Any = messages.to_dict(draw(every_message))
    envelope = {"v": data.pop("v"), "type": data.pop("type")}
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.lists(st.integers(0, 50), min_size=1, max_size=6))
        spoilt = _spoil(data, path, draw(st.one_of(json_values, json_values, st.just(_DROP))))
        data = {} if spoilt is _DROP else spoilt  # the last field dropped
    return {**envelope, **data} if isinstance(data, dict) else data


def _reads_or_refuses(data: Any, where: Bounds) -> None:
    try:
        message = messages.from_dict(data, where)
    except MessageError:
        return
    assert messages.from_dict(messages.to_dict(message), where) == message


@given(json_values, bounds)
def test_any_json_value_is_a_message_or_a_message_error(data: Any, where: Bounds) -> None:
    _reads_or_refuses(data, where)


@given(
    st.sampled_from(list(messages.KINDS)).flatmap(
        lambda kind: st.fixed_dictionaries(
            {"v": st.just(messages.PROTOCOL) | json_values, "type": st.just(kind)},
            optional=dict.fromkeys(messages.field_names(messages.KINDS[kind]), json_values),
        )
    ),
    bounds,
)
def test_any_fields_of_a_known_type_are_a_message_or_a_message_error(
    data: dict[str, Any], where: Bounds
) -> None:
    _reads_or_refuses(data, where)


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(spoilt_messages(), bounds)
def test_a_message_spoilt_anywhere_is_a_message_or_a_message_error(
    data: Any, where: Bounds
) -> None:
    _reads_or_refuses(data, where)


@given(st.text() | st.binary() | spoilt_messages().map(json.dumps) | json_values.map(json.dumps))
def test_any_text_is_a_message_or_a_message_error(text: Any) -> None:
    with contextlib.suppress(MessageError):
        messages.read(text)


@given(st.sampled_from(SETUPS), st.lists(st.integers(0, 50), min_size=1, max_size=5), json_values)
def test_a_race_setup_spoilt_anywhere_is_one_or_a_value_error(
    setup: RaceSetup, path: list[int], value: Any
) -> None:
    with contextlib.suppress(ValueError):
        RaceSetup.from_dict(_spoil(setup.to_dict(), path, value))
