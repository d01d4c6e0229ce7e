"""The race beside the player's board: the props they hold, and a card for each rival.

A card shows the rival's picture (a tile face), name and strength, a live thumbnail of
its board (`RivalBoard`), its tiles left, combo and props, a crown on the leader, and
a flash when it pulls ahead. Clicking a card makes that rival the target of the next
prop on an opponent (a solid frame); until then the race's own choice is (a dashed
frame: `Race.default_target`, whoever hit the player last, else the nearest in the
standings). The keyboard aims as well: `aim_next` (Game ▸ Aim at Next Rival, key A) goes
round the rivals still racing and back to the race's choice, and a card that Tab reaches
is picked with Space or Enter; each aim is said (`aimed`) and marked on the card by its
frame and a ➤ before its name, not by colour alone. It draws from the `Race` it is handed
after each move and decides nothing.

What a sighted player glances at is told in words too (`RacePanel.news`), kept short so
that a race with five rivals is no flood: a new leader (at most once every
`LEAD_SAID_MS`), each rival halfway through its board, and each rival out of the race
before its end; the player's place is said with a new leader. The props thrown and
received are told by the driver, as the status line.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QElapsedTimer, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QColor,
    QFocusEvent,
    QHideEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from llk.model.versus.props import MAX_HELD, Prop, on_opponent
from llk.model.versus.race import YOU, Race, Racer
from llk.view.actions import SPENDS
from llk.view.board.tile_art import TileArt
from llk.view.labels import PROP_SYMBOLS, finish_name, prop_name, prop_sentence, strength_name
from llk.view.rival_board import RivalBoard

FLASH_MS = 600
REPAINT_MS = 16
"""The rivals' thumbnails repaint one a frame, in turn: five boards that changed together
never take one frame's time together."""
LEAD_SAID_MS = 2500
CARD_MAX_HEIGHT = 230
"""A card grows with the window up to this; past it the panel leaves the rest empty."""
DEFAULT_TARGET = -1
"""`RacePanel.prop_used`'s racer for "the race's choice (`Race.default_target`), or the
user of a prop of their own"."""
PICTURE_PX = 22
FLASH_COLOUR = QColor("#f0a020")
AIM_COLOUR = QColor("#d04040")
FRAME_PX = 2
FOCUS_INSET_PX = 4
"""The focus ring of a card Tab came to, this far inside its edge (inside the aim's frame)."""
AIM_MARK = "➤ "
"""Before the name of the rival a prop on an opponent hits: the aim told by a form too."""


@dataclass(frozen=True)
class Viewpoint:
    """Whose eyes a race is drawn through: ``you``, the seat drawn as the player (its
    board the big one, not a card); ``host_picture``, the picture of racer 0 when it is
    not ``you`` (the host of a race online, who has no `Rival`)."""

    you: int = YOU
    host_picture: int = 1

    def others(self, race: Race) -> list[Racer]:
        """The racers drawn on cards: everyone but ``you``, in seat order. O(racers)."""
        return [racer for racer in race.racers if racer.index != self.you]

    def face(self, race: Race, racer: Racer) -> tuple[int, str]:
        """The picture of ``racer``'s card and what its title says after the name: a
        computer player's strength, nothing for a person. O(1)."""
        rival = racer.rival
        if rival is None:
            return self.host_picture, ""
        person = racer.index in race.setup.people
        return rival.picture, "" if person else strength_name(rival.strength)


