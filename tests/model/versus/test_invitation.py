"""An invitation read as hostile input (`Invitation.read`): only a table's code whose
room and password are the invitation's own and whose host sent it; one error type for
anything else; and at most one shown per sender, `MAX_OFFERS` in all (`Offers`)."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from llk.model.errors import ParameterError
from llk.model.versus.invitation import MAX_OFFERS, MAX_REASON_CHARS, Invitation, Offers
from llk.model.versus.table_code import TableCode

ALICE = "alice@example.org"
CODE = TableCode("llk-1a2b@rooms.example.org", "k3y", ALICE)


def test_an_invitation_with_its_tables_code_is_read() -> None:
    words = f"Race me at LLK: {CODE.text()} (paste it into Race Online)"
    assert Invitation.read(ALICE, CODE.room, CODE.password, words) == Invitation(ALICE, CODE)


@pytest.mark.parametrize(
    ("sender", "room", "password", "reason"),
    [
        ("mallory@example.org", CODE.room, CODE.password, CODE.text()),  # another's table
        (ALICE, CODE.room, CODE.password, CODE.text() + "x" * MAX_REASON_CHARS),  # too long
        (ALICE, CODE.room, CODE.password, "a chat room, no code"),  # not a race's
        (ALICE, CODE.room, CODE.password, f"{CODE.text()} {CODE.text()}"),  # two codes
        (ALICE, "not a room", CODE.password, CODE.text()),
        (ALICE, "other@rooms.example.org", CODE.password, CODE.text()),  # another room
        (ALICE, CODE.room, "another key", CODE.text()),
        (ALICE, CODE.room, "", CODE.text()),
        (ALICE, CODE.room, CODE.password, None),
        (ALICE, CODE.room, CODE.password, ["llk-table:"]),
        (None, CODE.room, CODE.password, CODE.text()),
        (ALICE, 7, CODE.password, CODE.text()),
        (ALICE, CODE.room, {"key": 1}, CODE.text()),
        (ALICE, CODE.room, CODE.password, "llk-table:%ZZ?host=&key="),  # a broken code
    ],
)
def test_what_is_not_a_hosts_own_invitation_is_refused(
    sender: Any, room: Any, password: Any, reason: Any
) -> None:
    with pytest.raises(ParameterError):
        Invitation.read(sender, room, password, reason)


anything = st.one_of(
    st.none(), st.integers(), st.text(max_size=80), st.lists(st.text(max_size=5), max_size=3)
)


@given(anything, anything, anything, st.one_of(anything, st.text().map("llk-table:".__add__)))
def test_any_input_is_an_invitation_or_one_error(
    sender: Any, room: Any, password: Any, reason: Any
) -> None:
    with contextlib.suppress(ParameterError):
        Invitation.read(sender, room, password, reason)


def from_(name: str) -> Invitation:
    host = f"{name}@example.org"
    return Invitation(host, TableCode(f"t@rooms.{name}.org", "k", host))


def test_one_invitation_per_sender_is_shown_at_a_time_and_a_few_in_all() -> None:
    offers = Offers()
    assert offers.offer(from_("alice"))
    assert not offers.offer(from_("alice"))  # a flood from one sender: one shown
    senders = [f"friend{number}" for number in range(MAX_OFFERS)]
    shown = [offers.offer(from_(name)) for name in senders]
    assert shown == [True] * (MAX_OFFERS - 1) + [False]
    assert offers.answered(ALICE) == from_("alice") and offers.answered(ALICE) is None
    assert offers.offer(from_("alice"))  # answered: alice may invite again
    assert [invitation.sender for invitation in offers.shown][-1] == ALICE
