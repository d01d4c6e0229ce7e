"""Keys of one character (H, R, P, 1...): switched off at the player's word, and never
spending something scarce on a stray press.

A shortcut of one printable character fires wherever the focus is in the window, so a
speech-input user's dictated word, or a brush of the keyboard, runs commands (WCAG
2.1.4). `LetterKeys` is the one rule over every such key of the window, whoever made the
action (every action under the window when the preferences are applied: at start, once
the window is built, and at each change), so an action added to the window's actions is
covered without a word more:

- Off (`Preferences.letter_keys`), every action under the window loses its keys of one
  character: they do nothing, and the menus and How to Play's key table show none. The
  keys with Ctrl, Alt or Meta and the function keys stay. On again, each action has its
  keys back as they were.
- On, an action marked `SPENDS` (a hint, a refresh, Show Me, Undo to Winnable, a prop:
  something the player has only a few of, or that costs points) takes its key twice. The
  first press only says, in the status line and aloud (`asked`), what a second press
  uses; the same key again uses it; any other key, or a click, lets it be. The menu item
  and the button still act at once: reaching them is deliberate. There is no time limit
  between the presses, for a player who is slow to press.

The keys the board handles while it has the focus (the arrows, Space, F held) are no
shortcuts of the window: they act only where the player is, as 2.1.4 allows, and F
spends nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QShortcutEvent
from PySide6.QtWidgets import QWidget

from llk.view.actions import SPENDS, plain

_NOT_TYPING = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.MetaModifier
)
_PUT_AWAY = "llk_all_keys"
"""An action's property while its keys of one character are put away: all its keys, as
they were (`QKeySequence.SequenceFormat.PortableText`), to give back in order."""


def is_letter_key(keys: QKeySequence) -> bool:
    """Whether ``keys`` is one key that types a character, without Ctrl, Alt or Meta
    (with Shift it still types): H, 1, +, Space; not Return, Esc, F5 or Ctrl+H. O(1)."""
    if keys.count() != 1:
        return False
    chord = keys[0]  # type: ignore[index]  # QKeySequence.operator[] in Qt, untyped here
    if chord.keyboardModifiers() & _NOT_TYPING:
        return False
    key: int = chord.key().value
    return Qt.Key.Key_Space.value <= key < Qt.Key.Key_Escape.value


class _Forget(QObject):
    """While a key that spends waits for its second press: any other key pressed, or a
    click, anywhere in the application, forgets the first (`LetterKeys`). Filters the
    application's events only while one waits."""

    def __init__(self, keys: LetterKeys) -> None:
        super().__init__(keys)
        self._keys = keys

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress or (
            kind == QEvent.Type.KeyPress and not self._keys.waits_for(event)
        ):
            self._keys.forget()
        return False


class LetterKeys(QObject):
    """The keys of one character of every action under ``window``; see the module.

    Signals:
        asked(str): a key that spends was pressed once: what pressing it again uses,
            to show and say.
        answered(): that question is over (the key came again, or another): its line
            goes from the status bar, where it stayed after the hint it asked about.
    """

    asked = Signal(str)
    answered = Signal()

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._armed: tuple[QAction, QKeySequence] | None = None
        """The action whose key was pressed once, and that key."""
        self._forget = _Forget(self)

    def switch(self, on: bool) -> None:
        """Give every action under the window its keys of one character, or take them
        away; and watch each one's shortcut (`eventFilter`). O(actions)."""
        self.forget()
        for action in self._window.findChildren(QAction):
            action.removeEventFilter(self)  # once, however often switched
            action.installEventFilter(self)
            kept = action.property(_PUT_AWAY)
            if on and kept:
                action.setShortcuts([QKeySequence(keys) for keys in kept])
                action.setProperty(_PUT_AWAY, None)
            elif not on and not kept and any(map(is_letter_key, action.shortcuts())):
                portable = QKeySequence.SequenceFormat.PortableText
                action.setProperty(_PUT_AWAY, [k.toString(portable) for k in action.shortcuts()])
                action.setShortcuts([k for k in action.shortcuts() if not is_letter_key(k)])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """An action's shortcut: one that spends is held until its key comes twice. O(1)."""
        if event.type() == QEvent.Type.Shortcut and isinstance(watched, QAction):
            assert isinstance(event, QShortcutEvent)
            return self._held(watched, event.key())
        return False

    def waits_for(self, event: QEvent) -> bool:
        """Whether key press ``event`` is the key pressed once (its key repeating)."""
        assert isinstance(event, QKeyEvent)
        armed = self._armed
        return armed is not None and QKeySequence(event.keyCombination()) == armed[1]

    def forget(self) -> None:
        """Forget a first press: the next one is a first again."""
        if self._armed is not None:
            self._armed = None
            _application().removeEventFilter(self._forget)
            self.answered.emit()

    def _held(self, action: QAction, keys: QKeySequence) -> bool:
        """Whether the shortcut ``keys`` of ``action`` is held back: the first press of a
        key that spends. Any other shortcut forgets a first press."""
        armed = self._armed
        self.forget()
        if not action.property(SPENDS) or not is_letter_key(keys) or armed == (action, keys):
            return False
        self._armed = (action, keys)
        _application().installEventFilter(self._forget)
        native = keys.toString(QKeySequence.SequenceFormat.NativeText)
        self.asked.emit(
            self.tr("{0}: press {1} again to use it, any other key to keep it.").format(
                plain(action.text()), native
            )
        )
        return True


def _application() -> QCoreApplication:
    application = QCoreApplication.instance()
    assert application is not None
    return application
