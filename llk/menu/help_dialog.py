"""Help: the How to Play page with drawn examples, and the About box.

The examples are tiny boards drawn with the game's own tiles and link line. Each
line is the one the real link rule (`find_path`) finds, so a picture can never
show a link the game would refuse, or miss one it would take. The numbers in the
text (points, penalties, counts, times) are read from the model, never typed in.
"""

from __future__ import annotations

import html
import math
import platform
from collections.abc import Sequence
from dataclasses import dataclass

import PySide6
from PySide6.QtCore import QByteArray, QLocale, QPointF, QRectF, QSize, Qt, qVersion
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QKeySequence,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from llk import __version__
from llk.model import EMPTY, GRAVITIES, Board, GameSettings, Path, Point, find_path
from llk.model.game import BASE_POINTS, MAX_COMBO, POINTS_PER_SECOND_LEFT, UNDO_PENALTY
from llk.view.assets import resources
from llk.view.board_view import RING_MARGIN, Geometry, TileItem
from llk.view.link_drawing import UNDER_COLOUR, link_path, link_pens, link_width
from llk.view.tile_art import TILE_ASPECT, TileArt

APP_NAME = "LLK — 连连看"
"""The game's name as the About box shows it (a name, not translated)."""
EXAMPLE_TILE_WIDTH = 34.0
"""Tile width in the example pictures, in logical pixels."""
_EXAMPLE_COLUMNS = 3
_FELTS = {
    "light": (QColor("#cfe6d8"), QColor("#a9d0be"), QColor("#80b3a0")),
    "dark": (QColor("#232a3e"), QColor("#2b3448"), QColor("#5a6a9a")),
}
"""The example boards' background (top, bottom, edge) per tile theme: the game's backdrop."""
_NO_COLOUR = QColor(215, 45, 45)
"""The "not allowed" badge on the example that cannot be linked."""
_ROUTE_COLOUR = QColor(110, 110, 110)
"""The dashed line of a route the rule refuses."""
BADGE_RADIUS = 0.3
"""Radius of the "no" badge, in tile widths."""


@dataclass(frozen=True)
class Example:
    """A tiny board and the two tiles to join; 0 is an empty cell."""

    rows: tuple[tuple[int, ...], ...]
    a: Point
    b: Point

    def board(self) -> Board:
        return Board.from_rows(self.rows)


STRAIGHT = Example(((12, 26, 41, 17), (3, 0, 0, 3), (35, 8, 21, 30)), (1, 0), (1, 3))
ONE_TURN = Example(((23, 0, 0, 0), (4, 46, 13, 0), (38, 29, 7, 23)), (0, 0), (2, 3))
TWO_TURNS = Example(((20, 9, 44, 33), (0, 0, 0, 0), (27, 16, 5, 20)), (0, 0), (2, 3))
RING = Example(((1, 14, 32, 1), (10, 25, 40, 6), (36, 19, 45, 2)), (0, 0), (0, 3))
THREE_TURNS = Example(((11, 13, 42, 24), (15, 0, 0, 34), (47, 39, 0, 13)), (0, 1), (2, 3))
EXAMPLES = (STRAIGHT, ONE_TURN, TWO_TURNS, RING, THREE_TURNS)
"""In the order the page shows them: straight, one turn, two turns, ring, refused."""

_STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))


def fewest_turns_route(board: Board, a: Point, b: Point, max_segments: int = 4) -> Path | None:
    """Corner points of a line from ``a`` to ``b`` with the fewest straight segments.

    Like the link rule the line runs through empty cells and the ring, but it may
    have up to ``max_segments`` segments; used to draw what a refused link would
    need. None when no such line exists. Faces are not compared.
    """
    rows, cols = board.rows, board.cols

    def on_grid(point: Point) -> bool:
        return -1 <= point[0] <= rows and -1 <= point[1] <= cols

    def free(point: Point) -> bool:
        r, c = point
        return not (0 <= r < rows and 0 <= c < cols) or board[point] == EMPTY

    came_from: dict[Point, Point | None] = {a: None}
    frontier = [a]
    for _ in range(max_segments):
        reached: list[Point] = []
        for start in frontier:
            for dr, dc in _STEPS:
                point = (start[0] + dr, start[1] + dc)
                while on_grid(point):
                    if point == b:
                        corners: Path = [b]
                        corner: Point | None = start
                        while corner is not None:
                            corners.append(corner)
                            corner = came_from[corner]
                        return corners[::-1]
                    if not free(point):
                        break
                    if point not in came_from:
                        came_from[point] = start
                        reached.append(point)
                    point = (point[0] + dr, point[1] + dc)
        frontier = reached
    return None


