"""asyncio inside Qt's running event loop, for the network side of a race: the links
(`llk.online.table_link`) are asyncio code, the game's window Qt's, and both run on the
one thread, in the one loop, so that a message heard reaches the board as any click does.

qasync's loop is made on Qt's loop already running (``QEventLoop(app,
already_running=True)``): its sockets become Qt socket notifiers and its timers Qt
timers, so the game's frame timer keeps its frame while messages flow (measured in the
design study: a p99 under 2 frames; `tests/online/test_event_loop.py` counts it).
PySide6's own QtAsyncio cannot take its place: it cannot connect, look a name up or
read a socket.

Made once, the first time the player opens online play (`joined_loop`), never at the
game's start: this module imports qasync, which the game's start does not
(`tests/app/race/test_online_not_at_start.py`).
"""

from __future__ import annotations

import asyncio
from typing import Any

import qasync
from PySide6.QtCore import QCoreApplication

from llk.online.send_queue_log import send_queue_in_one_line

_JOINED: list[asyncio.AbstractEventLoop] = []
"""The loop joined to Qt's, once made."""


def joined_loop() -> asyncio.AbstractEventLoop:
    """asyncio's loop, running inside the application's running Qt loop: made and set as
    the thread's running loop the first time, the same one after. O(1)."""
    if not _JOINED:
        app = QCoreApplication.instance()
        assert app is not None, "online play opens in a running application"
        loop: asyncio.AbstractEventLoop = qasync.QEventLoop(app, already_running=True)
        asyncio.set_event_loop(loop)
        _JOINED.append(loop)
        send_queue_in_one_line()  # before any link sends
    return _JOINED[0]


def leave() -> None:
    """Unhook asyncio from Qt's loop, which goes on (a test's end; the game's end needs
    none): the thread has no running asyncio loop any more, and the joined one is closed.
    Not through qasync's ``stop``, which would also end Qt's loop (and every later local
    one, at once)."""
    if not _JOINED:
        return
    loop = _JOINED.pop()
    asyncio.events._set_running_loop(None)
    asyncio.set_event_loop(None)
    qt_loop: Any = loop  # qasync's, untyped
    qt_loop._QEventLoop__is_running = False  # as qasync's stop clears it, without app.exit()
    qt_loop.close()
