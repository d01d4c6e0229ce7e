"""Commands that meet a question are held, then carried out: never dropped.

Every dialog over the game's window is modal, and Qt drops the window's shortcuts
while one is up: Ctrl+Q pressed as the high-score name prompt came up did nothing,
and the player, having typed a name, was left in the game. So each dialog that
opens over the window gets the game's commands (those on keys that type no text:
Ctrl, Alt or a function key) as stand-ins of its own; a stand-in holds its command,
and once the dialog is closed however (OK, Esc, its close button) and no question
waits for an answer any more, each command held is carried out in turn, as if its
key had been pressed then: Quit quits, Versus asks for the rivals, Choose Map opens
the chooser. A dialog's own use of a key (the map editor's Ctrl+Z) wins over the
stand-in, and a text field's (Ctrl+A in the name prompt) over both, as Qt decides
for any shortcut. This is the one place every command passes through while a
question is pending; the flows that ask never have to know.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QDialog, QWidget

NOT_TYPING = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.MetaModifier
)
"""A key with one of these held types no text: a dialog's text field leaves it alone."""


def types_no_text(keys: QKeySequence) -> bool:
    """Whether ``keys`` (one chord) is a command's key rather than typing: with Ctrl, Alt
    or Meta, or a function key (F1 to F35)."""
    if keys.isEmpty():
        return False
    chord = keys[0]  # type: ignore[index]  # QKeySequence.operator[] in Qt, untyped here
    function_key = Qt.Key.Key_F1.value <= chord.key().value <= Qt.Key.Key_F35.value
    return bool(chord.keyboardModifiers() & NOT_TYPING) or function_key


class HeldCommands(QObject):
    """Gives each dialog that opens over ``window`` stand-ins for ``commands``, and
    carries out the commands they held (`release`). ``quitting`` says when the game
    quits at once: what is held then is dropped with the rest."""

    def __init__(
        self, window: QWidget, commands: Sequence[QAction], quitting: Callable[[], bool]
    ) -> None:
        super().__init__(window)
        self._window = window
        self._commands = [c for c in commands if any(map(types_no_text, c.shortcuts()))]
        self._quitting = quitting
        self.held: list[Callable[[], None]] = []
        """The commands pressed in dialogs (each action's ``trigger``), and the work handed
        over meanwhile (`carry_out`), in order, waiting to be carried out."""
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A dialog made over the window is shown for the first time (Qt polishes it
        then, and tells the window): give it the stand-ins. O(commands) per dialog."""
        if event.type() == QEvent.Type.ChildPolished:
            child = event.child()  # type: ignore[attr-defined]  # a QChildEvent
            if isinstance(child, QDialog):
                self._stand_in(child)
        return False

    def _stand_in(self, dialog: QDialog) -> None:
        taken = {keys for action in dialog.actions() for keys in action.shortcuts()}
        taken |= {s.key() for s in dialog.findChildren(QShortcut)}
        for command in self._commands:
            keys = [k for k in command.shortcuts() if types_no_text(k) and k not in taken]
            if keys:
                stand_in = QAction(dialog)
                stand_in.setShortcuts(keys)
                stand_in.triggered.connect(lambda _checked=False, held=command: self.hold(held))
                dialog.addAction(stand_in)
        dialog.finished.connect(lambda _code: QTimer.singleShot(0, self.release))

    def hold(self, command: QAction) -> None:
        """Keep ``command`` for when the questions are answered (once, however often it
        is pressed meanwhile)."""
        if command.trigger not in self.held:
            self.held.append(command.trigger)

    def carry_out(self, work: Callable[[], None]) -> None:
        """Do ``work`` (what a later start of LLK asked for) now, or, while a dialog is up
        over the window, once it is closed, as a command pressed in it would be."""
        if QApplication.activeModalWidget() is None and not self.held:
            work()
        else:
            self.held.append(work)

    def release(self) -> None:
        """Carry out the commands held, in the order pressed, unless a question still waits
        for its answer (a dialog in its own event loop: its closing releases them). A
        dialog that merely shows something (the high scores after the name) does not
        hold them back. Nothing is carried out once the game quits, whether at once
        (`Session.quit`) or by a command held before (Quit, then Choose Map)."""
        while self.held and not _waiting():
            if self._quitting() or not self._window.isVisible():
                self.held.clear()  # the game quits, or a command held before did so
            else:
                self.held.pop(0)()


def _waiting() -> bool:
    """Whether a question waits for its answer: a dialog asked with its own event loop,
    modal to the whole application (the flow that asked goes on once it is answered)."""
    modal = QApplication.activeModalWidget()
    return modal is not None and modal.windowModality() == Qt.WindowModality.ApplicationModal
