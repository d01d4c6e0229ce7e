"""The result screen of a game or a level: how it ended, the time bonus counting up,
the place in the high scores, a short celebration, and what to do next."""

from __future__ import annotations

import random

from PySide6.QtCore import QEasingCurve, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from llk.model.campaign.stars import stars_shown
from llk.model.game.clock_assist import ClockAssist
from llk.model.game.game_clock import POINTS_PER_SECOND_LEFT
from llk.model.game.results import GameRecord
from llk.model.records.endings import counted_score
from llk.model.records.preferences import Timing
from llk.model.status import campaign_place
from llk.view.campaign_labels import assisted_words

LEVEL_MAP = 2
"""The screen's result when closed by Level Map (a campaign level's)."""
MIN_WIDTH = 380
"""Wide enough for the place in the table on one line, in English and in Chinese."""
CONFETTI = 28
CONFETTI_COLOURS = ("#e4572e", "#f3a712", "#29bf12", "#2e86ab", "#a23b72", "#ffd23f")


class Confetti(QWidget):
    """A few tiles of colour falling once across the top of the screen for ``ms``, then
    gone: brief, then the screen is still. It lets clicks through. Cost: `CONFETTI`
    rectangles per frame."""

    def __init__(self, parent: QWidget, ms: int) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        pick = random.Random(8)  # the same fall every time: a flourish, not a show
        self._pieces = [
            (pick.random(), pick.random() * 0.6, pick.uniform(-1, 1), pick.choice(CONFETTI_COLOURS))
            for _ in range(CONFETTI)
        ]
        self._progress = 0.0
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setDuration(ms)
        self.animation.setEasingCurve(QEasingCurve.Type.OutQuad)
        self.animation.valueChanged.connect(self._advance)
        self.animation.finished.connect(self.hide)

    def _advance(self, progress: float) -> None:
        self._progress = progress
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width, height, t = self.width(), self.height(), self._progress
        for x, delay, sway, colour in self._pieces:
            fall = max(0.0, t * 1.6 - delay)
            if fall <= 0:
                continue
            shade = QColor(colour)
            shade.setAlphaF(max(0.0, 1.0 - t))
            left = (x + sway * 0.05 * fall) * width
            painter.fillRect(QRectF(left, fall * height - 10, 7, 10), shade)


