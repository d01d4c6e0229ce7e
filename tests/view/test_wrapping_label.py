"""A wrapped label claims the height its text needs, and gives it back."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from llk.view.wrapping_label import WrappingLabel

LONG = "A reason long enough to wrap over several lines of a narrow label. " * 3


def test_the_height_follows_the_text_both_ways(qtbot: QtBot) -> None:
    label = WrappingLabel(lines=2)
    qtbot.addWidget(label)
    label.setFixedWidth(120)
    floor = label.minimumHeight()
    assert floor >= 2 * label.fontMetrics().lineSpacing()
    label.setText(LONG)
    assert label.minimumHeight() == label.heightForWidth(120) > floor
    label.clear()
    assert label.minimumHeight() == floor
    label.setText(LONG)
    label.setText("")
    assert label.minimumHeight() == floor
