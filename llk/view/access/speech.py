"""How a sentence of the game's news reaches the ear (`Speaker`), by the player's choice
(`Speech`), and only one way at a time, so that it is never heard twice.

Through the screen reader, on Linux, a sentence is a notification: a hidden object of
role notification in the status bar that shows for it (`Notices`). Orca speaks a
notification as it shows, from 3.x through Orca 43 (Debian 12) to today's; Orca 43
has no listener for `QAccessibleAnnouncementEvent` (AT-SPI ``object:announcement``, added
in Orca 45 and working from 45.2), and it ignores the name changes of table cells, so
with the announcement alone Orca 43 said none of the game's news. The two are never
sent together: Orca 45.2 and later would say the sentence twice. Elsewhere (Windows,
macOS) the announcement event is the way (Qt makes it UIA's notification for NVDA and
Narrator), and is sent alone.

Directly, a sentence goes to the system's speech service (speech-dispatcher, through
its client library, as PySolFC speaks): heard whatever the reader and its version, and
then not given to the reader. The service is connected to only when the first sentence
is spoken so (it costs the start nothing); if it cannot be reached, the player is told
once and the sentences go through the reader instead.
"""

from __future__ import annotations

import ctypes
import sys
from typing import Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from llk.model.records.preferences import Speech
from llk.view.access.accessible_factory import make_accessible
from llk.view.labels import spoken_language

POLITENESS = QAccessible.AnnouncementPoliteness
TREE_NOTIFICATIONS = not sys.platform.startswith(("win", "darwin"))
"""Whether the reader path is a notification in the tree (AT-SPI: Linux and the BSDs)
rather than the announcement event."""
NOTICES = 8
"""How many notifications take turns: a reader asks for a notification's text after it
showed, so one is not reused until seven more sentences came."""
LIBRARY = "libspeechd.so.2"
SINGLE_MODE = 0
"""`SPD_MODE_SINGLE`: one thread, no callbacks."""
ARGUMENTS: dict[str, list[type]] = {
    "spd_say": [ctypes.c_int, ctypes.c_char_p],
    "spd_set_language": [ctypes.c_char_p],
}
"""The arguments after the connection of the client calls LLK makes."""


def announce(source: QObject, text: str, assertive: bool = False) -> None:
    """Send the announcement event: ``text`` about ``source``, said after what the reader
    is saying, or at once when ``assertive``."""
    event = QAccessibleAnnouncementEvent(source, text)
    event.setPoliteness(POLITENESS.Assertive if assertive else POLITENESS.Polite)
    QAccessible.updateAccessibility(event)


class Notice(QWidget):
    """A notification the screen reader speaks as it shows: no size, nothing painted."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setFixedSize(0, 0)
        self.hide()


def _notice_interface(notice: Notice) -> QAccessibleWidget:
    """A `Notice`'s accessible interface: role notification."""
    return QAccessibleWidget(notice, QAccessible.Role.Notification)


class Notices:
    """`NOTICES` notifications in ``status_bar``, taking turns: telling a sentence shows
    the next one, named by it. A status bar's notification is read by Orca 43 without
    the word "notification" before it. Cost: two accessibility events a sentence."""

    def __init__(self, status_bar: QWidget) -> None:
        make_accessible(Notice, _notice_interface)
        self.notices = [Notice(status_bar) for _ in range(NOTICES)]
        self._turn = 0

    def tell(self, text: str) -> None:
        notice = self.notices[self._turn]
        self._turn = (self._turn + 1) % NOTICES
        notice.hide()
        notice.setAccessibleName(text)
        notice.show()


class Voice(Protocol):
    """What speaks a sentence directly (`SpeechDispatcher`; a recorder in tests)."""

    def available(self) -> bool: ...

    def speak(self, text: str, assertive: bool) -> None: ...


class SpeechDispatcher:
    """speech-dispatcher, through its client library (libspeechd, as Orca and PySolFC
    use it), connected at the first sentence, in the language LLK speaks.

    A polite sentence is a *message* (speech-dispatcher's priority for a screen reader's
    own speech): it waits for what is being said and is never dropped. An assertive one
    is *important*: speech-dispatcher has it cut in at once, even into the reader's
    speech, and nothing cuts it. Not QtTextToSpeech:
    its speechd engine stops what is being said before each sentence with a cancel for
    every client (the screen reader too), and in its error state (a service with no
    voice for the language, which still speaks) it queues for good.

    ``library``: the client library's name (a fake's in tests). Connecting may start
    speech-dispatcher: 0.6 s measured, once; 1 ms when it runs."""

    IMPORTANT = 1
    MESSAGE = 2
    """`SPDPriority` values (libspeechd.h)."""

    def __init__(self, library: str = LIBRARY) -> None:
        self._library = library
        self._client: ctypes.CDLL | None = None
        self._connection: int | None = None

    def available(self) -> bool:
        """Whether the library is installed and the service answered."""
        if self._client is None:
            self._connect()
        return bool(self._connection)

    def _connect(self) -> None:
        try:
            client = self._client = ctypes.CDLL(self._library)
        except OSError:
            return
        client.spd_open.restype = ctypes.c_void_p
        client.spd_open.argtypes = [ctypes.c_char_p] * 3 + [ctypes.c_int]
        for name in ("spd_say", "spd_set_language"):
            getattr(client, name).argtypes = [ctypes.c_void_p, *ARGUMENTS[name]]
        self._connection = client.spd_open(b"llk", b"main", None, SINGLE_MODE)
        if self._connection:
            client.spd_set_language(self._connection, spoken_language()[:2].encode())

    def speak(self, text: str, assertive: bool) -> None:
        client, connection = self._client, self._connection
        if client is None or not connection:
            return
        priority = self.IMPORTANT if assertive else self.MESSAGE
        client.spd_say(connection, priority, text.encode())


class Speaker(QObject):
    """Speaks each sentence the one way `Speech` says (`use`).

    Signals:
        problem(str): direct speech cannot be had, said once (the sentences go through
            the reader instead).
    """

    problem = Signal(str)

    def __init__(self, source: QWidget, status_bar: QWidget) -> None:
        super().__init__(source)
        self._source = source
        self._notices = Notices(status_bar) if TREE_NOTIFICATIONS else None
        self.voice: Voice = SpeechDispatcher()
        """What speaks directly (a recorder in tests)."""
        self._checked = False
        self._direct = False
        self.speech = Speech.READER

    def use(self, speech: Speech) -> None:
        self.speech = speech

    def speak(self, text: str, assertive: bool = False) -> None:
        if self.speech is Speech.OFF:
            return
        if self.speech is Speech.DIRECT and self._voice_answers():
            self.voice.speak(text, assertive)
        elif self._notices is not None:
            self._notices.tell(text)
        else:
            announce(self._source, text, assertive)

    def _voice_answers(self) -> bool:
        """Whether the speech service answered, asked once; if not, the player hears why,
        through the reader, and the status bar shows it."""
        if not self._checked:
            self._checked = True
            self._direct = self.voice.available()
            if not self._direct:
                line = self.tr(
                    "The speech service (speech-dispatcher) does not answer: the game's news "
                    "goes to the screen reader."
                )
                self.problem.emit(line)
                self.speak(line)
        return self._direct
