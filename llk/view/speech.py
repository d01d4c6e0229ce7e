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
QtTextToSpeech's ``speechd`` engine, as PySolFC speaks): heard whatever the reader and
its version, and then not given to the reader. QtTextToSpeech is imported only when
the first sentence is spoken so (it costs the start nothing); if the service cannot be
reached, the player is told once and the sentences go through the reader instead.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from llk.model.preferences import Speech

if TYPE_CHECKING:
    from PySide6.QtTextToSpeech import QTextToSpeech

POLITENESS = QAccessible.AnnouncementPoliteness
TREE_NOTIFICATIONS = not sys.platform.startswith(("win", "darwin"))
"""Whether the reader path is a notification in the tree (AT-SPI: Linux and the BSDs)
rather than the announcement event."""
NOTICES = 8
"""How many notifications take turns: a reader asks for a notification's text after it
showed, so one is not reused until seven more sentences came."""
ENGINE = "speechd"


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


def _notice_interface(key: str, obj: QObject) -> QAccessibleInterface | None:
    """A `Notice`'s accessible interface, role notification, kept on it for Python."""
    if not isinstance(obj, Notice):
        return None
    interface: QAccessibleWidget | None = getattr(obj, "_accessible", None)
    if interface is None:
        interface = QAccessibleWidget(obj, QAccessible.Role.Notification)
        obj._accessible = interface  # type: ignore[attr-defined]
    return interface


_installed = False


class Notices:
    """`NOTICES` notifications in ``status_bar``, taking turns: telling a sentence shows
    the next one, named by it. A status bar's notification is read by Orca 43 without
    the word "notification" before it. Cost: two accessibility events a sentence."""

    def __init__(self, status_bar: QWidget) -> None:
        global _installed
        if not _installed:
            QAccessible.installFactory(_notice_interface)
            _installed = True
        self.notices = [Notice(status_bar) for _ in range(NOTICES)]
        self._turn = 0

    def tell(self, text: str) -> None:
        notice = self.notices[self._turn]
        self._turn = (self._turn + 1) % NOTICES
        notice.hide()
        notice.setAccessibleName(text)
        notice.show()


class Voice(Protocol):
    """What speaks a sentence directly (`SpokenVoice`; a recorder in tests)."""

    def available(self) -> bool: ...

    def speak(self, text: str, assertive: bool) -> None: ...


class SpokenVoice:
    """The speech service through QtTextToSpeech's ``engine``, made at the first sentence:
    an assertive sentence cuts what is being said (``say``: the service's cancel, for
    every client), a polite one waits its turn (``enqueue``). Making it connects to
    speech-dispatcher (starting it if need be): up to half a second, once."""

    def __init__(self, engine: str = ENGINE) -> None:
        self._engine = engine
        self._speech: QTextToSpeech | None = None

    def _speaker(self) -> QTextToSpeech:
        if self._speech is None:
            from PySide6.QtTextToSpeech import QTextToSpeech

            self._speech = QTextToSpeech(self._engine)
        return self._speech

    def available(self) -> bool:
        """Whether the service answered (a voice it lacks for the language is no reason:
        it then speaks with its default one)."""
        from PySide6.QtTextToSpeech import QTextToSpeech

        speech = self._speaker()
        return speech.errorReason() != QTextToSpeech.ErrorReason.Initialization

    def speak(self, text: str, assertive: bool) -> None:
        speech = self._speaker()
        if assertive:
            speech.say(text)
        else:
            speech.enqueue(text)


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
        self.voice: Voice = SpokenVoice()
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
