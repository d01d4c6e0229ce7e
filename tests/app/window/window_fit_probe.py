"""Run alone (``python -m tests.app.window.window_fit_probe LANGUAGE THEME``): the game in a
process of its own on the screen the environment gives (``test_window_fit`` gives a
1600 x 1000 one at QT_SCALE_FACTOR=2, which only a new process can take), its main
window playing, zoomed in all the way, and then each window the menus open and the
result screen, one at a time. Prints the screen's free area, then one line a window,
``name x y width height cut focus hidden``: its frame, how many of its button boxes and
status bars are cut off, what has its focus once shown ("class:object name"), and the
widgets under an edge with no way to scroll them into view (`hidden`, comma-separated,
"-" for none)."""

from __future__ import annotations

import sys
from dataclasses import replace

from PySide6.QtCore import QEvent, QRect
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QStatusBar,
    QWidget,
)

from llk.app import build, configure, install_translator
from llk.model.game.results import GameRecord
from llk.model.records.preferences import Theme
from llk.wiring import Parts
from tests.app.access.test_accessible_names import dialog_actions
from tests.game_window import INSTANT, SMALL, answer_questions

ZOOM_STEPS = 8
"""View ▸ Zoom In as far as it goes: the board grows, the window stays on the screen."""


def settled(widget: QWidget) -> QRect:
    """``widget``'s frame once its layout has had its say."""
    for _ in range(3):
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        QApplication.processEvents()
    return widget.frameGeometry()


def cut_off(window: QWidget) -> int:
    """How many of ``window``'s button boxes and status bars are not wholly in view (under
    the edge of a scroll area's view, or of the window)."""
    kept = [*window.findChildren(QDialogButtonBox), *window.findChildren(QStatusBar)]
    return sum(
        1
        for widget in kept
        if widget.isVisible() and widget.visibleRegion().boundingRect().size() != widget.size()
    )


def hidden(window: QWidget) -> list[str]:
    """The shown widgets of ``window`` that stand out past the right or bottom edge of
    what holds them, where nothing scrolls them into view: a widget in a scroll area's
    view, past an edge whose scroll bar is not shown, or in any other widget, past its
    edge (Preferences' page stood 66 px past its view's right edge, no scroll bar there,
    the arrows of its fields and the end of its notes cut). O(widgets)."""
    found = []
    for widget in window.findChildren(QWidget):
        holder = widget.parentWidget()
        if widget.isWindow() or holder is None or not widget.isVisible():
            continue
        area = holder.parentWidget()
        across = down = False
        if isinstance(area, QAbstractScrollArea) and area.viewport() is holder:
            across = area.horizontalScrollBar().isVisible()
            down = area.verticalScrollBar().isVisible()
        place = widget.geometry()
        if (place.x() + place.width() > holder.width() and not across) or (
            place.y() + place.height() > holder.height() and not down
        ):
            found.append(f"{type(widget).__name__}:{widget.objectName()}")
    return found


def seen(window: QWidget) -> tuple[QRect, int, str, list[str]]:
    """``window``'s frame once laid out, how many of its button boxes and status bars are
    cut off, its focus widget and its widgets hidden past an edge."""
    frame = settled(window)
    focus = window.focusWidget()
    focused = f"{type(focus).__name__}:{focus.objectName()}" if focus is not None else "-"
    return frame, cut_off(window), focused, hidden(window)


def opened(parts: Parts) -> dict[str, tuple[QRect, int, str, list[str]]]:
    """The main window, playing, then each dialog, opened from its menu, and the result
    screen, each as `seen`."""
    parts.window.show()
    parts.controller.new_game(7, SMALL)
    frames = {"main window": seen(parts.window)}
    for _ in range(ZOOM_STEPS):
        parts.menu_actions.zoom_in.trigger()
    frames["main window zoomed in"] = seen(parts.window)
    for action in dialog_actions(parts):
        action.trigger()
        frames[action.objectName()] = closed(opened_dialog())
    record = GameRecord(SMALL, 7, 1, 1234, 61.0, 1, True, time_bonus=300)
    parts.end_flow.ended(record, parts.scores.claim(record))
    frames["result screen"] = closed(opened_dialog())
    return frames


def opened_dialog() -> QDialog:
    """The one dialog open (each opens in its own way: most through `Dialogs`, some not)."""
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]
    assert len(shown) == 1, shown
    return shown[0]


def closed(dialog: QDialog) -> tuple[QRect, int, str, list[str]]:
    """``dialog`` as `seen`, then closed."""
    shown = seen(dialog)
    dialog.close()
    return shown


def main() -> None:
    language, theme = sys.argv[1:3]
    app = QApplication(sys.argv[:1])
    configure(app)
    install_translator(app, language)
    parts = build(INSTANT)
    parts.preferences.change(replace(parts.preferences.preferences, theme=Theme(theme)))
    answer_questions(parts)
    free = app.primaryScreen().availableGeometry()
    print("screen", free.x(), free.y(), free.width(), free.height())
    for name, (frame, cut, focus, past) in opened(parts).items():
        place = frame.x(), frame.y(), frame.width(), frame.height()
        print(name.replace(" ", "_"), *place, cut, focus, ",".join(past) or "-")


if __name__ == "__main__":
    main()
