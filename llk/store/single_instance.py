"""One LLK per data folder: a second start brings the running game forward, or ends.

Two games on one folder would each keep the high scores, the statistics and the
saved game in memory and write them over the other's, so a game or a score would
be lost. So a start takes a lock file in the folder, then listens on a local
socket; a start that finds the lock held knocks on that socket and leaves. It
never plays beside a live holder (the guard fails closed): a holder that does not
answer may be starting still (it takes the lock a moment before it listens), so
it is knocked on again for `PATIENCE_S`, then named in one line, and this start
ends. A lock whose holder is gone is taken over, however it names that holder: Qt
sees a process of this machine that ended, and a holder that is not alive at all
by the lock it keeps on the file while it runs (an advisory lock the system drops
with the process, `take_over_stale`): a lock left by another machine, by this one
before its name or machine id changed, or naming a process that is not LLK never
stops every start. A folder where no lock can be made (read-only: nothing is
written there anyway) is not guarded.

The lock lives in the data folder, which the player may delete while LLK runs:
the holder watches the folder, and makes it again and takes its lock back the
moment it goes (`SingleInstance.keep_hold`), so a later start still finds it; a
start that takes a lock still knocks once on any socket it finds, and leaves if a
game answers.

The socket is put where every start on the folder finds it, whatever its TMPDIR
(`server_names`): in the folder itself when the path is short enough for a
socket, else in XDG_RUNTIME_DIR, else under a short name in the temporary folder.
In the data folder no cleaner of /tmp removes it; wherever it is, the holder looks
every `RELISTEN_MS` (and whenever the folder changes) whether its socket file and
its lock are still there, and listens again, or locks again, if not (two
``lstat``).

Qt reads a lock file it finds whole and blocking, so each file it may read (the
lock and the one it makes beside it to remove a stale lock) is looked at first
without being opened (`damage`): anything but a small regular file holding a lock
is set aside and the lock made afresh; if it cannot be set aside, the game starts
unguarded and says so.
"""

from __future__ import annotations

import os
import stat
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher, QLockFile, QObject, QTimer, Signal

from llk.model.files import read_capped
from llk.store.data_files import MAX_LOCK_BYTES, set_aside

if TYPE_CHECKING:  # QtNetwork and hashlib come with the socket (`SingleInstance.listen`)
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = ".llk.lock"
REMOVAL_LOCK_SUFFIX = ".rmlock"
"""Qt's own lock beside a stale lock file while it removes it (``.llk.lock.rmlock``)."""
SOCKET_NAME = ".llk.socket"
MAX_SOCKET_PATH_BYTES = 103
"""The longest socket path every Unix takes (108 bytes with the final NUL on Linux, 104 on
macOS and the BSDs)."""
WRITING_S = 5.0
"""A lock file this young that holds no process number may be being written still."""
PATIENCE_S = 10.0
"""How long a start knocks on a live holder that does not answer before it gives up."""
RETRY_S = 0.05
KNOCK_WAIT_MS = 1000
"""How long one knock waits for the running game to hear it."""
MAX_REQUEST_BYTES = 4096
"""The longest request a knock hands over (a command line: a map's path, a number)."""
RELISTEN_MS = 2000
"""How often the holder looks whether its socket file and its lock are still there."""


@dataclass(frozen=True)
class Elsewhere:
    """Another LLK holds the folder: it heard the knock and comes forward (``answered``),
    or it is alive but did not answer (``holder`` is its process number, 0 if unknown)."""

    folder: Path
    answered: bool
    holder: int = 0
    handed: bool = False
    """Whether it was handed a request (``--map``, ``--versus``, ``--campaign``,
    ``--seed``) to carry out: the line says so, not only that it came forward."""

    def line(self) -> str:
        """Why this start ends, in one line for the player."""
        if self.answered and self.handed:
            return QCoreApplication.translate(
                "SingleInstance",
                "LLK is already running: its window is brought to the front, and does what "
                "this start asks.",
            )
        if self.answered:
            return QCoreApplication.translate(
                "SingleInstance", "LLK is already running: its window is brought to the front."
            )
        return QCoreApplication.translate(
            "SingleInstance",
            "LLK is already running on the data folder {0} (process {1}) but does not "
            "answer; close it, or end that process, and start LLK again.",
        ).format(self.folder, self.holder or "?")


