"""Windows opened at the size they want, but never bigger than the screen shows, and
grown for what they show as far as the screen allows; a window whose content needs more
room than the screen has (at 200 % scale a 1600 x 1000 screen is 800 x 500) scrolls it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QDial,
    QDialogButtonBox,
    QFrame,
    QLayout,
    QLayoutItem,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

SCREEN_SHARE = 0.9
"""The part of the screen's free area a window may take when it opens."""


def resize_within_screen(widget: QWidget, width: int, height: int) -> None:
    """Resize ``widget`` to ``width`` x ``height``, or to `SCREEN_SHARE` of its screen's
    free area where that is smaller: a dialog 720 px tall hid its buttons under the task
    bar of a 1366 x 768 screen. Its layout still keeps it from going below what it needs
    (asking for that here would polish it before its theme is set)."""
    free = free_area(widget)
    room = QSize(int(free.width() * SCREEN_SHARE), int(free.height() * SCREEN_SHARE))
    widget.resize(QSize(width, height).boundedTo(room))


FRAME_ROOM = QSize(8, 32)
"""Room kept for the window manager's frame round a window not shown yet, whose frame is
not known: a title bar and borders (openbox's are 2 x 23 pixels, 1 x 12 at 200 %)."""


FITTED_CONTENT = "fitted_content"
"""The object name of what a window shows, once `fit_on_screen` has put it in a scroll
area."""


def fit_on_screen(window: QWidget) -> None:
    """Make the top-level ``window``, not shown yet, fit its screen's free area, frame
    and all: when what its layout needs is more than that, its content goes into a
    scroll area (the level map was 823 px wide on an 800 px screen, the statistics 553
    px tall on a 500 px one), and its size is bounded by it. Its theme must be set: its
    layout is asked what it needs. O(widgets)."""
    room = free_area(window).size() - FRAME_ROOM
    needed = window.minimumSizeHint()
    if needed.width() > room.width() or needed.height() > room.height():
        wanted = window.sizeHint().expandedTo(needed)
        _scroll_content(window)
        window.resize(wanted.boundedTo(room))
    elif window.testAttribute(Qt.WidgetAttribute.WA_Resized):  # a size of its own
        window.resize(window.size().boundedTo(room))


def _scroll_content(window: QWidget) -> None:
    """Move ``window``'s layout, and so all it shows, into a scroll area that fills it,
    but for its buttons (a row of them last in its layout), which stay below it in
    view. The scroll area takes no focus of its own (Tab goes to the controls, which
    it keeps in view) and is named after the window. Its first focus stays as it was:
    moved, the controls came after the buttons in Tab's cycle, which then began at the
    buttons, and the map editor opened with the focus on Clear instead of its canvas
    (the first Space wiped the map). So the focus is given before it shows: the one the
    window names, else the first control Tab reached."""
    layout = window.layout()
    assert layout is not None  # it needs more room than the screen has: it is laid out
    first = window.focusWidget() or next(iter(tab_stops(window)), None)
    _move_into_scroll_area(window, layout)
    if first is not None:
        first.setFocus()


def tab_stops(window: QWidget) -> list[QWidget]:
    """The widgets Tab lands on in ``window``, in Tab order: those that take focus by
    Tab, shown (or to be, with it) and enabled, but those that hand their focus to a
    proxy (a spin box's field hands it to the box, a tab widget to its tab bar).
    O(widgets)."""
    stops: list[QWidget] = []
    seen = {window}
    widget = window.nextInFocusChain()
    while widget is not None and widget not in seen:
        seen.add(widget)
        takes_tab = widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        if (
            takes_tab
            and widget.focusProxy() is None
            and window.isAncestorOf(widget)
            and widget.isVisibleTo(window)
            and widget.isEnabled()
        ):
            stops.append(widget)
        widget = widget.nextInFocusChain()
    return stops


def _move_into_scroll_area(window: QWidget, layout: QLayout) -> None:
    """The move `_scroll_content` makes, of ``window``'s own ``layout``."""
    buttons = _buttons(layout)
    content = QWidget()
    content.setObjectName(FITTED_CONTENT)
    content.setLayout(layout)  # Qt takes a layout, and its widgets, off a widget
    scroll = QScrollArea()
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidgetResizable(True)
    scroll.setWidget(content)
    WheelGuard(content)
    scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    scroll.setAccessibleName(window.windowTitle())
    filling = QVBoxLayout(window)
    filling.setContentsMargins(0, 0, 0, 0)
    filling.addWidget(scroll)
    if buttons is not None:
        margins = layout.contentsMargins()
        row = QVBoxLayout()
        row.setContentsMargins(margins.left(), 0, margins.right(), margins.bottom())
        row.addItem(buttons)
        filling.addLayout(row)


