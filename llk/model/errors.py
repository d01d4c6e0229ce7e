"""The error raised for impossible game parameters."""

from __future__ import annotations

import enum
from typing import Any, TypeVar

_Names = TypeVar("_Names", bound=enum.StrEnum)


class ParameterError(ValueError):
    """An impossible parameter; ``field`` names it (``"kinds"``, ``"layout"``...).

    A ValueError, so plain callers need not know this class; the settings
    dialog uses ``field`` to show the message next to the right input.
    """

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


def member_named(names: type[_Names], field: str, word: Any) -> _Names:
    """The member of ``names`` that ``word`` names (a member names itself); a
    `ParameterError` for ``field`` naming the word and the choices when it names none."""
    try:
        return names(word)
    except ValueError:
        choices = ", ".join(names)
        raise ParameterError(
            field, f"unknown {field} {word!r:.40}; choose one of {choices}"
        ) from None