class ResultScreen(QDialog):
    """Says how ``record`` ended; Esc or closing it is "Look at the Board", which
    leaves the finished board on show. ``place``: its rank in its high-score table
    (None: it would not stand there). ``timing``: how long the time bonus counts up
    and the confetti of a win falls (neither with animations off: `Timing` all 0).

    `go_on` is Next Level for a level cleared, New Game otherwise.
    """

    def __init__(
        self,
        record: GameRecord,
        place: int | None,
        timing: Timing,
        parent: QWidget | None = None,
        run_goes_on: bool = False,
    ) -> None:
        super().__init__(parent)
        self.record = record
        won = record.won
        if run_goes_on:
            title = self.tr("Level {0} is clear!").format(record.level)
        elif won:
            title = self.tr("You won!")
        elif record.levels:  # a run ends on the level it reached, never won
            title = self.tr("The time ran out on level {0}.").format(record.level)
        else:
            title = self.tr("Time is up")
        self.headline = QLabel()
        """The one line that says how it ended, the window's title too (`_headline`)."""
        font = QFont(self.headline.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._headline(title)
        self.stars = QLabel()
        self.stars.hide()
        self.level_map: QPushButton | None = None
        """Level Map, on a campaign level's screen."""
        self.bonus = QLabel()
        self.score = QLabel()
        self.place = QLabel(self._place_text(record, place, run_goes_on))
        self.place.setWordWrap(True)
        self._numbers: list[tuple[str, QLabel]] = []
        """Each number with its label, in reading order."""
        if won:
            seconds = record.time_bonus // POINTS_PER_SECOND_LEFT
            bonus = self.tr("Time bonus ({0} s × {1}):").format(seconds, POINTS_PER_SECOND_LEFT)
            self._numbers.append((bonus, self.bonus))
        self._numbers += [(self.tr("Score:"), self.score), (self.tr("High Scores:"), self.place)]
        numbers = QFormLayout()
        for label, value in self._numbers:
            numbers.addRow(label, value)
        go_on = self.tr("Next Level") if run_goes_on else self.tr("New Game")
        self.go_on = QPushButton(go_on)
        self.look = QPushButton(self.tr("Look at the Board"))
        buttons = QDialogButtonBox()
        buttons.addButton(self.go_on, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.look, QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.go_on.setDefault(True)
        self._buttons = buttons
        self.headline.setMinimumWidth(MIN_WIDTH)
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)  # nothing in it
        # grows, and a window of a fixed size gets no resize handle from the window manager
        layout.addWidget(self.headline)
        layout.addWidget(self.stars, alignment=Qt.AlignmentFlag.AlignCenter)
        layout.addLayout(numbers)
        layout.addWidget(buttons)
        self.count = QVariantAnimation(self)
        self.count.setStartValue(0)
        self.count.setEndValue(record.time_bonus)
        self.count.setDuration(timing.count_ms)
        self.count.valueChanged.connect(self._show_count)
        self._show_count(0 if timing.count_ms else record.time_bonus)
        celebrate = won and timing.celebration_ms > 0
        self.confetti = Confetti(self, timing.celebration_ms) if celebrate else None

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._describe()
        if self.count.duration() and self.record.time_bonus:
            self.count.start()
        if self.confetti is not None:
            self.confetti.setGeometry(self.rect())
            self.confetti.raise_()
            self.confetti.show()
            self.confetti.animation.start()

    def _describe(self) -> None:
        """Make the rest of the screen its accessible description, each number after its
        label, with the numbers the count ends on. A reader says a dialog's title (the
        headline), its description and then its focused button as it opens, in one go
        (Orca 43: "Level 1 is clear! dialog Time bonus (39 s × 5): +195 Score: 555 High
        Scores: Place 1 so far... Next Level push button."), but not labels laid out
        beside values. So the result is heard once, from the screen itself, whatever the
        player's `Speech`: it is never also announced (which Orca 45 said after the title
        again), nor said as it opens, when the reader's words for the opening window
        would cut it off."""
        shown = self.score.text(), self.bonus.text()
        self._show_count(self.record.time_bonus)
        said = [self.stars.text()] if self.stars.text() else []
        said += [f"{label} {value.text()}" for label, value in self._numbers]
        self.setAccessibleDescription(" ".join(said))
        self.score.setText(shown[0])
        self.bonus.setText(shown[1])

    def done(self, result: int) -> None:
        """Closed however: the counting ends on the true numbers."""
        self.count.stop()
        self._show_count(self.record.time_bonus)
        super().done(result)

    def text(self) -> str:
        """Everything the screen says, in reading order (for tests and screen readers)."""
        labels = (self.headline, self.stars, self.bonus, self.score, self.place)
        return "\n".join(label.text() for label in labels if label.text())

    def buttons(self) -> list[QPushButton]:
        return [self.go_on, self.look, *([self.level_map] if self.level_map else [])]

    def show_level(
        self, stars: int, onward: bool, assist: ClockAssist = ClockAssist.DESIGNED
    ) -> None:
        """Make this a campaign level's screen: its ``stars`` (0: lost), said to be earned
        with the clock's ``assist`` if one was on, Next Level when it goes ``onward``
        (else Try Again, or Level Map for a last level won), and Level Map."""
        place = campaign_place(self.record.settings)
        if self.record.won:
            helped = assisted_words(assist)
            shown = self.tr("Stars: {0} ({1})") if helped else self.tr("Stars: {0}")
            self.stars.setText(shown.format(stars_shown(stars), helped))
            self.stars.show()
            if place is not None:
                self._headline(self.tr("Level {0}-{1} is clear!").format(*place))
        if onward:
            self.go_on.setText(self.tr("Next Level"))
        elif self.record.won:
            self.go_on.setText(self.tr("Level Map"))
        else:
            self.go_on.setText(self.tr("Try Again"))
        if onward or not self.record.won:
            self.level_map = QPushButton(self.tr("Level Map"))
            self._buttons.addButton(self.level_map, QDialogButtonBox.ButtonRole.ActionRole)
            self.level_map.clicked.connect(lambda: self.done(LEVEL_MAP))

    def _headline(self, text: str) -> None:
        """Say how the game ended in one line: the headline, and the same words in the
        title bar (a title of its own stood over two lines saying it again)."""
        self.headline.setText(text)
        self.setWindowTitle(text)

    def _show_count(self, bonus: int) -> None:
        """The bonus counted so far, and the score with it."""
        before = self.record.score - self.record.time_bonus
        self.bonus.setText(f"+{bonus}")
        self.score.setText(str(before + bonus))

    def show_replay(self) -> None:
        """Say that the game, a replay of a daily game played already, counts in no table."""
        self.place.setText(self.tr("A replay of a daily game played already does not count."))

    def _place_text(self, record: GameRecord, place: int | None, run_goes_on: bool) -> str:
        if counted_score(record) is None and record.levels:
            return self.tr("A run counts once it has points.")
        if counted_score(record) is None:
            return self.tr("A lost game does not count.")
        if place is None:
            return self.tr("Not enough for this board's table.")
        if run_goes_on:
            return self.tr("Place {0} so far, if the run ended now.").format(place)
        return self.tr("Place {0} in this board's table!").format(place)
