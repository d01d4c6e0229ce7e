"""What the view's tests share: the high-contrast theme applied for one test."""

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from llk.model.records.preferences import Theme
from llk.view.theme import APPLIED, apply


@pytest.fixture
def strong(qapp: QApplication) -> Iterator[None]:
    """The high-contrast theme applied, and the application as it was afterwards."""
    palette, applied = qapp.palette(), qapp.property(APPLIED)
    apply(Theme.HIGH_CONTRAST)
    yield
    qapp.setPalette(palette)
    qapp.setProperty(APPLIED, applied)
