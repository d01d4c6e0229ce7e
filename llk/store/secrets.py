"""The password of the player's racing account, kept only in the desktop's secret store.

A password is never written in plain text: the desktop's own store (the Secret Service
of GNOME or KDE, macOS's Keychain, Windows' Credential Locker), reached through
``keyring`` (part of the online extra), keeps it when the player asks; where the
desktop has none (keyring falls back to its "fail" or "null" store, as on a server or
CI), there is nothing to keep it in, and it is asked each time. The account's address
is no secret: it is kept with the preferences.

Imported only when the player opens online play (`tests/app/race/test_online_not_at_start.py`).
"""

from __future__ import annotations

import keyring
from keyring.backend import KeyringBackend
from keyring.backends import fail, null
from keyring.errors import KeyringError
from PySide6.QtCore import QCoreApplication

SERVICE = "LLK online race"
"""The name the passwords are kept under in the desktop's store, beside the account."""


class Passwords:
    """The passwords of racing accounts, in the desktop's secret store if it has one
    (``store``: another keyring, for a test)."""

    def __init__(self, store: KeyringBackend | None = None) -> None:
        self._store = keyring.get_keyring() if store is None else store

    @property
    def kept_anywhere(self) -> bool:
        """Whether the desktop has a store a password can be kept in."""
        return not isinstance(self._store, fail.Keyring | null.Keyring)

    def password(self, account: str) -> str | None:
        """The password kept for ``account``; None when none is (or no store answers)."""
        if not self.kept_anywhere:
            return None
        try:
            return self._store.get_password(SERVICE, account)
        except KeyringError:
            return None

    def keep(self, account: str, password: str | None) -> str | None:
        """Keep ``password`` for ``account``, or forget the one kept when None. None when
        done, else why not in one line for the player (nothing is written elsewhere)."""
        if not self.kept_anywhere:
            return QCoreApplication.translate(
                "Passwords", "This desktop has no keyring: the password is asked each time."
            )
        try:
            if password is not None:
                self._store.set_password(SERVICE, account, password)
            elif self._store.get_password(SERVICE, account) is not None:
                self._store.delete_password(SERVICE, account)
        except KeyringError as error:
            return QCoreApplication.translate(
                "Passwords", "The keyring did not keep the password ({0})."
            ).format(" ".join(str(error).split())[:200])
        return None
