"""The error raised for impossible game parameters."""

from __future__ import annotations


class ParameterError(ValueError):
    """An impossible parameter; ``field`` names it (``"kinds"``, ``"layout"``...).

    A ValueError, so plain callers need not know this class; the settings
    dialog uses ``field`` to show the message next to the right input.
    """

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
