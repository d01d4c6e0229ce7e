"""One LLK per data folder: a second start brings the running game forward instead.

Two games on one folder would each keep the high scores, the statistics and the
saved game in memory and write them over the other's, so a game or a score would
be lost. So the first start holds a lock file in the folder (a crashed holder's
lock is taken over: Qt sees that its process is gone) and listens on a local
socket; a later start finds the lock held, knocks on the socket and leaves.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = ".llk.lock"
KNOCK_WAIT_MS = 1000
"""How long a second start waits for the running game to hear it."""


class SingleInstance(QObject):
    """This run's hold on a data folder.

    Signals:
        knocked(): another start of LLK on the same folder asked this one to come forward.
    """

    knocked = Signal()

    def __init__(self, lock: QLockFile | None = None, name: str = "") -> None:
        """Holding ``lock``, listening as ``name``; without a lock, guarding nothing."""
        super().__init__()
        self._lock = lock
        self._server = QLocalServer(self)
        if lock is not None:
            QLocalServer.removeServer(name)  # a crashed holder's socket file
            self._server.newConnection.connect(self._answer)
            self._server.listen(name)

    @classmethod
    def unguarded(cls) -> SingleInstance:
        """A run that guards no folder (there is none it could hold)."""
        return cls()

    @classmethod
    def claim(cls, folder: Path) -> SingleInstance | None:
        """Hold ``folder``, or None when another LLK holds it (that one is asked to come
        forward). A folder where no lock can be made (read-only: nothing is written
        there anyway), or whose lock no running LLK answers for, is not guarded: the
        game always starts."""
        lock = QLockFile(str(folder / LOCK_NAME))
        lock.setStaleLockTime(0)  # never taken over for its age, only when its holder is gone
        name = server_name(folder)
        if lock.tryLock(0):
            return cls(lock, name)
        if lock.error() == QLockFile.LockError.LockFailedError and knock(name):
            return None
        return cls.unguarded()  # held by nothing that answers, or no lock can be made here

    def _answer(self) -> None:
        while (caller := self._server.nextPendingConnection()) is not None:
            caller.disconnectFromServer()
            caller.deleteLater()
            self.knocked.emit()


def server_name(folder: Path) -> str:
    """The local socket's name for ``folder`` (each user's is a folder of their own)."""
    return "llk-" + hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:20]


def knock(name: str) -> bool:
    """Ask the LLK listening as ``name`` to come forward; whether it heard."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    heard = socket.waitForConnected(KNOCK_WAIT_MS)
    socket.abort()
    return heard
