"""The Preferences dialog: every setting, validated as it is typed.

The player cannot accept an impossible board: the reason shows next to the field
at fault and OK stays disabled until it is fixed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from enum import StrEnum
from typing import TypeVar

from PySide6.QtCore import QEvent, QLocale, QObject, QSize, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from llk.model import GameSettings, Layout, Pace, ParameterError, ShiftMode
from llk.model.board.layouts import layout_cells
from llk.model.fields import range_of
from llk.model.game.clock_assist import ClockAssist
from llk.model.game.level_orders import LEVELS, read_shifts, shifts_word
from llk.model.game.settings import BOARD_PRESETS
from llk.model.records.preferences import Animation, Language, Motion, Preferences, Speech, Theme
from llk.view.board.tile_sets import FACES, OWN, Background, TileSet
from llk.view.campaign_labels import clock_assist_name
from llk.view.labels import (
    animation_name,
    language_name,
    layout_name,
    map_title,
    motion_name,
    pace_name,
    shift_name,
    speech_name,
    theme_name,
)
from llk.view.screen_fit import WheelGuard, free_area
from llk.view.theme import as_note, error_colour
from llk.view.wrapping_label import WrappingLabel

MIN_WIDTH = 480
"""The page's, wide enough that most reasons fit on one line in either language in one
column. The dialog's own minimum follows its layout (set by hand, it let Qt open the
dialog at two thirds of a small screen, narrower than the page)."""


def _spin(low: float, high: float) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(int(low), int(high))
    return spin


_Name = TypeVar("_Name", bound=StrEnum)


def _choices(names: Iterable[str], label: Callable[[str], str]) -> QComboBox:
    """A combo box of the model's ``names``, each shown with its label, keyed by its word
    (`str`: a `StrEnum` member's value), which `_chosen` turns back into its name."""
    box = QComboBox()
    for name in names:
        box.addItem(label(name), str(name))
    return box


def _chosen(names: type[_Name], box: QComboBox) -> _Name:
    """The name chosen in a box of `_choices`."""
    return names(box.currentData())


def _show_choice(box: QComboBox, name: str) -> None:
    box.setCurrentIndex(box.findData(str(name)))


class _FittingScroll(QScrollArea):
    """A scroll area as wide as its page and as tall, but for three quarters of the
    screen's height at most: it scrolls only on a screen too small for the page, so a
    field is never out of reach and the buttons below it always show. Qt opens a
    window at two thirds of the screen at most, so this is its minimum, not a hint."""

    def __init__(self, page: QWidget) -> None:
        super().__init__()
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)  # across, a bar only where the window is narrower
        self.setWidget(page)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes from field to field, each
        # scrolled into view; as a stop of its own, it was the first focus, read as nothing
        page.installEventFilter(self)
        WheelGuard(page)  # the wheel scrolls the page, not the field under the pointer

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The page's layout changed (a reason came under a field): ask for the new size,
        so the dialog grows instead of scrolling. Qt keeps a scroll area's size once
        asked, and the page scrolled, its last rows and its group titles cut."""
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self._bar_if_needed()
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:
        self._bar_if_needed()
        super().showEvent(event)

    def _wanted(self) -> QSize:
        """The whole page's size (a wrapping reason's hint is narrower than its row), and
        never below the least size it was given (`MIN_WIDTH`): in one column at 200 %
        scale its hint was 414 px, the page was laid out 480 px wide in a view of 414,
        and the arrows of its fields and the end of its notes were cut off."""
        page = self.widget()
        assert page is not None
        return page.sizeHint().expandedTo(page.minimumSizeHint()).expandedTo(page.minimumSize())

    def _tallest(self) -> int:
        return free_area(self).height() * 3 // 4

    def _bar_if_needed(self) -> None:
        """No scroll bar when the whole page shows: shown for a moment as the page was laid
        out, Qt kept it, and its width was taken from the page's right-hand column."""
        scrolls = self._wanted().height() > self._tallest()
        policy = (
            Qt.ScrollBarPolicy.ScrollBarAsNeeded
            if scrolls
            else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )
        if self.verticalScrollBarPolicy() != policy:
            self.setVerticalScrollBarPolicy(policy)

    def minimumSizeHint(self) -> QSize:
        wanted = self._wanted()
        tallest = self._tallest()
        bar = self.verticalScrollBar().sizeHint().width() if wanted.height() > tallest else 0
        return QSize(wanted.width() + bar, min(wanted.height(), tallest))

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint()