class RivalCard(QFrame):
    """One rival's card.

    Signals:
        picked(int): the player clicked the card (the rival's racer number).
    """

    picked = Signal(int)

    def __init__(
        self, racer: Racer, face: tuple[int, str], art: TileArt, parent: QWidget | None = None
    ) -> None:
        """``face``: its picture and what its title says after the name (`Viewpoint.face`)."""
        super().__init__(parent)
        self.index = racer.index
        self.setObjectName(f"rival_{racer.index}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Space or Enter aims, as a click does
        self.setMaximumHeight(CARD_MAX_HEIGHT)
        picture = QLabel()
        image, self._caption = face
        picture.setPixmap(art.pixmap(image, PICTURE_PX, self.devicePixelRatioF()))
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        header = QHBoxLayout()
        header.setContentsMargins(0, 0, 0, 0)
        header.addWidget(picture)
        header.addWidget(self.title, 1)
        self.board = RivalBoard(art)
        self.numbers = QLabel()
        self.away = QLabel()
        """The person's absence from the table, marked in words (`show_away`)."""
        self.away.setObjectName("rival_away")
        self.away.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        layout.addLayout(header)
        layout.addWidget(self.away)
        layout.addWidget(self.board, 1)
        layout.addWidget(self.numbers)
        self._name = racer.name
        self._flash = QTimer(self)
        self._flash.setSingleShot(True)
        self._flash.setInterval(FLASH_MS)
        self._flash.timeout.connect(lambda: self._set_flash(False))
        self._aim = ""
        """How the next prop on an opponent aims at this rival: "picked" (clicked),
        "default" (the race's choice) or "" (not at it)."""
        self._shown: tuple[object, ...] = ()
        """What the card's words say now: the leader mark, tiles, combo, racing, props."""
        self.setToolTip(self.tr("Click to aim your next prop at {0}.").format(racer.name))
        self.setAccessibleName(racer.name)
        self.setAccessibleDescription(self.toolTip())

    def show_racer(self, racer: Racer, leader: bool, frozen: bool) -> None:
        game = racer.game
        shown = (leader, game.tiles_left, game.scoring.combo, racer.racing, tuple(racer.props))
        if shown != self._shown:  # the card follows every move of the race: words change less
            self._shown = shown
            crown = "♛ " if leader else ""
            aim = AIM_MARK if self._aim else ""
            caption = f" · {self._caption}" if self._caption else ""
            self.title.setText(f"{aim}{crown}{self._name}{caption}")
            held = " ".join(PROP_SYMBOLS[p] for p in racer.props)
            tiles = self.tr("%n tile(s)", "", game.tiles_left)
            line = f"{tiles} · " + self.tr("combo {0}").format(game.scoring.combo)
            state = "" if racer.racing else " · " + self.tr("done")
            self.numbers.setText(f"{line}{state}  {held}".rstrip())
        self.board.show_board(game.board, game.blocks.stones, frozen)

    def show_away(self, seconds: int | None) -> None:
        """The person has been away from the table ``seconds`` of race time (None:
        here), as the idle rule's 30 s without a pair run: marked by a sign and words,
        and told a screen reader in the card's description."""
        text = "" if seconds is None else "⚠ " + self.tr("Away · {0} s").format(seconds)
        if text != self.away.text():
            self.away.setText(text)
            self.away.setVisible(bool(text))
            self.setAccessibleDescription(f"{text} {self.toolTip()}".strip())

    def flash(self) -> None:
        """The rival just pulled ahead."""
        self._set_flash(True)
        self._flash.start()

    def set_aim(self, aim: str) -> None:
        """ "picked", "default" or "" (see `_aim`)."""
        if aim != self._aim:
            self._aim = aim
            words = self.title.text().removeprefix(AIM_MARK)
            self.title.setText(f"{AIM_MARK if aim else ''}{words}")
            self._style()

    def _set_flash(self, on: bool) -> None:
        self.setProperty("flash", on)
        self._style()

    def _style(self) -> None:
        self.update()

    def frame(self) -> tuple[QColor, Qt.PenStyle] | None:
        """The frame drawn round the card: the flash of a rival pulling ahead, else the
        aim (solid: clicked; dashed: the race's choice), else none."""
        if self.property("flash"):
            return FLASH_COLOUR, Qt.PenStyle.SolidLine
        if self._aim:
            line = Qt.PenStyle.SolidLine if self._aim == "picked" else Qt.PenStyle.DashLine
            return AIM_COLOUR, line
        return None

    def paintEvent(self, event: QPaintEvent) -> None:
        """The card, then its `frame` painted over its edge: painted, not a style sheet,
        under which the card's words kept the colour of the palette it was styled in
        (black on the high-contrast theme's black); and the focus ring when Tab is on it."""
        super().paintEvent(event)
        painter = QPainter(self)
        frame = self.frame()
        if frame is not None:
            colour, line = frame
            painter.setPen(QPen(colour, FRAME_PX, line))
            inset = FRAME_PX / 2
            painter.drawRect(QRectF(self.rect()).adjusted(inset, inset, -inset, -inset))
        if self.hasFocus():  # Tab's place, dotted inside the aim's frame
            painter.setPen(QPen(self.palette().highlight().color(), FRAME_PX, Qt.PenStyle.DotLine))
            inset = FOCUS_INSET_PX
            painter.drawRect(QRectF(self.rect()).adjusted(inset, inset, -inset, -inset))

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()  # the focus ring (`paintEvent`)
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.picked.emit(self.index)
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Space or Enter on the card Tab came to aims at it, as a click does."""
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.picked.emit(self.index)
        else:
            super().keyPressEvent(event)


class RacePanel(QWidget):
    """The props row and the rivals' cards.

    Signals:
        pulled_ahead(int): a racer (0: the player) took the lead, said at most once every
            `LEAD_SAID_MS` (the lead changes hands often at the start).
        news(str): what happened in the race, in words for a screen reader: a new leader
            (with the player's place), a rival halfway, a rival out.
        prop_used(str, int): the player uses a prop (a `Prop`'s word) on a racer (its
            number, or `DEFAULT_TARGET`: the race's choice, or themself for a prop of
            their own).
        aimed(str): the player aimed by keyboard: whom the next prop on an opponent hits,
            in a sentence to show and say.
    """

    prop_used = Signal(str, int)
    pulled_ahead = Signal(int)
    aimed = Signal(str)
    news = Signal(str)

    def __init__(self, art: TileArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("race_panel")
        self._art = art
        self.cards: list[RivalCard] = []
        self.target: int | None = None
        self.standing = QLabel()
        self.standing.setObjectName("race_standing")
        self.prop_buttons = [QPushButton() for _ in range(MAX_HELD)]
        self.prop_keys = [QAction(self) for _ in range(MAX_HELD)]
        """Keys 1, 2, 3: actions, not the buttons' own shortcuts, so that they are keys of
        one character like the others (`llk.view.access.letter_keys`): a prop is scarce."""
        props = QHBoxLayout()
        props.setSpacing(4)
        for slot, (button, key) in enumerate(zip(self.prop_buttons, self.prop_keys, strict=True)):
            button.setObjectName(f"prop_{slot + 1}")
            button.clicked.connect(lambda _checked=False, s=slot: self._use(s))
            key.setObjectName(f"prop_key_{slot + 1}")
            key.setShortcut(str(slot + 1))
            key.setProperty(SPENDS, True)
            key.setAutoRepeat(False)
            key.setEnabled(False)
            key.triggered.connect(button.click)
            self.addAction(key)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            props.addWidget(button)
        self._held: list[Prop] = []
        self._props_shown: tuple[list[Prop], bool, bool] | None = None
        self._rivals = QVBoxLayout()
        self._rivals.setSpacing(4)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.standing)
        layout.addLayout(props)
        layout.addLayout(self._rivals, 1)
        layout.addStretch()  # what cards at their greatest height leave, below them
        self.setFixedWidth(210)
        self._race: Race | None = None
        self._viewpoint = Viewpoint()
        self._leader: int | None = None
        self._leader_said: int | None = None
        """The leader last told in `news`."""
        self._told: set[tuple[int, str]] = set()
        """The rivals' milestones told (`_milestones`)."""
        self._lead_said = QElapsedTimer()
        self._repaint = QTimer(self)
        self._repaint.setInterval(REPAINT_MS)
        self._repaint.timeout.connect(self._repaint_one)
        self._next_card = 0

    def show_race(self, race: Race, viewpoint: Viewpoint = Viewpoint()) -> None:
        """A new race, drawn through ``viewpoint``: a card for each other racer. The cards
        of the race before leave the layout at once: waiting for their deletion, they made
        it ask room for both races' cards (ten against five rivals: Race Again grew the
        window past the screen)."""
        for card in self.cards:
            self._rivals.removeWidget(card)
            card.hide()
            card.deleteLater()
        self.cards = []
        self.target = None
        self._props_shown = None
        self._viewpoint = viewpoint
        for racer in viewpoint.others(race):
            card = RivalCard(racer, viewpoint.face(race, racer), self._art, self)
            card.board.paint_now = False  # `_repaint_one` paints them in turn
            card.picked.connect(self._pick_and_say)
            self._rivals.addWidget(card, 1)
            self.cards.append(card)
        self._race = race
        self._leader = race.leader()
        self._told = self._milestones(race)  # a resumed race's are old news
        self._leader_said = self._leader
        self.follow()
        for card in self.cards:
            card.board.update()
        self._repaint.start()
        self.show()

    def show_away(self, away: list[tuple[int, int]]) -> None:
        """Mark the people away from the table ((seat, seconds away) pairs,
        `HostDesk.away`) on their cards; each newly away told (`news`)."""
        by_seat = dict(away)
        for card in self.cards:
            seconds = by_seat.get(card.index)
            if seconds is not None and card.away.isHidden():
                self.news.emit(self.tr("{0} left the table.").format(card.accessibleName()))
            card.show_away(seconds)

    def follow(self, _events: object = None) -> None:
        """Draw the race as it stands now."""
        race = self._race
        if race is None:
            return
        leader = race.leader()
        if leader is not None and leader != self._leader:
            for card in self.cards:
                if card.index == leader:
                    card.flash()
            if not self._lead_said.isValid() or self._lead_said.elapsed() >= LEAD_SAID_MS:
                self._lead_said.start()
                self.pulled_ahead.emit(leader)
                if leader != self._leader_said:  # not the same leader back after a flurry
                    self._leader_said = leader
                    self.news.emit(self._lead_sentence(race, leader))
        self._leader = leader
        self._tell_milestones(race)
        for card in self.cards:
            racer = race.racers[card.index]
            card.show_racer(racer, leader == racer.index, racer.game.blocks.frozen)
        if self.target is not None and not race.racers[self.target].racing:
            self._pick(None)
        self._show_props(race)
        self._show_aim()
        you = self._you(race)
        where = self.tr("Place {0} of {1}").format(_place(race, you), len(race.racers))
        standing = f"{where} · " + self.tr("%n pair(s)", "", you.pairs)
        if standing != self.standing.text():
            self.standing.setText(standing)

    def _lead_sentence(self, race: Race, leader: int) -> str:
        you = self._you(race)
        if leader == you.index:
            return self.tr("You take the lead.")
        place = self.tr("You are in place {0} of {1}.").format(_place(race, you), len(race.racers))
        return self.tr("{0} takes the lead.").format(race.racers[leader].name) + " " + place

    def _you(self, race: Race) -> Racer:
        """The racer drawn as the player."""
        return race.racers[self._viewpoint.you]

    def _milestones(self, race: Race) -> set[tuple[int, str]]:
        """The other racers' milestones reached: (racer, "half") once half its pairs are
        gone, (racer, "done") once out of the race. O(racers)."""
        reached = set()
        for racer in self._viewpoint.others(race):
            if 4 * racer.pairs >= racer.dealt > 0:
                reached.add((racer.index, "half"))
            if not racer.racing:
                reached.add((racer.index, "done"))
        return reached

    def _tell_milestones(self, race: Race) -> None:
        """Tell each milestone reached since the last move, once; a race over tells
        its results instead."""
        reached = self._milestones(race)
        new, self._told = reached - self._told, reached
        if race.over:
            return
        for index, what in sorted(new):
            racer = race.racers[index]
            if what == "half":
                self.news.emit(self.tr("{0} is halfway.").format(racer.name))
            else:
                self.news.emit(self.tr("{0}: {1}.").format(racer.name, finish_name(racer.finish)))

    def _repaint_one(self) -> None:
        """Repaint the next thumbnail that changed, after the last one painted."""
        count = len(self.cards)
        for step in range(count):
            index = (self._next_card + step) % count
            board = self.cards[index].board
            if board.changed:
                board.update()
                board.changed = False
                self._next_card = (index + 1) % count
                return

    def hideEvent(self, event: QHideEvent) -> None:
        self._repaint.stop()
        super().hideEvent(event)

    def _show_props(self, race: Race) -> None:
        you = self._you(race)
        banned = you.banned(race.now)
        state = (list(you.props), banned, race.over)
        if state == self._props_shown:
            return  # the panel follows every move: buttons change only with the props
        self._props_shown = state
        self._held = list(you.props)
        for slot, button in enumerate(self.prop_buttons):
            prop = self._held[slot] if slot < len(self._held) else None
            if prop is None:
                button.setText(f"{slot + 1}\n—")
                button.setToolTip(self.tr("Combos of 5 earn props: at most 3 held."))
            else:
                button.setText(f"{slot + 1} {PROP_SYMBOLS[prop]}\n{prop_name(prop)}")
                button.setToolTip(f"{prop_name(prop)}: {prop_sentence(prop)}")
            button.setAccessibleName(button.text().replace("\n", " "))
            button.setEnabled(prop is not None and not banned and not race.over)
            self.prop_keys[slot].setEnabled(button.isEnabled())  # its words: `_show_aim`

    def _use(self, slot: int) -> None:
        if slot < len(self._held):
            prop = self._held[slot]
            target = self.target if on_opponent(prop) and self.target is not None else None
            self.prop_used.emit(prop.value, DEFAULT_TARGET if target is None else target)

    def _pick(self, index: int | None) -> None:
        self.target = None if index == self.target else index
        self._show_aim()

    def _pick_and_say(self, index: int) -> None:
        """A card clicked, or Space on it: aim there (or, at it already, at the race's
        choice again), and say so."""
        self._pick(index)
        self.aimed.emit(self._aim_sentence())

    def aim_next(self) -> None:
        """Aim at the next rival still racing in seat order, after the last one the race's
        own choice again, and say whom. O(racers)."""
        race = self._race
        if race is None:
            return
        ring: list[int | None] = [
            None,
            *(r.index for r in self._viewpoint.others(race) if r.racing),
        ]
        at = ring.index(self.target) if self.target in ring else 0
        self._pick(ring[(at + 1) % len(ring)])
        self.aimed.emit(self._aim_sentence())

    def _aimed_at(self) -> int | None:
        """The racer the next prop on an opponent hits: the one picked, else the race's
        own choice; None while nobody can be hit."""
        race = self._race
        if race is None or race.over or not self._you(race).racing:
            return None
        return (
            self.target if self.target is not None else race.default_target(self._you(race).index)
        )

    def _aim_sentence(self) -> str:
        aimed = self._aimed_at()
        race = self._race
        if aimed is None or race is None:
            return self.tr("No rival to aim at.")
        name = race.racers[aimed].name
        if self.target is None:
            return self.tr("Props aim at the race's choice, now {0}.").format(name)
        return self.tr("Props aim at {0}.").format(name)

    def _show_aim(self) -> None:
        """Frame the rival the next prop on an opponent hits: the one picked, else the
        race's own choice; and name it in the prop keys' words."""
        aimed = self._aimed_at()
        for card in self.cards:
            if card.index == self.target:
                card.set_aim("picked")
            else:
                card.set_aim("default" if card.index == aimed else "")
        race = self._race
        for key, prop in zip(self.prop_keys, self._held, strict=False):
            if aimed is None or race is None or not on_opponent(prop):
                key.setText(prop_name(prop))
            else:
                key.setText(self.tr("{0} at {1}").format(prop_name(prop), race.racers[aimed].name))


def _place(race: Race, you: Racer) -> int:
    """The place of ``you`` now: one more than the racers with more pairs. O(racers)."""
    return 1 + sum(r.pairs > you.pairs for r in race.racers)
