"""A start's request travels as one line and reads back as it was; anything else reads as
no request at all (a program other than LLK may knock)."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from llk.model.game.start_request import MAX_OPPONENTS, StartRequest, read_request
from llk.model.limits import MAX_SEED

requests = st.builds(
    StartRequest,
    seed=st.none() | st.integers(0, MAX_SEED),
    board_map=st.none() | st.text(min_size=1, max_size=200),
    versus=st.integers(0, MAX_OPPONENTS),
    campaign=st.booleans(),
)


@given(requests)
def test_a_request_reads_back_as_it_was_written_on_one_line(request: StartRequest) -> None:
    assert "\n" not in request.text()
    assert read_request(request.text()) == request


def test_nothing_asked_for_is_an_empty_line() -> None:
    assert StartRequest().text() == "" and not StartRequest()
    assert read_request("") == StartRequest()


@given(st.text(max_size=300))
def test_any_other_text_reads_as_no_request_or_a_valid_one(text: str) -> None:
    request = read_request(text)
    assert request == read_request(request.text())


def test_requests_out_of_shape_or_range_read_as_none() -> None:
    fine: dict[str, object] = {"seed": 1, "board_map": "crown", "versus": 2, "campaign": True}
    assert read_request(json.dumps(fine)) == StartRequest(1, "crown", 2, True)
    for changed in (
        {"seed": -1},
        {"seed": MAX_SEED + 1},
        {"seed": True},
        {"seed": 1.5},
        {"board_map": ""},
        {"board_map": 3},
        {"versus": MAX_OPPONENTS + 1},
        {"versus": "2"},
        {"campaign": 1},
        {"extra": 1},
    ):
        assert read_request(json.dumps({**fine, **changed})) == StartRequest(), changed
    for text in ('["seed", 1]', "{", "null", json.dumps({"seed": 1})):
        assert read_request(text) == StartRequest(), text


def test_nesting_past_what_python_parses_reads_as_none() -> None:
    deep = "[" * 2000 + "]" * 2000  # fits in a request's 4096 bytes
    assert read_request(deep) == StartRequest()
    assert read_request('{"seed": ' + deep + "}") == StartRequest()
