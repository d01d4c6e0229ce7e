"""The racing account's password goes to the desktop's keyring when it has one, and
nowhere when it has none (keyring's "fail" store, as on CI): then keeping it is refused
in one line, and nothing is read back."""

from __future__ import annotations

import pytest

pytest.importorskip("keyring", reason="the online extra is not installed: pip install '.[online]'")

from keyring.backend import KeyringBackend
from keyring.backends import fail, null
from keyring.errors import PasswordSetError

from llk.store.secrets import SERVICE, Passwords

ALICE = "alice@example.org"


class MemoryKeyring(KeyringBackend):
    """A desktop's keyring, in memory; refusing to keep "refused"."""

    priority = 1

    def __init__(self) -> None:
        super().__init__()
        self.kept: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.kept.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        if password == "refused":
            raise PasswordSetError("the keyring is locked")
        self.kept[service, username] = password

    def delete_password(self, service: str, username: str) -> None:
        del self.kept[service, username]


def test_a_desktop_keyring_keeps_and_forgets_the_password() -> None:
    store = MemoryKeyring()
    passwords = Passwords(store)
    assert passwords.kept_anywhere and passwords.password(ALICE) is None
    assert passwords.keep(ALICE, "copper kettle") is None
    assert store.kept == {(SERVICE, ALICE): "copper kettle"}
    assert passwords.password(ALICE) == "copper kettle"
    assert passwords.keep(ALICE, None) is None
    assert passwords.keep(ALICE, None) is None  # forgetting twice is no problem
    assert store.kept == {} and passwords.password(ALICE) is None


def test_a_keyring_that_refuses_is_said_in_one_line() -> None:
    said = Passwords(MemoryKeyring()).keep(ALICE, "refused")
    assert said == "The keyring did not keep the password (the keyring is locked)."


@pytest.mark.parametrize("store", [fail.Keyring(), null.Keyring()])
def test_without_a_keyring_nothing_is_kept_and_the_password_is_asked(
    store: KeyringBackend,
) -> None:
    passwords = Passwords(store)
    assert not passwords.kept_anywhere
    assert passwords.keep(ALICE, "copper kettle") == (
        "This desktop has no keyring: the password is asked each time."
    )
    assert passwords.password(ALICE) is None
