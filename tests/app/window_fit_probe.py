"""Run alone (``python -m tests.app.window_fit_probe LANGUAGE THEME``): the game in a
process of its own on the screen the environment gives (``test_window_fit`` gives a
1600 x 1000 one at QT_SCALE_FACTOR=2, which only a new process can take), its main
window playing, zoomed in all the way, and then each window the menus open and the
result screen, one at a time. Prints the screen's free area, then one line a window,
``name x y width height cut``: its frame, and how many of its button boxes and status
bars are cut off."""

from __future__ import annotations

import sys
from dataclasses import replace

from PySide6.QtCore import QEvent, QRect
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QStatusBar, QWidget

from llk.app import build, configure, install_translator
from llk.model.preferences import Theme
from llk.model.results import GameRecord
from llk.wiring import Parts
from tests.app.test_accessible_names import dialog_actions
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


def opened(parts: Parts) -> dict[str, tuple[QRect, int]]:
    """The main window's frame, playing, then each dialog's, opened from its menu, and the
    result screen's, each with how many of its buttons and status bars are cut off."""
    parts.window.show()
    parts.controller.new_game(7, SMALL)
    frames = {"main window": (settled(parts.window), cut_off(parts.window))}
    for _ in range(ZOOM_STEPS):
        parts.menu_actions.zoom_in.trigger()
    frames["main window zoomed in"] = (settled(parts.window), cut_off(parts.window))
    for action in dialog_actions(parts):
        action.trigger()
        frames[action.objectName()] = closed(opened_dialog())
    parts.end_flow.ended(GameRecord(SMALL, 7, 1, 1234, 61.0, 1, True, time_bonus=300))
    frames["result screen"] = closed(opened_dialog())
    return frames


def opened_dialog() -> QDialog:
    """The one dialog open (each opens in its own way: most through `Dialogs`, some not)."""
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]
    assert len(shown) == 1, shown
    return shown[0]


def closed(dialog: QDialog) -> tuple[QRect, int]:
    """``dialog``'s frame and how many of its button boxes are cut off, and close it."""
    seen = settled(dialog), cut_off(dialog)
    dialog.close()
    return seen


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
    for name, (frame, cut) in opened(parts).items():
        print(name.replace(" ", "_"), frame.x(), frame.y(), frame.width(), frame.height(), cut)


if __name__ == "__main__":
    main()
