"""Labels and values of a form on one baseline, in any language.

A form row's label and value are laid out in boxes of one height, each text centred or
at the top of its own. A Chinese label's line is taller than a line of digits (its
glyphs come from a CJK font with a larger ascent) and the score is in big type, so the
value of every row sat up to 5 px above its label. Lowering the text with the smaller
ascent by the difference puts the two on one line, whatever the fonts.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextLayout
from PySide6.QtWidgets import QFormLayout, QLabel

ItemRole = QFormLayout.ItemRole
VERTICAL = Qt.AlignmentFlag.AlignVertical_Mask


def text_ascent(label: QLabel) -> float:
    """The ascent of the line ``label`` draws, from the fonts its text really uses (a
    fallback font's included, which the label's own font metrics leave out). O(length of
    the text)."""
    layout = QTextLayout(label.text(), label.font())
    layout.beginLayout()
    line = layout.createLine()
    layout.endLayout()
    return line.ascent() if line.isValid() else label.fontMetrics().ascent()


def align_baselines(form: QFormLayout) -> None:
    """Put each row's label and value text on one baseline: both at the top of their
    boxes, the one with the smaller ascent lowered by a top margin. Rows whose value is
    not a text label are left alone. O(rows)."""
    for row in range(form.rowCount()):
        label_item = form.itemAt(row, ItemRole.LabelRole)
        field_item = form.itemAt(row, ItemRole.FieldRole)
        pair = [item.widget() if item is not None else None for item in (label_item, field_item)]
        labels = [widget for widget in pair if isinstance(widget, QLabel) and widget.text()]
        if len(labels) != 2:
            continue
        ascents = [text_ascent(label) for label in labels]
        for label, ascent in zip(labels, ascents, strict=True):
            horizontal = label.alignment() & ~VERTICAL
            label.setAlignment(horizontal | Qt.AlignmentFlag.AlignTop)
            label.setContentsMargins(0, round(max(ascents) - ascent), 0, 0)