class SingleInstance(QObject):
    """This run's hold on a data folder.

    Signals:
        knocked(str): another start of LLK on the same folder asked this one to come
            forward, and to do what its command line asks (its `knock` request, one
            line: "" for nothing more; a `StartRequest`'s text).
    """

    knocked = Signal(str)

    def __init__(
        self, lock: QLockFile | None = None, folder: Path | None = None, note: str = ""
    ) -> None:
        """Holding ``lock`` on ``folder`` (listening once `listen` is called); without a
        lock, guarding nothing. ``note`` is a line for the player about the lock."""
        super().__init__()
        self.note = note
        """What the player should know about the lock (set aside, or not kept), or ""."""
        self._lock = lock
        self._folder = folder
        self._names: list[str] = []
        self._server: QLocalServer | None = None
        self._watcher: QFileSystemWatcher | None = None

    def listen(self) -> None:
        """Answer the knocks of later starts, on the first of `server_names` that works,
        listening again whenever the socket file goes. Only a holder of the lock
        listens."""
        if self._lock is None or self._folder is None or self._server is not None:
            return
        from PySide6.QtNetwork import QLocalServer

        self._names = server_names(self._folder)
        self._server = QLocalServer(self)
        self._server.newConnection.connect(self._answer)
        self._listen()
        if os.name == "posix":  # elsewhere the names are pipes, not files to lose
            watch = QTimer(self)
            watch.timeout.connect(self.keep_hold)
            watch.start(RELISTEN_MS)
            self._watcher = QFileSystemWatcher([str(self._folder)], self)
            self._watcher.directoryChanged.connect(self.keep_hold)

    @property
    def address(self) -> str:
        """The full name of the socket this run listens on; "" when it listens on none."""
        server = self._server
        return server.fullServerName() if server is not None and server.isListening() else ""

    @classmethod
    def claim(
        cls,
        folder: Path,
        patience_s: float | None = None,
        listening: bool = True,
        request: str = "",
    ) -> SingleInstance | Elsewhere:
        """Hold ``folder``, or say who does (that one was asked to come forward, and
        handed ``request``, this start's command line, to carry out).

        A holder that does not answer is knocked on again every `RETRY_S` for
        ``patience_s`` (`PATIENCE_S`), and taken over as soon as it is found gone
        (`take_over_stale`). A lock taken, a game that still answers on the folder
        (it lost its lock with the folder, and has not taken it back yet) keeps it:
        this start leaves. The hold listens at once, unless ``listening`` is False:
        then once `listen` is called (the start shows its window first; a start
        meanwhile knocks until it does).
        """
        patience_s = PATIENCE_S if patience_s is None else patience_s
        deadline = time.monotonic() + patience_s
        path = folder / LOCK_NAME
        names: list[str] = []
        note = ""
        while True:
            usable, said = make_way(path)
            note = said or note
            if not usable:
                return cls(note=note)
            lock = QLockFile(str(path))
            lock.setStaleLockTime(0)  # never taken over for its age, only when its holder is gone
            if lock.tryLock(0):
                if any(knock(name, request) for name in sockets_present(folder)):
                    lock.unlock()
                    return Elsewhere(folder, True, 0, bool(request))
                held = cls(lock, folder, note)
                if listening:
                    held.listen()
                return held
            if lock.error() != QLockFile.LockError.LockFailedError:
                return cls(note=note)  # no lock can be made here (a read-only folder)
            names = names or server_names(folder)
            if any(knock(name, request) for name in names):
                return Elsewhere(folder, True, holder(path), bool(request))
            if take_over_stale(lock, path):
                continue
            if time.monotonic() >= deadline:
                return Elsewhere(folder, False, holder(path))
            time.sleep(RETRY_S)

    def _listen(self) -> None:
        server = self._server
        assert server is not None
        for name in self._names:
            server.removeServer(name)  # left by a holder that died: this run holds the lock
            if server.listen(name):
                return

    def keep_hold(self) -> None:
        """Hold the folder still: lock it again if its lock file went (the player deleted
        the folder: it is made again), and listen again if the socket file went (a
        cleaner of /tmp, or the same deletion): later starts could neither see the
        lock nor knock. Cost: two ``lstat``."""
        assert self._folder is not None and self._server is not None
        if self._lock is not None and not os.path.lexists(self._folder / LOCK_NAME):
            self._lock_again(self._lock, self._folder)
        if self._watcher is not None and not self._watcher.directories():
            self._watcher.addPath(str(self._folder))  # a folder made again is a new one
        address = self.address
        if address and os.path.lexists(address):
            return
        self._server.close()
        self._listen()

    def _lock_again(self, lost: QLockFile, folder: Path) -> None:
        """Take the lock of ``folder`` afresh, the folder made again if it went; ``lost``,
        whose file is gone, is let go (that removes no file). Should another start
        take it first, that one knocks, finds this one, and leaves; the next look
        takes it then."""
        lost.unlock()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return  # nothing can be written there either: the stores say so
        lock = QLockFile(str(folder / LOCK_NAME))
        lock.setStaleLockTime(0)
        if lock.tryLock(0):
            self._lock = lock

    def release(self) -> None:
        """Let the folder go (the run ends): the socket and the lock file are removed."""
        if self._server is not None:
            self._server.close()
        if self._lock is not None:
            self._lock.unlock()

    def _answer(self) -> None:
        """Hear each start that knocks: its request is the line it writes (`knock`)."""
        assert self._server is not None
        while (caller := self._server.nextPendingConnection()) is not None:
            caller.readyRead.connect(lambda caller=caller: self._hear(caller))
            caller.disconnected.connect(caller.deleteLater)
            self._hear(caller)  # written already

    def _hear(self, caller: QLocalSocket) -> None:
        """Take the request ``caller`` wrote once its line is whole; a caller that writes
        more than `MAX_REQUEST_BYTES` without ending its line is hung up on."""
        if caller.canReadLine():
            said = bytes(caller.readLine(MAX_REQUEST_BYTES + 1).data()).rstrip(b"\n")
            caller.readyRead.disconnect()
            caller.disconnectFromServer()
            self.knocked.emit(said.decode("utf-8", "replace"))
        elif caller.bytesAvailable() > MAX_REQUEST_BYTES:
            caller.readyRead.disconnect()
            caller.abort()


