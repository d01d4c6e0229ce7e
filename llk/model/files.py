"""Reading files that may be hostile: never more than a cap, never blocking.

Every file LLK reads comes from the player's disk (data files, settings, boards
for ``llk-solve``), so any of them may be a link to ``/dev/zero``, a FIFO with no
writer, or gigabytes long. This reads each one the same safe way.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

MAX_FILE_BYTES = 4 * 2**20
"""No file LLK writes comes near this; anything larger is not ours."""
_BINARY = getattr(os, "O_BINARY", 0)


class TooLargeError(OSError):
    """The file holds more than `MAX_FILE_BYTES`."""


class NotRegularError(OSError):
    """The path names a FIFO, a device, a directory or another non-file."""


def read_capped(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them.

    Never blocks: a FIFO is opened without waiting for a writer and refused,
    like a device (a link to /dev/zero) or a directory. Raises
    FileNotFoundError, `NotRegularError`, `TooLargeError` or another OSError.
    """
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | _BINARY)
    with os.fdopen(descriptor, "rb") as file:
        if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
            raise NotRegularError(f"{path} is not a regular file")
        raw = file.read(limit + 1)
    if len(raw) > limit:
        raise TooLargeError(f"{path} holds more than {limit} bytes")
    return raw
