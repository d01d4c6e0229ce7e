"""Whether a map being drawn has a fair deal under each shift mode, asked in a background
thread so the editor never waits: a newer drawing makes older answers moot.

Budgeted in steps of the forward game (`DealBudget.steps`), the same on every machine;
each answer says how long the deal took.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from llk.model.board.shifts import ShiftMode
from llk.model.maps.map_deal import CHECK_STEPS, check_kinds, fair_problem
from llk.model.maps.map_file import GameMap

FAIR, NOT_FOUND = "fair", "not-found"


class FairnessChecker(QObject):
    """Checks each shift mode of the map last given to `check`, one at a time."""

    answered = Signal(str, str, float)
    """A shift mode's word, `FAIR` or `NOT_FOUND`, and the seconds the deal took: only
    ever about the map last given to `check`."""
    thread_answered = Signal(int, str, str, float)
    """An answer from the thread, with the generation of its question."""

    def __init__(self, parent: QObject | None = None, steps: int = CHECK_STEPS) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self.steps = steps
        self.generation = 0
        self.stopped = False
        self.thread_answered.connect(self._deliver)

    def _deliver(self, generation: int, mode: str, verdict: str, seconds: float) -> None:
        """An answer, in this object's thread, passed on unless a newer map was given since
        it left the thread: a map's answers are never taken for the next one's."""
        if generation == self.generation:
            self.answered.emit(mode, verdict, seconds)

    def check(self, game_map: GameMap) -> None:
        """Ask about ``game_map`` (an even number of tiles) under every mode it allows,
        dropping what is still to be asked about the one before; nothing once `stop`ped."""
        if self.stopped:
            return
        self.generation += 1
        self._pool.start(_Check(self, self.generation, game_map))

    def forget(self) -> None:
        """Drop every question still to be answered (the map changed to no map)."""
        self.generation += 1

    def wait(self) -> None:
        """Block until the thread is idle (tests)."""
        self._pool.waitForDone()

    def stop(self) -> None:
        """Drop every question and take no more (the editor closed), then wait until the
        thread is idle. Nothing may run on once the checker can be destroyed: its pool's
        destructor waits for the thread while holding Python's lock, which the thread
        needs to answer, and the two would wait for each other for ever."""
        self.stopped = True
        self.forget()
        self.wait()


class _Check(QRunnable):
    def __init__(self, checker: FairnessChecker, generation: int, game_map: GameMap) -> None:
        super().__init__()
        self._checker, self._generation, self._map = checker, generation, game_map

    def run(self) -> None:
        """Cost: a fair deal a mode, O(pairs * rows * cols) each (see `solvable_deal_on`)."""
        game_map, checker = self._map, self._checker
        for mode in ShiftMode:
            if checker.generation != self._generation:
                return  # a newer map, or none: not a word more about this one
            start = time.perf_counter()
            problem = fair_problem(game_map, check_kinds(game_map), mode, checker.steps)
            verdict = FAIR if problem is None else NOT_FOUND
            seconds = time.perf_counter() - start
            checker.thread_answered.emit(self._generation, mode.value, verdict, seconds)
