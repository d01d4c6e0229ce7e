"""Reading files that may be hostile, and writing files so that none is ever half written.

Every file LLK reads comes from the player's disk (data files, settings, boards
for ``llk-solve``), so any of them may be a link to ``/dev/zero``, a FIFO with no
writer, or gigabytes long. This reads each one the same safe way. What LLK writes
replaces the file whole: never written through a link, never into a FIFO.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
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
    FileNotFoundError (also for a name no file can have: one with a NUL, or text
    the system cannot encode, as a request handed over by another program may
    carry), `NotRegularError`, `TooLargeError` or another OSError.
    """
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | _BINARY)
    except ValueError:  # a NUL or a lone surrogate in the name
        raise FileNotFoundError(errno.ENOENT, "no such file", str(path)) from None
    with os.fdopen(descriptor, "rb") as file:
        if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
            raise NotRegularError(f"{path} is not a regular file")
        raw = file.read(limit + 1)
    if len(raw) > limit:
        raise TooLargeError(f"{path} holds more than {limit} bytes")
    return raw


def write_atomically(path: Path, data: str | bytes, mode: int | None = None) -> None:
    """Replace ``path`` with ``data`` (text as UTF-8) so that a crash leaves the old or
    the new file, never half.

    Written to a temporary file in the same folder, flushed to disk, then renamed
    over ``path``: whatever stood there (a file, a link, a FIFO) is replaced, never
    opened or followed. The file gets ``mode`` if given, else only its owner may read
    it. Raises OSError and leaves ``path`` as it was.
    """
    raw = data.encode("utf-8") if isinstance(data, str) else data
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(raw)
            file.flush()
            if mode is not None:
                os.fchmod(file.fileno(), mode)
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