class LinkPicture(QWidget):
    """One example: a tiny board drawn with the game's tiles and its link line.

    Painted afresh at the widget's device-pixel ratio, so it is crisp on any screen.
    Linkable pairs get the selection outline and the game's link line; a pair the
    rule refuses gets the mismatch outline, the dashed route it would need and a
    "no" badge on the turn that is one too many.
    """

    def __init__(
        self,
        art: TileArt,
        example: Example,
        tile_width: float = EXAMPLE_TILE_WIDTH,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._art = art
        self.example = example
        self.board = example.board()
        self.path = find_path(self.board, example.a, example.b)
        """The link the game would draw, or None when the pair cannot be removed."""
        self.route = self.path or fewest_turns_route(self.board, example.a, example.b)
        """What is drawn: the link, or for a refused pair the shortest line it would need."""
        tile_height = tile_width / TILE_ASPECT
        self._geometry = Geometry(
            RING_MARGIN * tile_width, RING_MARGIN * tile_height, tile_width, tile_height
        )
        self.setFixedSize(
            math.ceil((self.board.cols + 2 * RING_MARGIN) * tile_width),
            math.ceil((self.board.rows + 2 * RING_MARGIN) * tile_height),
        )

    @property
    def linked(self) -> bool:
        return self.path is not None

    def tile_width(self) -> float:
        return self._geometry.width

    def centre(self, point: Point) -> QPointF:
        """Where a cell's (or ring point's) centre is drawn, in widget coordinates."""
        return self._geometry.centre(point, self.board.rows, self.board.cols)

    def badge_point(self) -> Point | None:
        """For a refused pair: the corner of the third turn, where the badge sits."""
        if self.linked or self.route is None or len(self.route) < 5:
            return None
        return self.route[3]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self._paint_felt(painter)
        geometry = self._geometry
        ratio = self.devicePixelRatioF()
        for cell, face in self.board.tiles():
            painter.drawPixmap(
                geometry.cell_rect(cell).topLeft(), self._art.pixmap(face, geometry.width, ratio)
            )
        colour = TileItem.SELECTED if self.linked else TileItem.MISMATCH
        for cell in (self.example.a, self.example.b):
            self._paint_outline(painter, geometry.cell_rect(cell), colour)
        if self.route is not None:
            points = [self.centre(p) for p in self.route]
            if self.linked:
                for pen in link_pens(geometry.width):
                    painter.strokePath(link_path(points), pen)
            else:
                self._paint_refused(painter, points)
        painter.end()

    def _paint_felt(self, painter: QPainter) -> None:
        box = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        top, bottom, rim = _FELTS.get(self._art.theme, _FELTS["light"])
        gradient = QLinearGradient(box.topLeft(), box.bottomLeft())
        gradient.setColorAt(0, top)
        gradient.setColorAt(1, bottom)
        painter.setPen(QPen(rim, 1))
        painter.setBrush(QBrush(gradient))
        radius = self._geometry.width * 0.3
        painter.drawRoundedRect(box, radius, radius)
        # Where the board ends and the ring begins.
        g = self._geometry
        edge = QRectF(g.left, g.top, self.board.cols * g.width, self.board.rows * g.height)
        pen = QPen(QColor(255, 255, 255, 170), 1, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(edge.adjusted(-2, -2, 2, 2), 4, 4)

    def _paint_outline(self, painter: QPainter, rect: QRectF, colour: QColor) -> None:
        """The highlight the board draws on a selected (or mismatched) tile."""
        pen_width = max(2.0, rect.width() * 0.07)
        tint = QColor(colour)
        tint.setAlpha(60)
        painter.setBrush(tint)
        painter.setPen(QPen(colour, pen_width))
        inset = pen_width / 2
        radius = rect.width() * 0.12
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)

    def _paint_refused(self, painter: QPainter, points: Sequence[QPointF]) -> None:
        width = link_width(self._geometry.width)
        line = link_path(points)
        under = QPen(UNDER_COLOUR, width * 1.4)
        dashed = QPen(_ROUTE_COLOUR, width * 0.6, Qt.PenStyle.DashLine)
        for pen in (under, dashed):
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.strokePath(line, under)
        painter.strokePath(line, dashed)
        badge = self.badge_point()
        if badge is None:
            return
        centre = self.centre(badge)
        radius = self._geometry.width * BADGE_RADIUS
        painter.setPen(QPen(Qt.GlobalColor.white, max(1.5, radius * 0.2)))
        painter.setBrush(_NO_COLOUR)
        painter.drawEllipse(centre, radius, radius)
        arm = radius * 0.45
        cross = QPen(Qt.GlobalColor.white, max(2.0, radius * 0.28))
        cross.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(cross)
        painter.drawLine(centre + QPointF(-arm, -arm), centre + QPointF(arm, arm))
        painter.drawLine(centre + QPointF(-arm, arm), centre + QPointF(arm, -arm))


class SvgPicture(QWidget):
    """An SVG drawn at its widget's size and device-pixel ratio (always crisp)."""

    def __init__(self, svg: bytes, size: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._renderer = QSvgRenderer(QByteArray(svg))
        self.setFixedSize(size, size)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._renderer.render(painter, QRectF(self.rect()))
        painter.end()


def app_icon(size: int, parent: QWidget | None = None) -> SvgPicture:
    return SvgPicture(resources().joinpath("icon.svg").read_bytes(), size, parent)


def _number(value: float) -> str:
    """A setting's value as the user's locale writes it: 3, 1, 0.5."""
    if float(value).is_integer():
        return QLocale().toString(int(value))
    return QLocale().toString(float(value), "g", 6)


def _key(sequence: str) -> str:
    """A shortcut as this platform writes it (Ctrl+Z, or ⌘Z on macOS)."""
    return QKeySequence(sequence).toString(QKeySequence.SequenceFormat.NativeText)


def _keycap(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("keycap")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
    return label


_KEYCAP_STYLE = """
QLabel#keycap {
    border: 1px solid palette(mid); border-bottom-width: 2px; border-radius: 4px;
    background: palette(button); color: palette(button-text);
    padding: 1px 6px; min-width: 14px; font-weight: 600;
}
"""


class HowToPlayDialog(QDialog):
    """The rules, drawn examples, the helpers, scoring, levels and keys, on one page."""

    def __init__(self, art: TileArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("how_to_play")
        self.setWindowTitle(self.tr("How to Play"))
        self.setStyleSheet(_KEYCAP_STYLE)
        self.resize(640, 720)
        settings = GameSettings()

        self.page = QWidget()
        self.page.setObjectName("help_page")
        self._layout = QVBoxLayout(self.page)
        self._layout.setContentsMargins(24, 20, 24, 24)
        self._layout.setSpacing(8)

        title_row = QHBoxLayout()
        title_row.addWidget(app_icon(48))
        title = QLabel(self.tr("How to play 连连看"))
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.7)
        font.setBold(True)
        title.setFont(font)
        title_row.addWidget(title, 1)
        self._layout.addLayout(title_row)

        self._paragraph(
            self.tr(
                "Click two tiles with the same picture. They vanish when a line with at most "
                "three straight segments (at most two turns) joins them through empty cells. "
                "The line may also run along the empty ring around the board."
            )
        )
        self._paragraph(
            self.tr(
                "Clear the whole board before the time runs out. A game starts with {0} seconds "
                "on the clock, and every pair you remove adds {1} s."
            ).format(_number(settings.time_limit_s), _number(settings.time_bonus_s))
        )

        self._heading(self.tr("Which pairs link"))
        self.examples = [LinkPicture(art, example) for example in EXAMPLES]
        captions = [
            (
                self.tr("Straight"),
                self.tr("Nothing stands between the two tiles, so a straight line joins them."),
            ),
            (
                self.tr("One turn"),
                self.tr("The line bends once to get around the other tiles."),
            ),
            (
                self.tr("Two turns"),
                self.tr("Three straight segments are the most a line may have."),
            ),
            (
                self.tr("Around the edge"),
                self.tr("The line may leave the board and run along the empty ring around it."),
            ),
            (
                self.tr("No link"),
                self.tr("Every line between these two tiles would need three turns: one too many."),
            ),
        ]
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(14)
        for i, (picture, (name, text)) in enumerate(zip(self.examples, captions, strict=True)):
            grid.addWidget(self._example_card(picture, name, text), *divmod(i, _EXAMPLE_COLUMNS))
        self._layout.addLayout(grid)

        self._heading(self.tr("When you are stuck"))
        self._key_table(
            [
                (
                    [_key("H")],
                    self.tr("Hint"),
                    self.tr(
                        "Highlights a pair you can remove and shows its line. "
                        "You get {0} hints per game."
                    ).format(_number(settings.hints)),
                ),
                (
                    [_key("R")],
                    self.tr("Refresh"),
                    self.tr(
                        "Shuffles the tiles that are left. You get {0} refreshes per game. "
                        "When no move is left at all, the game shuffles for you, free of charge."
                    ).format(_number(settings.refreshes)),
                ),
                (
                    [_key("P")],
                    self.tr("Pause"),
                    self.tr(
                        "Stops the clock and hides the board until you press {0} again."
                    ).format(_key("P")),
                ),
                (
                    [_key("Ctrl+Z")],
                    self.tr("Undo"),
                    self.tr(
                        "Puts the last pair back. It costs the points that pair earned plus "
                        "{0} more, and the combo starts again."
                    ).format(_number(UNDO_PENALTY)),
                ),
                (
                    [_key("Ctrl+Shift+Z")],
                    self.tr("Redo"),
                    self.tr("Takes the pair away again, for the points it first earned."),
                ),
            ]
        )

        self._heading(self.tr("Scoring"))
        self._bullets(
            [
                self.tr("Each pair is worth {0} points, multiplied by your combo.").format(
                    _number(BASE_POINTS)
                ),
                self.tr(
                    "Remove the next pair within {0} s of the last one and the combo grows by "
                    "one, up to ×{1}. Wait longer and it starts again at ×1."
                ).format(_number(settings.combo_window_s), _number(MAX_COMBO)),
                self.tr("Each pair also adds {0} s to the clock.").format(
                    _number(settings.time_bonus_s)
                ),
                self.tr(
                    "Clear the board and every second left on the clock earns {0} points."
                ).format(_number(POINTS_PER_SECOND_LEFT)),
            ]
        )

        self._heading(self.tr("Levels"))
        self._paragraph(
            self.tr(
                "In level mode the tiles slide after each removal, filling the gaps. "
                "Each level slides them its own way:"
            )
        )
        self._bullets([self._level_text(level, name) for level, name in enumerate(GRAVITIES, 1)])
        self._paragraph(
            self.tr("After level {0} the order starts again from the first.").format(
                _number(len(GRAVITIES))
            )
        )

        self._heading(self.tr("Keyboard"))
        self._key_table(
            [
                (["←", "↑", "→", "↓"], "", self.tr("Move the cursor over the board.")),
                (
                    [_key("Space"), _key("Enter")],
                    "",
                    self.tr("Pick the tile under the cursor."),
                ),
                ([_key("Esc")], "", self.tr("Clear the selection.")),
                ([_key("H")], "", self.tr("Show a hint.")),
                ([_key("R")], "", self.tr("Refresh: shuffle the tiles that are left.")),
                ([_key("P")], "", self.tr("Pause or resume.")),
                ([_key("Ctrl+Z")], "", self.tr("Undo the last pair.")),
                ([_key("Ctrl+Shift+Z")], "", self.tr("Redo the pair you took back.")),
                ([_key("Ctrl+N")], "", self.tr("Start a new game.")),
                ([_key("F5")], "", self.tr("Restart the same deal.")),
                ([_key("Ctrl+H")], "", self.tr("Show the high scores.")),
                ([_key("F1")], "", self.tr("Open this help.")),
                ([_key("Ctrl+Q")], "", self.tr("Quit the game.")),
            ]
        )
        self._layout.addStretch(1)

        self.scroll_area = QScrollArea()
        self.scroll_area.setWidget(self.page)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 12)
        outer.addWidget(self.scroll_area, 1)
        buttons_row = QHBoxLayout()
        buttons_row.setContentsMargins(12, 0, 12, 0)
        buttons_row.addWidget(self.buttons)
        outer.addLayout(buttons_row)

    def text(self) -> str:
        """All the page's text, for tests and searching."""
        return "\n".join(label.text() for label in self.page.findChildren(QLabel))

    def _level_text(self, level: int, gravity: str) -> str:
        texts = {
            "none": self.tr("Level {0}: the tiles stay where they are."),
            "down": self.tr("Level {0}: the tiles fall down."),
            "up": self.tr("Level {0}: the tiles rise up."),
            "left": self.tr("Level {0}: the tiles slide to the left."),
            "right": self.tr("Level {0}: the tiles slide to the right."),
            "split-x": self.tr("Level {0}: the tiles split apart to the left and right edges."),
            "split-y": self.tr("Level {0}: the tiles split apart to the top and bottom edges."),
            "center-x": self.tr("Level {0}: the tiles close in on the middle from the sides."),
            "center-y": self.tr(
                "Level {0}: the tiles close in on the middle from the top and bottom."
            ),
        }
        if gravity in texts:
            return texts[gravity].format(_number(level))
        return self.tr("Level {0}: the tiles shift ({1}).").format(_number(level), gravity)

    # --- building blocks -------------------------------------------------------

    def _heading(self, text: str) -> None:
        label = QLabel(text)
        font = label.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        label.setFont(font)
        label.setContentsMargins(0, 14, 0, 2)
        self._layout.addWidget(label)

    def _paragraph(self, text: str) -> None:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        self._layout.addWidget(label)

    def _caption(self, name: str, text: str) -> QLabel:
        label = QLabel(f"<b>{html.escape(name)}</b><br>{html.escape(text)}")
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)
        return label

    def _example_card(self, picture: LinkPicture, name: str, text: str) -> QWidget:
        card = QWidget()
        layout = QVBoxLayout(card)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(picture, 0, Qt.AlignmentFlag.AlignHCenter)
        caption = self._caption(name, text)
        caption.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        caption.setFixedWidth(picture.width() + 8)
        layout.addWidget(caption, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        return card

    def _bullets(self, items: Sequence[str]) -> None:
        label = QLabel(
            "<ul style='margin-left: -20px'>"
            + "".join(f"<li style='margin-bottom: 3px'>{html.escape(item)}</li>" for item in items)
            + "</ul>"
        )
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)
        self._layout.addWidget(label)

    def _key_table(self, rows: Sequence[tuple[Sequence[str], str, str]]) -> None:
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(6)
        grid.setColumnStretch(1, 1)
        for row, (keys, name, text) in enumerate(rows):
            caps = QHBoxLayout()
            caps.setSpacing(4)
            for key in keys:
                caps.addWidget(_keycap(key))
            caps.addStretch(1)
            grid.addLayout(caps, row, 0, Qt.AlignmentFlag.AlignTop)
            if name:
                label = self._caption(name, text)
            else:
                label = QLabel(text)
                label.setWordWrap(True)
                label.setTextFormat(Qt.TextFormat.PlainText)
            grid.addWidget(label, row, 1)
        self._layout.addLayout(grid)


class AboutDialog(QDialog):
    """The game's icon, name, version, licence and what it runs on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about")
        self.setWindowTitle(self.tr("About LLK"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 24, 28, 16)
        layout.setSpacing(6)

        top = QHBoxLayout()
        top.setSpacing(18)
        self.icon = app_icon(96)
        top.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignTop)
        text = QVBoxLayout()
        text.setSpacing(6)
        name = QLabel(APP_NAME)
        font = QFont(name.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        name.setFont(font)
        text.addWidget(name)
        self.version = QLabel(self.tr("Version {0}").format(__version__))
        text.addWidget(self.version)
        for line in (
            self.tr(
                "Link pairs of matching tiles with a line of at most two turns, "
                "and clear the board before the time runs out."
            ),
            self.tr(
                "Free software under the MIT licence. The tile art and the sounds are "
                "original to the project."
            ),
            self.tr("Built with Qt {0} and PySide6 {1}, running on Python {2}.").format(
                qVersion(), PySide6.__version__, platform.python_version()
            ),
        ):
            label = QLabel(line)
            label.setWordWrap(True)
            label.setContentsMargins(0, 6, 0, 0)
            text.addWidget(label)
        text.addStretch(1)
        top.addLayout(text, 1)
        layout.addLayout(top, 1)
        for label in self.findChildren(QLabel):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        layout.addSpacing(10)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def sizeHint(self) -> QSize:
        return QSize(520, 260)