def server_name(folder: Path) -> str:
    """A short socket name for ``folder`` (each user's is a folder of their own), which Qt
    puts in the temporary folder."""
    import hashlib  # 2.5 ms, after the first window (`SingleInstance.listen`)

    return "llk-" + hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:20]


def server_names(folder: Path) -> list[str]:
    """Where the holder of ``folder`` listens, best first: the folder's own socket (found
    whatever TMPDIR a start has, and out of reach of /tmp cleaners), one in
    XDG_RUNTIME_DIR, then `server_name`; each full path only when short enough."""
    short = server_name(folder)
    if os.name != "posix":
        return [short]
    paths = [folder.resolve() / SOCKET_NAME]
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if os.path.isabs(runtime):
        paths.append(Path(runtime) / short)
    fitting = [str(p) for p in paths if len(os.fsencode(p)) <= MAX_SOCKET_PATH_BYTES]
    return [*fitting, short]


def knock(name: str, request: str = "") -> bool:
    """Ask the LLK listening as ``name`` to come forward, handing it ``request``; whether
    it heard."""
    from PySide6.QtNetwork import QLocalSocket

    socket = QLocalSocket()
    socket.connectToServer(name)
    heard = socket.waitForConnected(KNOCK_WAIT_MS)
    if heard:
        socket.write(request.replace("\n", " ").encode() + b"\n")
        socket.waitForBytesWritten(KNOCK_WAIT_MS)
    socket.disconnectFromServer()
    if socket.state() != QLocalSocket.LocalSocketState.UnconnectedState:
        socket.waitForDisconnected(KNOCK_WAIT_MS)
    socket.abort()
    return heard


