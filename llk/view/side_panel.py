"""The side panel: countdown bar, score, level, tiles left, pairs free and the action buttons."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt
from PySide6.QtGui import QAction, QFont, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from llk.model.board.shifts import ShiftMode
from llk.model.changes import Changes
from llk.model.game.play_clock import seconds_shown
from llk.model.limits import MAX_COLS, MAX_LEVEL, MAX_ROWS, MAX_SCORE, MAX_SEED
from llk.model.status import GameStats, TimeLeft
from llk.view.access.clock_accessible import TimeBar
from llk.view.baselines import align_baselines
from llk.view.labels import deal_name, pairs_free, seconds_left, shift_sentence
from llk.view.shift_icon import shift_icon
from llk.view.wrapping_label import WrappingLabel

URGENT_S = 10
"""The bar turns red for the last seconds."""

_BAR_STYLE = """
QProgressBar {{ border: 1px solid #8a7a60; border-radius: 6px; background: #f3ead8;
               text-align: center; color: #000000; min-height: 18px; }}
QProgressBar::chunk {{ border-radius: 5px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {0}, stop:1 {1}); }}
"""
_CALM, _URGENT = ("#8fd77f", "#5cb552"), ("#f4978c", "#e8786c")
"""The filled part's gradient, top to bottom. The text stands over the filled part and
the empty one, so both are light: its black reads at 7.3:1 or more over every shade,
in every theme (WCAG AAA asks 7:1; the urgent red was #d83a2e, 3:1)."""


MIN_WIDTH = 150
"""The panel is never narrower, however short its texts."""

CARD_ALPHA = 235
"""How opaque the panel's card is: the background shows through a little."""


def _bold(label: QLabel, points: int) -> QFont:
    """``label``'s font, bold at ``points``: a font, not a style sheet, which fixes the
    label's colours when it is polished (polished before the theme came, the score kept
    the wrong text colour)."""
    font = label.font()
    font.setPointSize(points)
    font.setBold(True)
    return font


def untimed() -> str:
    return QCoreApplication.translate("SidePanel", "Untimed: no time limit.")


class SidePanel(QWidget):
    """Shows the game's numbers; its buttons trigger the shared actions.

    The buttons of ``occasional`` actions show only while their action can act
    (Next Level, once a level is clear) and its data is not False (Show Me, which
    can act on most positions, is offered only when the player seems stuck); they
    stand after the others, so that one showing up moves none the player reaches for.
    """

    def __init__(
        self,
        actions: Sequence[QAction],
        occasional: Sequence[QAction] = (),
        texts: Mapping[QAction, Sequence[str]] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """``texts``: the other texts each action may show (`GameActions.widest_texts`),
        which the panel keeps room for."""
        super().__init__(parent)
        self.setObjectName("side_panel")
        layout = QVBoxLayout(self)
        title = QLabel("连连看")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title.setFont(_bold(title, 22))
        title.setForegroundRole(QPalette.ColorRole.Link)
        layout.addWidget(title)
        self.time_bar = TimeBar()
        self.time_bar.setRange(0, 1000)
        self._spoken_time = ""
        self._say_time(untimed())
        layout.addWidget(self.time_bar)
        self.form = form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.score = QLabel("0")
        self.level = QLabel("1")
        self.level.setTextFormat(Qt.TextFormat.PlainText)
        self.tiles_left = QLabel("0")
        self.pairs_free = QLabel("0")
        self.pairs_free.setObjectName("pairs_free")
        self.game_number = QLabel("")
        for text, label in (
            (self.tr("Score"), self.score),
            (self.tr("Level"), self.level),
            (self.tr("Tiles left"), self.tiles_left),
            (self.tr("Pairs free"), self.pairs_free),
            (self.tr("Game"), self.game_number),
        ):
            label.setAlignment(Qt.AlignmentFlag.AlignRight)
            form.addRow(text, label)
        self.score.setFont(_bold(self.score, 16))
        align_baselines(self.form)  # the first values too, shown before any game's
        self._widest_values = {
            label: "8" * len(str(limit))  # as wide as any number up to the limit
            for label, limit in (
                (self.score, MAX_SCORE),
                (self.level, MAX_LEVEL),
                (self.tiles_left, MAX_ROWS * MAX_COLS),
                (self.pairs_free, MAX_ROWS * MAX_COLS // 2),
                (self.game_number, MAX_SEED),
            )
        }
        layout.addLayout(form)
        layout.addLayout(self._mode_row())
        self.buttons: dict[str, QToolButton] = {}
        self._texts: dict[QToolButton, Sequence[str]] = {}
        for action in actions:
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setMinimumHeight(30)
            layout.addWidget(button)
            self.buttons[action.objectName()] = button
            self._texts[button] = (texts or {}).get(action, ())
            if action in occasional:
                self._show_while_enabled(action, button)
        layout.addStretch(1)
        self._urgent: bool | None = None
        self._stats: GameStats | None = None
        self._keep_width()

    def _mode_row(self) -> QHBoxLayout:
        """The shift mode in words, after its arrows: "⇩ Tiles fall down"."""
        row = QHBoxLayout()
        self.level_mode = QLabel()
        self.level_mode.setObjectName("level_mode")
        self.level_mode.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.mode_name = WrappingLabel()
        self.mode_name.setObjectName("mode_name")
        # At the top, as the arrows: a one-line sentence in the room kept for two was
        # centred, half a line below its arrows.
        self.mode_name.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.level_mode, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.mode_name, 1)
        self.mode_name.keep_room_for([shift_sentence(mode) for mode in ShiftMode])
        return row

    def _keep_width(self) -> None:
        """Fix the panel's width to that of the widest text it can show that cannot wrap:
        each button's with its counts at their largest, and each value on a line of its
        own (`WrapLongRows` puts one that does not fit beside its label below it: a score
        of eight digits). The mode sentence wraps. Its width followed its texts, and the
        board jumped 40 px sideways between levels as the sentence changed. O(texts)."""
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        values = [
            label.fontMetrics().horizontalAdvance(widest)
            for label, widest in self._widest_values.items()
        ]
        buttons = [self._button_width(b, texts) for b, texts in self._texts.items()]
        widest = max([*values, *buttons]) + margins.left() + margins.right()
        self.setFixedWidth(max(MIN_WIDTH, layout.minimumSize().width(), widest))

    @staticmethod
    def _button_width(button: QToolButton, texts: Sequence[str]) -> int:
        """The width ``button`` needs for the widest of its text and ``texts``."""
        metrics = button.fontMetrics()

        def shown(text: str) -> int:
            return metrics.size(Qt.TextFlag.TextShowMnemonic, text).width()

        frame = button.sizeHint().width() - shown(button.text())
        return frame + max(map(shown, [button.text(), *texts]))

    def paintEvent(self, event: QPaintEvent) -> None:
        """A card of the theme's window colour behind the text, so it reads on any
        background picture, the system's light and dark ones included."""
        card = self.palette().color(QPalette.ColorRole.Window)
        card.setAlpha(CARD_ALPHA)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(card)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 10, 10)
        painter.end()

    def changeEvent(self, event: QEvent) -> None:
        """A new palette (theme): the drawn icon takes the new text colour. A new font or
        style: the widths and baselines follow."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and self._stats is not None:
            self._show_mode(self._stats.gravity)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            align_baselines(self.form)
            self._keep_width()

    def _show_mode(self, mode: ShiftMode) -> None:
        colour = self.palette().color(QPalette.ColorRole.WindowText)
        self.level_mode.setPixmap(shift_icon(mode, 18, self.devicePixelRatioF(), colour))

    @staticmethod
    def _show_while_enabled(action: QAction, button: QToolButton) -> None:
        def show() -> None:
            button.setVisible(action.isEnabled() and action.data() is not False)

        show()
        action.changed.connect(show)

    def show_time(self, time: TimeLeft) -> None:
        left, limit = time.left_s, time.limit_s
        if left is None or not limit:
            self._set_time_bar(1000, self.tr("Untimed"))
            self._say_time(untimed())
            self._set_urgent(False)
            return
        value = round(1000 * min(1.0, left / limit))
        shown = seconds_shown(left)
        self._set_time_bar(value, self.tr("{0} s").format(shown))
        self._say_time(seconds_left(shown))
        self._set_urgent(left <= URGENT_S)

    def _set_time_bar(self, value: int, text: str) -> None:
        """Show ``value`` and ``text`` when the window is next painted, with the rest of
        it: a progress bar given a new value repaints the window at once, which showed a
        new deal beside the last one's figures (or a new window's bar at "100%")."""
        bar = self.time_bar
        bar.setUpdatesEnabled(False)  # no repaint now; enabled again, it asks for one
        bar.setFormat(text)
        bar.setValue(value)
        bar.setUpdatesEnabled(True)

    def _say_time(self, spoken: str) -> None:
        """What a screen reader reads the bar as (`llk.view.access.clock_accessible`): "37
        seconds left.", or untimed; its name set only when the words change."""
        if spoken != self._spoken_time:
            self._spoken_time = spoken
            self.time_bar.setAccessibleName(spoken)

    def _set_urgent(self, urgent: bool) -> None:
        if urgent != self._urgent:
            self._urgent = urgent
            self.time_bar.setStyleSheet(_BAR_STYLE.format(*(_URGENT if urgent else _CALM)))
            self.time_bar.setProperty("urgent", urgent)

    def apply(self, changes: Changes) -> None:
        """Show the numbers ``changes`` brings, if it brings them."""
        if changes.stats is not None:
            self.show_stats(changes.stats)

    def show_stats(self, stats: GameStats) -> None:
        self._stats = stats
        self.score.setText(str(stats.score))
        if stats.campaign_level is not None:
            chapter, number = stats.campaign_level
            self.level.setText(f"{chapter}-{number}")
        else:
            self.level.setText(str(stats.level) if stats.levels else "—")
        self._show_mode(stats.gravity)
        self.level_mode.setToolTip(shift_sentence(stats.gravity))
        self.mode_name.setText(shift_sentence(stats.gravity))
        self.tiles_left.setText(str(stats.tiles_left))
        self.pairs_free.setText(str(stats.pairs_free))
        self.pairs_free.setToolTip(pairs_free(stats.pairs_free))
        self._show_game(stats)
        align_baselines(self.form)

    def _show_game(self, stats: GameStats) -> None:
        """What replays the game (`deal_name`), in full in the tooltip; in the row, its
        number when the number varies the deal, else the map's name cut to the room a
        number takes (the panel keeps its width)."""
        label, shown = self.game_number, deal_name(stats.board_map, stats.seed, stats.numbered)
        label.setToolTip(shown)
        if stats.numbered:
            label.setText(str(stats.seed))
            return
        room = label.fontMetrics().horizontalAdvance(self._widest_values[label])
        label.setText(label.fontMetrics().elidedText(shown, Qt.TextElideMode.ElideRight, room))
