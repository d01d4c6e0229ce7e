"""How what changed on the board is shown moving: the link line, the removed tiles
fading, the tiles that shift or shuffle sliding, the points a pair earned, a mismatch
flashing and shaking, a hint's line. With reduced motion (`Timing.reduced`) the same
news shows without movement: slides become cross-fades, the points fade in place."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from llk.model import Hint, Removal, Reshuffle
from llk.model.board.path import Path
from llk.model.changes import Mismatched
from llk.view.board.effects import BoardEffects
from llk.view.board.painting import mark_colour
from llk.view.board.tiles import BoardTiles, Slides


class BoardMotion:
    """Shows changes on ``tiles`` with ``effects``; the cells are free at once, so the
    next click never waits for an animation."""

    def __init__(self, tiles: BoardTiles, effects: BoardEffects) -> None:
        self._tiles = tiles
        self._effects = effects

    def remove(self, removal: Removal) -> None:
        """Show the link line, fade the two tiles out and slide the tiles that shifted."""
        self._tiles.hint(())
        self._line(removal.path)
        for cell in (removal.a, removal.b):
            item = self._tiles.take(cell)
            if item is not None:
                self._effects.fade_out(item)
        self._gain(removal)
        self._slide(self._tiles.shift(removal.shifts))

    def shuffle(self, reshuffle: Reshuffle, count: int) -> bool:
        """Slide every tile to its new cell; False, and nothing moved, when the tiles
        shown are out of step with the ``count`` of the board (then it is redrawn)."""
        self._tiles.hint(())
        slides = self._tiles.rearrange(reshuffle.moves, count)
        if slides is None:
            return False
        self._slide(slides, shuffle=True)
        return True

    def flash(self, mismatch: Mismatched) -> None:
        """Two tiles that do not go: they flash red and shake (beside the status bar's
        reason), unless motion is reduced, where they only flash."""
        items = self._tiles.items()
        shown = [items[c] for c in (mismatch.first, mismatch.second) if c in items]
        self._effects.flash(shown)
        self._effects.shake(shown, self._tiles.geometry.width)

    def hint(self, hint: Hint) -> None:
        self._tiles.hint(hint.move)
        self._line(hint.path, mark_colour("hinted"))

    def _slide(self, slides: Slides, shuffle: bool = False) -> None:
        for item, goal in slides:
            self._effects.slide(item, goal, shuffle)

    def _gain(self, removal: Removal) -> None:
        """What the pair earned, floating up from between its tiles: "+30 ×3 +1 s"; nothing
        for a pair that earned nothing (Show Me's)."""
        if not removal.points and not removal.time_bonus_s:
            return
        text = f"+{removal.points}"
        if removal.combo > 1:
            text += f" ×{removal.combo}"
        if removal.time_bonus_s:
            seconds = QCoreApplication.translate("BoardView", "+{0} s")
            text += " " + seconds.format(f"{removal.time_bonus_s:g}")
        a, b = (self._tiles.centre(p) for p in (removal.a, removal.b))
        self._effects.float_text((a + b) / 2, text, self._tiles.geometry.height)

    def _line(self, path: Path, colour: QColor | None = None) -> None:
        points = [self._tiles.centre(p) for p in path]
        self._effects.show_line(points, self._tiles.geometry.width, colour)