def _buttons(layout: QLayout) -> QLayoutItem | None:
    """The row of buttons last in ``layout`` (a dialog's button box, or a layout of
    buttons and spaces alone), taken out of it; None if it ends otherwise."""
    last = layout.itemAt(layout.count() - 1)
    if last is None:
        return None
    row = last.layout()
    parts = [row.itemAt(index) for index in range(row.count())] if row is not None else [last]
    buttons = [part.widget() for part in parts if part is not None and part.spacerItem() is None]
    if not buttons or not all(isinstance(b, QDialogButtonBox | QAbstractButton) for b in buttons):
        return None
    return layout.takeAt(layout.count() - 1)


TURNED_BY_WHEEL = (QAbstractSpinBox, QComboBox, QSlider, QDial)
"""The controls whose value the mouse wheel turns (a scroll bar moves a view: it is
not a setting, and a list's wheel goes through it)."""


class WheelGuard(QObject):
    """In a ``page`` that scrolls, a spin box, combo box or slider turns with the wheel
    only once the player has picked it (it has the keyboard focus, from a click or
    Tab); else the wheel goes on to scroll the page. Scrolling Preferences, the pointer
    came to rest on "Hints per game" and the wheel turned it from 3 to 0. Their focus
    policy loses the wheel's part: a wheel gave them the focus first, then turned
    them. The controls on ``page`` when the guard is made are guarded; it lives as long
    as the page. O(widgets)."""

    def __init__(self, page: QWidget) -> None:
        super().__init__(page)
        for control in page.findChildren(QWidget):
            if isinstance(control, TURNED_BY_WHEEL):
                if control.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                    control.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
                control.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A wheel on a control without the focus is left to what holds it."""
        wheel = event.type() == QEvent.Type.Wheel
        if wheel and isinstance(watched, QWidget) and not watched.hasFocus():
            event.ignore()  # Qt hands an ignored wheel on to the control's parent
            return True
        return super().eventFilter(watched, event)


class PanelScroll(QScrollArea):
    """A panel of a fixed width in a scroll area as wide as it, and its scroll bar when
    that shows, that scrolls it up and down when the window is shorter than it: the
    game's side panel kept the main window 519 px tall on a screen of 500 (1000 at 200 %
    scale), and the status bar went under the screen's edge. Drawn through: what is
    behind the panel shows behind it still; and no Tab stop of its own (the panel's
    buttons are, and it keeps the one focused in view)."""

    def __init__(self, panel: QWidget) -> None:
        super().__init__()
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWidget(panel)
        self.viewport().setAutoFillBackground(False)
        panel.installEventFilter(self)  # its width follows its texts
        self.verticalScrollBar().installEventFilter(self)  # shown when it scrolls

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide):
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:
        panel = self.widget()
        assert panel is not None
        bar = self.verticalScrollBar()
        extra = bar.sizeHint().width() if bar.isVisible() else 0
        return QSize(panel.minimumWidth() + extra, panel.sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self.sizeHint().width(), 0)


def free_area(widget: QWidget) -> QRect:
    """The part of ``widget``'s screen that windows may take (no task bar, no panel)."""
    return widget.screen().availableGeometry()


def grow_within_screen(window: QWidget, width: int, height: int) -> None:
    """Grow the top-level ``window`` towards ``width`` x ``height`` (never shrinking it),
    frame included no bigger than its screen's free area, and move it as little as
    keeps its frame on that area. O(1)."""
    free, frame = free_area(window), window.frameGeometry()
    border = frame.size() - window.size()
    size = QSize(width, height).boundedTo(free.size() - border).expandedTo(window.size())
    window.resize(size)
    right = free.left() + free.width() - (size.width() + border.width())
    bottom = free.top() + free.height() - (size.height() + border.height())
    window.move(max(free.left(), min(frame.x(), right)), max(free.top(), min(frame.y(), bottom)))
