"""Watch Again: a race played again from its setup and the player's log, one racer's
board large and every racer's small beside it, with Play/Pause, the speed and a
position slider to go anywhere in the race.

What shows is a frame of the race's `RaceFilm`, at the watch's position in race time;
the position moves with an injectable clock (the wall clock, a hand-moved one in tests)
times the speed, so a frame drawn depends on where the watcher is, never on how often
the timer fired. While the watcher looks, the film is played ahead a little every tick,
so that a seek anywhere is soon a look-up.

Keys: Space plays or pauses, Left and Right go back and on `SEEK_STEP_S`, Home and End
go to the start and the end, Up and Down watch the racer before or after, + and -
change the speed.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from llk.model.game.play_clock import Clock
from llk.model.versus.race import Race
from llk.model.versus.replay import FRAME_S, RaceFilm, RacerFrame
from llk.model.versus.standings import Finish
from llk.view.board.tile_art import TileArt
from llk.view.labels import finish_name
from llk.view.rival_board import RivalBoard

TICK_MS = 33
"""How often the watch looks at its clock and draws: 30 frames a second."""
SPEEDS = (0.5, 1.0, 2.0, 4.0)
"""The speeds offered, race seconds a second of watching."""
FIRST_SPEED = 2.0
SEEK_STEP_S = 5.0
"""How far Left and Right go back and on, in race seconds."""
DEVELOP_S = 5.0
"""Race seconds the film is played ahead each tick while it is not complete: a few
milliseconds on the largest board, so the whole race is ready within seconds."""
SLIDER_STEPS_A_SECOND = round(1 / FRAME_S)
"""The slider counts in the film's grain, tenths of a race second."""