def take_over_stale(lock: QLockFile, path: Path, now: float | None = None) -> bool:
    """Remove the lock file at ``path`` if its holder is gone; whether it was removed.

    A running holder keeps an advisory lock on the file, which the system drops
    when the process ends, wherever it ran; so a file that is not locked so is
    stale, whatever process, machine or machine id it names (Qt judges only a
    process of this machine, by its number and name). A file younger than
    `WRITING_S` may be one whose holder has not locked it yet: it is left. Qt takes
    its removal lock beside it for this, as for any stale lock. Cost: an
    ``lstat``, and an open and a lock of the file.
    """
    now = time.time() if now is None else now
    try:
        young = now - path.lstat().st_mtime < WRITING_S
    except OSError:
        return True  # gone meanwhile: try again
    return not young and lock.removeStaleLockFile()


def sockets_present(folder: Path) -> list[str]:
    """Those of `server_names` (``folder``'s) whose socket file is there: where a game
    may answer. Cost: an ``lstat`` each."""
    from PySide6.QtCore import QDir

    present = []
    for name in server_names(folder):
        path = name if os.path.isabs(name) else os.path.join(QDir.tempPath(), name)
        if os.name != "posix" or os.path.lexists(path):
            present.append(name)
    return present


def holder(path: Path) -> int:
    """The process number a lock file names on its first line; 0 when it names none (or
    cannot be read). Read only once `damage` found nothing."""
    try:
        first = read_capped(path, MAX_LOCK_BYTES).split(b"\n", 1)[0]
    except OSError:
        return 0
    return int(first) if first.isdigit() else 0


def damage(path: Path, now: float | None = None) -> str:
    """Why Qt must not read ``path`` as a lock file: it is a link, a folder, a FIFO or a
    device (reading it would never end), too large (Qt would read it all), or an
    old file that names no process (its lock could never be taken over). "" when
    it is absent or looks like a lock. Nothing is opened but a small regular file.
    """
    try:
        info = path.lstat()
    except OSError:  # absent, or out of reach: then Qt cannot read it either
        return ""
    if stat.S_ISLNK(info.st_mode):
        return QCoreApplication.translate("SingleInstance", "it is a link")
    if stat.S_ISDIR(info.st_mode):
        return QCoreApplication.translate("SingleInstance", "it is a folder")
    if not stat.S_ISREG(info.st_mode):
        return QCoreApplication.translate("SingleInstance", "it is not a regular file")
    if info.st_size > MAX_LOCK_BYTES:
        why = QCoreApplication.translate("SingleInstance", "it is larger than {0} bytes")
        return why.format(MAX_LOCK_BYTES)
    now = time.time() if now is None else now
    if now - info.st_mtime > WRITING_S and not holder(path):
        return QCoreApplication.translate("SingleInstance", "it names no process")
    return ""


def make_way(lock: Path) -> tuple[bool, str]:
    """Set aside whatever stands at ``lock`` or at Qt's removal lock beside it that Qt
    must not read (`damage`). Whether a lock may be tried now, and a line for
    the player about what was set aside or could not be ("" when nothing was)."""
    note = ""
    for path in (lock, lock.with_name(lock.name + REMOVAL_LOCK_SUFFIX)):
        why = damage(path)
        if not why:
            continue
        backup, failure = set_aside(path)
        if backup is None:
            return False, QCoreApplication.translate(
                "SingleInstance",
                "The lock file {0} is unusable ({1}) and could not be moved aside ({2}); "
                "this game does not keep a second LLK off its data folder.",
            ).format(path, why, failure)
        note = QCoreApplication.translate(
            "SingleInstance", "The lock file {0} was unusable ({1}); kept it as {2}."
        ).format(path, why, backup.name)
    return True, note
