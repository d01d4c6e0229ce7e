"""The messages for a later network player round-trip, and hostile ones are refused."""

import contextlib
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model.versus import messages
from llk.model.versus.props import Prop

EXAMPLES: list[messages.Message] = [
    messages.Join("Lin", 7),
    messages.Start(5, {"seed": 5}, ["You", "Lin"]),
    messages.Move(1, 2.5, (0, 1), (3, 4)),
    messages.PropMessage(2, 9.0, Prop.FREEZE, 0),
    messages.Leave(1, 30.0),
    messages.ResultMessage([1, 0, 2]),
]


@pytest.mark.parametrize("message", EXAMPLES)
def test_every_message_round_trips(message: messages.Message) -> None:
    data = messages.to_dict(message)
    again = messages.from_dict(data)
    if isinstance(message, messages.Move):
        assert again == messages.Move(message.racer, message.at_s, message.a, message.b)
    else:
        assert again == message


@pytest.mark.parametrize(
    "data",
    [
        None,
        {"type": "hello"},
        {"type": "join", "name": "", "picture": 1},
        {"type": "join", "name": "x", "picture": 49},
        {"type": "move", "racer": 9, "at_s": 1.0, "a": [0, 0], "b": [0, 1]},
        {"type": "move", "racer": 1, "at_s": float("nan"), "a": [0, 0], "b": [0, 1]},
        {"type": "move", "racer": 1, "at_s": 1.0, "a": [0], "b": [0, 1]},
        {"type": "prop", "racer": 1, "at_s": 1.0, "prop": "nuke", "target": 0},
        {"type": "result", "places": [0, 0]},
        {"type": "start", "seed": 10**400, "setup": {}, "seats": ["a", "b"]},
    ],
)
def test_a_hostile_message_is_a_value_error(data: Any) -> None:
    with pytest.raises(ValueError, match=r"\w"):
        messages.from_dict(data)


values = st.none() | st.integers() | st.floats() | st.text(max_size=5) | st.lists(st.integers())
hostile = st.builds(
    lambda kind, fields: {**fields, "type": kind},
    st.sampled_from(list(messages.KINDS)),
    st.dictionaries(
        st.sampled_from(
            [
                "name",
                "picture",
                "seed",
                "setup",
                "seats",
                "racer",
                "at_s",
                "a",
                "b",
                "prop",
                "target",
                "places",
            ]
        ),
        values,
    ),
)


@given(hostile)
def test_any_message_of_a_known_type_reads_or_is_a_value_error(data: dict[str, Any]) -> None:
    with contextlib.suppress(ValueError):
        message = messages.from_dict(data)
        assert messages.from_dict(messages.to_dict(message)) == messages.from_dict(
            messages.to_dict(messages.from_dict(messages.to_dict(message)))
        )
