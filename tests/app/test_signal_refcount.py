"""Guard against a Qt binding that corrupts reference counts on every signal.

PySide6 6.12.0 returns ``True`` from ``Signal.emit`` without taking a reference,
so on Python 3.11 (where ``True`` is not immortal) a game crashes after a few
thousand signals. pyproject.toml excludes that release; this test catches the
next one that does it.
"""

import sys

from PySide6.QtCore import QObject, Signal


class _Emitter(QObject):
    fired = Signal(object)


def test_emitting_signals_keeps_reference_counts(qapp: object) -> None:
    emitter = _Emitter()
    received: list[int] = []
    emitter.fired.connect(lambda _value: received.append(1))
    before = sys.getrefcount(True), sys.getrefcount(None)
    for _ in range(1000):
        emitter.fired.emit(None)
    assert (sys.getrefcount(True), sys.getrefcount(None)) == before
    assert len(received) == 1000
