"""A table's code reads back as it was written, whatever its room, host and password hold,
and a text that is not one (typed, pasted, forged) is refused with one error type whose
line says what is wrong, never raising anything else and never reading past its bound."""

from __future__ import annotations

import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model.errors import ParameterError
from llk.model.versus.messages import LOCAL_FORBIDDEN
from llk.model.versus.table_code import (
    KEY_BYTES,
    MAX_CODE_CHARS,
    MAX_KEY_CHARS,
    ROOM_PREFIX,
    SCHEME,
    TableCode,
)

CODE = TableCode("llk-0a1b2c3d4e@rooms.example.org", "copper kettle 42", "alice@example.org")

printable = st.text(
    st.characters(codec="utf-8", categories=["L", "N", "P", "S"], include_characters=" ")
)  # Python's printable: of the spaces, only " " (not U+00A0 and the other Zs)
local_part = printable.filter(
    lambda text: (
        0 < len(text) <= 64
        and not LOCAL_FORBIDDEN & set(text)
        and not any(c.isspace() for c in text)
    )
)
domain = st.text(string.ascii_lowercase + string.digits + ".-", min_size=1, max_size=40)
addresses = st.builds(lambda local, at: f"{local}@{at}", local_part, domain)
passwords = printable.filter(lambda text: 0 < len(text) <= MAX_KEY_CHARS and bool(text.strip()))
codes = st.builds(TableCode, addresses, passwords, addresses)


@given(codes)
def test_a_code_reads_back_as_it_was_written(code: TableCode) -> None:
    text = code.text()
    assert TableCode.read(text) == code
    assert TableCode.read(f"  {text}\n") == code  # as a paste brings it
    assert text.isprintable() and " " not in text  # one line, whole in a chat window


def _read_or_refused(text: object) -> None:
    try:
        TableCode.read(text)
    except ParameterError as refused:
        line = str(refused)
        assert line and "\n" not in line and len(line) < 200


@given(st.text(max_size=300) | st.binary().map(repr))
def test_any_text_is_a_code_or_refused_in_one_line(text: str) -> None:
    _read_or_refused(text)
    _read_or_refused(SCHEME + text)


@given(codes, st.integers(0, 400), st.text(max_size=8))
def test_a_code_broken_anywhere_is_a_code_or_refused_in_one_line(
    code: TableCode, at: int, inserted: str
) -> None:
    text = code.text()
    _read_or_refused(text[:at] + inserted + text[at:])
    _read_or_refused(text[:at] + text[at + 1 :])


@pytest.mark.parametrize(
    "text",
    [
        None,
        42,
        ["llk-table:"],
        "",
        "https://example.org/?host=a@b&key=x",
        "llk-table:room@rooms.example.org",
        "llk-table:room@rooms.example.org?host=alice@example.org",
        "llk-table:room@rooms.example.org?host=alice@example.org&key=x&key=y",
        "llk-table:room@rooms.example.org?host=alice@example.org&key=x&extra=1",
        "llk-table:room@rooms.example.org?host=alice@example.org&key=",
        "llk-table:room@rooms.example.org?host=alice@example.org&key=%FF",
        "llk-table:room@rooms.example.org?host=alice@example.org&key=%0A",
        "llk-table:room@rooms.example.org?host=alice&key=x",
        "llk-table:room?host=alice@example.org&key=x",
        "llk-table:ro%20om@rooms.example.org?host=alice@example.org&key=x",
        "llk-table:room@rooms.example.org?host=alice@example.org&key=x?",
        "llk-table:room@rooms.example.org?host=alice@example.org&&key=x",
        "llk-table:" + "a" * MAX_CODE_CHARS,
        "llk-table:room@rooms.example.org?host=alice@example.org&key=" + "k" * (MAX_KEY_CHARS + 1),
    ],
)
def test_what_is_not_a_code_is_refused(text: object) -> None:
    with pytest.raises(ParameterError):
        TableCode.read(text)


def test_a_new_table_has_a_random_room_and_password_on_the_service() -> None:
    one, two = (TableCode.new("rooms.example.org", "alice@example.org") for _ in range(2))
    assert one.room.startswith(ROOM_PREFIX) and one.room.endswith("@rooms.example.org")
    assert one.room != two.room and one.password != two.password
    assert len(one.password) == KEY_BYTES * 4 // 3
    named = TableCode.new("rooms.example.org", "alice@example.org", "club-night")
    assert named.room == "club-night@rooms.example.org"
    with pytest.raises(ParameterError):
        TableCode.new("rooms.example.org", "alice@example.org", "club night")


def test_the_code_is_one_line_a_person_can_read() -> None:
    assert CODE.text() == (
        "llk-table:llk-0a1b2c3d4e@rooms.example.org?host=alice@example.org&key=copper%20kettle%2042"
    )
