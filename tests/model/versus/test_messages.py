"""The messages of a race between people round-trip, and each rule a reader holds a
message to refuses what breaks it with a `MessageError` that says why in one line."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given

from llk.model.game.journal import Command, Entry
from llk.model.limits import MAX_SECONDS
from llk.model.versus import messages
from llk.model.versus.messages import (
    LARGEST,
    MAX_COMMANDS,
    MAX_MESSAGE_CHARS,
    MAX_RACERS,
    MAX_RACES,
    MAX_STREAM,
    PAGE,
    PROTOCOL,
    Bounds,
    CatchUp,
    Checked,
    MessageError,
    PropUsed,
    RacerCommand,
    Seat,
)
from llk.model.versus.props import Prop
from tests.model.versus.message_examples import SETUPS, every_message

LIN = Seat("Lin", 7, "lin@example.org")
START = messages.Start(SETUPS[0], (Seat("Host", 1, "host@example.org"), LIN), 3)


def _refused(data: Any, bounds: Bounds = LARGEST) -> MessageError:
    with pytest.raises(MessageError) as caught:
        messages.from_dict(data, bounds)
    return caught.value


def _command(step: list[Any], **fields: Any) -> dict[str, Any]:
    return {
        "v": PROTOCOL,
        "type": "command",
        "seat": 1,
        "seq": 0,
        "step": step,
        "race": 1,
        **fields,
    }


@given(every_message)
def test_every_message_reads_back_as_written(message: messages.Message) -> None:
    assert messages.read(messages.write(message)) == message
    assert messages.from_dict(json.loads(json.dumps(messages.to_dict(message)))) == message


def test_every_message_type_is_written_with_the_version() -> None:
    assert set(messages.KINDS) == {
        "join", "ready", "command", "resume", "seats", "start", "checked", "refusal",
        "catch_up", "clock", "result",
    }  # fmt: skip
    assert messages.to_dict(messages.Join("Lin", 7)) == {
        "v": PROTOCOL,
        "type": "join",
        "name": "Lin",
        "picture": 7,
    }


@pytest.mark.parametrize("version", [None, 0, 1, 3, True, 2.0, "2", [2]])
def test_a_message_of_another_version_is_refused_first(version: Any) -> None:
    error = _refused({"v": version, "type": "nonsense"})
    assert error.field == "v"
    assert "protocol version" in str(error)


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        "join",
        {"v": PROTOCOL},
        {"v": PROTOCOL, "type": ["join"]},
        {"v": PROTOCOL, "type": "move"},
    ],
)
def test_a_message_of_no_known_type_is_refused(data: Any) -> None:
    _refused(data)


def test_a_field_missing_or_one_too_many_is_refused() -> None:
    join = messages.to_dict(messages.Join("Lin", 7))
    assert _refused({k: v for k, v in join.items() if k != "picture"}).field == "picture"
    assert _refused({**join, "account": "lin@example.org"}).field == "type"
    assert _refused({**join, "x" * 10_000: 1}).field == "type"


@pytest.mark.parametrize("value", [True, False, 1.0, "1", None, [1]])
def test_a_bool_or_a_float_is_not_a_whole_number(value: Any) -> None:
    _refused({"v": PROTOCOL, "type": "ready", "seat": value, "ready": True, "race": 1})
    _refused({"v": PROTOCOL, "type": "join", "name": "Lin", "picture": value})


@pytest.mark.parametrize("value", [0, 1, "yes", None])
def test_a_flag_is_true_or_false(value: Any) -> None:
    _refused({"v": PROTOCOL, "type": "ready", "seat": 1, "ready": value, "race": 1})


def test_seats_are_0_to_the_racers_at_the_table() -> None:
    ready = {"v": PROTOCOL, "type": "ready", "ready": True, "race": 1}
    assert messages.from_dict({**ready, "seat": MAX_RACERS - 1}) == messages.Ready(5, True)
    _refused({**ready, "seat": MAX_RACERS})
    _refused({**ready, "seat": -1})
    _refused({**ready, "seat": 2}, Bounds.of(START))
    _refused(_command([1.0, "prop", "freeze", 2]), Bounds.of(START))


def test_a_click_is_on_the_board_the_reader_is_given() -> None:
    click = _command([1.0, "click", 3, 5])
    assert messages.from_dict(click, Bounds.of(START)) == RacerCommand(
        1, 0, Entry(1.0, Command.CLICK, (3, 5))
    )
    for cell in ([4, 0], [0, 6], [-1, 0], [0, True], [0.0, 1]):
        error = _refused(_command([1.0, "click", *cell]), Bounds.of(START))
        assert error.field == "step"
    far_corner = Entry(1.0, Command.CLICK, (19, 29))
    assert messages.from_dict(_command([1.0, "click", 19, 29])) == RacerCommand(1, 0, far_corner)
    _refused(_command([1.0, "click", 20, 0]))


@pytest.mark.parametrize("at_s", [float("nan"), float("inf"), -1.0, MAX_SECONDS + 1, "1", None])
def test_times_are_finite_and_within_a_clocks_reach(at_s: Any) -> None:
    _refused(_command([at_s, "hint"]))
    _refused(messages.to_dict(CatchUp(0, 0, 0.0, 0, ())) | {"now_s": at_s})


def test_a_reader_never_sees_nan_as_the_text_is_checked_too() -> None:
    with pytest.raises(MessageError):
        messages.read('{"v":2,"type":"command","seat":1,"seq":0,"step":[NaN,"hint"],"race":1}')


def test_sequence_numbers_are_bounded() -> None:
    _refused(_command([1.0, "hint"], seq=MAX_COMMANDS))
    _refused(_command([1.0, "hint"], seq=-1))
    resume = {"v": PROTOCOL, "type": "resume", "seat": 1, "race": 1}
    assert messages.from_dict({**resume, "seen": -1}) == messages.Resume(1, -1)
    _refused({**resume, "seen": -2})
    _refused({**resume, "seen": MAX_STREAM})
    refusal = {"v": PROTOCOL, "type": "refusal", "seat": 1, "reason": "malformed", "race": 1}
    assert messages.from_dict({**refusal, "seq": None}) == messages.Refusal(
        1, None, messages.Reason.MALFORMED
    )
    _refused({**refusal, "seq": MAX_COMMANDS})


def test_every_journal_command_travels_and_the_host_checks_no_pause() -> None:
    for command in Command:
        cell = (1, 1) if command is Command.CLICK else None
        entry = Entry(2.0, command, cell)
        sent = messages.from_dict(_command(entry.to_list()))
        assert sent == RacerCommand(1, 0, entry)  # a pause is the referee's to refuse
        checked = messages.to_dict(messages.Checked(0, 1, 0, entry))
        if command in messages.NO_PAUSE:
            assert f"no {command}" in str(_refused(checked))
        else:
            assert messages.from_dict(checked) == messages.Checked(0, 1, 0, entry)


def test_a_prop_used_travels_as_a_step_with_a_known_prop_and_a_seat() -> None:
    read = messages.from_dict(_command([3.5, "prop", "freeze", 0]))
    assert read == RacerCommand(1, 0, PropUsed(3.5, Prop.FREEZE, 0))
    _refused(_command([3.5, "prop", "nuke", 0]))
    _refused(_command([3.5, "prop", "freeze", 6]))
    _refused(_command([3.5, "prop", "freeze"]))


@pytest.mark.parametrize(
    "name", ["", " ", "x" * 25, "a\nb", "tab\there", "\u202eevil", 7, None, ["Lin"]]
)
def test_names_are_short_printable_text(name: Any) -> None:
    error = _refused({"v": PROTOCOL, "type": "join", "name": name, "picture": 1})
    assert error.field == "name"


@pytest.mark.parametrize(
    "address",
    [
        "",
        "lin",
        "@example.org",
        "lin@",
        "lin@example.org/desktop",
        "li n@example.org",
        "lin@exa@mple.org",
        '"lin"@example.org',
        "lin\x00@example.org",
        "l" * 1024 + "@example.org",
        "lin@" + "e" * 1024,
        "林" * 342 + "@example.org",
        7,
        ["lin@example.org"],
    ],
)
def test_an_account_is_an_address_checked_as_text(address: Any) -> None:
    seat = {"name": "Lin", "picture": 7, "account": address}
    error = _refused({"v": PROTOCOL, "type": "seats", "seats": [seat], "ready": [False], "race": 1})
    assert error.field == "seats"


def test_an_account_may_be_long_and_not_ascii_within_the_rfcs_bounds() -> None:
    for address in ("林@例子.中国", "l" * 1023 + "@" + "e" * 1023, "a.b-c_d+e@x.y"):
        assert messages.account("account", address) == address


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"type": "result", "places": list(range(10**6))}, "places"),
        ({"type": "result", "places": [0, 1, 2, 3, 4, 5, 6]}, "places"),
        ({"type": "result", "places": [0, 0]}, "places"),
        ({"type": "result", "places": [0]}, "places"),
        ({"type": "result", "places": [1, "0"]}, "places"),
        ({"type": "seats", "seats": [LIN.to_dict()] * 7, "ready": [True] * 7}, "seats"),
        ({"type": "seats", "seats": [LIN.to_dict()], "ready": [True, False]}, "ready"),
        ({"type": "seats", "seats": [], "ready": []}, "ready"),
    ],
)
def test_lists_are_bounded_and_whole(data: dict[str, Any], field: str) -> None:
    assert _refused({"v": PROTOCOL, "race": 1, **data}).field == field


def test_a_catch_up_page_is_bounded_and_numbered_in_turn() -> None:
    step = Entry(1.0, Command.HINT)
    page = tuple(Checked(10 + i, 1, i, step) for i in range(3))
    assert CatchUp(1, 3, 5.0, 13, page).last
    assert not CatchUp(1, 3, 5.0, 14, page).last
    assert CatchUp(1, 0, 0.0, 0, ()).last
    written = messages.to_dict(CatchUp(1, 3, 5.0, 13, page))
    _refused({**written, "total": 12})
    _refused({**written, "checked": [written["checked"][0], written["checked"][2]]})
    _refused({**written, "checked": [written["checked"][0]] * (PAGE + 1)})
    _refused({**written, "checked": [[10, 1, 0]]})


@pytest.mark.parametrize("at_s", [float(MAX_SECONDS) - 1 / 3, 1.2345678901234568e-05])
def test_the_largest_catch_up_page_is_written_within_the_bound(at_s: float) -> None:
    """Every field at its longest: the last numbers, the last race, a time of 17 digits
    (22 characters, the second: written with its exponent). The largest is the
    figure `messages.MAX_MESSAGE_CHARS` and docs/versus.md give."""
    step = PropUsed(at_s, Prop.HOURGLASS, MAX_RACERS - 1)
    page = tuple(
        Checked(MAX_STREAM - PAGE + i, MAX_RACERS - 1, MAX_COMMANDS - 1, step, MAX_RACES)
        for i in range(PAGE)
    )
    largest = CatchUp(MAX_RACERS - 1, MAX_COMMANDS - 1, at_s, MAX_STREAM, page, MAX_RACES)
    text = messages.write(largest)
    assert len(text) <= 67_120 <= MAX_MESSAGE_CHARS // 2
    assert messages.read(text) == largest


def test_a_refusals_reason_is_one_of_a_closed_set() -> None:
    assert {reason.value for reason in messages.Reason} == {
        "malformed", "off board", "another's seat", "too fast", "out of order",
        "out", "no pause", "unplayable",
    }  # fmt: skip
    refusal = {"v": PROTOCOL, "type": "refusal", "seat": 1, "seq": 3, "race": 1}
    _refused({**refusal, "reason": "because"})
    _refused({**refusal, "reason": None})


def test_a_start_holds_a_race_setup_read_by_its_own_reader() -> None:
    written = messages.to_dict(START)
    assert messages.from_dict(written) == START
    _refused({**written, "setup": {"seed": 5}})
    _refused({**written, "setup": written["setup"] | {"seed": True}})
    _refused({**written, "setup": written["setup"] | {"rivals": []}})
    levels = written["setup"] | {"settings": written["setup"]["settings"] | {"levels": True}}
    assert _refused({**written, "setup": levels}).field == "setup"


def test_a_start_seats_the_host_and_each_rival_as_seats_not_bare_names() -> None:
    written = messages.to_dict(START)
    _refused({**written, "seats": ["Host", "Lin"]})
    _refused({**written, "seats": [1, [2]]})
    assert _refused({**written, "seats": written["seats"][:1]}).field == "seats"
    assert _refused({**written, "seats": written["seats"] * 2}).field == "seats"
    _refused({**written, "count_in": messages.MAX_COUNT_IN + 1})


def test_the_text_is_measured_before_it_is_parsed(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_parsing(text: str) -> Any:
        raise AssertionError("parsed")

    monkeypatch.setattr(json, "loads", no_parsing)
    with pytest.raises(MessageError, match="at most"):
        messages.read(" " * (MAX_MESSAGE_CHARS + 1))
    with pytest.raises(MessageError):
        messages.read(b'{"v": 1}')


@pytest.mark.parametrize(
    "text", ["", "{", "[" * 100_000, '{"v": 1, "type": "join"', "1" * 5000, "\ud800", "null"]
)
def test_text_that_is_no_message_is_refused(text: str) -> None:
    with pytest.raises(MessageError):
        messages.read(text)


@pytest.mark.parametrize(
    "message",
    [
        messages.Join("x" * 25, 7),
        messages.Seats((Seat("Lin", 7, "no address"),), (True,)),
        messages.Checked(0, 1, 0, Entry(1.0, Command.PAUSE)),
        RacerCommand(1, MAX_COMMANDS, Entry(1.0, Command.HINT)),
        RacerCommand(1, 0, Entry(float("nan"), Command.HINT)),
    ],
)
def test_the_writer_refuses_what_a_reader_would(message: messages.Message) -> None:
    with pytest.raises(MessageError):
        messages.write(message)


def test_the_writer_keeps_the_text_free_of_what_xml_escapes() -> None:
    text = messages.write(messages.Join("<&>", 7))
    assert text.isascii()
    assert not {"<", ">", "&"} & set(text)
    assert messages.read(text) == messages.Join("<&>", 7)


def test_an_error_says_in_one_short_line_what_is_wrong() -> None:
    error = _refused({"v": PROTOCOL, "type": "join", "name": "x\n" * 5000, "picture": 1})
    assert isinstance(error, ValueError)
    assert "\n" not in str(error)
    assert 0 < len(str(error)) <= messages.MAX_ERROR_CHARS
    long_cell = _command([1.0, "click", "x" * 10_000, 0])
    assert len(str(_refused(long_cell))) <= messages.MAX_ERROR_CHARS


def test_a_racer_put_out_travels_in_the_hosts_stream_but_no_racer_sends_it() -> None:
    checked = messages.Checked(3, 2, 7, messages.PutOut(12.5))
    assert messages.read(messages.write(checked)) == checked
    assert messages.to_dict(checked)["step"] == [12.5, "out"]
    command = {
        "v": PROTOCOL,
        "type": "command",
        "seat": 2,
        "seq": 7,
        "step": [12.5, "out"],
        "race": 1,
    }
    with pytest.raises(messages.MessageError) as refused:
        messages.from_dict(command)
    assert refused.value.field == "step"


def test_the_hosts_clock_says_its_race_time_and_how_many_it_checked() -> None:
    clock = messages.Clock(61.25, 480)
    assert messages.to_dict(clock) == {
        "v": PROTOCOL,
        "type": "clock",
        "now_s": 61.25,
        "total": 480,
        "race": 1,
    }
    for spoilt in ({"now_s": -1.0}, {"now_s": float("inf")}, {"total": True}, {"total": -1}):
        with pytest.raises(messages.MessageError):
            messages.from_dict({**messages.to_dict(clock), **spoilt})


def test_each_message_of_a_race_names_its_race_and_a_page_holds_one_race() -> None:
    """A table races again: every message of a race (and the `Seats` and `Ready` before
    one) names its number, 1 to `MAX_RACES`, so that nothing late of one is taken for
    the next's; a join names none (a seat is the table's)."""
    of_a_race = {"ready", "command", "resume", "seats", "start", "checked", "refusal"}
    of_a_race |= {"catch_up", "clock", "result"}
    named = {kind for kind, cls in messages.KINDS.items() if "race" in messages.field_names(cls)}
    assert named == of_a_race
    clock = messages.to_dict(messages.Clock(1.0, 0, 7))
    assert messages.from_dict(clock) == messages.Clock(1.0, 0, 7)
    for number in (0, messages.MAX_RACES + 1, True, 1.0, None, "2"):
        assert _refused({**clock, "race": number}).field == "race"
    page = messages.to_dict(
        CatchUp(1, 0, 1.0, 1, (Checked(0, 1, 0, Entry(0.5, Command.HINT), 2),), 2)
    )
    assert messages.from_dict(page).race == 2  # type: ignore[union-attr]
    assert _refused({**page, "race": 3}).field == "checked"  # a page of race 2 in race 3