class RaceWatch(QDialog):
    """One race watched again. ``clock`` is read every tick (`tick`); ``shown`` is the
    racer whose board is drawn large."""

    def __init__(
        self,
        race: Race,
        art: TileArt,
        clock: Clock = time.monotonic,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("race_watch")
        self.setWindowTitle(self.tr("Watch Again"))
        self.film = RaceFilm(race.setup, race.log(), race.you.name)
        self._clock = clock
        self._wall = clock()
        self.position = 0.0
        """Race seconds the watch is at."""
        self.speed = FIRST_SPEED
        self.playing = False
        self.shown = 0
        self.headline = QLabel()
        self.headline.setObjectName("watch_headline")
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.headline.setFont(font)
        self.large = RivalBoard(art)
        self.large.setObjectName("watch_board")
        self.large.setMinimumSize(480, 330)
        self.choices = QButtonGroup(self)
        self.thumbnails: list[RivalBoard] = []
        self.play = QPushButton()
        self.play.setObjectName("watch_play")
        self.play.clicked.connect(self.toggle)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("watch_position")
        self.slider.setAccessibleName(self.tr("Position in the race"))
        self.slider.setRange(0, round(self.film.end_s * SLIDER_STEPS_A_SECOND))
        self.slider.setSingleStep(SLIDER_STEPS_A_SECOND)
        self.slider.setPageStep(round(SEEK_STEP_S * SLIDER_STEPS_A_SECOND))
        self.slider.valueChanged.connect(self._slid)
        self.clock_label = QLabel()
        self.clock_label.setObjectName("watch_clock")
        self.speeds = QComboBox()
        self.speeds.setObjectName("watch_speed")
        self.speeds.setAccessibleName(self.tr("Speed"))
        for speed in SPEEDS:
            self.speeds.addItem(f"{speed:g}×", speed)
        self.speeds.setCurrentIndex(SPEEDS.index(FIRST_SPEED))
        self.speeds.currentIndexChanged.connect(self._speed_chosen)
        self._lay_out(art)
        self._keys()
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self.tick)
        self.choose(0)
        self.toggle()  # it starts playing
        self.play.setFocus()
        if parent is not None:  # as large as the game's window allows: the board is the point
            self.resize(self.sizeHint().expandedTo(parent.size() * 0.9))

    def _lay_out(self, art: TileArt) -> None:
        side = QGridLayout()
        columns = 1 if len(self.film.names) <= 3 else 2
        for index, name in enumerate(self.film.names):
            button = QPushButton(name)
            button.setObjectName(f"watch_racer_{index}")
            button.setCheckable(True)
            button.setAccessibleName(self.tr("Watch {0}").format(name))
            self.choices.addButton(button, index)
            thumbnail = RivalBoard(art)
            thumbnail.setMinimumSize(180, 110)
            thumbnail.setAccessibleName(self.tr("Board of {0}").format(name))
            thumbnail.installEventFilter(self)
            self.thumbnails.append(thumbnail)
            row, column = divmod(index, columns)
            side.addWidget(button, 2 * row, column)
            side.addWidget(thumbnail, 2 * row + 1, column)
        side.setRowStretch(side.rowCount(), 1)
        self.choices.idClicked.connect(self.choose)
        boards = QHBoxLayout()
        boards.addWidget(self.large, 1)
        boards.addLayout(side)
        controls = QHBoxLayout()
        controls.addWidget(self.play)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.clock_label)
        speed_label = QLabel(self.tr("&Speed:"))
        speed_label.setBuddy(self.speeds)
        controls.addWidget(speed_label)
        controls.addWidget(self.speeds)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addLayout(boards, 1)
        layout.addLayout(controls)
        keys = QLabel(
            self.tr(
                "Space: play or pause · ← →: 5 s back or on · Home, End: start, end · "
                "↑ ↓: another racer · + −: speed"
            )
        )
        keys.setObjectName("watch_keys")
        keys.setWordWrap(True)
        layout.addWidget(keys)
        layout.addWidget(buttons)

    def _keys(self) -> None:
        """The watch's keys (see the module docstring), over any control's own."""
        actions: list[tuple[Qt.Key, Callable[[], None]]] = [
            (Qt.Key.Key_Space, self.toggle),
            (Qt.Key.Key_Left, lambda: self.seek(self.position - SEEK_STEP_S)),
            (Qt.Key.Key_Right, lambda: self.seek(self.position + SEEK_STEP_S)),
            (Qt.Key.Key_Home, lambda: self.seek(0.0)),
            (Qt.Key.Key_End, lambda: self.seek(self.film.end_s)),
            (Qt.Key.Key_Up, lambda: self.choose((self.shown - 1) % len(self.film.names))),
            (Qt.Key.Key_Down, lambda: self.choose((self.shown + 1) % len(self.film.names))),
            (Qt.Key.Key_Plus, lambda: self._step_speed(1)),
            (Qt.Key.Key_Equal, lambda: self._step_speed(1)),
            (Qt.Key.Key_Minus, lambda: self._step_speed(-1)),
        ]
        for key, slot in actions:
            QShortcut(QKeySequence(key), self, slot)

    # --- what the watcher does ----------------------------------------------------

    def toggle(self) -> None:
        """Play or pause; Play at the end starts again from the start."""
        if not self.playing and self.position >= self.film.end_s:
            self.position = 0.0
        self.playing = not self.playing
        self._wall = self._clock()
        self._timer.start()
        self._show()

    def seek(self, at_s: float) -> None:
        """Go to ``at_s`` race seconds (kept within the race): see `RaceFilm` for the cost."""
        self.position = min(max(0.0, at_s), self.film.end_s)
        self._wall = self._clock()
        self._show()

    def choose(self, index: int) -> None:
        """Watch racer ``index`` large."""
        self.shown = index
        for button in self.choices.buttons():
            chosen = self.choices.id(button) == index
            button.setChecked(chosen)
            font = button.font()
            font.setBold(chosen)  # the checked look alone is faint in some themes
            button.setFont(font)
        self._show()

    def tick(self) -> None:
        """Move the position by the time the clock says passed, times the speed; play the
        film a little ahead. The timer calls this every `TICK_MS`; it stops once the
        watch is paused and the film complete."""
        now = self._clock()
        if self.playing:
            self.position = min(self.film.end_s, self.position + (now - self._wall) * self.speed)
            self.playing = self.position < self.film.end_s
        self._wall = now
        if not self.film.complete:
            self.film.develop(self.film.developed_s + DEVELOP_S)
        elif not self.playing:
            self._timer.stop()
        self._show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A click on a thumbnail watches that racer."""
        if event.type() == QEvent.Type.MouseButtonPress and watched in self.thumbnails:
            self.choose(self.thumbnails.index(watched))
            return True
        return super().eventFilter(watched, event)

    def _slid(self, value: int) -> None:
        if value != round(self.position * SLIDER_STEPS_A_SECOND):  # not our own update
            self.seek(value / SLIDER_STEPS_A_SECOND)

    def _speed_chosen(self, index: int) -> None:
        self.speed = SPEEDS[index]

    def _step_speed(self, step: int) -> None:
        self.speeds.setCurrentIndex(min(max(0, self.speeds.currentIndex() + step), len(SPEEDS) - 1))

    # --- drawing ----------------------------------------------------------------

    def _show(self) -> None:
        frame = self.film.frame_at(self.position)
        for thumbnail, racer in zip(self.thumbnails, frame, strict=True):
            thumbnail.show_board(racer.board, racer.stones, racer.frozen)
        watched = frame[self.shown]
        self.large.show_board(watched.board, watched.stones, watched.frozen)
        name = self.film.names[self.shown]
        self.large.setAccessibleName(self.tr("Board of {0}").format(name))
        self.headline.setText(self._headline(name, watched))
        self.play.setText(self.tr("&Pause") if self.playing else self.tr("&Play"))
        self.slider.setValue(round(self.position * SLIDER_STEPS_A_SECOND))
        self.slider.setAccessibleDescription(self._clock_text())
        self.clock_label.setText(self._clock_text())

    def _headline(self, name: str, watched: RacerFrame) -> str:
        pairs = self.tr("%n pair(s)", "", watched.pairs)
        if watched.finish is Finish.RACING:
            return self.tr("{0}: {1}").format(name, pairs)
        return self.tr("{0}: {1} · {2}").format(name, pairs, finish_name(watched.finish))

    def _clock_text(self) -> str:
        return self.tr("{0:.1f} s of {1:.1f} s").format(self.position, self.film.end_s)