class SettingsDialog(QDialog):
    """Edits a `Preferences`; `preferences()` gives the result once accepted."""

    def __init__(
        self,
        current: Preferences,
        parent: QWidget | None = None,
        tile_sets: Sequence[TileSet] = (),
        backgrounds: Sequence[Background] = (),
    ) -> None:
        """``tile_sets``, ``backgrounds``: the system's, offered beside LLK's own."""
        super().__init__(parent)
        self._tile_sets = {s.key: s for s in tile_sets}
        self._backgrounds = list(backgrounds)
        self.setWindowTitle(self.tr("Preferences"))
        self._errors: dict[str, tuple[QFormLayout, QLabel]] = {}
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        defaults = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        defaults.clicked.connect(lambda: self._show(Preferences()))
        layout = QVBoxLayout(self)
        self.page = QWidget()
        """Every field, in the scroll area `scroller`."""
        self.scroller = self._pages(self.page)
        layout.addWidget(self.scroller)
        layout.addWidget(self.buttons)

        self._show(current)
        self.preset.currentIndexChanged.connect(self._apply_preset)
        for spin in (self.rows, self.cols, self.kinds):
            spin.valueChanged.connect(self._match_preset)
        for spin in (self.rows, self.cols, self.kinds, self.hints, self.refreshes):
            spin.valueChanged.connect(self._validate)
        for choice in (self.layout_choice, self.pace):
            choice.currentIndexChanged.connect(self._validate)
        self.tiles.currentIndexChanged.connect(self._limit_faces)
        self._limit_faces()
        self._validate()

    def _pages(self, page: QWidget) -> QScrollArea:
        """The three groups on ``page``, in two columns (the game's on the left) where the
        screen is wide enough, else in one that scrolls: in one column the dialog stood
        790 px tall, more than a 1366 x 768 screen shows."""
        columns = QHBoxLayout()
        columns.setContentsMargins(0, 0, 0, 0)
        columns.addWidget(self._game_box(), 1, Qt.AlignmentFlag.AlignTop)
        right = QVBoxLayout()
        right.addWidget(self._play_box())
        right.addWidget(self._look_box())
        right.addStretch(1)
        columns.addLayout(right, 1)
        page.setLayout(columns)
        page.setMinimumWidth(MIN_WIDTH)
        page.ensurePolished()  # the fonts and style that decide its width
        if page.sizeHint().width() > free_area(self).width() * 9 // 10:
            columns.setDirection(QBoxLayout.Direction.TopToBottom)
        return _FittingScroll(page)

    def _game_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Game"))
        form = QFormLayout(box)
        preset_names = {
            "Small": self.tr("Small"),
            "Medium": self.tr("Medium"),
            "Large": self.tr("Large"),
            "Huge": self.tr("Huge"),
            "Giant": self.tr("Giant"),
        }
        self.preset = QComboBox()
        for name, height, width, _kinds in BOARD_PRESETS:
            self.preset.addItem(
                self.tr("{0} ({1} × {2})").format(preset_names[name], height, width)
            )
        self.preset.addItem(self.tr("Custom"))
        self.rows = _spin(*GameSettings.range_of("rows"))
        self.cols = _spin(*GameSettings.range_of("cols"))
        self.kinds = _spin(*GameSettings.range_of("kinds"))
        self.layout_choice = _choices(Layout, layout_name)
        self.map_note = WrappingLabel(lines=2)
        """Says that the map in play has its own size, and how to leave it."""
        as_note(self.map_note)
        self.pace = _choices(Pace, pace_name)
        self.clock_note = WrappingLabel(lines=2)
        as_note(self.clock_note)
        self.campaign_clock = _choices(ClockAssist, clock_assist_name)
        self.campaign_clock.setToolTip(
            self.tr(
                "More time on a campaign level's clock, or none. Stars still go by the "
                "level's own clock, and the level map marks those earned with the assist."
            )
        )
        self.shifts = _choices((LEVELS, *ShiftMode), shift_name)
        self.solvable = QCheckBox(self.tr("Deal only boards that can be cleared"))
        self.hints = _spin(*GameSettings.range_of("hints"))
        self.refreshes = _spin(*GameSettings.range_of("refreshes"))
        rows: list[tuple[str, QWidget, str]] = [
            (self.tr("Board size"), self.preset, "preset"),
            (self.tr("Rows"), self.rows, "rows"),
            (self.tr("Columns"), self.cols, "cols"),
            (self.tr("Tile faces"), self.kinds, "kinds"),
            (self.tr("Layout"), self.layout_choice, "layout"),
            (self.tr("Shifts"), self.shifts, "gravity"),
            (self.tr("Fair deals"), self.solvable, "solvable"),
            (self.tr("Pace"), self.pace, "pace"),
            (self.tr("Campaign clock"), self.campaign_clock, "campaign_clock"),
            (self.tr("Hints per game"), self.hints, "hints"),
            (self.tr("Refreshes per game"), self.refreshes, "refreshes"),
        ]
        notes: dict[QWidget, QLabel] = {
            self.pace: self.clock_note,
            self.layout_choice: self.map_note,
        }
        for label, widget, name in rows:
            self._add_row(form, label, widget, name, notes.get(widget))
        self._map_note_form = form
        return box

    def _play_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("While playing"))
        form = QFormLayout(box)
        self.pause_in_background = QCheckBox(self.tr("Stop it while another window is active"))
        self.confirm_discard = QCheckBox(self.tr("Ask before giving up a game in progress"))
        self._add_row(form, self.tr("Clock"), self.pause_in_background, "pause_in_background")
        self._add_row(form, self.tr("New games"), self.confirm_discard, "confirm_discard")
        self.letter_keys = QCheckBox(self.tr("Use single-letter keys (H, R, P, 1 to 3…)"))
        self.letter_keys.setToolTip(
            self.tr(
                "Off: letters and digits alone do nothing, and the menus show only the keys "
                "with Ctrl or F. On: a key that uses up a hint, a refresh or a prop asks to "
                "be pressed twice."
            )
        )
        self._add_row(form, self.tr("Keyboard"), self.letter_keys, "letter_keys")
        return box

    def _look_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Look and sound"))
        self._look_form = form = QFormLayout(box)
        self.link_ms = _spin(*range_of(Preferences, "link_ms"))
        self.link_ms.setSingleStep(50)
        self.link_ms.setSuffix(self.tr(" ms"))
        self.animation = _choices(Animation, animation_name)
        self.animation.setToolTip(
            self.tr(
                "How fast tiles fade and slide. Off: nothing is animated and nothing moves; "
                "the link line and the points a pair earned still show."
            )
        )
        self.motion = _choices(Motion, motion_name)
        self.motion.setToolTip(
            self.tr(
                "Reduced motion: no tile slides, floats or shakes. Tiles that shift fade out and "
                "in at their new cell, the points fade in place, and the result screen "
                "shows its numbers at once, without confetti. Like the system follows "
                "the desktop's setting where Qt reports one (on Windows)."
            )
        )
        self.sound = QCheckBox(self.tr("Play sounds"))
        self.sound_cues = QCheckBox(self.tr("Sound cues for playing without looking"))
        self.sound.toggled.connect(self.sound_cues.setEnabled)
        self.sound_cues.setToolTip(
            self.tr(
                "Extra sounds: a hint, one beep at 30 s left and three at 10 s, a knock when "
                "the keyboard cursor wraps round an edge, a tick on an empty cell."
            )
        )
        self.speech = _choices(Speech, speech_name)
        self.speech.setToolTip(
            self.tr(
                "How a pick, a pair removed, a mismatch and why, a hint, the time running "
                "short and the result are spoken. Through the screen reader: as "
                "notifications it reads (Orca 43 and later). Directly: by the speech "
                "service (speech-dispatcher), whatever the screen reader. Each is said once."
            )
        )
        self.theme = _choices(Theme, theme_name)
        self.tiles = QComboBox()
        self.tiles.addItem(self.tr("LLK's own"), OWN)
        for tile_set in self._tile_sets.values():
            self.tiles.addItem(tile_set.name, tile_set.key)
        self.background = QComboBox()
        self.background.addItem(self.tr("LLK's own"), OWN)
        for background in self._backgrounds:
            self.background.addItem(background.name, background.key)
        self.tiles_note = WrappingLabel(lines=2)
        as_note(self.tiles_note)
        self.language = _choices(Language, language_name)
        rows: list[tuple[str, QWidget, str]] = [
            (self.tr("Link line shown for"), self.link_ms, "link_ms"),
            (self.tr("Animations"), self.animation, "animation"),
            (self.tr("Motion"), self.motion, "motion"),
            (self.tr("Sound"), self.sound, "sound"),
            ("", self.sound_cues, "sound_cues"),
            (self.tr("Speak game events"), self.speech, "speech"),
            (self.tr("Theme"), self.theme, "theme"),
            (self.tr("Tiles"), self.tiles, "tiles"),
            (self.tr("Background"), self.background, "background"),
            (self.tr("Language"), self.language, "language"),
        ]
        for label, widget, name in rows:
            note = self.tiles_note if widget is self.tiles else None
            self._add_row(form, label, widget, name, note)
        self.language_note = QLabel(self.tr("A new language applies from the next start."))
        as_note(self.language_note)
        form.addRow("", self.language_note)
        return box

    def _add_row(
        self, form: QFormLayout, label: str, widget: QWidget, name: str, note: QLabel | None = None
    ) -> None:
        """A labelled field, then its error line (a row of its own, shown only when
        needed) and ``note``: rows of the form wrap long text to its full width, in any
        language, where a nested layout would clip it.

        A check box says what it does itself: its row's ``label`` is only the topic
        ("Clock"), so it is not the box's buddy (a screen reader read the buddy instead
        of the box's text) but the start of its accessible name ("Clock: Stop it while
        another window is active")."""
        if isinstance(widget, QAbstractButton) and label:
            widget.setAccessibleName(
                self.tr("{0}: {1}").format(label, widget.text().replace("&", ""))
            )
            form.addRow(QLabel(label), widget)
        else:
            form.addRow(label, widget)
        error = WrappingLabel(lines=2)
        error.setObjectName(f"error_{name}")
        error.setStyleSheet(f"color: {error_colour().name()};")
        form.addRow("", error)
        form.setRowVisible(error, False)
        self._errors[name] = (form, error)
        if note is not None:
            form.addRow("", note)

    def _show(self, preferences: Preferences) -> None:
        game = preferences.game
        if game.board_map is not None:
            self.map_note.setText(
                self.tr(
                    "The map in play, {0}, has a size of its own: a board size or layout "
                    "chosen here leaves it for a board of that size."
                ).format(map_title(game.board_map))
            )
        self._map_note_form.setRowVisible(self.map_note, game.board_map is not None)
        self.rows.setValue(game.rows)
        self.cols.setValue(game.cols)
        self.kinds.setValue(game.kinds)
        _show_choice(self.layout_choice, game.layout)
        _show_choice(self.pace, game.pace)
        _show_choice(self.campaign_clock, preferences.campaign_clock)
        _show_choice(self.shifts, shifts_word(game.levels, game.gravity))
        self.solvable.setChecked(game.solvable)
        self.hints.setValue(game.hints)
        self.refreshes.setValue(game.refreshes)
        self.link_ms.setValue(preferences.link_ms)
        _show_choice(self.animation, preferences.animation)
        _show_choice(self.motion, preferences.motion)
        self.sound.setChecked(preferences.sound)
        self.sound_cues.setChecked(preferences.sound_cues)
        self.sound_cues.setEnabled(preferences.sound)
        _show_choice(self.speech, preferences.speech)
        self.pause_in_background.setChecked(preferences.pause_in_background)
        self.confirm_discard.setChecked(preferences.confirm_discard)
        self.letter_keys.setChecked(preferences.letter_keys)
        _show_choice(self.theme, preferences.theme)
        self.tiles.setCurrentIndex(max(0, self.tiles.findData(preferences.tiles)))
        self.background.setCurrentIndex(max(0, self.background.findData(preferences.background)))
        _show_choice(self.language, preferences.language)
        self._match_preset()
        self._base = preferences

    def _apply_preset(self, index: int) -> None:
        if index < len(BOARD_PRESETS):
            _name, rows, cols, kinds = BOARD_PRESETS[index]
            self.rows.setValue(rows)
            self.cols.setValue(cols)
            self.kinds.setValue(kinds)

    def _match_preset(self) -> None:
        shape = (self.rows.value(), self.cols.value(), self.kinds.value())
        matches = [i for i, (_n, *size) in enumerate(BOARD_PRESETS) if tuple(size) == shape]
        self.preset.blockSignals(True)
        self.preset.setCurrentIndex(matches[0] if matches else len(BOARD_PRESETS))
        self.preset.blockSignals(False)

    def _game_settings(self) -> GameSettings:
        """The settings shown; a board size or layout changed leaves the map in play for a
        board of that size (a map has its own: else the change would change nothing)."""
        levels, mode = read_shifts(self.shifts.currentData())
        base = self._base.game
        shape = (self.rows.value(), self.cols.value(), _chosen(Layout, self.layout_choice))
        board_map = base.board_map if shape == (base.rows, base.cols, base.layout) else None
        return replace(
            base,
            board_map=board_map,
            rows=self.rows.value(),
            cols=self.cols.value(),
            kinds=self.kinds.value(),
            layout=_chosen(Layout, self.layout_choice),
            levels=levels,
            gravity=mode,
            solvable=self.solvable.isChecked(),
            pace=_chosen(Pace, self.pace),
            hints=self.hints.value(),
            refreshes=self.refreshes.value(),
        )

    def _limit_faces(self) -> None:
        """A system set has 42 faces: a game with it offers no more."""
        tile_set = self._tile_sets.get(self.tiles.currentData())
        limit = len(FACES) if tile_set is not None else int(GameSettings.range_of("kinds")[1])
        self.kinds.setMaximum(limit)
        note = (
            self.tr("{0} has %n face(s), so a game uses at most %n.", "", limit).format(
                tile_set.name
            )
            if tile_set is not None
            else ""
        )
        self.tiles_note.setText(note)
        self._look_form.setRowVisible(self.tiles_note, bool(note))  # no empty row

    def error_shown(self, name: str) -> str | None:
        """The reason shown under field ``name``, or None while there is none."""
        form, label = self._errors[name]
        return label.text() if form.isRowVisible(label) else None

    def _validate(self) -> None:
        for form, label in self._errors.values():
            form.setRowVisible(label, False)
        problem: ParameterError | None = None
        try:
            self.clock_note.setText(self._clock_text(self._game_settings()))
        except ParameterError as error:
            problem = error
            self.clock_note.clear()
        if problem is not None:
            form, label = self._errors.get(problem.field, self._errors["rows"])
            label.setText(self._explain(problem))
            form.setRowVisible(label, True)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(problem is None)

    def _clock_text(self, settings: GameSettings) -> str:
        """What the pace means on this board, in seconds."""
        if not settings.timed:
            return self.tr("No clock: take your time.")
        return self.tr("{0} s on this board, plus {1} s for each pair removed.").format(
            settings.time_limit_s, QLocale().toString(settings.time_bonus_s, "g", 3)
        )

    def _explain(self, problem: ParameterError) -> str:
        """The reason in the player's language (the model's messages are English)."""
        rows, cols, layout = (
            self.rows.value(),
            self.cols.value(),
            _chosen(Layout, self.layout_choice),
        )
        if problem.field == "kinds":
            pairs = len(layout_cells(layout, rows, cols)) // 2
            return self.tr("This board holds %n pair(s), so at most %n tile face(s).", "", pairs)
        if problem.field == "layout":
            return self.tr(
                "This layout has an odd number of cells on a {0} × {1} board, "
                "but tiles come in pairs."
            ).format(rows, cols)
        return str(problem)

    def preferences(self) -> Preferences:
        """The edited preferences; only call once the dialog was accepted."""
        return Preferences(
            game=self._game_settings(),
            sound=self.sound.isChecked(),
            theme=_chosen(Theme, self.theme),
            tiles=self.tiles.currentData(),
            background=self.background.currentData(),
            language=_chosen(Language, self.language),
            link_ms=self.link_ms.value(),
            animation=_chosen(Animation, self.animation),
            motion=_chosen(Motion, self.motion),
            sound_cues=self.sound_cues.isChecked(),
            speech=_chosen(Speech, self.speech),
            confirm_discard=self.confirm_discard.isChecked(),
            pause_in_background=self.pause_in_background.isChecked(),
            letter_keys=self.letter_keys.isChecked(),
            campaign_clock=_chosen(ClockAssist, self.campaign_clock),
        )
